//! Which result a text is, by its members, and answers to methods outside the checked ones.

use super::*;

#[test]
fn the_templates_are_clean() {
    for text in [result_with(""), meta_with("")] {
        let report = engine::check(&text);
        assert!(
            report.is_valid() && report.diagnostics.is_empty(),
            "{:?}",
            codes(&report)
        );
    }
}

#[test]
fn list_results_are_checked_against_their_schema() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "array"}}, {"inputSchema": {"type": "object"}}]}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::ToolsListResponse);
    expect(
        &report,
        Code::ConstValue,
        "/result/tools/0/inputSchema/type",
        "\"object\"",
        "\"object\"",
    );
    expect(
        &report,
        Code::MissingMember,
        "/result/tools/1",
        "`name`",
        "`name`",
    );
}

/// An answer to a method outside the checked ones is named, its envelope checked, and its
/// result left alone: no discover members asked of a `tools/call` result.
#[test]
fn answers_to_other_methods_are_named_not_checked_as_discover() {
    let only_other = |report: &Report| {
        assert_eq!(
            report.kind,
            DocumentKind::OtherMethod,
            "{:?}",
            codes(report)
        );
        assert_eq!(codes(report), vec![Code::OtherMethod]);
        assert!(report.is_valid() && report.fields.is_empty());
    };
    for (result, method) in [
        (
            r#"{"content": [{"type": "text", "text": "Sunny"}], "isError": false}"#,
            "tools/call",
        ),
        (
            r#"{"messages": [{"role": "user", "content": {"type": "text", "text": "Hi"}}]}"#,
            "prompts/get",
        ),
        (
            r#"{"completion": {"values": ["Paris"]}}"#,
            "completion/complete",
        ),
        (
            r#"{"resultType": "complete", "_meta": {"io.modelcontextprotocol/subscriptionId": "s"}}"#,
            "subscriptions/listen",
        ),
    ] {
        let response = format!(r#"{{"jsonrpc": "2.0", "id": 1, "result": {result}}}"#);
        let report = engine::check(&response);
        only_other(&report);
        expect(
            &report,
            Code::OtherMethod,
            "/result",
            &format!("answers `{method}`"),
            &format!("ответ на `{method}`"),
        );
        // The result alone, without its envelope, too.
        only_other(&engine::check(result));
    }
    // Told the method, the members do not matter.
    only_other(&engine::check_answer(&result_with(""), Some("tools/call")));
    // In a transcript, the request's method says it.
    let transcript = [
        r#"{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "echo", "arguments": {}}}"#,
        r#"{"jsonrpc": "2.0", "id": 5, "result": {"structuredContent": {"echo": "hi"}}}"#,
    ]
    .join("\n");
    let report = engine::check(&transcript);
    assert_eq!(codes(&report), vec![Code::OtherMethod]);
    // The envelope is still checked.
    let report = engine::check(r#"{"jsonrpc": 2, "id": null, "result": {"content": []}}"#);
    let found = codes(&report);
    assert!(
        found.contains(&Code::JsonRpcVersion) && found.contains(&Code::RequestId),
        "{found:?}"
    );
    assert!(!report.is_valid());
}
