//! The JSON-RPC envelope of a response (basic/index, "Responses"): `jsonrpc`, `id`, and exactly
//! one of `result` and `error`.

use super::checker::{Checker, fix, get, rename_fix};
use super::{legacy, results};
use crate::engine::edits::{insert_member, replace};
use crate::engine::finding::{FixTitle, JsonType, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::{DocumentKind, ResultKind};
use crate::engine::names::likely_meant;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::shapes;

crate::spec::codes::codes! {
    JsonRpcVersion = "envelope/jsonrpc", Error, Basic,
        summary: ("The envelope must say \"jsonrpc\": \"2.0\".", "В обёртке должно быть `\"jsonrpc\": \"2.0\"`."),
        help: ("Set \"jsonrpc\" to the string \"2.0\".", "Задайте полю `jsonrpc` значение `\"2.0\"`."),
        bad: r#"{"jsonrpc": 2, "id": 1, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    RequestId = "envelope/id", Error, Basic,
        summary: ("The id must be a string or a whole number.", "`id` должен быть строкой или целым числом."),
        help: ("Echo the id of the request exactly as the client sent it.",
               "Верните `id` запроса ровно в том виде, в каком его прислал клиент."),
        bad: r#"{"jsonrpc": "2.0", "id": null, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": "discover-1", "result": {…}}"#;
    ResultAndError = "envelope/result-or-error", Error, Basic,
        summary: ("A response carries both result and error, or neither.", "В ответе есть и `result`, и `error` или нет ни того, ни другого."),
        help: ("Keep exactly one: `result` on success or `error` on failure.",
               "Оставьте одно из двух: `result` при успехе или `error` при сбое."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}, "error": {"code": -32603, "message": "oops"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
}

const ENVELOPE_MEMBERS: &[&str] = &["jsonrpc", "id", "result", "error"];

/// Checks a JSON-RPC response object and, inside it, the result or the error.
pub fn response(checker: &mut Checker<'_>, object: &Object<'_>, value: &Value<'_>) -> DocumentKind {
    let text = checker.text;
    if get(object, "jsonrpc").is_none() {
        checker
            .emit(
                Code::JsonRpcVersion,
                "",
                object.brace(),
                Found::JsonRpcMissing,
            )
            .offer(|| {
                let title = FixTitle::Add {
                    name: "jsonrpc".into(),
                    value: "\"2.0\"".into(),
                };
                fix(
                    title,
                    vec![insert_member(text, object, "jsonrpc", "\"2.0\"")],
                )
            });
    }
    let result = get(object, "result");
    let error = get(object, "error");
    // An error response may lack an id (the request could not be read); a result may not.
    if get(object, "id").is_none() && error.is_none() {
        checker.emit(Code::RequestId, "", object.brace(), Found::IdMissing);
    }
    match (result, error) {
        (Some(_), Some((_, error))) => {
            checker.emit(
                Code::ResultAndError,
                "/error",
                error.key.span,
                Found::ResultAndError,
            );
        }
        (None, None) => {
            let stand_in = object.members.iter().find_map(|member| {
                likely_meant(member.name(), ENVELOPE_MEMBERS)
                    .filter(|meant| matches!(*meant, "result" | "error"))
                    .map(|meant| (member, meant))
            });
            let diagnostic = checker.emit(
                Code::ResultAndError,
                "",
                object.brace(),
                Found::NeitherResultNorError,
            );
            if let Some((member, meant)) = stand_in {
                diagnostic.offer(|| rename_fix(member, meant));
            }
        }
        _ => {}
    }
    let root = Path::Base("");
    let result_object = result.and_then(|(_, member)| match &member.value {
        Value::Object(result) => Some((member, result)),
        _ => None,
    });
    if let Some((member, result)) = result_object
        && legacy::is_initialize(checker.method, result)
    {
        envelope_members(checker, object, &root);
        let path = root.member("result");
        return legacy::result(checker, &member.value, &path, member.key.span, true);
    }
    if let Some((member, _)) = result_object
        && let Some(method) = results::other_method(checker.method, checker.earlier)
    {
        // The envelope's own members are checked as for any response; the result is not.
        envelope_members(checker, object, &root);
        let finding = crate::engine::rules::answer::Found::OtherMethod { method };
        checker.emit(Code::OtherMethod, "/result", member.key.span, finding);
        return DocumentKind::OtherMethod;
    }
    if result.is_none() && error.is_some() {
        checker.check_def(value, shapes::JSONRPC_ERROR_RESPONSE, &root);
        checker.error_kind.unwrap_or(DocumentKind::ErrorResponse)
    } else {
        let kind = match result.map(|(_, member)| &member.value) {
            Some(Value::Object(result)) => ResultKind::answering(checker.method, result),
            _ => checker.method.and_then(ResultKind::of_any_method),
        }
        .unwrap_or(ResultKind::DISCOVER);
        checker.result_page = Some(kind.page);
        checker.check_def(value, kind.response_def, &root);
        kind.response
    }
}

/// `jsonrpc` and `id` of a response whose result another section judges.
pub fn envelope_members(checker: &mut Checker<'_>, object: &Object<'_>, root: &Path<'_>) {
    if let Some((_, found)) = get(object, "jsonrpc") {
        jsonrpc(checker, &found.value, &root.member("jsonrpc"));
    }
    if let Some((_, found)) = get(object, "id") {
        request_id(checker, &found.value, &root.member("id"));
    }
}

/// `jsonrpc` is the string "2.0".
pub fn jsonrpc(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    if value.as_str() == Some("2.0") {
        return;
    }
    let span = value.span();
    let written = checker.raw(value).to_owned();
    checker
        .emit(
            Code::JsonRpcVersion,
            path,
            span,
            Found::JsonRpcWrong { written },
        )
        .offer(|| {
            fix(
                FixTitle::ReplaceWith("\"2.0\"".into()),
                vec![replace(span, "\"2.0\"")],
            )
        });
}

/// The id repeats the request's: a string or a whole number (basic/index, "Requests").
pub fn request_id(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let found = JsonType::of(value);
    if !matches!(found, JsonType::String | JsonType::Integer) {
        checker.emit(
            Code::RequestId,
            path,
            value.span(),
            Found::IdWrong { found },
        );
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    JsonRpcMissing,
    JsonRpcWrong { written: String },
    IdMissing,
    IdWrong { found: JsonType },
    ResultAndError,
    NeitherResultNorError,
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::envelope::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::JsonRpcMissing => {
                say!("The response has no `jsonrpc` member; it must be \"2.0\".")
            }
            Found::JsonRpcWrong { written } => {
                say!("`jsonrpc` must be the string \"2.0\", not {written}.")
            }
            Found::IdMissing => {
                say!("The response has no `id`; it must repeat the id of the request it answers.")
            }
            Found::IdWrong { found } => say!(
                "The id is {}; it must be a string or a whole number, the same as in the request.",
                json_type(*found)
            ),
            Found::ResultAndError => {
                say!("The response carries both `result` and `error`; it must carry exactly one.")
            }
            Found::NeitherResultNorError => say!("The response has neither `result` nor `error`."),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::envelope::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::JsonRpcMissing => {
                say!("В ответе нет поля `jsonrpc`; оно должно быть равно `\"2.0\"`.")
            }
            Found::JsonRpcWrong { written } => {
                say!("`jsonrpc` должен быть строкой `\"2.0\"`, а не `{written}`.")
            }
            Found::IdMissing => {
                say!("В ответе нет `id`; он должен повторять `id` запроса, на который дан ответ.")
            }
            Found::IdWrong { found } => say!(
                "Здесь `id` — {}; он должен быть строкой или целым числом, как в запросе.",
                json_type(*found)
            ),
            Found::ResultAndError => {
                say!("В ответе есть и `result`, и `error`; должно быть одно из двух.")
            }
            Found::NeitherResultNorError => say!("В ответе нет ни `result`, ни `error`."),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use crate::engine::finding::JsonType;
    vec![
        Found::JsonRpcMissing.into(),
        Found::JsonRpcWrong {
            written: "2.1".into(),
        }
        .into(),
        Found::IdMissing.into(),
        Found::IdWrong {
            found: JsonType::Number,
        }
        .into(),
        Found::IdWrong {
            found: JsonType::Null,
        }
        .into(),
        Found::ResultAndError.into(),
        Found::NeitherResultNorError.into(),
    ]
}
