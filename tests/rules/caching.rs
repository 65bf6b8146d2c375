//! Caching hints (server/utilities/caching): `ttlMs` as every client reads it, no hints on an
//! interim result, a local file cached for everyone.

use super::*;

fn with_ttl(ttl: &str) -> Report {
    engine::check(&discover_with(r#"["2026-07-28"]"#, "{}", ttl, ""))
}

#[test]
fn ttl_is_a_whole_number_of_milliseconds_zero_or_more() {
    for clean in ["60000", "1", "9007199254740991"] {
        let report = with_ttl(clean);
        assert!(
            report.diagnostics.is_empty(),
            "{clean}: {:?}",
            codes(&report)
        );
    }
    for (ttl, code, en, ru) in [
        (
            "-1",
            Code::TtlNegative,
            "`ttlMs` is `-1`; it must be 0 or more",
            "`ttlMs` равен `-1`; он должен быть не меньше 0",
        ),
        (
            "-0.5",
            Code::TtlNegative,
            "`ttlMs` is `-0.5`",
            "`ttlMs` равен `-0.5`",
        ),
        (
            "1.5",
            Code::TtlFraction,
            "`ttlMs` is `1.5`; it counts whole milliseconds",
            "в целых миллисекундах",
        ),
        (
            "9007199254740993",
            Code::TtlUnsafeInteger,
            "above 2^53 − 1",
            "больше 2⁵³ − 1",
        ),
        (
            "0",
            Code::TtlZero,
            "`ttlMs` is 0: clients treat the answer as stale",
            "`ttlMs` равен 0",
        ),
    ] {
        let report = with_ttl(ttl);
        expect(&report, code, "/result/ttlMs", en, ru);
        assert_eq!(codes(&report), [code], "{ttl}");
    }
    // A whole value in another notation: read as a float by some clients.
    let report = with_ttl("6e4");
    expect(
        &report,
        Code::TtlFloatSyntax,
        "/result/ttlMs",
        "`ttlMs` is written `6e4`; the value is whole",
        "`ttlMs` записан как `6e4`",
    );
    assert_eq!(codes(&report), [Code::TtlFloatSyntax]);
}

/// The fixes write the number a client reads: rounded, or in plain digits.
#[test]
fn ttl_fixes_write_plain_whole_numbers() {
    for (ttl, code, written) in [
        ("1.5", Code::TtlFraction, "2"),
        ("6e4", Code::TtlFloatSyntax, "60000"),
        ("60000.0", Code::TtlFloatSyntax, "60000"),
    ] {
        let text = discover_with(r#"["2026-07-28"]"#, "{}", ttl, "");
        let fixed = fixed(&text, code);
        assert!(
            fixed.contains(&format!(r#""ttlMs": {written},"#)),
            "{fixed}"
        );
        assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
    }
}

/// A `file:` URI (in any case) in a result anyone may cache is noted; the same file cached
/// privately, and a public result of other URIs, are not.
#[test]
fn a_local_file_cached_for_everyone_is_noted() {
    let read = |contents: &str, scope: &str| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 1, "cacheScope": "{scope}", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "d", "version": "1"}}}}, "contents": {contents}}}}}"#
        ))
    };
    let report = read(r#"[{"uri": "FILE:///etc/motd", "text": "hi"}]"#, "public");
    expect(
        &report,
        Code::PublicFile,
        "/result/contents/0/uri",
        "local file",
        "локальный файл",
    );
    assert_eq!(codes(&report), [Code::PublicFile]);
    expect(
        &report,
        Code::PublicFile,
        "/result/contents/0/uri",
        "may be cached for everyone",
        "можно кэшировать для всех",
    );
    for (contents, scope) in [
        (r#"[{"uri": "file:///etc/motd", "text": "hi"}]"#, "private"),
        (r#"[{"uri": "https://e.com/motd", "text": "hi"}]"#, "public"),
    ] {
        let report = read(contents, scope);
        assert!(
            report.diagnostics.is_empty(),
            "{contents}: {:?}",
            codes(&report)
        );
    }
}

#[test]
fn interim_results_carry_no_caching_hints() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s", "ttlMs": 5, "cacheScope": "public"}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::InputRequiredResponse);
    expect(
        &report,
        Code::HintsOnInputRequired,
        "/result/ttlMs",
        "`ttlMs`",
        "`ttlMs`",
    );
    expect(
        &report,
        Code::HintsOnInputRequired,
        "/result/cacheScope",
        "not cacheable",
        "не кэшируются",
    );
    let clean = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s"}}"#;
    assert!(
        engine::check(clean).is_valid(),
        "{:?}",
        codes(&engine::check(clean))
    );
}
