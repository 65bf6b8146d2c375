//! Multi round-trip requests: what an `input_required` result asks, of whom, and how the
//! client retries.

use super::*;

const CALL: &str = r#""name": "deploy", "arguments": {}"#;

/// A request's params with `extra` members and the per-request `_meta` declaring
/// `capabilities`.
fn with_meta(extra: &str, capabilities: &str) -> String {
    format!(
        r#"{extra}"_meta": {{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {capabilities}}}"#
    )
}

fn request(id: u32, params: &str) -> String {
    format!(r#"{{"jsonrpc": "2.0", "id": {id}, "method": "tools/call", "params": {{{params}}}}}"#)
}

fn answer(id: u32, result: &str) -> String {
    format!(r#"{{"jsonrpc": "2.0", "id": {id}, "result": {result}}}"#)
}

const DONE: &str =
    r#"{"resultType": "complete", "content": [{"type": "text", "text": "deployed"}]}"#;

/// An `input_required` result asks for something or keeps state (mrtr, "Server Requirements":
/// MUST), alone and as the answer to a call.
#[test]
fn an_input_required_result_carries_something() {
    let empty = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required"}}"#;
    let report = engine::check(empty);
    assert_eq!(codes(&report), [Code::InputRequiredEmpty]);
    expect(
        &report,
        Code::InputRequiredEmpty,
        "/result",
        "has neither `inputRequests` nor `requestState`",
        "нет ни `inputRequests`, ни `requestState`",
    );
    let session = [
        request(1, &with_meta(&format!("{CALL}, "), "{}")),
        answer(1, r#"{"resultType": "input_required"}"#),
    ];
    assert_eq!(
        codes(&engine::check(&session.join("\n"))),
        [Code::InputRequiredEmpty]
    );
    let kept = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s1"}}"#;
    assert!(engine::check(kept).diagnostics.is_empty());
}

/// An `input_required` result asks only for what the request declared (mrtr: MUST NOT send
/// `inputRequests` the client has not declared); an empty `elicitation` is form mode alone.
#[test]
fn input_is_asked_only_as_the_client_declared() {
    let form = r#"{"resultType": "input_required", "inputRequests": {"name": {"method": "elicitation/create", "params": {"message": "Your name?", "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}}}}}}"#;
    let url = r#"{"resultType": "input_required", "inputRequests": {"login": {"method": "elicitation/create", "params": {"mode": "url", "message": "Sign in", "url": "https://example.com/login"}}}}"#;
    let roots =
        r#"{"resultType": "input_required", "inputRequests": {"r": {"method": "roots/list"}}}"#;
    let session = |capabilities: &str, result: &str| {
        let lines = [
            request(1, &with_meta(&format!("{CALL}, "), capabilities)),
            answer(1, result),
        ];
        engine::check(&lines.join("\n"))
    };
    for (capabilities, result) in [
        (r#"{"elicitation": {}}"#, form),
        (r#"{"elicitation": {"form": {}, "url": {}}}"#, url),
        (r#"{"roots": {}}"#, roots),
    ] {
        let report = session(capabilities, result);
        assert!(
            report.diagnostics.is_empty(),
            "{capabilities}: {:?}",
            codes(&report)
        );
    }
    let report = session(r#"{"elicitation": {}}"#, url);
    assert_eq!(codes(&report), [Code::InputUndeclared]);
    expect(
        &report,
        Code::InputUndeclared,
        "/result/inputRequests",
        "asks for `elicitation/create`, but the request's `clientCapabilities` does not declare `elicitation.url`",
        "не объявляет `elicitation.url`",
    );
    let report = session(r#"{"elicitation": {"url": {}}}"#, form);
    expect(
        &report,
        Code::InputUndeclared,
        "/result/inputRequests",
        "does not declare `elicitation` (form mode)",
        "не объявляет `elicitation` (режим формы)",
    );
    let report = session("{}", roots);
    expect(
        &report,
        Code::InputUndeclared,
        "/result/inputRequests",
        "does not declare `roots`",
        "сервер НЕ ДОЛЖЕН запрашивать у клиента ничего сверх объявленных им возможностей",
    );
}

/// The retry of a request answered with `input_required` takes a new id and echoes the
/// `requestState` exactly, or sends none when none came (mrtr, "Client Requirements": MUST).
#[test]
fn a_retry_takes_a_new_id_and_echoes_the_state() {
    let asked = r#"{"resultType": "input_required", "requestState": "s1"}"#;
    let session = |retry_id: u32, retry_extra: &str, first_answer: &str| {
        let lines = [
            request(1, &with_meta(&format!("{CALL}, "), "{}")),
            answer(1, first_answer),
            request(
                retry_id,
                &with_meta(&format!("{CALL}, {retry_extra}"), "{}"),
            ),
            answer(retry_id, DONE),
        ];
        engine::check(&lines.join("\n"))
    };
    let clean = session(2, r#""requestState": "s1", "#, asked);
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    let report = session(1, r#""requestState": "s1", "#, asked);
    assert_eq!(codes(&report), [Code::RetrySameId]);
    expect(
        &report,
        Code::RetrySameId,
        "/id",
        "takes the id `1` of the request it retries",
        "отправлен с тем же идентификатором `1`, что и исходный",
    );
    let report = session(2, r#""requestState": "s2", "#, asked);
    expect(
        &report,
        Code::RetryState,
        "/params/requestState",
        "sends `requestState` \"s2\", but the `input_required` result gave \"s1\"",
        "передаёт `requestState` «s2», а результат `input_required` содержал «s1»",
    );
    let report = session(2, r#""inputResponses": {}, "#, asked);
    expect(
        &report,
        Code::RetryState,
        "/id",
        "leaves out the `requestState` \"s1\"",
        "не передаёт `requestState` «s1»",
    );
    let without_state =
        r#"{"resultType": "input_required", "inputRequests": {"r": {"method": "roots/list"}}}"#;
    let lines = [
        request(1, &with_meta(&format!("{CALL}, "), r#"{"roots": {}}"#)),
        answer(1, without_state),
        request(
            2,
            &with_meta(
                &format!(
                    r#"{CALL}, "inputResponses": {{"r": {{"roots": []}}}}, "requestState": "made-up", "#
                ),
                r#"{"roots": {}}"#,
            ),
        ),
        answer(2, DONE),
    ];
    let report = engine::check(&lines.join("\n"));
    assert_eq!(codes(&report), [Code::RetryState]);
    expect(
        &report,
        Code::RetryState,
        "/params/requestState",
        "but the `input_required` result gave none",
        "хотя результат `input_required` этого поля не содержал",
    );
}
