//! Reading a server's surface from its answers (src/surface/read.rs): the official examples,
//! JSON-RPC responses, transcripts with pages, and what cannot be read.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::surface::{ListKind, ReadError, Source, Surface, read};

fn example(kind: &str) -> String {
    let dir = common::spec_dir().join("examples").join(kind);
    let file = std::fs::read_dir(&dir).unwrap().next().unwrap().unwrap();
    std::fs::read_to_string(file.path()).unwrap()
}

fn one(label: &str, text: &str) -> Result<Surface, ReadError> {
    read(vec![Source::new(label, text, false)])
}

#[test]
fn reads_each_official_list_example_as_its_list() {
    for (example_kind, kind, key) in [
        ("ListToolsResult", ListKind::Tools, "get_weather"),
        ("ListPromptsResult", ListKind::Prompts, ""),
        ("ListResourcesResult", ListKind::Resources, ""),
        ("ListResourceTemplatesResult", ListKind::Templates, ""),
    ] {
        let text = example(example_kind);
        let surface = one("a.json", &text).unwrap();
        let list = surface
            .list(kind)
            .unwrap_or_else(|| panic!("{example_kind}"));
        let expected: serde_json::Value = serde_json::from_str(&text).unwrap();
        let expected = expected[kind.member()].as_array().unwrap();
        assert_eq!(list.items.len(), expected.len(), "{example_kind}");
        for (item, written) in list.items.iter().zip(expected) {
            assert_eq!(item.key.value, written[kind.key()].as_str().unwrap());
            // The key's place is its string in the text, quotes included.
            let span = item.key.place.span;
            assert_eq!(&text[span.start + 1..span.end - 1], item.key.value);
        }
        if !key.is_empty() {
            assert!(list.find(key).is_some());
        }
        assert!(list.hints.ttl_ms.is_some(), "{example_kind}");
        for other in ListKind::ALL.into_iter().filter(|&k| k != kind) {
            assert!(
                surface.list(other).is_none(),
                "{example_kind} has no {other:?}"
            );
        }
    }
}

#[test]
fn reads_the_discover_example_for_capabilities_and_server() {
    let surface = one("d.json", &example("DiscoverResult")).unwrap();
    let capabilities = surface.capabilities.unwrap();
    assert!(capabilities.get("tools").is_some());
    let server = surface.server.unwrap();
    assert_eq!(server.name.unwrap().value, "ExampleServer");
    assert_eq!(server.version.unwrap().value, "1.0.0");
    assert!(surface.tools.is_none());
}

#[test]
fn places_carry_the_line_and_the_source() {
    let text =
        "{\n  \"tools\": [\n    {\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}\n  ]\n}";
    let surface = one("dir/t.json", text).unwrap();
    let tool = &surface.tools.unwrap().items[0];
    assert_eq!(tool.key.place.line, 3);
    assert_eq!(&*tool.key.place.source, "dir/t.json");
    let schema = tool.input_schema().unwrap();
    let span = schema.get("type").unwrap().place.span;
    assert_eq!(&text[span.start..span.end], "\"object\"");
}

/// A walk as `probe --save` writes it: requests and answers, a list in two pages, an error.
#[test]
fn reads_a_saved_walk_joining_pages_by_the_requests_methods() {
    let lines = [
        r#"{"jsonrpc":"2.0","id":1,"method":"server/discover"}"#,
        r#"{"jsonrpc":"2.0","id":1,"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"s","version":"2"}}}}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
        r#"{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"first"}],"nextCursor":"2","ttlMs":5}}"#,
        r#"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"cursor":"2"}}"#,
        r#"{"jsonrpc":"2.0","id":3,"result":{"tools":[{"name":"second"}],"ttlMs":9}}"#,
        r#"{"jsonrpc":"2.0","id":4,"method":"prompts/list"}"#,
        r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"Method not found"}}"#,
        r#"{"jsonrpc":"2.0","id":5,"method":"resources/templates/list"}"#,
        r#"{"jsonrpc":"2.0","id":5,"result":{"resourceTemplates":[]}}"#,
    ];
    let surface = read(vec![Source::new("walk.jsonl", lines.join("\n"), true)]).unwrap();
    let tools = surface.tools.unwrap();
    let names: Vec<_> = tools.items.iter().map(|t| t.key.value.as_str()).collect();
    assert_eq!(names, ["first", "second"]);
    assert_eq!(tools.items[1].place().line, 6);
    assert_eq!(tools.hints.ttl_ms.unwrap().as_f64(), Some(5.0));
    assert!(surface.prompts.is_none(), "an error answer lists nothing");
    assert!(surface.templates.unwrap().items.is_empty());
    assert_eq!(surface.server.unwrap().version.unwrap().value, "2");
}

