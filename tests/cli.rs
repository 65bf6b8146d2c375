//! The `mcp-anatomy check` command as a user runs it: files, standard input, both formats,
//! exit statuses.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    run_in_locale(args, stdin, None)
}

/// Runs the binary with only `LANG` of the locale variables set (to `lang`), or none of them,
/// so that the machine's own locale does not pick the language.
fn run_in_locale(args: &[&str], stdin: Option<&[u8]>, lang: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    if let Some(lang) = lang {
        command.env("LANG", lang);
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or_default()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpa-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn valid_official_example_exits_zero() {
    let (_, text) = &common::examples("DiscoverResultResponse")[0];
    let out = run(&["check", "-"], Some(text.as_bytes()));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("valid for 2026-07-28"));
}

#[test]
fn errors_exit_one_with_an_excerpt_and_a_marker() {
    let path = temp_file("bad.json", b"{\n  \"ttlMs\": -1\n}\n");
    let out = run(&["check", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("error[ttl/negative]"), "{stdout}");
    assert!(
        stdout.contains("\"ttlMs\": -1"),
        "the excerpt shows the line: {stdout}"
    );
    assert!(stdout.contains("^^"), "a marker under the range: {stdout}");
    assert!(stdout.contains(":2:"), "line 2 is named: {stdout}");
}

#[test]
fn json_lines_one_object_per_input_in_russian() {
    let good = temp_file("good.json", common::typical_response().as_bytes());
    let bad = temp_file(
        "legacy.json",
        br#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}"#,
    );
    let out = run(
        &[
            "check",
            "--format",
            "json",
            "--lang",
            "ru",
            good.to_str().unwrap(),
            bad.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["kind"], "discover-response");
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[1]["kind"], "legacy-server");
    let diagnostic = &lines[1]["diagnostics"][0];
    assert_eq!(diagnostic["code"], "document/legacy-server");
    assert!(
        diagnostic["message"]
            .as_str()
            .unwrap()
            .contains("initialize")
    );
    assert!(diagnostic["message"].as_str().unwrap().contains("сервер"));
    assert_eq!(diagnostic["range"]["start"]["line"], 1);
}

/// Bytes that are not UTF-8 are a finding like any other, in every output format: the issue
/// asks for a report, not a refusal.
#[test]
fn text_that_is_not_utf8_gets_a_report_in_every_format() {
    let latin1 = temp_file("latin1.json", b"{\"instructions\": \"caf\xe9\"}");
    let path = latin1.to_str().unwrap();
    let out = run(&["check", "--format", "json", path], None);
    assert_eq!(out.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["kind"], "not-utf8");
    let diagnostic = &report["diagnostics"][0];
    assert_eq!(diagnostic["code"], "document/not-utf8");
    assert_eq!(diagnostic["range"]["start"]["offset"], 21);
    assert!(diagnostic["message"].as_str().unwrap().contains("21"));
    for format in ["human", "sarif", "github", "junit"] {
        let out = run(&["check", "--format", format, path], None);
        assert_eq!(out.status.code(), Some(1), "{format}");
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("not-utf8"),
            "{format}: {}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

#[test]
fn usage_and_io_failures_exit_two() {
    let out = run(&["check", "/nonexistent/response.json"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));

    let out = run(&["check", "--format", "yaml"], None);
    assert_eq!(out.status.code(), Some(2));
}

/// The command line's own complaints on standard error speak the reader's language, chosen
/// by `--lang` or by the locale, as its reports do; each is proofread.
#[test]
fn usage_and_io_failures_are_told_in_russian() {
    let empty = std::env::temp_dir().join(format!("mcpa-no-json-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let empty = empty.to_str().unwrap();
    let cases: [(&[&str], Option<&str>, &str); 6] = [
        (
            &["check", "--lang", "ru", "/nonexistent/response.json"],
            None,
            "не удалось прочитать /nonexistent/response.json: ",
        ),
        (
            &["check", "/nonexistent/response.json"],
            Some("ru_RU.UTF-8"),
            "не удалось прочитать /nonexistent/response.json: ",
        ),
        (
            &["check", "--lang", "ru", empty],
            None,
            "нет ни одного файла *.json или *.jsonl",
        ),
        (
            &["check", "--lang", "ru", "--format", "markdown", empty],
            None,
            "это отчёт о переходе для прежнего сервера",
        ),
        (
            &[
                "probe",
                "--lang",
                "ru",
                "--timeout",
                "0",
                "http://127.0.0.1:9",
            ],
            None,
            "значение --timeout должно быть положительным числом секунд",
        ),
        (
            &["probe", "--lang", "ru", "--", "/nonexistent/server"],
            None,
            "не удалось запустить /nonexistent/server: ",
        ),
    ];
    for (args, locale, expected) in cases {
        let out = run_in_locale(args, None, locale);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("mcp-anatomy: "), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        let faults = common::proofread::terminal_faults(&stderr);
        assert!(faults.is_empty(), "{args:?}: {faults:#?}");
    }
    // English stays the default.
    let out = run(&["check", empty], None);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no *.json or *.jsonl file in"));
    let _ = std::fs::remove_dir(empty);
}

#[test]
fn empty_standard_input_is_reported_not_crashed() {
    let out = run(&["check"], Some(b""));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("document/empty"));
}

/// `mcp-anatomy check … | head` must end as other Unix tools do: quietly, without a panic.
#[test]
fn a_reader_closing_the_pipe_early_is_no_panic() {
    use std::io::Read;
    let examples = format!(
        "{}/../shared/mcp-spec/2026-07-28/examples",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["check", &examples])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe is closed here, long before the hundreds of examples are reported.
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(output.status.code(), Some(101), "{stderr}");
}

/// The labels the English human output starts its lines with (after the excerpt's gutter).
const ENGLISH_LABELS: [&str; 13] = [
    "error",
    "warning",
    "note",
    "help:",
    "fix:",
    "at:",
    "spec:",
    "also at",
    "Checked",
    "probe:",
    "server:",
    "response:",
    "request:",
];

/// The lines of a human report that begin with an English label, once the gutter of an
/// excerpt (`│`, `=`, `┌─`) is set aside.
fn english_labels(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|line| {
            let text = line.trim_start_matches([' ', '│', '=', '┌', '─', '└', '|']);
            ENGLISH_LABELS.iter().any(|label| text.starts_with(label))
        })
        .collect()
}

/// A document with an error, a warning and a fix, so that every label of a finding shows.
const FAULTY: &[u8] =
    b"{\n  \"resultType\": \"complete\",\n  \"ttlMs\": -1,\n  \"cacheScope\": \"Public\"\n}\n";

#[test]
fn russian_human_output_has_no_english_label() {
    let path = temp_file("faulty-ru.json", FAULTY);
    let path = path.to_str().unwrap();
    let english = run(&["check", "--lang", "en", path], None);
    let english = String::from_utf8(english.stdout).unwrap();
    assert!(
        english.contains("error[") && english.contains("= help:"),
        "the English output has its labels: {english}"
    );
    for (name, out) in [
        ("--lang ru", run(&["check", "--lang", "ru", path], None)),
        (
            "LANG=ru_RU.UTF-8",
            run_in_locale(&["check", path], None, Some("ru_RU.UTF-8")),
        ),
    ] {
        assert_eq!(out.status.code(), Some(1), "{name}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            english_labels(&stdout),
            Vec::<&str>::new(),
            "{name}: {stdout}"
        );
        for label in [
            "ошибка[",
            "= подсказка: ",
            "= место: ",
            "= спецификация: ",
            "Проверено",
        ] {
            assert!(stdout.contains(label), "{name}: {label} in {stdout}");
        }
        assert!(
            stdout.contains("«Public»"),
            "{name}: quoted values in «ёлочки»: {stdout}"
        );
        // The report's own sentences are typeset and proofread; the excerpts
        // (`3 │   "ttlMs": -1,`) are the document's.
        let faults = common::proofread::terminal_faults(&stdout);
        assert!(faults.is_empty(), "{name}: {faults:#?}");
        let sentences = stdout.lines().filter(|line| !line.contains('│'));
        for line in sentences {
            assert!(
                !line.contains(" —"),
                "{name}: a breakable space before a dash: {line}"
            );
            assert!(!line.contains('`'), "{name}: code is shown plainly: {line}");
        }
    }
}

#[test]
fn the_locale_picks_english_unless_it_is_russian_and_lang_wins() {
    let path = temp_file("faulty-locale.json", FAULTY);
    let path = path.to_str().unwrap();
    for locale in [
        None,
        Some("C.UTF-8"),
        Some("en_GB.UTF-8"),
        Some("de_DE.UTF-8"),
    ] {
        let out = run_in_locale(&["check", path], None, locale);
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.contains("error[ttl/negative]"),
            "{locale:?}: {stdout}"
        );
    }
    let out = run_in_locale(&["check", "--lang", "en", path], None, Some("ru_RU.UTF-8"));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("error[ttl/negative]"), "{stdout}");
}

/// `docs` picks its language as `check` and `probe` do: `--lang`, else the locale (issue 50).
#[test]
fn docs_follows_the_locale_and_lang_wins() {
    let (_, text) = &common::examples("DiscoverResultResponse")[0];
    let path = temp_file("docs-locale.json", text.as_bytes());
    let path = path.to_str().unwrap();
    let page = |args: &[&str], locale| {
        let out = run_in_locale(args, None, locale);
        assert_eq!(out.status.code(), Some(0), "{args:?} {locale:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // The example's own text is English: a Cyrillic letter is one of the page's words.
    let russian = |page: &str| page.chars().any(|c| ('а'..='я').contains(&c));
    let ru = page(&["docs", "--format", "markdown", path], Some("ru_RU.UTF-8"));
    assert!(russian(&ru), "{ru}");
    for locale in [None, Some("C.UTF-8"), Some("de_DE.UTF-8")] {
        let en = page(&["docs", "--format", "markdown", path], locale);
        assert!(!russian(&en), "{locale:?}: {en}");
    }
    let en = page(
        &["docs", "--format", "markdown", "--lang", "en", path],
        Some("ru_RU.UTF-8"),
    );
    assert!(!russian(&en), "{en}");
}

/// A `tools/list` answer on one line, as real servers send it, whose every tool declares the
/// schema dialect `dialect(index)`; the descriptions hold Cyrillic and emoji.
fn one_line_tools(count: usize, dialect: impl Fn(usize) -> &'static str) -> String {
    let tools: Vec<serde_json::Value> = (0..count)
        .map(|i| {
            serde_json::json!({
                "name": format!("tool_{i}"),
                "description": format!("Инструмент {i} 🚀"),
                "inputSchema": {"$schema": dialect(i), "type": "object"}
            })
        })
        .collect();
    serde_json::json!({"jsonrpc": "2.0", "id": 1, "result": {
        "resultType": "complete", "tools": tools, "ttlMs": 60000, "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "many", "version": "1"}}
    }})
    .to_string()
}

const DRAFT_07: &str = "http://json-schema.org/draft-07/schema#";

#[test]
fn a_finding_on_every_tool_shows_once_with_its_count_and_items() {
    let count = 120;
    let path = temp_file("many.json", one_line_tools(count, |_| DRAFT_07).as_bytes());
    let path = path.to_str().unwrap();
    let more = count - 1;
    for (lang, others, rest, total) in [
        (
            "en",
            format!("also at {more} more places: \"tool_1\", \"tool_2\""),
            format!("and {} more", more - 5),
            format!("{count} warnings"),
        ),
        (
            "ru",
            format!("то же ещё в {more} местах: «tool_1», «tool_2»"),
            format!("и ещё {}", more - 5),
            format!("{count} предупреждений"),
        ),
    ] {
        let out = run(&["check", "--lang", lang, path], None);
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            stdout.matches("[tool/schema-dialect]").count(),
            1,
            "{lang}: {stdout}"
        );
        assert!(stdout.contains(&others), "{lang}: {others} in {stdout}");
        assert!(stdout.contains(&rest), "{lang}: {rest} in {stdout}");
        assert!(
            !stdout.contains("\"tool_6\"") && !stdout.contains("«tool_6»"),
            "{lang}: {stdout}"
        );
        // The counts still count each place, and the totals say how many were grouped.
        let totals = stdout.lines().last().unwrap();
        assert!(totals.contains(&total), "{lang}: {totals}");
        assert!(totals.ends_with(&format!(": {more}")), "{lang}: {totals}");
        if lang == "ru" {
            let faults = common::proofread::terminal_faults(&stdout);
            assert!(faults.is_empty(), "{faults:#?}");
            assert_eq!(english_labels(&stdout), Vec::<&str>::new(), "{stdout}");
        }
    }
    // The machine formats keep one entry a place.
    let out = run(&["check", "--format", "json", path], None);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let dialects = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["code"] == "tool/schema-dialect")
        .count();
    assert_eq!(dialects, count);
}

#[test]
fn findings_that_say_different_things_are_not_grouped() {
    let dialect = |i: usize| match i % 2 {
        0 => DRAFT_07,
        _ => "http://json-schema.org/draft-04/schema#",
    };
    let path = temp_file("two-dialects.json", one_line_tools(6, dialect).as_bytes());
    let out = run(&["check", path.to_str().unwrap()], None);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        stdout.matches("[tool/schema-dialect]").count(),
        2,
        "{stdout}"
    );
    assert!(
        stdout.contains("also at 2 more places: \"tool_2\", \"tool_4\"\n")
            && stdout.contains("also at 2 more places: \"tool_3\", \"tool_5\"\n"),
        "{stdout}"
    );
}

/// Columns a terminal gives `text`: two for an emoji, one for the rest of these tests' text.
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if c >= '\u{1F300}' { 2 } else { 1 })
        .sum()
}

