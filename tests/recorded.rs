//! Sessions recorded from the official Python SDK server (`mcp` 2.3.0, tests/servers/
//! notes_server.py) over stdio, as a 2026-07-28 client holds them: lists, calls of tools with
//! and without structured output, a prompt and a read. What the server answers is judged clean;
//! the same session with one answer changed is not.
#![cfg(not(target_arch = "wasm32"))]

use mcp_anatomy::engine;
use mcp_anatomy::spec::codes::{Code, Severity};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The requests of the session: method and params, each sent with the per-request `_meta`.
fn requests() -> Vec<(&'static str, Value)> {
    vec![
        ("server/discover", json!({})),
        ("tools/list", json!({})),
        (
            "tools/call",
            json!({"name": "search_notes", "arguments": {"query": "budget"}}),
        ),
        (
            "tools/call",
            json!({"name": "export_note", "arguments": {"note_id": "n1", "format": "markdown"}}),
        ),
        ("prompts/list", json!({})),
        (
            "prompts/get",
            json!({"name": "summarise", "arguments": {"topic": "budget"}}),
        ),
        ("resources/read", json!({"uri": "notes://recent"})),
        // Names the session's listings do not hold (server/tools and server/prompts, "Error
        // Handling").
        (
            "tools/call",
            json!({"name": "no_such_tool", "arguments": {}}),
        ),
        ("prompts/get", json!({"name": "no_such_prompt"})),
    ]
}

/// Each request and the server's answer to it, one JSON message a line, in order.
fn record() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let python = root.join(".venv/bin/python");
    assert!(
        python.is_file(),
        "{} is missing: run scripts/bootstrap.sh servers",
        python.display()
    );
    let mut server = Command::new(python)
        .arg(root.join("tests/servers/notes_server.py"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut input = server.stdin.take().unwrap();
    let mut output = BufReader::new(server.stdout.take().unwrap());
    let meta = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "recorder", "version": "1.0.0"},
        "io.modelcontextprotocol/clientCapabilities": {}
    });
    let mut lines = Vec::new();
    for (id, (method, mut params)) in requests().into_iter().enumerate() {
        params["_meta"] = meta.clone();
        let request = json!({"jsonrpc": "2.0", "id": id + 1, "method": method, "params": params});
        writeln!(input, "{request}").unwrap();
        input.flush().unwrap();
        lines.push(request.to_string());
        let mut answer = String::new();
        output.read_line(&mut answer).expect("an answer");
        assert!(!answer.trim().is_empty(), "{method}: no answer");
        lines.push(answer.trim_end().to_owned());
    }
    drop(input);
    let _ = server.wait();
    lines.join("\n")
}

#[test]
fn a_session_of_the_python_sdk_server_has_only_its_real_faults() {
    let session = record();
    let report = engine::check(&session);
    // What this server really gets wrong, all warnings: every answer's `serverInfo.version`
    // is empty; a tool that returns a string gives `{"result": …}` as structured content
    // with the bare string as its text, not that JSON (tools, "Structured Content": SHOULD);
    // an unknown prompt gets -32603, "Internal server error" (prompts, "Error Handling":
    // SHOULD be -32602).
    let loud: Vec<_> = (report.diagnostics.iter())
        .filter(|d| d.diagnostic.severity() > Severity::Info)
        .filter(|d| d.diagnostic.code != Code::EmptyServerVersion)
        .map(|d| (d.diagnostic.code, d.start.line))
        .collect();
    assert_eq!(
        loud,
        [(Code::StructuredWithoutText, 8), (Code::UnknownPrompt, 18)],
        "{session}"
    );
    // And a note: an unknown tool's call is answered with a result (`isError`), where the
    // tools page makes it a protocol error.
    assert!(
        (report.diagnostics.iter())
            .any(|d| d.diagnostic.code == Code::UnknownTool && d.start.line == 16),
        "{session}"
    );
    let errors = (report.diagnostics.iter()).filter(|d| d.diagnostic.severity() == Severity::Error);
    assert_eq!(errors.count(), 0, "{session}");
    // The search's structured result, its `more` made a string: the tool's schema says boolean.
    let lines: Vec<&str> = session.lines().collect();
    let mut answer: Value = serde_json::from_str(lines[5]).unwrap();
    assert!(
        answer["result"]["structuredContent"]["more"].is_boolean(),
        "{answer}"
    );
    answer["result"]["structuredContent"]["more"] = json!("no");
    let mut changed = lines.clone();
    let answer = answer.to_string();
    changed[5] = &answer;
    let report = engine::check(&changed.join("\n"));
    let invalid: Vec<_> = (report.diagnostics.iter())
        .filter(|d| d.diagnostic.code == Code::StructuredInvalid)
        .map(|d| (d.start.line, d.diagnostic.pointer.as_str()))
        .collect();
    assert_eq!(invalid, [(6, "/result/structuredContent/more")]);
    // Without its structured result at all.
    let mut answer: Value = serde_json::from_str(lines[5]).unwrap();
    answer["result"]
        .as_object_mut()
        .unwrap()
        .remove("structuredContent");
    let answer = answer.to_string();
    changed[5] = &answer;
    let report = engine::check(&changed.join("\n"));
    assert!(
        report
            .diagnostics
            .iter()
            .any(|d| d.diagnostic.code == Code::StructuredMissing)
    );
}
