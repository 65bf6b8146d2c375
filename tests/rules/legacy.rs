//! Answers of earlier revisions: an `initialize` result judged by the 2025-11-25 schema and turned
//! by its fix into the `server/discover` result that says the same, and the answers of the
//! session it opens in a transcript, judged by the same schema.

use super::*;
use mcp_anatomy::engine::apply_edits;

/// What the legacy Python SDK server of the probe tests answers to `initialize`
/// (tests/servers/legacy_sdk_server.py), laid out over lines.
const PYTHON_SDK: &str = r#"{
  "jsonrpc": "2.0",
  "id": 0,
  "result": {
    "protocolVersion": "2025-06-18",
    "capabilities": {
      "experimental": {},
      "prompts": {"listChanged": false},
      "resources": {"subscribe": false, "listChanged": false},
      "tools": {"listChanged": false}
    },
    "serverInfo": {
      "name": "legacy-weather",
      "version": "1.22.0"
    },
    "instructions": "Forecasts by city.\nAsk for \u00abMoscow\u00bb in Russian."
  }
}"#;

fn the_fix(report: &Report) -> &mcp_anatomy::engine::Fix {
    let d = (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::LegacyInitialize)
        .expect("an initialize finding");
    assert_eq!(d.diagnostic.fixes.len(), 1);
    &d.diagnostic.fixes[0]
}

#[test]
fn an_initialize_response_is_judged_by_its_revision_and_named_so() {
    let report = engine::check(PYTHON_SDK);
    assert_eq!(report.kind, DocumentKind::InitializeResponse);
    assert_eq!(
        codes(&report),
        [Code::LegacyInitialize],
        "valid by 2025-11-25"
    );
    assert!(report.is_valid());
    expect(
        &report,
        Code::LegacyInitialize,
        "/result",
        "revision 2025-06-18, checked by the schema of 2025-11-25",
        "ревизии 2025-06-18; он проверен по схеме ревизии 2025-11-25",
    );
    assert!(
        report.fields.is_empty(),
        "the discover checklist is not its own"
    );
}

#[test]
fn the_fix_writes_the_discover_answer_from_the_servers_own_words() {
    let report = engine::check(PYTHON_SDK);
    let fixed = apply_edits(PYTHON_SDK, &the_fix(&report).edits).unwrap();
    let after = engine::check(&fixed);
    assert_eq!(after.kind, DocumentKind::DiscoverResponse, "{fixed}");
    assert!(
        (after.diagnostics.iter()).all(|d| d.diagnostic.severity() < Severity::Warning),
        "{fixed}\n{:?}",
        codes(&after)
    );
    let value: serde_json::Value = serde_json::from_str(&fixed).unwrap();
    let result = &value["result"];
    assert_eq!(
        result["supportedVersions"],
        serde_json::json!(["2026-07-28", "2025-06-18"])
    );
    assert_eq!(
        result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "legacy-weather"
    );
    assert_eq!(result["capabilities"]["resources"]["subscribe"], false);
    // The instructions' escapes are the server's own, not re-encoded.
    assert!(fixed.contains(r#""Forecasts by city.\nAsk for \u00abMoscow\u00bb in Russian.""#));
    // Laid out as Format lays it out: formatting the fixed text changes nothing.
    let (formatted, _) = engine::format(&fixed, 0).unwrap();
    assert_eq!(formatted.trim_end(), fixed.trim_end(), "{fixed}");
}

#[test]
fn a_bare_result_on_one_line_stays_on_one_line_and_loses_what_2026_has_not() {
    let text = r#"{"protocolVersion": "2025-11-25", "capabilities": {"tools": {}, "tasks": {"list": {}}, "logging": {}}, "serverInfo": {"name": "s", "version": "1"}, "_meta": {"com.example/build": "42"}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::InitializeResult);
    expect(
        &report,
        Code::LegacyInitialize,
        "",
        "revision 2025-11-25, checked by that revision's schema",
        "ревизии 2025-11-25; он проверен по схеме этой ревизии",
    );
    let fixed = apply_edits(text, &the_fix(&report).edits).unwrap();
    assert!(!fixed.contains('\n'), "{fixed}");
    assert!(
        !fixed.contains("tasks"),
        "tasks is an extension in 2026-07-28: {fixed}"
    );
    let after = engine::check(&fixed);
    assert_eq!(after.kind, DocumentKind::DiscoverResult, "{fixed}");
    assert!(after.is_valid(), "{fixed}\n{:?}", codes(&after));
    let value: serde_json::Value = serde_json::from_str(&fixed).unwrap();
    assert_eq!(value["_meta"]["com.example/build"], "42");
    assert_eq!(value["ttlMs"], 3_600_000);
    assert_eq!(
        value["supportedVersions"],
        serde_json::json!(["2026-07-28", "2025-11-25"])
    );
}

#[test]
fn a_broken_initialize_result_gets_the_2025_11_25_verdict_and_its_page() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": 20251125, "capabilities": {}, "serverInfo": {"name": "s"}}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::InitializeResponse);
    assert!(!report.is_valid());
    for (code, pointer) in [
        (Code::WrongType, "/result/protocolVersion"),
        (Code::MissingMember, "/result/serverInfo"),
    ] {
        let d = (report.diagnostics.iter().map(|d| &d.diagnostic))
            .find(|d| d.code == code && d.pointer == pointer)
            .unwrap_or_else(|| panic!("{code:?} at {pointer}: {:?}", codes(&report)));
        let url = d.page().url("https://modelcontextprotocol.io");
        assert_eq!(
            url,
            "https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization"
        );
    }
    expect(
        &report,
        Code::LegacyInitialize,
        "/result",
        "checked by the schema of 2025-11-25, the last revision with `initialize`",
        "последней, где есть `initialize`",
    );
    // Without a revision to keep, the discover answer lists only 2026-07-28.
    let fixed = apply_edits(text, &the_fix(&report).edits).unwrap();
    let value: serde_json::Value = serde_json::from_str(&fixed).unwrap();
    assert_eq!(
        value["result"]["supportedVersions"],
        serde_json::json!(["2026-07-28"])
    );
}

#[test]
fn a_discover_result_being_written_stays_a_discover_result() {
    // A draft with serverInfo at the top and protocolVersion, but already a discover member.
    let text = r#"{"resultType": "complete", "protocolVersion": "2026-07-28", "capabilities": {}, "serverInfo": {"name": "s", "version": "1"}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::DiscoverResult);
    assert!(!codes(&report).contains(&Code::LegacyInitialize));
    // The reader says which method: a discover answer is judged as one whatever it holds.
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "s", "version": "1"}}}"#;
    let told = engine::check_answer(text, Some("server/discover"));
    assert_eq!(told.kind, DocumentKind::DiscoverResponse);
    let told = engine::check_answer(text, Some("initialize"));
    assert_eq!(told.kind, DocumentKind::InitializeResponse);
}

