//! The checks that need a real call, run only for the tools and prompts `--call` names: the
//! call with arguments made from the item's schema (as `docs` makes its example call), its
//! answer judged by the engine, and over HTTP the `Mcp-Param-*` headers of the parameters the
//! tool marks with `x-mcp-header`, left out and unlike the body (basic/transports, "Custom
//! Headers from Tool Parameters"), and `Mcp-Name` unlike the real name. Without `--call` each skips: conform calls nothing that
//! exists unless it is named.

use super::link::{Link, Meta, Reply, answers_to};
use super::model::{Check, Checklist, Facts, Verdict};
use super::rpc::{expect_error, set_header};
use crate::cli::message::{Message, msg};
use crate::cli::probe::http::mirrored_headers;
use crate::engine;
use crate::spec::Lang;
use crate::spec::codes::{Code, Severity};
use crate::surface::example;
use crate::surface::{self, Item, ListKind, Source};
use serde_json::{Map, Value};

// The examples start the fixture servers of tests/servers with --call naming their tool `echo`,
// whose parameter `region` is marked with x-mcp-header.
crate::spec::codes::codes! {
    ConformCallResult = "conform/call-result", Error, Tools,
        summary: ("A tool or prompt named with --call, called with arguments made from its schema, did not answer with a result the validator finds valid.", "На вызов инструмента или шаблона запроса из `--call` с аргументами, составленными по его схеме, не пришёл результат, который валидатор признаёт верным."),
        help: ("Answer tools/call with a CallToolResult (content, resultType; a failed run of the tool as isError: true) and prompts/get with a GetPromptResult: the findings named are the validator's, each with its own code.",
               "На `tools/call` отвечайте результатом `CallToolResult` (`content`, `resultType`; неудачный запуск инструмента\u{a0}— с `isError`, равным `true`), а на `prompts/get`\u{a0}— результатом `GetPromptResult`. Замечания в сообщении\u{a0}— это замечания валидатора, у каждого свой код."),
        bad: "$ mcp-anatomy conform --call echo -- python3 tests/servers/conform_bad.py call-result",
        good: "$ mcp-anatomy conform --call echo -- python3 tests/servers/conform_good.py";
    ConformParamHeaderMissing = "conform/param-header-missing", Error, HttpCustomHeaders,
        summary: ("A tools/call without the Mcp-Param header of a parameter marked with x-mcp-header, whose value is in the body, was not refused with 400 and -32020.", "Запрос `tools/call` без заголовка `Mcp-Param` для параметра с пометкой `x-mcp-header`, значение которого есть в теле, не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("A client mirrors each marked parameter it sends into Mcp-Param-{name}; refuse a call whose body has the value but whose headers lack it with 400 Bad Request and -32020 (HeaderMismatch).",
               "Клиент дублирует в заголовке `Mcp-Param-{name}` каждый отправленный параметр с пометкой; вызов, в теле которого значение есть, а в заголовках нет, отклоняйте со статусом `400 Bad Request` и ошибкой `-32020` (`HeaderMismatch`)."),
        bad: "$ python3 tests/servers/conform_bad.py param-header-missing --http PORT &\n$ mcp-anatomy conform --call echo http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform --call echo http://127.0.0.1:PORT/mcp";
    ConformParamHeaderMismatch = "conform/param-header-mismatch", Error, HttpCustomHeaders,
        summary: ("A tools/call whose Mcp-Param header is unlike the value of its marked parameter in the body was not refused with 400 and -32020.", "Запрос `tools/call`, в котором заголовок `Mcp-Param` не совпадает со значением параметра с пометкой в теле, не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("Decode a Base64-sentinel value first, then compare each Mcp-Param-{name} with the argument it mirrors and refuse a mismatch with 400 and -32020: a gateway may route by the header while you serve the body.",
               "Сначала декодируйте значение в формате `=?base64?…?=`, затем сравнивайте каждый `Mcp-Param-{name}` с аргументом, который он дублирует, и при расхождении отвечайте статусом `400` и ошибкой `-32020`: шлюз может направить запрос по заголовку, а сервер выполнит то, что записано в теле."),
        bad: "$ python3 tests/servers/conform_bad.py param-header-mismatch --http PORT &\n$ mcp-anatomy conform --call echo http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform --call echo http://127.0.0.1:PORT/mcp";
}

