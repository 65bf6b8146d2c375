//! The capabilities of a discover result (server/discover; basic/index, "_meta" for extension
//! identifiers): deprecated ones, extension identifiers, the values of their settings.

use super::*;

fn with_capabilities(capabilities: &str) -> Report {
    engine::check(&discover_with(
        r#"["2026-07-28"]"#,
        capabilities,
        "60000",
        "",
    ))
}

#[test]
fn the_logging_capability_is_deprecated() {
    let report = with_capabilities(r#"{"logging": {}, "tools": {}}"#);
    expect(
        &report,
        Code::DeprecatedCapability,
        "/result/capabilities/logging",
        "The `logging` capability is deprecated in 2026-07-28",
        "Возможность `logging` объявлена устаревшей в ревизии 2026-07-28",
    );
    assert_eq!(codes(&report), [Code::DeprecatedCapability]);
    assert_eq!(report.count(Severity::Info), 1);
    assert!(report.is_valid());
    let report = with_capabilities(r#"{"tools": {}, "resources": {}}"#);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}

#[test]
fn extension_identifiers_follow_the_meta_key_rules() {
    for key in ["tasks", "-bad.example/x", "my tasks"] {
        let report = with_capabilities(&format!(r#"{{"extensions": {{"{key}": {{}}}}}}"#));
        expect(
            &report,
            Code::ExtensionKey,
            &format!("/result/capabilities/extensions/{}", key.replace('/', "~1")),
            &format!("The extension identifier \"{key}\" is invalid"),
            &format!("Идентификатор расширения «{key}» неверен"),
        );
        assert_eq!(codes(&report), [Code::ExtensionKey], "{key}");
    }
    let clean = with_capabilities(
        r#"{"extensions": {"io.modelcontextprotocol/tasks": {}, "com.example/feature": {"on": true}}}"#,
    );
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
}

/// Settings hold strings, whole numbers, booleans, objects and arrays: null and fractions are
/// not among them, at any depth.
#[test]
fn capability_settings_hold_no_null_and_no_fraction() {
    let report = with_capabilities(
        r#"{"experimental": {"x": {"a": null, "b": [1, "s", true, {"c": 1.5}], "d": 2}}}"#,
    );
    expect(
        &report,
        Code::WrongType,
        "/result/capabilities/experimental/x/a",
        "null is not allowed here",
        "`null` здесь не подходит",
    );
    expect(
        &report,
        Code::WrongType,
        "/result/capabilities/experimental/x/b/3/c",
        "a fractional number is not allowed here",
        "дробное число здесь не подходит",
    );
    assert_eq!(codes(&report), [Code::WrongType; 2]);
    let clean =
        with_capabilities(r#"{"experimental": {"x": {"a": "s", "b": [1, true, {"c": 2}]}}}"#);
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
}
