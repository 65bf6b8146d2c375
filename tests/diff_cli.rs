//! `mcp-anatomy diff` end to end: two releases of a server on the official Python SDK
//! (tests/servers/surface_v1.py, surface_v2.py) walked by `probe --save`, then compared in
//! every format — SARIF held to the SARIF 2.1.0 schema, JUnit parsed as XML, the Markdown
//! comment parsed as GitHub-flavoured Markdown — and inputs that cannot be compared.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run_in, stdout};

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::OnceLock;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A folder holding the walks of both releases, `v1.jsonl` and `v2.jsonl`, made once.
fn walks() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("mcpa-diff-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let python = root().join(".venv/bin/python");
        assert!(
            python.is_file(),
            "{} is missing: run scripts/bootstrap.sh servers",
            python.display()
        );
        for version in ["v1", "v2"] {
            let server = root().join(format!("tests/servers/surface_{version}.py"));
            let save = format!("{version}.jsonl");
            let out = run_in(
                &dir,
                &[
                    "probe",
                    "--save",
                    &save,
                    "--",
                    python.to_str().unwrap(),
                    server.to_str().unwrap(),
                ],
            );
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}{}",
                stdout(&out),
                stderr(&out)
            );
        }
        dir
    })
}

fn diff(args: &[&str]) -> Output {
    let mut full = vec!["diff"];
    full.extend_from_slice(args);
    full.extend(["v1.jsonl", "v2.jsonl"]);
    run_in(walks(), &full)
}

#[test]
fn the_second_release_breaks_three_ways_and_changes_two_more() {
    let out = diff(&["--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        report["summary"],
        serde_json::json!({"breaking": 3, "risky": 1, "safe": 1})
    );
    assert_eq!(report["fails"], true);
    assert_eq!(report["newServer"]["name"], "notes");
    let mut changes: Vec<(String, String, String, String)> = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let field = |name: &str| c[name].as_str().unwrap_or_default().to_owned();
            (
                field("class"),
                field("kind"),
                field("item"),
                field("pointer"),
            )
        })
        .collect();
    changes.sort();
    let expected = [
        (
            "breaking",
            "enum-changed",
            "search",
            "/inputSchema/properties/mode/enum",
        ),
        (
            "breaking",
            "field-added",
            "export",
            "/inputSchema/properties/format",
        ),
        ("breaking", "item-removed", "archive", ""),
        ("risky", "text-changed", "search", "/description"),
        (
            "safe",
            "field-added",
            "search",
            "/inputSchema/properties/limit",
        ),
    ]
    .map(|(a, b, c, d)| (a.to_owned(), b.to_owned(), c.to_owned(), d.to_owned()));
    assert_eq!(changes, expected);
    // Each place is a range of the walk it names.
    let text = |file: &str| std::fs::read_to_string(walks().join(file)).unwrap();
    let (v1, v2) = (text("v1.jsonl"), text("v2.jsonl"));
    for change in report["changes"].as_array().unwrap() {
        for (side, walk) in [("old", &v1), ("new", &v2)] {
            let place = &change[side];
            let (start, end) = (
                place["startByte"].as_u64().unwrap() as usize,
                place["endByte"].as_u64().unwrap() as usize,
            );
            let line = walk[..start].matches('\n').count() + 1;
            assert_eq!(place["line"], line, "{change}");
            assert!(end <= walk.len() && start < end);
        }
    }
    let removed = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "item-removed")
        .unwrap();
    let old = &removed["old"];
    let span =
        &v1[old["startByte"].as_u64().unwrap() as usize..old["endByte"].as_u64().unwrap() as usize];
    assert!(
        span.starts_with('{') && span.contains("\"archive\""),
        "{span}"
    );
    let enum_change = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "enum-changed")
        .unwrap();
    assert!(
        enum_change["message"]
            .as_str()
            .unwrap()
            .contains("\"fuzzy\"")
    );
}