const CALLED: &str = "server/tools#calling-tools";
const GOT: &str = "server/prompts#getting-a-prompt";
const CUSTOM: &str = "basic/transports/streamable-http#server-behavior-for-custom-headers";
const VALIDATION: &str = "basic/transports/streamable-http#server-validation";
/// A value no argument has, sent in a marked parameter's header.
const OTHER: &str = "mcp-anatomy-conform-other";

/// A call `--call` asked for: its method, its params (name and arguments), and for a tool the
/// input schema its headers come from.
struct Call {
    method: &'static str,
    params: Map<String, Value>,
    schema: Option<Value>,
}

pub(super) fn run(link: &mut Link, facts: &Facts, calls: &[String], checks: &mut Checklist) {
    if calls.is_empty() {
        let why = msg!(
            "no tool or prompt named with `--call`: conform calls nothing that exists unless it is named",
            "в `--call` не назван ни один инструмент или шаблон запроса, а `conform` вызывает только то, что названо явно"
        );
        skip_all(link, checks, &why);
        return;
    }
    let list = |link: &mut Link, kind: ListKind, capability: &str| {
        let reply = facts
            .declares(capability)
            .then(|| link.ask_modern(kind.method(), Map::new()));
        let text = reply.and_then(|r| r.text)?;
        surface::read(vec![Source::new(kind.method(), text, false)]).ok()
    };
    let tools = list(link, ListKind::Tools, "tools");
    let prompts = list(link, ListKind::Prompts, "prompts");
    for name in calls {
        let found = [(&tools, ListKind::Tools), (&prompts, ListKind::Prompts)]
            .into_iter()
            .find_map(|(surface, kind)| {
                let item = surface.as_ref()?.list(kind)?.find(name)?;
                Some((item, kind))
            });
        let call = found.and_then(|(item, kind)| call_of(item, kind));
        let Some(call) = call else {
            let why = msg!(
                "the server lists no tool or prompt named «{}»",
                "в перечнях сервера нет инструмента или шаблона запроса с именем «{}»",
                name
            );
            skip_all(link, checks, &why);
            continue;
        };
        let result = call_result(link, &call);
        checks.add(named(result, name), &link.log);
        for code in [
            Code::ConformParamHeaderMissing,
            Code::ConformParamHeaderMismatch,
        ] {
            let check = param_header(link, &call, name, code);
            checks.add(named(check, name), &link.log);
        }
        // Over HTTP, Mcp-Name unlike a name that exists, which a server that routes by the
        // header would serve as another tool or prompt: a second `conform/name-header-mismatch`.
        if link.is_http() {
            let reply = send(link, &call, |h| set_header(h, "Mcp-Name", Some(OTHER)));
            let request = reply.request.clone().unwrap_or_default();
            let code = Code::ConformNameHeaderMismatch;
            let check = expect_error(code, VALIDATION, request, reply, &[-32020], Some(400));
            checks.add(named(super::http::status_too(check, 400), name), &link.log);
        }
    }
}

/// The call of `item` as `docs` writes its example: its name, and arguments made from its
/// schema (for a prompt, its required arguments).
fn call_of(item: &Item, kind: ListKind) -> Option<Call> {
    let request: Value = serde_json::from_str(&example::of(item, kind).request).ok()?;
    let mut params = Map::new();
    for member in ["name", "arguments"] {
        params.insert(member.into(), request["params"].get(member)?.clone());
    }
    let method = match kind {
        ListKind::Tools => "tools/call",
        _ => "prompts/get",
    };
    let schema = (item.input_schema()).and_then(|s| serde_json::from_str(&s.to_json()).ok());
    Some(Call {
        method,
        params,
        schema,
    })
}

