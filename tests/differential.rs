//! Differential test: mutate valid documents at every level and compare the engine's verdict
//! (no error-severity diagnostic) with the official JSON Schema through a 2020-12 validator.
//! The only disagreements allowed are MUSTs written in the specification's prose that the
//! schema cannot express; each is listed in `prose_must` with its reason.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::engine;
use mcp_anatomy::spec::codes::{Code, Severity};
use serde_json::{Value, json};

/// Replacement values tried at every position.
fn replacements() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!(42),
        json!(-1),
        json!(1.5),
        json!("text"),
        json!([]),
        json!({}),
        json!(["text"]),
    ]
}

/// Every pointer in `value`, with the value there.
fn walk(value: &Value, pointer: String, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let escaped = key.replace('~', "~0").replace('/', "~1");
                walk(child, format!("{pointer}/{escaped}"), out);
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                walk(child, format!("{pointer}/{index}"), out);
            }
        }
        _ => {}
    }
    out.push(pointer);
}

enum Mutation {
    Drop(String),
    Replace(String, Value),
}

fn apply(doc: &Value, mutation: &Mutation) -> Option<Value> {
    let mut doc = doc.clone();
    match mutation {
        Mutation::Replace(pointer, value) => *doc.pointer_mut(pointer)? = value.clone(),
        Mutation::Drop(pointer) => {
            let (parent, last) = pointer.rsplit_once('/')?;
            let last = last.replace("~1", "/").replace("~0", "~");
            match doc.pointer_mut(parent)? {
                Value::Object(map) => {
                    map.remove(&last)?;
                }
                Value::Array(items) => {
                    let index: usize = last.parse().ok()?;
                    items.remove(index);
                }
                _ => return None,
            }
        }
    }
    Some(doc)
}

/// Where the prose holds a MUST that the schema cannot state, the engine may be stricter.
fn prose_must(pointer: &str, value: Option<&Value>) -> Option<&'static str> {
    let last = pointer.rsplit('/').next().unwrap_or("");
    match (last, value) {
        ("resultType", Some(v)) if v.is_string() => Some(
            "a discover result's resultType MUST be \"complete\"; the schema allows any string",
        ),
        ("supported", Some(Value::Array(list))) if list.is_empty() => Some(
            "a server refusing a revision MUST list the revisions it supports (basic/versioning); the schema allows an empty list",
        ),
        _ => None,
    }
}

/// A server's identity with every member its type has, the same in 2025-11-25 and 2026-07-28.
fn rich_server_info() -> Value {
    json!({
        "name": "weather",
        "title": "Weather",
        "version": "2.1.0",
        "description": "Forecasts",
        "websiteUrl": "https://example.com/weather",
        "icons": [{"src": "https://example.com/icon.png", "mimeType": "image/png", "sizes": ["48x48"], "theme": "dark"}]
    })
}

fn rich_result() -> Value {
    json!({
        "resultType": "complete",
        "supportedVersions": ["2026-07-28", "2025-11-25"],
        "capabilities": {
            "tools": {"listChanged": true},
            "resources": {"subscribe": true, "listChanged": false},
            "prompts": {"listChanged": true},
            "completions": {},
            "experimental": {"com.example/beta": {"level": 2}},
            "extensions": {"io.modelcontextprotocol/tasks": {}}
        },
        "_meta": {
            "io.modelcontextprotocol/serverInfo": rich_server_info(),
            "com.example/build": "42"
        },
        "instructions": "Ask for a city.",
        "ttlMs": 3600000,
        "cacheScope": "private"
    })
}

struct Tally {
    compared: usize,
    allowed: Vec<String>,
    unexpected: Vec<String>,
}

impl Tally {
    /// Says what was compared (`what`), then asserts that more than `at_least` documents were,
    /// and every verdict agreed or is allowed.
    fn assert_agreed(&self, what: &str, at_least: usize) {
        println!(
            "{what}: {} mutated documents compared, {} allowed disagreements (prose MUSTs), {} unexpected",
            self.compared,
            self.allowed.len(),
            self.unexpected.len()
        );
        for line in &self.allowed {
            println!("  allowed: {line}");
        }
        assert!(
            self.compared > at_least,
            "too few mutations: {}",
            self.compared
        );
        assert!(
            self.unexpected.is_empty(),
            "{} disagreements:\n{}",
            self.unexpected.len(),
            self.unexpected.join("\n\n")
        );
    }
}

fn compare(definition: &str, base: &Value, tally: &mut Tally) {
    compare_with(&common::validator_for(definition), definition, base, tally);
}

fn compare_with(
    validator: &jsonschema::Validator,
    definition: &str,
    base: &Value,
    tally: &mut Tally,
) {
    compare_by(
        validator,
        definition,
        base,
        &|text| engine::check(text).is_valid(),
        tally,
    );
}

