//! A tool's structured results across a session (server/tools, "Output Schema"): a successful
//! call of a tool the session listed with an `outputSchema` carries `structuredContent`, and
//! that content conforms to the schema. `engine/transcript.rs` hands over the facts of each
//! message (`facts::Facts`); the schema and the content are read again from the text, each
//! schema once a session.

use super::facts::AllFacts;
use crate::engine::diagnostic::{Diagnostic, Span, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::engine::instance::{Broken, Dialect, validate};
use crate::engine::json::{self, Arena, Value};
use crate::engine::pointer::split_last;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    StructuredMissing = "transcript/structured-missing", Error, OutputSchema,
        summary: ("A tool with an outputSchema answers a call without structuredContent.", "На вызов инструмента с `outputSchema` приходит результат без `structuredContent`."),
        help: ("Return structuredContent that conforms to the tool's outputSchema in every successful result, or drop the outputSchema from the tool.",
               "Возвращайте в каждом успешном результате `structuredContent`, соответствующий `outputSchema` инструмента, или уберите `outputSchema` из описания инструмента."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}, \"outputSchema\": {\"type\": \"object\", \"properties\": {\"temperature\": {\"type\": \"number\"}}}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_weather\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": [{\"type\": \"text\", \"text\": \"22.5 degrees\"}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}, \"outputSchema\": {\"type\": \"object\", \"properties\": {\"temperature\": {\"type\": \"number\"}}}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_weather\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": [{\"type\": \"text\", \"text\": \"{\\\"temperature\\\": 22.5}\"}], \"structuredContent\": {\"temperature\": 22.5}}}";
    StructuredInvalid = "transcript/structured-invalid", Error, OutputSchema,
        summary: ("A tool's structuredContent does not conform to the outputSchema the session listed for it.", "`structuredContent` результата вызова не соответствует `outputSchema` инструмента из перечня."),
        help: ("Make the structured result fit the tool's outputSchema (types, required members, bounds), or change the schema to describe what the tool really returns.",
               "Приведите структурированный результат в соответствие с `outputSchema` инструмента (типы, обязательные поля, границы) или измените схему так, чтобы она описывала то, что инструмент действительно возвращает."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}, \"outputSchema\": {\"type\": \"object\", \"properties\": {\"temperature\": {\"type\": \"number\"}}, \"required\": [\"temperature\"]}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_weather\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": [{\"type\": \"text\", \"text\": \"{\\\"temperature\\\": \\\"22.5\\\"}\"}], \"structuredContent\": {\"temperature\": \"22.5\"}}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"inputSchema\": {\"type\": \"object\"}, \"outputSchema\": {\"type\": \"object\", \"properties\": {\"temperature\": {\"type\": \"number\"}}, \"required\": [\"temperature\"]}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"name\": \"get_weather\", \"arguments\": {}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": [{\"type\": \"text\", \"text\": \"{\\\"temperature\\\": 22.5}\"}], \"structuredContent\": {\"temperature\": 22.5}}}";
}

/// Each successful answer to a `tools/call` of a tool the session listed with an
/// `outputSchema` (the latest listing before the answer): without `structuredContent` it breaks
/// the MUST of "Output Schema", and so does content the schema (2020-12, or the draft-07 it
/// declares) does not accept. A tool's own error (`isError`) is exempt: it reports what went
/// wrong.
pub fn rules(text: &str, all: &AllFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if all.iter().all(|(f, ..)| f.output_schemas.is_empty()) {
        return out;
    }
    // Every schema a call needs, parsed once into one arena: by where it is in the text.
    let schemas_arena = Arena::new();
    // (Lists, not hash maps: a session lists tens of tools and has few calls in flight, and
    // a hash map of each kind weighs a kilobyte or more in the browser modules.)
    let mut schemas: Vec<(usize, Option<(Value<'_>, Dialect)>)> = Vec::new();
    // The latest listing of each tool with an output schema, and the tool each call awaiting
    // its answer calls, by its id: one pass over the session.
    let mut listed: Vec<(&str, Span)> = Vec::new();
    let mut calls: Vec<(&str, &str)> = Vec::new();
    for (facts, _, span) in all {
        for (name, at) in &facts.output_schemas {
            listed.retain(|(listed, _)| listed != name);
            listed.push((name, *at));
        }
        let Some((id, _)) = &facts.id else { continue };
        if let Some(tool) = &facts.called {
            calls.push((id, tool));
            continue;
        }
        let waiting = calls.iter().rposition(|(call, _)| call == id);
        let Some((_, tool)) = waiting
            .filter(|_| facts.method.is_none())
            .map(|at| calls.remove(at))
        else {
            continue;
        };
        let schema_at = listed
            .iter()
            .find(|(name, _)| *name == tool)
            .map(|(_, at)| *at);
        let (Some((structured, false)), Some(schema_at)) = (facts.call_answer, schema_at) else {
            continue;
        };
        let Some(structured_at) = structured else {
            let finding = Found::StructuredMissing {
                tool: tool.to_owned(),
            };
            let head = Span::new(span.start, span.start + 1);
            out.push(diagnostic(
                Code::StructuredMissing,
                "/result",
                head,
                finding,
            ));
            continue;
        };
        let source = &text[schema_at.start..schema_at.end];
        let schema = match schemas.iter().find(|(at, _)| *at == schema_at.start) {
            Some((_, schema)) => *schema,
            None => {
                let schema = (json::parse(source, &schemas_arena).ok())
                    .and_then(|parsed| Some((parsed.root, Dialect::of(&parsed.root)?)));
                schemas.push((schema_at.start, schema));
                schema
            }
        };
        // A dialect this walk does not judge: the tool's schema checks say so.
        let Some((schema, dialect)) = schema else {
            continue;
        };
        let content = &text[structured_at.start..structured_at.end];
        let arena = json::arena_for(content);
        let Ok(parsed) = json::parse(content, &arena) else {
            continue;
        };
        for failure in validate((&schema, source), (&parsed.root, content), dialect) {
            let span = Span::new(
                failure.span.start + structured_at.start,
                failure.span.end + structured_at.start,
            );
            let pointer = format!("/result/structuredContent{}", failure.pointer);
            let finding = Found::StructuredInvalid {
                tool: tool.to_owned(),
                at: failure.pointer,
                broken: failure.broken,
            };
            out.push(diagnostic(Code::StructuredInvalid, &pointer, span, finding));
        }
    }
    out
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    StructuredMissing {
        tool: String,
    },
    /// `at`: the pointer into `structuredContent` of the value that breaks `broken`.
    StructuredInvalid {
        tool: String,
        at: String,
        broken: Broken,
    },
}

explained_in_modules!(Found, tool: Found::tool);

impl Found {
    fn tool(&self) -> Option<&str> {
        match self {
            Found::StructuredMissing { tool } | Found::StructuredInvalid { tool, .. } => Some(tool),
        }
    }
}

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::instance::Broken;
    use crate::engine::render::en::*;
    use crate::engine::rules::output::{Found, place_of};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::StructuredMissing { tool } => say!(
                "The tool `{tool}` is listed with an `outputSchema`, but this result of its call has no `structuredContent`; a server must give structured results that conform to the schema."
            ),
            Found::StructuredInvalid { tool, at, broken } => {
                let place = match place_of(at, broken) {
                    "" => say!("`structuredContent`"),
                    at => say!("`structuredContent` at `{at}`"),
                };
                let what = match broken {
                    Broken::Type { expected, found } => say!(
                        "is {}, where the schema asks for {}",
                        json_type(*found),
                        any_of(*expected)
                    ),
                    Broken::Required { name } => say!("lacks `{name}`, which the schema requires"),
                    Broken::NotAllowed { name } => {
                        say!("has `{name}`, which the schema does not allow")
                    }
                    Broken::Bound { keyword, limit } => {
                        say!("breaks `{keyword}: {limit}` of the schema")
                    }
                    Broken::Keyword(keyword) => say!("fails the schema's `{keyword}`"),
                };
                say!(
                    "{place} {what}: this result of `{tool}` does not conform to the tool's `outputSchema`, which a server must follow."
                )
            }
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::instance::Broken;
    use crate::engine::render::ru::*;
    use crate::engine::rules::output::{Found, place_of};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::StructuredMissing { tool } => say!(
                "У инструмента «{tool}» в перечне есть `outputSchema`, но в этом результате его вызова нет `structuredContent`; сервер ДОЛЖЕН возвращать структурированный результат, соответствующий схеме."
            ),
            Found::StructuredInvalid { tool, at, broken } => {
                let at = place_of(at, broken);
                // The value as the subject, and the same in the prepositional case.
                let (value, within) = match at {
                    "" => (say!("`structuredContent`"), say!("В `structuredContent`")),
                    at => (
                        say!("Значение `{at}` в `structuredContent`"),
                        say!("В значении `{at}` в `structuredContent`"),
                    ),
                };
                let what = match broken {
                    Broken::Type { expected, found } => say!(
                        "{value}: ожидается {}, а здесь {}",
                        any_of(*expected),
                        json_type(*found)
                    ),
                    Broken::Required { name } => {
                        say!("{within} нет поля `{name}`, обязательного по схеме")
                    }
                    Broken::NotAllowed { name } => {
                        say!("{within} есть поле `{name}`, которого схема не допускает")
                    }
                    Broken::Bound { keyword, limit } => {
                        say!("{value} нарушает ограничение схемы `{keyword}: {limit}`")
                    }
                    Broken::Keyword(keyword) => {
                        say!("{value} не проходит проверку `{keyword}` схемы")
                    }
                };
                say!(
                    "{what}; этот результат вызова «{tool}» не соответствует `outputSchema` инструмента, а сервер ДОЛЖЕН следовать этой схеме."
                )
            }
        }
    }
}

/// Where a finding's sentence places it: the object for a member it does not allow (whose
/// pointer names the member).
fn place_of<'a>(at: &'a str, broken: &Broken) -> &'a str {
    match broken {
        Broken::NotAllowed { .. } => split_last(at).map_or(at, |(parent, _)| parent),
        _ => at,
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use crate::engine::finding::JsonType;
    use crate::spec::schema::Types;
    let tool = || "get_weather".to_owned();
    let mut all: Vec<crate::engine::finding::Finding> =
        vec![Found::StructuredMissing { tool: tool() }.into()];
    for (at, broken) in [
        (
            "/temperature",
            Broken::Type {
                expected: Types::NUMBER,
                found: JsonType::String,
            },
        ),
        (
            "",
            Broken::Type {
                expected: Types::OBJECT,
                found: JsonType::Array,
            },
        ),
        (
            "",
            Broken::Required {
                name: "temperature".into(),
            },
        ),
        (
            "",
            Broken::NotAllowed {
                name: "unit".into(),
            },
        ),
        (
            "/humidity",
            Broken::Bound {
                keyword: "maximum".into(),
                limit: "100".into(),
            },
        ),
        ("/unit", Broken::Keyword("enum")),
    ] {
        let at = at.to_owned();
        all.push(
            Found::StructuredInvalid {
                tool: tool(),
                at,
                broken,
            }
            .into(),
        );
    }
    all
}
