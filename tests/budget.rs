//! The context budget of `check` and `probe`: token counts held to an independent oracle
//! (`tiktoken-rs`, o200k_base) on the official examples and on generated lists, limits that
//! become findings naming the heaviest tools, the human table, every output format, a live
//! probe of the official Python SDK, and clear errors for bad limits.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::cli::budget::{ENCODING, model_text};
use mcp_anatomy::surface::{self, Source};
use quick_xml::events::Event;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpa-budget-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The oracle: OpenAI's tokenizer as `tiktoken-rs` ports it, without special tokens (a tool's
/// text is data, never a control sequence).
fn oracle_tokens(text: &str) -> usize {
    tiktoken_rs::o200k_base_singleton()
        .encode_ordinary(text)
        .len()
}

/// The model text of every tool of a file, as the surface reads it, by tool name.
fn model_texts(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    let lines = path.extension().is_some_and(|e| e == "jsonl");
    let surface = surface::read(vec![Source::new(path_str(path), text, lines)]).unwrap();
    let tools = surface.tools.expect("a tools list");
    (tools.items.iter())
        .map(|tool| (tool.key.value.clone(), model_text(tool)))
        .collect()
}

/// The budget line `check --format json --budget` prints for its only input.
fn budget_line(path: &Path, extra: &[&str]) -> (Option<i32>, Value) {
    let mut args = vec!["check", "--format", "json", "--budget"];
    args.extend_from_slice(extra);
    args.push(path_str(path));
    let out = run(&args);
    let text = stdout(&out);
    let line = (text.lines())
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| v.get("budget").is_some())
        .unwrap_or_else(|| panic!("no budget line in {text}"));
    (out.status.code(), line)
}

/// Every tool's tokens and bytes in the budget line agree with the oracle's count of the tool's
/// model text, and the totals are their sums.
fn assert_counts_match_the_oracle(path: &Path) -> usize {
    // The exit status is the documents' (the gathered examples repeat a name): no limit is set.
    let (_, line) = budget_line(path, &[]);
    let budget = &line["budget"];
    assert_eq!(budget["encoding"], ENCODING);
    assert_eq!(line["input"], path_str(path));
    let weights = budget["weights"].as_array().unwrap();
    let texts = model_texts(path);
    assert_eq!(weights.len(), texts.len());
    let (mut bytes, mut tokens) = (0, 0);
    for (weight, (name, text)) in weights.iter().zip(&texts) {
        assert_eq!(weight["name"], name.as_str());
        let expected = oracle_tokens(text);
        assert_eq!(weight["tokens"], expected, "{name}: {text}");
        assert_eq!(weight["bytes"], text.len(), "{name}");
        bytes += text.len();
        tokens += expected;
    }
    assert_eq!(budget["tools"], texts.len());
    assert_eq!(budget["bytes"], bytes);
    assert_eq!(budget["tokens"], tokens);
    tokens
}

/// The official examples of single tools, gathered into one bare `tools/list` result.
fn official_tools_list() -> String {
    let tools: Vec<Value> = (common::examples("Tool").into_iter())
        .map(|(_, text)| serde_json::from_str(&text).unwrap())
        .collect();
    json!({"resultType": "complete", "tools": tools}).to_string()
}

/// A list whose texts exercise the encoding's splitting: Cyrillic, CJK, emoji, digits, runs of
/// spaces and new lines, apostrophes, escaped quotes.
fn varied_tools_list(count: usize) -> String {
    let phrases = [
        "Returns the forecast for the next 10 days; it's cached for 3600 s.",
        "Возвращает прогноз погоды на 10 дней вперёд для указанного города.",
        "東京の天気を取得します。 🌦️ \"quoted\"   with   spaces\n\nand new lines\t\ttabs",
        "IDs like 1234567890 and v2.3.1-beta, URLs https://example.com/a?b=c&d=e",
    ];
    let tools: Vec<Value> = (0..count)
        .map(|i| {
            let description = phrases[i % phrases.len()].repeat(1 + i % 5);
            json!({
                "name": format!("tool_{i}"),
                "title": format!("Tool {i} — {}", phrases[(i + 1) % phrases.len()]),
                "description": description,
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "city": {"type": "string", "description": phrases[(i + 2) % phrases.len()]},
                        "days": {"type": "integer", "minimum": 1, "maximum": 14 + i}
                    },
                    "required": ["city"]
                },
                "outputSchema": {"type": "object", "properties": {"t": {"type": "number"}}},
                "icons": [{"src": "https://example.com/icon.png"}],
                "annotations": {"readOnlyHint": true}
            })
        })
        .collect();
    json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "tools": tools}})
        .to_string()
}

