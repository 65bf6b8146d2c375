//! Cancellation across a session: a `notifications/cancelled` names a request the client sent.

use super::*;

const CALL: &str = r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "export", "arguments": {}, "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}"#;

fn cancel(id: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {{"requestId": {id}, "reason": "closed"}}}}"#
    )
}

/// basic/patterns/cancellation, "Behavior Requirements": a cancellation names only a request
/// the client issued (MUST). The id is compared as written: `"2"` is not `2`.
#[test]
fn a_cancellation_names_a_request_of_the_session() {
    let session = |lines: &[&str]| engine::check(&lines.join("\n"));
    let clean = session(&[CALL, &cancel("2")]);
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    for id in ["3", "\"2\""] {
        let report = session(&[CALL, &cancel(id)]);
        expect(
            &report,
            Code::CancelUnknown,
            "/params/requestId",
            &format!(
                "`notifications/cancelled` names the request `{id}`, but no request of this session has that id"
            ),
            &format!(
                "`notifications/cancelled` ссылается на запрос `{id}`, но ни у одного запроса этой сессии нет такого идентификатора"
            ),
        );
        let at = (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == Code::CancelUnknown)
            .unwrap();
        assert_eq!(at.start.line, 2);
    }
    // A cancellation before the request it names names none yet.
    let report = session(&[&cancel("2"), CALL]);
    assert!(codes(&report).contains(&Code::CancelUnknown));
    // Answers alone (a server's output without its input) say nothing of requests.
    let answers = session(&[
        &cancel("9"),
        r#"{"jsonrpc": "2.0", "id": 4, "result": {"resultType": "complete", "content": []}}"#,
    ]);
    assert!(!codes(&answers).contains(&Code::CancelUnknown));
}

/// A cancelled request owes no answer (the server SHOULD send none), and one that crosses the
/// cancellation on the way is no second answer.
#[test]
fn a_cancelled_request_owes_no_answer() {
    let session = |lines: &[&str]| engine::check(&lines.join("\n"));
    let other = CALL.replace(r#""id": 2"#, r#""id": 3"#);
    let unanswered = session(&[CALL, &other]);
    assert_eq!(codes(&unanswered), [Code::Unanswered, Code::Unanswered]);
    let cancelled = session(&[CALL, &other, &cancel("2")]);
    assert_eq!(codes(&cancelled), [Code::Unanswered], "request 3 only");
    assert_eq!(cancelled.diagnostics[0].start.line, 2);
    let crossed = session(&[
        CALL,
        &cancel("2"),
        r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": []}}"#,
    ]);
    assert!(crossed.diagnostics.is_empty(), "{:?}", codes(&crossed));
}

/// In a transcript the client's requests are judged too; a request its server refused is left
/// to the refusal, which already says what was wrong.
#[test]
fn a_clients_requests_are_judged_in_a_session() {
    let bare =
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "export"}}"#;
    let answered = session_of(&[
        bare,
        r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": []}}"#,
    ]);
    let mut found = codes(&answered);
    found.sort_by_key(|c| c.id());
    assert_eq!(found, [Code::MissingMember, Code::RequestNotRefused]);
    let refused = session_of(&[
        bare,
        r#"{"jsonrpc": "2.0", "id": 2, "error": {"code": -32602, "message": "Missing _meta"}}"#,
    ]);
    assert!(refused.diagnostics.is_empty(), "{:?}", codes(&refused));
}

fn session_of(lines: &[&str]) -> Report {
    engine::check(&lines.join("\n"))
}
