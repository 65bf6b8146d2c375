//! The catalogue's codes of the probe (`probe/…`) and of its migration report (`migration/…`):
//! each example is a command line, with before it, for a code of the HTTP transport, the fixture
//! server to start on a free port (`PORT`). Every bad example, run as written, reports its code;
//! every good one does not.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::run_example;
use mcp_anatomy::spec::codes::Code;
use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The codes the probe's own modules declare: its notes and the migration report's lines.
fn probe_codes() -> Vec<Code> {
    (Code::ALL.iter().copied())
        .filter(|code| {
            let origin = code.info().origin;
            origin.starts_with("crate::cli::probe") || origin.starts_with("crate::cli::migration")
        })
        .collect()
}

#[test]
fn every_probe_code_is_reported_by_its_bad_example_and_not_by_its_good_one() {
    let codes = probe_codes();
    assert!(
        codes.len() >= 20,
        "{} probe and migration codes",
        codes.len()
    );
    // The examples wait for timeouts and servers that linger: a few at a time.
    let runs: Vec<(Code, bool)> = (codes.iter())
        .flat_map(|code| [(*code, true), (*code, false)])
        .collect();
    let mut failures = Vec::new();
    for batch in runs.chunks(6) {
        failures.extend(std::thread::scope(|scope| {
            let batch: Vec<_> = (batch.iter())
                .map(|&(code, bad)| {
                    scope.spawn(move || {
                        let info = code.info();
                        let example = if bad { info.bad } else { info.good };
                        // Some codes are about time (no answer within `--timeout`, a server
                        // still running two seconds after its input closed), which a machine
                        // busy with other builds can stretch: a mismatch is run once more, and
                        // fails when it comes again.
                        let mismatch = || {
                            let printed = run_example(example, &[]);
                            (printed.contains(info.id) != bad).then_some(printed)
                        };
                        mismatch().and_then(|_| mismatch()).map(|printed| {
                            format!("{} (bad: {bad}): {example}\n{printed}", info.id)
                        })
                    })
                })
                .collect();
            (batch.into_iter())
                .filter_map(|run| run.join().expect("an example runs"))
                .collect::<Vec<String>>()
        }));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A code only the command line gives is run by a test: the budget's by tests/budget.rs,
/// conform's by tests/conform_codes.rs, the probe's and the migration report's here; none is
/// left without one.
#[test]
fn every_code_of_the_command_line_has_a_test_that_runs_its_examples() {
    let probe = probe_codes();
    for code in Code::ALL {
        let info = code.info();
        if info.found_in_documents() {
            continue;
        }
        // conform's codes: tests/conform_codes.rs runs their examples.
        let conform = info.origin.starts_with("crate::cli::conform");
        assert!(
            info.origin == "crate::cli::budget" || probe.contains(code) || conform,
            "{} ({}): no test runs its examples",
            info.id,
            info.origin
        );
        let section = info.id.split('/').next().unwrap();
        assert!(
            info.origin.ends_with(&format!("::{section}"))
                || (section == "probe" && info.origin.starts_with("crate::cli::probe"))
                || (section == "conform" && conform),
            "{} is declared in {}",
            info.id,
            info.origin
        );
    }
}

/// The probe's codes name what the probe noticed in every output: here its JSON, where each
/// note carries its code and the code's severity.
#[test]
fn a_note_carries_its_code_and_the_codes_severity() {
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .current_dir(root())
        .args(["probe", "--format", "json", "--timeout", "1", "--"])
        .args(["python3", "tests/servers/misbehaving_server.py", "silence"])
        .output()
        .expect("runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let notes = json["notes"].as_array().expect("notes");
    let said: Vec<(&str, &str)> = (notes.iter())
        .map(|n| (n["rule"].as_str().unwrap(), n["severity"].as_str().unwrap()))
        .collect();
    assert!(said.contains(&("probe/no-answer", "error")), "{said:?}");
    assert!(said.contains(&("probe/slow-exit", "warning")), "{said:?}");
    assert_eq!(out.status.code(), Some(1));
}