#[test]
fn token_counts_agree_with_tiktoken_on_the_official_examples() {
    let examples = common::spec_dir().join("examples");
    for dir in ["ListToolsResult", "ListToolsResultResponse"] {
        for entry in std::fs::read_dir(examples.join(dir)).unwrap() {
            let tokens = assert_counts_match_the_oracle(&entry.unwrap().path());
            assert!(tokens > 0);
        }
    }
    let gathered = temp_file("official-tools.json", &official_tools_list());
    assert!(assert_counts_match_the_oracle(&gathered) > 0);
}

#[test]
fn token_counts_agree_with_tiktoken_on_generated_lists() {
    let varied = temp_file("varied.json", &varied_tools_list(120));
    assert_counts_match_the_oracle(&varied);
    let large = temp_file("large.json", &common::large_tools_list(300_000));
    let tokens = assert_counts_match_the_oracle(&large);
    assert!(tokens > 10_000, "{tokens}");
}

#[test]
fn the_model_text_holds_what_a_client_passes_and_nothing_else() {
    let gathered = temp_file("official-model-text.json", &official_tools_list());
    let list: Value = serde_json::from_str(&official_tools_list()).unwrap();
    let tools = list["tools"].as_array().unwrap();
    let texts = model_texts(&gathered);
    assert_eq!(texts.len(), tools.len());
    for (tool, (_, text)) in tools.iter().zip(&texts) {
        let passed: Value = serde_json::from_str(text).unwrap();
        let mut expected = serde_json::Map::new();
        for member in [
            "name",
            "title",
            "description",
            "inputSchema",
            "outputSchema",
        ] {
            if let Some(value) = tool.get(member) {
                expected.insert(member.to_owned(), value.clone());
            }
        }
        assert_eq!(passed, Value::Object(expected), "{text}");
        // Compact: as long as serde_json's own compact form of the same value.
        assert_eq!(text.len(), passed.to_string().len(), "{text}");
    }
    let with_output = texts.iter().filter(|(_, t)| t.contains("outputSchema"));
    assert!(with_output.count() > 0, "the examples have an outputSchema");
}

/// Three tools of clearly different weights, in an order that is not their weight's.
fn three_tools() -> PathBuf {
    let tool = |name: &str, words: usize| {
        json!({
            "name": name,
            "description": "weather ".repeat(words),
            "inputSchema": {"type": "object"}
        })
    };
    // Medium on line 2, small on 3, huge on 4.
    temp_file(
        "three.json",
        &list_text(&[tool("medium", 40), tool("small", 2), tool("huge", 300)]),
    )
}

/// A valid bare `tools/list` result with one tool a line, from line 2 on, so that each tool's
/// line is known and the exit status is the budget's alone.
fn list_text(tools: &[Value]) -> String {
    let lines: Vec<String> = tools.iter().map(Value::to_string).collect();
    format!(
        "{{\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {{\"io.modelcontextprotocol/serverInfo\": {{\"name\": \"t\", \"version\": \"1\"}}}}, \"tools\": [\n{}\n]}}\n",
        lines.join(",\n")
    )
}

