//! Icons (basic/index, Icons): where an icon may come from and how its sizes are written.

use super::*;

#[test]
fn icon_sources_are_https_or_data() {
    for scheme in ["javascript", "file", "ftp", "ws", "http"] {
        let text = result_with(&format!(r#", "icons": [{{"src": "{scheme}:x/icon.png"}}]"#));
        let report = engine::check(&text);
        let pointer = "/result/_meta/io.modelcontextprotocol~1serverInfo/icons/0/src";
        expect(
            &report,
            Code::IconScheme,
            pointer,
            &format!("`{scheme}:`"),
            &format!("`{scheme}:`"),
        );
    }
    for good in [
        "https://example.com/i.png",
        "data:image/png;base64,AAAA",
        "HTTPS://example.com/i.png",
    ] {
        let text = result_with(&format!(r#", "icons": [{{"src": "{good}"}}]"#));
        assert!(
            !codes(&engine::check(&text)).contains(&Code::IconScheme),
            "{good}"
        );
    }
}

#[test]
fn icon_sizes_are_width_by_height_or_any() {
    let text = result_with(
        r#", "icons": [{"src": "https://example.com/i.png", "sizes": ["48x48", "any", "48", "large"]}]"#,
    );
    let report = engine::check(&text);
    let sizes = "/result/_meta/io.modelcontextprotocol~1serverInfo/icons/0/sizes";
    expect(
        &report,
        Code::IconSize,
        &format!("{sizes}/2"),
        "\"48\"",
        "«48»",
    );
    expect(
        &report,
        Code::IconSize,
        &format!("{sizes}/3"),
        "\"large\"",
        "«large»",
    );
    assert_eq!(
        codes(&report)
            .iter()
            .filter(|c| **c == Code::IconSize)
            .count(),
        2
    );
}
