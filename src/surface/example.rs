//! Example calls (issue 51, point 3): for a tool, a prompt or a resource, the JSON-RPC request
//! a client of 2026-07-28 sends, its arguments made from the input schema, and the same request
//! as `curl` over Streamable HTTP with every header the transport asks for (basic/transports,
//! "Standard Request Headers", "Custom Headers from Tool Parameters"). One builder for
//! `docs --format markdown`, `docs --format html` and the browser's reference view. The text is
//! written here as the schema is read, from the room's own JSON (`Node`), with no tree built for
//! it and no JSON library: the reference module carries every byte of it.

use super::model::{Node, Value};
use super::{Item, ListKind, template_variables};
use crate::engine::edits::quote_into as quote;
use crate::engine::json;
use crate::inert::is_odd;
use crate::spec::headers::{encode_value, param_header};

/// A request and the `curl` command that sends it.
pub struct Example {
    pub request: String,
    pub curl: String,
}

/// The example call of `item`, listed in `kind`'s list (a resource template's URI is made from
/// its variables, each the word `example`).
pub fn of(item: &Item, kind: ListKind) -> Example {
    let (method, member) = match kind {
        ListKind::Tools => ("tools/call", "name"),
        ListKind::Prompts => ("prompts/get", "name"),
        _ => ("resources/read", "uri"),
    };
    let key = match kind {
        ListKind::Templates => expand(&item.key.value),
        _ => item.key.value.clone(),
    };
    let mut request = [
        "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"",
        method,
        "\",\n  \"params\": {\n    \"",
        member,
        "\": ",
    ]
    .concat();
    quote(&mut request, &key);
    let mut curl = [
        "curl \"$MCP_URL\" \\\n  -H 'Content-Type: application/json' \\\n  -H 'Accept: application/json, text/event-stream' \\\n  -H 'MCP-Protocol-Version: 2026-07-28' \\\n  -H 'Mcp-Method: ",
        method,
        "' \\\n",
    ]
    .concat();
    header(&mut curl, "Mcp-Name", &key);
    if kind == ListKind::Tools || kind == ListKind::Prompts {
        request.push_str(",\n    \"arguments\": ");
        let start = request.len();
        match item.input_schema().filter(|_| kind == ListKind::Tools) {
            Some(schema) => sample(&mut request, schema, schema, 2, Some(&mut curl)),
            None => {
                request.push('{');
                let required = item.arguments.iter().filter(|a| a.is_required());
                let names: Vec<&str> = required.map(|a| a.name.value.as_str()).collect();
                members(&mut request, &names, 2, &mut |out: &mut String, _: &str| {
                    out.push_str("\"example\"")
                });
                request.push('}');
            }
        }
        // A schema that is no object's gives no arguments.
        if !request[start..].starts_with('{') {
            request.truncate(start);
            request.push_str("{}");
        }
    }
    request.push_str(
        ",\n    \"_meta\": {\n      \"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\",\n      \"io.modelcontextprotocol/clientCapabilities\": {}\n    }\n  }\n}",
    );
    let request = visible(&request);
    curl.push_str("  --data ");
    shell_quote(&mut curl, &compact(&request));
    Example { request, curl }
}

/// A line of `curl` that sends the header `name` with `value`, in the Base64 sentinel where it
/// is not plain ASCII.
fn header(curl: &mut String, name: &str, value: &str) {
    curl.push_str("  -H ");
    shell_quote(curl, &[name, ": ", &encode_value(value)].concat());
    curl.push_str(" \\\n");
}

/// The members of an object at `depth`, each written by `value`, a name written twice once
/// (a schema or a prompt may require a member twice; a request may not hold it twice).
fn members(
    out: &mut String,
    names: &[&str],
    depth: usize,
    value: &mut dyn FnMut(&mut String, &str),
) {
    for (index, name) in names.iter().enumerate() {
        if names[..index].contains(name) {
            continue;
        }
        if index > 0 {
            out.push(',');
        }
        line(out, depth + 1);
        quote(out, name);
        out.push_str(": ");
        value(out, name);
    }
    if !names.is_empty() {
        line(out, depth);
    }
}

