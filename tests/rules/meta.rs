//! `_meta` (basic/index, General fields): reserved key prefixes and W3C trace context.

use super::*;

#[test]
fn prefixes_whose_second_label_is_mcp_are_reserved() {
    for key in [
        "dev.mcp/build",
        "org.modelcontextprotocol.api/x",
        "com.mcp.tools/y",
    ] {
        let report = engine::check(&meta_with(&format!(r#", "{key}": 1"#)));
        let pointer = format!("/result/_meta/{}", key.replace('/', "~1"));
        expect(&report, Code::ReservedPrefix, &pointer, key, key);
    }
    for key in [
        "com.example.mcp/build",
        "io.modelcontextprotocol/tasks",
        "build",
    ] {
        let report = engine::check(&meta_with(&format!(r#", "{key}": 1"#)));
        assert!(!codes(&report).contains(&Code::ReservedPrefix), "{key}");
    }
}

#[test]
fn trace_context_follows_w3c() {
    let good = r#", "traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01", "tracestate": "rojo=00f067aa0ba902b7", "baggage": "userId=alice""#;
    assert!(engine::check(&meta_with(good)).diagnostics.is_empty());
    for (extra, key, en, ru) in [
        (
            r#", "traceparent": "00-00000000000000000000000000000000-00f067aa0ba902b7-01""#,
            "traceparent",
            "all zeros",
            "одних нулей",
        ),
        (
            r#", "traceparent": "ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01""#,
            "traceparent",
            "`ff`",
            "`ff`",
        ),
        (
            r#", "traceparent": 7"#,
            "traceparent",
            "a string",
            "строкой",
        ),
        (
            r#", "tracestate": "Rojo=1""#,
            "tracestate",
            "`key=value`",
            "`ключ=значение`",
        ),
        (
            r#", "baggage": "user id=alice""#,
            "baggage",
            "`key=value`",
            "`ключ=значение`",
        ),
    ] {
        let report = engine::check(&meta_with(extra));
        expect(
            &report,
            Code::TraceContext,
            &format!("/result/_meta/{key}"),
            en,
            ru,
        );
    }
}

/// A request without the per-request fields is refused with -32602 (basic/index, "Per-request
/// protocol fields": MUST); a result, or an error of another code, is a finding on the answer.
#[test]
fn a_request_without_its_per_request_fields_is_refused() {
    let list = tools_list("[]");
    let session = |meta: &str, answer: &str| {
        let request = format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {{{meta}}}}}"#
        );
        engine::check(&format!("{request}\n{answer}"))
    };
    let clean = session(REQUEST_META, &list);
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    let refused =
        r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Missing _meta"}}"#;
    assert!(session("", refused).diagnostics.is_empty());
    let report = session("", &list);
    // The client's fault on its request, and the server's on its answer.
    assert_eq!(
        codes(&report),
        [Code::MissingMember, Code::RequestNotRefused]
    );
    expect(
        &report,
        Code::RequestNotRefused,
        "",
        "The `tools/list` request on line 1 has no `io.modelcontextprotocol/protocolVersion` in its `_meta`, and the server answers it with a result",
        "В `_meta` запроса `tools/list` на строке 1 нет `io.modelcontextprotocol/protocolVersion`, а сервер отвечает на него результатом",
    );
    let on = |code: Code| (report.diagnostics.iter()).find(|d| d.diagnostic.code == code);
    assert_eq!(
        on(Code::RequestNotRefused).unwrap().start.line,
        2,
        "on the answer"
    );
    assert_eq!(
        on(Code::MissingMember).unwrap().start.line,
        1,
        "on the request"
    );
    let only_version = r#""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}"#;
    let not_found =
        r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}"#;
    expect(
        &session(only_version, not_found),
        Code::RequestNotRefused,
        "",
        "has no `io.modelcontextprotocol/clientCapabilities` in its `_meta`, and the server refuses it with -32601",
        "отклоняет его с кодом `-32601`",
    );
    // A session an `initialize` opened has no per-request fields to carry.
    let legacy = [
        r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "demo", "version": "1.0.0"}}}"#,
        r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#,
        r#"{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}"#,
    ];
    let report = engine::check(&legacy.join("\n"));
    assert!(
        !codes(&report).contains(&Code::RequestNotRefused),
        "{:?}",
        codes(&report)
    );
}
