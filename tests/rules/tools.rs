//! Tools (server/tools): names, titles, `x-mcp-header`.

use super::*;

#[test]
fn tool_names_follow_the_tools_page() {
    let report = engine::check(&tools_list(
        r#"[{"name": "getUser", "inputSchema": {"type": "object"}}, {"name": "DATA_EXPORT_v2", "inputSchema": {"type": "object"}}, {"name": "admin.tools.list", "inputSchema": {"type": "object"}}]"#,
    ));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    let long = "x".repeat(129);
    for bad in ["", "get user", "a,b", "naïve", long.as_str()] {
        let report = engine::check(&tools_list(&format!(
            r#"[{{"name": "{bad}", "inputSchema": {{"type": "object"}}}}]"#
        )));
        expect(
            &report,
            Code::ToolName,
            "/result/tools/0/name",
            "1 to 128",
            "из 1–128 символов",
        );
    }
    let report = engine::check(&tools_list(
        r#"[{"name": "add", "inputSchema": {"type": "object"}}, {"name": "sum", "inputSchema": {"type": "object"}}, {"name": "add", "inputSchema": {"type": "object"}}]"#,
    ));
    expect(
        &report,
        Code::ToolNameRepeated,
        "/result/tools/2/name",
        "\"add\"",
        "«add»",
    );
    assert_eq!(codes(&report), [Code::ToolNameRepeated]);
}

/// A title shown to people must say something: an empty one, or one of spaces, is flagged on
/// any tool, a nameless one too; a real title and no title at all are fine.
#[test]
fn an_empty_tool_title_is_flagged() {
    for title in ["", " ", "\\t"] {
        let report = engine::check(&tools_list(&format!(
            r#"[{{"name": "add", "title": "Add", "inputSchema": {{"type": "object"}}}}, {{"title": "{title}", "inputSchema": {{"type": "object"}}}}]"#
        )));
        expect(
            &report,
            Code::ToolTitleEmpty,
            "/result/tools/1/title",
            "`title` is empty",
            "`title` инструмента пустое",
        );
    }
    let report = engine::check(&tools_list(
        r#"[{"name": "add", "title": "Add numbers", "inputSchema": {"type": "object"}}, {"name": "sum", "inputSchema": {"type": "object"}}]"#,
    ));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}

#[test]
fn x_mcp_header_constraints_drop_the_tool() {
    let schema = |properties: &str| {
        tools_list(&format!(
            r#"[{{"name": "t", "inputSchema": {{"type": "object", "properties": {properties}}}}}]"#
        ))
    };
    let good = schema(
        r#"{"region": {"type": "string", "x-mcp-header": "Region"}, "deep": {"type": "object", "properties": {"n": {"type": "integer", "x-mcp-header": "N"}}}}"#,
    );
    assert!(
        engine::check(&good).diagnostics.is_empty(),
        "{:?}",
        codes(&engine::check(&good))
    );
    for (properties, pointer, en, ru) in [
        (
            r#"{"a": {"type": "number", "x-mcp-header": "A"}}"#,
            "/properties/a/x-mcp-header",
            "`boolean`",
            "`boolean`",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": ""}}"#,
            "/properties/a/x-mcp-header",
            "field name",
            "имя поля HTTP",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": "Bad Name"}}"#,
            "/properties/a/x-mcp-header",
            "field name",
            "имя поля HTTP",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": "Region"}, "b": {"type": "string", "x-mcp-header": "region"}}"#,
            "/properties/b/x-mcp-header",
            "ignoring case",
            "без учёта регистра",
        ),
        (
            r#"{"a": {"type": "array", "items": {"type": "string", "x-mcp-header": "Item"}}}"#,
            "/properties/a/items/x-mcp-header",
            "`properties` keys",
            "`properties`",
        ),
        (
            r#"{"a": {"anyOf": [{"type": "string", "x-mcp-header": "A"}]}}"#,
            "/properties/a/anyOf/0/x-mcp-header",
            "`properties` keys",
            "`properties`",
        ),
    ] {
        let report = engine::check(&schema(properties));
        let pointer = format!("/result/tools/0/inputSchema{pointer}");
        expect(&report, Code::McpHeader, &pointer, en, ru);
        expect(
            &report,
            Code::McpHeader,
            &pointer,
            "\"t\" is dropped",
            "отбросит инструмент «t»",
        );
    }
    // A default value is data, not a schema: an `x-mcp-header` key inside it is no annotation.
    let data = schema(r#"{"a": {"type": "object", "default": {"x-mcp-header": 1}}}"#);
    assert!(engine::check(&data).diagnostics.is_empty());
}

/// A tool's structured content comes with the same JSON in a text block, for clients that read
/// only `content` (tools, "Structured Content": SHOULD).
#[test]
fn structured_content_comes_with_its_json_as_text() {
    let call = |content: &str| {
        response(
            "1",
            &format!(
                r#"{{"resultType": "complete", "content": [{content}], "structuredContent": {{"temperature": 22.5, "unit": "C", "windy": false, "gusts": [1, 2]}}}}"#
            ),
        )
    };
    let report = engine::check(&call(r#"{"type": "text", "text": "22.5 degrees"}"#));
    expect(
        &report,
        Code::StructuredWithoutText,
        "/result/structuredContent",
        "no text block with the same JSON",
        "нет текстового блока с тем же JSON",
    );
    assert_eq!(
        report.diagnostics[0].diagnostic.severity(),
        Severity::Warning
    );
    // The same JSON, its members in another order and its numbers written otherwise.
    let same = r#"{"type": "text", "text": "{\"gusts\": [1.0, 2], \"windy\": false, \"unit\": \"C\", \"temperature\": 22.50}"}"#;
    assert!(engine::check(&call(same)).diagnostics.is_empty());
    // Another value is not the same JSON.
    let other = r#"{"type": "text", "text": "{\"gusts\": [1, 2], \"windy\": true, \"unit\": \"C\", \"temperature\": 22.5}"}"#;
    assert_eq!(
        codes(&engine::check(&call(other))),
        [Code::StructuredWithoutText]
    );
    // Without structured content there is nothing to repeat.
    let plain = response(
        "1",
        r#"{"resultType": "complete", "content": [{"type": "text", "text": "22.5 degrees"}]}"#,
    );
    assert!(engine::check(&plain).diagnostics.is_empty());
}
