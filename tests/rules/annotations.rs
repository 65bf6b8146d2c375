//! Annotations (server/resources, "Annotations"): `lastModified`, wherever annotations appear.

use super::*;

#[test]
fn last_modified_is_an_iso_8601_timestamp() {
    let resources = |value: &str| {
        let items = format!(
            r#"[{{"uri": "https://example.com/a", "name": "a", "annotations": {{"priority": 0.5, "lastModified": "{value}"}}}}]"#
        );
        engine::check(&response("1", &list_result("resources", &items, "public")))
    };
    for good in [
        "2025-01-12T15:00:58Z",
        "2025-01-12T17:00:58.250+02:00",
        "2025-01-12t10:00:58-05:00",
    ] {
        let report = resources(good);
        assert!(
            report.diagnostics.is_empty(),
            "{good}: {:?}",
            codes(&report)
        );
    }
    for bad in [
        "12/01/2025",
        "2025-01-12",
        "2025-01-12T15:00:58",
        "2025-01-12 15:00:58Z",
        "2025-13-12T15:00:58Z",
        "2025-02-30T15:00:58Z",
        "2025-01-12T25:00:00Z",
        "2025-01-12T15:00:58+02:75",
    ] {
        let report = resources(bad);
        expect(
            &report,
            Code::LastModified,
            "/result/resources/0/annotations/lastModified",
            &format!("\"{bad}\", not an ISO 8601 timestamp"),
            &format!("`lastModified` «{bad}»\u{a0}— не метка времени ISO 8601"),
        );
        assert_eq!(codes(&report), [Code::LastModified], "{bad}");
        assert_eq!(report.count(Severity::Warning), 1);
    }
}

#[test]
fn every_kind_of_annotations_is_held_to_it() {
    let template = r#"[{"uriTemplate": "file:///{path}", "name": "f", "annotations": {"lastModified": "yesterday"}}]"#;
    let report = engine::check(&response(
        "1",
        &list_result("resourceTemplates", template, "public"),
    ));
    expect(
        &report,
        Code::LastModified,
        "/result/resourceTemplates/0/annotations/lastModified",
        "\"yesterday\"",
        "«yesterday»",
    );
    // Content blocks reach a checked result in the sampling requests of an interim result: a
    // message's own content, and a tool result's resource link and embedded resource.
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s", "inputRequests": {"ask": {"method": "sampling/createMessage", "params": {"maxTokens": 10, "messages": [
        {"role": "user", "content": {"type": "text", "text": "hi", "annotations": {"lastModified": "1"}}},
        {"role": "user", "content": [{"type": "tool_result", "toolUseId": "u", "content": [
            {"type": "resource_link", "uri": "https://example.com/a", "name": "a", "annotations": {"lastModified": "2"}},
            {"type": "resource", "resource": {"uri": "https://example.com/a", "text": "a"}, "annotations": {"lastModified": "3"}},
            {"type": "image", "data": "AAEC", "mimeType": "image/png", "annotations": {"lastModified": "4"}}
        ]}]}
    ]}}}}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::InputRequiredResponse);
    let messages = "/result/inputRequests/ask/params/messages";
    for (pointer, value) in [
        ("0/content", "1"),
        ("1/content/0/content/0", "2"),
        ("1/content/0/content/1", "3"),
        ("1/content/0/content/2", "4"),
    ] {
        let pointer = format!("{messages}/{pointer}/annotations/lastModified");
        let (quoted, in_quotes) = (format!("\"{value}\""), format!("«{value}»"));
        expect(&report, Code::LastModified, &pointer, &quoted, &in_quotes);
    }
    assert_eq!(codes(&report), [Code::LastModified; 4]);
}
