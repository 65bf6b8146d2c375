//! What the tools page adds to the schema of a `tools/list` result (server/tools, "Tool",
//! "Tool Names" and "x-mcp-header"): names, titles, and the `x-mcp-header` annotations of input
//! schemas. (A schema's dialect and validity: `schemas.rs`.)

use super::checker::{Checker, get, objects_in, strings_of};
use crate::engine::finding::explained_in_modules;
use crate::engine::instance::same_json;
use crate::engine::json::{self, Object, Spanned, Value};
use crate::engine::names::repeats;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    ToolName = "tool/name", Warning, Tools,
        summary: ("A tool name is not 1 to 128 of the recommended characters.", "Имя инструмента не укладывается в 1–128 рекомендованных символов."),
        help: ("Use letters, digits, _, - and . only, such as get_weather or files.read.",
               "Составляйте имя только из букв, цифр, `_`, `-` и `.`, например `get_weather` или `files.read`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get weather", "inputSchema": {"type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object"}}]}}"#;
    ToolNameRepeated = "tool/name-repeated", Warning, Tools,
        summary: ("Two tools share a name.", "Два инструмента с одним именем."),
        help: ("Give each tool its own name; a client calls tools by name.",
               "Назовите инструменты по-разному: клиент вызывает инструмент по имени."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}, {"name": "add", "inputSchema": {"type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}, {"name": "add_many", "inputSchema": {"type": "object"}}]}}"#;
    McpHeader = "tool/x-mcp-header", Error, Tools,
        summary: ("An x-mcp-header breaks its constraints, so HTTP clients drop the tool.", "`x-mcp-header` нарушает ограничения, и клиенты по HTTP отбрасывают инструмент."),
        help: ("Put x-mcp-header only on string, integer or boolean properties reached from the root through properties, with a unique HTTP field name.",
               "Указывайте `x-mcp-header` только у свойств типа `string`, `integer` или `boolean`, до которых от корня ведут ключи `properties`; имя поля HTTP у каждого должно быть своим."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"region": {"type": "number", "x-mcp-header": "Region"}}}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}}]}}"#;
    ToolTitleEmpty = "tool/title-empty", Warning, Tools,
        summary: ("A tool's title is empty.", "Пустое поле `title` инструмента."),
        help: ("Give the tool a title people can read, or leave `title` out so that clients show its name.",
               "Впишите в `title` понятное людям название или уберите это поле, чтобы клиенты показывали имя инструмента."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \" \", \"inputSchema\": {\"type\": \"object\"}}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \"Current weather\", \"inputSchema\": {\"type\": \"object\"}}]}}";
    StructuredWithoutText = "tool/structured-without-text", Warning, Tools,
        summary: ("A tool returns structured content without the same JSON in a text block.", "Инструмент возвращает структурированный результат без того же JSON в текстовом блоке."),
        help: ("Add a text content block holding structuredContent serialized as JSON: a client that does not read structuredContent passes that text to the model instead.",
               "Добавьте текстовый блок с `structuredContent`, записанным в виде JSON: клиент, который не читает `structuredContent`, передаст модели этот текст вместо него."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "content": [{"type": "text", "text": "22.5 degrees"}], "structuredContent": {"temperature": 22.5}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "content": [{"type": "text", "text": "{\"temperature\": 22.5}"}], "structuredContent": {"temperature": 22.5}}}"#;
}

/// A `tools/call` result with `structuredContent` also carries it serialized in a text block
/// (tools, "Structured Content": for backwards compatibility a tool SHOULD).
pub fn call_result(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some((_, structured)) = get(result, "structuredContent") else {
        return;
    };
    let serialized = objects_in(result, "content").any(|(_, block)| {
        let text = match (get(block, "type"), get(block, "text")) {
            (Some((_, kind)), Some((_, text))) if kind.value.as_str() == Some("text") => {
                text.value.as_str()
            }
            _ => None,
        };
        let Some(text) = text else { return false };
        let arena = json::arena_for(text);
        json::parse(text, &arena)
            .is_ok_and(|parsed| same_json((&parsed.root, text), (&structured.value, checker.text)))
    });
    if !serialized {
        let at = path.member("structuredContent");
        let span = structured.key.span;
        checker.emit(
            Code::StructuredWithoutText,
            at,
            span,
            Found::StructuredWithoutText,
        );
    }
}

/// Each tool of a `tools/list` result: its name, and its `x-mcp-header` annotations.
pub fn tools(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(result, "tools") else {
        return;
    };
    let Value::Array(tools) = &member.value else {
        return;
    };
    let tools_path = path.member("tools");
    let repeated = repeats(strings_of(tools.elements, "name"));
    for (index, tool) in tools.elements.iter().enumerate() {
        let Value::Object(tool) = tool else { continue };
        let tool_path = tools_path.index(index);
        empty_title(checker, tool, &tool_path);
        let Some((_, name_member)) = get(tool, "name") else {
            continue;
        };
        let Some(name) = name_member.value.as_str() else {
            continue;
        };
        let name_path = tool_path.member("name");
        let span = name_member.value.span();
        if !is_tool_name(name) {
            let finding = Found::ToolName {
                name: name.to_owned(),
            };
            checker.emit(Code::ToolName, name_path, span, finding);
        }
        if repeated.binary_search(&index).is_ok() {
            let finding = Found::ToolNameRepeated {
                name: name.to_owned(),
            };
            checker.emit(Code::ToolNameRepeated, name_path, span, finding);
        }
        if let Some((_, schema)) = get(tool, "inputSchema") {
            let mut headers = Vec::new();
            let schema_path = tool_path.member("inputSchema");
            headers_in(
                checker,
                name,
                &schema.value,
                &schema_path,
                true,
                &mut headers,
            );
        }
    }
}