/// [`compare_with`], the engine's verdict on a document's text given by `engine_valid`.
fn compare_by(
    validator: &jsonschema::Validator,
    definition: &str,
    base: &Value,
    engine_valid: &dyn Fn(&str) -> bool,
    tally: &mut Tally,
) {
    assert!(
        validator.is_valid(base),
        "{definition}: the base document must be valid"
    );
    let mut pointers = Vec::new();
    walk(base, String::new(), &mut pointers);
    let mut mutations = Vec::new();
    for pointer in &pointers {
        if !pointer.is_empty() {
            mutations.push(Mutation::Drop(pointer.clone()));
        }
        for value in replacements() {
            mutations.push(Mutation::Replace(pointer.clone(), value));
        }
    }
    for mutation in &mutations {
        let Some(doc) = apply(base, mutation) else {
            continue;
        };
        let text = serde_json::to_string_pretty(&doc).unwrap();
        let schema_valid = validator.is_valid(&doc);
        let engine_valid = engine_valid(&text);
        tally.compared += 1;
        if schema_valid == engine_valid {
            continue;
        }
        let (pointer, value) = match mutation {
            Mutation::Drop(p) => (p.as_str(), None),
            Mutation::Replace(p, v) => (p.as_str(), Some(v)),
        };
        let label = format!(
            "{definition} {pointer} <- {value:?}: schema {schema_valid}, engine {engine_valid}"
        );
        match prose_must(pointer, value) {
            Some(reason) if schema_valid && !engine_valid => {
                tally.allowed.push(format!("{label} ({reason})"))
            }
            _ => tally.unexpected.push(format!("{label}\n{text}")),
        }
    }
}

#[test]
fn engine_agrees_with_the_official_schema() {
    let mut tally = Tally {
        compared: 0,
        allowed: Vec::new(),
        unexpected: Vec::new(),
    };
    let mut result_bases: Vec<Value> = common::examples("DiscoverResult")
        .iter()
        .map(|(_, t)| serde_json::from_str(t).unwrap())
        .collect();
    result_bases.push(rich_result());
    for base in &result_bases {
        compare("DiscoverResult", base, &mut tally);
        let response = json!({"jsonrpc": "2.0", "id": 7, "result": base});
        compare("DiscoverResultResponse", &response, &mut tally);
    }
    for (_, text) in common::examples("DiscoverResultResponse") {
        compare(
            "DiscoverResultResponse",
            &serde_json::from_str(&text).unwrap(),
            &mut tally,
        );
    }
    // The answers of a session that are not cacheable, each result judged as the answer to its
    // method. (Their responses' schema admits an interim result too, whose members are open:
    // by it nearly any object with a `resultType` is valid, where the prose makes "complete"
    // the final result, so the results are compared by their own definition.)
    for (definition, method) in [
        ("CallToolResult", "tools/call"),
        ("GetPromptResult", "prompts/get"),
        ("CompleteResult", "completion/complete"),
        ("SubscriptionsListenResult", "subscriptions/listen"),
    ] {
        let validator = common::validator_for(definition);
        let judged = |text: &str| engine::check_answer(text, Some(method)).is_valid();
        let mut bases: Vec<Value> = (common::examples(definition).iter())
            .map(|(_, text)| serde_json::from_str(text).unwrap())
            .collect();
        for (_, text) in common::examples(&format!("{definition}Response")) {
            let response: Value = serde_json::from_str(&text).unwrap();
            bases.push(response["result"].clone());
        }
        for base in &bases {
            compare_by(&validator, definition, base, &judged, &mut tally);
        }
    }
    for (_, text) in common::examples("UnsupportedProtocolVersionError") {
        compare(
            "UnsupportedProtocolVersionError",
            &serde_json::from_str(&text).unwrap(),
            &mut tally,
        );
    }
    tally.assert_agreed("differential", 500);
}

