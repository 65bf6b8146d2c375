//! Error responses: what an error to `server/discover` says of the server's era, and how a
//! refusal of a revision is answered.

use super::*;

fn refusal(supported: &str, requested: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": -32022, "message": "Unsupported protocol version", "data": {{"supported": {supported}, "requested": "{requested}"}}}}}}"#
    )
}

#[test]
fn an_unsupported_version_error_offers_something_else() {
    let report = engine::check(&refusal("[]", "2099-01-01"));
    assert_eq!(report.kind, DocumentKind::UnsupportedVersion);
    expect(
        &report,
        Code::SupportedEmpty,
        "/error/data/supported",
        "empty",
        "пуст",
    );
    let report = engine::check(&refusal(r#"["2025-11-25", "2026-07-28"]"#, "2026-07-28"));
    expect(
        &report,
        Code::SupportedHasRequested,
        "/error/data/supported/1",
        "\"2026-07-28\"",
        "\"2026-07-28\"",
    );
    assert!(engine::check(&refusal(r#"["2026-07-28"]"#, "2099-01-01")).is_valid());
}

#[test]
fn errors_tell_the_era() {
    let answer = |code: i64| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": {code}, "message": "No"}}}}"#
        ))
    };
    for code in [-32020, -32021] {
        let report = answer(code);
        assert_eq!(report.kind, DocumentKind::ModernRefusal, "{code}");
        expect(
            &report,
            Code::ModernRefusal,
            "/error/code",
            "modern",
            "современный",
        );
    }
    let report = answer(-32601);
    assert_eq!(report.kind, DocumentKind::LegacyServer);
    expect(
        &report,
        Code::LegacyServer,
        "/error/code",
        "falls back",
        "откат",
    );
    for code in [-32602, -32603, 42] {
        let report = answer(code);
        assert_eq!(report.kind, DocumentKind::LegacyServer, "{code}");
        expect(
            &report,
            Code::ErrorResponse,
            "/error/code",
            "falls back",
            "откат",
        );
    }
}

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