/// A check of a call that ran, its sentence led by the name called (several may be).
fn named(mut check: Check, name: &str) -> Check {
    if check.verdict != Verdict::Skip {
        let said = &check.message;
        check.message = msg! {
            en: format!("`{name}`: {}", said.get(Lang::En)),
            ru: format!("`{name}`: {}", said.get(Lang::Ru)),
        };
    }
    check
}

/// Each check of a call skipped for `why`.
fn skip_all(link: &Link, checks: &mut Checklist, why: &Message) {
    for (code, section) in [
        (Code::ConformCallResult, CALLED),
        (Code::ConformParamHeaderMissing, CUSTOM),
        (Code::ConformParamHeaderMismatch, CUSTOM),
    ] {
        checks.add(Check::skip(code, section, why.clone()), &link.log);
    }
}

/// Sends `call` with `change` made to the headers a compliant client sends.
fn send(link: &mut Link, call: &Call, change: impl Fn(&mut Vec<(String, String)>)) -> Reply {
    let id = Value::String(link.next_id());
    let mut headers = link.headers_for(call.method, &call.params, call.schema.as_ref());
    change(&mut headers);
    let body = link.body(&id, call.method, call.params.clone(), Meta::Full);
    link.send(&body, &headers, &answers_to(id))
}

/// The call as a compliant client sends it; passes on a result the engine finds no error in.
fn call_result(link: &mut Link, call: &Call) -> Check {
    let section = if call.method == "tools/call" {
        CALLED
    } else {
        GOT
    };
    let reply = send(link, call, |_| {});
    let report = (reply.text.as_deref())
        .filter(|_| reply.result().is_some())
        .map(|text| engine::check_answer(text, Some(call.method)));
    let outcome = match report {
        Some(report) => {
            let mut errors: Vec<&str> = (report.diagnostics.iter())
                .filter(|d| d.diagnostic.severity() == Severity::Error)
                .map(|d| d.diagnostic.code.id())
                .collect();
            errors.dedup();
            match errors.is_empty() {
                true => (
                    Verdict::Pass,
                    msg!(
                        "{}: a result the validator finds valid",
                        "`{}`: результат, который валидатор признаёт верным",
                        call.method
                    ),
                ),
                false => (
                    Verdict::Fail,
                    msg!(
                        "the result of {} is not valid: {}",
                        "результат `{}` не соответствует спецификации: {}",
                        call.method,
                        errors.join(", ")
                    ),
                ),
            }
        }
        None => (
            Verdict::Fail,
            msg! {
                en: format!("expected a result of {}; came: {}", call.method, reply.describe().en),
                ru: format!("ожидался результат `{}`, {}", call.method, reply.instead_ru()),
            },
        ),
    };
    let request = reply.request.clone();
    Check::judged(
        Code::ConformCallResult,
        section,
        outcome,
        request,
        Some(reply),
    )
}

/// The call with the first marked parameter's header left out or unlike the body: 400, -32020.
fn param_header(link: &mut Link, call: &Call, name: &str, code: Code) -> Check {
    if !link.is_http() {
        return Check::skip(code, CUSTOM, super::http::over_stdio());
    }
    // From the call alone (not the link's headers), so that a replayed record decides alike.
    let mirrored = mirrored_headers(call.method, &call.params, call.schema.as_ref());
    let marked = (mirrored.iter()).find(|(header, _)| header.starts_with("Mcp-Param-"));
    let Some((header, _)) = marked.cloned() else {
        let why = msg!(
            "the arguments made for «{}» fill no parameter marked with `x-mcp-header`",
            "аргументы, составленные для «{}», не заполняют ни одного параметра с пометкой `x-mcp-header`",
            name
        );
        return Check::skip(code, CUSTOM, why);
    };
    let value = (code == Code::ConformParamHeaderMismatch).then_some(OTHER);
    let reply = send(link, call, |headers| set_header(headers, &header, value));
    let request = reply.request.clone().unwrap_or_default();
    let check = expect_error(code, CUSTOM, request, reply, &[-32020], Some(400));
    super::http::status_too(check, 400)
}
