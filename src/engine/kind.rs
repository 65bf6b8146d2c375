//! What a checked text turned out to be, and the name each kind goes by: data the rules read
//! (the findings of what a text is: `rules/answer.rs`).

use crate::spec::schema::DefId;
use crate::spec::shapes;
use crate::spec::{SpecPage, Text, text};
use serde::Serialize;

/// What the pasted text turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DocumentKind {
    Empty,
    /// Bytes that are not UTF-8 text.
    NotUtf8,
    NotJson,
    /// A JSON-RPC response with a result.
    DiscoverResponse,
    /// The result object alone.
    DiscoverResult,
    ToolsListResponse,
    ToolsListResult,
    PromptsListResponse,
    PromptsListResult,
    ResourcesListResponse,
    ResourcesListResult,
    ResourceTemplatesListResponse,
    ResourceTemplatesListResult,
    ResourcesReadResponse,
    ResourcesReadResult,
    /// The answers of a session besides the cacheable ones: `tools/call`, `prompts/get`,
    /// `completion/complete`, and the end of a `subscriptions/listen` stream.
    ToolsCallResponse,
    ToolsCallResult,
    PromptsGetResponse,
    PromptsGetResult,
    CompleteResponse,
    CompleteResult,
    ListenResponse,
    ListenResult,
    /// A notification only a server sends (progress, a log message, a list changed, a resource
    /// updated, a subscription acknowledged), judged by its schema.
    Notification,
    /// An interim `input_required` result, or a response carrying one.
    InputRequiredResponse,
    InputRequiredResult,
    /// The result of `initialize` (revisions before 2026-07-28), judged by 2025-11-25's schema.
    InitializeResponse,
    InitializeResult,
    /// In a transcript, a list or read answer of the session an `initialize` opened, judged by
    /// 2025-11-25's schema.
    LegacySessionResponse,
    /// Error -32022: a valid modern answer declining the requested revision.
    UnsupportedVersion,
    /// An error that sends a client back to `initialize`: -32601 (the server does not know
    /// `server/discover`), or any error MCP does not define for it.
    LegacyServer,
    /// Error -32020 or -32021: a modern server refused this request.
    ModernRefusal,
    ErrorResponse,
    /// A request of a method a client of 2026-07-28 does not send (`initialize`, a
    /// notification of an earlier revision): not judged.
    Request,
    /// A request a client of 2026-07-28 sends (`tools/call`, `server/discover` …), judged by the
    /// schema of its method.
    ClientRequest,
    /// `notifications/cancelled`: a client cancelling its request, or a server ending a
    /// `subscriptions/listen` stream; judged by its schema.
    Cancellation,
    /// Several messages: JSON Lines or a JSON array of messages.
    Transcript,
    /// The answer to a method outside the checked ones (`tools/call`, `prompts/get` …): its
    /// envelope is checked, not its result.
    OtherMethod,
    OtherJson,
}

impl DocumentKind {
    pub const ALL: &[DocumentKind] = &[
        DocumentKind::Empty,
        DocumentKind::NotUtf8,
        DocumentKind::NotJson,
        DocumentKind::DiscoverResponse,
        DocumentKind::DiscoverResult,
        DocumentKind::ToolsListResponse,
        DocumentKind::ToolsListResult,
        DocumentKind::PromptsListResponse,
        DocumentKind::PromptsListResult,
        DocumentKind::ResourcesListResponse,
        DocumentKind::ResourcesListResult,
        DocumentKind::ResourceTemplatesListResponse,
        DocumentKind::ResourceTemplatesListResult,
        DocumentKind::ResourcesReadResponse,
        DocumentKind::ResourcesReadResult,
        DocumentKind::ToolsCallResponse,
        DocumentKind::ToolsCallResult,
        DocumentKind::PromptsGetResponse,
        DocumentKind::PromptsGetResult,
        DocumentKind::CompleteResponse,
        DocumentKind::CompleteResult,
        DocumentKind::ListenResponse,
        DocumentKind::ListenResult,
        DocumentKind::Notification,
        DocumentKind::InputRequiredResponse,
        DocumentKind::InputRequiredResult,
        DocumentKind::InitializeResponse,
        DocumentKind::InitializeResult,
        DocumentKind::LegacySessionResponse,
        DocumentKind::UnsupportedVersion,
        DocumentKind::LegacyServer,
        DocumentKind::ModernRefusal,
        DocumentKind::ErrorResponse,
        DocumentKind::Request,
        DocumentKind::ClientRequest,
        DocumentKind::Cancellation,
        DocumentKind::Transcript,
        DocumentKind::OtherMethod,
        DocumentKind::OtherJson,
    ];

