//! Which cacheable result a text holds (server/utilities/caching lists six operations). A
//! response does not name its method, so the members decide: `tools` is a `tools/list` result,
//! `contents` a `resources/read` one, and a result with none of these is a discover result.

use super::{Checker, discover, get};
use crate::engine::DocumentKind;
use crate::engine::json::{Object, Value};
use crate::engine::pointer::Path;
use crate::spec::SpecPage;
use crate::spec::schema::DefId;
use crate::spec::shapes;

#[derive(Clone, Copy, Debug)]
pub struct ResultKind {
    /// The method whose result it is.
    pub method: &'static str,
    /// The member only this result has; `None` for the discover result.
    pub signature: Option<&'static str>,
    /// The server capability that offers the method (server/tools, server/prompts,
    /// server/resources: "Capabilities"); `None` for `server/discover`.
    pub capability: Option<&'static str>,
    pub def: DefId,
    pub response_def: DefId,
    pub bare: DocumentKind,
    pub response: DocumentKind,
    /// The page that describes the result, which its structural findings cite.
    pub page: SpecPage,
}

impl ResultKind {
    pub const DISCOVER: ResultKind = ResultKind {
        method: "server/discover",
        signature: None,
        capability: None,
        def: shapes::DISCOVER_RESULT,
        response_def: shapes::DISCOVER_RESULT_RESPONSE,
        bare: DocumentKind::DiscoverResult,
        response: DocumentKind::DiscoverResponse,
        page: SpecPage::Discover,
    };

    /// An interim result (basic/patterns/mrtr): not cacheable, so not among [`Self::ALL`]. Of
    /// the six operations only `resources/read` may answer with one.
    pub const INPUT_REQUIRED: ResultKind = ResultKind {
        method: "resources/read",
        signature: None,
        capability: Some("resources"),
        def: shapes::INPUT_REQUIRED_RESULT,
        response_def: shapes::READ_RESOURCE_RESULT_RESPONSE,
        bare: DocumentKind::InputRequiredResult,
        response: DocumentKind::InputRequiredResponse,
        page: SpecPage::Resources,
    };

    pub const ALL: &[ResultKind] = &[
        ResultKind::DISCOVER,
        ResultKind {
            method: "tools/list",
            signature: Some("tools"),
            capability: Some("tools"),
            def: shapes::LIST_TOOLS_RESULT,
            response_def: shapes::LIST_TOOLS_RESULT_RESPONSE,
            bare: DocumentKind::ToolsListResult,
            response: DocumentKind::ToolsListResponse,
            page: SpecPage::Tools,
        },
        ResultKind {
            method: "prompts/list",
            signature: Some("prompts"),
            capability: Some("prompts"),
            def: shapes::LIST_PROMPTS_RESULT,
            response_def: shapes::LIST_PROMPTS_RESULT_RESPONSE,
            bare: DocumentKind::PromptsListResult,
            response: DocumentKind::PromptsListResponse,
            page: SpecPage::Prompts,
        },
        ResultKind {
            method: "resources/list",
            signature: Some("resources"),
            capability: Some("resources"),
            def: shapes::LIST_RESOURCES_RESULT,
            response_def: shapes::LIST_RESOURCES_RESULT_RESPONSE,
            bare: DocumentKind::ResourcesListResult,
            response: DocumentKind::ResourcesListResponse,
            page: SpecPage::Resources,
        },
        ResultKind {
            method: "resources/templates/list",
            signature: Some("resourceTemplates"),
            capability: Some("resources"),
            def: shapes::LIST_RESOURCE_TEMPLATES_RESULT,
            response_def: shapes::LIST_RESOURCE_TEMPLATES_RESULT_RESPONSE,
            bare: DocumentKind::ResourceTemplatesListResult,
            response: DocumentKind::ResourceTemplatesListResponse,
            page: SpecPage::Resources,
        },
        ResultKind {
            method: "resources/read",
            signature: Some("contents"),
            capability: Some("resources"),
            def: shapes::READ_RESOURCE_RESULT,
            response_def: shapes::READ_RESOURCE_RESULT_RESPONSE,
            bare: DocumentKind::ResourcesReadResult,
            response: DocumentKind::ResourcesReadResponse,
            page: SpecPage::Resources,
        },
    ];

    /// Every kind of result the engine tells apart: the six and the interim one.
    pub fn every() -> impl Iterator<Item = &'static ResultKind> {
        ResultKind::ALL.iter().chain([&ResultKind::INPUT_REQUIRED])
    }

    /// The result a text of `kind` is, bare or in its response.
    pub fn of_document(kind: DocumentKind) -> Option<&'static ResultKind> {
        ResultKind::every().find(|k| k.bare == kind || k.response == kind)
    }

    /// The interim `input_required` result, which carries no caching hints.
    pub fn is_interim(&self) -> bool {
        self.def == shapes::INPUT_REQUIRED_RESULT
    }

    /// The result of `method`, when it is one of the six.
    pub fn of_method(method: &str) -> Option<ResultKind> {
        ResultKind::ALL
            .iter()
            .find(|kind| kind.method == method)
            .copied()
    }

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
