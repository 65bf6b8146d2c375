//! What the tools and resources pages add to the lists' schema (server/tools, "Tool Names" and
//! "x-mcp-header"; server/resources, "Data Types" and "Resource Contents";
//! server/utilities/caching).

use super::checker::{Checker, get, strings_of};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::repeats;
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::fields;

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
    TextAndBlob = "resource/text-and-blob", Error, Resources,
        summary: ("A resource content has both text and blob.", "У содержимого ресурса есть и `text`, и `blob`."),
        help: ("Send text as text, bytes as base64 in blob; never both in one content.",
               "Текст отправляйте в `text`, байты — в `blob` в `base64`; не оба в одном содержимом."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a", "blob": "YQ=="}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a"}]}}"#;
    PublicFile = "caching/public-file", Info, Caching,
        summary: ("A local file's contents may be cached for everyone.", "Содержимое локального файла можно кэшировать для всех."),
        help: ("A file: URI often holds a user's own data; use cacheScope \"private\" unless the file is the same for everyone.",
               "За `file:` часто стоят данные конкретного пользователя; задайте `cacheScope` значение `\"private\"`, если файл не одинаков для всех."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "private", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#;
    HintsOnInputRequired = "caching/input-required", Warning, Caching,
        summary: ("An input_required result carries caching hints.", "Результат `input_required` несёт подсказки кэширования."),
        help: ("Leave ttlMs and cacheScope off interim results; only the complete result is cacheable.",
               "Не указывайте `ttlMs` и `cacheScope` в промежуточных результатах: кэшируется только итоговый."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc", "ttlMs": 60000}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc"}}"#;
    SchemaDialect = "tool/schema-dialect", Warning, SchemaDialect,
        summary: ("A tool's schema declares a dialect other than JSON Schema 2020-12.", "Схема инструмента объявляет диалект, отличный от JSON Schema 2020-12."),
        help: ("Clients must support only 2020-12, which a schema without $schema already uses; write the schema in 2020-12 and drop $schema or set it to https://json-schema.org/draft/2020-12/schema.",
               "Клиенты ДОЛЖНЫ поддерживать диалект 2020-12 (другие\u{a0}— не обязаны), и схема без `$schema` уже написана на нём; перепишите схему на 2020-12 и уберите `$schema` или укажите `https://json-schema.org/draft/2020-12/schema`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}]}}"#;
    MediaType = "resource/mime-type", Warning, Resources,
        summary: ("A mimeType is not a media type.", "Значение `mimeType` не является типом содержимого."),
        help: ("Write a type and a subtype separated by a slash, such as text/plain or application/json; parameters may follow after a semicolon.",
               "Укажите тип и подтип через косую черту, например `text/plain` или `application/json`; параметры можно добавить после точки с запятой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text/plain"}]}}"#;
    ToolTitleEmpty = "tool/title-empty", Warning, Tools,
        summary: ("A tool's title is empty.", "Пустое поле `title` инструмента."),
        help: ("Give the tool a title people can read, or leave `title` out so that clients show its name.",
               "Впишите в `title` понятное людям название или уберите это поле, чтобы клиенты показывали имя инструмента."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \" \", \"inputSchema\": {\"type\": \"object\"}}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \"Current weather\", \"inputSchema\": {\"type\": \"object\"}}]}}";
    ResourceUriRepeated = "resource/uri-repeated", Warning, Resources,
        summary: ("Two resources share a URI.", "Два ресурса с одним URI."),
        help: ("Give each resource its own URI; a client reads resources by URI.",
               "Присвойте каждому ресурсу свой URI: клиент читает ресурсы по URI."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/a.txt", "name": "b"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/b.txt", "name": "b"}]}}"#;
    SizeNegative = "resource/size-negative", Warning, Resources,
        summary: ("A resource's size is negative.", "Размер ресурса (`size`) отрицателен."),
        help: ("Give the size of the raw content in bytes, 0 or more, or leave size out when it is not known.",
               "Укажите размер исходного содержимого в байтах, не меньше 0, или уберите `size`, если он неизвестен."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": -1}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": 1024}]}}"#;
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
        for member in ["inputSchema", "outputSchema"] {
            if let Some((_, schema)) = get(tool, member) {
                dialect(checker, name, &schema.value, &tool_path.member(member));
            }
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

/// Each resource of a `resources/list` result is identified by its URI (server/resources, the
/// introduction and "Data Types: Resource"), so a repeated one leaves a client two resources it
/// cannot tell apart. The page states it as a fact, with no keyword: a warning, as for tools,
/// whose uniqueness is a SHOULD.
pub fn resources(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some(Value::Array(resources)) = get(result, "resources").map(|(_, m)| m.value) else {
        return;
    };
    let finding = |uri: &str| Found::ResourceUriRepeated {
        uri: uri.to_owned(),
    };
    let (list, path) = (resources.elements, path.member("resources"));
    checker.repeats_in(list, "uri", &path, Code::ResourceUriRepeated, finding);
}

/// A resource's `size` counts the bytes of its raw content (schema, `Resource.size`), so it is
/// never negative; the schema asks only for an integer, which the walk checks. Fractions are
/// left to it.
pub fn size(checker: &mut Checker<'_>, resource: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(resource, "size") else {
        return;
    };
    // The minus first: most sizes have none, and reading the digits is needed only for `-0`.
    let Some(raw) = member.value.as_number().filter(|raw| raw.starts_with('-')) else {
        return;
    };
    let shape = numbers::shape(raw);
    if shape.negative && shape.whole {
        let finding = Found::SizeNegative {
            size: raw.to_owned(),
        };
        let span = member.value.span();
        checker.emit(Code::SizeNegative, path.member("size"), span, finding);
    }
}

