//! Error responses (basic/index): the error object, its message, the codes this revision
//! forbids. (What an error to `server/discover` says of the server's era: `versioning.rs`.)

use super::*;

#[test]
fn an_error_message_is_one_sentence() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported version. Use another one. Thanks!", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    expect(
        &engine::check(text),
        Code::ErrorMessageSentences,
        "/error/message",
        "3 sentences",
        "3",
    );
}

/// basic/index, "Error Codes": the retired -32002 and -32042 and the codes of -32020 to -32099
/// the specification does not define must not be sent, whatever the request; the codes it
/// defines, JSON-RPC's own and codes outside the reserved range are fine.
#[test]
fn codes_this_revision_forbids_are_errors() {
    let answer = |code: i64| {
        let text = format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": {code}, "message": "No"}}}}"#
        );
        engine::check_answer(&text, Some("resources/read"))
    };
    for (code, en, ru) in [
        (
            -32002,
            "retired (resource not found",
            "выведен из употребления (ресурс не найден",
        ),
        (
            -32042,
            "retired (URL elicitation required",
            "ввод данных по URL",
        ),
        (
            -32023,
            "which only the MCP specification assigns",
            "назначает только спецификация MCP",
        ),
        (-32099, "does not assign it", "такого кода не определяет"),
        (
            -32050,
            "-32050 lies in -32020 to -32099",
            "`-32050` лежит в диапазоне",
        ),
    ] {
        let report = answer(code);
        expect(&report, Code::ReservedErrorCode, "/error/code", en, ru);
        assert!(!report.is_valid(), "{code}");
    }
    for code in [
        -32020, -32601, -32602, -32603, -32700, -32000, -32019, -32100, -31999, 42,
    ] {
        let report = answer(code);
        assert!(
            report.diagnostics.is_empty(),
            "{code}: {:?}",
            codes(&report)
        );
    }
    // -32021 and -32022 with their data.
    let capability = r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32021, "message": "No", "data": {"requiredCapabilities": {"sampling": {}}}}}"#;
    assert!(!codes(&engine::check(capability)).contains(&Code::ReservedErrorCode));
    assert!(
        !codes(&engine::check(&refusal(r#"["2026-07-28"]"#, "2099-01-01")))
            .contains(&Code::ReservedErrorCode)
    );
    // Sent to `server/discover`, it is also an answer a client falls back from.
    let report =
        engine::check(r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32002, "message": "No"}}"#);
    let found = codes(&report);
    assert!(
        found.contains(&Code::ReservedErrorCode) && found.contains(&Code::ErrorResponse),
        "{found:?}"
    );
}

/// server/resources, "Error Handling": a resource that does not exist is answered with -32602,
/// which is neither a refusal nor an error to worry about, pasted alone or in a transcript.
#[test]
fn a_missing_resource_is_invalid_params() {
    let error = r#"{"jsonrpc": "2.0", "id": 5, "error": {"code": -32602, "message": "Resource not found", "data": {"uri": "file:///nonexistent.txt"}}}"#;
    let report = engine::check_answer(error, Some("resources/read"));
    assert_eq!(report.kind, DocumentKind::ErrorResponse);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    let transcript = format!(
        "{}\n{}\n{}\n{error}",
        r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#,
        result_with("").replace(
            r#""capabilities": {}"#,
            r#""capabilities": {"resources": {}}"#
        ),
        r#"{"jsonrpc": "2.0", "id": 5, "method": "resources/read", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "uri": "file:///nonexistent.txt"}}"#,
    );
    let report = engine::check(&transcript);
    assert_eq!(report.kind, DocumentKind::Transcript);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}
