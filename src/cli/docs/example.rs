//! Example calls (issue 51, point 3): for a tool, a prompt or a resource, the JSON-RPC request
//! a client of 2026-07-28 sends, its arguments made from the input schema, and the same request
//! as `curl` over Streamable HTTP with every header the transport asks for (basic/transports,
//! "Standard Request Headers", "Custom Headers from Tool Parameters").

use crate::cli::probe::http::mirrored_headers;
use crate::spec::{REVISION, Text, text};
use crate::surface::{Item, ListKind, template_variables};
use serde_json::{Map, Value, json};

/// The captions of the two blocks.
pub const EXAMPLE_CALL: Text = text! { en: "Example call", ru: "Пример вызова" };
pub const OVER_HTTP: Text = text! {
    en: "The same over HTTP (MCP_URL: the server's endpoint)",
    ru: "То же по HTTP (MCP_URL\u{a0}— адрес сервера)"
};

/// A request and the `curl` command that sends it.
pub struct Example {
    pub request: String,
    pub curl: String,
}

/// The example call of `item`, or `None` for a kind that is not called (a resource template's
/// URI is made from its variables, each the word `example`).
pub fn of(item: &Item, kind: ListKind) -> Option<Example> {
    let key = item.key.value.clone();
    let (method, params, schema) = match kind {
        ListKind::Tools => {
            let schema: Option<Value> = item
                .input_schema()
                .and_then(|node| serde_json::from_str(&node.to_json()).ok());
            let arguments = schema
                .as_ref()
                .map_or_else(|| json!({}), |schema| sample(schema, schema, 0));
            let params = json!({"name": key, "arguments": arguments});
            ("tools/call", params, schema)
        }
        ListKind::Prompts => {
            let arguments: Map<String, Value> = (item.arguments.iter())
                .filter(|argument| argument.is_required())
                .map(|argument| (argument.name.value.clone(), json!("example")))
                .collect();
            let params = json!({"name": key, "arguments": arguments});
            ("prompts/get", params, None)
        }
        ListKind::Resources => ("resources/read", json!({"uri": key}), None),
        ListKind::Templates => {
            let uri = expand(&key);
            ("resources/read", json!({"uri": uri}), None)
        }
    };
    let Value::Object(params) = params else {
        return None;
    };
    // A parameter whose `x-mcp-header` is no HTTP field name has no header: clients drop such a
    // tool over HTTP (basic/transports, "Custom Headers from Tool Parameters").
    let mut headers = mirrored_headers(method, &params, schema.as_ref());
    headers.retain(|(name, _)| {
        name.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    });
    // In the order a reader looks for them (serde_json's maps sort their keys).
    let meta = [
        ("io.modelcontextprotocol/protocolVersion", json!(REVISION)),
        ("io.modelcontextprotocol/clientCapabilities", json!({})),
    ];
    let mut members: Vec<(&str, Value)> = params
        .iter()
        .map(|(key, value)| (key.as_str(), value.clone()))
        .collect();
    members.sort_by_key(|(key, _)| *key != "name" && *key != "uri");
    let params_text = |pretty: bool| {
        let meta_text = ordered(&meta, pretty, 3);
        let mut all: Vec<(&str, String)> = (members.iter())
            .map(|(key, value)| (*key, json_text(value, pretty, 3)))
            .collect();
        all.push(("_meta", meta_text));
        object_text(&all, pretty, 2)
    };
    let body = |pretty: bool| {
        let top = [
            ("jsonrpc", json!("2.0").to_string()),
            ("id", "1".to_owned()),
            ("method", json!(method).to_string()),
            ("params", params_text(pretty)),
        ];
        object_text(&top, pretty, 1)
    };
    let request = visible(&body(true));
    let mut curl = String::from("curl \"$MCP_URL\" \\\n");
    let standard = [
        ("Content-Type", "application/json".to_owned()),
        ("Accept", "application/json, text/event-stream".to_owned()),
        ("MCP-Protocol-Version", REVISION.to_owned()),
        ("Mcp-Method", method.to_owned()),
    ];
    let all = standard
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .chain(headers);
    for (name, value) in all {
        curl.push_str(&format!(
            "  -H {} \\\n",
            shell_quote(&format!("{name}: {value}"))
        ));
    }
    curl.push_str(&format!("  --data {}", shell_quote(&visible(&body(false)))));
    Some(Example { request, curl })
}

/// An object's JSON text from members already written, in their order; `depth`: the level of
/// its members when `pretty`.
fn object_text(members: &[(&str, String)], pretty: bool, depth: usize) -> String {
    if members.is_empty() {
        return "{}".to_owned();
    }
    let (open, between, close) = match pretty {
        true => {
            let indent = "  ".repeat(depth);
            let outer = "  ".repeat(depth - 1);
            (
                format!("{{\n{indent}"),
                format!(",\n{indent}"),
                format!("\n{outer}}}"),
            )
        }
        false => ("{".to_owned(), ",".to_owned(), "}".to_owned()),
    };
    let separator = if pretty { ": " } else { ":" };
    let written: Vec<String> = (members.iter())
        .map(|(key, value)| format!("{}{separator}{value}", json!(key)))
        .collect();
    format!("{open}{}{close}", written.join(&between))
}

fn ordered(members: &[(&str, Value)], pretty: bool, depth: usize) -> String {
    let written: Vec<(&str, String)> = (members.iter())
        .map(|(key, value)| (*key, json_text(value, pretty, depth + 1)))
        .collect();
    object_text(&written, pretty, depth)
}

