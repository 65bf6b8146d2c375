//! The crate's rooms form layers (`spec` at the bottom, then `engine`, then `surface`, the front
//! ends `cli` and `web` on top, which never use each other), and so do the modules of `spec`
//! (the schema's vocabulary below the generated table), of `engine` (the parser and the span
//! at the bottom, findings and the checker above them, the rules of each section above those,
//! all in `engine/rules/`, the text's, its kind's and several messages' included, then what
//! hands them a document, and the entry points on top), of `surface` (its data in `model.rs`
//! and `diff/change.rs` below what reads and compares it), of `cli` (its data in `model.rs`,
//! `probe/model.rs` and `docs/page.rs` below what reads, walks and writes it) and of `web`
//! (what the host gives and the props' shared value at the bottom, the widget's pieces above
//! them, the mounting on top).
//! A room or module may use only those below it, so these tests read the sources, collect what
//! each names (in `use` declarations and in paths written out in the code), and fail on any
//! circle, naming what is in it.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path below its room, e.g. `["rules", "lists"]` in `engine`; empty for the room.
type Module = Vec<String>;

fn module_of(root: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(root).expect("a file below the root");
    let mut parts: Module = (relative.iter())
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    parts
}

/// The file's code without comments, string literals and its unit tests (whose `super` is the
/// file itself).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut code = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let after_word = code.ends_with(|p: char| p.is_alphanumeric() || p == '_');
        match c {
            // A raw string, r"…" or r#"…"#, which may hold quotes (samples of JSON do).
            'r' if !after_word && matches!(chars.peek(), Some('#' | '"')) => {
                let mut hashes = 0;
                while chars.peek() == Some(&'#') {
                    chars.next();
                    hashes += 1;
                }
                if chars.next() != Some('"') {
                    code.push('r');
                    continue;
                }
                let closing: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let mut body = String::new();
                for c in chars.by_ref() {
                    body.push(c);
                    if body.ends_with(&closing) {
                        break;
                    }
                }
                code.push_str("\"\"");
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        code.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                // A raw string may hold quotes; the sources of the engine use none that do.
                let mut escaped = false;
                for c in chars.by_ref() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => break,
                        _ => escaped = false,
                    }
                }
                code.push_str("\"\"");
            }
            // A character literal such as '"' or '{'; a lifetime has no closing quote.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                let literal = rest.starts_with('\\') || rest.chars().nth(1) == Some('\'');
                if literal {
                    while let Some(c) = chars.next() {
                        if c == '\'' {
                            break;
                        }
                        if c == '\\' {
                            chars.next();
                        }
                    }
                    code.push_str("' '");
                } else {
                    code.push(c);
                }
            }
            _ => code.push(c),
        }
    }
    code
}

/// Every path the code names that starts at `crate::<room>`, `super`, `self` or one of the
/// module's own `children`, with the groups of `use` declarations expanded: `use super::{a,
/// b::c}` names `super::a` and `super::b::c`. A child's path comes back behind `self`.
fn paths_named(code: &str, children: &BTreeSet<String>, room: &str) -> Vec<Vec<String>> {
    let room_path = format!("crate::{room}::");
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let after_word = at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        if after_word || !code.is_char_boundary(at) || code[..at].ends_with("::") {
            at += 1;
            continue;
        }
        let rest = &code[at..];
        let child = (children.iter())
            .find(|c| rest.starts_with(c.as_str()) && rest[c.len()..].starts_with("::"));
        let starts_path = rest.starts_with(&room_path)
            || rest.starts_with("super::")
            || rest.starts_with("self::");
        if !starts_path && child.is_none() {
            at += 1;
            continue;
        }
        let end = path_end(code, at);
        let mut prefix = if child.is_some() {
            vec!["self".to_owned()]
        } else {
            Vec::new()
        };
        expand(&code[at..end], &mut prefix, &mut paths);
        at = end;
    }
    paths
}

/// Where a path that starts at `start` ends, its `{…}` groups included.
fn path_end(code: &str, start: usize) -> usize {
    let mut depth = 0usize;
    for (offset, c) in code[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return start + offset,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return start + offset + 1;
                }
            }
            c if depth == 0 && !(c.is_alphanumeric() || c == '_' || c == ':') => {
                return start + offset;
            }
            _ => {}
        }
    }
    code.len()
}

fn expand(path: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let path = path.trim();
    match path.find('{') {
        None => {
            let mut full = prefix.clone();
            full.extend(
                (path.split("::"))
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| s.split_whitespace().next().unwrap_or(s).to_owned()),
            );
            out.push(full);
        }
        Some(open) => {
            let head: Vec<String> = (path[..open].split("::"))
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect();
            let inner = &path[open + 1..path.rfind('}').unwrap_or(path.len())];
            let depth = prefix.len();
            prefix.extend(head);
            for part in split_top_level(inner) {
                expand(part, prefix, out);
            }
            prefix.truncate(depth);
        }
    }
}

