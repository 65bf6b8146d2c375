//! A call or a prompt that names what the session's listing does not hold (server/tools and
//! server/prompts, "Error Handling"): an unknown tool is a protocol error, answered as a
//! JSON-RPC error, and an invalid prompt name gets -32602. Only a whole listing (one page, no
//! next one) tells what is unknown; the latest one before the request counts.
//! `engine/transcript.rs` hands over the facts of each message (`facts::Facts`).

use super::facts::{AllFacts, line_of};
use crate::engine::diagnostic::{Diagnostic, Span, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    UnknownTool = "transcript/unknown-tool", Info, ToolErrors,
        summary: ("A call of a tool the session's listing does not hold is answered with a result.", "На вызов инструмента, которого нет в перечне сессии, приходит результат."),
        help: ("Answer a call of an unknown tool with a JSON-RPC error such as -32602 (Invalid params); keep results, with isError for a tool's own failures, for the tools you list.",
               "Отвечайте на вызов неизвестного инструмента ошибкой JSON-RPC, например `-32602` (неверные параметры); результат, в том числе с `isError` при сбое самого инструмента, возвращайте только на вызовы инструментов из перечня."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_wether\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": [{\"type\": \"text\", \"text\": \"Unknown tool: get_wether\"}], \"isError\": true}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_wether\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32602, \"message\": \"Unknown tool: get_wether\"}}";
    UnknownPrompt = "transcript/unknown-prompt", Warning, PromptErrors,
        summary: ("A prompt the session's listing does not hold is not refused with -32602.", "На `prompts/get` с именем шаблона, которого нет в перечне сессии, не приходит отказ с кодом `-32602`."),
        help: ("Refuse prompts/get of a name you do not list with -32602 (Invalid params), so that the client knows the name, not the server, is at fault.",
               "Если в `prompts/get` указано имя, которого нет в перечне, отклоняйте запрос с кодом `-32602` (неверные параметры): так клиент поймёт, что ошибка в имени, а не в сервере."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"prompts/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"prompts\": [{\"name\": \"review\"}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"prompts/get\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"summarise\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32603, \"message\": \"No such prompt\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"prompts/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"prompts\": [{\"name\": \"review\"}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"prompts/get\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"summarise\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32602, \"message\": \"No such prompt\"}}";
}

/// A request in flight that names what the latest whole listing lacks: its id, whether it
/// asks a prompt (or calls a tool), the name, and where that listing starts.
type Unlisted<'a> = (&'a str, bool, &'a str, usize);

/// Each answer to a `tools/call` of an unlisted tool that is a result (its `isError` included:
/// a tool's own error is for a tool that exists), and each answer to a `prompts/get` of an
/// unlisted prompt that is not -32602 (SHOULD).
pub fn rules(text: &str, all: &AllFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut tools: Option<(&[String], usize)> = None;
    let mut prompts: Option<(&[String], usize)> = None;
    let mut unlisted: Vec<Unlisted<'_>> = Vec::new();
    for (facts, _, span) in all {
        // Where a listing starts; its line is counted only for a finding.
        if let Some((names, _)) = &facts.tool_names {
            tools = Some((names, span.start));
        }
        if let Some(names) = &facts.prompt_names {
            prompts = Some((names, span.start));
        }
        match (&facts.method, &facts.id, &facts.subject) {
            (Some(method), Some((id, _)), Some(name)) => {
                let listing = match method.as_str() {
                    "tools/call" => tools.map(|listing| (false, listing)),
                    "prompts/get" => prompts.map(|listing| (true, listing)),
                    _ => None,
                };
                if let Some((prompt, (names, listed_at))) = listing
                    && !names.contains(name)
                {
                    unlisted.push((id, prompt, name, listed_at));
                }
            }
            (None, Some((id, _)), _) => {
                let Some(at) = unlisted.iter().rposition(|u| u.0 == id) else {
                    continue;
                };
                let (_, prompt, name, listed_at) = unlisted.remove(at);
                let line = line_of(text, listed_at);
                let code = facts.error_code.as_ref().map(|(code, ..)| code.as_str());
                let head = Span::new(span.start, span.start + 1);
                let (name, code_written) = (name.to_owned(), code.map(str::to_owned));
                match (prompt, code) {
                    (false, None) => {
                        let finding = Found::UnknownTool { name, line };
                        out.push(diagnostic(Code::UnknownTool, "", head, finding));
                    }
                    (true, code) if code != Some("-32602") => {
                        let finding = Found::UnknownPrompt {
                            name,
                            line,
                            code: code_written,
                        };
                        out.push(diagnostic(Code::UnknownPrompt, "", head, finding));
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    out
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A call of the tool `name`, which the listing on `line` lacks, answered with a result.
    UnknownTool { name: String, line: usize },
    /// `prompts/get` of `name`, which the listing on `line` lacks, answered with a result
    /// (`code`: `None`) or an error of another code.
    UnknownPrompt {
        name: String,
        line: usize,
        code: Option<String>,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::answered;
    use crate::engine::rules::unknown::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::UnknownTool { name, line } => say!(
                "The listing of tools on line {line} has no `{name}`, yet the server answers its call with a result; an unknown tool is a protocol error, sent as a JSON-RPC error such as -32602 (Invalid params)."
            ),
            Found::UnknownPrompt { name, line, code } => {
                let answer = answered(code.as_deref());
                say!(
                    "The listing of prompts on line {line} has no `{name}`, and the server {answer}; an invalid prompt name should get -32602 (Invalid params)."
                )
            }
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::answered;
    use crate::engine::rules::unknown::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::UnknownTool { name, line } => say!(
                "В перечне инструментов на строке {line} нет «{name}», а сервер отвечает на вызов результатом; вызов неизвестного инструмента\u{a0}— ошибка протокола, и на него отвечают ошибкой JSON-RPC, например `-32602` (неверные параметры)."
            ),
            Found::UnknownPrompt { name, line, code } => {
                let answer = answered(code.as_deref());
                say!(
                    "В перечне шаблонов запросов на строке {line} нет «{name}», а сервер, получив запрос `prompts/get` с этим именем, {answer}; на неверное имя шаблона серверу СЛЕДУЕТ отвечать ошибкой `-32602` (неверные параметры)."
                )
            }
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::UnknownTool {
            name: "get_wether".into(),
            line: 2,
        }
        .into(),
        Found::UnknownPrompt {
            name: "summarise".into(),
            line: 2,
            code: None,
        }
        .into(),
        Found::UnknownPrompt {
            name: "summarise".into(),
            line: 2,
            code: Some("-32603".into()),
        }
        .into(),
    ]
}
