//! Whether the text is an answer at all: a request where the answer should be, an object that
//! is no response and no result, a value that is no object, an answer to another method.

use super::*;

#[test]
fn a_request_is_not_the_answer() {
    for (text, en, ru) in [
        (
            r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#,
            "This is the `server/discover` request itself",
            "Это сам запрос `server/discover`",
        ),
        (
            r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#,
            "This is a notification (`notifications/initialized`)",
            "Это уведомление `notifications/initialized`",
        ),
        (
            r#"{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "name": "add"}}"#,
            "This is a \"tools/call\" request",
            "Это запрос `tools/call`",
        ),
    ] {
        let report = engine::check(text);
        assert_eq!(report.kind, DocumentKind::Request, "{text}");
        expect(&report, Code::RequestInsteadOfResponse, "/method", en, ru);
        assert_eq!(codes(&report), [Code::RequestInsteadOfResponse], "{text}");
        assert!(!report.is_valid());
    }
    // The answer to that request is no request.
    let report = engine::check(&result_with(""));
    assert!(!codes(&report).contains(&Code::RequestInsteadOfResponse));
}

#[test]
fn a_text_that_is_no_response_says_so() {
    let report = engine::check(r#"{"hello": "world", "answer": 42}"#);
    expect(
        &report,
        Code::NotAResponse,
        "",
        "neither a JSON-RPC response nor a `server/discover` result",
        "не является ни ответом JSON-RPC, ни результатом `server/discover`",
    );
    for (text, en, ru) in [
        (r#"["2026-07-28"]"#, "The text is an array", "Здесь массив"),
        ("true", "The text is a boolean", "Здесь логическое значение"),
        ("\"2026-07-28\"", "The text is a string", "Здесь строка"),
    ] {
        let report = engine::check(text);
        expect(&report, Code::NotAResponse, "", en, ru);
        expect(
            &report,
            Code::NotAResponse,
            "",
            "a response is a JSON object",
            "объект JSON",
        );
        assert_eq!(codes(&report), [Code::NotAResponse], "{text}");
    }
    // A response, or a result alone, is one.
    for text in [result_with(""), meta_with("")] {
        assert!(!codes(&engine::check(&text)).contains(&Code::NotAResponse));
    }
}

/// An answer to a method outside the checked ones is named, its envelope checked, and its
/// result left alone: no discover members asked of it. (The end of a `subscriptions/listen`
/// stream, which has no members of its own either, is judged: results.rs.)
#[test]
fn answers_to_other_methods_are_named_not_checked_as_discover() {
    let only_other = |report: &Report| {
        assert_eq!(
            report.kind,
            DocumentKind::OtherMethod,
            "{:?}",
            codes(report)
        );
        assert_eq!(codes(report), vec![Code::OtherMethod]);
        assert!(report.is_valid() && report.fields.is_empty());
    };
    let result =
        r#"{"resultType": "complete", "_meta": {"io.modelcontextprotocol/subscriptionId": "s"}}"#;
    let response = format!(r#"{{"jsonrpc": "2.0", "id": 1, "result": {result}}}"#);
    for (text, kind) in [
        (response.as_str(), DocumentKind::ListenResponse),
        (result, DocumentKind::ListenResult),
    ] {
        let report = engine::check(text);
        assert_eq!((report.kind, codes(&report)), (kind, vec![]), "{text}");
    }
    // Told the method, the members do not matter.
    let report = engine::check_answer(&result_with(""), Some("logging/setLevel"));
    only_other(&report);
    expect(
        &report,
        Code::OtherMethod,
        "/result",
        "answers `logging/setLevel`",
        "ответ на `logging/setLevel`",
    );
    // In a transcript, the request's method says it.
    let transcript = [
        r#"{"jsonrpc": "2.0", "id": 5, "method": "logging/setLevel", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "level": "info"}}"#,
        r#"{"jsonrpc": "2.0", "id": 5, "result": {"resultType": "complete"}}"#,
    ]
    .join("\n");
    let report = engine::check(&transcript);
    assert_eq!(codes(&report), vec![Code::OtherMethod]);
    // The envelope is still checked.
    let report = engine::check(r#"{"jsonrpc": 2, "id": null, "result": {"content": []}}"#);
    let found = codes(&report);
    assert!(
        found.contains(&Code::JsonRpcVersion) && found.contains(&Code::RequestId),
        "{found:?}"
    );
    assert!(!report.is_valid());
}

/// A notification only a server sends is judged by its schema, alone or in a transcript; one a
/// client sends stays a message that is not an answer.
#[test]
fn a_server_s_notifications_are_judged_by_their_schema() {
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/mcp-spec/2026-07-28/examples");
    for folder in [
        "ProgressNotification",
        "LoggingMessageNotification",
        "ToolListChangedNotification",
        "PromptListChangedNotification",
        "ResourceListChangedNotification",
        "ResourceUpdatedNotification",
        "SubscriptionsAcknowledgedNotification",
    ] {
        for file in std::fs::read_dir(examples.join(folder)).expect("the official examples") {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            let report = engine::check(&text);
            assert_eq!(report.kind, DocumentKind::Notification, "{folder}");
            assert!(
                report.diagnostics.is_empty(),
                "{folder}: {:?}",
                codes(&report)
            );
        }
    }
    let progress =
        r#"{"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progress": "half"}}"#;
    let report = engine::check(progress);
    assert_eq!(codes(&report), [Code::MissingMember, Code::WrongType]);
    expect(
        &report,
        Code::MissingMember,
        "/params",
        "`progressToken`",
        "`progressToken`",
    );
    let log = r#"{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "verbose", "data": "x"}}"#;
    expect(
        &engine::check(log),
        Code::EnumValue,
        "/params/level",
        "\"verbose\"",
        "«verbose»",
    );
    // In a transcript, where the server's notifications come between answers.
    let transcript = [
        r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/logLevel": "info"}}}"#,
        log,
    ]
    .join("\n");
    assert!(codes(&engine::check(&transcript)).contains(&Code::EnumValue));
    // A client's notification is not the server's to judge here.
    let initialized = r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#;
    assert_eq!(engine::check(initialized).kind, DocumentKind::Request);
}
