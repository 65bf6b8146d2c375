//! The walk of the shape table: which page a structural finding cites, and the fixes of
//! missing hints.

use super::*;

/// A structural finding cites the page of the result it sits in, and one about a caching hint
/// the caching page; a missing hint of any cacheable result has a fix, and the fixed text is
/// free of that finding.
#[test]
fn structural_findings_cite_their_results_page_and_hints_get_fixes() {
    use mcp_anatomy::engine::apply_edits;
    use mcp_anatomy::spec::SpecPage;
    let meta =
        r#""_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}"#;
    let cases = [
        // A tool's name of the wrong type: the tools page.
        (
            format!(
                r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 1, "cacheScope": "public", {meta}, "tools": [{{"name": 7, "inputSchema": {{"type": "object"}}}}]}}}}"#
            ),
            Code::WrongType,
            "/result/tools/0/name",
            SpecPage::Tools,
        ),
        // A prompt's arguments of the wrong type: the prompts page.
        (
            format!(
                r#"{{"resultType": "complete", "ttlMs": 1, "cacheScope": "public", {meta}, "prompts": [{{"name": "p", "arguments": {{}}}}]}}"#
            ),
            Code::WrongType,
            "/prompts/0/arguments",
            SpecPage::Prompts,
        ),
        // The same kind of finding in a discover result: the discover page, as its code says.
        (
            result_with("").replace(r#""capabilities": {}"#, r#""capabilities": []"#),
            Code::WrongType,
            "/result/capabilities",
            SpecPage::Discover,
        ),
        // A caching hint, missing or of the wrong type, in any result: the caching page.
        (
            format!(
                r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "cacheScope": "private", {meta}, "contents": []}}}}"#
            ),
            Code::MissingMember,
            "/result",
            SpecPage::Caching,
        ),
        (
            format!(
                r#"{{"resultType": "complete", "ttlMs": "60", "cacheScope": "public", {meta}, "resources": []}}"#
            ),
            Code::WrongType,
            "/ttlMs",
            SpecPage::Caching,
        ),
        (
            format!(
                r#"{{"resultType": "complete", "ttl_ms": 60, "cacheScope": "public", {meta}, "tools": []}}"#
            ),
            Code::MisspeltMember,
            "/ttl_ms",
            SpecPage::Caching,
        ),
    ];
    for (text, code, pointer, page) in cases {
        let report = engine::check(&text);
        let found = (report.diagnostics.iter())
            .map(|d| &d.diagnostic)
            .find(|d| d.code == code && d.pointer == pointer)
            .unwrap_or_else(|| panic!("no {} at {pointer} in {text}", code.id()));
        assert_eq!(found.page(), page, "{text}");
    }
    // Each list and the read result get a fix for a missing hint; applied, the finding goes.
    for (list, hints) in [
        ("tools", r#""ttlMs": 3600000"#),
        ("prompts", r#""cacheScope": "public""#),
        ("resourceTemplates", r#""ttlMs": 3600000"#),
        ("contents", r#""cacheScope": "private""#),
    ] {
        let missing = if hints.contains("ttlMs") {
            "ttlMs"
        } else {
            "cacheScope"
        };
        let present = if missing == "ttlMs" {
            r#""cacheScope": "public""#
        } else {
            r#""ttlMs": 0"#
        };
        let text = format!(r#"{{"resultType": "complete", {present}, {meta}, "{list}": []}}"#);
        let report = engine::check(&text);
        let located = (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == Code::MissingMember)
            .unwrap_or_else(|| panic!("no missing member in {text}"));
        let fix = (located.diagnostic.fixes.first()).unwrap_or_else(|| panic!("no fix in {text}"));
        let fixed = apply_edits(&text, &fix.edits).unwrap();
        assert!(fixed.contains(hints), "{fixed}");
        assert!(engine::check(&fixed).is_valid(), "{fixed}");
    }
}
