//! Which result a text is, by its members (answers to methods outside the checked ones:
//! `answer.rs`).

use super::*;

#[test]
fn the_templates_are_clean() {
    for text in [result_with(""), meta_with("")] {
        let report = engine::check(&text);
        assert!(
            report.is_valid() && report.diagnostics.is_empty(),
            "{:?}",
            codes(&report)
        );
    }
}

#[test]
fn list_results_are_checked_against_their_schema() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "array"}}, {"inputSchema": {"type": "object"}}]}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::ToolsListResponse);
    expect(
        &report,
        Code::ConstValue,
        "/result/tools/0/inputSchema/type",
        "\"object\"",
        "\"object\"",
    );
    expect(
        &report,
        Code::MissingMember,
        "/result/tools/1",
        "`name`",
        "`name`",
    );
}

/// Each of the six results, complete, as the members that set it apart and its method.
fn six_results(result_type: &str) -> Vec<(&'static str, String)> {
    let lists = [
        ("tools/list", "tools"),
        ("prompts/list", "prompts"),
        ("resources/list", "resources"),
        ("resources/templates/list", "resourceTemplates"),
        ("resources/read", "contents"),
    ];
    let mut all = vec![("server/discover", result_with(""))];
    all.extend(
        lists.map(|(method, member)| (method, response("1", &list_result(member, "[]", "public")))),
    );
    let written = format!(r#""resultType": "{result_type}""#);
    (all.into_iter())
        .map(|(method, text)| {
            (
                method,
                text.replacen(r#""resultType": "complete""#, &written, 1),
            )
        })
        .collect()
}

/// basic/index, "ResultType": a value MCP does not define makes the whole answer invalid, in
/// every result, with its envelope or without; "complete" is the fix.
#[test]
fn an_unknown_result_type_makes_the_whole_answer_invalid() {
    for ((method, text), (_, clean)) in six_results("partial")
        .into_iter()
        .zip(six_results("complete"))
    {
        let report = engine::check(&text);
        assert_eq!(engine::table_of(report.kind).method, method);
        expect(
            &report,
            Code::UnknownResultType,
            "/result/resultType",
            "\"partial\" is not a value MCP defines, so a client treats the whole answer as invalid",
            "клиент считает недействительным весь ответ",
        );
        assert_eq!(codes(&report), vec![Code::UnknownResultType], "{method}");
        let fix = &report.diagnostics[0].diagnostic.fixes[0];
        assert_eq!(
            engine::apply_edits(&text, &fix.edits).as_deref(),
            Some(clean.as_str())
        );
        assert!(engine::check(&clean).diagnostics.is_empty(), "{method}");
        // The result alone, told its method.
        let bare = &text[text.find(r#""result": "#).unwrap() + 10..text.len() - 1];
        let report = engine::check_answer(bare, Some(method));
        expect(
            &report,
            Code::UnknownResultType,
            "/resultType",
            "\"partial\"",
            "«partial»",
        );
    }
    // A value in another case is not the defined one either.
    let (_, text) = &six_results("Complete")[1];
    expect(
        &engine::check(text),
        Code::UnknownResultType,
        "/result/resultType",
        "\"Complete\"",
        "«Complete»",
    );
}

/// basic/patterns/mrtr, "Supported Requests": only `prompts/get`, `resources/read` and
/// `tools/call` may answer "input_required"; a list that does cannot ask for input.
#[test]
fn only_methods_that_may_ask_for_input_answer_input_required() {
    let interim = r#"{"resultType": "input_required", "requestState": "s"}"#;
    for (method, text) in six_results("input_required").into_iter().skip(1) {
        let told = engine::check_answer(&response("1", interim), Some(method));
        let by_members = engine::check(&text);
        if method == "resources/read" {
            // It may ask: told the method, the interim result is read as one, bare or not.
            let bare = engine::check_answer(interim, Some(method));
            assert_eq!(told.kind, DocumentKind::InputRequiredResponse);
            assert_eq!(bare.kind, DocumentKind::InputRequiredResult);
            for report in [&told, &bare] {
                assert!(report.diagnostics.is_empty(), "{:?}", codes(report));
            }
            continue;
        }
        for report in [&told, &by_members] {
            expect(
                report,
                Code::InputNotAllowed,
                "/result/resultType",
                &format!("`{method}` cannot ask for input"),
                &format!("`{method}` не может запрашивать ввод"),
            );
        }
        assert_eq!(codes(&by_members), vec![Code::InputNotAllowed]);
    }
    // A discover result says it in its own words.
    let (_, discover) = &six_results("input_required")[0];
    let report = engine::check(discover);
    assert_eq!(codes(&report), vec![Code::ResultType]);
    let pointer = report.diagnostics[0].diagnostic.pointer.clone();
    expect(
        &report,
        Code::ResultType,
        &pointer,
        "`resultType` is \"input_required\"; a `server/discover` result is always \"complete\"",
        "`resultType` равен «input_required»; у результата `server/discover` он всегда",
    );
    assert!(pointer.ends_with("/resultType"), "{pointer}");
}
