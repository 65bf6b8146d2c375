//! `mcp-anatomy docs`: the official examples and a saved walk of the Python SDK server written
//! as a reference, and hostile server text in every field found inert in both formats — by a
//! WHATWG tokenizer (html5gum) for the HTML page, and for the Markdown page by the same after
//! a CommonMark renderer (pulldown-cmark) has turned it into HTML.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use html5gum::{DefaultEmitter, Token, Tokenizer};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn examples(name: &str) -> String {
    let dir = root()
        .join("../shared/mcp-spec/2026-07-28/examples")
        .join(name);
    assert!(dir.is_dir(), "{} is missing", dir.display());
    dir.to_string_lossy().into_owned()
}

/// Runs `docs` and returns its standard output, failing on any other exit status than 0.
fn docs(args: &[&str]) -> String {
    // The page's language is `--lang` or the locale's: none here, so English unless asked.
    let output = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .arg("docs")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "docs {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcp-anatomy-docs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_official_examples_as_a_reference() {
    let inputs = [
        examples("ListToolsResult"),
        examples("ListPromptsResult"),
        examples("ListResourcesResult"),
        examples("ListResourceTemplatesResult"),
        examples("DiscoverResult"),
    ];
    let mut args: Vec<&str> = inputs.iter().map(String::as_str).collect();
    let html = docs(&args);
    assert!(
        html.contains("<title>ExampleServer — reference</title>"),
        "{html}"
    );
    // The reference view prerendered: every item open with its body.
    assert!(html.contains("<details id=\"tool-get_weather\" class=\"mcpa-ref-item\" open=\"\">"));
    assert!(html.contains("<tr data-depth=\"0\"><td data-label=\"Name\"><code>location</code></td><td data-label=\"Type\">string</td><td data-label=\"Required\">yes</td><td class=\"mcpa-ref-text\" data-label=\"Description\">City name or zip code</td>"));
    assert!(html.contains("Caching: fresh for 5 minutes, shared cache allowed."));
    assert!(
        html.contains("<details id=\"template-file-path-\" class=\"mcpa-ref-item\" open=\"\">")
    );
    assert!(
        html.contains("<tr><td data-label=\"Variable\"><code>path</code></td><td data-label=\"Operator\"></td><td data-label=\"Expansion\">simple: "),
        "{html}"
    );
    assert!(html.contains(
        "<tr><td data-label=\"Name\"><code>code</code></td><td data-label=\"Title\"></td><td data-label=\"Required\">yes</td><td class=\"mcpa-ref-text\" data-label=\"Description\">The code to review</td></tr>"
    ));
    // Several inputs: each finding names its own, and the page carries no data to take over.
    assert!(html.contains("ListToolsResult/tools-list-with-cursor-and-ttl.json, line 1)"));
    assert!(!html.contains("<script"));
    // The examples carry no serverInfo in their list answers: the finding goes with each list.
    assert_eq!(
        html.matches("<code>meta/missing-server-info</code>")
            .count(),
        4
    );
    // Remote icons stay out unless asked for.
    assert!(!html.contains("https://example.com/weather-icon.png"));
    assert_inert_html(&html, &[]);

    args.extend(["--format", "markdown", "--lang", "ru"]);
    let markdown = docs(&args);
    // VitePress's outline holds the items (`###`) too.
    assert!(
        markdown.starts_with("---\noutline: [2, 3]\n---\n\n# ExampleServer\u{a0}— справочник\n"),
        "{markdown}"
    );
    // A long name may wrap after `_`, never inside a word.
    assert!(markdown.contains("<a id=\"tool-get_weather\"></a>\n\n### get\\_<wbr />weather\n"));
    assert!(
        markdown.contains("Кэширование&#58; время свежести\u{a0}— 5 минут, общий кэш разрешён\\.")
    );
    // A parameter is a list item, never a table row that scrolls sideways on a phone.
    assert!(markdown.contains("- <code>location</code>\n    - Тип&#58; string\n    - Обязательно&#58; да\n    - Описание&#58; City name or zip code\n"), "{markdown}");
    assert!(!markdown.contains("| --- |"), "{markdown}");
    // The page's own Russian sentences read as the docs site's.
    let faults = common::proofread::markdown_faults(&markdown);
    assert!(faults.is_empty(), "{faults:#?}");
    let rendered = commonmark(&markdown);
    assert_eq!(rendered.matches("<h3>").count(), 4, "{rendered}");
    assert_inert_html(&rendered, &[]);
}

/// With `--budget`, each tool shows what `check --budget` counts for it, and the list its total;
/// without it, no cost is shown.
#[test]
fn the_budget_shows_each_tool_s_cost_as_check_counts_it() {
    let list = examples("ListToolsResult");
    let check = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["check", "--budget", "--format", "json", &list])
        .output()
        .expect("runs");
    let stdout = String::from_utf8(check.stdout).unwrap();
    let budget: Value = (stdout.lines())
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|line| line.get("budget").is_some())
        .unwrap_or_else(|| panic!("no budget line: {stdout}"))["budget"]
        .clone();
    let weights = budget["weights"].as_array().unwrap();
    assert!(!weights.is_empty());
    for format in ["html", "markdown"] {
        let page = docs(&["--budget", "--format", format, &list]);
        for weight in weights {
            let cost = format!(
                "{} bytes, {} tokens",
                weight["bytes"].as_u64().unwrap(),
                weight["tokens"].as_u64().unwrap()
            );
            assert!(page.contains(&cost), "{format}: {cost} in {page}");
        }
        let total = format!("{} tokens", budget["tokens"].as_u64().unwrap());
        assert!(page.contains("Context cost of the whole list"), "{page}");
        assert!(page.contains(&total), "{format}: {total}");
        assert!(page.contains("o200k"), "{format}: the encoding is named");
        let plain = docs(&["--format", format, &list]);
        assert!(
            !plain.contains("Context cost"),
            "{format}: only with --budget"
        );
    }
    let russian = docs(&["--budget", "--format", "markdown", "--lang", "ru", &list]);
    assert!(russian.contains("Стоимость в контексте"), "{russian}");
}