/// An `initialize` result, which the engine judges by the 2025-11-25 schema it was generated
/// from: the same verdict as that schema for every mutation, bare and in a response.
#[test]
fn an_initialize_result_is_judged_as_the_2025_11_25_schema_judges_it() {
    let legacy = common::schema_of("2025-11-25");
    let result = json!({
        "protocolVersion": "2025-11-25",
        "capabilities": {
            "tools": {"listChanged": true},
            "resources": {"subscribe": true, "listChanged": false},
            "prompts": {"listChanged": true},
            "logging": {},
            "completions": {},
            "experimental": {"com.example/beta": {"level": 2}},
            "tasks": {"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}}
        },
        "serverInfo": rich_server_info(),
        "instructions": "Ask for a city.",
        "_meta": {"com.example/build": "42"}
    });
    let mut tally = Tally {
        compared: 0,
        allowed: Vec::new(),
        unexpected: Vec::new(),
    };
    let bare = common::validator_in(&legacy, "InitializeResult");
    compare_with(&bare, "InitializeResult", &result, &mut tally);
    // The 2025-11-25 schema types a response's result as any result, so the response is held
    // to the envelope of 2026-07-28 (the same JSON-RPC members) around InitializeResult.
    let mut response_schema = legacy.clone();
    response_schema["$defs"]["InitializeResultResponse"] = json!({
        "type": "object",
        "properties": {
            "jsonrpc": {"const": "2.0"},
            "id": {"type": ["string", "integer"]},
            "result": {"$ref": "#/$defs/InitializeResult"}
        },
        "required": ["jsonrpc", "id", "result"]
    });
    let response = common::validator_in(&response_schema, "InitializeResultResponse");
    let wrapped = json!({"jsonrpc": "2.0", "id": 1, "result": result});
    compare_with(&response, "InitializeResultResponse", &wrapped, &mut tally);
    tally.assert_agreed("initialize", 300);
}

/// The answers of a legacy session, which the engine judges after an `initialize` request by
/// the 2025-11-25 schema (as it judges a saved legacy walk): each list and read result, the
/// same verdict as that schema's for every mutation.
#[test]
fn the_answers_of_a_legacy_session_are_judged_as_the_2025_11_25_schema_judges_them() {
    let legacy = common::schema_of("2025-11-25");
    let icons = json!([{"src": "https://example.com/icon.png", "mimeType": "image/png", "sizes": ["48x48"]}]);
    let annotations =
        json!({"audience": ["user"], "priority": 0.5, "lastModified": "2025-01-12T15:00:58Z"});
    let results = [
        (
            "tools/list",
            "ListToolsResult",
            json!({
                "tools": [{
                    "name": "get_weather", "title": "Weather", "description": "Forecast for a city.",
                    "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
                    "outputSchema": {"type": "object", "properties": {"t": {"type": "number"}}},
                    "annotations": {"title": "Weather", "readOnlyHint": true, "openWorldHint": false},
                    "icons": icons, "_meta": {"com.example/x": 1}
                }],
                "nextCursor": "2"
            }),
        ),
        (
            "prompts/list",
            "ListPromptsResult",
            json!({
                "prompts": [{
                    "name": "review", "title": "Review", "description": "Reviews code.",
                    "arguments": [{"name": "code", "title": "Code", "description": "The code.", "required": true}],
                    "icons": icons
                }]
            }),
        ),
        (
            "resources/list",
            "ListResourcesResult",
            json!({
                "resources": [{
                    "uri": "file:///project/README.md", "name": "readme", "title": "Readme",
                    "description": "The readme.", "mimeType": "text/markdown", "size": 1024,
                    "annotations": annotations, "icons": icons
                }]
            }),
        ),
        (
            "resources/templates/list",
            "ListResourceTemplatesResult",
            json!({
                "resourceTemplates": [{
                    "uriTemplate": "file:///{path}", "name": "files", "title": "Files",
                    "description": "Project files.", "mimeType": "text/plain", "annotations": annotations
                }]
            }),
        ),
        (
            "resources/read",
            "ReadResourceResult",
            json!({
                "contents": [
                    {"uri": "file:///project/README.md", "mimeType": "text/markdown", "text": "# Hi"},
                    {"uri": "file:///project/logo.png", "mimeType": "image/png", "blob": "aGVsbG8="}
                ]
            }),
        ),
    ];
    let initialize = json!({
        "protocolVersion": "2025-11-25",
        "capabilities": {"tools": {}, "prompts": {}, "resources": {}},
        "serverInfo": {"name": "weather", "version": "2.1.0"}
    });
    let mut tally = Tally {
        compared: 0,
        allowed: Vec::new(),
        unexpected: Vec::new(),
    };
    for (method, definition, result) in results {
        let validator = common::validator_in(&legacy, definition);
        // The session as a transcript: the handshake, then the request the result answers.
        let before = [
            json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {}}),
            json!({"jsonrpc": "2.0", "id": 0, "result": initialize}),
            json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": {}}),
        ]
        .map(|message| message.to_string())
        .join("\n");
        let engine_valid = |text: &str| {
            let result: Value = serde_json::from_str(text).unwrap();
            let answer = json!({"jsonrpc": "2.0", "id": 1, "result": result});
            let transcript = format!("{before}\n{answer}\n");
            let reports = engine::check_messages(&transcript, true).expect("a transcript");
            reports.last().is_some_and(|m| m.report.is_valid())
        };
        compare_by(&validator, definition, &result, &engine_valid, &mut tally);
    }
    tally.assert_agreed("legacy session", 800);
}

// ----- tool schemas against their dialect's meta-schema ---------------------------------------

/// Whether the engine finds `schema`, a tool's `outputSchema`, valid under its dialect.
fn engine_finds_schema_valid(schema: &Value) -> bool {
    let document = json!({"jsonrpc": "2.0", "id": 1, "result": {
        "resultType": "complete", "ttlMs": 60000, "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}},
        "tools": [{"name": "t", "inputSchema": {"type": "object"}, "outputSchema": schema}]}});
    let report = engine::check(&serde_json::to_string(&document).unwrap());
    !(report.diagnostics.iter()).any(|d| d.diagnostic.code == Code::InvalidSchema)
}

/// The oracle and the engine on one schema; a disagreement as a line to show.
fn schema_disagreement(schema: &Value) -> Option<String> {
    let oracle = jsonschema::meta::is_valid(schema);
    let engine = engine_finds_schema_valid(schema);
    (oracle != engine).then(|| format!("meta-schema {oracle}, engine {engine}: {schema}"))
}

