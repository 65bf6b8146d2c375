//! Property tests: whatever the input, the engine does not panic, every range lies inside the
//! text on character boundaries, positions agree with the text, and every pointer resolves.
#![cfg(not(target_arch = "wasm32"))]

use mcp_anatomy::engine::{self, Report, apply_edits, pointer};
use mcp_anatomy::spec::Lang;
use proptest::prelude::*;
use serde_json::{Map, Value};

fn check_invariants(text: &str, report: &Report) {
    for located in &report.diagnostics {
        let d = &located.diagnostic;
        assert!(
            d.span.start <= d.span.end && d.span.end <= text.len(),
            "{:?} outside {}",
            d.span,
            text.len()
        );
        assert!(text.is_char_boundary(d.span.start) && text.is_char_boundary(d.span.end));
        let before = &text[..d.span.start];
        assert_eq!(located.start.offset, d.span.start);
        assert_eq!(located.start.line, before.matches('\n').count() + 1);
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        assert_eq!(
            located.start.column,
            before[line_start..].chars().count() + 1
        );
        assert_eq!(located.start.utf16, before.encode_utf16().count());
        assert!(
            pointer::tokens(&d.pointer).is_some(),
            "bad pointer {:?}",
            d.pointer
        );
        for fix in &d.fixes {
            assert!(
                apply_edits(text, &fix.edits).is_some(),
                "fix '{}' has bad edits",
                fix.title(Lang::En)
            );
        }
    }
}

/// Member names that reach the rules, plus near misses and noise.
fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("jsonrpc".to_owned()),
        Just("id".to_owned()),
        Just("result".to_owned()),
        Just("error".to_owned()),
        Just("code".to_owned()),
        Just("data".to_owned()),
        Just("supported".to_owned()),
        Just("resultType".to_owned()),
        Just("supportedVersions".to_owned()),
        Just("capabilities".to_owned()),
        Just("tools".to_owned()),
        Just("listChanged".to_owned()),
        Just("extensions".to_owned()),
        Just("experimental".to_owned()),
        Just("_meta".to_owned()),
        Just("io.modelcontextprotocol/serverInfo".to_owned()),
        Just("serverInfo".to_owned()),
        Just("icons".to_owned()),
        Just("src".to_owned()),
        Just("ttlMs".to_owned()),
        Just("ttl_ms".to_owned()),
        Just("cacheScope".to_owned()),
        Just("protocolVersion".to_owned()),
        "[a-zA-Z_/.~-]{0,12}",
        any::<String>(),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        prop_oneof![
            Just("2.0".to_owned()),
            Just("2026-07-28".to_owned()),
            Just("public".to_owned()),
            any::<String>()
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(6, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..8)
                .prop_map(|members| Value::Object(members.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        let report = engine::check(&text);
        check_invariants(&text, &report);
    }

    #[test]
    fn json_like_text_never_panics(text in r#"[\{\}\[\]",:0-9a-z\\ \n.eE+-]{0,80}"#) {
        let report = engine::check(&text);
        check_invariants(&text, &report);
    }

    #[test]
    fn arbitrary_json_pointers_resolve(value in json_value(), pretty in any::<bool>()) {
        let text = if pretty { serde_json::to_string_pretty(&value).unwrap() } else { value.to_string() };
        let report = engine::check(&text);
        check_invariants(&text, &report);
        for located in &report.diagnostics {
            let pointer = &located.diagnostic.pointer;
            prop_assert!(value.pointer(pointer).is_some(), "{} does not resolve in {}", pointer, text);
        }
    }

    #[test]
    fn arbitrary_results_in_an_envelope(result in json_value()) {
        let value = serde_json::json!({"jsonrpc": "2.0", "id": 1, "result": result});
        let text = serde_json::to_string_pretty(&value).unwrap();
        let report = engine::check(&text);
        check_invariants(&text, &report);
        for located in &report.diagnostics {
            prop_assert!(value.pointer(&located.diagnostic.pointer).is_some(), "{}", located.diagnostic.pointer);
        }
    }
}
