//! `conform` against a local server (issue 48's target: a whole run in 2 s or less once the
//! server has started): tests/servers/conform_good.py over Streamable HTTP, started once, each
//! iteration the command from its start to its exit (every check, then the report); and over
//! stdio, where each run starts the server itself, so the figure includes Python's start. Also
//! the HTTP run with `--call echo` (the call and its two header checks), and `check` of the
//! record `--save` wrote (the checks run again on the recorded answers, with no server).
//! Run with `cargo bench --bench conform`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::path::PathBuf;
use std::process::Command;

fn server() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    root.join("tests/servers/conform_good.py")
        .to_string_lossy()
        .into_owned()
}

/// One run of `conform` with `target`, which must pass every check it does not skip.
fn conform(target: &[&str]) {
    let output = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["conform", "--format", "json"])
        .args(target)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
}

fn bench(c: &mut Criterion) {
    let port = common::free_port();
    let mut command = Command::new("python3");
    command.args([&server(), "--http", &port.to_string()]);
    let _server = common::start_listening(command, port);
    let url = format!("http://127.0.0.1:{port}/mcp");
    let mut group = c.benchmark_group("conform");
    group.sample_size(10);
    group.bench_function("http, server running", |b| b.iter(|| conform(&[&url])));
    group.bench_function("http, --call echo", |b| {
        b.iter(|| conform(&["--call", "echo", &url]))
    });
    let record = std::env::temp_dir().join(format!("mcpa-bench-{}.json", std::process::id()));
    let record = record.to_string_lossy().into_owned();
    conform(&["--call", "echo", "--save", &record, &url]);
    group.bench_function("check of the saved record", |b| {
        b.iter(|| {
            let output = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
                .args(["check", "--format", "json", &record])
                .output()
                .unwrap();
            assert_eq!(output.status.code(), Some(0), "{output:?}");
        })
    });
    let script = server();
    group.bench_function("stdio, server started by each run", |b| {
        b.iter(|| conform(&["--", "python3", &script]))
    });
    group.finish();
    let _ = std::fs::remove_file(&record);
}

criterion_group!(benches, bench);
criterion_main!(benches);
