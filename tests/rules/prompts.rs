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

/// An argument's description must say something: an empty one, or one of spaces, is flagged;
/// a real description and none at all are fine.
#[test]
fn a_prompt_argument_description_is_not_empty() {
    let prompts = r#"[{"name": "review", "arguments": [{"name": "code", "description": "The code to review"}, {"name": "style", "description": "  "}, {"name": "tone"}]}, {"name": "summarize", "arguments": [{"name": "text", "description": ""}]}]"#;
    let report = engine::check(&response("1", &list_result("prompts", prompts, "public")));
    expect(
        &report,
        Code::PromptArgumentDescriptionEmpty,
        "/result/prompts/0/arguments/1/description",
        "The argument \"style\" of the prompt \"review\" has an empty `description`",
        "У аргумента «style» шаблона запроса «review» пустое поле `description`",
    );
    expect(
        &report,
        Code::PromptArgumentDescriptionEmpty,
        "/result/prompts/1/arguments/0/description",
        "\"text\" of the prompt \"summarize\"",
        "«text» шаблона запроса «summarize»",
    );
    assert_eq!(codes(&report), [Code::PromptArgumentDescriptionEmpty; 2]);
    let clean = r#"[{"name": "review", "arguments": [{"name": "code", "description": "The code to review"}, {"name": "tone"}]}]"#;
    let report = engine::check(&response("1", &list_result("prompts", clean, "public")));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
}