#[test]
fn fail_on_sets_the_exit_status_and_a_walk_equals_itself() {
    assert_eq!(diff(&[]).status.code(), Some(1));
    assert_eq!(diff(&["--fail-on", "risky"]).status.code(), Some(1));
    assert_eq!(diff(&["--fail-on", "any"]).status.code(), Some(1));
    let same = run_in(
        walks(),
        &["diff", "--fail-on", "any", "v1.jsonl", "v1.jsonl"],
    );
    assert_eq!(same.status.code(), Some(0), "{}", stdout(&same));
    assert!(stdout(&same).contains("0 changes"), "{}", stdout(&same));
    // Only a safe change: it fails `any` alone.
    let dir = walks().join("safe");
    std::fs::create_dir_all(&dir).unwrap();
    let list = |ttl: u32| {
        format!(
            r#"{{"tools":[{{"name":"a","inputSchema":{{"type":"object"}}}}],"ttlMs":{ttl},"cacheScope":"public"}}"#
        )
    };
    std::fs::write(dir.join("old.json"), list(1)).unwrap();
    std::fs::write(dir.join("new.json"), list(2)).unwrap();
    let safe = |fail_on: &str| {
        run_in(
            &dir,
            &["diff", "--fail-on", fail_on, "old.json", "new.json"],
        )
        .status
        .code()
    };
    assert_eq!(safe("breaking"), Some(0));
    assert_eq!(safe("risky"), Some(0));
    assert_eq!(safe("any"), Some(1));
}

#[test]
fn human_output_names_each_change_with_both_places_in_either_language() {
    let out = diff(&[]);
    let text = stdout(&out);
    // The servers are named as their discover answers name them (the SDK gives no version).
    assert!(
        text.starts_with("v1.jsonl (notes) → v2.jsonl (notes)\n"),
        "{text}"
    );
    assert!(text.contains("tools/list › archive"), "{text}");
    // Code is shown plainly in a terminal, without backticks.
    assert!(text.contains("Tool archive removed"), "{text}");
    assert!(!text.contains('`'), "{text}");
    assert!(
        text.contains("old: v1.jsonl:") && text.contains("new: v2.jsonl:"),
        "{text}"
    );
    assert!(
        text.contains("5 changes: 3 breaking, 1 risky, 1 safe"),
        "{text}"
    );
    let ru = stdout(&diff(&["--lang", "ru"]));
    assert!(ru.contains("Инструмент archive удалён"), "{ru}");
    assert!(!ru.contains('`'), "{ru}");
    assert!(
        ru.contains("было: v1.jsonl:") && ru.contains("стало: v2.jsonl:"),
        "{ru}"
    );
    assert!(ru.contains("5 изменений"), "{ru}");
    // Each change's label agrees with «изменение».
    assert!(ru.contains("\nнесовместимое  "), "{ru}");
    let faults = common::proofread::terminal_faults(&ru);
    assert!(faults.is_empty(), "{faults:#?}");
    let markdown = stdout(&diff(&["--format", "markdown", "--lang", "ru"]));
    let faults = common::proofread::markdown_faults(&markdown);
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn sarif_follows_the_official_schema_with_both_places() {
    let out = diff(&["--format", "sarif"]);
    assert_eq!(out.status.code(), Some(1));
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let problems = common::sarif_problems(&log);
    assert!(problems.is_empty(), "{problems:#?}");
    let run = &log["runs"][0];
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["diff/breaking", "diff/risky", "diff/safe"]);
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 5);
    let levels = |level: &str| results.iter().filter(|r| r["level"] == level).count();
    assert_eq!(
        (levels("error"), levels("warning"), levels("note")),
        (3, 1, 1)
    );
    for result in results {
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(result["ruleId"], rules[index]);
        let location = &result["locations"][0]["physicalLocation"];
        assert_eq!(location["artifactLocation"]["uri"], "v2.jsonl");
        assert!(location["region"]["startLine"].as_u64().unwrap() >= 1);
        let related = &result["relatedLocations"][0]["physicalLocation"];
        assert_eq!(related["artifactLocation"]["uri"], "v1.jsonl");
    }
}

