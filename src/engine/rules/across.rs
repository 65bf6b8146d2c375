//! The rules that only several messages together show (basic/index, Requests and Responses;
//! server/utilities/caching and pagination; the capabilities of each list): ids that answer no
//! request or one twice, or repeat one still awaiting its answer, requests the server sends,
//! log messages no request asked for, pages of one list with different `cacheScope` values,
//! cursors refused with the wrong code, tools in a changing order, and lists against the
//! capabilities of the discover answer. `engine/transcript.rs` gives them the facts of each message
//! (`facts.rs`); they know nothing of how the messages were split.

use super::facts::{AllFacts, Asked, Facts, line_of, request_of, sent_by_server};
use crate::engine::diagnostic::{Diagnostic, Span, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::engine::kind::{DocumentKind, ResultKind};
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    Batch = "document/batch", Info, Basic,
        summary: ("A JSON array of messages: each is checked on its own, but MCP has no batches.", "Массив сообщений: каждое проверяется отдельно, но пакетов сообщений в MCP нет."),
        help: ("On the wire, send each response as its own message; an array is fine for checking several at once.",
               "По сети отправляйте каждый ответ отдельным сообщением; массив подходит, чтобы проверить несколько сразу."),
        bad: r#"[{"jsonrpc": "2.0", "id": 1, "result": {…}}]"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    UnknownId = "transcript/unknown-id", Error, Responses,
        summary: ("A response's id matches no request of the transcript.", "Идентификатор ответа не совпадает ни с одним запросом в записи обмена."),
        help: ("Answer with the id of the request, unchanged: the same value and the same type (1 and \"1\" differ).",
               "Отвечайте с идентификатором запроса без изменений: то же значение и тот же тип (`1` и `\"1\"` — разные идентификаторы)."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": \"1\", \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    AnsweredTwice = "transcript/answered-twice", Error, Responses,
        summary: ("One request is answered twice.", "На один запрос пришло два ответа."),
        help: ("Send exactly one response per request; the client acts on the first and the second confuses it.",
               "Отправляйте ровно один ответ на запрос: клиент примет первый, а второй его запутает."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    Unanswered = "transcript/unanswered", Info, Responses,
        summary: ("A request of the transcript has no response in it.", "У запроса в записи обмена нет ответа."),
        help: ("Every request gets exactly one response; if the transcript was cut short, this is expected.",
               "На каждый запрос приходит ровно один ответ; если запись обмена обрезана, так и должно быть."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    ScopeChanges = "transcript/scope-changes", Error, CachingPagination,
        summary: ("The pages of one list carry different cacheScope values.", "Страницы одного перечня несут разные значения `cacheScope`."),
        help: ("Give every page of a list the cacheScope of its first page; if any page must be private, all of them are.",
               "Задайте на всех страницах перечня то же значение `cacheScope`, что на первой; если хоть одна страница должна быть `\"private\"`, то и все."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [], \"nextCursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"cursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"private\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [], \"nextCursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"cursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    CapabilityUndeclared = "transcript/capability-undeclared", Error, Discover,
        summary: ("A method answers, but the `server/discover` result does not declare the capability it belongs to.", "На запрос метода приходит ответ, но результат `server/discover` не объявляет возможность, к которой этот метод относится."),
        help: ("Declare the capability in the `server/discover` result (tools, prompts, resources or completions): servers that offer a feature must, and clients that read capabilities never ask otherwise.",
               "Объявите возможность в результате `server/discover` (`tools`, `prompts`, `resources` или `completions`): сервер, который её предоставляет, ДОЛЖЕН это сделать, а клиенты, читающие возможности, иначе не отправят такой запрос."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    CapabilityRefused = "transcript/capability-refused", Error, Discover,
        summary: ("A declared capability's list answers with an error.", "На запрос перечня объявленной возможности приходит ошибка."),
        help: ("Answer the list of every capability the `server/discover` result declares, or stop declaring it.",
               "Отвечайте на запрос перечня каждой возможности, объявленной в `server/discover`, или перестаньте её объявлять."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32601, \"message\": \"Method not found\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    ToolOrderChanges = "transcript/tool-order-changes", Warning, ToolsCapabilities,
        summary: ("Two listings of the same tools give them in different orders.", "В двух ответах на `tools/list` одни и те же инструменты идут в разном порядке."),
        help: ("Return tools in a fixed order, for example sorted by name, for as long as the set does not change.",
               "Возвращайте инструменты в постоянном порядке, например по имени, пока их набор не меняется."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}";
    CursorError = "transcript/cursor-error", Warning, Pagination,
        summary: ("A list refuses a request's cursor with a code other than -32602.", "На запрос перечня с курсором приходит ошибка с кодом, отличным от `-32602`."),
        help: ("Answer an unknown, expired or malformed cursor with -32602 (Invalid params), so that clients know to start the list again from the first page.",
               "Отвечайте на неизвестный, устаревший или испорченный курсор кодом `-32602` (неверные параметры): так клиент поймёт, что перечень надо начать заново с первой страницы."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"cursor\": \"old\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"error\": {\"code\": -32603, \"message\": \"Unknown cursor\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"cursor\": \"old\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"error\": {\"code\": -32602, \"message\": \"Unknown cursor\"}}";
    IdInUse = "transcript/id-in-use", Error, Requests,
        summary: ("A request takes the id of a request still awaiting its answer.", "Запросу присвоен идентификатор запроса, который ещё ждёт ответа."),
        help: ("Give each request an id that no request awaiting its answer has; an id may be used again once its answer has come.",
               "Присваивайте каждому запросу идентификатор, которого нет ни у одного запроса, ожидающего ответа; после ответа идентификатор можно использовать снова."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 1, "result": {…}}
{"jsonrpc": "2.0", "id": 1, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 1, "result": {…}}
{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ServerRequest = "transcript/server-request", Error, Patterns,
        summary: ("The server sends a request of its own.", "Сервер отправляет собственный запрос."),
        help: ("Put what the client must do (sampling/createMessage, elicitation/create, roots/list) in the inputRequests of an input_required result, and take the answers from the inputResponses of the request retried.",
               "Передайте то, что должен сделать клиент (`sampling/createMessage`, `elicitation/create`, `roots/list`), в `inputRequests` результата `input_required`, а ответы возьмите из `inputResponses` повторного запроса."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {"roots": {}}}, "name": "open"}}
{"jsonrpc": "2.0", "id": "r1", "method": "roots/list"}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {"roots": {}}}, "name": "open"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "inputRequests": {"r1": {"method": "roots/list"}}, "requestState": "abc"}}"#;
    LogUnrequested = "transcript/log-unrequested", Error, LoggingPerRequest,
        summary: ("A log message comes while no request awaiting its answer asked for logs.", "Сообщение журнала приходит, когда ни один запрос, ожидающий ответа, не просил журнал."),
        help: ("Send notifications/message only while answering a request whose _meta sets io.modelcontextprotocol/logLevel, at that level or above; for other logs use stderr.",
               "Отправляйте `notifications/message` только до ответа на запрос, в `_meta` которого задан `io.modelcontextprotocol/logLevel`, и не ниже этого уровня; прочие журналы пишите в `stderr`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "discovering"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}, "io.modelcontextprotocol/logLevel": "info"}}}
{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "discovering"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#;
}

/// Every rule of this section over the facts of all messages, `asked` their requests: the
/// findings, each pointing into the message it concerns. `legacy`: a session of the earlier
/// revisions (its `initialize` handshake is in it, or it is judged as one), whose servers sent
/// requests and logged at one level for the whole session.
pub fn rules(text: &str, all: &AllFacts, asked: &Asked, legacy: bool) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    in_order(all, legacy, &mut out);
    server_requests(all, legacy, &mut out);
    scopes(text, all, asked, &mut out);
    capabilities(all, asked, &mut out);
    cursor_errors(all, asked, &mut out);
    tool_order(text, all, asked, &mut out);
    out
}

/// The list or read method whose answer a message of `kind` is.
fn method_of(kind: DocumentKind) -> Option<&'static str> {
    (ResultKind::of_document(kind))
        .filter(|k| !k.is_interim())
        .map(|k| k.method)
        .filter(|method| *method != "server/discover")
}

/// A request awaiting its answer: its id, whether the server sent it, whether it asked for
/// logs, and the message.
struct Awaited<'a> {
    id: &'a str,
    by_server: bool,
    asks_logs: bool,
    index: usize,
    /// A cancellation named it: the server should send no answer, though one may cross it.
    cancelled: bool,
}

/// The messages in the order the transcript holds them, with the requests that await their
/// answers at each point: a response answers the latest of them with its id. Reports
/// responses whose id no request has (`UnknownId`) or that answer a request already answered
/// (`AnsweredTwice`), and the client's requests left unanswered (basic/index, "Responses"),
/// with the rules that need to know what is in flight: `repeated_id` and `unrequested_log`.
/// `legacy`: the transcript holds the `initialize` handshake of earlier revisions.
fn in_order(all: &AllFacts, legacy: bool, out: &mut Vec<Diagnostic>) {
    if !(all.iter()).any(|(f, ..)| f.method.is_some() && f.id.is_some()) {
        // Answers alone, as a server's output without its input: nothing to hold them to.
        return;
    }
    let mut awaiting: Vec<Awaited<'_>> = Vec::new();
    for (index, (facts, _, span)) in all.iter().enumerate() {
        match (&facts.method, &facts.id) {
            (Some(method), Some((id, id_span))) => {
                let by_server = sent_by_server(method);
                repeated_id(&awaiting, id, by_server, *id_span, out);
                awaiting.push(Awaited {
                    id,
                    by_server,
                    asks_logs: facts.asks_logs,
                    index,
                    cancelled: false,
                });
            }
            (Some(method), None) if method == LOG_NOTIFICATION && !legacy => {
                unrequested_log(&awaiting, *span, out);
            }
            (Some(_), None) => {
                if let Some((id, _)) = &facts.cancels
                    && let Some(awaited) = awaiting.iter_mut().rev().find(|a| a.id == id)
                {
                    awaited.cancelled = true;
                }
            }
            (None, Some((id, id_span))) => {
                if let Some(at) = awaiting.iter().rposition(|a| a.id == id) {
                    awaiting.remove(at);
                    continue;
                }
                let same_id = |(f, ..): &(Facts, DocumentKind, Span)| {
                    f.method.is_some() && f.id.as_ref().is_some_and(|(i, _)| i == id)
                };
                if !all.iter().any(same_id) {
                    let finding = Found::UnknownId { id: id.clone() };
                    out.push(diagnostic(Code::UnknownId, "/id", *id_span, finding));
                } else if all[..index].iter().any(same_id) {
                    let finding = Found::AnsweredTwice { id: id.clone() };
                    out.push(diagnostic(Code::AnsweredTwice, "/id", *id_span, finding));
                }
                // An answer recorded before its request is left alone; the request is not.
            }
            (None, None) => {}
        }
    }
    // The client owes no answer to a server's request: clients send no responses.
    for awaited in awaiting.iter().filter(|a| !a.by_server && !a.cancelled) {
        let (facts, _, span) = &all[awaited.index];
        let finding = Found::Unanswered {
            id: awaited.id.to_owned(),
            method: facts.method.clone().unwrap_or_default(),
        };
        let head = Span::new(span.start, span.start + 1);
        out.push(diagnostic(Code::Unanswered, "", head, finding));
    }
}

/// A request's id must not be that of another request its sender has issued and not yet
/// received a response for (basic/index, "Requests"): a response to either could not be told
/// apart. An id used again after its answer came is fine.
fn repeated_id(
    awaiting: &[Awaited<'_>],
    id: &str,
    by_server: bool,
    at: Span,
    out: &mut Vec<Diagnostic>,
) {
    let in_use = awaiting
        .iter()
        .any(|a| a.id == id && a.by_server == by_server);
    if in_use {
        let finding = Found::IdInUse { id: id.to_owned() };
        out.push(diagnostic(Code::IdInUse, "/id", at, finding));
    }
}

/// The method of a log message.
const LOG_NOTIFICATION: &str = "notifications/message";

/// A server must not send `notifications/message` for a request without
/// `io.modelcontextprotocol/logLevel` in its `_meta`, and sends it only on the stream of the
/// request that set the level, before its response (server/utilities/logging, "Per-request
/// log level"). Over stdio such a notification relates to a request in flight
/// (basic/transports/stdio, "Receiving Messages") but names none: a flat transcript shows
/// only which requests await their answers when it comes. So a log message is reported when
/// none of those asked for logs, or none awaits an answer at all; one that comes while a
/// request with a level and another without are both in flight may be for either, and is let
/// be. Transcripts of the `initialize` era, when `logging/setLevel` set one level for the
/// session, are not held to this.
fn unrequested_log(awaiting: &[Awaited<'_>], span: Span, out: &mut Vec<Diagnostic>) {
    if !awaiting.iter().any(|a| a.asks_logs && !a.by_server) {
        let (head, finding) = (Span::new(span.start, span.start + 1), Found::LogUnrequested);
        out.push(diagnostic(Code::LogUnrequested, "", head, finding));
    }
}

/// Servers must not initiate requests: no request on stdio's stdout (basic/transports/stdio,
/// "Receiving Messages"), none on an HTTP response stream (basic/transports/streamable-http,
/// "Receiving Messages"), none in any transport (basic/patterns, overview). What the server
/// needs of the client travels as input requests in an `InputRequiredResult`. A transcript
/// does not say who wrote a message; in this revision every request is the client's, unless
/// its method is one only a server sends (sampling, elicitation, roots): such a request is
/// reported. A server's request of another method cannot be told from a client's and is not.
/// Transcripts of the `initialize` era, when servers did send these requests, are left alone.
fn server_requests(all: &AllFacts, legacy: bool, out: &mut Vec<Diagnostic>) {
    if legacy {
        return;
    }
    for (facts, _, span) in all.iter().filter(|(f, ..)| f.id.is_some()) {
        if let Some(method) = facts.method.as_deref().filter(|m| sent_by_server(m)) {
            let finding = Found::ServerRequest {
                method: method.to_owned(),
            };
            let head = Span::new(span.start, span.start + 1);
            out.push(diagnostic(Code::ServerRequest, "", head, finding));
        }
    }
}

/// All pages of one list carry the first page's `cacheScope` (server/utilities/caching,
/// "Interaction with Pagination"). A request without a cursor starts a list again.
fn scopes(text: &str, all: &AllFacts, asked: &Asked, out: &mut Vec<Diagnostic>) {
    // The scope of the first page of the current walk of each method, and where that page starts.
    let mut first_pages: Vec<(&str, &str, usize)> = Vec::new();
    for (facts, kind, span) in all {
        if facts.method.is_some() {
            continue;
        }
        let Some(method) = method_of(*kind).filter(|m| m.ends_with("/list")) else {
            continue;
        };
        let Some((scope, scope_span)) = &facts.scope else {
            continue;
        };
        // Without the request, every answer after the first is taken for a later page.
        let later_page = request_of(asked, facts).is_none_or(|(_, _, has_cursor)| *has_cursor);
        let first = first_pages.iter().position(|(m, ..)| *m == method);
        match first {
            Some(index) if later_page => {
                let (_, first_scope, first_start) = first_pages[index];
                if first_scope != scope {
                    let finding = Found::ScopeChanges {
                        method,
                        scope: scope.clone(),
                        first_scope: first_scope.to_owned(),
                        // Counted only for a finding.
                        first_line: line_of(text, first_start),
                    };
                    let pointer = "/result/cacheScope";
                    out.push(diagnostic(
                        Code::ScopeChanges,
                        pointer,
                        *scope_span,
                        finding,
                    ));
                }
            }
            Some(index) => first_pages[index] = (method, scope, span.start),
            None => first_pages.push((method, scope, span.start)),
        }
    }
}

/// A list answered with a result needs its capability in the discover answer (server/tools,
/// server/prompts, server/resources: "Capabilities": servers that support one MUST declare
/// it), or in a session of an earlier revision in the `initialize` answer (the same sections of
/// 2025-11-25 say the same; the answers of that session are known by their requests). A declared capability's own list must not be refused: the same three sections say that
/// servers declaring `tools`, `prompts` or `resources` MUST respond to `tools/list`,
/// `prompts/list` or `resources/list`. Other requests under a declared capability may be
/// refused for their own reasons: `resources/read` of a resource that does not exist MUST get
/// -32602 (server/resources, "Error Handling"), and no MUST names the templates list. A later
/// page refused is about its cursor (`cursor_errors`), not the capability.
fn capabilities(all: &AllFacts, asked: &Asked, out: &mut Vec<Diagnostic>) {
    let Some((advertised, declared_by)) = all.iter().find_map(|(f, ..)| f.capabilities.as_ref())
    else {
        return;
    };
    let declared_by = *declared_by;
    let mut reported: Vec<&str> = Vec::new();
    for (facts, kind, span) in all {
        let later_page = || request_of(asked, facts).is_some_and(|(_, _, cursor)| *cursor);
        if facts.is_error && later_page() {
            continue;
        }
        let method = match facts.is_error || *kind == DocumentKind::LegacySessionResponse {
            false => method_of(*kind),
            true => answered_method(all, facts),
        };
        let capability = |m| ResultKind::of_any_method(m)?.capability;
        let Some((method, capability)) = method.and_then(|m| Some((m, capability(m)?))) else {
            continue;
        };
        let has = advertised.iter().any(|c| c == capability);
        let own_list = method.strip_suffix("/list") == Some(capability);
        if reported.contains(&method) || has != facts.is_error || (facts.is_error && !own_list) {
            continue;
        }
        reported.push(method);
        let head = Span::new(span.start, span.start + 1);
        if facts.is_error {
            let finding = Found::CapabilityRefused {
                method,
                capability,
                declared_by,
            };
            out.push(diagnostic(Code::CapabilityRefused, "", head, finding));
        } else {
            let finding = Found::CapabilityUndeclared {
                method,
                capability,
                declared_by,
            };
            out.push(diagnostic(Code::CapabilityUndeclared, "", head, finding));
        }
    }
}

/// A paginated list's error that speaks of the cursor its request sent should be -32602
/// (server/utilities/pagination, "Error Handling"). Errors that do not name the cursor may
/// refuse the request for other reasons, and are left alone.
fn cursor_errors(all: &AllFacts, asked: &Asked, out: &mut Vec<Diagnostic>) {
    for (facts, ..) in all.iter().filter(|(f, ..)| f.method.is_none()) {
        let Some((code, span, true)) = &facts.error_code else {
            continue;
        };
        let Some((_, method, true)) = request_of(asked, facts) else {
            continue;
        };
        let paginated = ResultKind::of_method(method).filter(|k| k.method.ends_with("/list"));
        if let Some(kind) = paginated
            && code != "-32602"
        {
            let finding = Found::CursorError {
                method: kind.method,
                code: code.clone(),
            };
            out.push(diagnostic(Code::CursorError, "/error/code", *span, finding));
        }
    }
}

type NameSet<'a> = Vec<(&'a str, usize)>;

/// The names as a sorted set, sorted as the repeated-name search sorts, so that the module
/// holds one sort for both.
fn sorted(names: &[String]) -> NameSet<'_> {
    let mut set: Vec<(&str, usize)> = names.iter().map(|n| (n.as_str(), 0)).collect();
    set.sort_unstable();
    set
}

/// Servers should list tools in the same order while the set does not change
/// (server/tools, "Capabilities"): two whole listings of one set in different orders.
fn tool_order(text: &str, all: &AllFacts, asked: &Asked, out: &mut Vec<Diagnostic>) {
    // Each set of tools listed so far: its first order and where that listing starts.
    let mut seen: Vec<(&[String], NameSet<'_>, usize)> = Vec::new();
    for (facts, _, span) in all {
        let Some((names, list)) = &facts.tool_names else {
            continue;
        };
        // The last page of a longer list is not a whole listing.
        if request_of(asked, facts).is_some_and(|(_, _, has_cursor)| *has_cursor) {
            continue;
        }
        let set = sorted(names);
        match seen.iter().find(|(_, first_set, _)| *first_set == set) {
            Some((first, _, first_start)) if *first != names.as_slice() => {
                let finding = Found::ToolOrderChanges {
                    first_line: line_of(text, *first_start),
                };
                let pointer = "/result/tools";
                out.push(diagnostic(Code::ToolOrderChanges, pointer, *list, finding));
            }
            Some(_) => {}
            None => seen.push((names, set, span.start)),
        }
    }
}

/// The method of the request an answer (here, an error) has the id of.
fn answered_method(all: &AllFacts, facts: &Facts) -> Option<&'static str> {
    let (id, _) = facts.id.as_ref()?;
    let method = (all.iter())
        .filter(|(f, ..)| f.id.as_ref().is_some_and(|(i, _)| i == id))
        .find_map(|(f, ..)| f.method.as_deref())?;
    ResultKind::of_method(method).map(|k| k.method)
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Batch {
        count: usize,
    },
    UnknownId {
        id: String,
    },
    AnsweredTwice {
        id: String,
    },
    Unanswered {
        id: String,
        method: String,
    },
    ScopeChanges {
        method: &'static str,
        scope: String,
        first_scope: String,
        first_line: usize,
    },
    CapabilityUndeclared {
        method: &'static str,
        capability: &'static str,
        /// The handshake that declares capabilities: `server/discover`, or `initialize` in a
        /// session of an earlier revision.
        declared_by: &'static str,
    },
    CapabilityRefused {
        method: &'static str,
        capability: &'static str,
        /// The handshake that declares capabilities: `server/discover`, or `initialize` in a
        /// session of an earlier revision.
        declared_by: &'static str,
    },
    CursorError {
        method: &'static str,
        code: String,
    },
    ToolOrderChanges {
        first_line: usize,
    },
    IdInUse {
        id: String,
    },
    ServerRequest {
        method: String,
    },
    LogUnrequested,
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::across::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Batch { count } => say!(
                "This is an array of {}, each checked on its own; on the wire MCP has no JSON-RPC batches, so a server sends each answer as a message of its own.",
                MESSAGES.of(*count, Lang::En)
            ),
            Found::UnknownId { id } => say!(
                "No request of this transcript has the id `{id}`; a response carries the id of the request it answers, unchanged."
            ),
            Found::AnsweredTwice { id } => say!(
                "The request `{id}` was already answered; a request gets exactly one response."
            ),
            Found::Unanswered { id, method } => {
                say!("The request `{id}` (`{method}`) has no response in this transcript.")
            }
            Found::ScopeChanges {
                method,
                scope,
                first_scope,
                first_line,
            } => say!(
                "This page of `{method}` has `cacheScope` \"{scope}\", but its first page (line {first_line}) has \"{first_scope}\"; all pages of one list must carry the same."
            ),
            Found::CapabilityUndeclared {
                method,
                capability,
                declared_by,
            } => say!(
                "`{method}` answers with a result, but the `{declared_by}` result does not declare `{capability}`; a server that offers it must declare it."
            ),
            Found::CapabilityRefused {
                method,
                capability,
                declared_by,
            } => say!(
                "The `{declared_by}` result declares `{capability}`, yet `{method}` answers with an error: clients that trust the capability get a refusal."
            ),
            Found::CursorError { method, code } => say!(
                "The server refuses the cursor of a `{method}` request with code {code}; an invalid cursor takes -32602 (Invalid params)."
            ),
            Found::ToolOrderChanges { first_line } => say!(
                "The same tools come in another order than in the listing on line {first_line}: clients that cache the list, and models' prompt caches, see a change where there is none."
            ),
            Found::IdInUse { id } => say!(
                "A request with the id `{id}` still awaits its answer; another must not take the id until it comes, or a response could belong to either."
            ),
            Found::ServerRequest { method } => say!(
                "The server sends its own `{method}` request; in this revision servers must not send requests, and ask the client for input in an `input_required` result."
            ),
            Found::LogUnrequested => say!(
                "`notifications/message` comes while no request awaiting its answer has `io.modelcontextprotocol/logLevel` in its `_meta`; a server must not send log messages for a request that did not ask for them."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::across::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Batch { count } => say!(
                "Это массив из {}, каждое проверено отдельно; в MCP пакеты JSON-RPC по сети не передаются, и сервер отправляет каждый ответ отдельным сообщением.",
                MESSAGES.of(*count, Lang::Ru)
            ),
            Found::UnknownId { id } => say!(
                "Ни у одного запроса в этой записи обмена нет идентификатора `{id}`; ответ несёт идентификатор своего запроса без изменений."
            ),
            Found::AnsweredTwice { id } => {
                say!("На запрос `{id}` уже был ответ; на запрос отвечают ровно один раз.")
            }
            Found::Unanswered { id, method } => {
                say!("На запрос `{id}` (`{method}`) в этой записи обмена нет ответа.")
            }
            Found::ScopeChanges {
                method,
                scope,
                first_scope,
                first_line,
            } => say!(
                "У этой страницы `{method}` значение `cacheScope` — «{scope}», а у первой страницы (строка {first_line}) — «{first_scope}»; сервер ДОЛЖЕН отправлять одно значение на всех страницах одного перечня."
            ),
            Found::CapabilityUndeclared {
                method,
                capability,
                declared_by,
            } => say!(
                "`{method}` отвечает результатом, но результат `{declared_by}` не объявляет `{capability}`; сервер, предоставляющий эту возможность, ДОЛЖЕН её объявить."
            ),
            Found::CapabilityRefused {
                method,
                capability,
                declared_by,
            } => say!(
                "Результат `{declared_by}` объявляет `{capability}`, но `{method}` отвечает ошибкой: клиенты, поверившие возможности, получат отказ."
            ),
            Found::CursorError { method, code } => say!(
                "Сервер отклонил курсор запроса `{method}` с кодом `{code}`; для недействительного курсора предназначен код `-32602` (неверные параметры)."
            ),
            Found::ToolOrderChanges { first_line } => say!(
                "Те же инструменты идут в другом порядке, чем в перечне на строке {first_line}: клиенты, кэширующие перечень, и кэш контекста моделей видят изменение там, где его нет."
            ),
            Found::IdInUse { id } => say!(
                "Запрос с идентификатором `{id}` ещё ждёт ответа; отправитель НЕ ДОЛЖЕН присваивать этот идентификатор другому запросу, пока ответ не пришёл, иначе ответ можно отнести к любому из них."
            ),
            Found::ServerRequest { method } => say!(
                "Сервер отправляет собственный запрос `{method}`; в этой ревизии серверы НЕ ДОЛЖНЫ отправлять запросы, а просят у клиента данные в результате `input_required`."
            ),
            Found::LogUnrequested => say!(
                "Уведомление `notifications/message` пришло, когда ни один запрос, ожидающий ответа, не задал `io.modelcontextprotocol/logLevel` в `_meta`; сервер НЕ ДОЛЖЕН отправлять сообщения журнала для запроса, который их не просил."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
    for count in [1, 2, 5, 11, 21, 22] {
        all.push(Found::Batch { count }.into());
    }
    all.extend([
        Found::UnknownId { id: "7".into() }.into(),
        Found::UnknownId {
            id: "\"a-1\"".into(),
        }
        .into(),
        Found::AnsweredTwice { id: "7".into() }.into(),
        Found::Unanswered {
            id: "7".into(),
            method: "tools/list".into(),
        }
        .into(),
        Found::ScopeChanges {
            method: "tools/list",
            scope: "private".into(),
            first_scope: "public".into(),
            first_line: 4,
        }
        .into(),
        Found::CapabilityUndeclared {
            method: "resources/read",
            capability: "resources",
            declared_by: "server/discover",
        }
        .into(),
        Found::CapabilityRefused {
            method: "prompts/list",
            capability: "prompts",
            declared_by: "initialize",
        }
        .into(),
        Found::CursorError {
            method: "tools/list",
            code: "-32603".into(),
        }
        .into(),
        Found::ToolOrderChanges { first_line: 12 }.into(),
        Found::IdInUse { id: "7".into() }.into(),
        Found::ServerRequest {
            method: "sampling/createMessage".into(),
        }
        .into(),
        Found::LogUnrequested.into(),
    ]);
    all
}