/// A `title` that is empty or only spaces: clients display a tool by its `title` before
/// anything else (schema.ts, Tool: "`title`, `annotations.title`, then `name`"; server/tools,
/// "Tool": a human-readable name for display), so such a tool shows up blank.
fn empty_title(checker: &mut Checker<'_>, tool: &Object<'_>, path: &Path<'_>) {
    let Some((_, title)) = get(tool, "title") else {
        return;
    };
    if title.value.as_str().is_some_and(|t| t.trim().is_empty()) {
        let span = title.value.span();
        checker.emit(
            Code::ToolTitleEmpty,
            path.member("title"),
            span,
            Found::TitleEmpty,
        );
    }
}

/// The JSON Schema 2020-12 keywords (and draft-07's `definitions`) whose values are schemas or
/// hold schemas, other than `properties`.
const SCHEMA_KEYWORDS: &[&str] = &[
    "items",
    "prefixItems",
    "additionalItems",
    "contains",
    "additionalProperties",
    "patternProperties",
    "dependentSchemas",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "$defs",
    "definitions",
];

/// 1 to 128 of A–Z, a–z, 0–9, `_`, `-` and `.`.
fn is_tool_name(name: &str) -> bool {
    (1..=128).contains(&name.len())
        && (name.bytes()).all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// Walks a tool's input schema for `x-mcp-header`. `reachable` says whether the chain from the
/// root is made of `properties` keys only (basic/transports, "Custom headers from tool
/// parameters"); `headers` collects the names seen, to compare without regard to case.
fn headers_in(
    checker: &mut Checker<'_>,
    tool: &str,
    schema: &Value<'_>,
    path: &Path<'_>,
    reachable: bool,
    headers: &mut Vec<String>,
) {
    let Value::Object(object) = schema else {
        return;
    };
    // Names compared with `is_named`, length first: a `match` on the name calls the
    // comparison for every arm at opt-level z, and every member of every input schema asks.
    for member in object.members {
        let member_path = path.member(member.name());
        match &member.value {
            value if member.is_named("x-mcp-header") => {
                let problem = header_problem(object, value, reachable, headers);
                if let Some(problem) = problem {
                    let finding = Found::McpHeader {
                        tool: tool.to_owned(),
                        problem,
                    };
                    checker.emit(Code::McpHeader, member_path, value.span(), finding);
                }
            }
            Value::Object(properties) if member.is_named("properties") => {
                for property in properties.members {
                    let property_path = member_path.member(property.name());
                    headers_in(
                        checker,
                        tool,
                        &property.value,
                        &property_path,
                        reachable,
                        headers,
                    );
                }
            }
            // Below any other keyword that holds schemas, nothing is statically reachable.
            Value::Object(_) | Value::Array(_)
                if SCHEMA_KEYWORDS.iter().any(|known| member.is_named(known)) =>
            {
                headers_in_nested(checker, tool, &member.value, &member_path, headers);
            }
            _ => {}
        }
    }
}

fn headers_in_nested(
    checker: &mut Checker<'_>,
    tool: &str,
    value: &Value<'_>,
    path: &Path<'_>,
    headers: &mut Vec<String>,
) {
    match value {
        Value::Object(_) => headers_in(checker, tool, value, path, false, headers),
        Value::Array(array) => {
            for (index, element) in array.elements.iter().enumerate() {
                headers_in_nested(checker, tool, element, &path.index(index), headers);
            }
        }
        _ => {}
    }
}

/// What is wrong with one `x-mcp-header` of the property schema `property`, if anything.
fn header_problem(
    property: &Object<'_>,
    value: &Value<'_>,
    reachable: bool,
    headers: &mut Vec<String>,
) -> Option<HeaderProblem> {
    let Some(name) = value.as_str() else {
        return Some(HeaderProblem::NotAToken);
    };
    // An HTTP field-name token (RFC 9110, section 5.1): no control characters, no separators.
    let tchar = |b: u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b);
    if name.is_empty() || !name.bytes().all(tchar) {
        return Some(HeaderProblem::NotAToken);
    }
    if !reachable {
        return Some(HeaderProblem::Unreachable);
    }
    let lower = name.to_ascii_lowercase();
    if headers.contains(&lower) {
        return Some(HeaderProblem::Repeated);
    }
    headers.push(lower);
    let primitive = match get(property, "type").map(|(_, t)| &t.value) {
        Some(Value::String(kind)) => matches!(kind.value, "string" | "integer" | "boolean"),
        _ => false,
    };
    (!primitive).then_some(HeaderProblem::NotPrimitive)
}