fn split_top_level(group: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (at, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&group[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&group[start..]);
    parts.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The module of the room a path names: the longest prefix of it that is a module.
fn resolve(from: &Module, path: &[String], modules: &BTreeSet<Module>) -> Option<Module> {
    let mut base: Module = match path.first().map(String::as_str) {
        Some("crate") => Vec::new(),
        Some("super") | Some("self") => from.clone(),
        _ => return None,
    };
    let mut rest = &path[1..];
    if path[0] == "crate" {
        rest = &rest[1..]; // the room
    } else if path[0] == "super" {
        base.pop();
    }
    while rest.first().is_some_and(|s| s == "super") {
        base.pop();
        rest = &rest[1..];
    }
    for name in rest {
        let mut deeper = base.clone();
        deeper.push(name.clone());
        if !modules.contains(&deeper) {
            break;
        }
        base = deeper;
    }
    Some(base)
}

fn name(room: &str, module: &Module) -> String {
    if module.is_empty() {
        room.into()
    } else {
        format!("{room}::{}", module.join("::"))
    }
}

/// Which modules of `room` each of its modules names, itself left out.
fn module_graph(room: &str) -> BTreeMap<Module, BTreeSet<Module>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(room);
    let files = common::rust_sources(&root);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&root, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let module = module_of(&root, file);
        let text = std::fs::read_to_string(file).expect("a source file is readable");
        let code = code_of(&text);
        let children: BTreeSet<String> = (modules.iter())
            .filter(|m| m.len() == module.len() + 1 && m.starts_with(&module))
            .filter_map(|m| m.last().cloned())
            .collect();
        let used: BTreeSet<Module> = (paths_named(&code, &children, room).iter())
            .filter_map(|path| resolve(&module, path, &modules))
            .filter(|used| *used != module)
            .collect();
        graph.insert(module, used);
    }
    graph
}

/// Circles of the graph: its strongly connected components of more than one module.
fn circles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    // Two modules are in one circle when each reaches the other; the engine has few dozen
    // modules, so plain reachability is enough.
    let reach = |from: &Module| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(module) = stack.pop() {
            for next in graph.get(&module).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&Module, BTreeSet<Module>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut placed = BTreeSet::new();
    let mut out = Vec::new();
    for module in graph.keys() {
        if placed.contains(module) || !reached[module].contains(module) {
            continue;
        }
        let circle: Vec<Module> = (graph.keys())
            .filter(|other| reached[module].contains(*other) && reached[*other].contains(module))
            .cloned()
            .collect();
        placed.extend(circle.iter().cloned());
        out.push(circle);
    }
    out
}

/// The circles among the modules of `room`, each with its modules and their imports.
fn module_circles(room: &str, at_least: usize) -> Vec<String> {
    let graph = module_graph(room);
    assert!(graph.len() >= at_least, "the modules of {room} were found");
    (circles(&graph).iter())
        .map(|circle| {
            let members: Vec<String> = circle.iter().map(|m| name(room, m)).collect();
            let edges: Vec<String> = (circle.iter())
                .flat_map(|from| {
                    (graph[from].iter())
                        .filter(|to| circle.contains(to))
                        .map(move |to| format!("{} → {}", name(room, from), name(room, to)))
                })
                .collect();
            format!("{{{}}}: {}", members.join(", "), edges.join("; "))
        })
        .collect()
}

/// Fails on any circle among the modules of these rooms, naming its modules and their imports.
fn assert_no_module_circle(rooms: &[(&str, usize)]) {
    let found: Vec<String> = (rooms.iter())
        .flat_map(|(room, at_least)| module_circles(room, *at_least))
        .collect();
    assert!(
        found.is_empty(),
        "modules that import each other, directly or through others:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_spec_engine_and_surface_have_no_import_circle() {
    assert_no_module_circle(&[("spec", 5), ("engine", 20), ("surface", 8)]);
}

/// The rules sit below what hands them a document: no module of `engine/rules/` (the sections,
/// the checker, the walk, the registry) names the classification and check of one document, the
/// splitting of several, the report, the checklist or the entry points. (The formatter sits
/// between: it reads the text through `rules/syntax.rs`, and `rules/legacy.rs`'s fix writes
/// JSON laid out as it lays it out.)
#[test]
fn the_rules_use_nothing_above_them() {
    let graph = module_graph("engine");
    let above = ["document", "transcript", "report", "fields", "variants"];
    let rules: Vec<&Module> = (graph.keys())
        .filter(|m| m.first().is_some_and(|m| m == "rules"))
        .collect();
    // The checker, the walk, and the sections of the text, its kind and several messages.
    for expected in ["checker", "structure", "syntax", "answer", "across"] {
        let module = vec!["rules".to_owned(), expected.to_owned()];
        assert!(rules.contains(&&module), "no engine::rules::{expected}");
    }
    let wrong: Vec<String> = (rules.iter())
        .flat_map(|from| {
            (graph[*from].iter())
                .filter(|to| to.is_empty() || (to.len() == 1 && above.contains(&to[0].as_str())))
                .map(move |to| format!("{} → {}", name("engine", from), name("engine", to)))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "rules that use what is above them: {wrong:?}"
    );
}

/// The modules of `web` stand on what the host element gives (`host.rs`) and the value their
/// props share (`shared.rs`), at the bottom; the editor's handles (`components/editor.rs`) sit
/// below the pieces of the editor that act through them, and `web/mod.rs` only declares and
/// re-exports. The sources are wasm-only, but the test only reads their text.
#[test]
fn the_web_has_no_import_circle() {
    assert_no_module_circle(&[("web", 20)]);
}

/// The command line's data (its inputs, the probe's outcome, remarks) sits below what reads,
/// walks, judges and writes it.
#[test]
fn the_cli_has_no_import_circle() {
    assert_no_module_circle(&[("cli", 15)]);
}

/// The room of a file: its folder or file right below `src`, e.g. `surface` or `inert`.
fn room_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).expect("a file below src");
    let first = relative.iter().next().expect("a path below src");
    first.to_string_lossy().trim_end_matches(".rs").to_owned()
}

