//! Throughput of the engine on a typical (2 KB) and a large (1 MB) discover response and a 1 MB
//! `tools/list` response, side by side with the schema path: serde_json parsing plus the
//! official JSON Schema (the response's own type) through `jsonschema`.
//! Then a 10 MB session of 10,000 tool calls, each answer held to its tool's output schema.
//! Run with `make bench`; criterion prints the figures and keeps a history under target/.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn compare(c: &mut Criterion) {
    let discover = common::validator_for("DiscoverResultResponse");
    let tools = common::validator_for("ListToolsResultResponse");
    let inputs = [
        ("discover-2KB", common::typical_response(), &discover),
        ("discover-1MB", common::large_response(1 << 20), &discover),
        ("tools-list-1MB", common::large_tools_list(1 << 20), &tools),
    ];
    for (label, text, validator) in &inputs {
        assert!(
            mcp_anatomy::engine::check(text).is_valid(),
            "{label} input must be valid"
        );
        let parsed: serde_json::Value = serde_json::from_str(text).unwrap();
        assert!(
            validator.is_valid(&parsed),
            "{label} input must be schema-valid"
        );

        let mut group = c.benchmark_group(*label);
        group.throughput(Throughput::Bytes(text.len() as u64));
        if text.len() > 100_000 {
            group.sample_size(20);
        }
        group.bench_function("engine", |b| {
            b.iter(|| mcp_anatomy::engine::check(black_box(text)))
        });
        group.bench_function("serde_json+jsonschema", |b| {
            b.iter(|| {
                let value: serde_json::Value = serde_json::from_str(black_box(text)).unwrap();
                validator.is_valid(&value)
            })
        });
        group.finish();
    }
}

/// Issue 47's target: a 10 MB session of 10,000 tool calls, each answer's `structuredContent`
/// held to the `outputSchema` its tool was listed with (≤ 1 s natively).
fn session_of_calls(c: &mut Criterion) {
    let text = session(10_000, 10 << 20);
    let report = mcp_anatomy::engine::check(&text);
    let codes: Vec<&str> = (report.diagnostics.iter().take(5))
        .map(|d| d.diagnostic.code.id())
        .collect();
    assert!(codes.is_empty(), "the session must be clean: {codes:?}");
    let mut group = c.benchmark_group("session-10k-calls-10MB");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(10);
    group.bench_function("engine", |b| {
        b.iter(|| mcp_anatomy::engine::check(black_box(&text)))
    });
    group.finish();
}

/// The per-request `_meta` every request carries.
const META: &str = r#""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}"#;

/// A listing of 20 tools with output schemas, then `calls` calls spread over them, each
/// answered with structured content that conforms, padded to about `bytes` in all.
fn session(calls: usize, bytes: usize) -> String {
    let schema = r##"{"type": "object", "properties": {"city": {"type": "string", "maxLength": 200}, "readings": {"type": "array", "items": {"$ref": "#/$defs/reading"}}, "note": {"type": "string"}}, "required": ["city", "readings"], "additionalProperties": false, "$defs": {"reading": {"type": "object", "properties": {"hour": {"type": "integer", "minimum": 0, "maximum": 23}, "celsius": {"type": "number"}, "sky": {"enum": ["clear", "cloudy", "rain"]}}, "required": ["hour", "celsius"]}}}"##;
    let tools: Vec<String> = (0..20)
        .map(|i| format!(r#"{{"name": "weather_{i}", "inputSchema": {{"type": "object"}}, "outputSchema": {schema}}}"#))
        .collect();
    let mut lines = vec![
        format!(r#"{{"jsonrpc": "2.0", "id": 0, "method": "tools/list", "params": {{{META}}}}}"#),
        format!(
            r#"{{"jsonrpc": "2.0", "id": 0, "result": {{"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "tools": [{}]}}}}"#,
            tools.join(", ")
        ),
    ];
    let readings: Vec<String> = (0..12)
        .map(|hour| {
            format!(
                r#"{{"hour": {hour}, "celsius": {}.5, "sky": "clear"}}"#,
                hour + 3
            )
        })
        .collect();
    let per_call = bytes / calls;
    for id in 1..=calls {
        let mut structured = format!(
            r#"{{"city": "Zürich", "readings": [{}]"#,
            readings.join(", ")
        );
        let note_len = per_call.saturating_sub(2 * structured.len() + 330);
        structured.push_str(&format!(r#", "note": "{}"}}"#, "x".repeat(note_len)));
        let text = serde_json::to_string(&structured).unwrap();
        lines.push(format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "method": "tools/call", "params": {{{META}, "name": "weather_{}", "arguments": {{}}}}}}"#,
            id % 20
        ));
        lines.push(format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "result": {{"resultType": "complete", "content": [{{"type": "text", "text": {text}}}], "structuredContent": {structured}}}}}"#
        ));
    }
    lines.join("\n")
}

criterion_group!(benches, compare, session_of_calls);
criterion_main!(benches);
