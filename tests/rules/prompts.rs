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
        "уже есть аргумент \"code\"",
    );
    assert_eq!(report.count(mcp_anatomy::spec::codes::Severity::Warning), 1);
}
