//! `mcp-anatomy conform` as a user runs it: the exit statuses, the outputs, a server that dies
//! or cannot be reached, and the official Python SDK's server (mcp 2.3.0) over both transports,
//! whose genuine deviations are pinned here as findings. tests/conform_codes.rs runs every
//! check's failing and passing example.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{free_port, start_listening};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Starts `program ARGS… PORT` on a free port (the port is the last argument); the server, kept
/// running while the guard lives, and its endpoint's URL.
fn serve(program: &str, args: &[&str]) -> (common::Background, String) {
    let port = free_port();
    let mut server = Command::new(program);
    server.args(args).arg(port.to_string()).current_dir(root());
    (
        start_listening(server, port),
        format!("http://127.0.0.1:{port}/mcp"),
    )
}

fn conform(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .current_dir(root())
        .arg("conform")
        .args(args)
        .output()
        .expect("runs")
}

/// Each check's id and outcome, from `--format json`.
fn outcomes(out: &Output) -> Vec<(String, String)> {
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    (json["checks"].as_array().expect("checks").iter())
        .map(|c| {
            (
                c["id"].as_str().unwrap().to_owned(),
                c["outcome"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn outcome_of<'a>(outcomes: &'a [(String, String)], id: &str) -> &'a str {
    &outcomes.iter().find(|(i, _)| i == id).expect(id).1
}

#[test]
fn the_correct_server_fails_no_check_over_either_transport() {
    let out = conform(&[
        "--format",
        "json",
        "--",
        "python3",
        "tests/servers/conform_good.py",
    ]);
    let stdio = outcomes(&out);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdio.len(), 28);
    assert!(stdio.iter().all(|(_, o)| o != "fail"), "{stdio:?}");
    // Over stdio the HTTP checks skip, and the stdio ones run.
    assert_eq!(outcome_of(&stdio, "conform/foreign-origin"), "skip");
    assert_eq!(outcome_of(&stdio, "conform/exit-on-close"), "pass");

    let (_server, url) = serve("python3", &["tests/servers/conform_good.py", "--http"]);
    let out = conform(&["--format", "json", &url]);
    let http = outcomes(&out);
    assert_eq!(out.status.code(), Some(0));
    assert!(http.iter().all(|(_, o)| o != "fail"), "{http:?}");
    let skipped: Vec<&str> = (http.iter())
        .filter(|(_, o)| o == "skip")
        .map(|(i, _)| i.as_str())
        .collect();
    // Nothing is called unless named with --call.
    assert_eq!(
        skipped,
        [
            "conform/call-result",
            "conform/param-header-missing",
            "conform/param-header-mismatch",
            "conform/stdout-messages",
            "conform/exit-on-close"
        ]
    );
}

/// A broken MUST exits 1; a broken SHOULD only with `--fail-on warning`.
#[test]
fn the_exit_status_follows_the_severity_of_the_failed_check() {
    let bad = |fault: &str, extra: &[&str]| {
        let mut args = extra.to_vec();
        args.extend(["--", "python3", "tests/servers/conform_bad.py", fault]);
        conform(&args).status.code()
    };
    assert_eq!(bad("unknown-resource", &[]), Some(1));
    assert_eq!(bad("unknown-prompt", &[]), Some(0));
    assert_eq!(bad("unknown-prompt", &["--fail-on", "warning"]), Some(1));
}

#[test]
fn a_server_that_dies_at_start_is_said_to_and_exits_2() {
    let out = conform(&[
        "--lang",
        "en",
        "--",
        "python3",
        "-c",
        "import sys; print('boom', file=sys.stderr); sys.exit(3)",
    ]);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{printed}");
    assert!(printed.contains("exit status 3"), "{printed}");
    assert!(printed.contains("boom"), "{printed}");
    assert!(!printed.contains("legacy"), "{printed}");

    let port = free_port();
    let out = conform(&["--timeout", "2", &format!("http://127.0.0.1:{port}/mcp")]);
    assert_eq!(out.status.code(), Some(2));

    // A server behind authorization cannot be checked without credentials: said, and exit 2.
    let (_server, url) = serve(
        "python3",
        &["tests/servers/conform_bad.py", "unauthorized", "--http"],
    );
    let out = conform(&["--lang", "en", &url]);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("HTTP 401: it asks for authorization"),
        "{printed}"
    );
    assert_eq!(out.status.code(), Some(2));
    // With the credentials every request carries, the same server is checked, and passes.
    let out = conform(&[
        "--format",
        "json",
        "--header",
        "Authorization: Bearer conform-test",
        &url,
    ]);
    let checked = outcomes(&out);
    assert!(checked.iter().all(|(_, o)| o != "fail"), "{checked:?}");
    assert_eq!(out.status.code(), Some(0));
    let out = conform(&["--header", "no colon", &url]);
    assert_eq!(out.status.code(), Some(2));

    // A server that stays silent gets nothing judged, and the run does not pass.
    let out = conform(&[
        "--lang",
        "en",
        "--timeout",
        "1",
        "--",
        "python3",
        "-c",
        "import time; time.sleep(5)",
    ]);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.contains("no answer within 1.0 s"), "{printed}");
    assert!(!printed.contains("ended"), "{printed}");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn junit_has_a_case_per_check_with_failures_and_skips() {
    let out = conform(&[
        "--format",
        "junit",
        "--",
        "python3",
        "tests/servers/conform_bad.py",
        "unknown-method",
    ]);
    let xml = String::from_utf8_lossy(&out.stdout);
    assert_eq!(xml.matches("<testcase ").count(), 28, "{xml}");
    assert_eq!(xml.matches("<failure ").count(), 1, "{xml}");
    assert_eq!(xml.matches("<skipped ").count(), 13, "{xml}");
    assert!(
        xml.contains("name=\"conform/unknown-method\">\n      <failure type=\"error\""),
        "{xml}"
    );
}

#[test]
fn the_checklist_reads_in_russian_and_json_names_the_section_and_the_status() {
    let out = conform(&[
        "--lang",
        "ru",
        "--",
        "python3",
        "tests/servers/conform_bad.py",
        "unknown-resource",
    ]);
    let printed = String::from_utf8_lossy(&out.stdout);
    let line = (printed.lines())
        .find(|l| l.contains("conform/unknown-resource"))
        .unwrap_or_default();
    assert!(line.trim_start().starts_with("ОШИБКА "), "{printed}");
    assert!(printed.contains("прежних ревизий"), "{printed}");
    assert!(
        printed.contains("Проверок: 28; пройдено: 14, не пройдено: 1"),
        "{printed}"
    );

    let (_server, url) = serve(
        "python3",
        &["tests/servers/conform_bad.py", "http-status", "--http"],
    );
    let out = conform(&["--format", "json", &url]);
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let check = (json["checks"].as_array().unwrap().iter())
        .find(|c| c["id"] == "conform/unknown-method")
        .unwrap();
    assert_eq!(check["answer"]["status"], 200);
    // The request of a header check went without the header it checks.
    let missing = (json["checks"].as_array().unwrap().iter())
        .find(|c| c["id"] == "conform/method-header-missing")
        .unwrap();
    let sent: Vec<&str> = (missing["requestHeaders"].as_array().unwrap().iter())
        .map(|pair| pair[0].as_str().unwrap())
        .collect();
    assert!(
        sent.contains(&"MCP-Protocol-Version") && !sent.contains(&"Mcp-Method"),
        "{sent:?}"
    );
    assert!(
        check["spec"]
            .as_str()
            .unwrap()
            .ends_with("/2026-07-28/basic/index#error-codes")
    );
    assert!(
        check["request"]
            .as_str()
            .unwrap()
            .contains("mcp-anatomy/no-such-method")
    );
}

/// The official Python SDK (mcp 2.3.0) as it is: what it gets right and the deviations conform
/// finds in it, over stdio and Streamable HTTP. A change here is news about the SDK.
#[test]
fn the_python_sdk_server_passes_and_fails_what_it_does() {
    let python = root().join(".venv/bin/python");
    if !python.exists() {
        eprintln!("skipped: no .venv with the mcp package");
        return;
    }
    let python = python.to_string_lossy().into_owned();
    let server = "tests/servers/modern_server.py";
    let out = conform(&[
        "--lang",
        "en",
        "--format",
        "json",
        "--timeout",
        "8",
        "--",
        &python,
        server,
    ]);
    let stdio = outcomes(&out);
    let failed = |all: &[(String, String)]| -> Vec<String> {
        (all.iter())
            .filter(|(_, o)| o == "fail")
            .map(|(i, _)| i.clone())
            .collect()
    };
    assert_eq!(
        failed(&stdio),
        [
            "conform/parse-error",
            "conform/invalid-request",
            "conform/unknown-tool",
            "conform/unknown-prompt",
            "conform/invalid-cursor",
        ],
        "{stdio:?}"
    );
    assert_eq!(outcome_of(&stdio, "conform/unsupported-version"), "pass");
    // The SDK drops a line it cannot parse and answers the request after it: told at once,
    // without waiting out the timeout.
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let parse = (json["checks"].as_array().unwrap().iter())
        .find(|c| c["id"] == "conform/parse-error")
        .unwrap();
    assert!(
        parse["message"]
            .as_str()
            .unwrap()
            .contains("answered the next request"),
        "{parse}"
    );

    let (_server, url) = serve(&python, &[server, "http"]);
    let out = conform(&["--format", "json", "--timeout", "3", &url]);
    let http = outcomes(&out);
    assert_eq!(
        failed(&http),
        [
            "conform/unknown-tool",
            "conform/unknown-prompt",
            "conform/invalid-cursor",
            "conform/version-header-missing",
            "conform/version-header-mismatch",
            "conform/get-delete",
        ],
        "{http:?}"
    );
    assert_eq!(out.status.code(), Some(1));
}

/// The case: a server that dies on a body that is not JSON fails that check, and the
/// checks after it say the server had ended rather than wait for it.
#[test]
fn a_server_that_dies_on_bad_json_fails_the_parse_check_and_is_said_to_have_ended() {
    let out = conform(&[
        "--lang",
        "en",
        "--format",
        "json",
        "--",
        "python3",
        "tests/servers/conform_bad.py",
        "parse-crash",
    ]);
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let check = |id: &str| {
        (json["checks"].as_array().unwrap().iter())
            .find(|c| c["id"] == id)
            .cloned()
            .unwrap()
    };
    assert_eq!(check("conform/parse-error")["outcome"], "fail");
    let later = check("conform/unknown-tool");
    assert_eq!(later["outcome"], "fail");
    assert!(
        later["message"]
            .as_str()
            .unwrap()
            .contains("the server had ended"),
        "{later}"
    );
    assert_eq!(out.status.code(), Some(1));
}

/// A server of 2025-11-25 gets no check: each says it is legacy, and the run does not fail.
#[test]
fn a_legacy_server_is_said_to_be_one_and_every_check_skips() {
    let out = conform(&[
        "--format",
        "json",
        "--",
        "python3",
        "tests/servers/legacy_server.py",
    ]);
    let all = outcomes(&out);
    assert_eq!(all.len(), 28);
    assert!(all.iter().all(|(_, o)| o == "skip"), "{all:?}");
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        json["notRun"].as_str().unwrap().contains("legacy"),
        "{json}"
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn save_keeps_the_report_with_every_request() {
    let dir = std::env::temp_dir().join(format!("mcpa-conform-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("conform.json");
    let out = conform(&[
        "--save",
        file.to_str().unwrap(),
        "--",
        "python3",
        "tests/servers/conform_good.py",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let checks = saved["checks"].as_array().unwrap();
    assert_eq!(checks.len(), 28);
    assert!(
        checks[0]["request"]
            .as_str()
            .unwrap()
            .contains("mcp-anatomy/no-such-method")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A real legacy server, @modelcontextprotocol/server-everything (2025-11-25): said to be one,
/// every check skipped, nothing failed.
#[test]
fn server_everything_is_a_legacy_server_to_conform() {
    let everything = root().join("node_modules/.bin/mcp-server-everything");
    if !everything.is_file() {
        eprintln!("skipped: run scripts/bootstrap.sh servers");
        return;
    }
    let everything = everything.to_string_lossy().into_owned();
    let out = conform(&[
        "--lang",
        "en",
        "--timeout",
        "30",
        "--",
        &everything,
        "stdio",
    ]);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.contains("it is a legacy server"), "{printed}");
    assert!(
        printed.contains("28 checks: 0 passed, 0 failed"),
        "{printed}"
    );
    assert!(!printed.contains("server stderr"), "{printed}");
    assert_eq!(out.status.code(), Some(0));
}

/// The CI formats: SARIF valid against its schema, with a result per failed check; GitHub an
/// annotation per failed check at its level.
#[test]
fn sarif_and_github_carry_each_failed_check() {
    let args = [
        "--",
        "python3",
        "tests/servers/conform_bad.py",
        "unknown-prompt",
    ];
    let sarif = conform(&[&["--format", "sarif"][..], &args].concat());
    let log: Value = serde_json::from_slice(&sarif.stdout).expect("JSON");
    assert_eq!(common::sarif_problems(&log), Vec::<String>::new());
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["ruleId"], "conform/unknown-prompt");
    assert_eq!(results[0]["level"], "warning");

    let github = conform(&[&["--format", "github", "--lang", "en"][..], &args].concat());
    let annotations = String::from_utf8_lossy(&github.stdout);
    assert!(
        annotations.starts_with("::warning title=conform/unknown-prompt::expected error -32602"),
        "{annotations}"
    );
    assert_eq!(annotations.lines().count(), 1, "{annotations}");
}
