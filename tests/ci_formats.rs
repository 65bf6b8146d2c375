//! `mcp-anatomy check` as CI runs it: a folder of files checked at once, in a stable order, and
//! the formats CI systems read — SARIF held to the official SARIF 2.1.0 schema, JUnit parsed as
//! XML, GitHub workflow commands — with their exit statuses.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run_in, stdout};

use quick_xml::events::Event;
use serde_json::Value;
use std::path::PathBuf;

/// A folder of inputs, made afresh for one test: a broken response, a clean one, a response
/// with only a warning, a transcript in a subfolder (requests and answers, a blank line), and a
/// file that is not checked.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpa-ci-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("b/transcripts")).unwrap();
    std::fs::write(dir.join("a-broken.json"), "{\n  \"ttlMs\": -1\n}\n").unwrap();
    std::fs::write(dir.join("b/clean.json"), common::typical_response()).unwrap();
    let warned =
        common::typical_response().replace("\"2026-07-28\"", "\"2026-07-28\", \"2026-07-28\"");
    std::fs::write(dir.join("b/warned, twice.json"), warned).unwrap();
    std::fs::write(
        dir.join("b/transcripts/session.jsonl"),
        concat!(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}\n",
            "\n",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"supportedVersions\":[\"2026-07-28\"],\"capabilities\":{},\"ttlMs\":1.5,\"cacheScope\":\"public\"}}\n",
        ),
    )
    .unwrap();
    std::fs::write(dir.join("b/notes.md"), "not a response").unwrap();
    dir
}

#[test]
fn a_folder_is_walked_in_name_order_with_a_summary_line() {
    let dir = folder("walk");
    let out = run_in(&dir, &["check", "."]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let text = stdout(&out);
    let summaries: Vec<&str> = text
        .lines()
        .filter(|line| line.contains(" — ") && !line.starts_with(' '))
        .collect();
    let names: Vec<&str> = summaries
        .iter()
        .map(|l| l.split(": ").next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "./a-broken.json",
            "./b/clean.json",
            "./b/transcripts/session.jsonl:3",
            "./b/warned, twice.json",
        ],
        "notes.md is skipped, the request on line 1 is not the server's: {text}"
    );
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("Checked 4 files, 4 documents against MCP 2026-07-28: 2 not valid")
            && last.ends_with("6 errors, 3 warnings, 0 notes"),
        "{last}"
    );
    // The transcript's finding is placed in the file, not in its line alone.
    assert!(text.contains("session.jsonl:3:"), "{text}");
}

