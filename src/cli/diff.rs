//! `mcp-anatomy diff OLD NEW`: reads two surfaces (src/surface), compares them and prints the
//! changes for people, for tools, for CI (through the writers `check` uses, in ci.rs) and for a
//! pull-request comment; the exit status says whether a change reached `--fail-on`.

use super::inputs::{self, STDIN, STDIN_LABEL};
use super::message::{Message, msg};
use super::model::Format;
use super::model::{EXIT_FAILURE, EXIT_INVALID, EXIT_VALID};
use super::render::Renderer;
use crate::engine::{Position, resolve_positions};
use crate::prose::{self, inert_line};
use crate::spec::Lang;
use crate::surface::{self, Change, Class, Diff, ListKind, Place, ReadError, Source, Surface};
use std::collections::HashMap;

mod write;

/// Reads both sides, compares them and prints the changes: 0 when none reaches `fail_on`, 1
/// when one does, 2 when a side cannot be read.
pub fn run(old: &str, new: &str, format: Format, fail_on: Class, renderer: &Renderer) -> u8 {
    let lang = renderer.lang;
    let (old_side, new_side) = match (Side::read(old), Side::read(new)) {
        (Ok(old), Ok(new)) => (old, new),
        (old, new) => {
            for error in [old.err(), new.err()].into_iter().flatten() {
                eprintln!(
                    "mcp-anatomy: {}",
                    super::model::said(&error.message(), lang)
                );
            }
            return EXIT_FAILURE;
        }
    };
    let diff = surface::diff(&old_side.surface, &new_side.surface);
    let report = Report {
        old: &old_side,
        new: &new_side,
        diff: &diff,
        fail_on,
        lang,
        positions: Positions::of(&diff, &[&old_side, &new_side]),
    };
    match format {
        Format::Human => print!("{}", report.human()),
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&report.json()).unwrap_or_default()
        ),
        Format::Sarif => println!(
            "{}",
            serde_json::to_string_pretty(&report.sarif(renderer)).unwrap_or_default()
        ),
        Format::Github => print!("{}", report.github()),
        Format::Junit => print!("{}", report.junit()),
        Format::Markdown => print!("{}", report.markdown()),
    }
    if report.fails() {
        EXIT_INVALID
    } else {
        EXIT_VALID
    }
}

/// One side of the comparison: what the argument names, its texts by label, its surface.
pub struct Side {
    pub arg: String,
    texts: HashMap<String, String>,
    pub surface: Surface,
}

impl Side {
    /// Reads a file, a folder (its `*.json` and `*.jsonl` files, as `check` finds them) or
    /// standard input (`-`).
    pub fn read(arg: &str) -> Result<Side, ReadError> {
        let paths = inputs::expand(&[arg.to_owned()]);
        let mut sources = Vec::new();
        for path in &paths {
            let label = match path.as_os_str() == STDIN {
                true => STDIN_LABEL.to_owned(),
                false => path.display().to_string(),
            };
            let bytes = inputs::bytes_of(path).map_err(|e| ReadError::Unreadable {
                source: label.clone(),
                reason: e.to_string(),
            })?;
            let text = String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8 {
                source: label.clone(),
            })?;
            let lines = path.extension().is_some_and(|e| e == "jsonl");
            sources.push(Source::new(label, text, lines));
        }
        let texts = (sources.iter())
            .map(|s| (s.label.clone(), s.text.clone()))
            .collect();
        // A folder without inputs reads as nothing to compare, naming the folder.
        let surface = match sources.is_empty() {
            true => Err(ReadError::Nothing {
                sources: vec![arg.to_owned()],
            }),
            false => surface::read(sources),
        }?;
        Ok(Side {
            arg: arg.to_owned(),
            texts,
            surface,
        })
    }
}

impl Side {
    /// The argument, and the server's name and version when its discover answer gives them:
    /// `v1.jsonl (notes 1.2.0)`.
    fn named(&self) -> String {
        let server = self.surface.server.as_ref();
        let texts = server.into_iter().flat_map(|s| [&s.name, &s.version]);
        let known: Vec<&str> = texts
            .filter_map(|text| text.as_ref().map(|t| t.value.as_str()))
            .filter(|text| !text.is_empty())
            .collect();
        match known.is_empty() {
            true => self.arg.clone(),
            false => format!("{} ({})", self.arg, inert_line(&known.join(" "))),
        }
    }
}