/// The value of a parameter marked `x-mcp-header` as its header carries it, from the JSON
/// written for it: a string, a boolean or an integer; other types have no header.
fn header_value(json: &str) -> Option<String> {
    let arena = json::arena_for(json);
    match json::parse(json, &arena).ok()?.root {
        json::Value::String(text) => Some(text.value.to_owned()),
        json::Value::Number(number) if number.raw.contains(['.', 'e', 'E']) => None,
        json::Value::Number(_) | json::Value::Bool(_) => Some(json.to_owned()),
        _ => None,
    }
}

/// Whether a mark is an HTTP field name: one that is not has no header, as clients drop such a
/// tool over HTTP.
fn is_token(mark: &str) -> bool {
    let token = |b: u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b);
    !mark.is_empty() && mark.bytes().all(token)
}

/// JSON text with what could hide or reorder the text around it (controls past the few that
/// `quote_into` escapes, bidirectional controls, zero-width characters, line and paragraph
/// separators) written as `\uXXXX` escapes, and `{{` as `{\u007b`, which Vue would read as an
/// interpolation: the same JSON value, shown inert, pasted anywhere. (Both occur only inside
/// strings, where an escape means the character; every odd character is in the Basic
/// Multilingual Plane: one escape each.)
fn visible(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut previous = '\0';
    for c in json.chars() {
        if is_odd(c) || (c == '{' && previous == '{') {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u");
            for shift in [12, 8, 4, 0] {
                out.push(HEX[(c as usize >> shift) & 15] as char);
            }
        } else {
            out.push(c);
        }
        previous = c;
    }
    out
}

/// A line break and the indent of `depth`.
fn line(out: &mut String, depth: usize) {
    out.push('\n');
    (0..depth).for_each(|_| out.push_str("  "));
}

/// The JSON text on one line: the layout's spaces and line breaks, all outside strings, left
/// out.
fn compact(pretty: &str) -> String {
    let (mut out, mut in_string, mut escaped) = (String::new(), false, false);
    for c in pretty.chars() {
        match (in_string, c) {
            (false, ' ' | '\n') => continue,
            (false, '"') => in_string = true,
            (true, '"') if !escaped => in_string = false,
            _ => {}
        }
        escaped = in_string && c == '\\' && !escaped;
        out.push(c);
    }
    out
}

/// `text` as one word of a POSIX shell, in single quotes (a quote inside closes, escapes and
/// reopens them).
fn shell_quote(out: &mut String, text: &str) {
    out.push('\'');
    for c in text.chars() {
        match c {
            '\'' => out.push_str("'\\''"),
            c => out.push(c),
        }
    }
    out.push('\'');
}

/// A template's URI with each variable the word `example`, after what its operator adds
/// (RFC 6570: `?name=` and `&name=` for a query, `;name=` for parameters, a `.`, `/` or `#`).
fn expand(template: &str) -> String {
    let mut uri = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        uri.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        // The variables of this one expression, read as the reference reads a template's.
        let variables = template_variables(&rest[open..=open + close]);
        for (index, (name, operator, _)) in variables.iter().enumerate() {
            let lead = match (*operator, index) {
                (Some('?'), 0) => ["?", name, "="].concat(),
                (Some('?' | '&'), _) => ["&", name, "="].concat(),
                (Some(';'), _) => [";", name, "="].concat(),
                (Some(mark @ ('.' | '/')), _) | (Some(mark @ '#'), 0) => mark.to_string(),
                (_, 0) => String::new(),
                _ => ",".to_owned(),
            };
            uri.push_str(&lead);
            uri.push_str("example");
        }
        rest = &rest[open + close + 1..];
    }
    uri.push_str(rest);
    uri
}

