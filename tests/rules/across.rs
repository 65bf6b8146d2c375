//! Several messages: ids across messages, pages of one list, capabilities against the lists
//! that answer, a conversation as the probe holds it.

use super::*;

const DISCOVER_REQUEST: &str = r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#;

fn discover_answer(capabilities: &str) -> String {
    response(
        "1",
        &format!(
            r#"{{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {capabilities}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}}}"#
        ),
    )
}

/// A stdio transcript: discover, then two pages of tools/list with the given scopes.
fn transcript(capabilities: &str, first_scope: &str, second_scope: &str) -> String {
    let first = list_result("tools", "[]", first_scope)
        .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#);
    [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(capabilities),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned(),
        response("2", &first),
        r#"{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "cursor": "p2"}}"#
            .to_owned(),
        response("3", &list_result("tools", "[]", second_scope)),
    ]
    .join("\n")
}

#[test]
fn a_clean_transcript_is_checked_message_by_message() {
    let text = transcript(r#"{"tools": {}}"#, "private", "private");
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    // The checklist is the discover answer's, placed on its line.
    let mut offsets: Vec<usize> = report.fields.iter().filter_map(|f| f.offset).collect();
    assert!(!offsets.is_empty());
    let lines = engine::resolve_positions(&text, &mut offsets);
    assert!(lines.iter().all(|p| p.line == 2), "{:?}", report.fields);
    // A finding inside one message points into it: line and pointer.
    let broken = text.replacen(
        r#""ttlMs": 60000, "cacheScope": "private", "_meta""#,
        r#""ttlMs": -1, "cacheScope": "private", "_meta""#,
        1,
    );
    let report = engine::check(&broken);
    let located = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::TtlNegative)
        .expect("ttl/negative");
    assert_eq!(
        (located.start.line, located.diagnostic.pointer.as_str()),
        (4, "/result/ttlMs")
    );
    assert_eq!(
        &broken[located.diagnostic.span.start..located.diagnostic.span.end],
        "-1"
    );
}

