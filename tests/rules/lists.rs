//! The lists and reads (server/tools, server/resources): names, `x-mcp-header`, contents,
//! schema dialects, media types, interim results.

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

#[test]
fn resource_contents_are_text_or_bytes() {
    let read = |contents: &str, scope: &str| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 1, "cacheScope": "{scope}", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "d", "version": "1"}}}}, "contents": {contents}}}}}"#
        ))
    };
    let report = read(
        r#"[{"uri": "https://e.com/a", "text": "a", "blob": "YQ=="}]"#,
        "public",
    );
    assert_eq!(report.kind, DocumentKind::ResourcesReadResponse);
    expect(
        &report,
        Code::TextAndBlob,
        "/result/contents/0/blob",
        "`text` and `blob`",
        "и `text`, и `blob`",
    );
    let report = read(
        r#"[{"uri": "https://e.com/a", "blob": "not base64"}]"#,
        "private",
    );
    expect(
        &report,
        Code::NotBase64,
        "/result/contents/0/blob",
        "base64",
        "`base64`",
    );
    let report = read(r#"[{"uri": "FILE:///etc/motd", "text": "hi"}]"#, "public");
    expect(
        &report,
        Code::PublicFile,
        "/result/contents/0/uri",
        "local file",
        "локальный файл",
    );
    assert!(
        read(r#"[{"uri": "file:///etc/motd", "text": "hi"}]"#, "private")
            .diagnostics
            .is_empty()
    );
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

#[test]
fn tool_schemas_in_another_dialect_may_be_refused() {
    let tools = |schema: &str| {
        let items = format!(
            r#"[{{"name": "add", "inputSchema": {{"type": "object"}}, "outputSchema": {schema}}}]"#
        );
        engine::check(&response("1", &list_result("tools", &items, "public")))
    };
    let report =
        tools(r#"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}"#);
    expect(
        &report,
        Code::SchemaDialect,
        "/result/tools/0/outputSchema/$schema",
        "draft-07",
        "диалект",
    );
    for clean in [
        r#"{"type": "object"}"#,
        r#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#,
    ] {
        assert!(
            !codes(&tools(clean)).contains(&Code::SchemaDialect),
            "{clean}"
        );
    }
}

#[test]
fn media_types_have_a_type_and_a_subtype() {
    let resources = |mime: &str| {
        let items =
            format!(r#"[{{"uri": "https://example.com/a", "name": "a", "mimeType": "{mime}"}}]"#);
        engine::check(&response("1", &list_result("resources", &items, "public")))
    };
    for bad in ["text", "text/", "/plain", "text plain", "text/pl ain"] {
        expect(
            &resources(bad),
            Code::MediaType,
            "/result/resources/0/mimeType",
            "not a media type",
            "не тип содержимого",
        );
    }
    for good in [
        "text/plain",
        "application/vnd.api+json",
        "text/plain; charset=utf-8",
    ] {
        assert!(
            !codes(&resources(good)).contains(&Code::MediaType),
            "{good}"
        );
    }
    // Templates and read contents are held to the same rule.
    let template = r#"[{"uriTemplate": "file:///{path}", "name": "f", "mimeType": "bad"}]"#;
    let report = engine::check(&response(
        "1",
        &list_result("resourceTemplates", template, "public"),
    ));
    expect(
        &report,
        Code::MediaType,
        "/result/resourceTemplates/0/mimeType",
        "\"bad\"",
        "«bad»",
    );
    let contents = r#"[{"uri": "https://example.com/a", "mimeType": "bad", "text": "a"}]"#;
    let report = engine::check(&response("1", &list_result("contents", contents, "public")));
    expect(
        &report,
        Code::MediaType,
        "/result/contents/0/mimeType",
        "\"bad\"",
        "«bad»",
    );
}

#[test]
fn resource_uris_are_unique() {
    let items = r#"[{"uri": "https://example.com/a", "name": "a"}, {"uri": "https://example.com/b", "name": "b"}, {"uri": "https://example.com/a", "name": "a2"}, {"uri": "https://example.com/A", "name": "a3"}, {"uri": "https://example.com/a", "name": "a4"}]"#;
    let report = engine::check(&response("1", &list_result("resources", items, "public")));
    assert_eq!(report.kind, DocumentKind::ResourcesListResponse);
    for pointer in ["/result/resources/2/uri", "/result/resources/4/uri"] {
        expect(
            &report,
            Code::ResourceUriRepeated,
            pointer,
            "already has the URI \"https://example.com/a\"",
            "Ресурс с URI «https://example.com/a» уже есть",
        );
    }
    // The repeats, not the first; URIs are compared as written, as clients key them.
    assert_eq!(codes(&report), [Code::ResourceUriRepeated; 2]);
    assert_eq!(report.count(Severity::Warning), 2);
    // Templates are not resources: two may share a name and the rule does not look at them.
    let templates = r#"[{"uriTemplate": "file:///{path}", "name": "f"}, {"uriTemplate": "file:///{path}", "name": "f"}]"#;
    let report = engine::check(&response(
        "1",
        &list_result("resourceTemplates", templates, "public"),
    ));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}

#[test]
fn resource_sizes_are_not_negative() {
    let resources = |size: &str| {
        let items = format!(r#"[{{"uri": "https://example.com/a", "name": "a", "size": {size}}}]"#);
        engine::check(&response("1", &list_result("resources", &items, "public")))
    };
    for good in ["0", "-0", "1024", "1e3", "2.0"] {
        let report = resources(good);
        assert!(
            report.diagnostics.is_empty(),
            "{good}: {:?}",
            codes(&report)
        );
    }
    for bad in ["-1", "-1e3", "-2.0"] {
        let report = resources(bad);
        expect(
            &report,
            Code::SizeNegative,
            "/result/resources/0/size",
            &format!("`size` is `{bad}`"),
            &format!("`size` равен `{bad}`"),
        );
        assert_eq!(codes(&report), [Code::SizeNegative], "{bad}");
    }
    // A fraction is no integer: the schema's finding alone, negative or not.
    for fraction in ["1.5", "-1.5"] {
        assert_eq!(codes(&resources(fraction)), [Code::WrongType], "{fraction}");
    }
    // A resource link carries the same size, in the sampling requests of an interim result.
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s", "inputRequests": {"ask": {"method": "sampling/createMessage", "params": {"maxTokens": 10, "messages": [{"role": "user", "content": [{"type": "tool_result", "toolUseId": "u", "content": [{"type": "resource_link", "uri": "https://example.com/a", "name": "a", "size": -3}]}]}]}}}}}"#;
    let report = engine::check(text);
    expect(
        &report,
        Code::SizeNegative,
        "/result/inputRequests/ask/params/messages/0/content/0/content/0/size",
        "cannot be negative",
        "не может быть отрицательным",
    );
    assert_eq!(codes(&report), [Code::SizeNegative]);
}
