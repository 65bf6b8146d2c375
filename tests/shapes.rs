//! Generates `src/spec/shapes.rs` from the official `schema.json`, and fails when the checked-in
//! file is stale. `UPDATE_SHAPES=1 cargo test --test shapes` rewrites it.
//!
//! The table holds every type that a response to a cacheable method, an error response or an
//! `input_required` result can contain: the roots below and everything they reference.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use serde_json::{Map, Value};
use std::collections::BTreeSet;
use std::fmt::Write;

const ROOTS: &[&str] = &[
    "DiscoverResultResponse",
    "ListToolsResultResponse",
    "ListPromptsResultResponse",
    "ListResourcesResultResponse",
    "ListResourceTemplatesResultResponse",
    "ReadResourceResultResponse",
    "JSONRPCErrorResponse",
    "UnsupportedProtocolVersionError",
    "InputRequiredResult",
];

struct Generator<'s> {
    defs: &'s Map<String, Value>,
}

fn const_name(def: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = def.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        let boundary = i > 0
            && c.is_ascii_uppercase()
            && (chars[i - 1].is_ascii_lowercase()
                || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()));
        if boundary {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn ref_name(node: &Value) -> Option<&str> {
    node.get("$ref")?.as_str()?.strip_prefix("#/$defs/")
}

impl<'s> Generator<'s> {
    fn reachable(&self) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<String> = ROOTS.iter().map(|s| s.to_string()).collect();
        while let Some(name) = stack.pop() {
            if seen.insert(name.clone()) {
                collect_refs(&self.defs[&name], &mut stack);
            }
        }
        seen
    }

    /// Resolves `allOf` into one object node: members and `required` merged, later parts
    /// overriding earlier ones member by member.
    fn merged(&self, parts: &[Value]) -> Value {
        let mut properties = Map::new();
        let mut required = BTreeSet::new();
        for part in parts {
            let part = ref_name(part).map_or(part, |name| &self.defs[name]);
            if let Some(props) = part.get("properties").and_then(Value::as_object) {
                for (name, schema) in props {
                    properties.insert(name.clone(), schema.clone());
                }
            }
            for name in part["required"].as_array().into_iter().flatten() {
                required.insert(name.as_str().unwrap_or_default().to_owned());
            }
        }
        serde_json::json!({"type": "object", "properties": properties, "required": required})
    }

    fn expect(&self, node: &Value, def: Option<&str>) -> String {
        if let Some(name) = ref_name(node) {
            return format!("Ref({})", const_name(name));
        }
        if let Some(parts) = node.get("allOf").and_then(Value::as_array) {
            return self.expect(&self.merged(parts), def);
        }
        if let Some(options) = node.get("anyOf").and_then(Value::as_array) {
            let options: Vec<String> = options.iter().map(|o| self.expect(o, None)).collect();
            return format!("AnyOf(&[{}])", options.join(", "));
        }
        if let Some(value) = node.get("const") {
            return match value {
                Value::String(s) => format!("ConstStr({s:?})"),
                other => format!("ConstInt({other})"),
            };
        }
        if let Some(values) = node.get("enum").and_then(Value::as_array) {
            let values: Vec<String> = values.iter().map(|v| format!("{v}")).collect();
            return format!("Enum(&[{}])", values.join(", "));
        }
        let types: Vec<&str> = match node.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        match types.as_slice() {
            [] => "Any".into(),
            ["string"] => match node.get("format").and_then(Value::as_str) {
                Some("uri") => "Format(Format::Uri)".into(),
                Some("uri-template") => "Format(Format::UriTemplate)".into(),
                Some("byte") => "Format(Format::Byte)".into(),
                Some(other) => panic!("a format the engine does not know: {other}"),
                None => "Json(Types::STRING)".into(),
            },
            ["array"] => {
                let items = node
                    .get("items")
                    .map_or("Any".into(), |i| self.expect(i, None));
                format!("Array(&{items})")
            }
            ["object"] => self.object(node, def),
            [one @ ("integer" | "number")]
                if node.get("minimum").is_some() || node.get("maximum").is_some() =>
            {
                let bound = |key: &str| {
                    node.get(key).map_or("None".into(), |b| {
                        let whole = b.as_i64().expect("bounds in the schema are whole");
                        format!("Some({whole})")
                    })
                };
                format!(
                    "Bounded(Types::{}, &Bounds {{ minimum: {}, maximum: {} }})",
                    one.to_uppercase(),
                    bound("minimum"),
                    bound("maximum")
                )
            }
            many => {
                let set: Vec<String> = many
                    .iter()
                    .map(|t| format!("Types::{}", t.to_uppercase()))
                    .collect();
                let mut expr = set[0].clone();
                for t in &set[1..] {
                    expr = format!("{expr}.or({t})");
                }
                format!("Json({expr})")
            }
        }
    }

    fn object(&self, node: &Value, def: Option<&str>) -> String {
        let empty = Map::new();
        let properties = node
            .get("properties")
            .and_then(Value::as_object)
            .unwrap_or(&empty);
        let required: Vec<String> = node["required"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| format!("{r}"))
            .collect();
        let rest = match node.get("additionalProperties") {
            // `_meta` objects: any key that follows the naming rules (checked by a prose rule).
            _ if def.is_some_and(|d| d.ends_with("MetaObject")) => "Rest::Open".into(),
            Some(Value::Object(o)) if o.is_empty() => "Rest::Open".into(),
            Some(schema @ Value::Object(_)) => {
                format!("Rest::Each(&{})", self.expect(schema, None))
            }
            _ if properties.is_empty() => "Rest::Open".into(),
            _ => "Rest::Unnamed".into(),
        };
        let members: Vec<String> = properties
            .iter()
            .map(|(name, schema)| format!("({name:?}, {})", self.expect(schema, None)))
            .collect();
        format!(
            "Object(&Shape {{ members: &[{}], required: &[{}], rest: {rest} }})",
            members.join(", "),
            required.join(", ")
        )
    }
}

