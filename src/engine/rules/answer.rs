//! Whether the text is an answer at all (server/discover; basic/index, "Responses"): a request
//! of a method no client of 2026-07-28 sends where the answer should be (the requests a client
//! sends are judged by their methods' types), an object none of whose members belong to a response or a
//! result, a value that is no object, an answer to a method whose results are not checked
//! here. `document.rs` classifies the text (`kind.rs`) and reports these; `envelope.rs` the last
//! too, when a result's members show it answers another method.

use crate::engine::finding::{JsonType, explained_in_modules};

crate::spec::codes::codes! {
    RequestInsteadOfResponse = "document/request", Error, Discover,
        summary: ("This is a request, not the server's answer.", "Это запрос, а не ответ сервера."),
        help: ("Send it to the server and paste what comes back.", "Отправьте его серверу и вставьте то, что он вернёт."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "app", "version": "1.0.0"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    NotAResponse = "document/not-a-response", Error, Discover,
        summary: ("The JSON is not a response to server/discover.", "Этот JSON не является ответом на `server/discover`."),
        help: ("Paste a JSON-RPC response object, or the result object inside it.",
               "Вставьте объект ответа JSON-RPC или объект `result` из него."),
        bad: r#"["2026-07-28"]"#,
        good: r#"{…}"#;
    OtherMethod = "document/other-method", Info, Responses,
        summary: ("The answer is to a method whose results are not checked here.", "Ответ на метод, результаты которого здесь не проверяются."),
        help: ("Checked here: server/discover, the results that carry caching hints (tools/list, prompts/list, resources/list, resources/templates/list, resources/read), and the answers of tools/call, prompts/get, completion/complete and subscriptions/listen. Of other answers only the envelope is checked.",
               "Здесь проверяются `server/discover`, результаты с подсказками кэширования (`tools/list`, `prompts/list`, `resources/list`, `resources/templates/list`, `resources/read`) и ответы на `tools/call`, `prompts/get`, `completion/complete` и `subscriptions/listen`; у остальных ответов — только обёртка."),
        bad: r#"{"jsonrpc": "2.0", "id": 5, "method": "logging/setLevel", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "level": "info"}}
{"jsonrpc": "2.0", "id": 5, "result": {"resultType": "complete"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
}

// ----- findings ------------------------------------------------------------------------------

/// What stands where a response should be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestShape {
    Notification(String),
    Other(String),
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Request(RequestShape),
    NoKnownMembers,
    /// The answer to a method outside the checked ones.
    OtherMethod {
        method: String,
    },
    NotAnObject {
        found: JsonType,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::answer::{Found, RequestShape};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Request(RequestShape::Notification(method)) => {
                say!("This is a notification (`{method}`), not an answer to `server/discover`.")
            }
            Found::Request(RequestShape::Other(method)) => {
                say!("This is a request (`{method}`), not an answer to `server/discover`.")
            }
            Found::NoKnownMembers => say!(
                "This object is neither a JSON-RPC response nor a `server/discover` result: none of its members belong to either."
            ),
            Found::OtherMethod { method } => say!(
                "This answers `{method}`, whose results are not checked here: only the JSON-RPC envelope was."
            ),
            Found::NotAnObject { found } => say!(
                "The text is {}; a response is a JSON object.",
                json_type(*found)
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::answer::{Found, RequestShape};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Request(RequestShape::Notification(method)) => {
                say!("Это уведомление `{method}`, а не ответ на `server/discover`.")
            }
            Found::Request(RequestShape::Other(method)) => {
                say!("Это запрос `{method}`, а не ответ на `server/discover`.")
            }
            Found::NoKnownMembers => say!(
                "Этот объект не является ни ответом JSON-RPC, ни результатом `server/discover`: ни одно его поле к ним не относится."
            ),
            Found::OtherMethod { method } => say!(
                "Это ответ на `{method}`; такие результаты здесь не проверяются, проверена только обёртка JSON-RPC."
            ),
            Found::NotAnObject { found } => {
                say!("Здесь {}, а ответ — объект JSON.", json_type(*found))
            }
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
    for request in [
        RequestShape::Notification("notifications/initialized".into()),
        RequestShape::Other("tools/call".into()),
    ] {
        all.push(Found::Request(request).into());
    }
    all.extend([
        Found::NoKnownMembers.into(),
        Found::OtherMethod {
            method: "tools/call".into(),
        }
        .into(),
        Found::NotAnObject {
            found: JsonType::Array,
        }
        .into(),
        Found::NotAnObject {
            found: JsonType::Boolean,
        }
        .into(),
    ]);
    all
}
