//! Whether the text is an answer at all: a request where the answer should be, an object that
//! is no response and no result, a value that is no object, an answer to another method.

use super::*;
use mcp_anatomy::spec::SpecPage;

/// A request of a method no client of 2026-07-28 sends stands where an answer should.
#[test]
fn a_request_is_not_the_answer() {
    for (text, en, ru) in [
        (
            r#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "app", "version": "1.0.0"}}}"#,
            "This is a request (`initialize`), not an answer",
            "Это запрос `initialize`, а не ответ",
        ),
        (
            r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#,
            "This is a notification (`notifications/initialized`)",
            "Это уведомление `notifications/initialized`",
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

/// A request a client sends is judged by its method's type (issue 47, point 6): the
/// per-request `_meta` (basic/index, "Per-request protocol fields": MUST) with a fix that
/// supplies it, the members of its params, and nothing of a clean one.
#[test]
fn a_request_a_client_sends_is_judged_by_its_method() {
    let call = |params: &str| {
        format!(r#"{{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {{{params}}}}}"#)
    };
    let clean = call(&format!(
        r#"{REQUEST_META}, "name": "add", "arguments": {{"a": 1}}"#
    ));
    let report = engine::check(&clean);
    assert_eq!(report.kind, DocumentKind::ClientRequest);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    assert!(report.is_valid());

    let bare = call(r#""name": "add""#);
    let report = engine::check(&bare);
    expect(
        &report,
        Code::MissingMember,
        "/params",
        "`params` has no `_meta`, which is required.",
        "В `params` нет обязательного поля `_meta`.",
    );
    let missing = &report.diagnostics[0].diagnostic;
    assert_eq!(
        missing.page,
        Some(SpecPage::Basic),
        "the page of the per-request fields"
    );
    let fixed_text = fixed(&bare, Code::MissingMember);
    assert!(
        engine::check(&fixed_text).diagnostics.is_empty(),
        "{fixed_text}"
    );

    let only_version = call(
        r#""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}, "name": "add""#,
    );
    expect(
        &engine::check(&only_version),
        Code::MissingMember,
        "/params/_meta",
        "has no `io.modelcontextprotocol/clientCapabilities`, which is required.",
        "нет обязательного поля `io.modelcontextprotocol/clientCapabilities`",
    );
    let numbered = call(&format!(r#"{REQUEST_META}, "name": 5"#));
    expect(
        &engine::check(&numbered),
        Code::WrongType,
        "/params/name",
        "must be a string, but here it is a whole number",
        "`name`: ожидается строка, а здесь целое число",
    );
    // The client's own identity is no server's version to report.
    let anonymous = call(
        r#""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}, "io.modelcontextprotocol/clientInfo": {"name": "app", "version": ""}}, "name": "add""#,
    );
    assert!(engine::check(&anonymous).diagnostics.is_empty());
    // A cancellation is judged by its own type.
    let cancel = |params: &str| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {params}}}"#
        ))
    };
    let report = cancel(r#"{"requestId": 7, "reason": "closed"}"#);
    assert_eq!(report.kind, DocumentKind::Cancellation);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    expect(
        &cancel(r#"{"reason": "closed"}"#),
        Code::MissingMember,
        "/params",
        "`params` has no `requestId`, which is required.",
        "В `params` нет обязательного поля `requestId`.",
    );
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