#[test]
fn pages_of_one_list_keep_their_scope() {
    let report = engine::check(&transcript(r#"{"tools": {}}"#, "private", "public"));
    // The checklist describes the discover answer, which the other pages' findings leave alone.
    let worst = |id: &str| report.fields.iter().find(|f| f.id == id).unwrap().status;
    assert_eq!(
        (worst("envelope"), worst("cacheScope")),
        (engine::FieldStatus::Ok, engine::FieldStatus::Ok),
        "{:?}",
        report.fields
    );
    expect(
        &report,
        Code::ScopeChanges,
        "/result/cacheScope",
        "first page (line 4) has \"private\"",
        "у первой страницы (строка 4) — «private»",
    );
    let located = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::ScopeChanges)
        .unwrap();
    assert_eq!(located.start.line, 6);
    // A request without a cursor starts the list again: a new walk may have another scope.
    let again =
        transcript(r#"{"tools": {}}"#, "private", "public").replace(r#", "cursor": "p2""#, "");
    assert!(!codes(&engine::check(&again)).contains(&Code::ScopeChanges));
}

#[test]
fn lists_answer_what_discover_declares() {
    let report = engine::check(&transcript("{}", "public", "public"));
    expect(
        &report,
        Code::CapabilityUndeclared,
        "",
        "does not declare `tools`",
        "не объявляет `tools`",
    );
    assert_eq!(
        codes(&report),
        vec![Code::CapabilityUndeclared],
        "reported once for the list"
    );
    let refused = [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(r#"{"prompts": {}}"#),
        r#"{"jsonrpc": "2.0", "id": "p", "method": "prompts/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned(),
        r#"{"jsonrpc": "2.0", "id": "p", "error": {"code": -32601, "message": "Method not found"}}"#.to_owned(),
    ]
    .join("\n");
    let report = engine::check(&refused);
    expect(
        &report,
        Code::CapabilityRefused,
        "",
        "declares `prompts`, yet `prompts/list` answers with an error",
        "объявляет `prompts`, но `prompts/list` отвечает ошибкой",
    );
    // The error is read as the answer to prompts/list, which says nothing of the era.
    assert!(
        !codes(&report).contains(&Code::LegacyServer),
        "{:?}",
        codes(&report)
    );
}

/// A discover answer declaring `capabilities`, then each request with its error or result.
pub fn exchanges(capabilities: &str, answers: &[(&str, &str, &str)]) -> String {
    let mut lines = vec![DISCOVER_REQUEST.to_owned(), discover_answer(capabilities)];
    for (i, (method, params, answer)) in answers.iter().enumerate() {
        let id = i + 2;
        let params = match *params {
            "" => REQUEST_META.to_owned(),
            params => format!("{REQUEST_META}, {params}"),
        };
        lines.push(format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "method": "{method}", "params": {{{params}}}}}"#
        ));
        lines.push(format!(r#"{{"jsonrpc": "2.0", "id": {id}, {answer}}}"#));
    }
    lines.join("\n")
}

#[test]
fn a_declared_capability_must_answer_its_list() {
    let not_found = r#""error": {"code": -32601, "message": "Method not found"}"#;
    for method in ["tools/list", "prompts/list", "resources/list"] {
        let capability = method.trim_end_matches("/list");
        let text = exchanges(
            &format!(r#"{{"{capability}": {{}}}}"#),
            &[(method, "", not_found)],
        );
        let report = engine::check(&text);
        let refused = (report.diagnostics.iter())
            .map(|d| &d.diagnostic)
            .find(|d| d.code == Code::CapabilityRefused)
            .unwrap_or_else(|| panic!("{method}: {:?}", codes(&report)));
        // The tools, prompts and resources pages: a server that declares one MUST answer it.
        assert_eq!(refused.severity(), Severity::Error, "{method}");
        assert!(!report.is_valid(), "{method}");
    }
    // resources/read of a resource that does not exist MUST get -32602, and no MUST names the
    // templates list: neither is a refused capability.
    let missing = r#""error": {"code": -32602, "message": "Resource not found"}"#;
    let text = exchanges(
        r#"{"resources": {}}"#,
        &[
            (
                "resources/list",
                "",
                &format!(r#""result": {}"#, list_result("resources", "[]", "public")),
            ),
            ("resources/read", r#""uri": "file:///gone.txt""#, missing),
            ("resources/templates/list", "", not_found),
        ],
    );
    let report = engine::check(&text);
    assert!(
        !codes(&report).contains(&Code::CapabilityRefused),
        "{:?}",
        codes(&report)
    );
    // An undeclared resources capability is still found from a read that answers.
    let read = r#""result": {"resultType": "complete", "ttlMs": 1, "cacheScope": "public", "contents": [{"uri": "https://example.com/a.txt", "text": "a"}]}"#;
    let text = exchanges(
        "{}",
        &[(
            "resources/read",
            r#""uri": "https://example.com/a.txt""#,
            read,
        )],
    );
    expect(
        &engine::check(&text),
        Code::CapabilityUndeclared,
        "",
        "does not declare `resources`",
        "не объявляет `resources`",
    );
}

/// In a JSON array of messages, what the rules across messages find points at the element it
/// concerns, or a member inside it, and its range is in that element.
#[test]
fn findings_across_messages_point_at_their_element_of_an_array() {
    let lines = exchanges(
        r#"{"prompts": {}}"#,
        &[
            (
                "prompts/list",
                "",
                r#""error": {"code": -32601, "message": "Method not found"}"#,
            ),
            (
                "tools/list",
                "",
                &format!(r#""result": {}"#, list_result("tools", "[]", "public")),
            ),
        ],
    );
    let mut elements: Vec<String> = lines.lines().map(str::to_owned).collect();
    elements.push(r#"{"jsonrpc": "2.0", "id": 9, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned());
    elements.push(r#"{"jsonrpc": "2.0", "id": 8, "result": {}}"#.to_owned());
    let text = format!("[\n  {}\n]", elements.join(",\n  "));
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    let element_start = |index: usize| {
        let before: usize = (elements[..index].iter())
            .map(|e| e.len() + ",\n  ".len())
            .sum();
        "[\n  ".len() + before
    };
    for (code, pointer, index, at) in [
        (Code::CapabilityRefused, "/3", 3, "{"),
        (Code::CapabilityUndeclared, "/5", 5, "{"),
        (Code::Unanswered, "/6", 6, "{"),
        (Code::UnknownId, "/7/id", 7, "8"),
    ] {
        let located = (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == code)
            .unwrap_or_else(|| panic!("{}: {:?}", code.id(), codes(&report)));
        let d = &located.diagnostic;
        assert_eq!(d.pointer, pointer, "{}", code.id());
        let (start, end) = (
            element_start(index),
            element_start(index) + elements[index].len(),
        );
        assert!(
            start <= d.span.start && d.span.end <= end,
            "{} in element {index}",
            code.id()
        );
        assert_eq!(&text[d.span.start..d.span.end], at, "{}", code.id());
        assert_eq!(located.start.line, index + 2, "{}", code.id());
    }
    assert_eq!(
        (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == Code::CapabilityRefused)
            .unwrap()
            .diagnostic
            .severity(),
        Severity::Error
    );
}

/// A conversation as the probe holds it becomes a transcript of one message a line, whose
/// check reports the same codes; each message's report is placed in its own text, a
/// pretty-printed answer included.
#[test]
fn a_conversation_is_judged_as_its_transcript() {
    let first = response(
        "2",
        &list_result("tools", "[]", "public")
            .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#),
    );
    let second: serde_json::Value =
        serde_json::from_str(&response("3", &list_result("tools", "[]", "private"))).unwrap();
    let second = serde_json::to_string_pretty(&second).unwrap();
    let messages = [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(r#"{"tools": {}, "prompts": {}}"#),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned(),
        first,
        r#"{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "cursor": "p2"}}"#
            .to_owned(),
        second.clone(),
        r#"{"jsonrpc": "2.0", "id": 4, "method": "prompts/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned(),
    ];
    let messages: Vec<&str> = messages.iter().map(String::as_str).collect();
    let (transcript, reports) = engine::check_conversation(&messages);
    assert_eq!(transcript.lines().count(), messages.len(), "{transcript}");
    assert_eq!(reports.len(), messages.len());
    let code_list = |reports: &mut dyn Iterator<Item = &Report>| {
        let mut all: Vec<&str> = reports
            .flat_map(|r| r.diagnostics.iter().map(|d| d.diagnostic.code.id()))
            .collect();
        all.sort_unstable();
        all
    };
    let judged = code_list(&mut reports.iter().flatten());
    assert_eq!(
        judged,
        ["transcript/scope-changes", "transcript/unanswered"],
        "{transcript}"
    );
    let read_back = engine::check_messages(&transcript, true).unwrap();
    assert_eq!(code_list(&mut read_back.iter().map(|m| &m.report)), judged);
    // The changed scope, placed in the pretty-printed answer itself.
    let scope = (reports[5].as_ref().unwrap().diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::ScopeChanges)
        .unwrap();
    let line = second
        .lines()
        .position(|l| l.contains("cacheScope"))
        .unwrap()
        + 1;
    assert_eq!(scope.start.line, line);
    assert_eq!(
        &second[scope.diagnostic.span.start..scope.diagnostic.span.end],
        "\"private\""
    );
    assert_eq!(scope.diagnostic.pointer, "/result/cacheScope");
    // The unanswered request is reported on itself; a blank message has no report.
    let unanswered = reports[6].as_ref().unwrap();
    assert_eq!(unanswered.kind, DocumentKind::ClientRequest);
    assert_eq!(codes(unanswered), [Code::Unanswered]);
    let (_, reports) = engine::check_conversation(&[DISCOVER_REQUEST, "  "]);
    assert!(reports[1].is_none());
    assert_eq!(codes(reports[0].as_ref().unwrap()), [Code::Unanswered]);
}

#[test]
fn responses_carry_the_ids_of_requests() {
    let text = [
        DISCOVER_REQUEST.to_owned(),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#.to_owned(),
        discover_answer(r#"{"tools": {}}"#).replacen(r#""id": 1"#, r#""id": "1""#, 1),
        discover_answer(r#"{"tools": {}}"#),
        discover_answer(r#"{"tools": {}}"#),
    ]
    .join("\n");
    let report = engine::check(&text);
    expect(
        &report,
        Code::UnknownId,
        "/id",
        "id `\"1\"`",
        "идентификатора `\"1\"`",
    );
    expect(
        &report,
        Code::AnsweredTwice,
        "/id",
        "request `1` was already answered",
        "На запрос `1` уже был ответ",
    );
    expect(
        &report,
        Code::Unanswered,
        "",
        "request `2` (`tools/list`)",
        "На запрос `2` (`tools/list`)",
    );
    let line_of = |code: Code| {
        report
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.code == code)
            .unwrap()
            .start
            .line
    };
    assert_eq!(
        (
            line_of(Code::UnknownId),
            line_of(Code::AnsweredTwice),
            line_of(Code::Unanswered)
        ),
        (3, 5, 2)
    );
    // Answers alone, without requests, are not held to ids.
    let answers = [discover_answer("{}"), discover_answer("{}")].join("\n");
    assert!(
        engine::check(&answers).diagnostics.is_empty(),
        "{:?}",
        codes(&engine::check(&answers))
    );
}

#[test]
fn an_array_of_messages_is_checked_element_by_element() {
    let first = list_result("tools", "[]", "private")
        .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#);
    let text = format!(
        "[\n  {},\n  {}\n]",
        response("2", &first),
        response(
            "3",
            &list_result(
                "tools",
                r#"[{"name": "a b", "inputSchema": {"type": "object"}}]"#,
                "public"
            )
        ),
    );
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    expect(
        &report,
        Code::Batch,
        "",
        "array of 2 messages",
        "массив из 2 сообщений",
    );
    expect(
        &report,
        Code::ToolName,
        "/1/result/tools/0/name",
        "\"a b\"",
        "«a b»",
    );
    // Findings across messages name the element they concern, like the messages' own.
    expect(
        &report,
        Code::ScopeChanges,
        "/1/result/cacheScope",
        "\"public\"",
        "«public»",
    );
    let tool = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::ToolName)
        .unwrap();
    assert_eq!(tool.start.line, 3);
    assert_eq!(
        &text[tool.diagnostic.span.start..tool.diagnostic.span.end],
        "\"a b\""
    );
}

#[test]
fn one_message_is_not_a_transcript() {
    for text in [
        format!("{}\n\n", discover_answer("{}")),
        serde_json::to_string_pretty(
            &serde_json::from_str::<serde_json::Value>(&discover_answer("{}")).unwrap(),
        )
        .unwrap(),
    ] {
        assert_eq!(
            engine::check(&text).kind,
            DocumentKind::DiscoverResponse,
            "{text}"
        );
    }
    // A second line after one complete object is a second message, even a broken one.
    let report = engine::check(&format!("{}\nnot json", discover_answer("{}")));
    assert_eq!(report.kind, DocumentKind::Transcript);
    let syntax = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code.id().starts_with("syntax/"))
        .expect("a syntax error");
    assert_eq!(syntax.start.line, 2);
}

#[test]
fn a_refused_cursor_is_invalid_params() {
    let exchange = |code: &str, message: &str, cursor: bool| {
        let params = if cursor {
            r#", "params": {"cursor": "old"}"#
        } else {
            ""
        };
        [
            format!(r#"{{"jsonrpc": "2.0", "id": 3, "method": "tools/list"{params}}}"#),
            format!(
                r#"{{"jsonrpc": "2.0", "id": 3, "error": {{"code": {code}, "message": "{message}"}}}}"#
            ),
        ]
        .join("\n")
    };
    let text = exchange("-32603", "Cursor expired", true);
    let report = engine::check(&text);
    expect(
        &report,
        Code::CursorError,
        "/error/code",
        "refuses the cursor of a `tools/list` request with code -32603",
        "отклонил курсор запроса `tools/list` с кодом `-32603`; для недействительного курсора",
    );
    let located = (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::CursorError)
        .unwrap();
    let code_column = text.lines().nth(1).unwrap().find("-32603").unwrap() + 1;
    assert_eq!(
        (located.start.line, located.start.column),
        (2, code_column),
        "at the code"
    );
    // -32602 is right; an error that does not speak of the cursor, or a request without one,
    // may be refused for another reason.
    for (code, message, cursor) in [
        ("-32602", "Invalid cursor", true),
        ("-32603", "Database unavailable", true),
        ("-32603", "Cursor expired", false),
    ] {
        let report = engine::check(&exchange(code, message, cursor));
        assert!(
            !codes(&report).contains(&Code::CursorError),
            "{code} {message} {cursor}: {:?}",
            codes(&report)
        );
    }
    // A declared capability whose later page refuses a cursor is not a refused capability: its
    // first page answered.
    let discover =
        result_with("").replace(r#""capabilities": {}"#, r#""capabilities": {"tools": {}}"#);
    let first_page = r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "ttlMs": 1, "cacheScope": "public", "tools": [], "nextCursor": "old"}}"#;
    let text = [
        r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#,
        &discover,
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#,
        first_page,
        &exchange("-32602", "Invalid cursor", true),
    ]
    .join("\n");
    let found = codes(&engine::check(&text));
    assert!(!found.contains(&Code::CapabilityRefused), "{found:?}");
    // The first page refused still is.
    let refused = text.replacen(
        first_page,
        r#"{"jsonrpc": "2.0", "id": 2, "error": {"code": -32601, "message": "Method not found"}}"#,
        1,
    );
    assert!(codes(&engine::check(&refused)).contains(&Code::CapabilityRefused));
}

#[test]
fn the_same_tools_keep_their_order() {
    let listing = |id: u32, names: &[&str], cursor: bool| {
        let tools: Vec<String> = (names.iter())
            .map(|n| format!(r#"{{"name": "{n}", "inputSchema": {{"type": "object"}}}}"#))
            .collect();
        let params = if cursor {
            r#", "params": {"cursor": "p"}"#
        } else {
            ""
        };
        let result = list_result("tools", &format!("[{}]", tools.join(", ")), "public");
        [
            format!(r#"{{"jsonrpc": "2.0", "id": {id}, "method": "tools/list"{params}}}"#),
            response(&id.to_string(), &result),
        ]
        .join("\n")
    };
    let text = [
        listing(1, &["a", "b", "c"], false),
        listing(2, &["c", "a", "b"], false),
    ]
    .join("\n");
    let report = engine::check(&text);
    expect(
        &report,
        Code::ToolOrderChanges,
        "/result/tools",
        "another order than in the listing on line 2",
        "в другом порядке, чем в перечне на строке 2",
    );
    let located = (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::ToolOrderChanges)
        .unwrap();
    assert_eq!(located.start.line, 4, "on the second listing");
    // The same order, another set (the tools changed), or a last page of a longer list: fine.
    for second in [
        listing(2, &["a", "b", "c"], false),
        listing(2, &["c", "a"], false),
        listing(2, &["c", "a", "b"], true),
    ] {
        let text = [listing(1, &["a", "b", "c"], false), second].join("\n");
        let report = engine::check(&text);
        assert!(!codes(&report).contains(&Code::ToolOrderChanges), "{text}");
    }
}

/// The line of the first finding with `code`, or `None`.
fn line_of(report: &Report, code: Code) -> Option<usize> {
    (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == code)
        .map(|d| d.start.line)
}

#[test]
fn a_request_id_is_not_taken_while_it_awaits_its_answer() {
    let answer = discover_answer("{}");
    let list = r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#;
    let repeated = [DISCOVER_REQUEST, DISCOVER_REQUEST, &answer, &answer];
    let report = engine::check(&repeated.join("\n"));
    expect(
        &report,
        Code::IdInUse,
        "/id",
        "A request with the id `1` still awaits its answer",
        "Запрос с идентификатором `1` ещё ждёт ответа",
    );
    assert_eq!(line_of(&report, Code::IdInUse), Some(2));
    // Each answer is taken for one of the two requests: neither is a second answer. (Had the
    // second request another method, no one could tell which the answers are of.)
    assert_eq!(codes(&report), [Code::IdInUse]);
    assert!(!report.is_valid());
    // In an array, the element's index comes first.
    let array = format!("[{}]", repeated.join(",\n"));
    expect(
        &engine::check(&array),
        Code::IdInUse,
        "/1/id",
        "id `1`",
        "идентификатором `1`",
    );
    // Once answered, the id is free again: neither a repeat nor a second answer.
    let reused = [DISCOVER_REQUEST, &answer, DISCOVER_REQUEST, &answer].join("\n");
    let report = engine::check(&reused);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    // An answer written before its request answers nothing yet, and is not a second answer.
    let early = [answer.as_str(), DISCOVER_REQUEST].join("\n");
    assert_eq!(codes(&engine::check(&early)), [Code::Unanswered]);
    // 1 and "1" are different ids.
    let other_type = list.replacen(r#""id": 1"#, r#""id": "1""#, 1);
    let answer_to_it = answer.replacen(r#""id": 1"#, r#""id": "1""#, 1);
    let text = [DISCOVER_REQUEST, &other_type, &answer, &answer_to_it].join("\n");
    assert!(!codes(&engine::check(&text)).contains(&Code::IdInUse));
}

/// A request only a server sends, in a transcript of this revision.
fn asked_by_server(method: &str, params: &str) -> String {
    format!(r#"{{"jsonrpc": "2.0", "id": "s1", "method": "{method}", "params": {{{params}}}}}"#)
}

#[test]
fn servers_send_no_requests() {
    let call = r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "name": "book"}}"#;
    let elicit = asked_by_server(
        "elicitation/create",
        r#""mode": "form", "message": "Which date?", "requestedSchema": {"type": "object", "properties": {}}"#,
    );
    let client_answer = r#"{"jsonrpc": "2.0", "id": "s1", "result": {"action": "decline"}}"#;
    let server_answer =
        r#"{"jsonrpc": "2.0", "id": 1, "result": {"content": [], "isError": false}}"#;
    let text = [call, &elicit, client_answer, server_answer].join("\n");
    let report = engine::check(&text);
    expect(
        &report,
        Code::ServerRequest,
        "",
        "The server sends its own `elicitation/create` request",
        "Сервер отправляет собственный запрос `elicitation/create`",
    );
    assert_eq!(line_of(&report, Code::ServerRequest), Some(2));
    assert!(!report.is_valid());
    // The client's answer is not the server's to fix, and the client owes none.
    assert!(
        (report.diagnostics.iter()).all(|d| d.start.line != 3),
        "{:?}",
        codes(&report)
    );
    let unanswered = [call, &elicit, server_answer].join("\n");
    let found = codes(&engine::check(&unanswered));
    assert!(found.contains(&Code::ServerRequest), "{found:?}");
    assert!(!found.contains(&Code::Unanswered), "{found:?}");
    // The server's request does not repeat the id of the client's: each sender has its own.
    let same_id = elicit.replacen(r#""id": "s1""#, r#""id": 1"#, 1);
    let found = codes(&engine::check(&[call, &same_id, server_answer].join("\n")));
    assert!(!found.contains(&Code::IdInUse), "{found:?}");
    // Sampling and roots are the server's too.
    for method in ["sampling/createMessage", "roots/list"] {
        let text = [call, &asked_by_server(method, ""), server_answer].join("\n");
        let found = codes(&engine::check(&text));
        assert!(found.contains(&Code::ServerRequest), "{method}: {found:?}");
    }
    // A request of another method is the client's; a transcript of the initialize era, when
    // servers did send these, is not held to this revision.
    let list = r#"{"jsonrpc": "2.0", "id": "s1", "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#;
    let initialize = r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {}}"#;
    for text in [
        [call, list, server_answer].join("\n"),
        [initialize, call, &elicit, client_answer, server_answer].join("\n"),
    ] {
        let found = codes(&engine::check(&text));
        assert!(!found.contains(&Code::ServerRequest), "{text}: {found:?}");
    }
}

#[test]
fn log_messages_come_only_for_requests_that_ask() {
    let request = |id: u32, meta: &str| {
        format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "method": "tools/call", "params": {{"_meta": {{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {{}}}}, "name": "book"{meta}}}}}"#
        )
    };
    let with_level = |id: u32| {
        request(
            id,
            r#", "_meta": {"io.modelcontextprotocol/logLevel": "info"}"#,
        )
    };
    let log = r#"{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "booking"}}"#;
    let answer = |id: u32| {
        format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "result": {{"content": [], "isError": false}}}}"#
        )
    };
    let report = engine::check(&[request(1, ""), log.to_owned(), answer(1)].join("\n"));
    expect(
        &report,
        Code::LogUnrequested,
        "",
        "no request awaiting its answer has `io.modelcontextprotocol/logLevel`",
        "ни один запрос, ожидающий ответа, не задал `io.modelcontextprotocol/logLevel`",
    );
    assert_eq!(line_of(&report, Code::LogUnrequested), Some(2));
    assert!(!report.is_valid());
    for (text, reported) in [
        // The request in flight asked for logs.
        ([with_level(1), log.to_owned(), answer(1)].join("\n"), false),
        // The level is per request: the one that set it was answered, the one in flight did not.
        (
            [
                with_level(1),
                answer(1),
                request(2, ""),
                log.to_owned(),
                answer(2),
            ]
            .join("\n"),
            true,
        ),
        // No request in flight at all.
        ([with_level(1), answer(1), log.to_owned()].join("\n"), true),
        // The level belongs in `_meta`, not among the params.
        (
            [
                request(1, r#", "io.modelcontextprotocol/logLevel": "info""#),
                log.to_owned(),
                answer(1),
            ]
            .join("\n"),
            true,
        ),
        // One request with a level and one without in flight: it may be for either.
        (
            [
                request(1, ""),
                with_level(2),
                log.to_owned(),
                answer(1),
                answer(2),
            ]
            .join("\n"),
            false,
        ),
        // A server's output alone says nothing of the requests.
        ([log.to_owned(), answer(1)].join("\n"), false),
        // The initialize era set one level for the session.
        (
            [
                r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {}}"#.to_owned(),
                request(1, ""),
                log.to_owned(),
                answer(1),
            ]
            .join("\n"),
            false,
        ),
    ] {
        let found = codes(&engine::check(&text));
        assert_eq!(
            found.contains(&Code::LogUnrequested),
            reported,
            "{text}: {found:?}"
        );
    }
}

/// A call, a prompt or a completion answered with a result, though the discover answer did not
/// declare its capability (tools, prompts; utilities/completion: "Servers that support
/// completions MUST declare the completions capability").
#[test]
fn calls_prompts_and_completions_answer_only_what_discover_declares() {
    let call = (
        "tools/call",
        r#""name": "add", "arguments": {"a": 1}"#,
        r#""result": {"resultType": "complete", "content": [{"type": "text", "text": "2"}]}"#,
    );
    let prompt = (
        "prompts/get",
        r#""name": "review""#,
        r#""result": {"resultType": "complete", "messages": []}"#,
    );
    let completion = (
        "completion/complete",
        r#""ref": {"type": "ref/prompt", "name": "review"}, "argument": {"name": "a", "value": "p"}"#,
        r#""result": {"resultType": "complete", "completion": {"values": ["python"]}}"#,
    );
    for ((method, params, answer), capability) in [
        (call, "tools"),
        (prompt, "prompts"),
        (completion, "completions"),
    ] {
        let report = engine::check(&exchanges("{}", &[(method, params, answer)]));
        assert_eq!(codes(&report), [Code::CapabilityUndeclared], "{method}");
        expect(
            &report,
            Code::CapabilityUndeclared,
            "",
            &format!(
                "`{method}` answers with a result, but the `server/discover` result does not declare `{capability}`"
            ),
            &format!("не объявляет `{capability}`"),
        );
        let declared = format!(r#"{{"{capability}": {{}}}}"#);
        let report = engine::check(&exchanges(&declared, &[(method, params, answer)]));
        assert!(
            report.diagnostics.is_empty(),
            "{method}: {:?}",
            codes(&report)
        );
    }
}