// ----- findings ------------------------------------------------------------------------------

/// Why an `x-mcp-header` annotation makes HTTP clients drop its tool (server/tools,
/// "x-mcp-header").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderProblem {
    /// Empty, or not an HTTP field-name token.
    NotAToken,
    /// Not reached from the schema's root through `properties` keys alone.
    Unreachable,
    /// Another annotation of the same schema has the same name, ignoring case.
    Repeated,
    /// On a property whose type is not `string`, `integer` or `boolean`.
    NotPrimitive,
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A tool's `title` is empty or only spaces.
    TitleEmpty,
    ToolName {
        name: String,
    },
    ToolNameRepeated {
        name: String,
    },
    McpHeader {
        tool: String,
        problem: HeaderProblem,
    },
    /// A `tools/call` result with `structuredContent` and no text block holding it.
    StructuredWithoutText,
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::tools::{Found, HeaderProblem};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::TitleEmpty => {
                say!(
                    "This tool's `title` is empty: clients show a tool by its title first, so it appears without a name."
                )
            }
            Found::ToolName { name } => say!(
                "The tool name \"{name}\" should be 1 to 128 characters of A–Z, a–z, 0–9, `_`, `-` and `.`."
            ),
            Found::ToolNameRepeated { name } => say!(
                "Another tool is already named \"{name}\"; names should be unique within a server, or clients cannot tell the tools apart."
            ),
            Found::McpHeader { tool, problem } => say!(
                "The tool \"{tool}\" is dropped by every client over HTTP: {}.",
                header_problem(*problem)
            ),
            Found::StructuredWithoutText => say!(
                "The result has `structuredContent` but no text block with the same JSON; a tool should add one, for clients that read only `content`."
            ),
        }
    }
    fn header_problem(problem: HeaderProblem) -> String {
        match problem {
            HeaderProblem::NotAToken => {
                say!(
                    "its `x-mcp-header` is not an HTTP field name (at least one of letters, digits, a backquote and `!#$%&'*+-.^_|~`)"
                )
            }
            HeaderProblem::Unreachable => {
                say!(
                    "its `x-mcp-header` sits where a chain of `properties` keys from the root does not lead"
                )
            }
            HeaderProblem::Repeated => {
                say!("its `x-mcp-header` repeats another one of the same schema, ignoring case")
            }
            HeaderProblem::NotPrimitive => {
                say!(
                    "its `x-mcp-header` is on a property whose type is not `string`, `integer` or `boolean`"
                )
            }
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::tools::{Found, HeaderProblem};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::TitleEmpty => say!(
                "Поле `title` инструмента пустое, а клиенты показывают инструмент прежде всего по нему, поэтому инструмент окажется без названия."
            ),
            Found::ToolName { name } => say!(
                "Имя инструмента «{name}» расходится с рекомендацией: серверу СЛЕДУЕТ составлять имена инструментов из 1–128 символов A–Z, a–z, 0–9, `_`, `-` и `.`."
            ),
            Found::ToolNameRepeated { name } => say!(
                "Инструмент с именем «{name}» уже есть; серверу СЛЕДУЕТ называть свои инструменты по-разному, иначе клиенты их не различат."
            ),
            Found::McpHeader { tool, problem } => say!(
                "Любой клиент, работающий по HTTP, отбросит инструмент «{tool}»: {}.",
                header_problem(*problem)
            ),
            Found::StructuredWithoutText => say!(
                "В результате есть `structuredContent`, но нет текстового блока с тем же JSON; инструменту СЛЕДУЕТ добавить такой блок для клиентов, которые читают только `content`."
            ),
        }
    }
    fn header_problem(problem: HeaderProblem) -> String {
        match problem {
            HeaderProblem::NotAToken => {
                say!(
                    "его `x-mcp-header` — не имя поля HTTP (хотя бы один символ из букв, цифр, обратного апострофа и `!#$%&'*+-.^_|~`)"
                )
            }
            HeaderProblem::Unreachable => {
                say!(
                    "его `x-mcp-header` стоит там, куда не ведёт цепочка ключей `properties` от корня"
                )
            }
            HeaderProblem::Repeated => {
                say!("его `x-mcp-header` без учёта регистра повторяет другой в той же схеме")
            }
            HeaderProblem::NotPrimitive => {
                say!(
                    "его `x-mcp-header` стоит на свойстве, тип которого не `string`, не `integer` и не `boolean`"
                )
            }
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = vec![
        Found::TitleEmpty.into(),
        Found::ToolName {
            name: "get weather!".into(),
        }
        .into(),
        Found::ToolNameRepeated {
            name: "get_weather".into(),
        }
        .into(),
        Found::StructuredWithoutText.into(),
    ];
    for problem in [
        HeaderProblem::NotAToken,
        HeaderProblem::Unreachable,
        HeaderProblem::Repeated,
        HeaderProblem::NotPrimitive,
    ] {
        all.push(
            Found::McpHeader {
                tool: "get_weather".into(),
                problem,
            }
            .into(),
        );
    }
    all
}
