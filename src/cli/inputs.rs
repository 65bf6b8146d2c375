//! What `check` reads — files, directories (their `*.json` and `*.jsonl` files, recursively, in
//! name order) and standard input — and the engine's reports of each, checked in parallel
//! across files, in the order the inputs were named.

use super::message::{Message, msg};
use super::model::{Document, RevisionArg, is_conform_record};
use super::probe::saved::{self, Judgement, Saved};
use crate::engine;
use rayon::prelude::*;
use std::io::Read;
use std::path::{Path, PathBuf};

/// One input as `check` names it in its output.
pub struct Input {
    /// The path as given or found under a directory (relative when it was), or `<stdin>`.
    pub label: String,
    /// The checked text, or why it could not be read, in every language.
    pub content: Result<Checked, Message>,
}

/// A readable input and what the engine found in it.
pub struct Checked {
    pub text: String,
    /// One for a `.json` file; one per server message for a JSON Lines file, whose client
    /// messages (requests and notifications) are not the server's to answer for.
    pub documents: Vec<Document>,
    /// The probe's saved walk of a legacy server: `documents` then hold every message's report
    /// as for any transcript (the answers after the `initialize` request judged by 2025-11-25's
    /// schema), and the walk says which of them are its exchanges' (`judgements`).
    pub legacy: Option<Saved>,
    /// A record `conform --save` wrote: no answer of a server but a run of checks, judged
    /// again by conform (no document of the engine's).
    pub conform_record: bool,
}

impl Checked {
    /// The documents shown on their own: all but the reports of a saved legacy walk's
    /// exchanges, which their judgements show.
    pub fn plain_documents(&self) -> impl Iterator<Item = &Document> {
        let judged = move |index: usize| self.legacy.as_ref().is_some_and(|w| w.judges(index));
        (self.documents.iter().enumerate())
            .filter(move |(index, _)| !judged(*index))
            .map(|(_, document)| document)
    }

    /// Each exchange of a saved legacy walk with its findings; none for other inputs.
    pub fn judgements(&self) -> Vec<Judgement<'_>> {
        (self.legacy.as_ref()).map_or_else(Vec::new, |walk| walk.judgements(&self.documents))
    }
}

impl Input {
    /// The input's text as the surface reader takes it (JSON Lines for `*.jsonl`), when it
    /// could be read.
    pub fn source(&self) -> Option<crate::surface::Source> {
        let checked = self.content.as_ref().ok()?;
        let lines = self.label.ends_with(".jsonl");
        Some(crate::surface::Source::new(
            self.label.clone(),
            checked.text.clone(),
            lines,
        ))
    }

    /// Where a document is, for one-line summaries and the JSON form: `a.jsonl:3`.
    pub fn name(&self, document: &Document) -> String {
        match document.line {
            Some(line) => format!("{}:{line}", self.label),
            None => self.label.clone(),
        }
    }
}

pub(super) const STDIN: &str = "-";
/// What standard input is called in the output.
pub const STDIN_LABEL: &str = "<stdin>";

/// The inputs the arguments name: `-` is standard input, a directory stands for the `*.json`
/// and `*.jsonl` files under it. A path that cannot be read is kept, to be reported as such.
pub(super) fn expand(args: &[String]) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    for arg in args {
        let path = PathBuf::from(arg);
        if arg == STDIN || !path.is_dir() {
            paths.push(path);
            continue;
        }
        let found = walkdir::WalkDir::new(&path)
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file() && is_checked_extension(entry.path()))
            .map(walkdir::DirEntry::into_path);
        paths.extend(found);
    }
    paths
}

fn is_checked_extension(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("json" | "jsonl")
    )
}

/// Reads and checks every input the arguments name (standard input when there are none), as
/// answers to `method` when it is given, by `revision`.
pub fn check_all(args: &[String], method: Option<&str>, revision: RevisionArg) -> Vec<Input> {
    let mut paths = expand(args);
    if args.is_empty() {
        paths.push(PathBuf::from(STDIN));
    }
    // Standard input is read once, before the other inputs are shared out among threads.
    let stdin = match paths.iter().any(|p| p.as_os_str() == STDIN) {
        true => read(None),
        false => Ok(Vec::new()),
    };
    paths
        .par_iter()
        .map(|path| {
            let (label, bytes) = if path.as_os_str() == STDIN {
                (STDIN_LABEL.to_owned(), stdin.clone())
            } else {
                (path.display().to_string(), read(Some(path)))
            };
            let is_lines = path.extension().is_some_and(|e| e == "jsonl");
            Input {
                content: bytes.map(|bytes| checked(&label, bytes, is_lines, method, revision)),
                label,
            }
        })
        .collect()
}

/// Checks the bytes of one input. Bytes that are not UTF-8 still get a report (kind
/// `not-utf8`, naming the first bad byte), shown against the text with that byte replaced.
fn checked(
    label: &str,
    bytes: Vec<u8>,
    is_lines: bool,
    method: Option<&str>,
    revision: RevisionArg,
) -> Checked {
    match String::from_utf8(bytes) {
        Ok(text) if is_conform_record(&text) => Checked {
            documents: Vec::new(),
            legacy: None,
            conform_record: true,
            text,
        },
        Ok(text) => match saved::read(label, &text, is_lines) {
            Some((walk, documents)) => Checked {
                documents,
                legacy: Some(walk),
                conform_record: false,
                text,
            },
            None => Checked {
                documents: documents(&text, is_lines, method, revision),
                legacy: None,
                conform_record: false,
                text,
            },
        },
        Err(error) => {
            let (text, report) = engine::check_bytes(error.as_bytes());
            Checked {
                text: text.into_owned(),
                documents: vec![Document {
                    line: None,
                    start: 0,
                    report,
                }],
                legacy: None,
                conform_record: false,
            }
        }
    }
}

/// The bytes of a file, or of standard input for `-`.
pub(super) fn bytes_of(path: &Path) -> std::io::Result<Vec<u8>> {
    if path.as_os_str() == STDIN {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes)?;
        return Ok(bytes);
    }
    std::fs::read(path)
}

/// Reads a file, or standard input, saying plainly what went wrong when it cannot.
fn read(path: Option<&Path>) -> Result<Vec<u8>, Message> {
    let read = bytes_of(path.unwrap_or(Path::new(STDIN)));
    let shown = |standard_input: &str| {
        path.map_or_else(|| standard_input.to_owned(), |p| p.display().to_string())
    };
    read.map_err(|e| {
        msg! {
            en: format!("cannot read {}: {e}", shown("standard input")),
            ru: format!("не удалось прочитать {}: {e}", shown("стандартный ввод")),
        }
    })
}

fn documents(
    text: &str,
    is_lines: bool,
    method: Option<&str>,
    revision: RevisionArg,
) -> Vec<Document> {
    let legacy = revision == RevisionArg::Legacy;
    // A transcript carries the client's requests too: each response is checked as the answer
    // to the method of the request with its id, and the rules across messages apply.
    match engine::check_messages_in(text, is_lines, legacy) {
        Some(messages) => messages
            .into_iter()
            .map(|message| Document {
                line: Some(message.origin.line),
                start: message.origin.offset,
                report: message.report,
            })
            .collect(),
        None => vec![Document {
            line: None,
            start: 0,
            report: match legacy {
                true => engine::check_legacy_answer(text, method),
                false => engine::check_answer(text, method),
            },
        }],
    }
}
