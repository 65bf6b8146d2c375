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

/// The other answers of a session (tools, Calling Tools; prompts, Getting a Prompt;
/// utilities/completion; the end of a subscription stream, basic/patterns/subscriptions) are
/// judged by their schema: the official examples of each are clean,
/// bare, in their response and as the answer to their method.
#[test]
fn the_answers_of_calls_prompts_and_completions_are_judged() {
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/mcp-spec/2026-07-28/examples");
    for (folder, method, bare, response) in [
        (
            "CallToolResult",
            "tools/call",
            DocumentKind::ToolsCallResult,
            DocumentKind::ToolsCallResponse,
        ),
        (
            "GetPromptResult",
            "prompts/get",
            DocumentKind::PromptsGetResult,
            DocumentKind::PromptsGetResponse,
        ),
        (
            "CompleteResult",
            "completion/complete",
            DocumentKind::CompleteResult,
            DocumentKind::CompleteResponse,
        ),
        (
            "SubscriptionsListenResult",
            "subscriptions/listen",
            DocumentKind::ListenResult,
            DocumentKind::ListenResponse,
        ),
    ] {
        for (dir, kind) in [
            (folder.to_owned(), bare),
            (format!("{folder}Response"), response),
        ] {
            let files = std::fs::read_dir(examples.join(&dir)).expect("the official examples");
            for file in files {
                let path = file.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap();
                // This example gives a sentence, not the JSON, beside its structured content,
                // which a tool should (tools, "Structured Content"): the one warning.
                let array = path.ends_with("result-with-array-structured-content.json");
                let expected: &[Code] = match array {
                    true => &[Code::StructuredWithoutText],
                    false => &[],
                };
                for report in [
                    engine::check(&text),
                    engine::check_answer(&text, Some(method)),
                ] {
                    assert_eq!(report.kind, kind, "{dir}: {text}");
                    assert_eq!(codes(&report), expected, "{}", path.display());
                    // No field table of the editor's: it is the discover result's.
                    assert!(report.fields.is_empty());
                }
            }
        }
    }
}

/// The result that ends a `subscriptions/listen` stream carries the subscription's id in its
/// `_meta` (the schema requires it).
#[test]
fn the_end_of_a_subscription_names_it() {
    let text = response("\"listen-1\"", r#"{"resultType": "complete", "_meta": {}}"#);
    let report = engine::check_answer(&text, Some("subscriptions/listen"));
    assert_eq!(report.kind, DocumentKind::ListenResponse);
    expect(
        &report,
        Code::MissingMember,
        "/result/_meta",
        "`io.modelcontextprotocol/subscriptionId`",
        "`io.modelcontextprotocol/subscriptionId`",
    );
}

#[test]
fn a_content_block_of_an_unknown_type_is_named_once() {
    let text = response(
        "1",
        r#"{"resultType": "complete", "content": [{"type": "text", "text": "ok"}, {"type": "video", "url": "x"}]}"#,
    );
    let report = engine::check(&text);
    assert_eq!(
        codes(&report),
        [Code::EnumValue],
        "not as a broken text block"
    );
    expect(
        &report,
        Code::EnumValue,
        "/result/content/1/type",
        "\"video\"; it must be exactly one of \"text\", \"image\", \"audio\", \"resource_link\", \"resource\"",
        "«video»",
    );
    // A block of a known type is judged as that type only.
    let text = response(
        "1",
        r#"{"resultType": "complete", "content": [{"type": "image", "data": "@@"}]}"#,
    );
    let report = engine::check(&text);
    assert_eq!(codes(&report), [Code::MissingMember, Code::NotBase64]);
    expect(
        &report,
        Code::MissingMember,
        "/result/content/0",
        "`mimeType`",
        "`mimeType`",
    );
}

#[test]
fn a_prompt_message_speaks_as_user_or_assistant() {
    let text = response(
        "1",
        r#"{"resultType": "complete", "messages": [{"role": "system", "content": {"type": "text", "text": "Be brief"}}]}"#,
    );
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::PromptsGetResponse);
    expect(
        &report,
        Code::EnumValue,
        "/result/messages/0/role",
        "\"system\"",
        "«system»",
    );
}

#[test]
fn a_completion_holds_100_values_at_most() {
    let values = |n: usize| {
        (0..n)
            .map(|i| format!("\"v{i}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let completion = |n| {
        response(
            "1",
            &format!(
                r#"{{"resultType": "complete", "completion": {{"values": [{}], "hasMore": true}}}}"#,
                values(n)
            ),
        )
    };
    let report = engine::check(&completion(101));
    expect(
        &report,
        Code::TooManyItems,
        "/result/completion/values",
        "has 101 items; at most 100",
        "101 элемент, а допустимо не больше 100",
    );
    assert!(engine::check(&completion(100)).diagnostics.is_empty());
    // And it cannot ask for input.
    let text = response(
        "1",
        r#"{"resultType": "input_required", "completion": {"values": []}}"#,
    );
    expect(
        &engine::check(&text),
        Code::InputNotAllowed,
        "/result/resultType",
        "`completion/complete`",
        "`completion/complete`",
    );
}

/// `tools/call` and `prompts/get` may answer with an interim result (basic/patterns/mrtr),
/// judged as one; the method's own result otherwise.
#[test]
fn a_call_may_ask_for_input() {
    let interim =
        r#"{"resultType": "input_required", "inputRequests": {"roots": {"method": "roots/list"}}}"#;
    for method in ["tools/call", "prompts/get"] {
        let report = engine::check_answer(&response("1", interim), Some(method));
        assert_eq!(report.kind, DocumentKind::InputRequiredResponse, "{method}");
        assert!(
            report.diagnostics.is_empty(),
            "{method}: {:?}",
            codes(&report)
        );
    }
    // Without its inputRequests or requestState, it is an interim result that asks nothing
    // (basic/patterns/mrtr), not the call's result missing its content.
    let text = response("1", r#"{"resultType": "input_required"}"#);
    let report = engine::check_answer(&text, Some("tools/call"));
    assert_eq!(codes(&report), [Code::InputRequiredEmpty]);
}

/// In a session an `initialize` opened, only the lists and reads are judged (by 2025-11-25's
/// schema): its calls stay outside, not judged by what 2026-07-28 asks.
#[test]
fn a_legacy_session_s_calls_are_not_judged_by_today_s_schema() {
    let transcript = [
        r#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}}"#,
        r#"{"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "s", "version": "1"}}}"#,
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "add", "arguments": {}}}"#,
        r#"{"jsonrpc": "2.0", "id": 2, "result": {"content": [{"type": "text", "text": "3"}]}}"#,
    ]
    .join("\n");
    let report = engine::check(&transcript);
    assert!(
        !codes(&report).contains(&Code::MissingMember),
        "{:?}",
        codes(&report)
    );
    assert!(
        codes(&report).contains(&Code::OtherMethod),
        "{:?}",
        codes(&report)
    );
}