#[test]
fn a_long_line_is_shown_as_a_window_around_its_mark() {
    // The mark (`-1`) stands on line 2, after and before hundreds of characters of Cyrillic
    // and emoji, so that each cut falls among characters of several bytes.
    let filler = "длинное описание 🚀🧪 ".repeat(30);
    let line = format!(
        r#"  "result": {{"resultType": "complete", "tools": [{{"name": "a", "description": "{filler}", "inputSchema": {{"type": "object"}}}}], "ttlMs": -1, "cacheScope": "public", "_meta": {{"note": "{filler}"}}}},"#
    );
    let text = format!("{{\n{line}\n  \"jsonrpc\": \"2.0\", \"id\": 1\n}}\n");
    let path = temp_file("long-line.json", text.as_bytes());
    let out = run(&["check", path.to_str().unwrap()], None);
    let stdout = String::from_utf8(out.stdout).expect("the cuts keep whole characters");
    let mark = line.find("-1").unwrap();
    let column = line[..mark].chars().count() + 1;
    let head = format!("long-line.json:2:{column}");
    let lines: Vec<&str> = stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains(&head))
        .unwrap_or_else(|| panic!("{head} in {stdout}"));
    // After the place: the gutter, the line's window, the marker.
    let shown = lines[at + 2];
    let marker = lines[at + 3];
    assert!(shown.trim_start().starts_with("2 │ …"), "{shown}");
    assert!(shown.ends_with('…'), "{shown}");
    assert!(
        shown.chars().count() < 200,
        "{} characters: {shown}",
        shown.chars().count()
    );
    let in_shown = shown.find("-1").expect("the mark is in the window");
    let caret = marker.find('^').expect("a marker");
    assert_eq!(
        columns(&shown[..in_shown]),
        columns(&marker[..caret]),
        "{shown}\n{marker}"
    );
    assert_eq!(marker[caret..].trim_end(), "^^", "{marker}");
    assert!(!stdout.contains('\u{FFFD}'), "{stdout}");
}

