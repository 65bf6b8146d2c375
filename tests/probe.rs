//! `mcp-anatomy probe` against real servers installed from the registries (the official
//! Python SDK, mcp 2.3.0, as the modern server; @modelcontextprotocol/server-everything
//! 2026.8.31 and the same Python SDK as it was before 2026-07-28, mcp 1.22.0, as the legacy
//! ones) and against fixtures for each failure mode. No mocks.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Background, free_port, start_listening};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::Instant;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The venv that scripts/bootstrap.sh makes; its absence is a failure, not a skip.
fn python() -> String {
    venv_python(".venv")
}

/// The Python of a venv that scripts/bootstrap.sh makes.
fn venv_python(venv: &str) -> String {
    let path = root().join(venv).join("bin/python");
    assert!(
        path.is_file(),
        "{} is missing: run scripts/bootstrap.sh servers",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

fn server(name: &str) -> String {
    root()
        .join("tests/servers")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn probe(args: &[&str]) -> (Option<i32>, Value, String) {
    let mut full = vec!["probe", "--format", "json"];
    full.extend_from_slice(args);
    let Output {
        status,
        stdout,
        stderr,
    } = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(&full)
        .output()
        .expect("runs");
    let stdout = String::from_utf8(stdout).unwrap();
    let json = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("{e}: {stdout}\n{}", String::from_utf8_lossy(&stderr)));
    (
        status.code(),
        json,
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

fn notes(json: &Value) -> String {
    json["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["message"].as_str().unwrap().to_owned())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn start_http(program: &str, args: &[&str], port: u16) -> Background {
    let mut command = Command::new(program);
    command.args(args);
    start_listening(command, port)
}

#[test]
fn modern_python_server_over_stdio() {
    let python = python();
    let (code, json, _) = probe(&[
        "--timeout",
        "30",
        "--",
        &python,
        &server("modern_server.py"),
    ]);
    assert_eq!(json["era"], "modern", "{json}");
    assert_eq!(json["transport"], "stdio");
    assert_eq!(json["kind"], "discover-response");
    assert!(json["roundTripMs"].as_f64().unwrap() > 0.0);
    assert!(
        json["response"]
            .as_str()
            .unwrap()
            .contains("supportedVersions")
    );
    // The SDK reports an empty serverInfo.version for a server created without one.
    assert_eq!(json["errors"], 0, "{json}");
    assert_walked_cleanly(&json);
    assert_eq!(code, Some(0), "{json}");
}

/// The Python SDK advertises tools, prompts and resources and answers each list: the walk asks
/// all four, each answer is checked as the answer to its method, and nothing is wrong.
fn assert_walked_cleanly(json: &Value) {
    let exchanges = json["exchanges"].as_array().expect("the walk's exchanges");
    let methods: Vec<&str> = exchanges
        .iter()
        .map(|e| e["method"].as_str().unwrap())
        .collect();
    assert_eq!(
        methods,
        [
            "tools/list",
            "prompts/list",
            "resources/list",
            "resources/templates/list"
        ],
        "{json}"
    );
    let kinds: Vec<&str> = exchanges
        .iter()
        .map(|e| e["report"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "tools-list-response",
            "prompts-list-response",
            "resources-list-response",
            "resource-templates-list-response"
        ]
    );
    for exchange in exchanges {
        assert_eq!(exchange["report"]["errors"], 0, "{exchange}");
        assert!(exchange["roundTripMs"].as_f64().unwrap() > 0.0);
    }
    // The tool the fixture defines, as the engine read it.
    assert!(
        exchanges[0]["response"]
            .as_str()
            .unwrap()
            .contains("\"add\"")
    );
    assert!(
        (json["notes"].as_array().unwrap().iter()).all(|n| n["severity"] == "info"),
        "{json}"
    );
    assert!(
        notes(json).contains("tools.listChanged"),
        "the listChanged promise is noted on the discover exchange: {json}"
    );
}

/// Every finding of a probe's JSON: the exchange it is in (the discover one as
/// `server/discover`), its code, severity and pointer, in order.
fn probe_findings(json: &Value) -> Vec<(String, String, String, String)> {
    let exchanges = json["exchanges"].as_array().cloned().unwrap_or_default();
    let reports = std::iter::once(("server/discover".to_owned(), json)).chain(
        exchanges.iter().filter_map(|e| {
            let name = match e["cursor"].as_str() {
                Some(cursor) => format!("{} {cursor}", e["method"].as_str().unwrap()),
                None => e["method"].as_str().unwrap().to_owned(),
            };
            Some((name, e.get("report").filter(|r| !r.is_null())?))
        }),
    );
    let text = |v: &Value| v.as_str().unwrap().to_owned();
    reports
        .flat_map(|(name, report)| {
            let diagnostics = report["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            (diagnostics.into_iter()).map(move |d| {
                (
                    name.clone(),
                    text(&d["code"]),
                    text(&d["severity"]),
                    text(&d["pointer"]),
                )
            })
        })
        .collect()
}

/// The codes of the findings, sorted.
fn sorted_codes(findings: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut codes: Vec<String> = findings.into_iter().collect();
    codes.sort();
    codes
}

#[test]
fn the_walk_catches_what_only_a_live_walk_shows() {
    let (code, json, _) = probe(&["--read", "--", "python3", &server("walk_fixture.py")]);
    assert_eq!(code, Some(1), "{json}");
    let exchanges = json["exchanges"].as_array().unwrap();
    let asked: Vec<(&str, Option<&str>)> = exchanges
        .iter()
        .map(|e| (e["method"].as_str().unwrap(), e["cursor"].as_str()))
        .collect();
    assert_eq!(
        asked,
        [
            ("tools/list", None),
            ("tools/list", Some("page-2")),
            ("prompts/list", None),
            ("resources/list", None),
            ("resources/templates/list", None),
            ("resources/read", None),
        ]
    );
    assert_eq!(exchanges[5]["report"]["kind"], "resources-read-response");
    // The engine's rules across messages judge the walk, each finding in the answer it
    // concerns: the second page's scope, the refused list of a declared capability (a MUST of
    // the prompts page), the lists of an undeclared one.
    let found = probe_findings(&json);
    let expected = [
        (
            "tools/list page-2",
            "transcript/scope-changes",
            "error",
            "/result/cacheScope",
        ),
        ("prompts/list", "transcript/capability-refused", "error", ""),
        (
            "resources/list",
            "transcript/capability-undeclared",
            "error",
            "",
        ),
        (
            "resources/read",
            "transcript/capability-undeclared",
            "error",
            "",
        ),
    ];
    let expected: Vec<(String, String, String, String)> = (expected.iter())
        .map(|(a, b, c, d)| (a.to_string(), b.to_string(), c.to_string(), d.to_string()))
        .collect();
    assert_eq!(found, expected, "{json}");
    // In Russian as well, and as a summary a person reads.
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args([
            "probe",
            "--lang",
            "ru",
            "--",
            "python3",
            &server("walk_fixture.py"),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("tools/list (курсор «page-2»)"), "{text}");
    assert!(text.contains("ошибка[transcript/scope-changes]"), "{text}");
    assert!(
        text.contains("одно значение на всех страницах одного перечня"),
        "{text}"
    );
    for english in [
        "error[", "warning[", "help:", "spec:", "probe:", "server:", " ms ",
    ] {
        assert!(!text.contains(english), "{english} in {text}");
    }
    // The summary's own sentences read as the page's.
    let faults = common::proofread::terminal_faults(&text);
    assert!(faults.is_empty(), "{faults:#?}");
    // --discover-only keeps to the one exchange.
    let (_, json, _) = probe(&[
        "--discover-only",
        "--",
        "python3",
        &server("walk_fixture.py"),
    ]);
    assert!(json.get("exchanges").is_none(), "{json}");
    // --max-pages bounds the pages of one list.
    let (_, json, _) = probe(&[
        "--max-pages",
        "1",
        "--",
        "python3",
        &server("walk_fixture.py"),
    ]);
    let tools_pages = json["exchanges"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["method"] == "tools/list")
        .count();
    assert_eq!(tools_pages, 1);
    assert!(
        json["exchanges"][0]["notes"]
            .to_string()
            .contains("--max-pages"),
        "{json}"
    );
}

/// What the probe saves is the transcript of its walk: `check` of that file reports exactly
/// the codes of the live walk, with their severities.
#[test]
fn a_saved_walk_checks_to_the_codes_of_the_live_one() {
    let dir = std::env::temp_dir().join(format!("mcp-anatomy-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("walk.jsonl");
    let (code, json, _) = probe(&[
        "--read",
        "--save",
        saved.to_str().unwrap(),
        "--",
        "python3",
        &server("walk_fixture.py"),
    ]);
    assert_eq!(code, Some(1), "{json}");
    let live: Vec<(String, String, String, String)> = probe_findings(&json);
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["check", "--format", "json", saved.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "the saved walk fails as the live one"
    );
    let checked: Vec<(String, String)> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .flat_map(|line| {
            let document: Value = serde_json::from_str(line).unwrap();
            let diagnostics = document["diagnostics"].as_array().unwrap().clone();
            (diagnostics.into_iter()).map(|d| {
                let text = |v: &Value| v.as_str().unwrap().to_owned();
                (text(&d["code"]), text(&d["severity"]))
            })
        })
        .collect();
    let with_severity = |findings: &[(String, String)]| {
        sorted_codes(
            findings
                .iter()
                .map(|(code, severity)| format!("{code} {severity}")),
        )
    };
    let live: Vec<(String, String)> = (live.into_iter()).map(|(_, c, s, _)| (c, s)).collect();
    assert!(live.len() >= 4, "{live:?}");
    assert_eq!(with_severity(&checked), with_severity(&live));
    // Requests and answers alternate, one a line, the requests as sent.
    let text = std::fs::read_to_string(&saved).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 14, "{text}");
    assert_eq!(lines[0]["method"], "server/discover");
    assert_eq!(lines[4]["params"]["cursor"], "page-2");
    assert!(lines[1]["result"]["supportedVersions"].is_array());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn modern_python_server_over_streamable_http_and_version_negotiation() {
    let port = free_port();
    let python = python();
    let _server = start_http(
        &python,
        &[&server("modern_server.py"), "http", &port.to_string()],
        port,
    );
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (code, json, _) = probe(&["--timeout", "30", &url]);
    assert_eq!(
        (code, json["era"].as_str(), json["httpStatus"].as_u64()),
        (Some(0), Some("modern"), Some(200)),
        "{json}"
    );
    assert_walked_cleanly(&json);
    assert!(
        (json["exchanges"].as_array().unwrap().iter()).all(|e| e["httpStatus"] == 200),
        "{json}"
    );

    let (code, json, _) = probe(&["--timeout", "30", "--protocol-version", "1999-01-01", &url]);
    assert_eq!(json["era"], "modern-other-version", "{json}");
    assert_eq!(json["kind"], "unsupported-version");
    assert_eq!(json["httpStatus"], 400);
    assert_eq!(
        code,
        Some(0),
        "a -32022 answer over HTTP 400 is valid: {json}"
    );
}

/// The requests of a walk over HTTP carry the headers that mirror their body: the Python SDK
/// answers a `resources/read` without `Mcp-Name` with HTTP 400 and -32020, and a server that
/// checks every header reads a URI that is not plain ASCII from the Base64 sentinel.
#[test]
fn a_read_over_http_names_its_resource_in_mcp_name() {
    let read = |json: &Value| -> Value {
        let exchanges = json["exchanges"].as_array().expect("the walk's exchanges");
        let read = exchanges.iter().find(|e| e["method"] == "resources/read");
        read.unwrap_or_else(|| panic!("no read: {json}")).clone()
    };

    let port = free_port();
    let python = python();
    let _sdk = start_http(
        &python,
        &[&server("notes_server.py"), "http", &port.to_string()],
        port,
    );
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (code, json, _) = probe(&["--timeout", "30", "--read", &url]);
    let exchange = read(&json);
    assert_eq!(
        (
            exchange["httpStatus"].as_u64(),
            exchange["report"]["kind"].as_str()
        ),
        (Some(200), Some("resources-read-response")),
        "{exchange}"
    );
    assert_eq!(exchange["report"]["errors"], 0, "{exchange}");
    assert_eq!(code, Some(0), "{json}");

    let port = free_port();
    let _strict = start_http(
        "python3",
        &[&server("strict_headers_http.py"), &port.to_string()],
        port,
    );
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (code, json, _) = probe(&["--timeout", "10", "--read", &url]);
    let exchange = read(&json);
    assert_eq!(exchange["httpStatus"], 200, "{exchange}");
    let answer: Value = serde_json::from_str(exchange["response"].as_str().unwrap()).unwrap();
    assert_eq!(
        answer["result"]["contents"][0]["uri"], "notes://заметки/последние",
        "{exchange}"
    );
    assert_eq!(code, Some(0), "{json}");
}

#[test]
fn legacy_typescript_server_answers_method_not_found_and_discover_only_stops_there() {
    let everything = root().join("node_modules/.bin/mcp-server-everything");
    assert!(everything.is_file(), "run scripts/bootstrap.sh servers");
    let (code, json, _) = probe(&[
        "--timeout",
        "30",
        "--discover-only",
        "--",
        everything.to_str().unwrap(),
    ]);
    assert_eq!(json["era"], "legacy", "{json}");
    assert_eq!(json["kind"], "legacy-server");
    assert_eq!(json["diagnostics"][0]["code"], "document/legacy-server");
    assert!(
        json.get("exchanges").is_none(),
        "--discover-only walks no legacy server: {json}"
    );
    assert_eq!(code, Some(1));
}

#[test]
fn stdio_failure_modes() {
    let fixture = server("misbehaving_server.py");
    let run = |mode: &str| {
        probe(&[
            "--timeout",
            "3",
            "--max-answer-bytes",
            "1000000",
            "--",
            "python3",
            &fixture,
            mode,
        ])
    };

    let (code, json, _) = run("garbage");
    assert_eq!(
        (code, json["era"].as_str()),
        (Some(1), Some("modern")),
        "{json}"
    );
    assert!(notes(&json).contains("not a JSON-RPC message"), "{json}");

    let started = Instant::now();
    let (code, json, _) = run("silence");
    println!("silent server given up after {:?}", started.elapsed());
    assert_eq!((code, json["era"].as_str()), (Some(1), Some("legacy")));
    assert!(notes(&json).contains("No answer within 3.0 s"), "{json}");
    assert!(
        notes(&json).contains("still running 2 s after its `stdin` closed"),
        "{json}"
    );
    assert_eq!(json["exit"]["killed"], true, "{json}");

    let (code, json, _) = run("flood");
    assert_eq!(code, Some(1));
    assert!(notes(&json).contains("more than 1,000,000 bytes"), "{json}");

    // A server that ends before it answers is no legacy server and gets no verdict: it is
    // said first, with its exit status and its stderr, and the probe exits 2.
    let (code, json, _) = run("exit");
    assert_eq!(
        (code, json["era"].as_str()),
        (Some(2), Some("gone")),
        "{json}"
    );
    assert!(notes(&json).contains("exit status 3"), "{json}");
    assert!(json.get("exchanges").is_none(), "nothing is walked: {json}");
    assert!(
        json["stderr"]
            .as_str()
            .unwrap()
            .contains("refusing to start"),
        "stderr is kept: {json}"
    );
    let human = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["probe", "--lang", "en", "--", "python3", &fixture, "exit"])
        .output()
        .expect("runs");
    let human = String::from_utf8_lossy(&human.stdout);
    let lines: Vec<&str> = human.lines().collect();
    assert!(
        lines[1].starts_with("server: gone — it ended before it answered"),
        "{human}"
    );
    assert!(
        lines[2].starts_with("error[probe/server-gone]: ") && lines[2].contains("exit status 3"),
        "{human}"
    );
    // The code's help and page, as under an engine's finding.
    assert!(lines[3].starts_with("  = help: "), "{human}");
    assert!(lines[4].starts_with("  = spec: https://"), "{human}");
    assert_eq!(lines[5], "server stderr:", "{human}");
    assert!(
        !human.contains("legacy") && !human.contains("valid for"),
        "{human}"
    );

    let (code, json, _) = run("wrongid");
    assert_eq!((code, json["era"].as_str()), (Some(1), Some("legacy")));

    let (code, json, _) = run("legacy");
    assert_eq!(
        (code, json["kind"].as_str()),
        (Some(1), Some("legacy-server"))
    );
}

#[test]
fn http_failure_modes_and_event_streams() {
    let port = free_port();
    let _server = start_http(
        "python3",
        &[&server("misbehaving_http.py"), &port.to_string()],
        port,
    );
    let url = |path: &str| format!("http://127.0.0.1:{port}{path}");

    // No server on the port: unreachable, said as such, exit 2; never a legacy server.
    let nowhere = format!("http://127.0.0.1:{}/mcp", free_port());
    let (code, json, _) = probe(&[&nowhere]);
    assert_eq!(
        (code, json["era"].as_str()),
        (Some(2), Some("unreachable")),
        "{json}"
    );
    assert!(notes(&json).contains("The request failed"), "{json}");

    let (code, json, _) = probe(&[&url("/sse")]);
    assert_eq!(
        (code, json["era"].as_str()),
        (Some(0), Some("modern")),
        "the answer after a notification event: {json}"
    );

    let (code, json, _) = probe(&[&url("/redirect")]);
    assert_eq!(code, Some(1));
    assert!(notes(&json).contains("another host"), "{json}");

    let (code, json, _) = probe(&[&url("/legacy")]);
    assert_eq!(
        (code, json["era"].as_str(), json["httpStatus"].as_u64()),
        (Some(1), Some("legacy"), Some(404)),
        "{json}"
    );

    let (code, json, _) = probe(&["--timeout", "2", &url("/slow")]);
    assert_eq!(code, Some(1));
    assert!(notes(&json).contains("No answer within 2.0 s"), "{json}");

    let (code, json, _) = probe(&[&url("/html")]);
    assert_eq!(code, Some(1));
    assert!(notes(&json).contains("Content-Type"), "{json}");
}

#[test]
fn a_command_that_cannot_start_is_a_usage_failure() {
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["probe", "--", "/nonexistent/server"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot start"));
}

/// The probe speaks the formats of `check`: each answer is a document named by its request,
/// with the codes the engine's rules across messages give it; only the probe's own notes come
/// under the probe's own rule.
#[test]
fn the_probe_speaks_the_ci_formats() {
    let fixture = server("walk_fixture.py");
    let run = |format: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
            .args(["probe", "--format", format, "--", "python3", &fixture])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{format}");
        String::from_utf8(out.stdout).unwrap()
    };
    let sarif: Value = serde_json::from_str(&run("sarif")).unwrap();
    let validator = jsonschema::validator_for(&common::sarif_schema()).unwrap();
    let problems: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| e.to_string())
        .collect();
    assert!(problems.is_empty(), "{problems:?}");
    let run_json = &sarif["runs"][0];
    let rules = run_json["tool"]["driver"]["rules"].as_array().unwrap();
    let rule_ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    for id in [
        "transcript/scope-changes",
        "transcript/capability-refused",
        "transcript/capability-undeclared",
    ] {
        assert!(rule_ids.contains(&id), "{rule_ids:?}");
    }
    assert!(!rule_ids.contains(&"probe/walk"), "{rule_ids:?}");
    let results = run_json["results"].as_array().unwrap();
    let result = |rule: &str, uri: &str| {
        results.iter().find(|r| {
            r["ruleId"] == rule
                && r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == uri
        })
    };
    let scope = result(
        "transcript/scope-changes",
        "tools/list%20%28cursor%20%22page-2%22%29",
    )
    .unwrap_or_else(|| panic!("{results:?}"));
    assert_eq!(scope["level"], "error");
    let region = &scope["locations"][0]["physicalLocation"]["region"];
    assert_eq!(region["startLine"], 1);
    let refused = result("transcript/capability-refused", "prompts/list")
        .unwrap_or_else(|| panic!("{results:?}"));
    assert_eq!(refused["level"], "error");
    // The promise of tools.listChanged is the probe's own note.
    assert!(
        results
            .iter()
            .any(|r| r["ruleId"] == "probe/unchecked-promise" && r["level"] == "note")
    );

    let github = run("github");
    assert!(
        github.lines().any(|l| l
            .starts_with("::error file=tools/list (cursor \"page-2\"),line=1,")
            && l.contains(",title=transcript/scope-changes::")),
        "{github}"
    );
    assert!(
        github
            .lines()
            .any(|l| l.starts_with("::error file=resources/list,")
                && l.contains(",title=transcript/capability-undeclared::")),
        "{github}"
    );
    assert!(!github.contains("probe/walk"), "{github}");

    let junit = run("junit");
    let mut reader = quick_xml::Reader::from_str(&junit);
    let mut cases = Vec::new();
    loop {
        match reader
            .read_event()
            .expect("JUnit output is well-formed XML")
        {
            quick_xml::events::Event::Start(e) if e.name().as_ref() == b"testcase" => {
                let name = e.try_get_attribute("name").unwrap().unwrap();
                cases.push(name.unescape_value().unwrap().into_owned());
            }
            quick_xml::events::Event::Eof => break,
            _ => {}
        }
    }
    assert_eq!(cases.first().map(String::as_str), Some("server/discover"));
    assert!(
        cases.iter().any(|c| c == "tools/list (cursor \"page-2\")"),
        "{cases:?}"
    );
    assert_eq!(
        cases.last().map(String::as_str),
        Some("probe/unchecked-promise")
    );
    assert!(
        junit.contains("<failure type=\"transcript/scope-changes\""),
        "{junit}"
    );
    assert!(
        junit.contains("<failure type=\"transcript/capability-refused\""),
        "{junit}"
    );
    assert!(!junit.contains("probe/walk"), "{junit}");
}

// ----- legacy servers: the fallback to initialize and the migration report ----------------------

fn everything() -> String {
    let path = root().join("node_modules/.bin/mcp-server-everything");
    assert!(path.is_file(), "run scripts/bootstrap.sh servers");
    path.to_string_lossy().into_owned()
}

fn methods(json: &Value) -> Vec<String> {
    (json["exchanges"]
        .as_array()
        .expect("the walk's exchanges")
        .iter())
    .map(|e| match e["cursor"].as_str() {
        Some(cursor) => format!("{} {cursor}", e["method"].as_str().unwrap()),
        None => e["method"].as_str().unwrap().to_owned(),
    })
    .collect()
}

/// The notes of every exchange of the walk at `severity`.
fn walk_notes(json: &Value, severity: &str) -> Vec<String> {
    (json["exchanges"].as_array().unwrap().iter())
        .flat_map(|e| e["notes"].as_array().unwrap().clone())
        .filter(|n| n["severity"] == severity)
        .map(|n| n["message"].as_str().unwrap().to_owned())
        .collect()
}

/// The engine's findings in the reports of the walk's exchanges at `severity`, as
/// `method code pointer message`.
fn walk_findings(json: &Value, severity: &str) -> Vec<String> {
    (json["exchanges"].as_array().unwrap().iter())
        .flat_map(|e| {
            let diagnostics = e["report"]["diagnostics"].as_array().cloned();
            let method = e["method"].as_str().unwrap().to_owned();
            (diagnostics.into_iter().flatten()).map(move |d| (method.clone(), d))
        })
        .filter(|(_, d)| d["severity"] == severity)
        .map(|(method, d)| {
            let [code, pointer, message] =
                ["code", "pointer", "message"].map(|k| d[k].as_str().unwrap().to_owned());
            format!("{method} {code} {pointer} {message}")
        })
        .collect()
}

/// What `check --format json` reports on `text`, answered to `method`: its exit status and the
/// codes of its errors.
fn check_document(
    dir: &std::path::Path,
    name: &str,
    text: &str,
    method: &str,
) -> (Option<i32>, Vec<String>) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args([
            "check",
            "--format",
            "json",
            "--method",
            method,
            path.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let errors = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .flat_map(|line| {
            let document: Value = serde_json::from_str(line).unwrap();
            document["diagnostics"].as_array().unwrap().clone()
        })
        .filter(|d| d["severity"] == "error")
        .map(|d| format!("{} {}", d["code"], d["message"]))
        .collect();
    (out.status.code(), errors)
}

/// The key promise of the migration report: the server/discover answer it generates and every
/// amended list are valid 2026-07-28 answers, as this project's own `check` sees them.
fn assert_migration_passes_check(json: &Value, dir: &std::path::Path) -> usize {
    let migration = &json["migration"];
    assert_eq!(migration["to"], "2026-07-28", "{migration}");
    let discover = &migration["discover"]["result"];
    let response = serde_json::json!({"jsonrpc": "2.0", "id": 1, "result": discover}).to_string();
    let (code, errors) = check_document(dir, "discover.json", &response, "server/discover");
    assert_eq!((code, errors), (Some(0), vec![]), "{discover}");
    let answers = migration["answers"].as_array().unwrap();
    for (n, answer) in answers.iter().enumerate() {
        let method = answer["method"].as_str().unwrap();
        let response =
            serde_json::json!({"jsonrpc": "2.0", "id": n, "result": answer["result"]}).to_string();
        let (code, errors) = check_document(dir, &format!("answer-{n}.json"), &response, method);
        assert_eq!(
            (code, errors),
            (Some(0), vec![]),
            "{method}: {}",
            answer["result"]
        );
        let fields: Vec<&str> = (answer["changes"].as_array().unwrap().iter())
            .map(|c| c["field"].as_str().unwrap())
            .collect();
        for field in ["resultType", "ttlMs", "cacheScope"] {
            assert!(fields.contains(&field), "{method}: {fields:?}");
        }
    }
    answers.len()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcp-anatomy-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Probes a stdio server with `--read`, the walk saved in `dir`: the exit status, the JSON
/// output and where the walk is.
fn walk_and_save(dir: &std::path::Path, command: &[&str]) -> (Option<i32>, Value, PathBuf) {
    let saved = dir.join("walk.jsonl");
    let mut args = vec![
        "--timeout",
        "30",
        "--read",
        "--save",
        saved.to_str().unwrap(),
    ];
    args.push("--");
    args.extend_from_slice(command);
    let (code, json, _) = probe(&args);
    (code, json, saved)
}

/// `check --format json` of a file: its exit status and its documents, one a line.
fn check_file(path: &std::path::Path) -> (Option<i32>, Vec<Value>) {
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["check", "--format", "json", path.to_str().unwrap()])
        .output()
        .unwrap();
    let documents = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (out.status.code(), documents)
}

#[test]
fn server_everything_walked_over_stdio_with_a_migration_that_passes_check() {
    let dir = scratch("legacy-stdio");
    let (code, json, saved) = walk_and_save(&dir, &[&everything()]);
    assert_eq!(
        (json["era"].as_str(), json["judgedBy"].as_str()),
        (Some("legacy"), Some("2026-07-28"))
    );
    assert_eq!(json["legacy"]["negotiated"], "2025-11-25", "{json}");
    let walked = methods(&json);
    assert_eq!(walked[0], "initialize", "{walked:?}");
    for method in [
        "tools/list",
        "prompts/list",
        "resources/list",
        "resources/templates/list",
        "resources/read",
    ] {
        assert!(
            walked.iter().any(|m| m.starts_with(method)),
            "{method}: {walked:?}"
        );
    }
    assert!(
        (json["exchanges"].as_array().unwrap().iter())
            .all(|e| e["judgedBy"] == "2025-11-25" && e["response"].is_string()),
        "{json}"
    );
    assert_eq!(walk_notes(&json, "error"), Vec::<String>::new());
    // Legacy is not valid for 2026-07-28: the discover answer's error stays.
    assert_eq!(code, Some(1));
    assert!(assert_migration_passes_check(&json, &dir) >= 5);
    let reliances = json["migration"]["reliances"].to_string();
    assert!(reliances.contains("changelog#major-changes"), "{reliances}");
    assert!(
        reliances.contains("deprecated"),
        "server-everything declares logging: {reliances}"
    );

    // The saved walk is a transcript `check` reads: every message, the notification too.
    let text = std::fs::read_to_string(&saved).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[2]["method"], "initialize");
    assert_eq!(lines[4]["method"], "notifications/initialized");
    let (code, documents) = check_file(&saved);
    assert_eq!(code, Some(1), "{documents:?}");
    assert_eq!(
        documents[0]["diagnostics"][0]["code"], "document/legacy-server",
        "{documents:?}"
    );
    // Each later answer judged by the revision negotiated, with the live walk's codes.
    assert_eq!(checked_codes(&documents), live_legacy_codes(&json));
    assert!(
        (documents[1..].iter()).all(|d| d["judgedBy"] == "2025-11-25"),
        "{documents:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn server_everything_walked_over_streamable_http_in_a_session_it_ends() {
    let port = free_port();
    let mut command = Command::new(everything());
    command.arg("streamableHttp").env("PORT", port.to_string());
    let _server = start_listening(command, port);
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (code, json, _) = probe(&["--timeout", "30", &url]);
    assert_eq!(json["era"], "legacy", "{json}");
    assert!(
        json["legacy"]["sessionId"]
            .as_str()
            .is_some_and(|id| !id.is_empty()),
        "{json}"
    );
    assert_eq!(
        json["legacy"]["notes"],
        serde_json::json!([]),
        "the DELETE was accepted: {json}"
    );
    let walked = methods(&json);
    assert_eq!(walked[0], "initialize", "{walked:?}");
    assert!(walked.len() >= 5, "{walked:?}");
    assert!(
        (json["exchanges"].as_array().unwrap().iter()).all(|e| e["httpStatus"] == 200),
        "every request of the session was accepted with its session header: {json}"
    );
    assert_eq!(walk_notes(&json, "error"), Vec::<String>::new());
    assert_eq!(code, Some(1));
    let dir = scratch("legacy-http");
    assert_migration_passes_check(&json, &dir);
    let reliances = json["migration"]["reliances"].to_string();
    assert!(reliances.contains("Mcp-Session-Id"), "{reliances}");
    assert!(
        reliances.contains("basic/transports/streamable-http"),
        "{reliances}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A hand-written server of 2025-06-18: judged by the 2025-11-25 rules with a note, its pages
/// followed, its request to the client recorded, and a fault named with the revision.
#[test]
fn a_2025_06_18_server_is_judged_by_the_2025_11_25_rules() {
    let fixture = server("legacy_server.py");
    let (code, json, _) = probe(&["--", "python3", &fixture]);
    assert_eq!(json["legacy"]["negotiated"], "2025-06-18", "{json}");
    assert_eq!(json["legacy"]["judgedBy"], "2025-11-25");
    let note = json["legacy"]["notes"][0]["message"].as_str().unwrap();
    assert!(
        note.contains("2025-06-18") && note.contains("judged by the 2025-11-25 rules"),
        "{note}"
    );
    assert_eq!(
        methods(&json),
        [
            "initialize",
            "tools/list",
            "tools/list tools-2",
            "prompts/list",
            "resources/list",
            "resources/templates/list"
        ]
    );
    let requests: Vec<&Value> = (json["exchanges"].as_array().unwrap().iter())
        .flat_map(|e| e["serverRequests"].as_array().into_iter().flatten())
        .collect();
    assert_eq!(requests.len(), 1, "{json}");
    assert!(requests[0].as_str().unwrap().contains("roots/list"));
    assert_eq!(walk_notes(&json, "error"), Vec::<String>::new());
    assert_eq!(code, Some(1));
    let dir = scratch("legacy-fixture");
    assert_eq!(assert_migration_passes_check(&json, &dir), 5);
    let migration = &json["migration"];
    assert_eq!(migration["from"], "2025-06-18");
    assert_eq!(
        migration["discover"]["result"]["supportedVersions"],
        serde_json::json!(["2026-07-28", "2025-06-18"])
    );
    assert_eq!(
        migration["discover"]["result"]["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "legacy-fixture"
    );
    // tools.listChanged: an hour; prompts announce nothing: five minutes.
    let ttl = |n: usize| migration["answers"][n]["result"]["ttlMs"].as_u64();
    assert_eq!((ttl(0), ttl(2)), (Some(3_600_000), Some(300_000)));
    let reliances = migration["reliances"].to_string();
    assert!(
        reliances.contains("roots/list") && reliances.contains("basic/patterns/mrtr"),
        "{reliances}"
    );
    std::fs::remove_dir_all(&dir).unwrap();

    let (code, json, _) = probe(&["--", "python3", &fixture, "faulty"]);
    assert_eq!(code, Some(1));
    assert_eq!(walk_notes(&json, "error"), Vec::<String>::new());
    // The engine's findings by 2025-11-25's schema, in each answer's report.
    assert_eq!(
        walk_findings(&json, "error"),
        [
            "tools/list schema/missing-member /result/tools/0 `tools[0]` has no `inputSchema`, which is required.",
            "prompts/list schema/wrong-type /result/prompts/0/arguments/0/required `required` must be a boolean, but here it is a string.",
        ]
    );
    let left = &json["migration"]["answers"][1]["left"];
    assert_eq!(
        left[0]["severity"], "error",
        "the engine finds it in the amended page too: {left}"
    );

    // A server that stays on after its stdin closes is killed, and the fallback's notes say so.
    let (_, json, _) = probe(&["--", "python3", &fixture, "linger"]);
    assert_eq!(
        json["exit"],
        serde_json::json!({"code": null, "killed": true}),
        "{json}"
    );
    let notes = json["legacy"]["notes"].as_array().unwrap();
    assert_eq!(notes.len(), 2, "{json}");
    assert_eq!(notes[1]["severity"], "warning");
    assert!(
        notes[1]["message"]
            .as_str()
            .unwrap()
            .starts_with("The server was still running 2 s after its `stdin` closed"),
        "{}",
        notes[1]
    );
}

/// The venv of the older SDK release (mcp 1.22.0); its absence is a failure too.
fn legacy_python() -> String {
    venv_python(".venv-legacy")
}

/// The result of one exchange of the walk, by its method.
fn walked_result(json: &Value, method: &str) -> Value {
    let exchange = (json["exchanges"].as_array().unwrap().iter())
        .find(|e| e["method"] == method)
        .unwrap_or_else(|| panic!("{method}: {json}"));
    let response: Value = serde_json::from_str(exchange["response"].as_str().unwrap()).unwrap();
    response["result"].clone()
}

/// A real 2025-06-18 server: the official Python SDK as it was before 2026-07-28 (mcp 1.22.0,
/// in its own venv). It answers `server/discover` with -32602, not -32601, and the probe falls
/// back all the same; it negotiates 2025-06-18 while sending members 2025-11-25 added, which the
/// 2025-11-25 rules accept; it leaves when its stdin closes.
#[test]
fn python_sdk_1_x_server_walked_over_stdio_with_a_migration_that_passes_check() {
    let dir = scratch("legacy-python-sdk");
    let (code, json, saved) =
        walk_and_save(&dir, &[&legacy_python(), &server("legacy_sdk_server.py")]);
    assert_eq!(
        (json["era"].as_str(), json["kind"].as_str()),
        (Some("legacy"), Some("legacy-server")),
        "{json}"
    );
    let discover: Value = serde_json::from_str(json["response"].as_str().unwrap()).unwrap();
    assert_eq!(discover["error"]["code"], -32602, "{discover}");
    assert_eq!(json["diagnostics"][0]["code"], "document/error-response");
    assert_eq!(json["diagnostics"].as_array().unwrap().len(), 1, "{json}");

    let legacy = &json["legacy"];
    assert_eq!(
        (legacy["negotiated"].as_str(), legacy["judgedBy"].as_str()),
        (Some("2025-06-18"), Some("2025-11-25"))
    );
    let severities: Vec<&str> = (legacy["notes"].as_array().unwrap().iter())
        .map(|n| n["severity"].as_str().unwrap())
        .collect();
    assert_eq!(severities, ["info"], "only the revision's note: {legacy}");
    assert!(
        legacy["notes"][0]["message"]
            .as_str()
            .unwrap()
            .contains("judged by the 2025-11-25 rules"),
        "{legacy}"
    );
    assert_eq!(
        json["exit"],
        serde_json::json!({"code": 0, "killed": false}),
        "the server left by itself once its stdin closed: {json}"
    );

    assert_eq!(
        methods(&json),
        [
            "initialize",
            "tools/list",
            "prompts/list",
            "resources/list",
            "resources/templates/list",
            "resources/read"
        ]
    );
    assert!(
        (json["exchanges"].as_array().unwrap().iter())
            .all(|e| e["judgedBy"] == "2025-11-25" && e["notes"] == serde_json::json!([])),
        "every answer passes the 2025-11-25 rules: {json}"
    );
    // What each list holds, as the SDK wrote it: the walk saw every kind of item.
    let initialize = walked_result(&json, "initialize");
    assert_eq!(
        initialize["serverInfo"]["websiteUrl"], "https://example.com/legacy-sdk-server",
        "a member of 2025-11-25 in a 2025-06-18 session: {initialize}"
    );
    let tool = &walked_result(&json, "tools/list")["tools"][0];
    assert_eq!(tool["name"], "multiply");
    assert_eq!(tool["inputSchema"]["required"], serde_json::json!(["a"]));
    assert_eq!(tool["icons"][0]["mimeType"], "image/png");
    assert_eq!(
        walked_result(&json, "prompts/list")["prompts"][0]["arguments"],
        serde_json::json!([{"name": "code", "description": "The code to review.", "required": true}])
    );
    assert_eq!(
        walked_result(&json, "resources/list")["resources"][0]["uri"],
        "config://app"
    );
    assert_eq!(
        walked_result(&json, "resources/templates/list")["resourceTemplates"][0]["uriTemplate"],
        "notes://{topic}"
    );
    assert_eq!(
        walked_result(&json, "resources/read")["contents"][0]["text"],
        "{\"theme\": \"dark\"}"
    );
    assert_eq!(code, Some(1), "the discover answer's error stays");

    assert_eq!(assert_migration_passes_check(&json, &dir), 5);
    let migration = &json["migration"];
    assert_eq!(migration["from"], "2025-06-18");
    let result = &migration["discover"]["result"];
    assert_eq!(
        result["supportedVersions"],
        serde_json::json!(["2026-07-28", "2025-06-18"])
    );
    let identity = &result["_meta"]["io.modelcontextprotocol/serverInfo"];
    assert_eq!(
        (identity["name"].as_str(), identity["version"].as_str()),
        (Some("legacy-sdk-server"), Some("1.22.0"))
    );
    assert_eq!(identity["icons"][0]["sizes"], serde_json::json!(["1x1"]));
    // No list announces changes (listChanged: false): five minutes each; a read, a minute.
    let ttls: Vec<Option<u64>> = (migration["answers"].as_array().unwrap().iter())
        .map(|a| a["result"]["ttlMs"].as_u64())
        .collect();
    assert_eq!(
        ttls,
        [
            Some(300_000),
            Some(300_000),
            Some(300_000),
            Some(300_000),
            Some(60_000)
        ]
    );
    // It declares no logging and sends the client nothing: the handshake is all it relies on.
    let reliances = migration["reliances"].as_array().unwrap();
    assert_eq!(reliances.len(), 1, "{reliances:?}");
    // Each step of the report is a code of the catalogue, with the code's severity.
    assert_eq!(
        (
            reliances[0]["code"].as_str(),
            reliances[0]["severity"].as_str()
        ),
        (Some("migration/removed"), Some("warning"))
    );
    let changes: Vec<&Value> = (migration["answers"].as_array().unwrap().iter())
        .chain([&migration["discover"]])
        .flat_map(|a| a["changes"].as_array().unwrap())
        .collect();
    assert!(!changes.is_empty());
    assert!(
        changes.iter().all(|c| c["code"] == "migration/field"),
        "{changes:?}"
    );
    assert!(
        reliances[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("The `initialize` handshake"),
        "{reliances:?}"
    );

    // The saved walk, read back by `check`: each answer judged as the probe judged it, by
    // the revision the server negotiated, with the same codes.
    let (code, documents) = check_file(&saved);
    assert_eq!(code, Some(1), "the discover answer's error stays");
    assert_eq!(checked_codes(&documents), live_legacy_codes(&json));
    assert_eq!(documents[0]["kind"], "legacy-server");
    let judged: Vec<(&str, &str, usize)> = (documents[1..].iter())
        .map(|d| {
            let errors = d["errors"].as_u64().unwrap() as usize;
            (
                d["method"].as_str().unwrap(),
                d["judgedBy"].as_str().unwrap(),
                errors,
            )
        })
        .collect();
    assert_eq!(
        judged,
        [
            ("initialize", "2025-11-25", 0),
            ("tools/list", "2025-11-25", 0),
            ("prompts/list", "2025-11-25", 0),
            ("resources/list", "2025-11-25", 0),
            ("resources/templates/list", "2025-11-25", 0),
            ("resources/read", "2025-11-25", 0)
        ]
    );

    // And by `docs`: the server's reference, every item under its anchor.
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["docs", saved.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let html = String::from_utf8(out.stdout).unwrap();
    for part in [
        "<title>legacy-sdk-server — reference</title>",
        // The error is the discover answer's; the notes: the initialize result's (its fix writes
        // the discover answer) and the revision judged by. The `title` of each of the tool's
        // schemas is a JSON Schema keyword, no unknown member.
        "<p class=\"mcpa-ref-summary\">1 tool, 1 prompt, 1 resource, 1 resource template; the validator found 1 error, 2 notes. This server speaks revision 2025-06-18 of the protocol, not 2026-07-28: its answers are judged here by the rules of 2025-11-25.",
        "<p>Name <code>legacy-sdk-server</code>, version <code>1.22.0</code></p>",
        "<details id=\"tool-multiply\" class=\"mcpa-ref-item\" open=\"\">",
        "<details id=\"prompt-review\" class=\"mcpa-ref-item\" open=\"\">",
        "<details id=\"resource-config-app\" class=\"mcpa-ref-item\" open=\"\">",
        "<details id=\"template-notes-topic-\" class=\"mcpa-ref-item\" open=\"\">",
    ] {
        assert!(html.contains(part), "{part}: {html}");
    }
    let markdown = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["docs", "--format", "markdown", saved.to_str().unwrap()])
        .output()
        .unwrap();
    let markdown = String::from_utf8(markdown.stdout).unwrap();
    assert!(
        markdown.contains(
            "- <code>b</code>\n    - Type&#58; integer\n    - Required&#58; no\n    - Description&#58; The second factor\\.\n    - Rules&#58; default <code>2</code>\n"
        ),
        "{markdown}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What a legacy walk's live probe found, as `code severity` (a note's rule for its code): the
/// engine's findings of each answer (the discover answer's too) and the probe's notes of each
/// answer and of the fallback, sorted.
fn live_legacy_codes(json: &Value) -> Vec<String> {
    let discover = json["diagnostics"].as_array().unwrap().iter();
    let exchanges = json["exchanges"].as_array().unwrap().iter();
    let reports = (exchanges.clone())
        .flat_map(|e| e["report"]["diagnostics"].as_array().into_iter().flatten());
    let notes = (exchanges.flat_map(|e| e["notes"].as_array().unwrap().iter()))
        .chain(json["legacy"]["notes"].as_array().unwrap().iter());
    let discover = discover.chain(reports);
    let rule = |n: &Value| n.get("rule").or(n.get("code")).cloned().unwrap();
    sorted_codes(
        (discover.chain(notes)).map(|d| format!("{} {}", rule(d).as_str().unwrap(), d["severity"])),
    )
}

/// What `check --format json` of a saved walk found, as `code severity`, sorted.
fn checked_codes(documents: &[Value]) -> Vec<String> {
    sorted_codes(
        (documents.iter())
            .flat_map(|d| d["diagnostics"].as_array().unwrap().clone())
            .map(|d| format!("{} {}", d["code"].as_str().unwrap(), d["severity"])),
    )
}

/// `check` of a saved legacy walk says what the live probe said, by the revision the server
/// negotiated, not by 2026-07-28: the same codes and severities, each answer named with its
/// revision, the same migration report, and the same findings in `docs`.
#[test]
fn a_saved_legacy_walk_checks_to_the_codes_of_the_live_one() {
    let dir = scratch("legacy-saved");
    let saved = dir.join("walk.jsonl");
    let fixture = server("legacy_server.py");
    let (live_code, json, _) = probe(&[
        "--save",
        saved.to_str().unwrap(),
        "--",
        "python3",
        &fixture,
        "faulty",
    ]);
    let live = live_legacy_codes(&json);
    assert_eq!(
        live,
        [
            "document/legacy-initialize \"info\"",
            "document/legacy-server \"error\"",
            "probe/older-revision \"info\"",
            "probe/server-request \"info\"",
            "schema/missing-member \"error\"",
            "schema/wrong-type \"error\"",
        ],
        "{json}"
    );
    let (code, documents) = check_file(&saved);
    assert_eq!((code, live_code), (Some(1), Some(1)));
    assert_eq!(checked_codes(&documents), live, "{documents:?}");
    // No 2026-07-28 finding on an answer after the discover one, and each names its revision.
    assert_eq!(documents[0]["kind"], "legacy-server");
    for document in &documents[1..] {
        assert_eq!(
            (
                document["negotiated"].as_str(),
                document["judgedBy"].as_str()
            ),
            (Some("2025-06-18"), Some("2025-11-25")),
            "{document}"
        );
    }
    let inputs: Vec<&str> = (documents[1..].iter())
        .map(|d| d["method"].as_str().unwrap())
        .collect();
    assert_eq!(
        inputs,
        [
            "initialize",
            "tools/list",
            "tools/list",
            "prompts/list",
            "resources/list",
            "resources/templates/list"
        ]
    );
    let echo = &documents[3]["diagnostics"][0];
    assert_eq!(echo["pointer"], "/result/tools/0");
    assert_eq!(documents[3]["cursor"], "tools-2");

    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
            .args(args)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap())
    };
    let path = saved.to_str().unwrap();
    let (_, human) = run(&["check", "--lang", "en", path]);
    for part in [
        "negotiated through initialize: 2025-06-18; answers judged by revision: 2025-11-25",
        "error[schema/missing-member]: tools[0] has no inputSchema, which is required.",
        ":10: tools/list (cursor \"tools-2\")  judged by 2025-11-25\u{a0}— 1 error, 0 warnings, 0 notes\u{a0}— not valid for 2025-11-25",
        "The server speaks revision 2025-06-18.",
        "mcp-anatomy check --format markdown ",
    ] {
        assert!(human.contains(part), "{part}: {human}");
    }
    // The excerpt points at the value the pointer names: the prompt argument's "yes".
    assert!(human.contains("^^^^^\n"), "{human}");
    // Judged by 2025-11-25's schema: nothing of what 2026-07-28 adds to a list is asked for.
    for modern in ["resultType", "ttlMs", "meta/missing-server-info"] {
        assert!(!human.contains(modern), "{modern}: {human}");
    }
    let (_, russian) = run(&["check", "--lang", "ru", path]);
    assert!(
        russian.contains(
            "согласовано через initialize: 2025-06-18; ответы проверены по ревизии: 2025-11-25"
        ),
        "{russian}"
    );
    let faults = common::proofread::terminal_faults(&russian);
    assert!(faults.is_empty(), "{faults:#?}");

    // The migration report from the file is the live probe's.
    let (_, from_probe) = run(&[
        "probe", "--format", "markdown", "--", "python3", &fixture, "faulty",
    ]);
    let (code, from_file) = run(&["check", "--format", "markdown", path]);
    assert_eq!(code, Some(0));
    assert_eq!(from_file, from_probe);

    // SARIF: valid, with the engine's findings by the revision on their lines of the file.
    let (_, sarif) = run(&["check", "--format", "sarif", path]);
    let sarif: Value = serde_json::from_str(&sarif).unwrap();
    let validator = jsonschema::validator_for(&common::sarif_schema()).unwrap();
    assert!(validator.is_valid(&sarif));
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    let lines: Vec<(String, u64)> = (results.iter())
        .filter(|r| r["level"] == "error")
        .map(|r| {
            let region = &r["locations"][0]["physicalLocation"]["region"];
            (
                r["ruleId"].as_str().unwrap().to_owned(),
                region["startLine"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("document/legacy-server".to_owned(), 2),
            ("schema/missing-member".to_owned(), 10),
            ("schema/wrong-type".to_owned(), 12)
        ],
        "{results:?}"
    );

    // `docs`: the server's own revision first, its findings at their items.
    let (code, markdown) = run(&["docs", "--format", "markdown", path]);
    assert_eq!(code, Some(0));
    assert!(
        markdown.contains("the validator found 3 errors, 3 notes\\."),
        "{markdown}"
    );
    assert!(
        markdown.contains(
            "This server speaks revision 2025\\-06\\-18 of the protocol, not 2026\\-07\\-28"
        ),
        "{markdown}"
    );
    let echo = markdown.split("### echo").nth(1).unwrap();
    let echo = echo.split("###").next().unwrap();
    assert!(
        echo.contains(
            "<code>schema/missing\\-member</code> <code>tools\\[0\\]</code> has no <code>inputSchema</code>"
        ),
        "{echo}"
    );
    let (_, russian) = run(&["docs", "--format", "markdown", "--lang", "ru", path]);
    assert!(
        russian.contains(
            "Этот сервер поддерживает ревизию протокола 2025\\-06\\-18, а не 2026\\-07\\-28"
        ),
        "{russian}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// One validator of 2025-11-25: the same saved walk (a page of tools with one without
/// `inputSchema`, a prompt argument whose `required` is a string) gives the same findings, the
/// same codes on the same lines, in `check --format json`, in `docs` and from the engine entry
/// the reference view judges it with (`engine::check_messages`, web/reference/model.rs); the
/// live probe's reports hold the same codes at the same pointers.
/// A legacy server that refuses `initialize` leaves a client of 2025-11-25 nothing to walk: the
/// probe says so, as an error of the exchange, and fails.
#[test]
fn a_refused_initialize_is_said_and_fails() {
    let fixture = server("legacy_server.py");
    let (code, json, _) = probe(&["--", "python3", &fixture, "refusing"]);
    let exchanges = json["exchanges"].as_array().expect("the walk's exchanges");
    let initialize = (exchanges.iter())
        .find(|e| e["method"] == "initialize")
        .unwrap_or_else(|| panic!("{json}"));
    let notes = initialize["notes"].to_string();
    assert!(
        notes.contains(
            "`initialize` was refused with error `-32602`: a client of 2025-11-25 has nothing to walk."
        ),
        "{initialize}"
    );
    assert_eq!(code, Some(1), "{json}");
}

#[test]
fn a_saved_legacy_walk_has_one_validator_in_check_docs_and_the_reference_view() {
    let dir = scratch("legacy-one-validator");
    let saved = dir.join("walk.jsonl");
    let fixture = server("legacy_server.py");
    let path = saved.to_str().unwrap();
    let (_, live, _) = probe(&["--save", path, "--", "python3", &fixture, "faulty"]);
    let text = std::fs::read_to_string(&saved).unwrap();
    let sorted = |mut found: Vec<(String, String, usize)>| {
        found.sort();
        found
    };

    // The reference view's judgement of the file, natively.
    let messages = mcp_anatomy::engine::check_messages(&text, false).expect("a transcript");
    let view = sorted(
        (messages.iter().flat_map(|m| &m.report.diagnostics))
            .map(|d| {
                let code = d.diagnostic.code.id().to_owned();
                (code, d.diagnostic.pointer.clone(), d.start.line)
            })
            .collect(),
    );
    for fault in [
        ("schema/missing-member", "/result/tools/0", 10),
        (
            "schema/wrong-type",
            "/result/prompts/0/arguments/0/required",
            12,
        ),
    ] {
        let fault = (fault.0.to_owned(), fault.1.to_owned(), fault.2);
        assert!(view.contains(&fault), "{fault:?}: {view:?}");
    }

    // `check --format json`: the engine's findings of every answer, the probe's notes apart.
    let (_, documents) = check_file(&saved);
    let checked = sorted(
        (documents.iter())
            .flat_map(|d| d["diagnostics"].as_array().unwrap().clone())
            .filter(|d| !d["code"].as_str().unwrap().starts_with("probe/"))
            .map(|d| {
                // A finding without a place in the file is line 0, which no engine finding has.
                let line = d["range"]["start"]["line"].as_u64().unwrap_or_default() as usize;
                let [code, pointer] =
                    ["code", "pointer"].map(|k| d[k].as_str().unwrap().to_owned());
                (code, pointer, line)
            })
            .collect(),
    );
    assert_eq!(checked, view);

    // `docs`: each finding once, `- **severity** `code` sentence (file:line)`.
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["docs", "--format", "markdown", path])
        .output()
        .unwrap();
    let markdown = String::from_utf8(out.stdout).unwrap();
    let mut in_docs: Vec<(String, usize)> = (markdown.lines())
        .filter_map(|line| {
            let rest = line.strip_prefix("- <strong>")?;
            let code = rest.split("<code>").nth(1)?.split("</code>").next()?;
            let at = line.rsplit("&#58;").next()?.strip_suffix(')')?;
            Some((code.replace('\\', ""), at.parse().ok()?))
        })
        .filter(|(code, _)| !code.starts_with("probe/"))
        .collect();
    in_docs.sort();
    let mut view_lines: Vec<(String, usize)> = (view.iter())
        .map(|(code, _, line)| (code.clone(), *line))
        .collect();
    view_lines.sort();
    assert_eq!(in_docs, view_lines, "{markdown}");

    // The live probe: the same codes at the same pointers, each in its answer's report.
    let reports = (live["exchanges"].as_array().unwrap().iter())
        .flat_map(|e| e["report"]["diagnostics"].as_array().unwrap().clone());
    let mut probed: Vec<(String, String)> = (live["diagnostics"].as_array().unwrap().clone())
        .into_iter()
        .chain(reports)
        .map(|d| {
            let [code, pointer] = ["code", "pointer"].map(|k| d[k].as_str().unwrap().to_owned());
            (code, pointer)
        })
        .collect();
    probed.sort();
    let mut view_pointers: Vec<(String, String)> = (view.iter())
        .map(|(code, pointer, _)| (code.clone(), pointer.clone()))
        .collect();
    view_pointers.sort();
    assert_eq!(probed, view_pointers);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_migration_report_in_markdown_russian_and_the_ci_formats() {
    let fixture = server("legacy_server.py");
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
            .arg("probe")
            .args(args)
            .args(["--", "python3", &fixture])
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap())
    };
    let (code, markdown) = run(&["--format", "markdown"]);
    assert_eq!(code, Some(1));
    assert!(
        markdown.starts_with("# Migration from 2025-06-18 to 2026-07-28\n"),
        "{markdown}"
    );
    for part in [
        "## 1. ",
        "## 2. ",
        "## 3. ",
        "```json\n",
        "### `tools/list (cursor \"tools-2\")`",
        "[basic/patterns/mrtr](https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr)",
    ] {
        assert!(markdown.contains(part), "{part}: {markdown}");
    }
    let (_, russian) = run(&["--format", "markdown", "--lang", "ru"]);
    assert!(
        russian.starts_with("# Переход с ревизии 2025-06-18 на 2026-07-28\n"),
        "{russian}"
    );
    assert!(
        russian.contains("Час: сервер сообщает об изменениях этого перечня"),
        "{russian}"
    );
    let (_, human) = run(&["--lang", "ru"]);
    assert!(
        human.contains(
            "согласовано через initialize: 2025-06-18; ответы проверены по ревизии: 2025-11-25"
        ),
        "{human}"
    );
    assert!(
        human.contains("клиент откатывается к initialize"),
        "{human}"
    );
    // The migration report's sentences show their code plainly, as the rest of the report.
    let report = human
        .split("2025-06-18 на 2026-07-28")
        .nth(1)
        .unwrap_or_else(|| panic!("{human}"));
    assert!(!report.contains('`'), "{report}");
    let faults = common::proofread::terminal_faults(&human);
    assert!(faults.is_empty(), "{faults:#?}");

    let (_, sarif) = run(&["--format", "sarif"]);
    let sarif: Value = serde_json::from_str(&sarif).unwrap();
    let validator = jsonschema::validator_for(&common::sarif_schema()).unwrap();
    assert!(validator.is_valid(&sarif));
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert!(
        results.iter().any(|r| r["level"] == "warning"
            && r["message"]["text"]
                .as_str()
                .unwrap()
                .contains("The `initialize` handshake")),
        "{results:?}"
    );
    let (_, github) = run(&["--format", "github"]);
    assert!(
        github.contains("judged by the 2025-11-25 rules"),
        "the fallback's own note: {github}"
    );
    assert!(
        github.contains("migration to 2026-07-28: tools/list"),
        "{github}"
    );
    let (_, junit) = run(&["--format", "junit"]);
    assert!(junit.contains("The `initialize` handshake"), "{junit}");

    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["check", "--format", "markdown", "-"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "markdown is the probe's alone");
}

/// Runs `probe` with `args` before the target, for its standard output.
fn probe_human(args: &[&str], server_args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .arg("probe")
        .args(args)
        .arg("--")
        .args(server_args)
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// `n` and the English noun for it.
fn of(n: u64, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

#[test]
fn the_human_probe_shows_raw_answers_only_when_verbose_and_ends_with_its_totals() {
    let fixture = server("walk_fixture.py");
    let target = ["python3", fixture.as_str()];
    let (_, json, _) = probe(&["--", "python3", &fixture]);
    let exchanges = json["exchanges"].as_array().unwrap();
    let answers: Vec<&str> = std::iter::once(&json["response"])
        .chain(exchanges.iter().map(|e| &e["response"]))
        .map(|answer| answer.as_str().unwrap())
        .collect();
    // Each severity's findings: the engine's and the probe's notes, over every exchange.
    let reports = std::iter::once(&json).chain(exchanges.iter().map(|e| &e["report"]));
    let mut counts = [0; 3];
    for (at, (severity, member)) in [
        ("error", "errors"),
        ("warning", "warnings"),
        ("info", "infos"),
    ]
    .into_iter()
    .enumerate()
    {
        let noted = std::iter::once(&json["notes"]).chain(exchanges.iter().map(|e| &e["notes"]));
        let noted = noted.flat_map(|notes| notes.as_array().unwrap());
        counts[at] = reports
            .clone()
            .map(|r| r[member].as_u64().unwrap())
            .sum::<u64>()
            + noted.filter(|n| n["severity"] == severity).count() as u64;
    }
    assert!(
        counts[0] > 0 && counts[2] > 0,
        "{counts:?}: the fixture has errors and notes"
    );

    let human = probe_human(&["--lang", "en"], &target);
    for answer in &answers {
        assert!(
            !human.lines().any(|line| line == *answer),
            "{answer} in {human}"
        );
    }
    assert!(!human.contains("response:"), "{human}");
    let totals = human.lines().last().unwrap();
    let expected = format!(
        "Sent {}, answers judged against MCP 2026-07-28: ",
        of(answers.len() as u64, "request")
    );
    assert!(totals.starts_with(&expected), "{expected}: {totals}");
    let findings = format!(
        "; {}, {}, {}",
        of(counts[0], "error"),
        of(counts[1], "warning"),
        of(counts[2], "note")
    );
    assert!(totals.ends_with(&findings), "{findings}: {totals}");

    let verbose = probe_human(&["--lang", "en", "--verbose"], &target);
    for answer in &answers {
        assert!(
            verbose.lines().any(|line| line == *answer),
            "{answer} in {verbose}"
        );
    }
    assert_eq!(verbose.lines().last(), Some(totals));

    let russian = probe_human(&["--lang", "ru"], &target);
    let last = russian.lines().last().unwrap();
    assert!(last.starts_with("Отправлено: "), "{last}");
    assert!(last.contains(&format!("; {} ошиб", counts[0])), "{last}");
    let faults = common::proofread::terminal_faults(&russian);
    assert!(faults.is_empty(), "{faults:#?}");
}
