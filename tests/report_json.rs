//! The report's JSON text, which the JS API hands over (`JsonReport::to_json_text`), is what
//! `serde_json` makes of the same report for `check --format json`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::expand_example;
use mcp_anatomy::engine;
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::Code;

/// Both forms of the report of `text`, read back as JSON values, in each language.
fn assert_same_json(text: &str, method: Option<&str>) {
    let report = engine::check_answer(text, method);
    for lang in [Lang::En, Lang::Ru] {
        let json = report.to_json("<in\"put>\n", lang, "https://example.org/");
        let ours: serde_json::Value = serde_json::from_str(&json.to_json_text())
            .unwrap_or_else(|e| panic!("{e}: {}", json.to_json_text()));
        let theirs = serde_json::to_value(&json).expect("serialises");
        assert_eq!(ours, theirs, "{lang:?}: {text}");
    }
}

#[test]
fn every_code_and_its_fixes() {
    for &code in Code::ALL {
        if code != Code::NotUtf8 {
            assert_same_json(&expand_example(code.info().bad), None);
        }
    }
    let (_, not_utf8) = engine::check_bytes(b"{\"ttlMs\": \xff}");
    let json = not_utf8.to_json("-", Lang::En, "");
    let ours: serde_json::Value = serde_json::from_str(&json.to_json_text()).expect("JSON");
    assert_eq!(ours, serde_json::to_value(&json).expect("serialises"));
}

#[test]
fn names_and_values_that_need_escapes() {
    // Pointers, messages and fixes quote the document: quotes, backslashes, control characters,
    // non-ASCII text and a lone surrogate's replacement all cross as JSON strings.
    for text in [
        "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"a\\\"b\\\\c\\u0001\\n\": 1, \"ttl_ms\": \"ё😀\"}}",
        "{\"x\u{1}y\": \"\t\", \"cacheScope\": \"Public\\u2028\"}",
        "{\"a\": 1, // \u{7f} comment\n}",
        "",
    ] {
        assert_same_json(text, None);
        assert_same_json(text, Some("tools/list"));
    }
}

#[test]
fn official_examples() {
    for (type_name, method) in [
        ("DiscoverResultResponse", "server/discover"),
        ("ListToolsResult", "tools/list"),
        ("ReadResourceResultResponse", "resources/read"),
        ("UnsupportedProtocolVersionError", "server/discover"),
    ] {
        for (_, text) in common::examples(type_name) {
            assert_same_json(&text, Some(method));
        }
    }
}