    pub fn id(self) -> &'static str {
        match self {
            DocumentKind::Empty => "empty",
            DocumentKind::NotUtf8 => "not-utf8",
            DocumentKind::NotJson => "not-json",
            DocumentKind::DiscoverResponse => "discover-response",
            DocumentKind::DiscoverResult => "discover-result",
            DocumentKind::ToolsListResponse => "tools-list-response",
            DocumentKind::ToolsListResult => "tools-list-result",
            DocumentKind::PromptsListResponse => "prompts-list-response",
            DocumentKind::PromptsListResult => "prompts-list-result",
            DocumentKind::ResourcesListResponse => "resources-list-response",
            DocumentKind::ResourcesListResult => "resources-list-result",
            DocumentKind::ResourceTemplatesListResponse => "resource-templates-list-response",
            DocumentKind::ResourceTemplatesListResult => "resource-templates-list-result",
            DocumentKind::ResourcesReadResponse => "resources-read-response",
            DocumentKind::ResourcesReadResult => "resources-read-result",
            DocumentKind::ToolsCallResponse => "tools-call-response",
            DocumentKind::ToolsCallResult => "tools-call-result",
            DocumentKind::PromptsGetResponse => "prompts-get-response",
            DocumentKind::PromptsGetResult => "prompts-get-result",
            DocumentKind::CompleteResponse => "complete-response",
            DocumentKind::CompleteResult => "complete-result",
            DocumentKind::ListenResponse => "subscriptions-listen-response",
            DocumentKind::ListenResult => "subscriptions-listen-result",
            DocumentKind::Notification => "notification",
            DocumentKind::InputRequiredResponse => "input-required-response",
            DocumentKind::InputRequiredResult => "input-required-result",
            DocumentKind::InitializeResponse => "initialize-response",
            DocumentKind::InitializeResult => "initialize-result",
            DocumentKind::LegacySessionResponse => "legacy-session-response",
            DocumentKind::UnsupportedVersion => "unsupported-version",
            DocumentKind::LegacyServer => "legacy-server",
            DocumentKind::ModernRefusal => "modern-refusal",
            DocumentKind::ErrorResponse => "error-response",
            DocumentKind::Request => "request",
            DocumentKind::ClientRequest => "client-request",
            DocumentKind::Cancellation => "cancellation",
            DocumentKind::Transcript => "transcript",
            DocumentKind::OtherMethod => "other-method",
            DocumentKind::OtherJson => "other-json",
        }
    }

    /// The text is (or is meant as) an answer to `server/discover`: the field table is its own.
    pub fn is_discover(self) -> bool {
        !self.is_legacy()
            && ResultKind::of_document(self).is_none_or(|k| k.method == "server/discover")
    }

    /// An answer of the revisions before 2026-07-28, judged by 2025-11-25's schema.
    pub fn is_legacy(self) -> bool {
        matches!(
            self,
            DocumentKind::InitializeResponse
                | DocumentKind::InitializeResult
                | DocumentKind::LegacySessionResponse
        )
    }

    /// What a client sends, or a server only to end a `subscriptions/listen` stream: a
    /// request, or a cancellation.
    pub fn from_client(self) -> bool {
        matches!(
            self,
            DocumentKind::Request | DocumentKind::ClientRequest | DocumentKind::Cancellation
        )
    }

    /// A result object alone, without the JSON-RPC envelope.
    pub fn is_bare_result(self) -> bool {
        ResultKind::of_document(self).is_some_and(|k| k.bare == self)
    }

    /// A short name for summaries.
    pub fn label(self) -> Text {
        match self {
            DocumentKind::Empty => text! { en: "empty input", ru: "пустой ввод" },
            DocumentKind::NotUtf8 => text! { en: "not UTF-8 text", ru: "текст не в UTF-8" },
            DocumentKind::NotJson => text! { en: "not JSON", ru: "не JSON" },
            DocumentKind::DiscoverResponse => {
                text! { en: "server/discover response", ru: "ответ на server/discover" }
            }
            DocumentKind::DiscoverResult => {
                text! { en: "discover result (no envelope)", ru: "результат server/discover (без обёртки)" }
            }
            DocumentKind::ToolsListResponse => {
                text! { en: "tools/list response", ru: "ответ на tools/list" }
            }
            DocumentKind::ToolsListResult => {
                text! { en: "tools/list result (no envelope)", ru: "результат tools/list (без обёртки)" }
            }
            DocumentKind::PromptsListResponse => {
                text! { en: "prompts/list response", ru: "ответ на prompts/list" }
            }
            DocumentKind::PromptsListResult => {
                text! { en: "prompts/list result (no envelope)", ru: "результат prompts/list (без обёртки)" }
            }
            DocumentKind::ResourcesListResponse => {
                text! { en: "resources/list response", ru: "ответ на resources/list" }
            }
            DocumentKind::ResourcesListResult => {
                text! { en: "resources/list result (no envelope)", ru: "результат resources/list (без обёртки)" }
            }
            DocumentKind::ResourceTemplatesListResponse => {
                text! { en: "resources/templates/list response", ru: "ответ на resources/templates/list" }
            }
            DocumentKind::ResourceTemplatesListResult => {
                text! { en: "resources/templates/list result (no envelope)", ru: "результат resources/templates/list (без обёртки)" }
            }
            DocumentKind::ResourcesReadResponse => {
                text! { en: "resources/read response", ru: "ответ на resources/read" }
            }
            DocumentKind::ResourcesReadResult => {
                text! { en: "resources/read result (no envelope)", ru: "результат resources/read (без обёртки)" }
            }
            DocumentKind::ToolsCallResponse => {
                text! { en: "tools/call response", ru: "ответ на tools/call" }
            }
            DocumentKind::ToolsCallResult => {
                text! { en: "tools/call result (no envelope)", ru: "результат tools/call (без обёртки)" }
            }
            DocumentKind::PromptsGetResponse => {
                text! { en: "prompts/get response", ru: "ответ на prompts/get" }
            }
            DocumentKind::PromptsGetResult => {
                text! { en: "prompts/get result (no envelope)", ru: "результат prompts/get (без обёртки)" }
            }
            DocumentKind::CompleteResponse => {
                text! { en: "completion/complete response", ru: "ответ на completion/complete" }
            }
            DocumentKind::CompleteResult => {
                text! { en: "completion/complete result (no envelope)", ru: "результат completion/complete (без обёртки)" }
            }
            DocumentKind::ListenResponse => {
                text! { en: "subscriptions/listen response", ru: "ответ на subscriptions/listen" }
            }
            DocumentKind::ListenResult => {
                text! { en: "subscriptions/listen result (no envelope)", ru: "результат subscriptions/listen (без обёртки)" }
            }
            DocumentKind::Notification => {
                text! { en: "notification from the server", ru: "уведомление от сервера" }
            }
            DocumentKind::InputRequiredResponse => {
                text! { en: "response asking for input (input_required)", ru: "ответ с запросом ввода (input_required)" }
            }
            DocumentKind::InputRequiredResult => {
                text! { en: "input_required result (no envelope)", ru: "результат input_required (без обёртки)" }
            }
            DocumentKind::InitializeResponse => {
                text! { en: "initialize response (revision 2025-11-25 or earlier)", ru: "ответ на initialize (ревизия 2025-11-25 или более ранняя)" }
            }
            DocumentKind::InitializeResult => {
                text! { en: "initialize result (revision 2025-11-25 or earlier, no envelope)", ru: "результат initialize (ревизия 2025-11-25 или более ранняя, без обёртки)" }
            }
            DocumentKind::LegacySessionResponse => {
                text! { en: "answer in a session of revision 2025-11-25 or earlier", ru: "ответ в сессии ревизии 2025-11-25 или более ранней" }
            }
            DocumentKind::UnsupportedVersion => {
                text! { en: "unsupported-revision error (-32022)", ru: "ошибка неподдерживаемой ревизии (−32022)" }
            }
            DocumentKind::LegacyServer => {
                text! { en: "legacy server: the client falls back to initialize", ru: "прежний сервер: клиент откатывается к initialize" }
            }
            DocumentKind::ModernRefusal => {
                text! { en: "modern server refusing this request", ru: "современный сервер отклонил этот запрос" }
            }
            DocumentKind::ErrorResponse => text! { en: "error response", ru: "ответ с ошибкой" },
            DocumentKind::Request => {
                text! { en: "request, not a response", ru: "запрос, а не ответ" }
            }
            DocumentKind::ClientRequest => {
                text! { en: "request from a client", ru: "запрос клиента" }
            }
            DocumentKind::Cancellation => {
                text! { en: "cancellation (notifications/cancelled)", ru: "уведомление об отмене (notifications/cancelled)" }
            }
            DocumentKind::Transcript => text! { en: "several messages", ru: "несколько сообщений" },
            DocumentKind::OtherMethod => {
                text! { en: "answer to a method not checked here", ru: "ответ на метод, который здесь не проверяется" }
            }
            DocumentKind::OtherJson => text! { en: "other JSON", ru: "другой JSON" },
        }
    }
}

