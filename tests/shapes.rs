//! Generates `src/spec/shapes.rs` from the official `schema.json`, and fails when the checked-in
//! file is stale. `UPDATE_SHAPES=1 cargo test --test shapes` rewrites it.
//!
//! The table holds every type that a response to a cacheable method, to `tools/call`,
//! `prompts/get` or `completion/complete`, a notification only a server sends, an error
//! response, an `input_required` result, or a request a client sends can contain: the roots
//! below and everything they reference. After
//! them come the types of 2025-11-25's answers (the revision before `server/discover`): its
//! `initialize` result and the results of the same lists, named with its date, by which the
//! answers of a legacy session are judged.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::schema_ts;

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

const ROOTS: &[&str] = &[
    "DiscoverResultResponse",
    "ListToolsResultResponse",
    "ListPromptsResultResponse",
    "ListResourcesResultResponse",
    "ListResourceTemplatesResultResponse",
    "ReadResourceResultResponse",
    "CallToolResultResponse",
    "GetPromptResultResponse",
    "CompleteResultResponse",
    "SubscriptionsListenResultResponse",
    "ProgressNotification",
    "LoggingMessageNotification",
    "ToolListChangedNotification",
    "PromptListChangedNotification",
    "ResourceListChangedNotification",
    "ResourceUpdatedNotification",
    "SubscriptionsAcknowledgedNotification",
    "JSONRPCErrorResponse",
    "UnsupportedProtocolVersionError",
    "MissingRequiredClientCapabilityError",
    "InputRequiredResult",
    // What a client sends (issue 47: requests are judged as a client sends them).
    "DiscoverRequest",
    "ListToolsRequest",
    "ListPromptsRequest",
    "ListResourcesRequest",
    "ListResourceTemplatesRequest",
    "ReadResourceRequest",
    "SubscriptionsListenRequest",
    "GetPromptRequest",
    "CallToolRequest",
    "CompleteRequest",
    "CancelledNotification",
];

/// The earlier revision whose answers the table also holds (from `common::LEGACY_ROOTS`).
const LEGACY: &str = "2025-11-25";