#[test]
fn github_annotations_one_per_change_on_the_new_walk() {
    let text = stdout(&diff(&["--format", "github"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    let count = |prefix: &str| lines.iter().filter(|l| l.starts_with(prefix)).count();
    assert_eq!(
        (count("::error "), count("::warning "), count("::notice ")),
        (3, 1, 1)
    );
    assert!(
        lines.iter().all(|l| l.contains("file=v2.jsonl,line=")),
        "{text}"
    );
    assert!(
        lines
            .iter()
            .all(|l| l.contains("title=") && l.contains("::"))
    );
}

/// The test cases of a JUnit document: their names and whether each failed.
fn junit_cases(text: &str) -> (Vec<(String, bool)>, String) {
    use quick_xml::events::Event as Xml;
    let mut reader = quick_xml::Reader::from_str(text);
    let (mut cases, mut suite_failures) = (Vec::new(), String::new());
    loop {
        match reader
            .read_event()
            .expect("JUnit output is well-formed XML")
        {
            Xml::Start(e) | Xml::Empty(e) => {
                let attribute = |name: &str| {
                    e.try_get_attribute(name)
                        .unwrap()
                        .map(|a| a.unescape_value().unwrap().into_owned())
                };
                match e.name().as_ref() {
                    b"testcase" => cases.push((attribute("name").unwrap(), false)),
                    b"failure" => cases.last_mut().expect("a failure inside a test case").1 = true,
                    b"testsuite" => suite_failures = attribute("failures").unwrap(),
                    _ => {}
                }
            }
            Xml::Eof => break,
            _ => {}
        }
    }
    (cases, suite_failures)
}

#[test]
fn junit_is_xml_with_a_case_per_change_failing_from_fail_on_up() {
    let (cases, failures) = junit_cases(&stdout(&diff(&["--format", "junit"])));
    assert_eq!(cases.len(), 5);
    assert_eq!(failures, "3");
    assert_eq!(cases.iter().filter(|(_, failed)| *failed).count(), 3);
    assert!(
        cases
            .iter()
            .any(|(name, failed)| name == "tools/list › archive" && *failed)
    );
    let (cases, failures) =
        junit_cases(&stdout(&diff(&["--format", "junit", "--fail-on", "risky"])));
    assert_eq!((cases.len(), failures.as_str()), (5, "4"));
    let same = run_in(
        walks(),
        &["diff", "--format", "junit", "v1.jsonl", "v1.jsonl"],
    );
    let (cases, failures) = junit_cases(&stdout(&same));
    assert_eq!((cases.len(), failures.as_str()), (1, "0"));
}

/// The tables of a Markdown document as GitHub reads it: under which heading, and the cells
/// of each row (the header row first).
fn markdown_tables(text: &str) -> Vec<(String, Vec<Vec<String>>)> {
    let mut tables = Vec::new();
    let (mut heading, mut in_heading) = (String::new(), false);
    let (mut rows, mut cell): (Vec<Vec<String>>, Option<String>) = (Vec::new(), None);
    for event in Parser::new_ext(text, Options::ENABLE_TABLES) {
        match event {
            Event::Start(Tag::Heading { .. }) => (heading, in_heading) = (String::new(), true),
            Event::End(TagEnd::Heading(_)) => in_heading = false,
            Event::Start(Tag::TableHead | Tag::TableRow) => rows.push(Vec::new()),
            Event::Start(Tag::TableCell) => cell = Some(String::new()),
            Event::End(TagEnd::TableCell) => rows.last_mut().unwrap().push(cell.take().unwrap()),
            Event::End(TagEnd::Table) => tables.push((heading.clone(), std::mem::take(&mut rows))),
            Event::Text(t) | Event::Code(t) => {
                if let Some(cell) = &mut cell {
                    cell.push_str(&t);
                } else if in_heading {
                    heading.push_str(&t);
                }
            }
            _ => {}
        }
    }
    tables
}

#[test]
fn markdown_is_a_comment_with_a_table_per_class() {
    let text = stdout(&diff(&["--format", "markdown"]));
    assert!(text.starts_with("## "), "{text}");
    let tables = markdown_tables(&text);
    let headings: Vec<&str> = tables.iter().map(|(h, _)| h.as_str()).collect();
    assert_eq!(
        headings,
        ["Breaking (3)", "Risky (1)", "Safe (1)"],
        "{text}"
    );
    for (heading, rows) in &tables {
        assert_eq!(rows[0], ["Where", "Change", "Old", "New"], "{heading}");
        assert!(rows.iter().all(|row| row.len() == 4), "{heading}: {rows:?}");
        for row in &rows[1..] {
            assert!(row[0].starts_with("tools/list › "), "{row:?}");
            assert!(
                row[2].starts_with("v1.jsonl:") && row[3].starts_with("v2.jsonl:"),
                "{row:?}"
            );
        }
    }
    assert_eq!(tables[0].1.len(), 4);
    // A pipe in a message stays inside its cell.
    let dir = walks().join("pipe");
    std::fs::create_dir_all(&dir).unwrap();
    let list = |description: &str| {
        format!(
            r#"{{"tools":[{{"name":"a|b","description":"{description}","inputSchema":{{"type":"object"}}}}]}}"#
        )
    };
    std::fs::write(dir.join("old.json"), list("a")).unwrap();
    std::fs::write(dir.join("new.json"), list("b")).unwrap();
    let out = run_in(
        &dir,
        &[
            "diff", "--format", "markdown", "--lang", "ru", "old.json", "new.json",
        ],
    );
    let tables = markdown_tables(&stdout(&out));
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].0, "Рискованные (1)");
    assert!(
        tables[0].1.iter().all(|row| row.len() == 4),
        "{:?}",
        tables[0].1
    );
}

#[test]
fn unreadable_inputs_exit_2_with_the_reason_and_no_panic() {
    let dir = walks().join("bad");
    std::fs::create_dir_all(dir.join("empty")).unwrap();
    std::fs::write(dir.join("broken.json"), "{\n  \"tools\": [,]\n}").unwrap();
    std::fs::write(
        dir.join("read.json"),
        r#"{"resultType":"complete","contents":[]}"#,
    )
    .unwrap();
    std::fs::write(dir.join("binary.json"), [0xff, 0xfe, 0x00]).unwrap();
    let good = walks().join("v1.jsonl");
    let good = good.to_str().unwrap();
    for (args, expected) in [
        (["missing.json", good], "cannot read missing.json"),
        (["broken.json", good], "broken.json:2:13: not JSON"),
        ([good, "read.json"], "read.json: no list answer"),
        (["empty", good], "empty: no list answer"),
        (["binary.json", good], "binary.json: not UTF-8"),
    ] {
        let out = run_in(&dir, &["diff", args[0], args[1]]);
        let message = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {message}");
        assert!(message.contains(expected), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{message}");
        assert!(stdout(&out).is_empty());
    }
    let out = run_in(&dir, &["diff", "--lang", "ru", "broken.json", good]);
    assert!(stderr(&out).contains("это не JSON"), "{}", stderr(&out));
}

/// Folders of saved answers on each side: the discover answer's capabilities compared, a list
/// only one side answers named and left alone.
#[test]
fn folders_of_answers_are_read_as_one_surface_each() {
    let dir = walks().join("folders");
    for side in ["old", "new"] {
        std::fs::create_dir_all(dir.join(side)).unwrap();
    }
    let example = |kind: &str| {
        let folder = common::spec_dir().join("examples").join(kind);
        let file = std::fs::read_dir(folder).unwrap().next().unwrap().unwrap();
        std::fs::read_to_string(file.path()).unwrap()
    };
    let discover = example("DiscoverResult");
    let tools = example("ListToolsResult");
    std::fs::write(dir.join("old/discover.json"), &discover).unwrap();
    std::fs::write(dir.join("old/tools.json"), &tools).unwrap();
    let mut withdrawn: Value = serde_json::from_str(&discover).unwrap();
    withdrawn["capabilities"]
        .as_object_mut()
        .unwrap()
        .remove("resources");
    std::fs::write(dir.join("new/discover.json"), withdrawn.to_string()).unwrap();
    std::fs::write(dir.join("new/tools.json"), &tools).unwrap();
    std::fs::write(dir.join("new/prompts.json"), example("ListPromptsResult")).unwrap();
    let out = run_in(&dir, &["diff", "--format", "json", "old", "new"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let changes = report["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{report:#}");
    assert_eq!(changes[0]["kind"], "capability-changed");
    assert_eq!(changes[0]["class"], "breaking");
    assert_eq!(changes[0]["old"]["file"], "old/discover.json");
    assert_eq!(
        report["notCompared"],
        serde_json::json!([{"list": "prompts/list", "onlyIn": "new"}])
    );
    let human = stdout(&run_in(&dir, &["diff", "old", "new"]));
    assert!(
        human.contains("prompts/list: only new answers it; not compared"),
        "{human}"
    );
    assert!(human.contains("Capability resources withdrawn"), "{human}");
}
