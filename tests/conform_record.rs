//! `conform --save FILE` then `check FILE`: the record keeps every exchange, and `check` judges
//! it again to the checks the live run failed, in each of its formats and with its exit
//! status; a record edited into nonsense is refused in words, never with a panic. Also what
//! `--call` adds, and the help that says nothing is called unless named.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{free_port, start_listening};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn mcp_anatomy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("runs")
}

/// A folder of its own for each test's records.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpa-record-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The fixture over HTTP on a free port, running while the guard lives, and its URL.
fn serve(args: &[&str]) -> (common::Background, String) {
    let port = free_port();
    let mut server = Command::new("python3");
    server.args(args).args(["--http", &port.to_string()]);
    server.current_dir(root());
    (
        start_listening(server, port),
        format!("http://127.0.0.1:{port}/mcp"),
    )
}

type Codes = BTreeSet<String>;

/// Runs conform with `args` saving to `file`: the checks it failed, and its exit status.
fn conform_saving(file: &Path, args: &[&str]) -> (Codes, Option<i32>) {
    let mut all = vec![
        "conform",
        "--format",
        "json",
        "--save",
        file.to_str().unwrap(),
    ];
    all.extend(args);
    let out = mcp_anatomy(&all);
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let failed = (json["checks"].as_array().unwrap().iter())
        .filter(|c| c["outcome"] == "fail")
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect();
    (failed, out.status.code())
}

/// What `check FILE` reports of a record in each format: the codes, and the exit status.
fn checked(file: &Path) -> Vec<(&'static str, Codes, Option<i32>)> {
    let file = file.to_str().unwrap();
    let mut seen = Vec::new();
    for format in ["human", "json", "sarif", "github", "junit"] {
        let out = mcp_anatomy(&["check", "--lang", "en", "--format", format, file]);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let codes: Codes = match format {
            "human" => (text.lines())
                .filter(|l| {
                    l.trim_start().starts_with("FAIL ") || l.trim_start().starts_with("warn ")
                })
                .filter_map(|l| l.split_whitespace().nth(1).map(str::to_owned))
                .collect(),
            "json" => {
                let json: Value = serde_json::from_str(text.trim()).expect("one JSON line");
                (json["failed"].as_array().unwrap().iter())
                    .map(|c| c.as_str().unwrap().to_owned())
                    .collect()
            }
            "sarif" => {
                let log: Value = serde_json::from_str(&text).expect("SARIF");
                assert_eq!(common::sarif_problems(&log), Vec::<String>::new());
                (log["runs"][0]["results"].as_array().unwrap().iter())
                    .map(|r| r["ruleId"].as_str().unwrap().to_owned())
                    .collect()
            }
            "github" => (text.lines())
                .filter_map(|l| l.split("title=").nth(1)?.split("::").next())
                .map(str::to_owned)
                .collect(),
            // A test case per code (a failure only where it reaches --fail-on).
            _ => (text.split("<testcase ").skip(1))
                .filter_map(|case| case.split("name=\"").nth(1)?.split('"').next())
                .filter(|name| name.starts_with("conform/"))
                .map(str::to_owned)
                .collect(),
        };
        seen.push((format, codes, out.status.code()));
    }
    seen
}

/// A fault of the bad fixture, live and judged again from its record, fails the same checks.
fn same_codes(file: &Path, args: &[&str], want: &[&str]) {
    let (live, status) = conform_saving(file, args);
    let want: Codes = want.iter().map(|c| (*c).to_owned()).collect();
    assert_eq!(live, want, "{args:?}");
    for (format, codes, checked_status) in checked(file) {
        assert_eq!(
            codes, live,
            "check --format {format} of the record of {args:?}"
        );
        assert_eq!(checked_status, status, "check --format {format}, {args:?}");
    }
}

