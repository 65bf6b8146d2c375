//! The discover result (server/discover): the members of earlier shapes it should not carry.
//! (Its revisions: `versioning.rs`; its `_meta`: `meta.rs`; its capabilities: `capabilities.rs`.)

use super::*;

#[test]
fn server_info_at_the_top_is_a_draft_shape() {
    let server_info = r#""serverInfo": {"name": "demo", "version": "1.0.0"}, "#;
    let report = engine::check(&discover_with(
        r#"["2026-07-28"]"#,
        "{}",
        "60000",
        server_info,
    ));
    assert_eq!(report.kind, DocumentKind::DiscoverResponse);
    expect(
        &report,
        Code::ServerInfoTopLevel,
        "/result/serverInfo",
        "`serverInfo` at the top of the result is a draft shape",
        "форма из черновика; в ревизии 2026-07-28 он находится в `_meta`",
    );
    assert_eq!(codes(&report), [Code::ServerInfoTopLevel]);
    // Its fix drops it, the same object being in `_meta` already.
    let text = discover_with(r#"["2026-07-28"]"#, "{}", "60000", server_info);
    let fixed = fixed(&text, Code::ServerInfoTopLevel);
    assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
    // Without `_meta`, it moves there.
    let bare = r#"{"jsonrpc": "2.0", "id": 1, "result": {"serverInfo": {"name": "demo", "version": "1.0.0"}, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public"}}"#;
    let report = engine::check(bare);
    expect(
        &report,
        Code::ServerInfoTopLevel,
        "/result/serverInfo",
        "draft shape",
        "форма из черновика",
    );
    let fixed = super::fixed(bare, Code::ServerInfoTopLevel);
    assert!(
        fixed.contains(r#""_meta": {"io.modelcontextprotocol/serverInfo": {"#),
        "{fixed}"
    );
    assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
}

/// A discover result with no `_meta` at all names no server; its fix adds `_meta` with a
/// `serverInfo` to fill in.
#[test]
fn a_result_without_meta_is_offered_one() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public"}}"#;
    let report = engine::check(text);
    expect(
        &report,
        Code::MissingServerInfo,
        "/result",
        "The result has no `_meta`, so it does not say which server answered",
        "В результате нет `_meta`, поэтому не сказано, какой сервер ответил",
    );
    assert_eq!(codes(&report), [Code::MissingServerInfo]);
    let fixed = fixed(text, Code::MissingServerInfo);
    assert!(
        fixed.contains(r#""_meta": {"io.modelcontextprotocol/serverInfo": {"#),
        "{fixed}"
    );
    assert!(
        !codes(&engine::check(&fixed)).contains(&Code::MissingServerInfo),
        "{fixed}"
    );
}
