//! The sentences of findings as the browser gets them (`engine::sentence`): written with `say!`
//! in the source, left out of the browser modules, fetched with the help table. These tests hold
//! the table to the source: every template written is in it (so no finding shows an empty
//! sentence in a page), numbers never collide, and a sentence filled from the fetched table reads
//! exactly as the command line's.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::engine::{sentence, variants};
use mcp_anatomy::spec::Lang;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The templates of every `say!` in `src/engine`, as the macro normalises them: escapes read,
/// every placeholder written `{}`.
fn written_templates() -> BTreeSet<String> {
    written_in_order().into_iter().collect()
}

/// The same, in the order of the source: files by path, then as written.
fn written_in_order() -> Vec<String> {
    let mut files = common::rust_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"));
    files.sort();
    let mut templates = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        for (at, _) in text.match_indices("say!(") {
            let rest = text[at + 5..].trim_start();
            let Some(literal) = rest.strip_prefix('"') else {
                continue;
            };
            templates.push(normalise(&common::proofread::unescape_literal(literal)));
        }
    }
    templates
}

/// Placeholders written `{}`, as `say!` writes them: `{name}` and `{0}` included, `{{` kept.
fn normalise(template: &str) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let brace = &rest[at..];
        if brace.starts_with("{{") || brace.starts_with("}}") {
            out.push_str(&brace[..2]);
            rest = &brace[2..];
        } else if let Some(end) = brace.find('}').filter(|_| brace.starts_with('{')) {
            out.push_str("{}");
            rest = &brace[end + 1..];
        } else {
            out.push_str(&brace[..1]);
            rest = &brace[1..];
        }
    }
    out.push_str(rest);
    out
}

fn said() -> BTreeSet<(u32, &'static str)> {
    let mut all = common::templates(Lang::En);
    all.extend(common::templates(Lang::Ru));
    all
}

#[test]
fn every_template_written_is_said_by_some_finding() {
    let said: BTreeSet<String> = said().into_iter().map(|(_, t)| t.to_owned()).collect();
    let written = written_templates();
    assert!(
        written.len() > 300,
        "only {} templates found in src/engine",
        written.len()
    );
    let unsaid: Vec<&String> = written.difference(&said).collect();
    assert!(
        unsaid.is_empty(),
        "no finding of engine::variants says these templates, so the help table lacks them and a \
         page would show an empty sentence; add a variant that does: {unsaid:#?}"
    );
    let unwritten: Vec<&String> = said.difference(&written).collect();
    assert!(
        unwritten.is_empty(),
        "said but not found in the source: {unwritten:#?}"
    );
}

#[test]
fn template_numbers_never_collide() {
    let mut by_number: BTreeMap<u32, Vec<&str>> = BTreeMap::new();
    for (id, template) in said() {
        by_number.entry(id).or_default().push(template);
    }
    let collisions: Vec<_> = by_number.values().filter(|t| t.len() > 1).collect();
    assert!(
        collisions.is_empty(),
        "templates sharing a number: {collisions:#?}"
    );
}

/// `src/engine/templates.txt`, whose line numbers `say!` gives the templates: every template
/// said has its line; the line of one no longer said is left empty, so that its number is never
/// given to another (a page may hold a help table cached from an earlier build); new ones come
/// at the end, in the order of the source.
#[test]
fn every_template_has_its_line_in_the_list() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/templates.txt");
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    let said_lines: BTreeSet<String> = said().into_iter().map(|(_, t)| escape_line(t)).collect();
    let mut lines: Vec<&str> = (current.lines())
        .map(|line| if said_lines.contains(line) { line } else { "" })
        .collect();
    let listed: BTreeSet<&str> = lines.iter().copied().collect();
    let new: Vec<String> = (written_in_order().iter())
        .map(|t| escape_line(t))
        .filter(|t| said_lines.contains(t) && !listed.contains(t.as_str()))
        .collect();
    let mut seen = BTreeSet::new();
    lines.extend(new.iter().map(String::as_str).filter(|t| seen.insert(*t)));
    let expected: String = lines.iter().map(|line| format!("{line}\n")).collect();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, expected).expect("a writable src/engine/templates.txt");
        return;
    }
    assert_eq!(
        current, expected,
        "src/engine/templates.txt is stale: make regen (the help tables carry the new numbers)"
    );
    let unlisted: Vec<_> = (said().into_iter())
        .filter(|(id, _)| *id >= sentence::UNLISTED)
        .collect();
    assert!(
        unlisted.is_empty(),
        "numbered as unlisted although the list has them: build again ({unlisted:#?})"
    );
}

/// A template as a line of the list: `\n` for a line break, `\\` for a backslash.
fn escape_line(template: &str) -> String {
    template.replace('\\', "\\\\").replace('\n', "\\n")
}

/// What the browser does: the templates read back from the generated help table, installed, and
/// every finding and quick fix title said with them alone (as a module without built-in
/// templates would) reads as the command line says it.
#[test]
fn sentences_from_the_fetched_table_read_as_the_command_line_says_them() {
    for lang in [Lang::En, Lang::Ru] {
        let expected: Vec<String> = variants::findings()
            .iter()
            .map(|f| f.message(lang))
            .collect();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("www/mcp-anatomy-help-{}.js", lang.tag()));
        let module = std::fs::read_to_string(&path).expect("the generated help table");
        let json = module
            .split_once("export default ")
            .and_then(|(_, rest)| rest.trim_end().strip_suffix(';'))
            .expect("a module whose default export is an object");
        let table: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(json).expect("the help table is JSON");
        let templates: Vec<(u32, String)> = (table.iter())
            .filter_map(|(key, value)| {
                Some((sentence::id_of_key(key)?, value.as_str()?.to_owned()))
            })
            .collect();
        assert!(
            !templates.is_empty(),
            "{} holds no template",
            path.display()
        );
        // Installed templates are said in place of the built-in ones; a wrong one would show.
        let marked: Vec<(u32, String)> = (templates.iter())
            .map(|(id, t)| (*id, format!("[{t}]")))
            .collect();
        sentence::install(marked);
        let from_table: Vec<String> = variants::findings()
            .iter()
            .map(|f| f.message(lang))
            .collect();
        assert!(
            from_table.iter().all(|s| s.starts_with('[')),
            "a sentence not from the table"
        );
        sentence::install(templates);
        let filled: Vec<String> = variants::findings()
            .iter()
            .map(|f| f.message(lang))
            .collect();
        sentence::install([]);
        assert_eq!(filled, expected, "{}", path.display());
    }
}
