//! Server text in the command line's own outputs: a tool named with terminal escapes, a
//! direction override or a line feed must reach a terminal, a CI log or a pull-request comment
//! as visible code points, never as the control characters themselves.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{Value, json};
use std::process::Command;

/// Escape sequences that recolour or retitle a terminal, a right-to-left override, a line feed.
const HOSTILE_NAME: &str = "evil\u{1b}[31mRED\u{1b}[0m\u{202e}txt\nfake: line\u{1b}]0;title\u{7}";

fn tools(names: &[&str]) -> Value {
    let tools: Vec<Value> = (names.iter())
        .map(|name| json!({"name": name, "description": "d", "inputSchema": {"type": "object"}}))
        .collect();
    json!({"resultType": "complete", "tools": tools, "ttlMs": 0, "cacheScope": "public"})
}

fn write(name: &str, value: &Value) -> String {
    let dir = std::env::temp_dir().join(format!("mcpa-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, value.to_string()).unwrap();
    path.to_str().unwrap().to_owned()
}

fn stdout(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(args)
        .output()
        .expect("the binary runs");
    String::from_utf8(out.stdout).unwrap()
}

fn assert_inert(what: &str, text: &str) {
    for c in ['\u{1b}', '\u{202e}', '\u{7}'] {
        assert!(
            !text.contains(c),
            "{what}: {c:?} reached the output: {text:?}"
        );
    }
    assert!(
        !text.lines().any(|line| line.starts_with("fake: line")),
        "{what}: a line feed from the server made a line of its own: {text}"
    );
    assert!(
        text.contains("⟨U+001B⟩"),
        "{what}: the escape is shown: {text}"
    );
}

#[test]
fn diff_shows_a_hostile_name_as_code_points_in_every_text_format() {
    let old = write("old.json", &tools(&["plain"]));
    let new = write("new.json", &tools(&["plain", HOSTILE_NAME]));
    for format in ["human", "markdown", "github", "junit"] {
        for lang in ["en", "ru"] {
            let text = stdout(&["diff", "--format", format, "--lang", lang, &old, &new]);
            assert_inert(&format!("diff --format {format} --lang {lang}"), &text);
        }
    }
}

#[test]
fn check_and_its_budget_show_a_hostile_name_as_code_points() {
    let list = write("budget.json", &tools(&["plain", HOSTILE_NAME]));
    for lang in ["en", "ru"] {
        let text = stdout(&["check", "--budget", "--lang", lang, &list]);
        assert_inert(&format!("check --budget --lang {lang}"), &text);
        let text = stdout(&["check", "--lang", lang, "--max-tool-tokens", "1", &list]);
        assert_inert(&format!("check --max-tool-tokens 1 --lang {lang}"), &text);
        for format in ["github", "junit"] {
            let text = stdout(&[
                "check",
                "--format",
                format,
                "--lang",
                lang,
                "--max-tool-tokens",
                "1",
                &list,
            ]);
            assert_inert(&format!("check --format {format} --lang {lang}"), &text);
        }
    }
}
