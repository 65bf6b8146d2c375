//! Which result a text holds: one of the six cacheable ones (server/utilities/caching lists
//! them), or the answer of `tools/call`, `prompts/get` or `completion/complete` (the table of
//! them is in `kind.rs`). A response does not name its method, so the members decide: `tools`
//! is a `tools/list` result, `contents` a `resources/read` one, `content` a `tools/call` one,
//! and a result with none of these is a discover result.
//! Then what its `resultType` may be (basic/index, "ResultType"; basic/patterns/mrtr).

use super::checker::{Checker, fix, get};
use super::discover;
use crate::engine::edits::replace;
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::ResultKind;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::schema::{DefId, Types};
use crate::spec::shapes;

crate::spec::codes::codes! {
    ResultType = "discover/result-type", Error, Discover,
        summary: ("A `server/discover` result's `resultType` is not \"complete\".", "У результата `server/discover` значение `resultType`\u{a0}— не `\"complete\"`."),
        help: ("Set resultType to \"complete\".", "Задайте `resultType` значение `\"complete\"`."),
        bad: r#"{"resultType": "input_required", …}"#,
        good: r#"{"resultType": "complete", …}"#;
    UnknownResultType = "result/unknown-type", Error, ResultType,
        summary: ("The resultType is a value MCP does not define: clients treat the whole answer as invalid.", "Значение `resultType` не определено в MCP: клиенты считают недействительным весь ответ."),
        help: ("Send \"complete\" with a final result (\"input_required\" only where the method may ask for input); a value an extension defines counts only for clients that support that extension.",
               "Отправляйте `\"complete\"` с окончательным результатом (`\"input_required\"`\u{a0}— только там, где метод может запросить ввод); значение, которое вводит расширение, понимают лишь клиенты с его поддержкой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "partial", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#;
    InputNotAllowed = "result/input-not-allowed", Error, InputRequests,
        summary: ("A method that cannot ask for input answers with resultType \"input_required\".", "Метод, который не может запрашивать ввод, отвечает с `resultType` `\"input_required\"`."),
        help: ("Only prompts/get, resources/read and tools/call may answer with an input_required result; answer this request with its complete result, or with an error.",
               "Результат `input_required` допустим только в ответ на `prompts/get`, `resources/read` и `tools/call`; ответьте на этот запрос его окончательным результатом или ошибкой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#;
}

/// The `_meta` key that names the subscription a message belongs to.
const SUBSCRIPTION_ID: &str = "io.modelcontextprotocol/subscriptionId";

impl ResultKind {
    /// The result `object` is, by its members; `None` when it looks like no result at all.
    pub fn of(object: &Object<'_>) -> Option<ResultKind> {
        // Each lookup through `get`, one function, rather than a loop of its own.
        let has = |name: &str| get(object, name).is_some();
        let result_type = get(object, "resultType").map(|(_, m)| m);
        // An interim result says so and carries what it asks for; a discover result with the
        // wrong `resultType` does not, and gets that finding instead.
        if result_type.and_then(|m| m.value.as_str()) == Some("input_required")
            && (has("inputRequests") || has("requestState"))
        {
            return Some(ResultKind::INPUT_REQUIRED);
        }
        let listed = (ResultKind::ALL.iter())
            .chain(ResultKind::SESSION)
            .find(|kind| kind.signature.is_some_and(has))
            .copied();
        // Two results with no member of their own: an interim result that carries nothing (it
        // gets that finding), and the end of a `subscriptions/listen` stream, told by its id.
        let bare = (object.members.iter()).all(|m| matches!(m.name(), "resultType" | "_meta"));
        let interim = result_type.and_then(|m| m.value.as_str()) == Some("input_required");
        let listen_end = get(object, "_meta").is_some_and(|(_, meta)| match &meta.value {
            Value::Object(meta) => get(meta, SUBSCRIPTION_ID).is_some(),
            _ => false,
        });
        let own = match (bare, interim, listen_end) {
            (true, true, _) => Some(ResultKind::INPUT_REQUIRED),
            (true, false, true) => ResultKind::of_any_method("subscriptions/listen"),
            _ => None,
        };
        listed
            .or(own)
            .or_else(|| discover::looks_like_result(object).then_some(ResultKind::DISCOVER))
    }

    /// The result `object` is as the answer to `method`, when the reader names one: that
    /// method's, or the interim one where the method may ask for input and the result does
    /// (checked in the envelope of the method's own response).
    pub fn answering(method: Option<&str>, object: &Object<'_>) -> Option<ResultKind> {
        match method.and_then(ResultKind::of_any_method) {
            Some(told) if may_ask_for_input(told.method) => Some(
                match ResultKind::of(object).filter(ResultKind::is_interim) {
                    Some(interim) => ResultKind {
                        method: told.method,
                        response_def: told.response_def,
                        page: told.page,
                        ..interim
                    },
                    None => told,
                },
            ),
            Some(told) => Some(told),
            None => ResultKind::of(object),
        }
    }
}

/// The requests whose answer may be an interim `input_required` result (basic/patterns/mrtr,
/// "Supported Requests").
pub fn may_ask_for_input(method: &str) -> bool {
    matches!(method, "tools/call" | "prompts/get" | "resources/read")
}

/// The method, outside the checked ones, whose answer a result is: the one the reader or the
/// transcript names. In a session an `initialize` opened (`earlier`), only its lists and reads
/// are judged, by 2025-11-25's schema; its other answers are outside.
pub fn other_method(told: Option<&str>, earlier: bool) -> Option<String> {
    let method = told?;
    let judged = match earlier {
        true => ResultKind::of_method(method),
        false => ResultKind::of_any_method(method),
    };
    judged.is_none().then(|| method.to_owned())
}

/// The result of `resources/read`, `tools/call` or `prompts/get` (whose response is `owner`) is
/// either the method's own or an interim `input_required` result; `resultType` says which
/// (basic/index, "ResultType"), so it picks the type to check against rather than whichever
/// fits better: a `complete` result without its caching hints is broken, not an interim one.
pub fn final_or_interim(
    checker: &mut Checker<'_>,
    owner: DefId,
    value: &Value<'_>,
    path: &Path<'_>,
) {
    let interim = match value {
        Value::Object(result) => ResultKind::of(result).is_some_and(|kind| kind.is_interim()),
        _ => false,
    };
    let own = ResultKind::every().find(|kind| kind.response_def == owner && !kind.is_interim());
    let def = match (interim, own) {
        (false, Some(own)) => own.def,
        _ => shapes::INPUT_REQUIRED_RESULT,
    };
    checker.check_def(value, def, path);
}

/// `resultType` of a cacheable result. A value the receiver does not recognise makes the whole
/// answer invalid (basic/index, "ResultType": MUST be considered invalid; extensions' values are
/// not known here). `input_required` is known, but only `prompts/get`, `resources/read` and
/// `tools/call` may answer with it (basic/patterns/mrtr, "Supported Requests": MUST NOT on any
/// other request), and a discover result is always `complete` (server/discover).
pub fn result_type(checker: &mut Checker<'_>, owner: DefId, value: &Value<'_>, path: &Path<'_>) {
    if !checker.expect_types(value, Types::STRING, path) {
        return;
    }
    let (Value::String(string), Some(kind)) = (value, ResultKind::every().find(|k| k.def == owner))
    else {
        return;
    };
    let span = value.span();
    let diagnostic = match string.value {
        "complete" => return,
        "input_required" if owner == shapes::DISCOVER_RESULT => {
            let finding = Found::ResultTypeNotComplete {
                found: string.value.to_owned(),
            };
            checker.emit(Code::ResultType, path, span, finding)
        }
        "input_required" if may_ask_for_input(kind.method) => return,
        "input_required" => {
            let finding = Found::InputNotAllowed {
                method: kind.method,
            };
            checker.emit(Code::InputNotAllowed, path, span, finding);
            return;
        }
        found => {
            let finding = Found::UnknownResultType {
                found: found.to_owned(),
            };
            checker.emit(Code::UnknownResultType, path, span, finding)
        }
    };
    diagnostic.offer(|| {
        fix(
            FixTitle::ReplaceWith("\"complete\"".into()),
            vec![replace(span, "\"complete\"")],
        )
    });
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A `resultType` this revision does not define.
    UnknownResultType { found: String },
    /// `input_required` from a method that may not ask for input.
    InputNotAllowed { method: &'static str },
    /// A `server/discover` result that is not complete.
    ResultTypeNotComplete { found: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::results::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::UnknownResultType { found } => say!(
                "`resultType` \"{found}\" is not a value MCP defines, so a client treats the whole answer as invalid."
            ),
            Found::InputNotAllowed { method } => say!(
                "`{method}` cannot ask for input: only `prompts/get`, `resources/read` and `tools/call` may answer with \"input_required\"."
            ),
            Found::ResultTypeNotComplete { found } => say!(
                "`resultType` is \"{found}\"; a `server/discover` result is always \"complete\"."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::results::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::UnknownResultType { found } => say!(
                "Значения `resultType` «{found}» в MCP нет, поэтому клиент считает недействительным весь ответ."
            ),
            Found::InputNotAllowed { method } => say!(
                "`{method}` не может запрашивать ввод: ответить `\"input_required\"` могут только `prompts/get`, `resources/read` и `tools/call`."
            ),
            Found::ResultTypeNotComplete { found } => say!(
                "`resultType` равен «{found}»; у результата `server/discover` он всегда `\"complete\"`."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::UnknownResultType {
            found: "partial".into(),
        }
        .into(),
        Found::InputNotAllowed {
            method: "tools/list",
        }
        .into(),
        Found::ResultTypeNotComplete {
            found: "input_required".into(),
        }
        .into(),
    ]
}
