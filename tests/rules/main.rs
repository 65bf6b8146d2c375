//! The prose rules of the specification, one case each, in both languages: the code at the
//! right place, the document's kind, and a message in each language that names what it found.
//! One file per section, as the sections are laid out in `src/engine/rules/` (`across.rs` also
//! for the splitting of messages that `engine/transcript.rs` does before its rules run); what
//! several of them share is here.
#![cfg(not(target_arch = "wasm32"))]

use mcp_anatomy::engine::{self, DocumentKind, Report};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::{Code, Severity};

mod across;
mod annotations;
mod answer;
mod caching;
mod cancellation;
mod capabilities;
mod discover;
mod envelope;
mod errors;
mod icons;
mod legacy;
mod meta;
mod mrtr;
mod output;
mod progress;
mod prompts;
mod resources;
mod results;
mod schemas;
mod structure;
mod syntax;
mod tools;
mod unknown;
mod versioning;

/// The per-request `_meta` every request of a 2026-07-28 client carries, as a member.
pub const REQUEST_META: &str = r#""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}"#;

/// A valid discover result with `extra` members spliced into it.
pub fn result_with(extra: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {{}}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"{extra}}}}}}}}}"#
    )
}

/// A discover response with these `supportedVersions`, `capabilities` and `ttlMs`, and `extra`
/// members (each followed by a comma) before them.
pub fn discover_with(versions: &str, capabilities: &str, ttl: &str, extra: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{{extra}"resultType": "complete", "supportedVersions": {versions}, "capabilities": {capabilities}, "ttlMs": {ttl}, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}}}}}"#
    )
}

pub fn meta_with(extra: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {{}}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}{extra}}}}}}}"#
    )
}

/// The finding with `code` at `pointer`; its messages in both languages must hold `en` and
/// `ru`.
pub fn expect(report: &Report, code: Code, pointer: &str, en: &str, ru: &str) {
    let found = report
        .diagnostics
        .iter()
        .map(|d| &d.diagnostic)
        .find(|d| d.code == code && d.pointer == pointer);
    let Some(d) = found else {
        let all: Vec<_> = (report.diagnostics.iter())
            .map(|d| (d.diagnostic.code.id(), d.diagnostic.pointer.clone()))
            .collect();
        panic!("no {} at {pointer:?}; found {all:?}", code.id());
    };
    let (message_en, message_ru) = (d.message(Lang::En), d.message(Lang::Ru));
    assert!(message_en.contains(en), "{message_en}");
    assert!(message_ru.contains(ru), "{message_ru}");
}

/// `text` with the first fix of its finding with `code` applied.
pub fn fixed(text: &str, code: Code) -> String {
    let report = engine::check(text);
    let found = (report.diagnostics.iter().map(|d| &d.diagnostic)).find(|d| d.code == code);
    let Some(d) = found else {
        panic!("no {} in {:?}", code.id(), codes(&report));
    };
    let edits = &d.fixes.first().expect("a fix").edits;
    engine::apply_edits(text, edits).expect("edits that apply")
}

pub fn codes(report: &Report) -> Vec<Code> {
    report
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.code)
        .collect()
}

pub fn tools_list(tools: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "tools": {tools}}}}}"#
    )
}

/// A complete result of `method`'s kind, with `items` as its list member.
pub fn list_result(member: &str, items: &str, scope: &str) -> String {
    format!(
        r#"{{"resultType": "complete", "ttlMs": 60000, "cacheScope": "{scope}", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "{member}": {items}}}"#
    )
}

/// Error -32022, refusing `requested` and offering `supported`.
pub fn refusal(supported: &str, requested: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": -32022, "message": "Unsupported protocol version", "data": {{"supported": {supported}, "requested": "{requested}"}}}}}}"#
    )
}

pub fn response(id: &str, result: &str) -> String {
    format!(r#"{{"jsonrpc": "2.0", "id": {id}, "result": {result}}}"#)
}

/// The `.rs` files of a folder of the crate, by name.
fn rust_files(folder: &str) -> std::collections::BTreeSet<String> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    (std::fs::read_dir(&folder).expect("a readable folder"))
        .map(|entry| entry.expect("a folder entry").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".rs"))
        .collect()
}

/// Every section module of `src/engine/rules/` has its test file here, named as it is, and
/// every test file here but this one tests a section that exists.
#[test]
fn every_section_has_its_test_file() {
    let mut sections = rust_files("src/engine/rules");
    // The registry, the checker and the facts of each message are no section.
    for not_a_section in ["mod.rs", "checker.rs", "facts.rs"] {
        assert!(sections.remove(not_a_section), "no rules/{not_a_section}");
    }
    let mut tests = rust_files("tests/rules");
    assert!(tests.remove("main.rs"));
    assert!(sections.len() >= 19, "{sections:?}");
    let untested: Vec<_> = sections.difference(&tests).collect();
    assert!(
        untested.is_empty(),
        "sections with no file in tests/rules/: {untested:?}"
    );
    let stray: Vec<_> = tests.difference(&sections).collect();
    assert!(stray.is_empty(), "test files of no section: {stray:?}");
}
