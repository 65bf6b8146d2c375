//! The compact form of a report, which the JS API hands over (`Report::to_compact_text`), built
//! into the report's shape as the loader builds it (www/embed.js), is what `serde_json` makes of
//! the same report for `check --format json`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::expand_example;
use mcp_anatomy::engine::{self, Report};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::Code;
use serde_json::{Value, json};

/// The report's shape from its compact form, as www/embed.js builds it.
/// The help table the loader fetches for `lang` (www/mcp-anatomy-help-<lang>.js), as the loader
/// reads it: the object its module exports.
fn help_table(lang: Lang) -> Value {
    let path = format!(
        "{}/www/mcp-anatomy-help-{}.js",
        env!("CARGO_MANIFEST_DIR"),
        lang.tag()
    );
    let module = std::fs::read_to_string(&path).expect("the help table");
    let object = module
        .split_once("export default ")
        .expect("a default export")
        .1;
    serde_json::from_str(object.trim_end().trim_end_matches(';')).expect("the table is JSON")
}

fn expand(compact: &str, lang: Lang) -> Value {
    let compact: Value = serde_json::from_str(compact).unwrap_or_else(|e| panic!("{e}: {compact}"));
    let range = |numbers: &[Value], at: usize| {
        let position = |i: usize| json!({"offset": numbers[i], "line": numbers[i + 1], "column": numbers[i + 2], "utf16": numbers[i + 3]});
        json!({"start": position(at), "end": position(at + 4)})
    };
    // Findings' links are the root, which a report without findings leaves out, and a page.
    let spec_root = compact[7].as_str().unwrap_or_default().to_owned();
    let diagnostics: Vec<Value> = (compact[6].as_array().expect("diagnostics").iter())
        .map(|d| {
            let d = d.as_array().expect("a diagnostic");
            let index = d[0].as_u64().expect("a code index") as usize;
            let code = Report::code_text(index).expect("a code");
            let code: Value = serde_json::from_str(&code).expect("JSON");
            let fixes: Vec<Value> = (d[12].as_array().expect("fixes").iter())
                .map(|fix| {
                    let edits: Vec<Value> = (fix[1].as_array().expect("edits").iter())
                        .map(|edit| {
                            let edit = edit.as_array().expect("an edit");
                            json!({"range": range(edit, 0), "newText": edit[8]})
                        })
                        .collect();
                    json!({"title": fix[0], "edits": edits})
                })
                .collect();
            json!({"severity": code[0], "code": code[1], "pointer": d[1], "message": d[2],
                "help": help_table(lang)[code[1].as_str().expect("an id")], "range": range(d, 3), "spec": spec_root.clone() + d[11].as_str().expect("a page"), "fixes": fixes})
        })
        .collect();
    json!({"input": compact[0], "kind": compact[1], "valid": compact[2], "errors": compact[3],
        "warnings": compact[4], "infos": compact[5], "diagnostics": diagnostics})
}

/// Both forms of the report of `text`, read back as JSON values, in each language.
fn assert_same_json(text: &str, method: Option<&str>) {
    // What validate() checks with; `check --format json` keeps the checklist, which has no
    // part in either form.
    let report = engine::check_answer_without_checklist(text, method);
    for lang in [Lang::En, Lang::Ru] {
        let input = "<in\"put>\n";
        let base = "https://example.org/";
        let ours = expand(&report.to_compact_text(input, lang, base), lang);
        let theirs = serde_json::to_value(report.to_json(input, lang, base)).expect("serialises");
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
    let ours = expand(&not_utf8.to_compact_text("-", Lang::En, ""), Lang::En);
    let theirs = serde_json::to_value(not_utf8.to_json("-", Lang::En, "")).expect("serialises");
    assert_eq!(ours, theirs);
    assert_eq!(Report::code_text(Code::ALL.len()), None);
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