#[test]
fn many_files_are_checked_in_parallel_and_reported_in_order() {
    let dir = std::env::temp_dir().join(format!("mcpa-ci-many-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for i in 0..300 {
        let ttl = if i % 7 == 0 { "-1" } else { "1000" };
        let text =
            common::typical_response().replace("\"ttlMs\": 3600000", &format!("\"ttlMs\": {ttl}"));
        std::fs::write(dir.join(format!("r{i:03}.json")), text).unwrap();
    }
    let out = run_in(&dir, &["check", "--format", "json", "."]);
    let reports: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(reports.len(), 300);
    for (i, report) in reports.iter().enumerate() {
        assert_eq!(report["input"], format!("./r{i:03}.json"));
        assert_eq!(report["valid"], i % 7 != 0, "{report}");
    }
}

#[test]
fn sarif_follows_the_official_schema_and_places_every_finding() {
    let dir = folder("sarif");
    let out = run_in(
        &dir,
        &[
            "check",
            "--format",
            "sarif",
            "--docs-url",
            "https://example.org/codes.md",
            "a-broken.json",
            "b",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let problems = common::sarif_problems(&log);
    assert!(problems.is_empty(), "{problems:#?}");
    // The schema allows a lot; what GitHub code scanning reads is checked here.
    let run = &log["runs"][0];
    assert_eq!(log["version"], "2.1.0");
    let driver = &run["tool"]["driver"];
    assert_eq!(driver["name"], "mcp-anatomy");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(driver["informationUri"], "https://example.org/codes.md");
    let rule_ids: Vec<&str> = driver["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        rule_ids,
        [
            "discover/version-duplicate",
            "meta/missing-server-info",
            "schema/missing-member",
            "ttl/fraction",
            "ttl/negative"
        ],
        "the codes that occur, in the catalogue's order (by id)"
    );
    let negative = &driver["rules"][4];
    assert_eq!(
        negative["helpUri"],
        "https://example.org/codes.md#ttlnegative"
    );
    assert_eq!(negative["defaultConfiguration"]["level"], "error");
    assert!(
        negative["shortDescription"]["text"]
            .as_str()
            .unwrap()
            .contains("negative")
    );
    let results = run["results"].as_array().unwrap();
    let ttl = results
        .iter()
        .find(|r| r["ruleId"] == "ttl/negative")
        .unwrap();
    assert_eq!(ttl["level"], "error");
    assert_eq!(ttl["ruleIndex"], 4);
    let location = &ttl["locations"][0]["physicalLocation"];
    assert_eq!(location["artifactLocation"]["uri"], "a-broken.json");
    assert_eq!(
        location["region"],
        serde_json::json!({"startLine": 2, "startColumn": 12, "endLine": 2, "endColumn": 14})
    );
    let warned = results
        .iter()
        .find(|r| r["ruleId"] == "discover/version-duplicate")
        .unwrap();
    assert_eq!(warned["level"], "warning");
    assert_eq!(
        warned["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "b/warned%2C%20twice.json"
    );
    let fraction = results
        .iter()
        .find(|r| r["ruleId"] == "ttl/fraction")
        .unwrap();
    assert_eq!(
        fraction["locations"][0]["physicalLocation"]["region"]["startLine"],
        3
    );
    assert_eq!(results.len(), 9, "{results:#?}");
}

#[test]
fn sarif_without_a_docs_url_links_the_specification_and_reports_unreadable_inputs() {
    let dir = folder("sarif-plain");
    let out = run_in(
        &dir,
        &[
            "check",
            "--format",
            "sarif",
            "--lang",
            "ru",
            "a-broken.json",
            "missing.json",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unreadable input is a usage error"
    );
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let validator = jsonschema::validator_for(&common::sarif_schema()).unwrap();
    assert!(validator.is_valid(&log));
    let run = &log["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let rule = (rules.iter())
        .find(|r| r["id"] == "schema/missing-member")
        .unwrap_or_else(|| panic!("{rules:?}"));
    assert!(
        rule["helpUri"]
            .as_str()
            .unwrap()
            .starts_with("https://modelcontextprotocol.io/specification/2026-07-28/")
    );
    assert!(
        rule["shortDescription"]["text"]
            .as_str()
            .unwrap()
            .contains("обязательн"),
        "{rule}"
    );
    let invocation = &run["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    assert!(
        invocation["toolExecutionNotifications"][0]["message"]["text"]
            .as_str()
            .unwrap()
            .contains("missing.json")
    );
}

#[test]
fn github_annotations_one_per_finding_with_escaped_properties() {
    let dir = folder("github");
    let out = run_in(&dir, &["check", "--format", "github", "a-broken.json", "b"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9, "{text}");
    assert!(lines.contains(&"::error file=a-broken.json,line=2,col=12,endLine=2,endColumn=14,title=ttl/negative::`ttlMs` is `-1`; it must be 0 or more."), "{text}");
    // A comma in the path would end the property; GitHub's escape keeps it.
    let warned = lines
        .iter()
        .find(|l| l.contains("version-duplicate"))
        .unwrap();
    assert!(
        warned.starts_with("::warning file=b/warned%2C twice.json,line="),
        "{warned}"
    );
    assert!(lines.iter().all(|l| l.starts_with("::error ")
        || l.starts_with("::warning ")
        || l.starts_with("::notice ")));
}

/// An element of a JUnit document: its name, attributes and text.
type Element = (String, Vec<(String, String)>, String);

/// The elements of a JUnit document, in document order.
fn junit(text: &str) -> Vec<Element> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut elements = Vec::new();
    loop {
        match reader
            .read_event()
            .expect("JUnit output is well-formed XML")
        {
            Event::Start(e) | Event::Empty(e) => {
                let attributes = e
                    .attributes()
                    .map(|a| {
                        let a = a.unwrap();
                        (
                            String::from_utf8(a.key.as_ref().to_vec()).unwrap(),
                            a.unescape_value().unwrap().into_owned(),
                        )
                    })
                    .collect();
                elements.push((
                    String::from_utf8(e.name().as_ref().to_vec()).unwrap(),
                    attributes,
                    String::new(),
                ));
            }
            Event::Text(t) => {
                if let Some(last) = elements.last_mut() {
                    last.2.push_str(&t.decode().unwrap());
                }
            }
            // The parser hands entities (&quot; …) over apart from the text around them.
            Event::GeneralRef(r) => {
                let name = r.decode().unwrap();
                let resolved = quick_xml::escape::resolve_predefined_entity(&name)
                    .expect("a predefined entity");
                if let Some(last) = elements.last_mut() {
                    last.2.push_str(resolved);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    elements
}

fn attribute<'a>(element: &'a Element, name: &str) -> &'a str {
    element
        .1
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .unwrap_or_default()
}

#[test]
fn junit_one_case_per_file_failing_on_errors_or_on_warnings_when_asked() {
    let dir = folder("junit");
    for (fail_on, failures, status) in [("error", 2, 1), ("warning", 3, 1)] {
        let out = run_in(
            &dir,
            &["check", "--format", "junit", "--fail-on", fail_on, "."],
        );
        assert_eq!(out.status.code(), Some(status));
        let elements = junit(&stdout(&out));
        let suite = elements.iter().find(|e| e.0 == "testsuite").unwrap();
        assert_eq!(attribute(suite, "tests"), "4");
        assert_eq!(
            attribute(suite, "failures"),
            failures.to_string(),
            "--fail-on {fail_on}"
        );
        let cases: Vec<&str> = elements
            .iter()
            .filter(|e| e.0 == "testcase")
            .map(|e| attribute(e, "name"))
            .collect();
        assert_eq!(
            cases,
            [
                "./a-broken.json",
                "./b/clean.json",
                "./b/transcripts/session.jsonl",
                "./b/warned, twice.json"
            ]
        );
        let failure = elements.iter().find(|e| e.0 == "failure").unwrap();
        assert!(
            failure
                .2
                .contains("./a-broken.json:2:12: error[ttl/negative]"),
            "{failure:?}"
        );
    }
    // Only a warning: valid by default, failing with --fail-on warning.
    let only_warned = ["check", "--format", "junit", "b/warned, twice.json"];
    assert_eq!(run_in(&dir, &only_warned).status.code(), Some(0));
    let out = run_in(
        &dir,
        &[&only_warned[..], &["--fail-on", "warning"]].concat(),
    );
    assert_eq!(out.status.code(), Some(1));
    // An unreadable file is an error case, not a failure.
    let out = run_in(&dir, &["check", "--format", "junit", "nope.json"]);
    assert_eq!(out.status.code(), Some(2));
    let elements = junit(&stdout(&out));
    assert!(
        elements
            .iter()
            .any(|e| e.0 == "error" && attribute(e, "message").contains("nope.json"))
    );
}

#[test]
fn a_folder_with_nothing_to_check_is_a_usage_error() {
    let dir = std::env::temp_dir().join(format!("mcpa-ci-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("readme.txt"), "nothing").unwrap();
    let out = run_in(&dir, &["check", "."]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no *.json or *.jsonl file"));
}

/// A transcript names the method of each answer through its request's id; `--method` names it
/// for every document. Either way an answer is checked as what it answers: a `tools/list`
/// result without `tools` is missing its tools (not a broken discover result), and an error to
/// a list says nothing about the server's era.
#[test]
fn answers_are_checked_as_answers_to_their_method() {
    let dir = std::env::temp_dir().join(format!("mcpa-ci-method-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let result = r#"{"resultType":"complete","ttlMs":1000,"cacheScope":"public","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"d","version":"1"}}}"#;
    std::fs::write(
        dir.join("session.jsonl"),
        format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\",\"params\":{{\"_meta\":{{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{{}}}}}}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"prompts/list\",\"params\":{{\"_meta\":{{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{{}}}}}}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{result}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{{\"code\":-32601,\"message\":\"Prompts not supported\"}}}}\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.join("bare.json"), result).unwrap();
    let reports = |args: &[&str]| -> Vec<Value> {
        let out = run_in(&dir, args);
        stdout(&out)
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    };
    let transcript = reports(&["check", "--format", "json", "session.jsonl"]);
    assert_eq!(transcript.len(), 2, "{transcript:?}");
    assert_eq!(transcript[0]["kind"], "tools-list-response");
    assert_eq!(
        transcript[0]["diagnostics"][0]["code"],
        "schema/missing-member"
    );
    assert!(
        (transcript[0]["diagnostics"][0]["message"].as_str().unwrap()).contains("`tools`"),
        "{}",
        transcript[0]
    );
    assert_eq!(transcript[1]["kind"], "error-response");
    assert_eq!(transcript[1]["errors"], 0, "{}", transcript[1]);
    // The rules across messages come with the message they concern, at its line.
    std::fs::write(
        dir.join("pages.jsonl"),
        format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\",\"params\":{{\"_meta\":{{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{{}}}}}}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\",\"params\":{{\"_meta\":{{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{{}}}},\"cursor\":\"c\"}}}}\n\
             {{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}}\n",
            result.replace("\"public\"", "\"public\",\"tools\":[],\"nextCursor\":\"c\""),
            result.replace("\"public\"", "\"private\",\"tools\":[]"),
        ),
    )
    .unwrap();
    let pages = reports(&["check", "--format", "json", "pages.jsonl"]);
    assert_eq!(pages.len(), 2, "{pages:?}");
    assert_eq!(pages[0]["input"], "pages.jsonl:2");
    assert_eq!(pages[0]["errors"], 0, "{}", pages[0]);
    let scope = &pages[1]["diagnostics"][0];
    assert_eq!(scope["code"], "transcript/scope-changes", "{}", pages[1]);
    assert_eq!(scope["range"]["start"]["line"], 4);
    // Without a method, the bare result looks like a discover result and is judged as one.
    let guessed = reports(&["check", "--format", "json", "bare.json"]);
    assert_eq!(guessed[0]["kind"], "discover-result");
    let told = reports(&[
        "check",
        "--format",
        "json",
        "--method",
        "prompts/list",
        "bare.json",
    ]);
    assert_eq!(told[0]["kind"], "prompts-list-result");
    assert!(told[0].to_string().contains("`prompts`"), "{}", told[0]);
}

/// In a JSON array of messages, a finding across messages is placed at the element it
/// concerns: its pointer starts with the element's index, and SARIF and GitHub put it on the
/// element's line.
#[test]
fn findings_across_an_array_of_messages_are_placed_at_their_element() {
    let dir = std::env::temp_dir().join(format!("mcpa-ci-array-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("array.json"),
        concat!(
            "[\n",
            "  {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}},\n",
            "  {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"supportedVersions\":[\"2026-07-28\"],\"capabilities\":{\"tools\":{}},\"ttlMs\":1,\"cacheScope\":\"public\",\"_meta\":{\"io.modelcontextprotocol/serverInfo\":{\"name\":\"a\",\"version\":\"1\"}}}},\n",
            "  {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}},\n",
            "  {\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}\n",
            "]\n",
        ),
    )
    .unwrap();
    let out = run_in(&dir, &["check", "--format", "json", "array.json"]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a refused capability is an error"
    );
    let text = stdout(&out);
    let diagnostics: Vec<Value> = (text.lines())
        .flat_map(|line| {
            let report: Value = serde_json::from_str(line).unwrap();
            report["diagnostics"].as_array().unwrap().clone()
        })
        .collect();
    let refused = (diagnostics.iter())
        .find(|d| d["code"] == "transcript/capability-refused")
        .unwrap_or_else(|| panic!("{text}"));
    assert_eq!(refused["pointer"], "/3");
    assert_eq!(refused["severity"], "error");
    assert_eq!(refused["range"]["start"]["line"], 5);
    assert_eq!(refused["range"]["start"]["column"], 3);

    let sarif: Value = serde_json::from_str(&stdout(&run_in(
        &dir,
        &["check", "--format", "sarif", "array.json"],
    )))
    .unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    let result = (results.iter())
        .find(|r| r["ruleId"] == "transcript/capability-refused")
        .unwrap_or_else(|| panic!("{results:?}"));
    let region = &result["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_u64(), region["startColumn"].as_u64()),
        (Some(5), Some(3))
    );

    let github = stdout(&run_in(
        &dir,
        &["check", "--format", "github", "array.json"],
    ));
    assert!(
        github
            .lines()
            .any(|l| l.starts_with("::error file=array.json,line=5,col=3,")
                && l.contains("title=transcript/capability-refused::")),
        "{github}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