/// Every tool schema of the official examples (tools of lists, of sampling requests).
fn example_tool_schemas() -> Vec<Value> {
    fn collect(value: &Value, out: &mut Vec<Value>) {
        match value {
            Value::Object(map) => {
                for (key, child) in map {
                    if (key == "inputSchema" || key == "outputSchema") && child.is_object() {
                        out.push(child.clone());
                    }
                    collect(child, out);
                }
            }
            Value::Array(items) => items.iter().for_each(|item| collect(item, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    let dir = common::spec_dir().join("examples");
    for entry in std::fs::read_dir(dir).expect("examples") {
        let kind = entry.expect("examples entry").file_name();
        for (_, text) in common::examples(&kind.to_string_lossy()) {
            collect(
                &serde_json::from_str(&text).expect("example parses"),
                &mut out,
            );
        }
    }
    out
}

/// A schema using every keyword the meta-schemas constrain, in a valid form, for `dialect`.
fn rich_schema(dialect: &str) -> Value {
    let mut schema = json!({
        "$schema": dialect, "$id": "https://example.com/s", "$comment": "c",
        "title": "t", "description": "d", "type": ["object", "null"], "format": "f",
        "properties": {"a": {"type": "string", "minLength": 1, "maxLength": 9, "pattern": "a+",
            "contentEncoding": "base64", "contentMediaType": "text/plain", "enum": ["x"], "const": 1,
            "default": "x", "examples": ["x"], "readOnly": true, "writeOnly": false}},
        "patternProperties": {"b": true}, "additionalProperties": false, "propertyNames": {},
        "required": ["a"], "minProperties": 0, "maxProperties": 3,
        "definitions": {"n": {"type": "number", "minimum": 0, "maximum": 1.5,
            "exclusiveMinimum": -1, "exclusiveMaximum": 2, "multipleOf": 0.5}},
        "dependencies": {"a": ["b"], "b": {"required": ["c"]}},
        "allOf": [{"$ref": "#/definitions/n"}], "anyOf": [true], "oneOf": [{}], "not": false,
        "if": {}, "then": {}, "else": {},
        "items": {"uniqueItems": true, "minItems": 1, "maxItems": 2, "contains": {}},
    });
    if dialect.contains("2020-12") {
        let more = json!({"$anchor": "a", "$dynamicAnchor": "m", "$dynamicRef": "#m",
            "$defs": {"x": {"prefixItems": [true], "unevaluatedItems": false,
                "minContains": 1, "maxContains": 2, "contentSchema": {}, "deprecated": true}},
            "dependentSchemas": {"a": {}}, "dependentRequired": {"a": ["b"]},
            "unevaluatedProperties": false, "$vocabulary": {"https://example.com/v": true}});
        schema
            .as_object_mut()
            .unwrap()
            .extend(more.as_object().unwrap().clone());
    } else {
        schema["items"] = json!([{}, true]);
        schema["additionalItems"] = json!({});
    }
    schema
}

/// Values put in place of each value of a schema, and under each keyword.
fn schema_replacements() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!(0),
        json!(-1),
        json!(2.0),
        json!(1.5),
        json!(-0.5),
        json!("string"),
        json!("a#b"),
        json!("_x"),
        json!("1a"),
        json!([]),
        json!([{}]),
        json!(["a", "a"]),
        json!(["string", "null"]),
        json!(["a", 1]),
        json!({}),
        json!({"a": {}}),
        json!({"a": ["b"]}),
        json!({"a": 1}),
        json!({"a": true}),
    ]
}

/// Every keyword of either meta-schema, and one neither knows.
const KEYWORDS: &[&str] = &[
    "$id",
    "$ref",
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$recursiveRef",
    "$recursiveAnchor",
    "$vocabulary",
    "$comment",
    "$defs",
    "definitions",
    "dependencies",
    "prefixItems",
    "items",
    "additionalItems",
    "contains",
    "additionalProperties",
    "properties",
    "patternProperties",
    "dependentSchemas",
    "propertyNames",
    "if",
    "then",
    "else",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "unevaluatedItems",
    "unevaluatedProperties",
    "type",
    "const",
    "enum",
    "multipleOf",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxContains",
    "minContains",
    "maxProperties",
    "minProperties",
    "required",
    "dependentRequired",
    "title",
    "description",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "examples",
    "format",
    "contentEncoding",
    "contentMediaType",
    "contentSchema",
    "x-unknown",
];

/// Whether the oracle's verdict on `schema` rests on something this rule leaves out: in
/// draft-07 the `jsonschema` crate asserts `format` (its default for drafts before 2019-09), so
/// `pattern` must compile there and `$ref`/`$id` be URI references; the mutations below put
/// only strings that pass both there, except `$schema` away from the root.
fn nested_schema_keyword(pointer: &str) -> bool {
    pointer.rsplit('/').next() == Some("$schema") && pointer != "/$schema"
}

#[test]
fn tool_schemas_agree_with_the_meta_schema() {
    let examples = example_tool_schemas();
    assert!(examples.len() >= 10, "{} example schemas", examples.len());
    let mut disagreements = Vec::new();
    let mut compared = 0;
    let mut bases = examples.clone();
    bases.push(rich_schema("https://json-schema.org/draft/2020-12/schema"));
    bases.push(rich_schema("http://json-schema.org/draft-07/schema#"));
    for base in &bases {
        assert!(jsonschema::meta::is_valid(base), "{base}");
        disagreements.extend(schema_disagreement(base));
        compared += 1;
        let mut pointers = Vec::new();
        walk(base, String::new(), &mut pointers);
        for pointer in &pointers {
            if pointer == "/$schema" || nested_schema_keyword(pointer) {
                continue;
            }
            let mut mutations: Vec<Mutation> = (schema_replacements().into_iter())
                .filter(|_| !pointer.is_empty())
                .map(|value| Mutation::Replace(pointer.clone(), value))
                .collect();
            if base.pointer(pointer).is_some_and(Value::is_object) {
                for keyword in KEYWORDS {
                    for value in schema_replacements() {
                        let at = format!("{pointer}/{}", keyword.replace('/', "~1"));
                        mutations.push(Mutation::Replace(at, value));
                    }
                }
            }
            for mutation in &mutations {
                let Mutation::Replace(at, value) = mutation else {
                    continue;
                };
                let mut schema = base.clone();
                let (parent, last) = at.rsplit_once('/').unwrap();
                match schema.pointer_mut(parent) {
                    Some(Value::Object(map)) => {
                        map.insert(last.replace("~1", "/").replace("~0", "~"), value.clone());
                    }
                    Some(Value::Array(items)) => {
                        let index: usize = last.parse().unwrap();
                        items[index] = value.clone();
                    }
                    _ => continue,
                }
                if !schema.is_object() {
                    continue;
                }
                compared += 1;
                disagreements.extend(schema_disagreement(&schema));
            }
        }
    }
    println!("tool schemas: {compared} compared with the meta-schema");
    assert!(compared > 10_000, "too few schemas: {compared}");
    assert!(
        disagreements.is_empty(),
        "{} disagreements:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(30)].join("\n")
    );
}

/// Schemas from a small grammar: any keyword of either meta-schema, holding a value of any
/// form, subschemas nested in arrays and objects.
fn any_schema() -> impl proptest::strategy::Strategy<Value = Value> {
    use proptest::prelude::*;
    let leaf = prop::sample::select(schema_replacements());
    leaf.prop_recursive(4, 40, 4, |inner| {
        let keyword = prop::sample::select(KEYWORDS);
        prop_oneof![
            prop::collection::vec((keyword, inner.clone()), 0..5).prop_map(
                |members| Value::Object(
                    members
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v))
                        .collect()
                )
            ),
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            prop::collection::vec((prop::sample::select(vec!["a", "b"]), inner), 0..3).prop_map(
                |members| Value::Object(
                    members
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v))
                        .collect()
                )
            ),
        ]
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 2000, ..Default::default() })]

    #[test]
    fn generated_tool_schemas_agree_with_the_meta_schema(
        schema in any_schema(),
        dialect in proptest::sample::select(vec![
            None,
            Some("https://json-schema.org/draft/2020-12/schema"),
            Some("http://json-schema.org/draft-07/schema#"),
        ]),
    ) {
        let Value::Object(mut schema) = schema else { return Ok(()) };
        if let Some(dialect) = dialect {
            schema.insert("$schema".into(), json!(dialect));
        }
        let schema = Value::Object(schema);
        proptest::prop_assert_eq!(schema_disagreement(&schema), None);
    }
}

