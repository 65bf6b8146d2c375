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
