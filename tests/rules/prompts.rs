//! Prompts (server/prompts): arguments.

use super::*;

#[test]
fn prompt_argument_names_are_unique() {
    let prompts = r#"[{"name": "review", "arguments": [{"name": "code"}, {"name": "style"}, {"name": "code", "required": true}]}]"#;
    let report = engine::check(&response("1", &list_result("prompts", prompts, "public")));
    assert_eq!(report.kind, DocumentKind::PromptsListResponse);
    expect(
        &report,
        Code::PromptArgumentRepeated,
        "/result/prompts/0/arguments/2/name",
        "\"review\" already has an argument named \"code\"",
        "уже есть аргумент «code»",
    );
    assert_eq!(report.count(Severity::Warning), 1);
}

#[test]
fn prompt_names_are_unique() {
    let prompts = r#"[{"name": "review"}, {"name": "summarize"}, {"name": "review", "title": "Review again"}, {"name": "Review"}, {"name": "review"}]"#;
    let report = engine::check(&response("1", &list_result("prompts", prompts, "public")));
    for pointer in ["/result/prompts/2/name", "/result/prompts/4/name"] {
        expect(
            &report,
            Code::PromptNameRepeated,
            pointer,
            "Another prompt is already named \"review\"",
            "Шаблон запроса с именем «review» уже есть",
        );
    }
    // The repeats, not the first; names differing in case are different names.
    assert_eq!(codes(&report), [Code::PromptNameRepeated; 2]);
    assert_eq!(report.count(Severity::Warning), 2);
    let clean = r#"[{"name": "review"}, {"name": "Review"}]"#;
    let report = engine::check(&response("1", &list_result("prompts", clean, "public")));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}