/// Output schemas over the keywords a tool's `structuredContent` is held to, in 2020-12 and
/// draft-07: each generated instance must get the same verdict from the engine (a
/// `transcript/structured-invalid` finding or none) as from the oracle.
const OUTPUT_SCHEMAS: [&str; 10] = [
    r#"{"type": "object", "properties": {"a": {"type": "integer", "minimum": 0, "exclusiveMaximum": 10}, "b": {"type": ["string", "null"], "minLength": 2, "maxLength": 3}}, "required": ["a"]}"#,
    r#"{"type": "object", "additionalProperties": {"type": "number", "multipleOf": 0.5}, "minProperties": 1, "maxProperties": 2}"#,
    r#"{"type": "object", "properties": {"a": {"type": "array", "items": {"enum": [1, "x", null, {"b": true}]}, "uniqueItems": true, "minItems": 1}}, "propertyNames": {"maxLength": 1}}"#,
    r#"{"type": "object", "properties": {"a": {"anyOf": [{"type": "string"}, {"type": "integer", "maximum": 3}]}, "b": {"oneOf": [{"type": "number"}, {"type": "integer"}]}, "c": {"not": {"const": [1, 2]}}}}"#,
    r#"{"type": "object", "if": {"required": ["a"]}, "then": {"properties": {"b": {"type": "boolean"}}, "required": ["b"]}, "else": {"properties": {"b": false}}, "dependentRequired": {"c": ["a"]}}"#,
    r#"{"type": "object", "properties": {"a": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}], "items": {"type": "null"}, "contains": {"type": "integer"}, "maxContains": 1}}}"#,
    r##"{"$defs": {"node": {"type": "object", "properties": {"a": {"$ref": "#/$defs/node"}, "b": {"type": "integer"}}, "additionalProperties": false}}, "$ref": "#/$defs/node", "maxProperties": 1}"##,
    r##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"a": {"type": "array", "items": [{"type": "integer"}], "additionalItems": {"type": "string"}}, "b": {"$ref": "#/definitions/n", "type": "string"}}, "dependencies": {"a": ["b"], "c": {"required": ["a"]}}, "definitions": {"n": {"type": "number"}}}"##,
    r#"{"type": "object", "properties": {"a": {"const": 1.0}, "b": {"type": "number", "minimum": -1.5, "maximum": 1e1}}, "additionalProperties": false}"#,
    r#"{"allOf": [{"type": "object"}, {"required": ["a"]}, {"properties": {"a": {"type": "string", "maxLength": 2}}}]}"#,
];

