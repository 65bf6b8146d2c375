//! Resources (server/resources): contents, media types, URIs, sizes.

use super::*;

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
    let clean = read(
        r#"[{"uri": "https://e.com/a", "text": "a"}, {"uri": "https://e.com/b", "blob": "YQ=="}]"#,
        "public",
    );
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
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
