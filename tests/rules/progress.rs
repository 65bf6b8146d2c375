//! Progress across a session: tokens of requests in progress, progress that increases.

use super::*;

/// Progress (basic/patterns/progress): only for the token of a request in progress, none after
/// its answer, and increasing from one notification of a token to the next.
#[test]
fn progress_names_a_request_in_progress_and_increases() {
    let request = r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "export", "arguments": {}, "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}, "progressToken": "t1"}}}"#;
    let progress = |token: &str, value: &str| {
        format!(
            r#"{{"jsonrpc": "2.0", "method": "notifications/progress", "params": {{"progressToken": {token}, "progress": {value}}}}}"#
        )
    };
    let answer =
        r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": []}}"#;
    let session = |lines: &[&str]| engine::check(&lines.join("\n"));
    let (half, more, less) = (
        progress("\"t1\"", "0.5"),
        progress("\"t1\"", "0.75"),
        progress("\"t1\"", "5e-1"),
    );
    let clean = session(&[request, &half, &more, answer]);
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    let report = session(&[request, &half, &less, answer]);
    expect(
        &report,
        Code::ProgressNotIncreasing,
        "/params/progress",
        "is `5e-1` after `0.5`; it must increase",
        "`5e-1` после `0.5`",
    );
    let report = session(&[request, &half, answer, &more]);
    expect(
        &report,
        Code::ProgressToken,
        "/params/progressToken",
        "after the answer to its request on line 3",
        "после ответа на его запрос на строке 3",
    );
    let report = session(&[request, &progress("7", "1"), answer]);
    expect(
        &report,
        Code::ProgressToken,
        "/params/progressToken",
        "No request in this session gave the progress token `7`",
        "Ни один запрос этой сессии не передал маркер хода выполнения `7`",
    );
}
