//! Which cacheable result a text holds (server/utilities/caching lists six operations; the
//! table of them is in `kind.rs`). A
//! response does not name its method, so the members decide: `tools` is a `tools/list` result,
//! `contents` a `resources/read` one, and a result with none of these is a discover result.

use super::checker::{Checker, get};
use super::discover;
use crate::engine::json::{Object, Value};
use crate::engine::kind::ResultKind;
use crate::engine::pointer::Path;
use crate::spec::shapes;

impl ResultKind {
    /// The result `object` is, by its members; `None` when it looks like no result at all.
    pub fn of(object: &Object<'_>) -> Option<ResultKind> {
        let has = |name: &str| object.members.iter().any(|m| m.name() == name);
        let result_type = object
            .members
            .iter()
            .rev()
            .find(|m| m.name() == "resultType");
        // An interim result says so and carries what it asks for; a discover result with the
        // wrong `resultType` does not, and gets that finding instead.
        if result_type.and_then(|m| m.value.as_str()) == Some("input_required")
            && (has("inputRequests") || has("requestState"))
        {
            return Some(ResultKind::INPUT_REQUIRED);
        }
        let listed = (ResultKind::ALL.iter())
            .find(|kind| kind.signature.is_some_and(has))
            .copied();
        listed.or_else(|| discover::looks_like_result(object).then_some(ResultKind::DISCOVER))
    }
}

/// The method, outside the checked ones, whose answer `result` is: the one the reader or the
/// transcript names, or one that the result's own members name (schema.ts: `CallToolResult`
/// has `content`, `GetPromptResult` `messages`, `CompleteResult` `completion`, and a
/// `SubscriptionsListenResult` its subscription id in `_meta`).
pub fn other_method(told: Option<&str>, result: &Object<'_>) -> Option<String> {
    if let Some(method) = told {
        return ResultKind::of_method(method)
            .is_none()
            .then(|| method.to_owned());
    }
    const BY_MEMBER: [(&str, &str); 3] = [
        ("content", "tools/call"),
        ("messages", "prompts/get"),
        ("completion", "completion/complete"),
    ];
    let subscription = || match get(result, "_meta").map(|(_, m)| &m.value) {
        Some(Value::Object(meta)) => get(meta, "io.modelcontextprotocol/subscriptionId").is_some(),
        _ => false,
    };
    let method = (BY_MEMBER.iter())
        .find(|(member, _)| get(result, member).is_some())
        .map(|(_, method)| *method)
        .or_else(|| subscription().then_some("subscriptions/listen"))?;
    Some(method.to_owned())
}

/// The result of `resources/read` is either the contents or an interim `input_required`
/// result; `resultType` says which (basic/index, "ResultType"), so it picks the type to check
/// against rather than whichever fits better: a `complete` result without its caching hints is
/// broken, not an interim one.
pub fn read_result(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let interim = match value {
        Value::Object(result) => {
            ResultKind::of(result).is_some_and(|kind| kind.def == shapes::INPUT_REQUIRED_RESULT)
        }
        _ => false,
    };
    let def = match interim {
        true => shapes::INPUT_REQUIRED_RESULT,
        false => shapes::READ_RESOURCE_RESULT,
    };
    checker.check_def(value, def, path);
}