/// Which rooms each room names through `crate::…` paths, itself left out (`main.rs` and
/// `lib.rs`, which only name the rooms, are not rooms).
fn room_graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = common::rust_sources(&src);
    let rooms: BTreeSet<String> = (files.iter().map(|f| room_of(&src, f)))
        .filter(|room| room != "main" && room != "lib")
        .collect();
    let mut graph: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for file in &files {
        let room = room_of(&src, file);
        if !rooms.contains(&room) {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(file).expect("a readable source"));
        let mut named = BTreeSet::new();
        for (at, _) in code.match_indices("crate::") {
            let rest = &code[at + "crate::".len()..];
            let group = rest
                .strip_prefix('{')
                .map(|g| &g[..g.find('}').unwrap_or(g.len())]);
            let heads: Vec<&str> = match group {
                Some(group) => group.split(',').collect(),
                None => vec![rest],
            };
            for head in heads {
                let head = head.trim_start();
                let end = head.find(|c: char| !(c.is_alphanumeric() || c == '_'));
                named.insert(head[..end.unwrap_or(head.len())].to_owned());
            }
        }
        let uses = graph.entry(vec![room.clone()]).or_default();
        uses.extend(
            (named.into_iter())
                .filter(|other| *other != room && rooms.contains(other))
                .map(|other| vec![other]),
        );
    }
    graph
}

#[test]
fn the_rooms_have_no_import_circle() {
    let graph = room_graph();
    let room = |name: &str| vec![name.to_owned()];
    for expected in ["spec", "engine", "surface", "cli", "web"] {
        assert!(
            graph.contains_key(&room(expected)),
            "no room {expected}: {graph:?}"
        );
    }
    let found = circles(&graph);
    assert!(
        found.is_empty(),
        "rooms that use each other: {found:?} in {graph:#?}"
    );
    // The bottom and the front ends, which the circle test alone would let through.
    assert!(
        graph[&room("spec")].is_empty(),
        "spec uses {:?}",
        graph[&room("spec")]
    );
    assert!(!graph[&room("cli")].contains(&room("web")), "cli uses web");
    assert!(!graph[&room("web")].contains(&room("cli")), "web uses cli");
}

#[test]
fn the_reader_sees_paths_and_groups() {
    let code = code_of(
        "use super::{json::{self, Value}, finding::Finding};\n\
         // use super::render;\n\
         fn f() { crate::engine::names::repeats(\"super::x\"); let c = '{'; }\n",
    );
    let children = BTreeSet::from(["scan".to_owned()]);
    let paths = paths_named(&(code + "use scan::{find, next};"), &children, "engine");
    let written: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        written,
        [
            "super::json::self",
            "super::json::Value",
            "super::finding::Finding",
            "crate::engine::names::repeats",
            "self::scan::find",
            "self::scan::next",
        ]
    );
}

#[test]
fn a_circle_is_found_and_a_ladder_is_not() {
    let module = |name: &str| vec![name.to_owned()];
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (from, to) in edges {
            graph.entry(module(from)).or_default().insert(module(to));
            graph.entry(module(to)).or_default();
        }
        graph
    };
    let ladder = graph(&[("rules", "checker"), ("checker", "json"), ("rules", "json")]);
    assert!(circles(&ladder).is_empty());
    let circle = graph(&[
        ("json", "diagnostic"),
        ("diagnostic", "finding"),
        ("finding", "json"),
    ]);
    assert_eq!(circles(&circle).len(), 1);
    assert_eq!(circles(&circle)[0].len(), 3);
}
