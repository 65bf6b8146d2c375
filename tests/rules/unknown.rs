//! A call or a prompt naming what the session's whole listing lacks.

use super::*;

fn request(id: u32, method: &str, params: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": {id}, "method": "{method}", "params": {{{REQUEST_META}{params}}}}}"#
    )
}

fn listing(member: &str, items: &str, more: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "{member}": {items}{more}}}}}"#
    )
}

const TOOLS: &str = r#"[{"name": "get_weather", "inputSchema": {"type": "object"}}]"#;
const TOOL_ERROR: &str = r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": [{"type": "text", "text": "Unknown tool"}], "isError": true}}"#;

/// server/tools, "Error Handling": an unknown tool is a protocol error, answered as a JSON-RPC
/// error; a result, a tool's own error (`isError`) included, is a note.
#[test]
fn a_call_of_an_unlisted_tool_is_a_protocol_error() {
    let session = |name: &str, answer: &str, more: &str| {
        let call = request(
            2,
            "tools/call",
            &format!(r#", "name": "{name}", "arguments": {{}}"#),
        );
        let lines = [
            request(1, "tools/list", ""),
            listing("tools", TOOLS, more),
            call,
        ];
        engine::check(&format!("{}\n{answer}", lines.join("\n")))
    };
    let report = session("get_wether", TOOL_ERROR, "");
    assert_eq!(codes(&report), [Code::UnknownTool]);
    expect(
        &report,
        Code::UnknownTool,
        "",
        "The listing of tools on line 2 has no `get_wether`, yet the server answers its call with a result",
        "В перечне инструментов на строке 2 нет `get_wether`, а сервер отвечает на вызов результатом",
    );
    assert_eq!(report.diagnostics[0].start.line, 4, "on the answer");
    let refused =
        r#"{"jsonrpc": "2.0", "id": 2, "error": {"code": -32602, "message": "Unknown tool"}}"#;
    let clean = session("get_wether", refused, "");
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    // A listed tool's own error, and a listing with a next page, which does not tell.
    assert!(
        session("get_weather", TOOL_ERROR, "")
            .diagnostics
            .is_empty()
    );
    let paged = session("get_wether", TOOL_ERROR, r#", "nextCursor": "2""#);
    assert!(paged.diagnostics.is_empty(), "{:?}", codes(&paged));
}

/// server/prompts, "Error Handling": an invalid prompt name gets -32602 (SHOULD).
#[test]
fn an_unlisted_prompt_is_refused_with_invalid_params() {
    let session = |answer: &str| {
        let lines = [
            request(1, "prompts/list", ""),
            listing("prompts", r#"[{"name": "review"}]"#, ""),
            request(2, "prompts/get", r#", "name": "summarise""#),
        ];
        engine::check(&format!("{}\n{answer}", lines.join("\n")))
    };
    let error = |code: i32| {
        format!(
            r#"{{"jsonrpc": "2.0", "id": 2, "error": {{"code": {code}, "message": "No such prompt"}}}}"#
        )
    };
    let clean = session(&error(-32602));
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    expect(
        &session(&error(-32603)),
        Code::UnknownPrompt,
        "",
        "The listing of prompts on line 2 has no `summarise`, and the server refuses it with -32603; an invalid prompt name should get -32602",
        "В перечне шаблонов запросов на строке 2 нет `summarise`, а сервер отклоняет его с кодом `-32603`",
    );
    let answered = session(
        r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "messages": []}}"#,
    );
    expect(
        &answered,
        Code::UnknownPrompt,
        "",
        "and the server answers it with a result",
        "а сервер отвечает на него результатом",
    );
    assert_eq!(
        answered.diagnostics[0].diagnostic.severity(),
        Severity::Warning
    );
}