#[test]
fn a_record_is_judged_again_by_check_to_the_codes_of_the_live_run() {
    let dir = folder("faults");
    let file = dir.join("run.json");
    let bad = "tests/servers/conform_bad.py";
    for (fault, want) in [
        ("unknown-resource", "conform/unknown-resource"),
        ("parse-error", "conform/parse-error"),
        ("id-type", "conform/id-type"),
        ("stdout-noise", "conform/stdout-messages"),
        ("server-request", "conform/server-request"),
    ] {
        same_codes(&file, &["--", "python3", bad, fault], &[want]);
    }
    same_codes(
        &file,
        &["--call", "echo", "--", "python3", bad, "call-result"],
        &["conform/call-result"],
    );
    for (fault, want) in [
        ("name-header-mismatch", "conform/name-header-mismatch"),
        ("content-type", "conform/content-type"),
        ("get-delete", "conform/get-delete"),
        ("param-header-mismatch", "conform/param-header-mismatch"),
    ] {
        let (_server, url) = serve(&[bad, fault]);
        // get-delete breaks a SHOULD: exit 0, live and from the record alike.
        same_codes(&file, &["--call", "echo", &url], &[want]);
    }
    // The correct server's record checks clean, over both transports, calls included.
    let good = "tests/servers/conform_good.py";
    same_codes(&file, &["--call", "echo", "--", "python3", good], &[]);
    let (_server, url) = serve(&[good]);
    same_codes(&file, &["--call", "echo", &url], &[]);
    // Each exchange of a check is kept: the request as sent over HTTP, the answer as it came.
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(record["format"], "mcp-anatomy/conform-record");
    let check = (record["checks"].as_array().unwrap().iter())
        .find(|c| c["id"] == "conform/param-header-missing")
        .unwrap();
    let exchange = &check["exchanges"][0];
    assert_eq!(exchange["request"]["verb"], "POST");
    let headers: Vec<&str> = (exchange["request"]["headers"].as_array().unwrap().iter())
        .map(|pair| pair[0].as_str().unwrap())
        .collect();
    assert!(headers.contains(&"Mcp-Name") && !headers.contains(&"Mcp-Param-Region"));
    assert_eq!(exchange["answer"]["status"], 400);
    assert!(
        exchange["answer"]["body"]
            .as_str()
            .unwrap()
            .contains("-32020")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A record changed by hand: an answer changed is judged as changed; one that no longer holds
/// what the checks ask for is refused with a sentence, exit 2, and no panic.
#[test]
fn a_record_edited_by_hand_is_judged_as_it_reads_or_refused_plainly() {
    let dir = folder("edited");
    let file = dir.join("run.json");
    let (failed, _) = conform_saving(&file, &["--", "python3", "tests/servers/conform_good.py"]);
    assert!(failed.is_empty(), "{failed:?}");
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let edited = dir.join("edited.json");
    let check_edited = |record: &Value| {
        std::fs::write(&edited, record.to_string()).unwrap();
        let out = mcp_anatomy(&["check", "--lang", "en", edited.to_str().unwrap()]);
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!said.contains("panicked"), "{said}");
        (
            out.status.code(),
            said,
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let index = |id: &str| {
        (record["checks"].as_array().unwrap().iter())
            .position(|c| c["id"] == id)
            .unwrap()
    };

    // The unknown method answered with a result instead of -32601: that check now fails.
    let mut answered = record.clone();
    let unknown = index("conform/unknown-method");
    answered["checks"][unknown]["exchanges"][0]["answer"]["body"] =
        Value::String(r#"{"jsonrpc": "2.0", "id": "mcp-anatomy-conform-2", "result": {}}"#.into());
    let (status, _, printed) = check_edited(&answered);
    assert_eq!(status, Some(1), "{printed}");
    assert!(printed.contains("FAIL conform/unknown-method"), "{printed}");

    let tools_order = index("conform/tools-order");
    let mut cases: Vec<(Value, String)> = Vec::new();
    let mut status_text = record.clone();
    status_text["checks"][unknown]["exchanges"][0]["answer"]["status"] = "404".into();
    let pointer = format!("/checks/{unknown}/exchanges/0/answer/status");
    cases.push((status_text, pointer));
    let mut one_less = record.clone();
    one_less["checks"][tools_order]["exchanges"]
        .as_array_mut()
        .unwrap()
        .pop();
    cases.push((
        one_less,
        "holds other exchanges than its checks ask for".into(),
    ));
    let mut one_more = record.clone();
    let extra = one_more["checks"][0]["exchanges"][0].clone();
    one_more["checks"][0]["exchanges"]
        .as_array_mut()
        .unwrap()
        .push(extra);
    cases.push((
        one_more,
        "holds other exchanges than its checks ask for".into(),
    ));
    let mut version = record.clone();
    version["version"] = 99.into();
    cases.push((version, "is of version 99".into()));
    let mut checks = record.clone();
    checks["checks"] = "all passed".into();
    cases.push((checks, "the field /checks is missing".into()));
    let mut timeout = record.clone();
    timeout["options"]["timeoutSeconds"] = 1e300.into();
    cases.push((timeout, "/options/timeoutSeconds".into()));
    let mut headers = record.clone();
    headers["checks"][0]["exchanges"][0]["request"]["headers"] = serde_json::json!([[1, 2]]);
    cases.push((headers, "/checks/0/exchanges/0/request/headers".into()));
    for (nonsense, said) in cases {
        let (status, stderr, _) = check_edited(&nonsense);
        assert_eq!(status, Some(2), "{said}: {stderr}");
        assert!(stderr.contains("the record of conform --save"), "{stderr}");
        assert!(stderr.contains(&said), "{said}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A run that never reached its server is no verdict, from its record either: exit 2, said.
#[test]
fn the_record_of_a_server_that_died_exits_2_as_the_run_did() {
    let dir = folder("died");
    let file = dir.join("run.json");
    let script = "import sys; print('boom', file=sys.stderr); sys.exit(3)";
    let (failed, status) = conform_saving(&file, &["--", "python3", "-c", script]);
    assert_eq!((failed.len(), status), (0, Some(2)));
    let out = mcp_anatomy(&["check", "--lang", "en", file.to_str().unwrap()]);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("exit status 3") && printed.contains("boom"),
        "{printed}"
    );
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_help_says_nothing_is_called_unless_named() {
    let out = mcp_anatomy(&["conform", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains("Without it conform calls no tool and gets no prompt that exists"),
        "{help}"
    );
    let out = mcp_anatomy(&["--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("unless `--call` names it"), "{help}");
}

/// A name that no list holds is not called, and its checks say so.
#[test]
fn a_call_of_a_name_the_server_lacks_skips_with_the_name() {
    let out = mcp_anatomy(&[
        "conform",
        "--lang",
        "en",
        "--call",
        "no-such-tool",
        "--",
        "python3",
        "tests/servers/conform_good.py",
    ]);
    let printed = String::from_utf8_lossy(&out.stdout);
    let line = (printed.lines())
        .find(|l| l.contains("conform/call-result"))
        .unwrap_or_default();
    assert!(line.trim_start().starts_with("skip"), "{printed}");
    assert!(
        line.contains("no tool or prompt named «no-such-tool»"),
        "{printed}"
    );
    assert_eq!(out.status.code(), Some(0));
}

/// With `--call` over HTTP, `Mcp-Name` is also held to the name that exists: the fault that
/// ignores the header fails both checks of that code, and the correct server neither.
#[test]
fn a_call_holds_mcp_name_to_the_real_name_too() {
    let failures = |fixture: &[&str]| {
        let (_server, url) = serve(fixture);
        let out = mcp_anatomy(&["conform", "--format", "json", "--call", "echo", &url]);
        let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let checks = json["checks"].as_array().unwrap().clone();
        let named = (checks.iter()).filter(|c| c["id"] == "conform/name-header-mismatch");
        named
            .map(|c| c["outcome"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    let bad = failures(&["tests/servers/conform_bad.py", "name-header-mismatch"]);
    assert_eq!(bad, ["fail", "fail"]);
    let good = failures(&["tests/servers/conform_good.py"]);
    assert_eq!(good, ["pass", "pass"]);
}