#[test]
fn reads_several_sources_and_an_array_of_messages() {
    let array = r#"[{"jsonrpc":"2.0","id":"a","method":"prompts/list"},
                    {"jsonrpc":"2.0","id":"a","result":{"prompts":[{"name":"p","arguments":[{"name":"x","required":true}]}]}}]"#;
    let surface = read(vec![
        Source::new("p.json", array, false),
        Source::new("t.json", example("ListToolsResult"), false),
    ])
    .unwrap();
    let prompt = &surface.prompts.unwrap().items[0];
    assert!(prompt.arguments[0].is_required());
    assert!(surface.tools.is_some());
}

#[test]
fn unreadable_inputs_are_named_with_why() {
    let error = one("bad.json", "{\n  \"tools\": [,]\n}").unwrap_err();
    assert_eq!(
        error,
        ReadError::NotJson {
            source: "bad.json".into(),
            line: 2,
            column: 13
        }
    );
    let error = one("n.json", r#"{"resultType":"complete","contents":[]}"#).unwrap_err();
    assert!(matches!(error, ReadError::Nothing { ref sources } if sources == &["n.json"]));
    let message = error.message();
    assert!(message.en.contains("n.json") && message.ru.contains("n.json"));
    let error = one("k.json", r#"{"tools":[{"title":"no name"}]}"#).unwrap_err();
    assert!(matches!(
        error,
        ReadError::NoKey {
            kind: ListKind::Tools,
            line: 1,
            ..
        }
    ));
    let answer = r#"[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":1,"result":{"tools":{}}}]"#;
    let error = one("l.json", answer).unwrap_err();
    assert!(matches!(
        error,
        ReadError::NotAList {
            kind: ListKind::Tools,
            ..
        }
    ));
}

#[test]
fn a_syntax_error_after_wide_characters_is_placed_in_characters() {
    let error = one("w.json", "{\"tools\": [{\"name\": \"ключ\"} ёж]}").unwrap_err();
    assert_eq!(
        error,
        ReadError::NotJson {
            source: "w.json".into(),
            line: 1,
            column: 29
        }
    );
    for text in [
        "",
        "   ",
        "\u{feff}{}",
        "[1, 2]",
        "\"text\"",
        "{\"tools\": [1]}",
    ] {
        // Nothing to compare or not JSON, never a panic.
        assert!(one("x.json", text).is_err(), "{text:?}");
    }
}

/// A legacy walk names the revision its `initialize` result negotiated, and where that result
/// is: the reference view leaves the engine's 2026-07-28 findings from there on unshown. A
/// modern discover answer, or an `initialize` of 2026-07-28, names none.
#[test]
fn a_legacy_walk_names_the_revision_it_negotiated() {
    let walk = [
        r#"{"jsonrpc":"2.0","id":"1","method":"server/discover"}"#,
        r#"{"jsonrpc":"2.0","id":"1","error":{"code":-32601,"message":"Method not found"}}"#,
        r#"{"jsonrpc":"2.0","id":"2","method":"initialize","params":{}}"#,
        r#"{"jsonrpc":"2.0","id":"2","result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"old","version":"1"}}}"#,
        r#"{"jsonrpc":"2.0","id":"3","method":"tools/list"}"#,
        r#"{"jsonrpc":"2.0","id":"3","result":{"tools":[{"name":"a","inputSchema":{"type":"object"}}]}}"#,
    ]
    .join("\n");
    let surface = read(vec![Source::new("walk.jsonl", walk.as_str(), true)]).unwrap();
    let (revision, place) = surface.earlier.expect("an earlier revision");
    assert_eq!((revision.as_str(), place.line), ("2025-06-18", 4));
    assert!(walk[place.span.start..].starts_with(r#"{"protocolVersion""#));
    assert_eq!(surface.tools.unwrap().items.len(), 1);

    let modern = walk.replace("2025-06-18", "2026-07-28");
    let surface = read(vec![Source::new("walk.jsonl", modern.as_str(), true)]).unwrap();
    assert!(surface.earlier.is_none());
    let surface = one("discover.json", &example("DiscoverResult")).unwrap();
    assert!(surface.earlier.is_none());
}

/// The page of `text` with every finding of the engine placed, as the view and `docs` make it.
fn page_of(text: &str, lang: mcp_anatomy::spec::Lang) -> mcp_anatomy::surface::page::Model {
    use mcp_anatomy::surface::found::{Found, Messages, Note, Shown};
    let sources = vec![Source::new("list.json", text, false)];
    let messages = Messages::of_sources(&sources);
    let surface = read(sources).unwrap();
    let report = mcp_anatomy::engine::check(text);
    let notes = Note::of("list.json", std::iter::once(&report), lang);
    mcp_anatomy::surface::page::model(&surface, Found::new(notes, messages, Shown::All), lang)
}

#[test]
fn a_finding_the_same_at_several_items_is_told_once_with_its_list() {
    let draft_07 =
        serde_json::json!({"type": "object", "$schema": "http://json-schema.org/draft-07/schema#"});
    let mut list = serde_json::json!({
        "resultType": "complete", "ttlMs": 0, "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "s", "version": "1"}},
        "tools": [
            {"name": "alpha", "inputSchema": draft_07},
            {"name": "beta", "inputSchema": {"type": "object"}},
            {"name": "gamma", "inputSchema": draft_07},
            {"name": "delta", "inputSchema": draft_07},
            // Its own finding, said of it alone: it stays at the item.
            {"name": "epsilon", "inputSchema": {"type": "object", "$schema": "https://example.com/other"}},
        ]
    });
    for lang in [mcp_anatomy::spec::Lang::En, mcp_anatomy::spec::Lang::Ru] {
        let text = serde_json::to_string_pretty(&list).unwrap();
        let page = page_of(&text, lang);
        let tools = &page.sections[0];
        assert_eq!(tools.repeated.len(), 1, "{lang:?}");
        let group = &tools.repeated[0];
        assert_eq!(group.finding.code, "tool/schema-dialect");
        let names: Vec<&str> = group.items.iter().map(|(_, name)| name.as_str()).collect();
        assert_eq!(names, ["alpha", "gamma", "delta"]);
        assert_eq!(group.items[1].0, "tool-gamma");
        for entry in &tools.entries {
            let told: Vec<&str> = entry.told.iter().map(|t| t.anchor.as_str()).collect();
            let own: Vec<&str> = entry.findings.iter().map(|f| f.code.as_str()).collect();
            match entry.item.key.value.as_str() {
                "alpha" | "gamma" | "delta" => {
                    assert_eq!(
                        (told.as_slice(), own.as_slice()),
                        ([group.anchor.as_str()].as_slice(), [].as_slice())
                    )
                }
                "epsilon" => assert_eq!(
                    (told.len(), own.as_slice()),
                    (0, ["tool/schema-dialect"].as_slice())
                ),
                _ => assert_eq!((told.len(), own.len()), (0, 0)),
            }
        }
    }
    // Said at one item only, a finding is not gathered.
    list["tools"][2]["inputSchema"] = serde_json::json!({"type": "object"});
    list["tools"][3]["inputSchema"] = serde_json::json!({"type": "object"});
    let page = page_of(&list.to_string(), mcp_anatomy::spec::Lang::En);
    assert!(page.sections[0].repeated.is_empty());
    assert!(page.sections[0].entries.iter().all(|e| e.told.is_empty()));
}