fn collect_refs(node: &Value, out: &mut Vec<String>) {
    match node {
        Value::Object(map) => {
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("$ref", Value::String(r)) => {
                        out.extend(r.strip_prefix("#/$defs/").map(str::to_owned));
                    }
                    ("description", _) => {}
                    _ => collect_refs(value, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_refs(i, out)),
        _ => {}
    }
}

fn generate() -> String {
    let schema = common::schema();
    let generator = Generator {
        defs: schema["$defs"].as_object().expect("$defs"),
    };
    let names = generator.reachable();
    let mut out = String::new();
    out.push_str(
        "// @generated by tests/shapes.rs from the official schema.json of MCP 2026-07-28.\n\
         // Do not edit: run `UPDATE_SHAPES=1 cargo test --test shapes` instead.\n\n\
         //! Every type a response to a cacheable method, an error response or an `input_required`\n\
         //! result can contain, as the official schema defines it.\n\n\
         use super::schema::Expect::*;\n\
         use super::schema::{Bounds, DefId, Expect, Format, Rest, Shape, Types};\n\n",
    );
    for (index, name) in names.iter().enumerate() {
        writeln!(
            out,
            "pub const {}: DefId = DefId({index});",
            const_name(name)
        )
        .unwrap();
    }
    writeln!(out, "\npub static DEFS: [Expect; {}] = [", names.len()).unwrap();
    for name in &names {
        let body = generator.expect(&generator.defs[name], Some(name));
        writeln!(out, "    // {name}\n    {body},").unwrap();
    }
    out.push_str("];\n");
    out
}

/// The source as `cargo fmt` would write it.
fn rustfmt(source: &str) -> String {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("rustfmt runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(source.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "rustfmt refused the generated table"
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn shape_table_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/spec/shapes.rs");
    let generated = rustfmt(&generate());
    if std::env::var_os("UPDATE_SHAPES").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == generated,
        "src/spec/shapes.rs is stale: run UPDATE_SHAPES=1 cargo test --test shapes"
    );
}