/// Writes at `depth` a value `schema` accepts, for the members it requires: what the schema
/// gives first (`const`, `examples`, `default`, `enum`), else one made from its type, format and
/// bounds. Local `$ref`s are followed (from `root`); of `anyOf`, `oneOf` and `allOf` the first
/// part speaks. A `pattern` is not read: the value may not match it. `curl`, while the value
/// is reached from the root through `properties` alone, takes the headers of marked parameters.
fn sample(
    out: &mut String,
    schema: &Node,
    root: &Node,
    depth: usize,
    mut curl: Option<&mut String>,
) {
    if depth > 17 || schema.members().is_none() {
        return out.push_str("null");
    }
    let reference = schema.get("$ref").and_then(Node::as_str);
    if let Some(target) = reference.and_then(|reference| root.follow(reference)) {
        return sample(out, target, root, depth + 1, None);
    }
    let first = |key: &str| schema.get(key)?.elements()?.first();
    let given = (schema.get("const"))
        .or_else(|| first("examples"))
        .or_else(|| schema.get("default"))
        .or_else(|| first("enum"));
    if let Some(value) = given {
        return out.push_str(&value.to_json());
    }
    if let Some(part) = ["anyOf", "oneOf", "allOf"]
        .iter()
        .find_map(|key| first(key))
    {
        return sample(out, part, root, depth + 1, None);
    }
    let declared = match schema.get("type").map(|t| &t.value) {
        Some(Value::String(name)) => Some(name.as_str()),
        Some(Value::Array(names)) => names.iter().filter_map(Node::as_str).find(|n| *n != "null"),
        _ => None,
    };
    let kind = declared.unwrap_or(match () {
        _ if schema.get("properties").is_some() => "object",
        _ if schema.get("items").is_some() => "array",
        _ => "string",
    });
    // A bound rounded to a whole number, up or down.
    let bound = |key: &str, up: bool| whole(schema.get(key)?.as_number()?, up);
    match kind {
        "object" => {
            let properties = schema.get("properties");
            let required = schema.get("required").and_then(Node::elements);
            let names: Vec<&str> = (required.unwrap_or_default().iter())
                .filter_map(Node::as_str)
                .collect();
            out.push('{');
            members(out, &names, depth, &mut |out: &mut String, name: &str| {
                let Some(property) = properties.and_then(|p| p.get(name)) else {
                    return out.push_str("\"example\"");
                };
                let start = out.len();
                let mark = property.get("x-mcp-header").and_then(Node::as_str);
                match (mark.filter(|mark| is_token(mark)), curl.as_deref_mut()) {
                    (Some(mark), Some(curl)) => {
                        sample(out, property, root, depth + 1, None);
                        if let Some(value) = header_value(&out[start..]) {
                            header(curl, &param_header(mark), &value);
                        }
                    }
                    (_, curl) => sample(out, property, root, depth + 1, curl),
                }
            });
            out.push('}');
        }
        "array" => {
            let count = bound("minItems", false).unwrap_or(0).clamp(0, 3);
            out.push('[');
            for index in 0..count {
                if index > 0 {
                    out.push(',');
                }
                line(out, depth + 1);
                match schema.get("items") {
                    Some(items) => sample(out, items, root, depth + 1, None),
                    None => out.push_str("\"example\""),
                }
            }
            if count > 0 {
                line(out, depth);
            }
            out.push(']');
        }
        "integer" | "number" => {
            let low =
                (bound("minimum", true)).or_else(|| Some(bound("exclusiveMinimum", false)? + 1));
            let high =
                (bound("maximum", false)).or_else(|| Some(bound("exclusiveMaximum", true)? - 1));
            let value = match (low, high) {
                (Some(low), _) => low,
                (None, Some(high)) => high.min(1),
                (None, None) => 1,
            };
            out.push_str(&value.to_string());
        }
        "boolean" => out.push_str("false"),
        "null" => out.push_str("null"),
        _ => {
            let format = schema.get("format").and_then(Node::as_str);
            let made = FORMATS.iter().find(|(name, _)| Some(*name) == format);
            let mut text = made.map_or("example", |(_, value)| value).to_owned();
            let shortest = bound("minLength", true).unwrap_or(0).clamp(0, 64) as usize;
            while text.len() < shortest {
                text.push('x');
            }
            if let Some(longest) = bound("maxLength", false) {
                text.truncate(longest.max(0) as usize);
            }
            quote(out, &text);
        }
    }
}