/// A value's JSON text, its lines after the first indented to stand at `depth`.
fn json_text(value: &Value, pretty: bool, depth: usize) -> String {
    match pretty {
        false => value.to_string(),
        true => {
            let text = serde_json::to_string_pretty(value).unwrap_or_default();
            text.replace('\n', &format!("\n{}", "  ".repeat(depth - 1)))
        }
    }
}

/// JSON text with what could hide or reorder the text around it (bidirectional controls,
/// zero-width characters, line and paragraph separators) written as `\uXXXX` escapes, and `{{`
/// as `{\u007b`, which Vue would read as an interpolation: the same JSON value, shown inert.
/// (Both occur only inside strings, where an escape means the character.)
fn visible(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut previous = '\0';
    for c in json.chars() {
        let hides = matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}');
        if hides || (c == '{' && previous == '{') {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
        previous = c;
    }
    out
}

/// `text` as one word of a POSIX shell, in single quotes (a quote inside closes, escapes and
/// reopens them).
fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
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
                (Some('?'), 0) => format!("?{name}="),
                (Some('?' | '&'), _) => format!("&{name}="),
                (Some(';'), _) => format!(";{name}="),
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

/// A value `schema` accepts, for the members it requires: what the schema gives first
/// (`const`, `examples`, `default`, `enum`), else one made from its type, format and bounds.
/// Local `$ref`s are followed (from `root`); of `anyOf`, `oneOf` and `allOf` the first part
/// speaks. A `pattern` is not read: the value may not match it.
fn sample(schema: &Value, root: &Value, depth: usize) -> Value {
    let Some(object) = schema.as_object().filter(|_| depth < 16) else {
        return Value::Null;
    };
    let target = (object.get("$ref").and_then(Value::as_str))
        .and_then(|reference| reference.strip_prefix('#'))
        .and_then(|pointer| root.pointer(pointer));
    if let Some(target) = target {
        return sample(target, root, depth + 1);
    }
    let given = (object.get("const").cloned())
        .or_else(|| first(object.get("examples")))
        .or_else(|| object.get("default").cloned())
        .or_else(|| first(object.get("enum")));
    if let Some(value) = given {
        return value;
    }
    let part = ["anyOf", "oneOf", "allOf"]
        .iter()
        .find_map(|key| object.get(*key)?.as_array()?.first());
    if let Some(part) = part {
        return sample(part, root, depth + 1);
    }
    let declared = match object.get("type") {
        Some(Value::String(name)) => Some(name.as_str()),
        Some(Value::Array(names)) => names
            .iter()
            .filter_map(Value::as_str)
            .find(|n| *n != "null"),
        _ => None,
    };
    let kind = declared.unwrap_or(match () {
        _ if object.contains_key("properties") => "object",
        _ if object.contains_key("items") => "array",
        _ => "string",
    });
    let bound = |key: &str| object.get(key).and_then(Value::as_f64);
    match kind {
        "object" => {
            let properties = object.get("properties").and_then(Value::as_object);
            let required = object.get("required").and_then(Value::as_array);
            let members = (required.into_iter().flatten())
                .filter_map(Value::as_str)
                .map(|name| {
                    let property = properties.and_then(|p| p.get(name));
                    let value = property.map_or(json!("example"), |p| sample(p, root, depth + 1));
                    (name.to_owned(), value)
                });
            Value::Object(members.collect())
        }
        "array" => {
            let count = bound("minItems").unwrap_or(0.0).clamp(0.0, 3.0) as usize;
            let item = object
                .get("items")
                .map_or(json!("example"), |items| sample(items, root, depth + 1));
            Value::Array(vec![item; count])
        }
        "integer" | "number" => {
            let low =
                (bound("minimum")).or_else(|| bound("exclusiveMinimum").map(|b| b.floor() + 1.0));
            let high =
                (bound("maximum")).or_else(|| bound("exclusiveMaximum").map(|b| b.ceil() - 1.0));
            let value = match (low, high) {
                (Some(low), _) => low.ceil(),
                (None, Some(high)) => high.floor().min(1.0),
                (None, None) => 1.0,
            };
            json!(value as i64)
        }
        "boolean" => json!(false),
        "null" => Value::Null,
        _ => {
            let format = object.get("format").and_then(Value::as_str).unwrap_or("");
            let mut text = match format {
                "date-time" => "2026-07-28T09:00:00Z",
                "date" => "2026-07-28",
                "time" => "09:00:00Z",
                "email" => "someone@example.com",
                "uri" | "url" | "iri" | "uri-reference" | "iri-reference" => "https://example.com/",
                "uuid" => "123e4567-e89b-42d3-a456-426614174000",
                "hostname" => "example.com",
                "ipv4" => "192.0.2.1",
                "ipv6" => "2001:db8::1",
                _ => "example",
            }
            .to_owned();
            let shortest = bound("minLength").unwrap_or(0.0).min(64.0) as usize;
            while text.chars().count() < shortest {
                text.push('x');
            }
            if let Some(longest) = bound("maxLength") {
                text = text.chars().take(longest.max(0.0) as usize).collect();
            }
            json!(text)
        }
    }
}

fn first(values: Option<&Value>) -> Option<Value> {
    values?.as_array()?.first().cloned()
}
