//! The strict JSON parser on its own: what it accepts agrees with serde_json, the values it
//! decodes agree with serde_json's, and each kind of syntax error is named at its place.
#![cfg(not(target_arch = "wasm32"))]

use mcp_anatomy::engine::json::{self, Arena, SyntaxErrorKind, Value};
use proptest::prelude::*;

/// The tree as a serde_json value, for comparison (a repeated name keeps its last value, as
/// serde_json does).
fn to_serde(value: &Value<'_>, text: &str) -> serde_json::Value {
    match value {
        Value::Object(object) => serde_json::Value::Object(
            object
                .members
                .iter()
                .map(|m| (m.name().to_owned(), to_serde(&m.value, text)))
                .collect(),
        ),
        Value::Array(array) => {
            serde_json::Value::Array(array.elements.iter().map(|e| to_serde(e, text)).collect())
        }
        Value::String(string) => serde_json::Value::String(string.value.to_string()),
        Value::Number(number) => serde_json::from_str(number.raw).expect("a JSON number"),
        Value::Bool(span) => serde_json::Value::Bool(&text[span.start..span.end] == "true"),
        Value::Null(_) => serde_json::Value::Null,
    }
}

fn agrees_with_serde_json(text: &str) -> Result<(), TestCaseError> {
    let arena = Arena::new();
    let ours = json::parse(text, &arena);
    let theirs = serde_json::from_str::<serde_json::Value>(text);
    match (ours, theirs) {
        (Ok(parsed), Ok(value)) => {
            prop_assert!(!parsed.has_control_characters, "{:?}", text);
            prop_assert_eq!(to_serde(&parsed.root, text), value, "{:?}", text);
        }
        // What this parser lets through and serde_json does not: raw control characters (the
        // engine reports them as errors of their own) and halves of surrogate pairs, which the
        // JSON grammar allows (RFC 8259, section 8.2) and the engine warns about.
        (Ok(parsed), Err(error)) => prop_assert!(
            parsed.has_control_characters || !parsed.lone_surrogates.is_empty(),
            "accepted {:?}; serde_json: {}",
            text,
            error
        ),
        (Err(error), Ok(_)) => prop_assert!(false, "rejected {:?}: {:?}", text, error),
        (Err(error), Err(_)) => {
            prop_assert!(error.span.start <= error.span.end && error.span.end <= text.len());
            prop_assert!(text.is_char_boundary(error.span.start));
            prop_assert!(text.is_char_boundary(error.span.end));
        }
    }
    Ok(())
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(serde_json::Value::from),
        any::<String>().prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(5, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::vec((any::<String>(), inner), 0..6)
                .prop_map(|members| serde_json::Value::Object(members.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn json_like_text_is_judged_as_serde_json_judges_it(
        text in r#"[\{\}\[\]",:0-9a-fu\\ \n\t.eE+/*'-]{0,60}"#
    ) {
        agrees_with_serde_json(&text)?;
    }

    #[test]
    fn escapes_decode_as_serde_json_decodes_them(
        body in r#"([a-z\u{e9}\u{1F600}]|\\[\\"/bfnrt]|\\u[0-9a-fA-F]{4}|\\u[dD][89abAB][0-9a-f]{2}\\u[dD][c-fC-F][0-9a-f]{2}){0,12}"#
    ) {
        agrees_with_serde_json(&format!("\"{body}\""))?;
    }

    #[test]
    fn repeated_members_are_the_names_seen_before(names in prop::collection::vec("[a-e]{1,2}", 0..40)) {
        let members: Vec<String> = names.iter().map(|n| format!("\"{n}\": 0")).collect();
        let text = format!("{{{}}}", members.join(","));
        let arena = Arena::new();
        let parsed = json::parse(&text, &arena).expect("valid");
        let Value::Object(object) = parsed.root else { panic!("an object") };
        let naive: Vec<usize> = (0..names.len()).filter(|&i| names[..i].contains(&names[i])).collect();
        prop_assert_eq!(object.repeated_members(), naive.clone());
        prop_assert_eq!(object.has_repeated_members(), !naive.is_empty());
        prop_assert_eq!(parsed.has_repeated_members, !naive.is_empty());
    }

    #[test]
    fn serialized_values_parse_back(value in any::<bool>().prop_flat_map(|_| json_value()), pretty in any::<bool>()) {
        let text = if pretty { serde_json::to_string_pretty(&value).unwrap() } else { value.to_string() };
        agrees_with_serde_json(&text)?;
    }
}

#[test]
fn each_syntax_error_is_named_at_its_place() {
    use SyntaxErrorKind as K;
    let cases = [
        ("", K::Empty, ""),
        ("  \n ", K::Empty, "  \n "),
        ("{\"a\": 1 // note\n}", K::Comment, "// note"),
        ("[1, // note\n 2]", K::Comment, "// note"),
        ("/* a\n b */ {}", K::Comment, "/* a"),
        ("{\"a\": 1,}", K::TrailingComma, ","),
        ("[1 ,\n ]", K::TrailingComma, ","),
        ("{'a': 1}", K::SingleQuote, "'a'"),
        ("['it's']", K::SingleQuote, "'it'"),
        ("[NaN]", K::NonFiniteNumber, "NaN"),
        ("[-Infinity]", K::NonFiniteNumber, "-Infinity"),
        ("[01]", K::BadNumber, "01"),
        ("[1.]", K::BadNumber, "1."),
        ("[+1]", K::BadNumber, "+1"),
        ("[.5]", K::BadNumber, ".5"),
        ("[0x1F]", K::BadNumber, "0x1F"),
        ("[1e]", K::BadNumber, "1e"),
        ("[-]", K::BadNumber, "-"),
        (r#"["\q"]"#, K::BadEscape, r"\q"),
        (r#"["\é"]"#, K::BadEscape, r"\é"),
        (r#"["\u12x4"]"#, K::BadEscape, r"\u12"),
        ("[\"ab\ncd\"]", K::UnclosedString, "\"ab"),
        ("[\"ab", K::UnclosedString, "\""),
        ("[1, 2", K::UnclosedArray, "["),
        ("{\"a\": [1]", K::UnclosedObject, "{"),
        ("[1 2]", K::MissingComma, "2"),
        ("{\"a\": 1 \"b\": 2}", K::MissingComma, "\""),
        ("{\"a\" 1}", K::MissingColon, "1"),
        ("{a: 1}", K::NameNotString, "a"),
        ("{1: 1}", K::NameNotString, "1"),
        ("[1,", K::EndOfText, ""),
        ("{} {}", K::TextAfterValue, "{"),
        ("\u{feff}{}", K::Unexpected, "\u{feff}"),
        ("[tru]", K::Unexpected, "tru"),
        ("[None]", K::Unexpected, "None"),
    ];
    for (text, kind, at) in cases {
        let arena = Arena::new();
        let error = match json::parse(text, &arena) {
            Ok(_) => panic!("{text:?} parsed"),
            Err(error) => error,
        };
        assert_eq!(error.kind, kind, "{text:?}");
        assert_eq!(&text[error.span.start..error.span.end], at, "{text:?}");
    }
}

#[test]
fn containers_past_the_limit_are_read_without_a_tree() {
    let limit = json::MAX_DEPTH;
    let arena = Arena::new();
    let nested = format!("{}{}", "[".repeat(limit), "]".repeat(limit));
    let parsed = json::parse(&nested, &arena).expect("at the limit");
    assert!(parsed.unread.is_empty());
    // Far deeper than the stack would allow for a recursive parser, objects and arrays mixed.
    let deep = 100_000;
    let text = format!(
        "{{\"a\": {}\"v\"{}, \"b\": 1}}",
        "[{\"k\": ".repeat(deep),
        "}]".repeat(deep)
    );
    let parsed = json::parse(&text, &arena).expect("deep but valid");
    assert_eq!(parsed.unread.len(), 1);
    let unread = parsed.unread[0];
    assert!(matches!(text.as_bytes()[unread.start], b'[' | b'{'));
    assert!(unread.end < text.len() - ", \"b\": 1}".len());
    assert!(matches!(text.as_bytes()[unread.end - 1], b']' | b'}'));
    // Syntax errors inside the unread part are still found, where they are.
    let broken = format!("{}1 2{}", "[".repeat(limit + 5), "]".repeat(limit + 5));
    let error = json::parse(&broken, &arena).err().expect("missing comma");
    assert_eq!(error.kind, SyntaxErrorKind::MissingComma);
    assert_eq!(error.span.start, limit + 5 + 2);
    for bad in [
        "[".repeat(limit + 1),
        format!("{}{{\"a\" 1}}{}", "[".repeat(limit), "]".repeat(limit)),
        format!("{}[1,]{}", "[".repeat(limit), "]".repeat(limit)),
        format!("{}{{\"a\": 1,}}{}", "[".repeat(limit), "]".repeat(limit)),
    ] {
        assert!(json::parse(&bad, &arena).is_err(), "{}", &bad[limit..]);
    }
    for good in [
        format!("{}{{}}{}", "[".repeat(limit), "]".repeat(limit)),
        format!(
            "{}[[], {{\"a\": [1, {{}}]}}, \"x\"]{}",
            "[".repeat(limit),
            "]".repeat(limit)
        ),
    ] {
        let parsed = json::parse(&good, &arena).expect("valid");
        assert_eq!(parsed.unread.len(), 1, "{}", &good[limit..]);
    }
}

#[test]
fn half_a_surrogate_pair_is_json_and_is_recorded() {
    let arena = Arena::new();
    for (text, at) in [
        (r#"["\ud800"]"#, 2),
        (r#"["\udc00\ud83d\ude00"]"#, 2),
        (r#"["a\ud800\u0041"]"#, 3),
    ] {
        let parsed = json::parse(text, &arena).expect(text);
        assert_eq!(parsed.lone_surrogates.len(), 1, "{text}");
        assert_eq!(parsed.lone_surrogates[0].start, at, "{text}");
        let Value::Array(array) = parsed.root else {
            panic!()
        };
        assert!(array.elements[0].as_str().unwrap().contains('\u{fffd}'));
    }
}

#[test]
fn strings_without_escapes_borrow_from_the_text() {
    let text = r#"{"plain": "text", "escaped": "a\nb"}"#;
    let arena = Arena::new();
    let parsed = json::parse(text, &arena).expect("valid");
    let Value::Object(object) = &parsed.root else {
        panic!("an object")
    };
    let inside_text = |s: &str| text.as_bytes().as_ptr_range().contains(&s.as_ptr());
    let strings: Vec<(&str, bool)> = object
        .members
        .iter()
        .filter_map(|m| m.value.as_str())
        .map(|s| (s, inside_text(s)))
        .collect();
    assert_eq!(strings, [("text", true), ("a\nb", false)]);
}

#[test]
fn repeated_names_and_control_characters_are_flagged_for_the_tree_check() {
    let arena = Arena::new();
    let clean = json::parse(r#"{"a": {"b": 1}, "c": {"b": 2}}"#, &arena).expect("valid");
    assert!(!clean.has_repeated_members && !clean.has_control_characters);
    let repeated = json::parse(r#"{"a": {"b": 1, "b": 2}}"#, &arena).expect("valid");
    assert!(repeated.has_repeated_members);
    let many: Vec<String> = (0..40).map(|i| format!("\"k{}\": {i}", i % 39)).collect();
    let text = format!("{{{}}}", many.join(","));
    let large = json::parse(&text, &arena).expect("valid");
    assert!(large.has_repeated_members);
    let control = json::parse("[\"a\tb\"]", &arena).expect("tab is let through");
    assert!(control.has_control_characters);
}