fn weights_by_name(line: &Value) -> Vec<(String, u64, u64)> {
    (line["budget"]["weights"].as_array().unwrap().iter())
        .map(|w| {
            let name = w["name"].as_str().unwrap().to_owned();
            (
                name,
                w["bytes"].as_u64().unwrap(),
                w["tokens"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn no_limit_or_a_limit_kept_leaves_the_exit_status_alone() {
    let path = three_tools();
    let (status, line) = budget_line(&path, &[]);
    assert_eq!(status, Some(0));
    assert_eq!(line["excesses"], json!([]));
    let total = line["budget"]["tokens"].as_u64().unwrap().to_string();
    let bytes = line["budget"]["bytes"].as_u64().unwrap().to_string();
    let out = run(&[
        "check",
        "--max-tokens",
        &total,
        "--max-bytes",
        &bytes,
        path_str(&path),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(!stdout(&out).contains("budget/"), "{}", stdout(&out));
}

#[test]
fn a_list_over_its_limit_is_a_finding_naming_the_heaviest_tools() {
    let path = three_tools();
    let (_, line) = budget_line(&path, &[]);
    let tokens = line["budget"]["tokens"].as_u64().unwrap();
    let bytes = line["budget"]["bytes"].as_u64().unwrap();
    let token_limit = (tokens - 1).to_string();
    let (status, line) = budget_line(&path, &["--max-tokens", &token_limit]);
    assert_eq!(status, Some(1), "{line}");
    let excesses = line["excesses"].as_array().unwrap();
    assert_eq!(excesses.len(), 1, "{line}");
    let excess = &excesses[0];
    assert_eq!(excess["rule"], "budget/list");
    assert_eq!(excess["measure"], "tokens");
    assert_eq!(excess["actual"], tokens);
    let named: Vec<&str> = (excess["heaviest"].as_array().unwrap().iter())
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(named, ["huge", "medium", "small"]);
    let message = excess["message"].as_str().unwrap();
    assert!(
        message.contains("\"huge\"") && message.contains(ENCODING),
        "{message}"
    );

    // Bytes, in people's output: the sentence names the heaviest first.
    let byte_limit = (bytes / 2).to_string();
    let out = run(&["check", "--max-bytes", &byte_limit, path_str(&path)]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let finding = (text.lines())
        .find(|l| l.starts_with("error[budget/list]"))
        .unwrap_or_else(|| panic!("{text}"));
    let at = |name: &str| finding.find(&format!("\"{name}\"")).unwrap();
    assert!(
        at("huge") < at("medium") && at("medium") < at("small"),
        "{finding}"
    );
}

#[test]
fn a_tool_over_the_per_tool_limit_is_a_finding_of_its_own() {
    let path = three_tools();
    let (_, line) = budget_line(&path, &[]);
    let weights = weights_by_name(&line);
    let tokens = |name: &str| weights.iter().find(|w| w.0 == name).unwrap().2;
    // Between the small and the medium tool: two tools pass it.
    let limit = ((tokens("small") + tokens("medium")) / 2).to_string();
    let (status, line) = budget_line(&path, &["--max-tool-tokens", &limit]);
    assert_eq!(status, Some(1));
    let tools: Vec<&str> = (line["excesses"].as_array().unwrap().iter())
        .inspect(|e| assert_eq!(e["rule"], "budget/tool"))
        .map(|e| e["tool"].as_str().unwrap())
        .collect();
    assert_eq!(tools, ["medium", "huge"], "in list order");
    let huge_bytes = weights.iter().map(|w| w.1).max().unwrap();
    let (status, line) = budget_line(&path, &["--max-tool-bytes", &(huge_bytes - 1).to_string()]);
    assert_eq!(status, Some(1));
    assert_eq!(line["excesses"][0]["tool"], "huge");
    assert_eq!(line["excesses"][0]["measure"], "bytes");
    assert_eq!(line["excesses"].as_array().unwrap().len(), 1);
}

#[test]
fn people_see_the_ten_heaviest_tools_with_grouped_digits() {
    // Fifteen tools, the heavier the later, so the table is the last ten reversed.
    let tools: Vec<Value> = (0..15)
        .map(|i| {
            json!({
                "name": format!("t{i:02}"),
                "description": "rain ".repeat(10 + 40 * i),
                "inputSchema": {"type": "object"}
            })
        })
        .collect();
    let path = temp_file("fifteen.json", &list_text(&tools));
    for (lang, header, more) in [
        ("en", "Context budget of ", "… and 5 more tools"),
        ("ru", "Бюджет контекста для ", "… и ещё 5 инструментов"),
    ] {
        let out = run(&["check", "--budget", "--lang", lang, path_str(&path)]);
        assert_eq!(out.status.code(), Some(0));
        let text = stdout(&out);
        let start = text.find(header).unwrap_or_else(|| panic!("{text}"));
        let table: Vec<&str> = text[start..].lines().collect();
        assert!(table[0].contains(ENCODING), "{}", table[0]);
        let rows: Vec<&str> = (table.iter().skip(2))
            .take_while(|l| l.trim_start().starts_with('t'))
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        let expected: Vec<String> = (5..15).rev().map(|i| format!("t{i:02}")).collect();
        assert_eq!(rows, expected, "{text}");
        assert_eq!(table[12].trim(), more, "{text}");
        // Thousands are grouped in each language's way: the total bytes are over 10,000.
        let grouped = match lang {
            "en" => has_grouped_number(table[0], ','),
            _ => has_grouped_number(table[0], '\u{a0}'),
        };
        assert!(grouped, "{}", table[0]);
    }
    let out = run(&["check", "--budget", "--lang", "ru", path_str(&path)]);
    let text = stdout(&out);
    assert!(text.contains("15 инструментов"), "{text}");
}

/// Whether the line holds a number of at least five digits grouped with `separator`.
fn has_grouped_number(line: &str, separator: char) -> bool {
    let chars: Vec<char> = line.chars().collect();
    chars.windows(6).any(|w| {
        w[0].is_ascii_digit()
            && w[1].is_ascii_digit()
            && w[2] == separator
            && w[3..].iter().all(char::is_ascii_digit)
    })
}

#[test]
fn russian_findings_use_the_plural_of_their_number() {
    let path = three_tools();
    let (_, line) = budget_line(&path, &[]);
    let tokens = line["budget"]["tokens"].as_u64().unwrap();
    let out = run(&[
        "check",
        "--lang",
        "ru",
        "--max-tokens",
        "1",
        path_str(&path),
    ]);
    let text = stdout(&out);
    let finding = (text.lines())
        .find(|l| l.starts_with("ошибка[budget/list]"))
        .unwrap_or_else(|| panic!("{text}"));
    let noun = match (tokens % 10, tokens % 100) {
        (1, t) if t != 11 => "токен",
        (2..=4, t) if !(12..=14).contains(&t) => "токена",
        _ => "токенов",
    };
    assert!(
        finding.contains(&format!(" {noun} (o200k_base)")),
        "{finding}"
    );
    assert!(finding.contains("Перечень инструментов"), "{finding}");
    let faults = common::proofread::terminal_faults(&text);
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn the_ci_formats_carry_the_excesses_with_their_place() {
    let path = three_tools();
    let limits = ["--max-tokens", "1", "--max-tool-bytes", "1"];
    let with = |format: &str| {
        let mut args = vec!["check", "--format", format];
        args.extend_from_slice(&limits);
        args.push(path_str(&path));
        run(&args)
    };
    // The heaviest tool, "huge", is on the file's fourth line.
    let huge_line = 4;

    let out = with("sarif");
    assert_eq!(out.status.code(), Some(1));
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let validator = jsonschema::validator_for(&common::sarif_schema()).unwrap();
    let problems: Vec<String> = (validator.iter_errors(&log))
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    let run_ = &log["runs"][0];
    let rules: Vec<&str> = (run_["tool"]["driver"]["rules"].as_array().unwrap().iter())
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert!(
        rules.ends_with(&["budget/list", "budget/tool"]),
        "{rules:?}"
    );
    let results = run_["results"].as_array().unwrap();
    let list = (results.iter())
        .find(|r| r["ruleId"] == "budget/list")
        .unwrap();
    assert_eq!(
        rules[list["ruleIndex"].as_u64().unwrap() as usize],
        "budget/list"
    );
    let location = &list["locations"][0]["physicalLocation"];
    assert!(
        (location["artifactLocation"]["uri"].as_str().unwrap()).ends_with("three.json"),
        "{location}"
    );
    assert_eq!(location["region"]["startLine"], huge_line);
    let tool_results = results.iter().filter(|r| r["ruleId"] == "budget/tool");
    assert_eq!(tool_results.count(), 3);

    let out = with("github");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let list_line = (text.lines())
        .find(|l| l.contains("title=budget/list::"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(list_line.starts_with("::error file="), "{list_line}");
    assert!(
        list_line.contains(&format!(",line={huge_line},")),
        "{list_line}"
    );

    let out = with("junit");
    assert_eq!(out.status.code(), Some(1));
    let cases = junit_cases(&stdout(&out));
    for rule in ["budget/list", "budget/tool"] {
        let (_, failed) =
            (cases.iter().find(|(name, _)| name == rule)).unwrap_or_else(|| panic!("{cases:?}"));
        assert!(failed, "{rule}");
    }
}

/// The test cases of a JUnit document (it must parse as XML): name, and whether it failed.
fn junit_cases(text: &str) -> Vec<(String, bool)> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut cases: Vec<(String, bool)> = Vec::new();
    loop {
        match reader
            .read_event()
            .expect("JUnit output is well-formed XML")
        {
            Event::Start(e) | Event::Empty(e) => match e.name().as_ref() {
                b"testcase" => {
                    let name = (e.attributes().map(Result::unwrap))
                        .find(|a| a.key.as_ref() == b"name")
                        .map(|a| a.unescape_value().unwrap().into_owned())
                        .unwrap();
                    cases.push((name, false));
                }
                b"failure" => cases.last_mut().unwrap().1 = true,
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
    }
    cases
}

#[test]
fn an_input_without_a_tools_list_weighs_nothing_and_says_so() {
    let path = temp_file("discover.json", &common::typical_response());
    let out = run(&["check", "--max-tokens", "1", path_str(&path)]);
    assert_eq!(out.status.code(), Some(0));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no tools/list answer"), "{stderr}");
}

#[test]
fn bad_limits_get_clap_s_clear_error() {
    for (flag, value) in [
        ("--max-tokens", "abc"),
        ("--max-bytes", "-5"),
        ("--max-tool-tokens", "1.5"),
        ("--max-tool-bytes", ""),
    ] {
        let out = run(&["check", &format!("{flag}={value}"), "x.json"]);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("invalid value '{value}' for '{flag} <N>'")),
            "{stderr}"
        );
    }
    let help = stdout(&run(&["probe", "--help"]));
    assert!(help.contains("Context budget:"), "{help}");
    assert!(help.contains("--max-answer-bytes"), "{help}");
}

fn python() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python");
    assert!(
        path.is_file(),
        "{} is missing: run scripts/bootstrap.sh servers",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

#[test]
fn the_probe_weighs_the_tools_list_of_a_live_server() {
    let server = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/servers/modern_server.py");
    let python = python();
    let save = std::env::temp_dir().join(format!("mcpa-budget-walk-{}.jsonl", std::process::id()));
    let out = run(&[
        "probe",
        "--format",
        "json",
        "--budget",
        "--save",
        path_str(&save),
        "--",
        &python,
        path_str(&server),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let budget = &json["budget"];
    assert_eq!(budget["encoding"], ENCODING);
    assert_eq!(budget["tools"], 1);
    assert_eq!(budget["excesses"], json!([]));
    // The same counts as the oracle's on the tools of the saved walk.
    let texts = model_texts(&save);
    assert_eq!(texts[0].0, "add");
    assert_eq!(budget["weights"][0]["name"], "add");
    assert_eq!(budget["weights"][0]["tokens"], oracle_tokens(&texts[0].1));
    assert_eq!(budget["tokens"], oracle_tokens(&texts[0].1));

    // A per-tool limit of one token: a finding, exit status 1, in people's output too.
    let out = run(&[
        "probe",
        "--max-tool-tokens",
        "1",
        "--",
        &python,
        path_str(&server),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.contains("Context budget of tools/list: 1 tool,"),
        "{text}"
    );
    assert!(text.contains("error[budget/tool]: Tool \"add\""), "{text}");

    // The CI formats point at the saved walk's line of the tools/list answer.
    let out = run(&[
        "probe",
        "--format",
        "github",
        "--max-tokens",
        "1",
        "--save",
        path_str(&save),
        "--",
        &python,
        path_str(&server),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let walk = std::fs::read_to_string(&save).unwrap();
    let answer_line = 1
        + (walk.lines())
            .position(|l| l.contains("\"tools\":["))
            .unwrap();
    let text = stdout(&out);
    assert!(
        text.contains(&format!(",line={answer_line},title=budget/list::")),
        "{text}"
    );
}

/// The budget's codes in the catalogue: each bad example, a command line and the file it reads,
/// reports its code and fails; each good one passes with no finding of it.
#[test]
fn the_budget_codes_examples_run_as_written() {
    use mcp_anatomy::spec::codes::Code;
    for code in [Code::BudgetList, Code::BudgetTool] {
        let info = code.info();
        assert!(!info.found_in_documents(), "{}", info.id);
        for (example, fails) in [(info.bad, true), (info.good, false)] {
            let (command, file) = example
                .split_once('\n')
                .expect("a command line, then the file");
            let mut args: Vec<&str> = (command.strip_prefix("$ mcp-anatomy "))
                .expect("the command as a reader types it")
                .split(' ')
                .collect();
            let path = temp_file(
                &format!("{}-{fails}.json", code.id().replace('/', "-")),
                file,
            );
            let named = args.pop();
            assert_eq!(named, Some("tools.json"), "{}: {command}", info.id);
            args.extend(["--format", "json", path_str(&path)]);
            let out = run(&args);
            let reported = stdout(&out).contains(&format!("\"rule\":\"{}\"", info.id));
            assert_eq!(
                (reported, out.status.code()),
                (fails, Some(if fails { 1 } else { 0 })),
                "{}: {example}\n{}",
                info.id,
                stdout(&out)
            );
        }
    }
}