/// Lines and columns of every place the changes name, resolved in one pass per text.
struct Positions(HashMap<(String, usize), Position>);

impl Positions {
    fn of(diff: &Diff, sides: &[&Side]) -> Positions {
        let mut offsets: HashMap<&str, Vec<usize>> = HashMap::new();
        for place in diff.changes.iter().flat_map(|c| [&c.old, &c.new]).flatten() {
            let entry = offsets.entry(&place.source).or_default();
            entry.extend([place.span.start, place.span.end]);
        }
        let mut resolved = HashMap::new();
        for (source, mut offsets) in offsets {
            let Some(text) = sides.iter().find_map(|side| side.texts.get(source)) else {
                continue;
            };
            offsets.dedup();
            let positions = resolve_positions(text, &mut offsets);
            for (offset, position) in offsets.into_iter().zip(positions) {
                resolved.insert((source.to_owned(), offset), position);
            }
        }
        Positions(resolved)
    }

    fn get(&self, place: &Place) -> (Position, Position) {
        let at = |offset| {
            let key = (place.source.to_string(), offset);
            self.0.get(&key).copied().unwrap_or(Position {
                offset,
                line: place.line,
                column: 1,
                utf16: 0,
            })
        };
        (at(place.span.start), at(place.span.end))
    }

    /// `file:line:column` of a place.
    fn show(&self, place: &Place) -> String {
        let (start, _) = self.get(place);
        format!("{}:{}:{}", place.source, start.line, start.column)
    }
}

struct Report<'a> {
    old: &'a Side,
    new: &'a Side,
    diff: &'a Diff,
    fail_on: Class,
    lang: Lang,
    positions: Positions,
}

/// Where a change is: the list's method (or server/discover), the item, the pointer in it.
fn location(change: &Change) -> String {
    let mut parts = vec![
        change
            .list
            .map_or("server/discover", ListKind::method)
            .to_owned(),
    ];
    parts.extend(change.item.clone());
    if !change.pointer.is_empty() {
        parts.push(change.pointer.clone());
    }
    inert_line(&parts.join(" › "))
}

/// A change's sentence as plain text (a terminal, an annotation, a test report): code without
/// its backticks, the language's typography, and the server's names made inert.
fn sentence(change: &Change, lang: Lang) -> String {
    plain(change.message().get(lang), lang)
}

fn plain(text: &str, lang: Lang) -> String {
    inert_line(&prose::plain(text, lang))
}

impl Class {
    fn heading(self) -> Message {
        match self {
            Class::Breaking => msg!("Breaking", "Ломают клиентов"),
            Class::Risky => msg!("Risky", "Рискованные"),
            Class::Safe => msg!("Safe", "Безопасные"),
        }
    }

    /// What a SARIF rule of the class says.
    fn rule(self) -> Message {
        match self {
            Class::Breaking => msg!(
                "A change that makes calls or readings of clients built against the old server fail.",
                "Изменение, из-за которого вызовы или чтение результатов у клиентов, написанных для прежнего сервера, перестают работать."
            ),
            Class::Risky => msg!(
                "A change of what a model reads or a client decides by, which the diff cannot judge.",
                "Изменение того, что читает модель или по чему решает клиент; сравнение не может судить, опасно ли оно."
            ),
            Class::Safe => msg!(
                "A change no client built against the old server notices.",
                "Изменение, которого клиенты, написанные для прежнего сервера, не заметят."
            ),
        }
    }

    fn sarif_level(self) -> &'static str {
        match self {
            Class::Breaking => "error",
            Class::Risky => "warning",
            Class::Safe => "note",
        }
    }

    fn github_level(self) -> &'static str {
        match self {
            Class::Breaking => "error",
            Class::Risky => "warning",
            Class::Safe => "notice",
        }
    }
}
