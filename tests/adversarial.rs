//! Hostile input: deep nesting, very large documents and strings, control characters, lone
//! surrogates. Each gets a clear diagnostic; none overflows the stack, even a 1 MiB one like
//! a wasm32 module's. Timings are printed for the record, never asserted.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::engine::{self, DocumentKind};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::Code;
use std::time::Instant;

/// Runs `f` on a thread with a wasm-sized stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no stack overflow or panic")
}

fn timed(label: &str, text: &str) -> engine::Report {
    let start = Instant::now();
    let report = engine::check(text);
    println!(
        "{label}: {} bytes in {:?}, {} diagnostics",
        text.len(),
        start.elapsed(),
        report.diagnostics.len()
    );
    report
}

/// Where the first container past the parser's limit starts, when each level opens with `open`.
fn json_depth_offset(open: &str) -> usize {
    open.len() * mcp_anatomy::engine::json::MAX_DEPTH
}

#[test]
fn deep_arrays_and_objects() {
    on_small_stack(|| {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            // Valid however deep: what lies past the limit is read, said to be uninspected,
            // and everything above it checked.
            let text = format!("{}1{}", open.repeat(100_000), close.repeat(100_000));
            let report = timed(&format!("100000 nested {open}"), &text);
            assert_ne!(report.kind, DocumentKind::NotJson);
            let deep: Vec<_> = (report.diagnostics.iter())
                .filter(|d| d.diagnostic.code == Code::TooDeep)
                .collect();
            assert_eq!(deep.len(), 1);
            assert_eq!(deep[0].start.offset, json_depth_offset(open));
            // Unclosed: a syntax error where the text ends, found without recursion.
            let report = engine::check(&open.repeat(100_000));
            assert_eq!(report.kind, DocumentKind::NotJson);
            assert_eq!(report.diagnostics[0].diagnostic.code, Code::InvalidJson);
        }
    });
}

#[test]
fn nesting_just_under_the_limit_is_checked() {
    on_small_stack(|| {
        let depth = 120;
        let inner = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
        let text = format!(
            r#"{{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{{"experimental":{{"com.example/x":{{"deep":{inner}}}}}}},"_meta":{{"io.modelcontextprotocol/serverInfo":{{"name":"a","version":"1"}}}},"ttlMs":1,"cacheScope":"public"}}"#
        );
        let report = engine::check(&text);
        assert!(
            report.is_valid(),
            "{:?}",
            report
                .diagnostics
                .first()
                .map(|d| d.diagnostic.message(Lang::En))
        );
    });
}

#[test]
fn ten_megabyte_document() {
    let text = common::large_response(10 << 20);
    assert!(text.len() >= 10 << 20);
    let report = on_small_stack(move || timed("10 MB response", &text));
    assert!(report.is_valid());
}

#[test]
fn one_megabyte_string_and_many_errors_on_one_line() {
    let big = "x".repeat(1 << 20);
    let text = format!(r#"{{"instructions":"{big}","ttlMs":-1}}"#);
    let report = timed("1 MB string", &text);
    assert!(
        report
            .diagnostics
            .iter()
            .any(|d| d.diagnostic.code == Code::TtlNegative)
    );
    // Thousands of diagnostics on a single line: positions come from one sweep.
    let list = vec!["\"v\""; 50_000].join(",");
    let text = format!(r#"{{"supportedVersions":[{list}]}}"#);
    let report = timed("50000 bad versions on one line", &text);
    assert!(report.diagnostics.len() >= 50_000);
    let last = report.diagnostics.last().unwrap();
    assert_eq!(last.start.line, 1);
}

#[test]
fn control_characters_and_surrogates() {
    for c in (0u8..0x20).filter(|c| *c != b'\n') {
        let text = format!("{{\"instructions\": \"a{}b\"}}", c as char);
        let report = engine::check(&text);
        assert!(
            report
                .diagnostics
                .iter()
                .any(|d| d.diagnostic.code == Code::ControlCharacter),
            "U+{c:04X}: {:?}",
            report
                .diagnostics
                .iter()
                .map(|d| d.diagnostic.code.id())
                .collect::<Vec<_>>()
        );
    }
    // Half a surrogate pair is JSON: a warning at the escape, and the rest is checked.
    for escape in [r"\ud800", r"\udc00", r"\ud800\u0041", r"x\uDFFF"] {
        let text = format!("{{\"instructions\": \"{escape}\", \"ttlMs\": -1}}");
        let report = engine::check(&text);
        let codes: Vec<Code> = report
            .diagnostics
            .iter()
            .map(|d| d.diagnostic.code)
            .collect();
        assert!(codes.contains(&Code::LoneSurrogate), "{escape}: {codes:?}");
        assert!(codes.contains(&Code::TtlNegative), "{escape}: {codes:?}");
        let at = text.find('\\').unwrap();
        let lone = report
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.code == Code::LoneSurrogate);
        assert_eq!(lone.unwrap().start.offset, at, "{escape}");
    }
    // A raw NUL outside strings, and a byte-order mark, are errors with a position, not panics.
    for text in ["\u{0}{}", "\u{feff}{}", "{}\u{0}"] {
        let report = engine::check(text);
        assert!(!report.is_valid(), "{text:?}");
    }
}