#[test]
fn remote_icons_only_when_allowed() {
    let tools = examples("ListToolsResult");
    let html = docs(&[&tools, "--allow-remote-icons"]);
    assert!(html.contains(
        "<img src=\"https://example.com/weather-icon.png\" alt=\"\" loading=\"lazy\" referrerpolicy=\"no-referrer\">"
    ));
    assert!(html.contains("img-src data: https:"));
}

#[test]
fn the_whole_examples_folder_reads() {
    let folder = root().join("../shared/mcp-spec/2026-07-28/examples");
    let folder = folder.to_str().unwrap();
    let markdown = docs(&[folder, "--format", "markdown"]);
    assert!(markdown.contains("<a id=\"tool-get_weather\"></a>"));
    // A list's pages in several files are joined; repeated keys get their own anchors.
    assert!(
        markdown.contains("<a id=\"tool-get_weather-2\"></a>"),
        "{markdown}"
    );
}

#[test]
fn a_saved_walk_of_the_python_sdk_server() {
    let python = root().join(".venv/bin/python");
    assert!(
        python.is_file(),
        "{} is missing: run scripts/bootstrap.sh servers",
        python.display()
    );
    let dir = temp_dir("walk");
    let saved = dir.join("walk.jsonl");
    let status = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args([
            "probe",
            "--timeout",
            "30",
            "--save",
            saved.to_str().unwrap(),
            "--",
        ])
        .arg(&python)
        .arg(root().join("tests/servers/modern_server.py"))
        .output()
        .expect("runs")
        .status;
    assert_eq!(status.code(), Some(0));
    let out = dir.join("site");
    docs(&[saved.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(html.contains("<title>anatomy-test-server — reference</title>"));
    assert!(html.contains("<details id=\"tool-add\" class=\"mcpa-ref-item\" open=\"\">"));
    assert!(html.contains("<p>Adds two whole numbers.</p>"));
    assert!(html.contains("<td data-label=\"Name\"><code>a</code></td><td data-label=\"Type\">integer</td><td data-label=\"Required\">yes</td>"));
    assert!(html.contains("<caption>Output</caption>"));
    // The SDK leaves serverInfo.version empty: the finding is shown with the discover answer.
    let server = &html
        [html.find("data-server=\"\">").unwrap()..html.find("aria-labelledby=\"tools\"").unwrap()];
    assert!(
        server.contains("<code>meta/empty-version</code>"),
        "{server}"
    );
    assert_inert_html(&html, &[]);
    let markdown = docs(&[
        saved.to_str().unwrap(),
        "--format",
        "markdown",
        "--lang",
        "ru",
    ]);
    assert!(markdown.contains("### add\n"));
    assert!(
        markdown.contains("- <code>b</code>\n    - Тип&#58; integer\n    - Обязательно&#58; да\n"),
        "{markdown}"
    );
    let faults = common::proofread::markdown_faults(&markdown);
    assert!(faults.is_empty(), "{faults:#?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unreadable_input_is_an_error() {
    let output = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["docs", "/nonexistent/tools.json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("cannot read /nonexistent/tools.json")
    );
    assert!(output.stdout.is_empty());
}

/// Hostile text: markup, event handlers, script links, CSS that closes the style sheet,
/// Markdown that would make headings, tables, images and links, Vue interpolation, and
/// characters that hide or reorder text.
const PAYLOADS: &[&str] = &[
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "\"'><svg onload=alert(1)>",
    "[click](javascript:alert(1)) <javascript:alert(1)> <a href=\"javascript:alert(1)\">x</a>",
    "</style><style>body{display:none}</style>",
    "</code></pre></td></tr></table><script>alert(1)</script>",
    "# Injected heading\n\n## Another\n\n| a | b |\n| - | - |\n| c | d |",
    "![tracker](https://evil.example/pixel.png)",
    "{{ constructor.constructor('alert(1)')() }}",
    "::: danger\ninjected container\n:::",
    "\u{202E}evil\u{200B}zero\u{0}nul\u{2066}iso",
    "```\n</code></pre><script>alert(2)</script>\n```",
    "<!-- comment --> &lt;entity&gt; &#60;script&#62;",
];

/// A surface with `payload` in every string the page shows: names, titles, descriptions,
/// schema keys and values, argument names, URIs, templates, MIME types, icons, server identity.
fn hostile_files(payload: &str, dir: &Path) -> Vec<String> {
    let schema = json!({
        "type": "object",
        "title": payload,
        "required": [payload],
        "$defs": {"d": {"type": "string", "description": payload}},
        "properties": {
            payload: {"type": "string", "description": payload, "enum": [payload], "default": payload,
                      "format": payload, "pattern": payload, "x-mcp-header": payload},
            "nested": {"type": "object", "properties": {"deep": {"$ref": "#/$defs/d"}}},
            "list": {"type": "array", "items": {"const": payload}},
            "choice": {"oneOf": [{"type": payload}, {"$ref": payload}]}
        }
    });
    let files = [
        (
            "tools.json",
            json!({"tools": [{
            "name": payload, "title": payload, "description": payload,
            "inputSchema": schema, "outputSchema": schema,
            "annotations": {"title": payload, "readOnlyHint": true, "destructiveHint": false},
            "icons": [{"src": "javascript:alert(1)"}, {"src": "data:text/html,<script>alert(1)</script>"},
                      {"src": format!("https://evil.example/{payload}")}, {"src": "data:image/png;base64,iVBORw0KGgo=\" onerror=\"alert(1)"}]
        }], "ttlMs": 1000, "cacheScope": payload}),
        ),
        (
            "prompts.json",
            json!({"prompts": [{
                "name": payload, "title": payload, "description": payload,
                "arguments": [{"name": payload, "title": payload, "description": payload, "required": true}]
            }]}),
        ),
        (
            "resources.json",
            json!({"resources": [{
                "uri": payload, "name": payload, "title": payload, "description": payload, "mimeType": payload
            }]}),
        ),
        (
            "templates.json",
            json!({"resourceTemplates": [{
                "uriTemplate": format!("file:///{{+{payload}}}{{?{payload}*}}"), "name": payload,
                "title": payload, "description": payload
            }]}),
        ),
        (
            "discover.json",
            json!({"supportedVersions": ["2026-07-28"], "capabilities": {payload: {payload: payload}},
            "_meta": {"io.modelcontextprotocol/serverInfo": {"name": payload, "version": payload}}}),
        ),
    ];
    files
        .into_iter()
        .map(|(name, value): (&str, Value)| {
            let path = dir.join(name);
            std::fs::write(&path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
            path.to_string_lossy().into_owned()
        })
        .collect()
}

#[test]
fn hostile_server_text_stays_inert_in_both_formats() {
    let dir = temp_dir("hostile");
    for (index, payload) in PAYLOADS.iter().enumerate() {
        let case = dir.join(index.to_string());
        std::fs::create_dir_all(&case).unwrap();
        let files = hostile_files(payload, &case);
        let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
        let html = docs(&args);
        assert_inert_html(&html, &[payload]);
        assert_eq!(html.matches("<details ").count(), 4, "payload {payload:?}");
        // One input: the page carries it as data, for the element that takes the page over.
        let alone = docs(&args[..1]);
        assert_eq!(alone.matches("<script").count(), 1, "{alone}");
        assert_inert_html(&alone, &[payload]);
        args.extend(["--format", "markdown"]);
        let markdown = docs(&args);
        // Outside code, where VitePress interpolates; a code block is shown as written (the
        // e2e test builds these pages with VitePress).
        let mut outside_code = String::new();
        for (index, part) in markdown.split("\n```").enumerate() {
            if index % 2 == 0 {
                outside_code.push_str(part);
            }
        }
        assert!(
            !outside_code.contains("{{"),
            "Vue would interpolate: {markdown}"
        );
        assert!(
            !markdown.lines().any(|line| line.starts_with(":::")),
            "{markdown}"
        );
        let rendered = commonmark(&markdown);
        // Only our headings: the title, the five sections, the four items.
        assert_eq!(rendered.matches("<h1>").count(), 1, "{rendered}");
        assert_eq!(rendered.matches("<h2>").count(), 5, "{rendered}");
        assert_eq!(rendered.matches("<h3>").count(), 4, "{rendered}");
        assert_eq!(
            rendered.matches("<table>").count(),
            0,
            "no table: {rendered}"
        );
        assert_inert_html(&rendered, &[payload]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_description_keeps_its_safe_markdown() {
    let dir = temp_dir("safe");
    let path = dir.join("tools.json");
    let description =
        "Uses **bold**, *emphasis*, `code` and [a link](https://example.com/a).\n\n- one\n- two";
    let list = json!({"tools": [{"name": "t", "description": description, "inputSchema": {"type": "object"}}]});
    std::fs::write(&path, list.to_string()).unwrap();
    let html = docs(&[path.to_str().unwrap()]);
    assert!(html.contains("<p>Uses <strong>bold</strong>, <em>emphasis</em>, <code>code</code> and <a rel=\"nofollow noopener noreferrer\" href=\"https://example.com/a\">a link</a>.</p>"), "{html}");
    assert!(html.contains("<p>• one</p><p>• two</p>"));
    let rendered = commonmark(&docs(&[path.to_str().unwrap(), "--format", "markdown"]));
    assert!(rendered.contains("Uses <strong>bold</strong>, <em>emphasis</em>, <code>code</code> and <a rel=\"nofollow noopener noreferrer\" href=\"https://example.com/a\">a link</a>."), "{rendered}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Markdown page as a CommonMark renderer with GitHub's tables writes it in HTML.
fn commonmark(markdown: &str) -> String {
    // The front matter is read by the generators, as here, not shown.
    let options = pulldown_cmark::Options::ENABLE_TABLES
        | pulldown_cmark::Options::ENABLE_STRIKETHROUGH
        | pulldown_cmark::Options::ENABLE_YAML_STYLE_METADATA_BLOCKS;
    let mut html = String::new();
    pulldown_cmark::html::push_html(
        &mut html,
        pulldown_cmark::Parser::new_ext(markdown, options),
    );
    html
}

const TAGS: &[&str] = &[
    "html",
    "head",
    "meta",
    "title",
    "style",
    "body",
    "main",
    "nav",
    "ul",
    "li",
    "a",
    "section",
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "article",
    "code",
    "pre",
    "strong",
    "em",
    "div",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "wbr",
    "span",
    "figure",
    "figcaption",
    // The reference view, prerendered in the element's declarative shadow root, and its data.
    "mcp-anatomy",
    "template",
    "header",
    "details",
    "summary",
    "script",
    // Where an item's light-DOM anchor is shown (a link without a script reaches no further).
    "slot",
];
const ATTRIBUTES: &[&str] = &[
    "lang",
    "charset",
    "name",
    "content",
    "http-equiv",
    "aria-label",
    "id",
    "class",
    "href",
    "rel",
    "alt",
    "src",
    "referrerpolicy",
    "width",
    "height",
    "style",
    "view",
    "heading",
    "allow-remote-icons",
    "shadowrootmode",
    "part",
    "data-theme",
    "data-view",
    "role",
    "tabindex",
    "scope",
    "aria-labelledby",
    "open",
    "loading",
    "type",
    "data-server",
    "data-label",
    "data-depth",
    "data-header",
    "data-severity",
    "data-code",
    "data-tone",
    "data-group",
    "slot",
];

/// What a browser's tokenizer sees: only our elements and attributes, links to anchors or
/// `https:` only, images from `data:image/` (or `https:` when allowed), two style sheets at
/// most (the page's and the widget's) holding nothing of the server's, a script only as JSON
/// data, no comment, and no character that hides or reorders text.
fn assert_inert_html(html: &str, payloads: &[&str]) {
    let mut emitter = DefaultEmitter::default();
    emitter.naively_switch_states(true);
    let mut in_style = false;
    let mut in_script = false;
    let mut style_sheets = 0;
    for token in Tokenizer::new_with_emitter(html, emitter).flatten() {
        match token {
            Token::StartTag(tag) => {
                let name = String::from_utf8_lossy(&tag.name).into_owned();
                assert!(TAGS.contains(&name.as_str()), "element <{name}> in\n{html}");
                in_style = name == "style";
                style_sheets += usize::from(in_style);
                in_script = name == "script";
                if in_script {
                    let json = (tag.attributes.iter()).any(|(attribute, value)| {
                        &attribute[..] == b"type" && &value[..] == b"application/json"
                    });
                    assert!(json, "a script that is not JSON data in\n{html}");
                }
                for (attribute, value) in &tag.attributes {
                    let attribute = String::from_utf8_lossy(attribute).into_owned();
                    let value = String::from_utf8_lossy(value).into_owned();
                    assert!(
                        ATTRIBUTES.contains(&attribute.as_str()),
                        "attribute {attribute}={value:?} in\n{html}"
                    );
                    assert!(attribute != "style", "inline style {value:?}");
                    assert_visible(&value);
                    match attribute.as_str() {
                        "href" => assert!(
                            value.starts_with('#') || value.starts_with("https://"),
                            "href {value:?}"
                        ),
                        "src" => assert!(
                            value.starts_with("data:image/") || value.starts_with("https://"),
                            "src {value:?}"
                        ),
                        "id" => assert!(
                            value
                                .chars()
                                .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c)),
                            "id {value:?}"
                        ),
                        _ => {}
                    }
                    if attribute == "src" && value.starts_with("https://") {
                        assert!(
                            html.contains("img-src data: https:"),
                            "a remote icon without --allow-remote-icons"
                        );
                    }
                }
            }
            Token::EndTag(_) => (in_style, in_script) = (false, false),
            Token::String(text) => {
                let text = String::from_utf8_lossy(&text).into_owned();
                assert_visible(&text);
                if in_script {
                    let data = serde_json::Deserializer::from_str(&text).into_iter::<Value>();
                    assert!(
                        data.into_iter().all(|value| value.is_ok()),
                        "the data is not JSON: {text}"
                    );
                }
                if in_style {
                    for payload in payloads {
                        assert!(
                            !text.contains(payload.trim()),
                            "the style sheet holds {payload:?}"
                        );
                    }
                    assert!(!text.contains("body{display:none}"), "injected CSS");
                }
            }
            Token::Comment(comment) => panic!("comment {:?}", String::from_utf8_lossy(&comment)),
            Token::Doctype(_) | Token::Error(_) => {}
        }
    }
    assert!(style_sheets <= 2, "{style_sheets} style sheets");
}

fn assert_visible(text: &str) {
    let hidden = ['\u{202E}', '\u{200B}', '\u{0}', '\u{2066}', '\u{FEFF}'];
    assert!(!text.contains(hidden), "a hiding character in {text:?}");
}

/// MkDocs (Material, from the venv) builds the Markdown pages with `--strict`: the examples in
/// both languages and a page per hostile payload, whose built content is as inert as ours.
#[test]
fn mkdocs_builds_the_markdown_pages_strictly() {
    let mkdocs = root().join(".venv/bin/mkdocs");
    assert!(
        mkdocs.is_file(),
        "{} is missing: run scripts/bootstrap.sh",
        mkdocs.display()
    );
    let dir = temp_dir("mkdocs");
    let pages = dir.join("docs");
    std::fs::create_dir_all(&pages).unwrap();
    let inputs = [
        examples("ListToolsResult"),
        examples("ListResourceTemplatesResult"),
        examples("DiscoverResult"),
    ];
    for lang in ["en", "ru"] {
        let mut args: Vec<&str> = inputs.iter().map(String::as_str).collect();
        args.extend(["--format", "markdown", "--lang", lang, "--out"]);
        let out = dir.join(lang);
        args.push(out.to_str().unwrap());
        docs(&args);
        std::fs::rename(
            out.join("index.md"),
            pages.join(format!("examples-{lang}.md")),
        )
        .unwrap();
    }
    for (index, payload) in PAYLOADS.iter().enumerate() {
        let case = dir.join(format!("case-{index}"));
        std::fs::create_dir_all(&case).unwrap();
        let files = hostile_files(payload, &case);
        let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
        args.extend(["--format", "markdown"]);
        std::fs::write(pages.join(format!("hostile-{index}.md")), docs(&args)).unwrap();
    }
    std::fs::write(
        dir.join("mkdocs.yml"),
        "site_name: Reference\ntheme:\n  name: material\n",
    )
    .unwrap();
    let output = Command::new(&mkdocs)
        .args(["build", "--strict", "--site-dir", "site"])
        .current_dir(&dir)
        .env("NO_MKDOCS_2_WARNING", "1")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{log}");
    assert!(!log.contains("WARNING"), "{log}");
    let built = std::fs::read_to_string(dir.join("site/examples-en/index.html")).unwrap();
    assert!(built.contains("<a id=\"tool-get_weather\"></a>"));
    assert!(
        built.contains("<li><code>location</code>"),
        "nested lists, not a table"
    );
    assert!(!built.contains("<table>"));
    assert!(
        !built.contains("outline:"),
        "the front matter is read, not shown"
    );
    for (index, payload) in PAYLOADS.iter().enumerate() {
        let built =
            std::fs::read_to_string(dir.join(format!("site/hostile-{index}/index.html"))).unwrap();
        let start = built
            .find("<article class=\"md-content__inner md-typeset\">")
            .unwrap();
        let end = start + built[start..].find("</article>").unwrap();
        let content = &built[start..end];
        assert_eq!(content.matches("<h2 ").count(), 5, "{content}");
        assert_eq!(content.matches("<h3 ").count(), 4, "{content}");
        assert_inert_html(content, &[payload]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The official example of a resource, listed: its media type and annotations in words.
#[test]
fn a_resource_shows_its_media_type_and_annotations() {
    let example = Path::new(&examples("Resource")).join("file-resource-with-annotations.json");
    let resource: Value = serde_json::from_str(&std::fs::read_to_string(example).unwrap()).unwrap();
    let dir = temp_dir("resource");
    let path = dir.join("resources.json");
    std::fs::write(&path, json!({"resources": [resource]}).to_string()).unwrap();
    let html = docs(&[path.to_str().unwrap()]);
    assert!(
        html.contains(
            "<details id=\"resource-file-project-README.md\" class=\"mcpa-ref-item\" open=\"\">"
        ),
        "{html}"
    );
    assert!(html.contains(
        "<p>Name <code>README.md</code>; Media type <code>text/markdown</code>; For <code>user</code>; Priority <code>0.8</code>; Last modified <code>2025-01-12T15:00:58Z</code></p>"
    ), "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A tool's title is `title`, else `annotations.title` (as GitHub's server gives every tool);
/// a resource's annotations have no title.
#[test]
fn a_tool_without_a_title_shows_its_annotations_title() {
    let dir = temp_dir("titles");
    let path = dir.join("tools.json");
    let list = json!({"tools": [
        {"name": "create_pull_request", "annotations": {"title": "Open new pull request"}, "inputSchema": {"type": "object"}},
        {"name": "merge", "title": "Merge a pull request", "annotations": {"title": "Not this one"}, "inputSchema": {"type": "object"}},
        {"name": "bare", "inputSchema": {"type": "object"}}
    ]});
    std::fs::write(&path, list.to_string()).unwrap();
    let html = docs(&[path.to_str().unwrap()]);
    let subtitles: Vec<&str> = (html.split("<span class=\"mcpa-ref-subtitle\">").skip(1))
        .map(|rest| &rest[..rest.find("</span>").unwrap()])
        .collect();
    assert_eq!(subtitles, ["Open new pull request", "Merge a pull request"]);
    let markdown = docs(&[path.to_str().unwrap(), "--format", "markdown"]);
    assert!(
        markdown.contains(
            "### create\\_<wbr />pull\\_<wbr />request\n\n<em>Open new pull request</em>"
        ),
        "{markdown}"
    );
    assert!(!markdown.contains("Not this one"), "{markdown}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finding in the answer to a call (structured content against the tool's output schema)
/// is shown at the tool called, not among the page's other findings.
#[test]
fn a_call_s_finding_is_shown_at_its_tool() {
    let dir = temp_dir("calls");
    let path = dir.join("session.jsonl");
    let meta = json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}});
    let weather = json!({"name": "get_weather", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "properties": {"temperature": {"type": "number"}}}});
    let session = [
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": meta}}),
        json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [weather, {"name": "zebra", "inputSchema": {"type": "object"}}]}}),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"_meta": meta, "name": "get_weather", "arguments": {}}}),
        json!({"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "content": [{"type": "text", "text": "{\"temperature\": \"warm\"}"}], "structuredContent": {"temperature": "warm"}}}),
    ];
    let lines: Vec<String> = session.iter().map(|m| m.to_string()).collect();
    std::fs::write(&path, lines.join("\n")).unwrap();
    let markdown = docs(&[path.to_str().unwrap(), "--format", "markdown"]);
    let at = |needle: &str| {
        markdown
            .find(needle)
            .unwrap_or_else(|| panic!("{needle}: {markdown}"))
    };
    let finding = at("<strong>error</strong> <code>transcript/structured\\-invalid</code>");
    assert!(
        at("### get\\_<wbr />weather") < finding && finding < at("### zebra"),
        "{markdown}"
    );
    assert!(
        markdown.contains("session\\.jsonl&#58;4)"),
        "on the answer's line: {markdown}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--findings` chooses what the page shows: every finding, the errors alone, or none; the
/// summary counts what is shown.
#[test]
fn findings_shown_all_errors_or_none() {
    let dir = temp_dir("shown");
    let path = dir.join("tools.json");
    // An error (a tool without its input schema) and a warning (a draft-07 dialect).
    let list = json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [
        {"name": "broken"},
        {"name": "old", "inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}}
    ]}});
    std::fs::write(&path, list.to_string()).unwrap();
    let page = |shown: &str| {
        docs(&[
            path.to_str().unwrap(),
            "--format",
            "markdown",
            "--findings",
            shown,
        ])
    };
    let has = |markdown: &str, code: &str| markdown.contains(&format!("<code>{code}</code>"));
    let all = page("all");
    assert!(
        has(&all, "schema/missing\\-member") && has(&all, "tool/schema\\-dialect"),
        "{all}"
    );
    let errors = page("errors");
    assert!(has(&errors, "schema/missing\\-member"), "{errors}");
    assert!(!has(&errors, "tool/schema\\-dialect"), "{errors}");
    let none = page("none");
    assert!(
        !has(&none, "schema/missing\\-member") && !has(&none, "tool/schema\\-dialect"),
        "{none}"
    );
    assert!(
        none.contains("### broken") && none.contains("### old"),
        "the items stay: {none}"
    );
    // The static page hands the choice to the element that takes it over.
    let html = docs(&[path.to_str().unwrap(), "--findings", "errors"]);
    assert!(html.contains(" findings=\"errors\""), "{html}");
    // The summary counts what is shown, and says nothing of findings when none are.
    assert!(
        errors.contains("2 tools; the validator found 1 error\\."),
        "{errors}"
    );
    assert!(
        none.contains("2 tools\\.\n") && !none.contains("validator"),
        "{none}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A capability's settings that the page knows are said in words (`listChanged`,
/// `subscribe`), any others shown as JSON, and one with none is "offered".
#[test]
fn capabilities_are_said_in_words() {
    let dir = temp_dir("capabilities");
    let path = dir.join("discover.json");
    let discover = json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "ttlMs": 60000, "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}},
        "capabilities": {"tools": {"listChanged": true}, "resources": {"subscribe": true, "listChanged": false}, "completions": {}, "experimental": {"com.example/x": {"on": true}}}}});
    std::fs::write(&path, discover.to_string()).unwrap();
    let markdown = docs(&[path.to_str().unwrap(), "--format", "markdown"]);
    for row in [
        "- <code>tools</code>\u{a0}— announces changes to its list\n",
        "- <code>resources</code>\u{a0}— lets a client subscribe to a resource's changes\n",
        "- <code>completions</code>\u{a0}— offered\n",
        // Markdown's escapes, inside the code too.
        "- <code>experimental</code>\u{a0}— <code>\\{\"com\\.example/x\"&#58;\\{\"on\"&#58;true\\}\\}</code>\n",
    ] {
        assert!(markdown.contains(row), "{row}\n{markdown}");
    }
    let russian = docs(&[
        path.to_str().unwrap(),
        "--format",
        "markdown",
        "--lang",
        "ru",
    ]);
    assert!(
        russian.contains("- <code>tools</code>\u{a0}— сообщает об изменениях своего перечня\n"),
        "{russian}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A list the server answered with no item is said to be empty, not left as a bare heading.
#[test]
fn an_empty_list_says_so() {
    let dir = temp_dir("empty");
    let path = dir.join("tools.json");
    let list = json!({"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}});
    std::fs::write(&path, list.to_string()).unwrap();
    let markdown = docs(&[path.to_str().unwrap(), "--format", "markdown"]);
    assert!(
        markdown.contains("## Tools\n\n") && markdown.contains("The list is empty\\."),
        "{markdown}"
    );
    let html = docs(&[path.to_str().unwrap(), "--lang", "ru"]);
    assert!(html.contains("<p>Перечень пуст.</p>"), "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The fenced blocks of `markdown` in `language`, each block's text.
fn code_blocks<'m>(markdown: &'m str, language: &str) -> Vec<&'m str> {
    let opening = format!("```{language}\n");
    markdown
        .match_indices(&opening)
        .map(|(at, _)| {
            let body = &markdown[at + opening.len()..];
            &body[..body.find("\n```").unwrap()]
        })
        .collect()
}

/// The text of each `<pre><code>` block of an HTML page, as a browser reads it (the example
/// calls of the items, each followed by its `curl` command).
fn html_code_blocks(html: &str) -> Vec<String> {
    let mut emitter = DefaultEmitter::default();
    emitter.naively_switch_states(true);
    let (mut blocks, mut in_pre, mut code) = (Vec::new(), false, None::<String>);
    for token in Tokenizer::new_with_emitter(html, emitter).flatten() {
        match token {
            Token::StartTag(tag) if &tag.name[..] == b"pre" => in_pre = true,
            Token::StartTag(tag) if in_pre && &tag.name[..] == b"code" => {
                code = Some(String::new())
            }
            Token::String(text) if code.is_some() => {
                code.as_mut()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&text));
            }
            Token::EndTag(tag) if &tag.name[..] == b"code" => blocks.extend(code.take()),
            Token::EndTag(tag) if &tag.name[..] == b"pre" => in_pre = false,
            _ => {}
        }
    }
    blocks
}

/// A request as shown, the headers it is sent with and the body sent.
type Sent<'a> = (&'a str, Vec<(String, String)>, String);

/// A `curl` command of an example call, read back as a shell would: its headers and its body.
fn read_curl(command: &str) -> (Vec<(String, String)>, String) {
    let mut words = Vec::new();
    let mut chars = command.chars().peekable();
    let mut word = String::new();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match c {
            '\'' => quoted = !quoted,
            '\\' if !quoted => {
                // An escaped character, or the line's continuation.
                if let Some(next) = chars.next().filter(|n| *n != '\n') {
                    word.push(next);
                }
            }
            ' ' | '\n' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    words.push(word);
    let mut headers = Vec::new();
    let mut body = String::new();
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        match word.as_str() {
            "-H" => {
                let header = words.next().unwrap();
                let (name, value) = header.split_once(": ").unwrap();
                headers.push((name.to_owned(), value.to_owned()));
            }
            "--data" => body = words.next().unwrap(),
            _ => {}
        }
    }
    (headers, body)
}

/// Issue 51, point 3: each tool, prompt, resource and template has an example call, made from
/// its schema, that this project's own check of a request finds clean, and the same as `curl`
/// whose headers a server that checks every header (tests/servers/strict_headers_http.py)
/// accepts: the `_meta` every request carries, `Mcp-Name` in the Base64 sentinel where the name
/// is not plain ASCII, `Mcp-Param-*` for `x-mcp-header` parameters, and hostile names inert.
/// The Markdown page and the HTML page (the reference view prerendered, by the same writer)
/// show the same calls, and every one of them is held to these checks.
#[test]
fn every_example_call_is_a_clean_request_a_strict_server_accepts() {
    let dir = temp_dir("examples");
    let tools = json!({"tools": [
        {"name": "get_weather", "inputSchema": {"type": "object",
            "properties": {
                "city": {"type": "string", "minLength": 12},
                "days": {"type": "integer", "exclusiveMinimum": 0, "maximum": 10},
                "units": {"enum": ["metric", "imperial"]},
                "when": {"type": "string", "format": "date-time"},
                "at": {"$ref": "#/$defs/place"},
                "tags": {"type": "array", "items": {"type": "string"}, "minItems": 2},
                "region": {"type": "string", "x-mcp-header": "Region", "default": "Москва"},
                "either": {"anyOf": [{"type": "boolean"}, {"type": "string"}]},
                "kind": {"const": "daily"},
                "note": {"type": "string", "examples": ["it's {{cold}} \u{202e}here"]}
            },
            "required": ["city", "days", "units", "when", "at", "tags", "region", "either", "kind", "note"],
            "$defs": {"place": {"type": "object", "properties": {"lat": {"type": "number", "minimum": -90}}, "required": ["lat"]}}}},
        {"name": "погода's", "inputSchema": {"type": "object"}},
        {"name": "a\"</script>\\\u{1}\u{85}b", "inputSchema": {"type": "object"}}
    ]});
    let prompts = json!({"prompts": [{"name": "review", "arguments": [{"name": "code", "required": true}, {"name": "style"}]}]});
    let resources = json!({"resources": [{"uri": "notes://заметки/последние", "name": "recent"}]});
    let templates = json!({"resourceTemplates": [{"uriTemplate": "file:///{+path}{?q,limit}", "name": "files"}]});
    let mut args = Vec::new();
    for (name, list) in [
        ("tools", tools),
        ("prompts", prompts),
        ("resources", resources),
        ("templates", templates),
    ] {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, list.to_string()).unwrap();
        args.push(path.to_string_lossy().into_owned());
    }
    let mut arguments: Vec<&str> = args.iter().map(String::as_str).collect();
    arguments.extend(["--format", "markdown", "--revision", "2025-11-25"]);
    let markdown = docs(&arguments);
    let requests = code_blocks(&markdown, "json");
    let commands = code_blocks(&markdown, "sh");
    assert_eq!((requests.len(), commands.len()), (6, 6), "{markdown}");
    arguments.truncate(args.len());
    arguments.extend(["--revision", "2025-11-25"]);
    let html = docs(&arguments);
    let blocks = html_code_blocks(&html);
    let pairs: Vec<(&str, &str)> = (blocks.chunks(2))
        .map(|pair| (pair[0].as_str(), pair[1].as_str()))
        .collect();
    assert_eq!(
        pairs,
        requests
            .iter()
            .copied()
            .zip(commands.iter().copied())
            .collect::<Vec<_>>(),
        "the HTML page shows the Markdown page's calls"
    );
    assert!(
        !markdown.contains("{{"),
        "Vue would interpolate: {markdown}"
    );
    assert!(!markdown.contains('\u{202e}'), "{markdown}");
    let port = common::free_port();
    let mut server = Command::new("python3");
    server
        .arg(root().join("tests/servers/strict_headers_http.py"))
        .arg(port.to_string());
    let _server = common::start_listening(server, port);
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    // What is sent: each call's headers and body as `curl` sends them; and each of the anatomy's
    // fragments that is a request, with the headers an HTTP fragment shows.
    let markdown_pairs = requests.iter().copied().zip(commands.iter().copied());
    let mut sent: Vec<Sent> = (markdown_pairs)
        .chain(pairs.iter().copied())
        .map(|(request, command)| {
            let (headers, body) = read_curl(command);
            (request, headers, body)
        })
        .collect();
    let mut fragments = 0;
    for part in mcp_anatomy::spec::parts::PARTS {
        let (head, body) = part
            .fragment
            .split_once("\n\n")
            .unwrap_or(("", part.fragment));
        if mcp_anatomy::engine::check(body).kind != mcp_anatomy::engine::DocumentKind::ClientRequest
        {
            continue;
        }
        fragments += 1;
        let headers = (head.lines().skip(1))
            .filter_map(|line| line.split_once(": "))
            .map(|(name, value)| (name.to_owned(), value.to_owned()))
            .collect();
        sent.push((body, headers, body.to_owned()));
    }
    assert_eq!(
        fragments, 2,
        "the transport's tools/call and the envelope's tools/list"
    );
    for (request, headers, body) in &sent {
        let report = mcp_anatomy::engine::check(request);
        assert_eq!(
            report.kind,
            mcp_anatomy::engine::DocumentKind::ClientRequest,
            "{request}"
        );
        let found: Vec<&str> = (report.diagnostics.iter())
            .map(|d| d.diagnostic.code.id())
            .collect();
        assert!(found.is_empty(), "{found:?}\n{request}");
        let value: Value = serde_json::from_str(body).unwrap();
        assert_eq!(
            value,
            serde_json::from_str::<Value>(request).unwrap(),
            "{body}"
        );
        let mut post = agent.post(&format!("http://127.0.0.1:{port}/mcp"));
        if !headers.is_empty() {
            for (name, value) in headers {
                post = post.header(name, value);
            }
            let mut answer = post.send(body).unwrap();
            let status = answer.status().as_u16();
            let text = answer.body_mut().read_to_string().unwrap();
            assert!(
                !text.contains("-32020"),
                "{status} {text}\n{headers:?}\n{body}"
            );
            assert_ne!(status, 400, "{text}\n{headers:?}\n{body}");
        }
    }
    // What the headers carry: the sentinel for a name that is not plain ASCII, the marked
    // parameter's default (not ASCII either), and the template's variables expanded.
    assert!(
        commands[1].contains("-H 'Mcp-Name: =?base64?"),
        "{}",
        commands[1]
    );
    assert!(
        commands[0].contains("-H 'Mcp-Param-Region: =?base64?0JzQvtGB0LrQstCw?='"),
        "{}",
        commands[0]
    );
    assert!(
        requests[5].contains("\"uri\": \"file:///example?q=example&limit=example\""),
        "{}",
        requests[5]
    );
    // A name with a quote, a backslash, the end of a script and controls: the same string,
    // escaped, in the request; text in the HTML page.
    let hostile: Value = serde_json::from_str(requests[2]).unwrap();
    assert_eq!(hostile["params"]["name"], "a\"</script>\\\u{1}\u{85}b");
    assert!(
        requests[2].contains(r#""name": "a\"</script>\\\u0001\u0085b""#),
        "{}",
        requests[2]
    );
    assert_inert_html(&html, &[]);
    let weather: Value = serde_json::from_str(requests[0]).unwrap();
    let given = &weather["params"]["arguments"];
    assert_eq!(given["city"].as_str().unwrap().chars().count(), 12);
    assert_eq!(
        (given["days"].clone(), given["units"].clone()),
        (json!(1), json!("metric"))
    );
    assert_eq!(
        (given["at"]["lat"].clone(), given["kind"].clone()),
        (json!(-90), json!("daily"))
    );
    assert_eq!(given["tags"].as_array().unwrap().len(), 2);
    assert_eq!(
        given["note"], "it's {{cold}} \u{202e}here",
        "the same value, shown escaped"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 51, point 1: a name wraps between its words only: after `_`, `-`, `.` and `/`, and
/// where a lower-case letter meets an upper-case one; `{{` stays split for Vue all the same.
#[test]
fn a_long_name_wraps_between_its_words() {
    let dir = temp_dir("wrap");
    let path = dir.join("tools.json");
    let tools = json!({"tools": [{"name": "getWeather-v2.list_all/x", "inputSchema": {"type": "object", "properties": {"maxItems_total": {"type": "integer"}}, "required": ["maxItems_total"]}}, {"name": "{{a}}", "inputSchema": {"type": "object"}}]});
    std::fs::write(&path, tools.to_string()).unwrap();
    let markdown = docs(&[
        path.to_str().unwrap(),
        "--format",
        "markdown",
        "--revision",
        "2025-11-25",
    ]);
    assert!(
        markdown
            .contains("### get<wbr />Weather\\-<wbr />v2\\.<wbr />list\\_<wbr />all/<wbr />x\n"),
        "{markdown}"
    );
    assert!(
        markdown.contains("- <code>max<wbr />Items\\_<wbr />total</code>\n"),
        "{markdown}"
    );
    assert!(
        markdown.contains("### \\{<wbr />\\{a\\}\\}\n"),
        "{markdown}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finding_at_many_tools_is_written_once_with_links_to_each() {
    let dir = temp_dir("repeated");
    let draft_07 = json!({"type": "object", "$schema": "http://json-schema.org/draft-07/schema#"});
    let tools: Vec<Value> = ["a_b", "c", "d"]
        .iter()
        .map(|name| json!({"name": name, "inputSchema": draft_07}))
        .collect();
    let list = dir.join("tools.json");
    std::fs::write(&list, json!({"tools": tools}).to_string()).unwrap();
    let list = list.to_string_lossy().into_owned();
    let html = docs(&[&list]);
    let markdown = docs(&["--format", "markdown", &list]);
    // The HTML page's finding has a light-DOM anchor too (below).
    for (page, ids) in [(&html, 2), (&markdown, 1)] {
        // The sentence once, with the list; each tool's line leads there.
        assert_eq!(page.matches("declares the dialect").count(), 1, "{page}");
        assert_eq!(
            page.matches(" id=\"found-tool-schema-dialect\"").count(),
            ids,
            "{page}"
        );
        assert_eq!(
            page.matches("href=\"#found-tool-schema-dialect\"").count(),
            3
        );
        assert!(page.contains("href=\"#tool-c\""), "{page}");
    }
    assert!(html.contains("<summary>Tools with this finding (3)</summary>"));
    // Without a script, a link reaches into the page's shadow root only through a light-DOM
    // anchor shown at the finding, as at each item.
    let slot = "<span id=\"found-tool-schema-dialect\" slot=\"found-tool-schema-dialect\"></span>";
    assert_eq!(html.matches(slot).count(), 1);
    assert!(html.contains("<slot name=\"found-tool-schema-dialect\"></slot>"));
    assert!(markdown.contains(
        "    - Tools with this finding \\(3\\)&#58; <a href=\"#tool-a_b\">a\\_<wbr />b</a>"
    ));
    let russian = docs(&["--lang", "ru", &list]);
    assert!(
        russian.contains("Инструменты с этим замечанием (3)"),
        "{russian}"
    );
}