/// Objects from a small grammar whose names and values the schemas above speak of.
fn any_instance() -> impl proptest::strategy::Strategy<Value = Value> {
    use proptest::prelude::*;
    let leaf = prop::sample::select(vec![
        Value::Null,
        json!(true),
        json!(false),
        json!(0),
        json!(1),
        json!(1.0),
        json!(1.5),
        json!(2),
        json!(3),
        json!(-1),
        json!(10),
        json!(9.5),
        json!("x"),
        json!("ab"),
        json!("abc"),
        json!("abcd"),
        json!("ж"),
        json!([1, 2]),
    ]);
    let names = || prop::sample::select(vec!["a", "b", "c", "ab"]);
    let nested = leaf.clone().prop_recursive(3, 24, 4, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(names(), inner, 0..3).prop_map(|m| Value::Object(
                m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
            )),
        ]
    });
    // Mostly scalars at the top, where most keywords of the schemas look.
    let value = prop_oneof![3 => leaf, 1 => nested];
    prop::collection::btree_map(names(), value, 0..4)
        .prop_map(|m| Value::Object(m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()))
}

/// Whether the engine finds `structured`, the answer to a call of a tool listed with `schema`,
/// out of line with that schema.
fn engine_finds_structured_invalid(schema: &Value, structured: &Value) -> bool {
    let list = json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "t", "inputSchema": {"type": "object"}, "outputSchema": schema}]}});
    let call = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "t", "arguments": {}}});
    let answer = json!({"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": [{"type": "text", "text": structured.to_string()}], "structuredContent": structured}});
    let list_request = r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#;
    let text = format!("{list_request}\n{list}\n{call}\n{answer}");
    (engine::check(&text).diagnostics.iter()).any(|d| d.diagnostic.code == Code::StructuredInvalid)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 3000, ..Default::default() })]

    #[test]
    fn structured_content_is_judged_by_its_output_schema_as_the_oracle_judges_it(
        which in 0..OUTPUT_SCHEMAS.len(),
        instance in any_instance(),
    ) {
        let schema: Value = serde_json::from_str(OUTPUT_SCHEMAS[which]).unwrap();
        let oracle = jsonschema::validator_for(&schema).unwrap().is_valid(&instance);
        let engine = !engine_finds_structured_invalid(&schema, &instance);
        proptest::prop_assert_eq!(engine, oracle, "schema {} instance {}", which, instance);
    }
}

/// Every schema above meets instances it accepts and instances it refuses in a fixed sample,
/// so that the generated comparison covers both verdicts for each.
#[test]
fn each_output_schema_meets_both_verdicts() {
    use proptest::strategy::{Strategy, ValueTree};
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = any_instance();
    let sample: Vec<Value> = (0..400)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect();
    for (which, schema) in OUTPUT_SCHEMAS.iter().enumerate() {
        let schema: Value = serde_json::from_str(schema).unwrap();
        let validator = jsonschema::validator_for(&schema).unwrap();
        let valid = sample.iter().filter(|i| validator.is_valid(i)).count();
        assert!(
            valid > 0 && valid < sample.len(),
            "schema {which}: {valid} of {} valid",
            sample.len()
        );
    }
}