/// A `$schema` other than 2020-12's: the only dialect every client must support (basic/index,
/// "Schema Dialect").
fn dialect(checker: &mut Checker<'_>, tool: &str, schema: &Value<'_>, path: &Path<'_>) {
    let Value::Object(schema) = schema else {
        return;
    };
    let Some((_, member)) = get(schema, "$schema") else {
        return;
    };
    let Some(dialect) = member.value.as_str() else {
        return;
    };
    let bare = dialect.trim_end_matches('#');
    if !matches!(
        bare,
        "https://json-schema.org/draft/2020-12/schema"
            | "http://json-schema.org/draft/2020-12/schema"
    ) {
        let finding = Found::SchemaDialect {
            tool: tool.to_owned(),
            dialect: dialect.to_owned(),
        };
        let span = member.value.span();
        checker.emit(Code::SchemaDialect, path.member("$schema"), span, finding);
    }
}

/// A `mimeType` is `type/subtype` with optional parameters (RFC 6838, section 4.2), or clients
/// cannot choose how to show the content (server/resources, "Data Types").
pub fn media_type(checker: &mut Checker<'_>, object: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(object, "mimeType") else {
        return;
    };
    let Some(value) = member.value.as_str() else {
        return;
    };
    let essence = value.split(';').next().unwrap_or_default().trim();
    // restricted-name: a letter or digit, then up to 126 of these.
    let name = |part: &str| {
        (1..=127).contains(&part.len())
            && part.as_bytes()[0].is_ascii_alphanumeric()
            && (part.bytes()).all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b))
    };
    let valid = essence
        .split_once('/')
        .is_some_and(|(kind, subtype)| name(kind) && name(subtype));
    if !valid {
        let finding = Found::MediaType {
            value: value.to_owned(),
        };
        let span = member.value.span();
        checker.emit(Code::MediaType, path.member("mimeType"), span, finding);
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

/// Each content of a `resources/read` result is text or bytes, not both (server/resources,
/// "Resource Contents"); and a `public` scope on a local file deserves a second look.
pub fn read(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(result, "contents") else {
        return;
    };
    let Value::Array(contents) = &member.value else {
        return;
    };
    let public = get(result, "cacheScope").and_then(|(_, s)| s.value.as_str()) == Some("public");
    let contents_path = path.member("contents");
    for (index, content) in contents.elements.iter().enumerate() {
        let Value::Object(content) = content else {
            continue;
        };
        let content_path = contents_path.index(index);
        if let (Some(_), Some((_, blob))) = (get(content, "text"), get(content, "blob")) {
            let blob_path = content_path.member("blob");
            checker.emit(
                Code::TextAndBlob,
                blob_path,
                blob.key.span,
                Found::TextAndBlob,
            );
        }
        let uri = get(content, "uri").and_then(|(_, u)| u.value.as_str().map(|s| (s, u)));
        if let Some((uri, member)) = uri
            && public
            && uri
                .get(..5)
                .is_some_and(|scheme| scheme.eq_ignore_ascii_case("file:"))
        {
            let finding = Found::PublicFile {
                uri: uri.to_owned(),
            };
            checker.emit(
                Code::PublicFile,
                content_path.member("uri"),
                member.value.span(),
                finding,
            );
        }
    }
}

/// An `input_required` result is not cacheable (server/utilities/caching), so caching hints on
/// it mislead.
pub fn input_required(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    for &name in fields::CACHING_HINTS {
        if let Some((_, member)) = get(result, name) {
            let finding = Found::HintsOnInputRequired { member: name };
            checker.emit(
                Code::HintsOnInputRequired,
                path.member(name),
                member.key.span,
                finding,
            );
        }
    }
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
    TextAndBlob,
    SchemaDialect {
        tool: String,
        dialect: String,
    },
    MediaType {
        value: String,
    },
    PublicFile {
        uri: String,
    },
    HintsOnInputRequired {
        member: &'static str,
    },
    ResourceUriRepeated {
        uri: String,
    },
    SizeNegative {
        size: String,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::lists::{Found, HeaderProblem};
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
            Found::TextAndBlob => {
                say!(
                    "This content has both `text` and `blob`; a resource's content is one or the other."
                )
            }
            Found::SchemaDialect { tool, dialect } => say!(
                "The tool \"{tool}\" declares the dialect \"{dialect}\"; clients need support only JSON Schema 2020-12, so one that lacks this dialect may refuse the tool."
            ),
            Found::MediaType { value } => say!(
                "\"{value}\" is not a media type; clients choose how to show the content by its type and subtype, such as \"text/plain\"."
            ),
            Found::PublicFile { uri } => say!(
                "\"{uri}\" is a local file, yet the result may be cached for everyone (`cacheScope`: \"public\"); make sure no user's data is in it."
            ),
            Found::HintsOnInputRequired { member } => say!(
                "`{member}` on an `input_required` result: such results are not cacheable, so the hint misleads."
            ),
            Found::ResourceUriRepeated { uri } => say!(
                "Another resource already has the URI \"{uri}\"; a URI identifies one resource, so clients cannot tell the two apart."
            ),
            Found::SizeNegative { size } => say!(
                "`size` is `{size}`; it counts the bytes of the raw content, so it cannot be negative."
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
    use crate::engine::rules::lists::{Found, HeaderProblem};
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
            Found::TextAndBlob => {
                say!("У этого содержимого есть и `text`, и `blob`; должно быть одно из двух.")
            }
            Found::SchemaDialect { tool, dialect } => say!(
                "Инструмент «{tool}» объявляет диалект «{dialect}»; клиенты ДОЛЖНЫ поддерживать диалект 2020-12 (другие\u{a0}— не обязаны), а клиент, которому этот диалект незнаком, может отвергнуть инструмент."
            ),
            Found::MediaType { value } => say!(
                "«{value}» — не тип содержимого; по типу и подтипу, например `text/plain`, клиент решает, как показать содержимое."
            ),
            Found::PublicFile { uri } => say!(
                "«{uri}» — локальный файл, а результат можно кэшировать для всех (`cacheScope`: «public»); убедитесь, что в нём нет данных пользователя."
            ),
            Found::HintsOnInputRequired { member } => say!(
                "`{member}` в результате `input_required`: такие результаты не кэшируются, и подсказка вводит в заблуждение."
            ),
            Found::ResourceUriRepeated { uri } => say!(
                "Ресурс с URI «{uri}» уже есть; URI обозначает ровно один ресурс, и клиенты не различат эти два ресурса."
            ),
            Found::SizeNegative { size } => say!(
                "`size` равен `{size}`; это число байтов исходного содержимого, и оно не может быть отрицательным."
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
        Found::TextAndBlob.into(),
        Found::SchemaDialect {
            tool: "get_weather".into(),
            dialect: "http://json-schema.org/draft-07/schema#".into(),
        }
        .into(),
        Found::MediaType {
            value: "text".into(),
        }
        .into(),
        Found::PublicFile {
            uri: "file:///home/me/notes.md".into(),
        }
        .into(),
        Found::HintsOnInputRequired { member: "ttlMs" }.into(),
        Found::ResourceUriRepeated {
            uri: "file:///notes.md".into(),
        }
        .into(),
        Found::SizeNegative { size: "-1".into() }.into(),
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