struct Generator<'s> {
    defs: &'s Map<String, Value>,
    roots: &'s [&'s str],
    /// What the constants of this schema's types end with: nothing for 2026-07-28, the
    /// revision's date for the earlier one (its types share names with today's).
    suffix: String,
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
    fn modern(defs: &'s Map<String, Value>) -> Self {
        let suffix = String::new();
        Generator {
            defs,
            roots: ROOTS,
            suffix,
        }
    }

    fn legacy(defs: &'s Map<String, Value>) -> Self {
        let suffix = format!("_{}", LEGACY.replace('-', "_"));
        Generator {
            defs,
            roots: &common::LEGACY_ROOTS,
            suffix,
        }
    }

    fn const_name(&self, def: &str) -> String {
        const_name(def) + &self.suffix
    }

    fn reachable(&self) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<String> = self.roots.iter().map(|s| s.to_string()).collect();
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
            return format!("Ref({})", self.const_name(name));
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
                assert!(
                    node.get("minItems").is_none(),
                    "minItems, which the engine does not know"
                );
                match node.get("maxItems").and_then(Value::as_u64) {
                    Some(most) => format!("ArrayAtMost(&{items}, {most})"),
                    None => format!("Array(&{items})"),
                }
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
        let required: Vec<&str> = node["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        let rest = match node.get("additionalProperties") {
            // `_meta` objects: any key that follows the naming rules (checked by a prose rule).
            _ if def.is_some_and(|d| d.ends_with("MetaObject")) => "Rest::Open".into(),
            // A tool's schemas: any keyword of JSON Schema may stand beside the few the MCP
            // schema names (2026-07-28 says so with `additionalProperties: {}`; 2025-11-25 only
            // in the description), so none is an unknown member.
            _ if is_json_schema_object(node) => "Rest::Open".into(),
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
        // One bit per member, in the members' order; the names follow in a comment.
        let bits = required.iter().fold(0u32, |bits, name| {
            let at = properties.keys().position(|key| key == name);
            bits | 1 << at.unwrap_or_else(|| panic!("{def:?} requires {name}, not a member"))
        });
        let names = match required.is_empty() {
            true => String::new(),
            false => format!(" /* {} */", required.join(", ")),
        };
        format!(
            "Object(&Shape {{ members: &[{}], required: {bits:#b}{names}, rest: {rest} }})",
            members.join(", ")
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
    let (schema, legacy) = (common::schema(), common::schema_of(LEGACY));
    let generators = [
        Generator::modern(schema["$defs"].as_object().expect("$defs")),
        Generator::legacy(legacy["$defs"].as_object().expect("$defs")),
    ];
    let names: Vec<(&Generator, String)> = (generators.iter())
        .flat_map(|generator| {
            generator
                .reachable()
                .into_iter()
                .map(move |n| (generator, n))
        })
        .collect();
    let mut out = String::new();
    out.push_str(
        "// @generated by tests/shapes.rs from the official schema.json of MCP 2026-07-28, and\n\
         // of 2025-11-25 for its initialize and list results.\n\
         // Do not edit: run `UPDATE_SHAPES=1 cargo test --test shapes` instead.\n\n\
         //! Every type a response to a cacheable method, an error response or an `input_required`\n\
         //! result can contain, as the official schema defines it; then the types of 2025-11-25's\n\
         //! `initialize` result and list results, named with that date.\n\n\
         use super::schema::Expect::*;\n\
         use super::schema::{Bounds, DefId, Expect, Format, Rest, Shape, Types};\n\n",
    );
    for (index, (generator, name)) in names.iter().enumerate() {
        let name = generator.const_name(name);
        writeln!(out, "pub const {name}: DefId = DefId({index});").unwrap();
    }
    out.push_str(
        "\nimpl DefId {\n    /// What the type expects of a value.\n    pub fn body(self) -> &'static Expect {\n        &DEFS[self.0 as usize]\n    }\n}\n",
    );
    writeln!(out, "\npub static DEFS: [Expect; {}] = [", names.len()).unwrap();
    for (generator, name) in &names {
        let body = generator.expect(&generator.defs[name], Some(name));
        let revision = match generator.suffix.is_empty() {
            true => String::new(),
            false => format!(" ({LEGACY})"),
        };
        writeln!(out, "    // {name}{revision}\n    {body},").unwrap();
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
    let generated = rustfmt(&generate());
    common::assert_generated_current("src/spec/shapes.rs", &generated, "UPDATE_SHAPES", "shapes");
}

/// The structure check records the members an object has as bits of a `u32`, one per member
/// of its shape; a schema with a larger object type needs a wider set there.
#[test]
fn every_shape_fits_the_structure_checks_member_bits() {
    use mcp_anatomy::spec::schema::{Expect, Rest};
    fn widest(expect: &Expect) -> usize {
        match expect {
            Expect::Object(shape) => {
                let inner = shape.members.iter().map(|(_, e)| widest(e));
                let rest = match shape.rest {
                    Rest::Each(e) => widest(e),
                    Rest::Open | Rest::Unnamed => 0,
                };
                inner.chain([rest, shape.members.len()]).max().unwrap_or(0)
            }
            Expect::Array(items) | Expect::ArrayAtMost(items, _) => widest(items),
            Expect::AnyOf(options) => options.iter().map(widest).max().unwrap_or(0),
            _ => 0,
        }
    }
    let most = mcp_anatomy::spec::shapes::DEFS
        .iter()
        .map(widest)
        .max()
        .unwrap();
    assert!(
        most > 0 && most <= 32,
        "the widest shape has {most} members"
    );
}

// ----- schema.ts, the source of truth -----------------------------------------------------------

/// Where `schema.json` and `schema.ts` disagree, `schema.ts` wins. For every object type of the
/// table they agree today on which members exist and which are required; this test fails the
/// day they do not, so that the generator learns the difference (with a comment) first.
#[test]
fn schema_ts_agrees_on_members_and_required() {
    let schema = common::schema();
    let generator = Generator::modern(schema["$defs"].as_object().unwrap());
    let compared = agreeing_interfaces(&generator, &common::spec_dir());
    assert!(compared > 30, "only {compared} interfaces compared");
    let legacy = common::schema_of(LEGACY);
    let generator = Generator::legacy(legacy["$defs"].as_object().unwrap());
    let compared = agreeing_interfaces(&generator, &common::spec_dir_of(LEGACY));
    assert!(
        compared >= 3,
        "only {compared} interfaces of {LEGACY} compared"
    );
}

/// How many object types of the generator's table have the members, and the required ones,
/// that `schema.ts` in `dir` gives them; panics at the first that differs.
fn agreeing_interfaces(generator: &Generator, dir: &std::path::Path) -> usize {
    let ts = std::fs::read_to_string(dir.join("schema.ts")).expect("schema.ts");
    let all = schema_ts::interfaces(&ts);
    let mut compared = 0;
    for name in generator.reachable() {
        let def = &generator.defs[&name];
        let (Some(properties), true) = (def.get("properties"), all.contains_key(&name)) else {
            continue;
        };
        let json_members: BTreeMap<String, bool> = (properties.as_object().unwrap().keys())
            .map(|key| {
                let required = def["required"]
                    .as_array()
                    .is_some_and(|r| r.iter().any(|k| k == key));
                (key.clone(), required)
            })
            .collect();
        assert_eq!(
            json_members,
            schema_ts::members_of(&name, &all),
            "{name}: schema.json against schema.ts in {}",
            dir.display()
        );
        compared += 1;
    }
    println!("{compared} interfaces agree in {}", dir.display());
    compared
}

/// Whether the schema describes its value as a JSON Schema object (a tool's `inputSchema` and
/// `outputSchema`).
fn is_json_schema_object(node: &Value) -> bool {
    (node.get("description").and_then(Value::as_str))
        .is_some_and(|d| d.contains("JSON Schema object"))
}
