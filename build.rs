//! Gathers the diagnostic catalogue from the modules that declare their codes. A rule's
//! module declares each of its codes with `codes! { … }` (src/spec/codes.rs checks the form in
//! place); this script copies every declaration, ordered by id, into one `catalogue! { … }`
//! that src/spec/codes.rs includes: the `Code` enum and its table, each code with the module
//! that declared it. It also lists the engine's modules
//! that declare codes, for `engine::variants`, which asks each for the sample findings of its
//! sentences (a command's codes, the budget's, the probe's and the migration report's, report
//! no engine finding).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=src");
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    files.sort();
    let mut entries = Vec::new();
    let mut sections = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable source file");
        let blocks = codes_blocks(&text);
        if blocks.is_empty() || file.ends_with("spec/codes.rs") {
            continue;
        }
        let module = module_path(file);
        // A command's codes exist only where the command does: not in the browser modules.
        let built_for = match module.starts_with("crate::cli") {
            true => "not(target_arch = \"wasm32\")",
            false => "all()",
        };
        for entry in blocks.iter().flat_map(|block| entries_of(block)) {
            let declared = format!("{{ origin: \"{module}\", cfg: {built_for}, {entry} }}\n");
            entries.push((first_literal(entry).to_owned(), declared));
        }
        if module.starts_with("crate::engine") {
            sections.push(module);
        }
    }
    // The catalogue's order, wherever a list of codes is shown: by id, so by section.
    entries.sort();
    let entries: String = entries.into_iter().map(|(_, declared)| declared).collect();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    write_if_changed(
        &out.join("catalogue.rs"),
        &format!("catalogue! {{\n{entries}}}\n"),
    );
    let mut calls = String::from("{\nlet mut all = Vec::new();\n");
    for section in &sections {
        writeln!(calls, "all.extend({section}::variants());").expect("writes to a string");
    }
    calls.push_str("all\n}\n");
    write_if_changed(&out.join("sections.rs"), &calls);
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/engine/rules/tools.rs` → `crate::engine::rules::tools`.
fn module_path(file: &Path) -> String {
    let relative = file.strip_prefix("src").expect("a file below src");
    let mut parts: Vec<String> = (relative.iter())
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    format!("crate::{}", parts.join("::"))
}

/// Cargo rebuilds what includes a file whose time changed: an unchanged catalogue is left be.
fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("a writable OUT_DIR");
    }
}

/// The inside of every `codes! { … }` in `text`, skipping comments, strings and characters
/// (the examples in a block are JSON, full of braces and quotes).
fn codes_blocks(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut blocks = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                at = text[at..].find('\n').map_or(bytes.len(), |end| at + end);
            }
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                at = text[at + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |end| at + end + 4);
            }
            b'"' | b'r' | b'\'' => at = skip_literal(bytes, at),
            b'c' if text[at..].starts_with("codes!") && (at == 0 || !is_word(bytes[at - 1])) => {
                let open = at + "codes!".len();
                let open = open + text[open..].len() - text[open..].trim_start().len();
                if bytes.get(open) != Some(&b'{') {
                    at += 1;
                    continue;
                }
                let close = matching_brace(bytes, open);
                blocks.push(&text[open + 1..close]);
                at = close + 1;
            }
            _ => at += 1,
        }
    }
    blocks
}

fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// Past a string (plain or raw), a character literal, or one byte of anything else.
fn skip_literal(bytes: &[u8], at: usize) -> usize {
    match bytes[at] {
        b'"' => {
            let mut i = at + 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i + 1
        }
        b'r' if at == 0 || !is_word(bytes[at - 1]) => {
            let hashes = bytes[at + 1..].iter().take_while(|&&b| b == b'#').count();
            if bytes.get(at + 1 + hashes) != Some(&b'"') {
                return at + 1;
            }
            let mut closing = vec![b'"'];
            closing.extend(std::iter::repeat_n(b'#', hashes));
            let body = at + 2 + hashes;
            (bytes[body..].windows(closing.len()))
                .position(|w| w == closing.as_slice())
                .map_or(bytes.len(), |end| body + end + closing.len())
        }
        // 'x', '\n', '\'' and '{'; a lifetime ('a) has no closing quote within three bytes.
        b'\'' => {
            let escaped = bytes.get(at + 1) == Some(&b'\\');
            let end = if escaped { at + 3 } else { at + 2 };
            let end = (end..(end + 8).min(bytes.len()))
                .find(|&i| bytes[i] == b'\'')
                .filter(|&i| escaped || i == at + 2 || !bytes[at + 1].is_ascii());
            end.map_or(at + 1, |end| end + 1)
        }
        _ => at + 1,
    }
}

/// The declarations of a block: each ends with a `;` outside its literals.
fn entries_of(block: &str) -> Vec<&str> {
    let bytes = block.as_bytes();
    let (mut entries, mut start, mut at) = (Vec::new(), 0, 0);
    while at < bytes.len() {
        match bytes[at] {
            b'"' | b'r' | b'\'' => at = skip_literal(bytes, at),
            b';' => {
                entries.push(block[start..=at].trim());
                start = at + 1;
                at += 1;
            }
            _ => at += 1,
        }
    }
    entries
}

/// The text of the first string literal of a declaration: the code's id.
fn first_literal(entry: &str) -> &str {
    let open = entry.find('"').expect("a declaration names its id");
    let close = entry[open + 1..].find('"').expect("an id closes");
    &entry[open + 1..open + 1 + close]
}

/// Where the brace that closes the one at `open` is.
fn matching_brace(bytes: &[u8], open: usize) -> usize {
    let mut depth = 0usize;
    let mut at = open;
    while at < bytes.len() {
        match bytes[at] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            b'"' | b'r' | b'\'' => {
                at = skip_literal(bytes, at);
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    panic!("a codes! block that never closes");
}