/// A result the engine checks: its method, what tells it apart, its types and its page.
#[derive(Clone, Copy, Debug)]
pub struct ResultKind {
    /// The method whose result it is.
    pub method: &'static str,
    /// The member only this result has; `None` for the `server/discover` result.
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

    /// The other results of a session the engine judges: not cacheable, so they carry no
    /// caching hints and no field table of the editor's; `tools/call` and `prompts/get` may
    /// answer with an interim result instead (basic/patterns/mrtr), `completion/complete` may
    /// not.
    pub const SESSION: &[ResultKind] = &[
        ResultKind {
            method: "tools/call",
            signature: Some("content"),
            capability: Some("tools"),
            def: shapes::CALL_TOOL_RESULT,
            response_def: shapes::CALL_TOOL_RESULT_RESPONSE,
            bare: DocumentKind::ToolsCallResult,
            response: DocumentKind::ToolsCallResponse,
            page: SpecPage::Tools,
        },
        ResultKind {
            method: "prompts/get",
            signature: Some("messages"),
            capability: Some("prompts"),
            def: shapes::GET_PROMPT_RESULT,
            response_def: shapes::GET_PROMPT_RESULT_RESPONSE,
            bare: DocumentKind::PromptsGetResult,
            response: DocumentKind::PromptsGetResponse,
            page: SpecPage::Prompts,
        },
        ResultKind {
            method: "completion/complete",
            signature: Some("completion"),
            capability: Some("completions"),
            def: shapes::COMPLETE_RESULT,
            response_def: shapes::COMPLETE_RESULT_RESPONSE,
            bare: DocumentKind::CompleteResult,
            response: DocumentKind::CompleteResponse,
            page: SpecPage::Completion,
        },
        // What ends a stream of change notifications: no member of its own but the
        // subscription's id in `_meta` (results.rs tells it by that).
        ResultKind {
            method: "subscriptions/listen",
            signature: None,
            capability: None,
            def: shapes::SUBSCRIPTIONS_LISTEN_RESULT,
            response_def: shapes::SUBSCRIPTIONS_LISTEN_RESULT_RESPONSE,
            bare: DocumentKind::ListenResult,
            response: DocumentKind::ListenResponse,
            page: SpecPage::Subscriptions,
        },
    ];

    /// Every kind of result the engine tells apart: the six, the session's others and the
    /// interim one.
    pub fn every() -> impl Iterator<Item = &'static ResultKind> {
        (ResultKind::ALL.iter())
            .chain(ResultKind::SESSION)
            .chain([&ResultKind::INPUT_REQUIRED])
    }

    /// One of the session's results that are not cacheable.
    pub fn is_session(&self) -> bool {
        ResultKind::SESSION.iter().any(|kind| kind.def == self.def)
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

    /// The result of `method`, when the engine judges it: one of the six or of the session's
    /// others.
    pub fn of_any_method(method: &str) -> Option<ResultKind> {
        (ResultKind::ALL.iter())
            .chain(ResultKind::SESSION)
            .find(|kind| kind.method == method)
            .copied()
    }
}