/// Every result and notification a server sends, as the schema's `ServerResult` and
/// `ServerNotification` unions list them, is judged: each official example of it, as the answer
/// to its method, gets its own kind and no error. A new member of either union fails here until
/// it is named. Not judged, and why: `EmptyResult` (nothing of its own: its envelope is), and
/// `CancelledNotification` (both sides send it, and a transcript does not say which did).
#[test]
fn every_result_and_notification_a_server_sends_is_judged() {
    let schema: Value = serde_json::from_str(
        &std::fs::read_to_string(common::spec_dir().join("schema.json")).unwrap(),
    )
    .unwrap();
    let members = |union: &str| union_members(&schema, union);
    let method_of = |result: &str| match result {
        "DiscoverResult" => Some("server/discover"),
        "CompleteResult" => Some("completion/complete"),
        "GetPromptResult" => Some("prompts/get"),
        "ListPromptsResult" => Some("prompts/list"),
        "ListResourceTemplatesResult" => Some("resources/templates/list"),
        "ListResourcesResult" => Some("resources/list"),
        "ReadResourceResult" => Some("resources/read"),
        "SubscriptionsListenResult" => Some("subscriptions/listen"),
        "CallToolResult" => Some("tools/call"),
        "ListToolsResult" => Some("tools/list"),
        "InputRequiredResult" => Some("tools/call"),
        // `EmptyResult`, which schema.json writes as `Result`.
        "EmptyResult" | "Result" => None,
        other => panic!("{other}: a result of the schema this test does not name"),
    };
    for result in members("ServerResult") {
        let Some(method) = method_of(&result) else {
            continue;
        };
        let examples = common::examples(&result);
        assert!(!examples.is_empty(), "{result}");
        for (name, text) in examples {
            let report = engine::check_answer(&text, Some(method));
            assert!(
                !matches!(
                    report.kind,
                    engine::DocumentKind::OtherMethod | engine::DocumentKind::OtherJson
                ),
                "{result}/{name}: {:?}",
                report.kind
            );
            let errors: Vec<&str> = (report.diagnostics.iter())
                .filter(|d| d.diagnostic.severity() == Severity::Error)
                .map(|d| d.diagnostic.code.id())
                .collect();
            assert!(errors.is_empty(), "{result}/{name}: {errors:?}");
        }
    }
    for notification in members("ServerNotification") {
        if notification == "CancelledNotification" {
            continue;
        }
        for (name, text) in common::examples(&notification) {
            let report = engine::check(&text);
            assert_eq!(
                report.kind,
                engine::DocumentKind::Notification,
                "{notification}/{name}"
            );
            assert!(report.is_valid(), "{notification}/{name}");
        }
    }
}

/// What a client sends (issue 47, point 6): every request of the schema's `ClientRequest`
/// union, and `notifications/cancelled`, judged as its own kind by its method's type. Each
/// official example is clean, and every mutation of it gets the verdict the official schema
/// gives. A member the test does not know fails it.
#[test]
fn every_request_a_client_sends_is_judged_as_the_schema_judges_it() {
    let mut judged = union_members(&common::schema(), "ClientRequest");
    assert!(judged.len() >= 10, "{judged:?}");
    judged.push("CancelledNotification".into());
    let mut tally = Tally {
        compared: 0,
        allowed: Vec::new(),
        unexpected: Vec::new(),
    };
    for definition in &judged {
        let examples = common::examples(definition);
        assert!(!examples.is_empty(), "{definition} has no official example");
        let kind = match definition.as_str() {
            "CancelledNotification" => engine::DocumentKind::Cancellation,
            _ => engine::DocumentKind::ClientRequest,
        };
        for (name, text) in examples {
            let report = engine::check(&text);
            assert_eq!(report.kind, kind, "{definition}/{name}");
            let found: Vec<&str> = (report.diagnostics.iter())
                .map(|d| d.diagnostic.code.id())
                .collect();
            assert!(found.is_empty(), "{definition}/{name}: {found:?}");
            compare(
                definition,
                &serde_json::from_str(&text).unwrap(),
                &mut tally,
            );
        }
    }
    tally.assert_agreed("requests", 300);
}

/// The names of the types a union of the schema (`anyOf` of references) holds.
fn union_members(schema: &Value, union: &str) -> Vec<String> {
    (schema["$defs"][union]["anyOf"].as_array().unwrap().iter())
        .map(|r| {
            let name = r["$ref"].as_str().unwrap();
            name.trim_start_matches("#/$defs/").to_owned()
        })
        .collect()
}

/// The first official example of a type, as JSON.
fn official(type_name: &str) -> Value {
    let examples = common::examples(type_name);
    let (name, text) = examples
        .first()
        .unwrap_or_else(|| panic!("{type_name}: no example"));
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{type_name}/{name}: {e}"))
}