/// A stdio transcript of a 2025-11-25 session: the handshake, a log message, and a list.
fn legacy_session(tool: &str) -> String {
    [
        r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {"listChanged": true}, "logging": {}}, "serverInfo": {"name": "s", "version": "1"}}}"#,
        r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#,
        r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#,
        r#"{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "listing"}}"#,
        &format!(r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"tools": [{tool}]}}}}"#),
    ]
    .join("\n")
}

#[test]
fn a_legacy_sessions_answers_are_judged_by_its_revision() {
    let tool = r#"{"name": "get_weather", "inputSchema": {"type": "object"}}"#;
    let text = legacy_session(tool);
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    // No resultType, ttlMs, cacheScope or serverInfo asked of the list, no fault in the log
    // message a session-wide level allows: only the note on the handshake.
    assert_eq!(codes(&report), [Code::LegacyInitialize], "{text}");
    let messages = engine::check_messages(&text, true).unwrap();
    let kinds: Vec<DocumentKind> = (messages.iter().map(|m| m.report.kind))
        .filter(|k| *k != DocumentKind::Request)
        .collect();
    assert_eq!(
        kinds,
        [
            DocumentKind::InitializeResponse,
            DocumentKind::LegacySessionResponse
        ]
    );
    // The same answer with no handshake before it is a 2026-07-28 answer, and lacks a lot.
    let alone = format!(r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"tools": [{tool}]}}}}"#);
    assert!(!engine::check_answer(&alone, Some("tools/list")).is_valid());
}

/// A tool's schemas are JSON Schema objects in 2025-11-25 too: the keywords the MCP schema
/// does not name (`title`, `additionalProperties`, `$defs` …) are no unknown members, as the
/// Python SDK 1.22.0 writes them.
#[test]
fn a_legacy_tools_schemas_may_hold_any_json_schema_keyword() {
    let tool = r#"{"name": "add", "inputSchema": {"type": "object", "title": "addArguments", "properties": {"a": {"type": "integer", "title": "A"}}, "required": ["a"], "additionalProperties": false, "$defs": {}}, "outputSchema": {"type": "object", "title": "addOutput", "properties": {"result": {"type": "integer"}}}}"#;
    let report = engine::check(&legacy_session(tool));
    assert_eq!(codes(&report), [Code::LegacyInitialize]);
}

#[test]
fn a_broken_answer_of_a_legacy_session_cites_the_2025_11_25_schema() {
    let text = legacy_session(r#"{"name": "get_weather"}"#);
    let report = engine::check(&text);
    let d = (report.diagnostics.iter().map(|d| &d.diagnostic))
        .find(|d| d.code == Code::MissingMember)
        .unwrap_or_else(|| panic!("{:?}", codes(&report)));
    assert_eq!(d.pointer, "/result/tools/0");
    assert!(
        d.message(mcp_anatomy::spec::Lang::En)
            .contains("inputSchema")
    );
    assert_eq!(
        d.page().url("https://modelcontextprotocol.io"),
        "https://modelcontextprotocol.io/specification/2025-11-25/schema"
    );
    assert_eq!(report.count(Severity::Error), 1, "{:?}", codes(&report));
}