#[test]
fn a_member_missing_from_every_tool_shows_once() {
    // A sentence that names the element (`tools[3]`) says the same of each tool all the same.
    let count = 8;
    let tools: Vec<serde_json::Value> = (0..count)
        .map(|i| serde_json::json!({"name": format!("t{i}"), "description": "d"}))
        .collect();
    let answer = serde_json::json!({"jsonrpc": "2.0", "id": 1, "result": {
        "resultType": "complete", "tools": tools, "ttlMs": 1, "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "x", "version": "1"}}
    }});
    let path = temp_file("no-schemas.json", answer.to_string().as_bytes());
    let out = run(&["check", path.to_str().unwrap()], None);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        stdout.matches("[schema/missing-member]").count(),
        1,
        "{stdout}"
    );
    let others = format!("also at {} more places: \"t1\", ", count - 1);
    assert!(stdout.contains(&others), "{others} in {stdout}");
    assert!(stdout.contains(&format!("{count} errors")), "{stdout}");
}

/// Issue 51, point 4: a list a server of 2025-11-25 published is judged by its revision with
/// `--revision 2025-11-25` (its schema, not today's resultType and caching hints), alone, in a
/// response or in a transcript without its handshake; `docs` takes the same option.
#[test]
fn a_list_of_an_earlier_revision_is_judged_by_it() {
    let tools = r#"{"tools": [{"name": "create_pull_request", "description": "Open a new pull request.", "inputSchema": {"type": "object"}, "annotations": {"title": "Open new pull request"}}]}"#;
    let today = run(&["check", "--lang", "en", "-"], Some(tools.as_bytes()));
    assert_eq!(today.status.code(), Some(1));
    assert!(
        stdout_of(&today).contains("resultType"),
        "{}",
        stdout_of(&today)
    );
    let legacy = ["check", "--lang", "en", "--revision", "2025-11-25", "-"];
    let then = run(&legacy, Some(tools.as_bytes()));
    let said = stdout_of(&then);
    assert_eq!(then.status.code(), Some(0), "{said}");
    assert!(said.contains("valid by the schema of 2025-11-25"), "{said}");
    assert!(said.contains("against MCP 2025-11-25"), "{said}");
    // That schema's own faults are still found, and so in a response.
    let broken = r#"{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": 5}]}}"#;
    let out = run(&legacy, Some(broken.as_bytes()));
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("schema/missing-member"), "{said}");
    assert!(said.contains("schema/wrong-type"), "{said}");
    // A transcript without its handshake, as a session of that revision.
    let session = format!(
        "{}\n{}",
        r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#,
        r#"{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}"#
    );
    let file = temp_file("legacy-session.jsonl", session.as_bytes());
    let file = file.to_str().unwrap();
    let out = run(
        &["check", "--lang", "en", "--revision", "2025-11-25", file],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout_of(&out));
    let out = run(&["check", "--lang", "en", file], None);
    assert_eq!(
        out.status.code(),
        Some(1),
        "today's rules: {}",
        stdout_of(&out)
    );
    let page = run(
        &[
            "docs",
            "--lang",
            "en",
            "--format",
            "markdown",
            "--revision",
            "2025-11-25",
            "-",
        ],
        Some(tools.as_bytes()),
    );
    let page = stdout_of(&page);
    assert!(page.contains("found nothing to report"), "{page}");
    assert!(page.contains("Open new pull request"), "{page}");
}

fn stdout_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}