/// "Done when" of issue 47: a session of clean messages of every kind reports nothing. Built of
/// the official examples, each request and its answer under one id, with only what ties them
/// into one session changed: the capabilities the discover answer declares, the tools and
/// prompts the listings hold, the tokens, the subscription id, the client's capabilities, and
/// the server's identity where an example leaves it out.
#[test]
fn a_session_of_clean_messages_of_every_kind_reports_nothing() {
    let mut lines: Vec<String> = Vec::new();
    let mut next_id = 0;
    let mut exchange = |lines: &mut Vec<String>, request: Value, answer: Option<Value>| {
        next_id += 1;
        let mut request = request;
        request["id"] = json!(next_id);
        lines.push(request.to_string());
        if let Some(mut answer) = answer {
            answer["id"] = json!(next_id);
            lines.push(answer.to_string());
        }
        next_id
    };
    let mut discover = official("DiscoverResultResponse");
    for capability in ["tools", "prompts", "resources", "completions"] {
        discover["result"]["capabilities"][capability] = json!({});
    }
    exchange(&mut lines, official("DiscoverRequest"), Some(discover));
    let call = official("CallToolRequest");
    let prompt = official("GetPromptRequest");
    let mut tools = official("ListToolsResultResponse");
    tools["result"]["tools"][0]["name"] = call["params"]["name"].clone();
    tools["result"]["tools"][0]
        .as_object_mut()
        .unwrap()
        .remove("outputSchema");
    let mut prompts = official("ListPromptsResultResponse");
    prompts["result"]["prompts"][0]["name"] = prompt["params"]["name"].clone();
    for (request, answer) in [
        ("ListToolsRequest", tools),
        ("ListPromptsRequest", prompts),
        (
            "ListResourcesRequest",
            official("ListResourcesResultResponse"),
        ),
        (
            "ListResourceTemplatesRequest",
            official("ListResourceTemplatesResultResponse"),
        ),
        (
            "ReadResourceRequest",
            official("ReadResourceResultResponse"),
        ),
        ("CompleteRequest", official("CompleteResultResponse")),
    ] {
        // The server's identity, a SHOULD of every result the examples of lists leave out.
        let mut answer = answer;
        answer["result"]["_meta"]["io.modelcontextprotocol/serverInfo"] =
            json!({"name": "ExampleServer", "version": "1.0.0"});
        exchange(&mut lines, official(request), Some(answer));
    }
    exchange(
        &mut lines,
        prompt.clone(),
        Some(official("GetPromptResultResponse")),
    );
    // A call that reports its progress and logs while it runs.
    let mut reporting = call.clone();
    reporting["params"]["_meta"]["progressToken"] = json!("export-1");
    reporting["params"]["_meta"]["io.modelcontextprotocol/logLevel"] = json!("debug");
    let id = exchange(&mut lines, reporting, None);
    let mut progress = official("ProgressNotification");
    progress["params"]["progressToken"] = json!("export-1");
    lines.push(progress.to_string());
    lines.push(official("LoggingMessageNotification").to_string());
    let mut answer = official("CallToolResultResponse");
    answer["id"] = json!(id);
    lines.push(answer.to_string());
    // A call that asks for input, and its retry with the answers.
    let mut asking = call.clone();
    asking["params"]["_meta"]["io.modelcontextprotocol/clientCapabilities"] =
        json!({"elicitation": {}, "sampling": {}});
    let interim = json!({"jsonrpc": "2.0", "result": official("InputRequiredResult")});
    let state = interim["result"]["requestState"].clone();
    exchange(&mut lines, asking.clone(), Some(interim));
    let mut retry = asking;
    retry["params"]["requestState"] = state;
    retry["params"]["inputResponses"] = json!({
        "github_login": {"action": "accept", "content": {"name": "octocat"}},
        "capital_of_france": {"role": "assistant", "content": {"type": "text", "text": "Paris"}, "model": "example-model"}
    });
    exchange(&mut lines, retry, Some(official("CallToolResultResponse")));
    // A call the client cancels, which owes no answer; a tool no listing holds, refused.
    let cancelled = exchange(&mut lines, call.clone(), None);
    let mut cancel = official("CancelledNotification");
    cancel["params"]["requestId"] = json!(cancelled);
    lines.push(cancel.to_string());
    let mut unknown = call;
    unknown["params"]["name"] = json!("no_such_tool");
    let refusal = json!({"jsonrpc": "2.0", "error": {"code": -32602, "message": "Unknown tool"}});
    exchange(&mut lines, unknown, Some(refusal));
    // A subscription: acknowledged, its notifications, and its end.
    let listen = exchange(&mut lines, official("SubscriptionsListenRequest"), None);
    let subscription = json!(listen.to_string());
    for notification in [
        "SubscriptionsAcknowledgedNotification",
        "ToolListChangedNotification",
        "PromptListChangedNotification",
        "ResourceListChangedNotification",
        "ResourceUpdatedNotification",
    ] {
        let mut notification = official(notification);
        if notification["params"]["_meta"]
            .get("io.modelcontextprotocol/subscriptionId")
            .is_some()
        {
            notification["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"] =
                subscription.clone();
        }
        lines.push(notification.to_string());
    }
    let mut end = official("SubscriptionsListenResultResponse");
    end["id"] = json!(listen);
    end["result"]["_meta"]["io.modelcontextprotocol/subscriptionId"] = subscription;
    lines.push(end.to_string());
    let session = lines.join("\n");
    let report = engine::check(&session);
    assert_eq!(report.kind, engine::DocumentKind::Transcript);
    let found: Vec<(&str, usize, &str)> = (report.diagnostics.iter())
        .map(|d| {
            (
                d.diagnostic.code.id(),
                d.start.line,
                d.diagnostic.pointer.as_str(),
            )
        })
        .collect();
    assert!(found.is_empty(), "{found:?}\n{session}");
}