/// A value of each `format` a string may name, as it is written (a table is smaller in the
/// reference module than a `match`).
const FORMATS: [(&str, &str); 13] = [
    ("date-time", "2026-07-28T09:00:00Z"),
    ("date", "2026-07-28"),
    ("time", "09:00:00Z"),
    ("email", "someone@example.com"),
    ("uri", "https://example.com/"),
    ("url", "https://example.com/"),
    ("iri", "https://example.com/"),
    ("uri-reference", "https://example.com/"),
    ("iri-reference", "https://example.com/"),
    ("uuid", "123e4567-e89b-42d3-a456-426614174000"),
    ("hostname", "example.com"),
    ("ipv4", "192.0.2.1"),
    ("ipv6", "2001:db8::1"),
];

/// A number lexeme rounded to a whole number, `up` or down, read exactly from its digits (a
/// float's parser, which nothing else in the reference module needs, weighs 18 KB gzipped
/// there); `None` beyond 18 digits.
fn whole(lexeme: &str, up: bool) -> Option<i64> {
    let (negative, digits, point) = crate::engine::numbers::decimal(lexeme);
    let kept = usize::try_from(point).unwrap_or(0);
    if kept > 18 {
        return None;
    }
    let digit = |at: usize| digits.as_bytes().get(at).map_or(0, |d| i64::from(d - b'0'));
    let magnitude = (0..kept).fold(0, |value, at| value * 10 + digit(at));
    let fraction = digits.len() > kept;
    Some(match (negative, fraction && up != negative) {
        (false, step) => magnitude + i64::from(step),
        (true, step) => -magnitude - i64::from(step),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surface::{Source, read};

    fn tool(json: &str) -> Item {
        let list = format!(r#"{{"tools":[{json}]}}"#);
        let surface = read(vec![Source::new("t.json", list, false)]).unwrap();
        surface.tools.unwrap().items.remove(0)
    }

    fn header_lines(curl: &str) -> Vec<&str> {
        (curl.lines())
            .filter_map(|line| line.trim().strip_prefix("-H '")?.strip_suffix("' \\"))
            .collect()
    }

    /// The transport page's `execute_sql` example, with a nested marked parameter, one
    /// optional and so left out, one of a type that may not be marked, and a mark that is no
    /// HTTP field name.
    #[test]
    fn marked_arguments_become_mcp_param_headers() {
        let item = tool(
            r#"{"name": "execute_sql", "inputSchema": {"type": "object", "properties": {
            "region": {"type": "string", "x-mcp-header": "Region", "examples": ["us-west1"]},
            "query": {"type": "string"},
            "shard": {"type": "integer", "x-mcp-header": "Shard", "default": -7},
            "dry": {"type": "boolean", "x-mcp-header": "Dry"},
            "ratio": {"type": "number", "x-mcp-header": "Ratio", "default": 0.5},
            "absent": {"type": "string", "x-mcp-header": "Absent"},
            "bad": {"type": "string", "x-mcp-header": "Bad Name"},
            "target": {"type": "object", "required": ["zone"], "properties": {
                "zone": {"type": "string", "x-mcp-header": "Zone", "const": " b "}
            }}},
            "required": ["region", "query", "shard", "dry", "ratio", "bad", "target"]}}"#,
        );
        let example = of(&item, ListKind::Tools);
        let want = [
            "Content-Type: application/json",
            "Accept: application/json, text/event-stream",
            "MCP-Protocol-Version: 2026-07-28",
            "Mcp-Method: tools/call",
            "Mcp-Name: execute_sql",
            "Mcp-Param-Region: us-west1",
            "Mcp-Param-Shard: -7",
            "Mcp-Param-Dry: false",
            "Mcp-Param-Zone: =?base64?IGIg?=",
        ];
        assert_eq!(header_lines(&example.curl), want, "{}", example.curl);
    }

    /// What a server names reaches the text as the same JSON, escaped where it could end an
    /// element, hide or reorder text, or be read by Vue; the name in `Mcp-Name` as the sentinel.
    #[test]
    fn hostile_names_and_values_stay_the_same_json_shown_inert() {
        let hostile = "it's \\\"q\" </script>{{x}} \u{202e}\u{7}\r\n\u{85}é世界";
        let written = serde_json::to_string(hostile).unwrap();
        let item = tool(&format!(
            r#"{{"name": {written}, "inputSchema": {{"type": "object", "required": [{written}],
            "properties": {{{written}: {{"const": {written}}}}}}}}}"#
        ));
        let example = of(&item, ListKind::Tools);
        let request: serde_json::Value = serde_json::from_str(&example.request).unwrap();
        assert_eq!(request["params"]["name"], hostile);
        assert_eq!(request["params"]["arguments"][hostile], hostile);
        for shown in [&example.request, &example.curl] {
            assert!(!shown.contains("{{"), "{shown}");
            assert!(!shown.chars().any(|c| is_odd(c) && c != '\n'), "{shown}");
        }
        let encoded = encode_value(hostile);
        assert!(encoded.starts_with("=?base64?"));
        let name = format!("-H 'Mcp-Name: {encoded}'");
        assert!(example.curl.contains(&name), "{}", example.curl);
    }

    #[test]
    fn bounds_are_rounded_exactly() {
        let cases = [
            ("2.5", 3, 2),
            ("-2.5", -2, -3),
            ("7", 7, 7),
            ("-0.0", 0, 0),
            ("1e2", 100, 100),
            ("12.5e-1", 2, 1),
            ("0.001", 1, 0),
            ("-5E-1", 0, -1),
        ];
        for (lexeme, up, down) in cases {
            assert_eq!(
                (whole(lexeme, true), whole(lexeme, false)),
                (Some(up), Some(down)),
                "{lexeme}"
            );
        }
        assert_eq!(whole("1e30", true), None);
    }

    /// Laid out as `serde_json` lays it out (two spaces a level, `{}` and `[]` when empty),
    /// and on one line for `curl`.
    #[test]
    fn the_request_is_laid_out_as_serde_json_lays_it_out() {
        let item = tool(
            r#"{"name": "t", "inputSchema": {"type": "object", "required": ["a", "b", "c"],
            "properties": {"a": {"type": "array", "minItems": 2, "items": {"type": "object"}},
            "b": {"type": "array"}, "c": {"type": "object", "required": ["d"]}}}}"#,
        );
        let example = of(&item, ListKind::Tools);
        let arguments = r#"{"a":[{},{}],"b":[],"c":{"d":"example"}}"#;
        let meta = r#"{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#;
        let compact = format!(
            r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"t","arguments":{arguments},"_meta":{meta}}}}}"#
        );
        assert!(
            example.curl.ends_with(&format!("--data '{compact}'")),
            "{}",
            example.curl
        );
        let pretty = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"tools/call\",\n  \"params\": {\n    \"name\": \"t\",\n    \"arguments\": {\n      \"a\": [\n        {},\n        {}\n      ],\n      \"b\": [],\n      \"c\": {\n        \"d\": \"example\"\n      }\n    },\n    \"_meta\": {\n      \"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\",\n      \"io.modelcontextprotocol/clientCapabilities\": {}\n    }\n  }\n}";
        assert_eq!(example.request, pretty);
    }
}
