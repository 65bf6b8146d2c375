//! Multi round-trip requests (basic/patterns/mrtr): an `input_required` result asks for
//! something, asks only for what the requesting client declared it can do, and the client's
//! retry takes a new id and echoes the `requestState` it was given, exactly. The result's own
//! rule runs on the parsed document; the rest on the facts `engine/transcript.rs` hands over
//! (`facts::Facts`).

use super::checker::{Checker, get};
use super::facts::{AllFacts, Facts, asked_by};
use crate::engine::diagnostic::{Diagnostic, Span, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::Object;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    InputRequiredEmpty = "result/input-required-empty", Error, MrtrServer,
        summary: ("An input_required result carries neither inputRequests nor requestState.", "Результат `input_required` не несёт ни `inputRequests`, ни `requestState`."),
        help: ("Say what the client must provide in inputRequests, or keep the request's progress in requestState, or both; a result that carries neither leaves the client nothing to retry with.",
               "Укажите в `inputRequests`, что должен предоставить клиент, или сохраните ход запроса в `requestState`, или сделайте и то и другое: без них клиенту не с чем повторить запрос."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc"}}"#;
    InputUndeclared = "transcript/input-undeclared", Error, MrtrServer,
        summary: ("An input_required result asks the client for what its request did not declare it can do.", "Результат `input_required` просит у клиента то, чего нет среди возможностей, объявленных в запросе."),
        help: ("Read io.modelcontextprotocol/clientCapabilities in the request's _meta and ask only for what it declares: sampling, roots, elicitation (an empty elicitation object means form mode alone); otherwise answer with -32021 and the missing capabilities.",
               "Прочитайте `io.modelcontextprotocol/clientCapabilities` в `_meta` запроса и запрашивайте только объявленное: `sampling`, `roots`, `elicitation` (пустой объект `elicitation` означает только режим формы); иначе ответьте ошибкой `-32021` со списком недостающих возможностей."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"name\": \"deploy\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {\"elicitation\": {}}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"inputRequests\": {\"login\": {\"method\": \"elicitation/create\", \"params\": {\"mode\": \"url\", \"message\": \"Sign in\", \"url\": \"https://example.com/login\"}}}}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"name\": \"deploy\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {\"elicitation\": {\"form\": {}, \"url\": {}}}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"inputRequests\": {\"login\": {\"method\": \"elicitation/create\", \"params\": {\"mode\": \"url\", \"message\": \"Sign in\", \"url\": \"https://example.com/login\"}}}}}";
    RetrySameId = "transcript/retry-same-id", Error, MrtrClient,
        summary: ("A request retried after input_required takes the id of the first request.", "Повторный запрос после `input_required` отправлен с идентификатором первого запроса."),
        help: ("Give the retry an id of its own: it is a new request, and the first one is already answered.",
               "Присвойте повторному запросу собственный идентификатор: это новый запрос, а на первый уже пришёл ответ."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"requestState\": \"s1\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\", \"requestState\": \"s1\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"requestState\": \"s1\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\", \"requestState\": \"s1\"}}";
    RetryState = "transcript/retry-state", Error, MrtrClient,
        summary: ("A retried request does not echo the requestState it was given.", "Повторный запрос не возвращает полученный `requestState` без изменений."),
        help: ("Send back the requestState of the input_required result exactly as it came, and none when the result had none.",
               "Верните `requestState` из результата `input_required` точно в том виде, в каком он пришёл, а если его не было, не передавайте его."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"requestState\": \"s1\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\", \"requestState\": \"s2\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"input_required\", \"requestState\": \"s1\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"deploy\", \"requestState\": \"s1\"}}";
}

/// An `input_required` result carries `inputRequests`, `requestState` or both (mrtr, "Server
/// Requirements": MUST).
pub fn input_required(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    if get(result, "inputRequests").is_none() && get(result, "requestState").is_none() {
        let span = result.brace();
        checker.emit(
            Code::InputRequiredEmpty,
            path,
            span,
            Found::InputRequiredEmpty,
        );
    }
}

/// The rules over a session: what an `input_required` result asks of the client its request
/// declared (MUST NOT ask otherwise), and each retry's id and `requestState` (the client's
/// MUSTs).
pub fn rules(all: &AllFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (index, (facts, ..)) in all.iter().enumerate() {
        if let Some((requests, _)) = &facts.input_required
            && let Some((request, ..)) = asked_by(&all[..index], facts)
            && let Some(declared) = &request.client_capabilities
        {
            for input in requests {
                let Some(needed) = needed_capability(&input.method, input.mode.as_deref()) else {
                    continue;
                };
                if !declared.iter().any(|d| d == needed) {
                    let finding = Found::InputUndeclared {
                        method: input.method.clone(),
                        capability: needed,
                    };
                    let code = Code::InputUndeclared;
                    out.push(diagnostic(
                        code,
                        "/result/inputRequests",
                        input.span,
                        finding,
                    ));
                }
            }
        }
        if let (Some(state), Some(method)) = (&facts.retry, &facts.method) {
            retry(&all[..index], facts, method, state.as_ref(), &mut out);
        }
    }
    out
}

/// A retry of `method` against the first request it retries: the latest earlier request of
/// the same method and subject whose answer asked for input.
fn retry(
    before: &AllFacts,
    retry: &Facts,
    method: &str,
    state: Option<&(String, Span)>,
    out: &mut Vec<Diagnostic>,
) {
    let asked = (before.iter().enumerate().rev()).find_map(|(at, (answer, ..))| {
        let (_, given) = answer.input_required.as_ref()?;
        let (first, ..) = asked_by(&before[..at], answer)?;
        (first.method.as_deref() == Some(method) && first.subject == retry.subject)
            .then_some((first, given))
    });
    let Some((first, given)) = asked else { return };
    if let (Some((id, span)), Some((first_id, _))) = (&retry.id, &first.id)
        && id == first_id
    {
        let finding = Found::RetrySameId { id: id.clone() };
        out.push(diagnostic(Code::RetrySameId, "/id", *span, finding));
    }
    let sent = state.map(|(value, _)| value);
    if sent != given.as_ref() {
        let finding = Found::RetryState {
            given: given.clone(),
            sent: sent.cloned(),
        };
        // At the member sent, or at the id of a retry that left it out.
        let (pointer, span) = match (state, &retry.id) {
            (Some((_, span)), _) => ("/params/requestState", *span),
            (None, Some((_, span))) => ("/id", *span),
            (None, None) => return,
        };
        out.push(diagnostic(Code::RetryState, pointer, span, finding));
    }
}

/// The client capability an input request needs: `sampling`, `roots`, or the mode of
/// elicitation it asks in (form when it names none).
fn needed_capability(method: &str, mode: Option<&str>) -> Option<&'static str> {
    match (method, mode) {
        ("sampling/createMessage", _) => Some("sampling"),
        ("roots/list", _) => Some("roots"),
        ("elicitation/create", Some("url")) => Some("elicitation/url"),
        ("elicitation/create", _) => Some("elicitation/form"),
        _ => None,
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    InputRequiredEmpty,
    /// `capability`: `sampling`, `roots`, `elicitation/form` or `elicitation/url`.
    InputUndeclared {
        method: String,
        capability: &'static str,
    },
    RetrySameId {
        id: String,
    },
    /// The `requestState` the result gave and the one the retry sent, each if any.
    RetryState {
        given: Option<String>,
        sent: Option<String>,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::mrtr::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::InputRequiredEmpty => say!(
                "This `input_required` result has neither `inputRequests` nor `requestState`; a server must give at least one of them."
            ),
            Found::InputUndeclared { method, capability } => {
                let declared = match *capability {
                    "elicitation/form" => say!("`elicitation` (form mode)"),
                    "elicitation/url" => say!("`elicitation.url`"),
                    other => say!("`{other}`"),
                };
                say!(
                    "The result asks for `{method}`, but the request's `clientCapabilities` does not declare {declared}; a server must not ask for input the client has not declared it supports."
                )
            }
            Found::RetrySameId { id } => say!(
                "This retry takes the id `{id}` of the request it retries; the two are separate requests and must have different ids."
            ),
            Found::RetryState { given, sent } => match (given, sent) {
                (Some(given), Some(sent)) => say!(
                    "The retry sends `requestState` \"{sent}\", but the `input_required` result gave \"{given}\"; a client must echo it exactly."
                ),
                (Some(given), None) => say!(
                    "The retry leaves out the `requestState` \"{given}\" the `input_required` result gave; a client must echo it."
                ),
                (None, _) => say!(
                    "The retry sends a `requestState`, but the `input_required` result gave none; a client must not include one then."
                ),
            },
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::mrtr::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::InputRequiredEmpty => say!(
                "В этом результате `input_required` нет ни `inputRequests`, ни `requestState`; сервер ДОЛЖЕН передать хотя бы одно из них."
            ),
            Found::InputUndeclared { method, capability } => {
                let declared = match *capability {
                    "elicitation/form" => say!("`elicitation` (режим формы)"),
                    "elicitation/url" => say!("`elicitation.url`"),
                    other => say!("`{other}`"),
                };
                say!(
                    "Результат запрашивает `{method}`, но `clientCapabilities` запроса не объявляет {declared}; сервер НЕ ДОЛЖЕН запрашивать у клиента ничего сверх объявленных им возможностей."
                )
            }
            Found::RetrySameId { id } => say!(
                "Повторный запрос отправлен с тем же идентификатором `{id}`, что и исходный; это отдельные запросы, и клиент ДОЛЖЕН присваивать им разные идентификаторы."
            ),
            Found::RetryState { given, sent } => match (given, sent) {
                (Some(given), Some(sent)) => say!(
                    "Повторный запрос передаёт `requestState` «{sent}», а результат `input_required` содержал «{given}»; клиент ДОЛЖЕН вернуть это значение без изменений."
                ),
                (Some(given), None) => say!(
                    "Повторный запрос не передаёт `requestState` «{given}» из результата `input_required`; клиент ДОЛЖЕН вернуть это значение."
                ),
                (None, _) => say!(
                    "Повторный запрос передаёт `requestState`, хотя результат `input_required` этого поля не содержал; в таком случае клиент НЕ ДОЛЖЕН его передавать."
                ),
            },
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = vec![Found::InputRequiredEmpty.into()];
    for (method, capability) in [
        ("elicitation/create", "elicitation/form"),
        ("elicitation/create", "elicitation/url"),
        ("sampling/createMessage", "sampling"),
    ] {
        let method = method.to_owned();
        all.push(Found::InputUndeclared { method, capability }.into());
    }
    all.push(Found::RetrySameId { id: "1".into() }.into());
    for (given, sent) in [
        (Some("s1"), Some("s2")),
        (Some("s1"), None),
        (None, Some("s1")),
    ] {
        let (given, sent) = (given.map(str::to_owned), sent.map(str::to_owned));
        all.push(Found::RetryState { given, sent }.into());
    }
    all
}
