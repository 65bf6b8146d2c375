//! Helpers shared by the integration tests: the official schema and examples (read from
//! `../shared/mcp-spec`, never copied), and example expansion for the catalogue.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::PathBuf;

/// `../shared/mcp-spec/2026-07-28` beside the project, or `$MCP_SPEC_DIR`.
pub fn spec_dir() -> PathBuf {
    let dir = std::env::var_os("MCP_SPEC_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/mcp-spec/2026-07-28")
        });
    assert!(
        dir.join("schema.json").is_file(),
        "the official MCP schema is not at {}; set MCP_SPEC_DIR",
        dir.display()
    );
    dir
}

pub fn schema() -> serde_json::Value {
    let text = std::fs::read_to_string(spec_dir().join("schema.json")).expect("schema.json");
    serde_json::from_str(&text).expect("schema.json parses")
}

/// A validator for one definition of the official schema, with format checks on.
pub fn validator_for(definition: &str) -> jsonschema::Validator {
    let schema = schema();
    let wrapper = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": format!("#/$defs/{definition}"),
        "$defs": schema["$defs"],
    });
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .should_validate_formats(true)
        .build(&wrapper)
        .expect("the official schema compiles")
}

/// The official examples of one type, as (file name, text).
pub fn examples(type_name: &str) -> Vec<(String, String)> {
    let dir = spec_dir().join("examples").join(type_name);
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("dir entry").path();
            let text = std::fs::read_to_string(&path).expect("example text");
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                text,
            )
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no examples in {}", dir.display());
    out
}

/// Members of a valid discover result, for `…` in catalogue examples.
const BASE_MEMBERS: &[(&str, &str)] = &[
    ("resultType", r#""complete""#),
    ("supportedVersions", r#"["2026-07-28"]"#),
    ("capabilities", "{}"),
    (
        "_meta",
        r#"{"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}"#,
    ),
    ("ttlMs", "60000"),
    ("cacheScope", r#""public""#),
];

/// Expands catalogue notation: `…` becomes the members of a valid result that the example
/// does not name, `[×N` and `]×N` become N brackets.
pub fn expand_example(example: &str) -> String {
    let mut text = example.to_owned();
    for bracket in ['[', ']'] {
        let marker = format!("{bracket}×");
        while let Some(at) = text.find(&marker) {
            let digits: String = text[at + marker.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let count: usize = digits.parse().expect("a count after ×");
            text.replace_range(
                at..at + marker.len() + digits.len(),
                &bracket.to_string().repeat(count),
            );
        }
    }
    let rest: Vec<String> = BASE_MEMBERS
        .iter()
        .filter(|(name, _)| !example.contains(&format!("\"{name}\"")))
        .map(|(name, value)| format!("\"{name}\": {value}"))
        .collect();
    if rest.is_empty() {
        text.replace(", …", "").replace('…', "")
    } else {
        text.replace('…', &rest.join(", "))
    }
}
