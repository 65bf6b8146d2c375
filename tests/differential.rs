//! Differential test: mutate valid documents at every level and compare the engine's verdict
//! (no error-severity diagnostic) with the official JSON Schema through a 2020-12 validator.
//! The only disagreements allowed are MUSTs written in the specification's prose that the
//! schema cannot express; each is listed in `prose_must` with its reason.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::engine;
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
            "io.modelcontextprotocol/serverInfo": {
                "name": "weather",
                "title": "Weather",
                "version": "2.1.0",
                "description": "Forecasts",
                "websiteUrl": "https://example.com/weather",
                "icons": [{"src": "https://example.com/icon.png", "mimeType": "image/png", "sizes": ["48x48"], "theme": "dark"}]
            },
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

fn compare(definition: &str, base: &Value, tally: &mut Tally) {
    let validator = common::validator_for(definition);
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
        let engine_valid = engine::check(&text).is_valid();
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
    for (_, text) in common::examples("UnsupportedProtocolVersionError") {
        compare(
            "UnsupportedProtocolVersionError",
            &serde_json::from_str(&text).unwrap(),
            &mut tally,
        );
    }
    println!(
        "differential: {} mutated documents compared, {} allowed disagreements (prose MUSTs), {} unexpected",
        tally.compared,
        tally.allowed.len(),
        tally.unexpected.len()
    );
    for line in &tally.allowed {
        println!("  allowed: {line}");
    }
    assert!(
        tally.compared > 500,
        "too few mutations: {}",
        tally.compared
    );
    assert!(
        tally.unexpected.is_empty(),
        "{} disagreements:\n{}",
        tally.unexpected.len(),
        tally.unexpected.join("\n\n")
    );
}
