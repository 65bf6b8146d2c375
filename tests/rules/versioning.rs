//! Revisions (basic/versioning): a discover result's `supportedVersions` lists dates, once each,
//! this revision among them; `protocolVersion` is the earlier handshake's; an error to
//! `server/discover` tells the server's era, and a refusal of a revision offers others.

use super::*;

fn with_versions(versions: &str) -> Report {
    engine::check(&discover_with(versions, "{}", "60000", ""))
}

#[test]
fn supported_versions_list_revisions_once_each() {
    let report = with_versions("[]");
    expect(
        &report,
        Code::VersionsEmpty,
        "/result/supportedVersions",
        "`supportedVersions` is empty",
        "Массив `supportedVersions` пуст",
    );
    assert_eq!(codes(&report), [Code::VersionsEmpty]);
    let report = with_versions(r#"["2026-07-28", "2025-11-25", "2026-07-28"]"#);
    expect(
        &report,
        Code::VersionDuplicate,
        "/result/supportedVersions/2",
        "\"2026-07-28\" is listed more than once",
        "«2026-07-28» указана больше одного раза",
    );
    assert_eq!(codes(&report), [Code::VersionDuplicate]);
    for bad in ["v2", "2026-7-28", "latest"] {
        let report = with_versions(&format!(r#"["2026-07-28", "{bad}"]"#));
        expect(
            &report,
            Code::VersionFormat,
            "/result/supportedVersions/1",
            &format!("\"{bad}\" is not a revision"),
            "не ревизия: ревизии записываются датой ГГГГ-ММ-ДД",
        );
        assert_eq!(codes(&report), [Code::VersionFormat], "{bad}");
    }
    for clean in [
        r#"["2026-07-28"]"#,
        r#"["2026-07-28", "2025-11-25", "2025-06-18"]"#,
    ] {
        let report = with_versions(clean);
        assert!(
            report.diagnostics.is_empty(),
            "{clean}: {:?}",
            codes(&report)
        );
    }
}

/// A server that answers `server/discover` speaks 2026-07-28 at least.
#[test]
fn a_discover_answer_lists_the_revision_that_has_discover() {
    let report = with_versions(r#"["2025-11-25", "2025-06-18"]"#);
    expect(
        &report,
        Code::VersionWithoutDiscover,
        "/result/supportedVersions",
        "Every listed revision is older than 2026-07-28",
        "Все перечисленные ревизии вышли раньше 2026-07-28",
    );
    assert_eq!(codes(&report), [Code::VersionWithoutDiscover]);
    // The fix puts this revision first; an empty list gets it as its one entry.
    for versions in [r#"["2025-11-25", "2025-06-18"]"#, "[]"] {
        let text = discover_with(versions, "{}", "60000", "");
        let code = codes(&engine::check(&text))[0];
        let fixed = fixed(&text, code);
        assert!(
            fixed.contains(r#""supportedVersions": ["2026-07-28""#),
            "{fixed}"
        );
        assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
    }
}

/// `protocolVersion` is the handshake's; in a discover result that lists its revisions, the
/// fix removes it.
#[test]
fn protocol_version_belongs_to_the_earlier_handshake() {
    let version = r#""protocolVersion": "2026-07-28", "#;
    let report = engine::check(&discover_with(r#"["2026-07-28"]"#, "{}", "60000", version));
    expect(
        &report,
        Code::InitializeResult,
        "/result/protocolVersion",
        "`protocolVersion` belongs to the result of `initialize`",
        "`protocolVersion` относится к результату `initialize`",
    );
    assert_eq!(codes(&report), [Code::InitializeResult]);
    let text = discover_with(r#"["2026-07-28"]"#, "{}", "60000", version);
    let fixed = fixed(&text, Code::InitializeResult);
    assert!(!fixed.contains("protocolVersion"), "{fixed}");
    assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
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
        "«2026-07-28»",
    );
    let report = engine::check(&refusal(r#"["2025-11-25", "2026-07-28"]"#, "2099-01-01"));
    assert!(report.is_valid());
    expect(
        &report,
        Code::UnsupportedVersion,
        "/error/code",
        "does not support revision 2099-01-01; it offers 2025-11-25, 2026-07-28",
        "не поддерживает ревизию 2099-01-01; он предлагает 2025-11-25, 2026-07-28",
    );
    assert_eq!(codes(&report), [Code::UnsupportedVersion]);
}

/// MCP's own refusals carry the data their types require whatever was asked: -32021 its
/// `data.requiredCapabilities` (basic/index, "Per-request protocol fields": MUST), -32022 the
/// revisions it offers, not empty and without the one refused.
#[test]
fn a_refusal_carries_its_data_to_any_request() {
    let request = r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "export", "arguments": {}, "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#;
    let answered = |error: &str| {
        engine::check(&format!(
            "{request}\n{{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {error}}}"
        ))
    };
    let clean = answered(
        r#"{"code": -32021, "message": "Needs elicitation", "data": {"requiredCapabilities": {"elicitation": {}}}}"#,
    );
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    for (error, pointer, en, ru) in [
        (
            r#"{"code": -32021, "message": "Needs elicitation"}"#,
            "/error",
            "`error` has no `data`, which is required.",
            "В `error` нет обязательного поля `data`.",
        ),
        (
            r#"{"code": -32021, "message": "Needs elicitation", "data": {}}"#,
            "/error/data",
            "`data` has no `requiredCapabilities`, which is required.",
            "В `data` нет обязательного поля `requiredCapabilities`.",
        ),
        (
            r#"{"code": -32022, "message": "Unsupported", "data": {"supported": ["2026-07-28"]}}"#,
            "/error/data",
            "`data` has no `requested`, which is required.",
            "В `data` нет обязательного поля `requested`.",
        ),
    ] {
        let report = answered(error);
        expect(&report, Code::ErrorShape, pointer, en, ru);
        assert_eq!(codes(&report), [Code::ErrorShape], "{error}");
    }
    let report = answered(
        r#"{"code": -32022, "message": "Unsupported", "data": {"supported": [], "requested": "2099-01-01"}}"#,
    );
    assert_eq!(codes(&report), [Code::SupportedEmpty]);
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
    // To another request, an error is only a refusal of it.
    let error = r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "No"}}"#;
    let report = engine::check_answer(error, Some("tools/call"));
    assert_eq!(report.kind, DocumentKind::ErrorResponse);
    assert!(codes(&report).is_empty(), "{:?}", codes(&report));
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
