//! The text before any rule: byte order mark, bytes that are not UTF-8, repeated members.

use super::*;

#[test]
fn a_byte_order_mark_is_named_and_the_rest_still_checked() {
    let text = format!(
        "\u{feff}{}",
        result_with(r#", "icons": [{"src": "ftp://x/i.png"}]"#)
    );
    let report = engine::check(&text);
    expect(
        &report,
        Code::ByteOrderMark,
        "",
        "byte order mark",
        "метки порядка байтов",
    );
    assert!(
        codes(&report).contains(&Code::IconScheme),
        "{:?}",
        codes(&report)
    );
    let bom = &report.diagnostics[0];
    assert_eq!((bom.start.offset, bom.end.offset, bom.end.utf16), (0, 3, 1));
    let fixed = engine::apply_edits(&text, &bom.diagnostic.fixes[0].edits).unwrap();
    assert!(!fixed.starts_with('\u{feff}'));
    assert!(!codes(&engine::check(&fixed)).contains(&Code::ByteOrderMark));
}

#[test]
fn bytes_that_are_not_utf8_get_a_report() {
    let (text, report) = engine::check_bytes(b"{\"ttlMs\": 1, \"a\": \"\xff\"}");
    assert_eq!(report.kind, DocumentKind::NotUtf8);
    assert!(text.contains('\u{fffd}'));
    expect(&report, Code::NotUtf8, "", "byte 19", "байта 19");
    assert_eq!(report.diagnostics[0].start.offset, 19);
}

#[test]
fn a_repeated_member_whose_first_value_is_broken_says_so() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": -5, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#;
    let report = engine::check(text);
    expect(
        &report,
        Code::DuplicateKey,
        "/result/ttlMs",
        "first value breaks a rule (`ttl/negative`)",
        "(`ttl/negative`)",
    );
    // Harmless repeats keep the plain message.
    let text = text.replace("-5", "60000");
    expect(
        &engine::check(&text),
        Code::DuplicateKey,
        "/result/ttlMs",
        "some parsers keep the first value",
        "одни парсеры",
    );
}
