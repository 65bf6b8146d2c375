//! The JSON-RPC envelope of a response (basic/index, "Responses"): `jsonrpc`, `id`, and one of
//! `result` and `error`.

use super::*;

const RESULT: &str = r#"{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}"#;

/// A response of these members, then the discover result.
fn with_envelope(members: &str) -> Report {
    engine::check(&format!(r#"{{{members}"result": {RESULT}}}"#))
}

#[test]
fn jsonrpc_is_the_string_2_0() {
    let report = with_envelope(r#""id": 1, "#);
    expect(
        &report,
        Code::JsonRpcVersion,
        "",
        "The response has no `jsonrpc` member",
        "В ответе нет поля `jsonrpc`",
    );
    assert_eq!(codes(&report), [Code::JsonRpcVersion]);
    for (written, en, ru) in [
        ("2", "not 2", "а не `2`"),
        ("\"1.0\"", "not \"1.0\"", "а не `\"1.0\"`"),
    ] {
        let report = with_envelope(&format!(r#""jsonrpc": {written}, "id": 1, "#));
        expect(&report, Code::JsonRpcVersion, "/jsonrpc", en, ru);
        expect(
            &report,
            Code::JsonRpcVersion,
            "/jsonrpc",
            "must be the string \"2.0\"",
            "должен быть строкой",
        );
        assert_eq!(codes(&report), [Code::JsonRpcVersion], "{written}");
    }
    let report = with_envelope(r#""jsonrpc": "2.0", "id": 1, "#);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}

#[test]
fn the_id_is_a_string_or_a_whole_number() {
    let report = with_envelope(r#""jsonrpc": "2.0", "#);
    expect(
        &report,
        Code::RequestId,
        "",
        "The response has no `id`",
        "В ответе нет `id`",
    );
    for (id, en, ru) in [
        (
            "null",
            "The id is null",
            "`null`; он должен быть строкой или целым числом",
        ),
        (
            "1.5",
            "The id is a fractional number",
            "дробное число; он должен быть",
        ),
        ("[1]", "The id is an array", "массив; он должен быть"),
    ] {
        let report = with_envelope(&format!(r#""jsonrpc": "2.0", "id": {id}, "#));
        expect(&report, Code::RequestId, "/id", en, ru);
        assert_eq!(codes(&report), [Code::RequestId], "{id}");
    }
    for id in ["0", "\"discover-1\"", "\"\""] {
        let report = with_envelope(&format!(r#""jsonrpc": "2.0", "id": {id}, "#));
        assert!(report.diagnostics.is_empty(), "{id}: {:?}", codes(&report));
    }
}

#[test]
fn a_response_carries_a_result_or_an_error_not_both() {
    let both = format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {RESULT}, "error": {{"code": -32603, "message": "oops"}}}}"#
    );
    expect(
        &engine::check(&both),
        Code::ResultAndError,
        "/error",
        "The response carries both `result` and `error`",
        "В ответе есть и `result`, и `error`",
    );
    let report = engine::check(r#"{"jsonrpc": "2.0", "id": 1}"#);
    expect(
        &report,
        Code::ResultAndError,
        "",
        "The response has neither `result` nor `error`",
        "В ответе нет ни `result`, ни `error`",
    );
    // A misspelt `result` is offered its name back.
    let misspelt = format!(r#"{{"jsonrpc": "2.0", "id": 1, "reslt": {RESULT}}}"#);
    let report = engine::check(&misspelt);
    expect(&report, Code::ResultAndError, "", "neither", "ни `result`");
    let fixed = fixed(&misspelt, Code::ResultAndError);
    assert!(fixed.contains(r#""result": {"#), "{fixed}");
    assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
}

/// An error may answer a request whose id could not be read, so it may lack one; a result may
/// not.
#[test]
fn an_error_may_lack_the_id() {
    let error = r#"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}}"#;
    assert!(!codes(&engine::check(error)).contains(&Code::RequestId));
    let report = with_envelope(r#""jsonrpc": "2.0", "#);
    assert!(codes(&report).contains(&Code::RequestId));
}
