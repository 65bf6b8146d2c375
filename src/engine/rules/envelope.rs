//! The JSON-RPC envelope of a response (basic/index, "Responses"): `jsonrpc`, `id`, and exactly
//! one of `result` and `error`.

use super::{Checker, ResultKind, fix, get, rename_fix, results};
use crate::engine::DocumentKind;
use crate::engine::edits::{insert_member, replace};
use crate::engine::finding::{Finding, FixTitle, JsonType};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::likely_meant;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::shapes;

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
                Finding::JsonRpcMissing,
            )
            .fixes
            .push(fix(
                FixTitle::Add {
                    name: "jsonrpc".into(),
                    value: "\"2.0\"".into(),
                },
                vec![insert_member(text, object, "jsonrpc", "\"2.0\"")],
            ));
    }
    let result = get(object, "result");
    let error = get(object, "error");
    // An error response may lack an id (the request could not be read); a result may not.
    if get(object, "id").is_none() && error.is_none() {
        checker.emit(Code::RequestId, "", object.brace(), Finding::IdMissing);
    }
    match (result, error) {
        (Some(_), Some((_, error))) => {
            checker.emit(
                Code::ResultAndError,
                "/error",
                error.key.span,
                Finding::ResultAndError,
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
                Finding::NeitherResultNorError,
            );
            if let Some((member, meant)) = stand_in {
                diagnostic.fixes.push(rename_fix(member, meant));
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
        && let Some(method) = results::other_method(checker.method, result)
    {
        // The envelope's own members are checked as for any response; the result is not.
        if let Some((_, found)) = get(object, "jsonrpc") {
            jsonrpc(checker, &found.value, &root.member("jsonrpc"));
        }
        if let Some((_, found)) = get(object, "id") {
            request_id(checker, &found.value, &root.member("id"));
        }
        let finding = Finding::OtherMethod { method };
        checker.emit(Code::OtherMethod, "/result", member.key.span, finding);
        return DocumentKind::OtherMethod;
    }
    if result.is_none() && error.is_some() {
        checker.check_def(value, shapes::JSONRPC_ERROR_RESPONSE, &root);
        checker.error_kind.unwrap_or(DocumentKind::ErrorResponse)
    } else {
        let by_members = || {
            result.and_then(|(_, member)| match &member.value {
                Value::Object(result) => ResultKind::of(result),
                _ => None,
            })
        };
        let kind = (checker.method.and_then(ResultKind::of_method))
            .or_else(by_members)
            .unwrap_or(ResultKind::DISCOVER);
        checker.result_page = Some(kind.page);
        checker.check_def(value, kind.response_def, &root);
        kind.response
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
            Finding::JsonRpcWrong { written },
        )
        .fixes
        .push(fix(
            FixTitle::ReplaceWith("\"2.0\"".into()),
            vec![replace(span, "\"2.0\"")],
        ));
}

/// The id repeats the request's: a string or a whole number (basic/index, "Requests").
pub fn request_id(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let found = JsonType::of(value);
    if !matches!(found, JsonType::String | JsonType::Integer) {
        checker.emit(
            Code::RequestId,
            path,
            value.span(),
            Finding::IdWrong { found },
        );
    }
}
