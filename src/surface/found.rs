//! The validator's findings on a reference: each placed once, at the item whose text holds it,
//! else with its list answer or the discover answer, else at the end. Shared by `docs` and the
//! browser's reference view.

use super::model::Place;
use super::read::Source;
use crate::engine::{self, Report, Span};
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;

/// A finding of the validator as a reference shows it.
pub struct Note {
    pub severity: Severity,
    pub code: String,
    /// The sentence, inert; its `code` pieces between backticks.
    pub message: String,
    /// The source's label and the finding's line in it.
    pub source: String,
    pub line: usize,
    /// The finding's byte offset in its source.
    pub start: usize,
    /// The tool it is about when it sits in the answer to a call of that tool.
    pub tool: Option<String>,
    /// Where in its message the finding points (RFC 6901): which element of a list it is
    /// about, when several items say the same.
    pub pointer: String,
}

impl Note {
    /// A finding made outside the engine (a legacy answer judged by its own revision), at the
    /// byte offset `start` of its source, on `line`.
    pub fn at(
        severity: Severity,
        code: &'static str,
        message: &str,
        (source, line, start): (&str, usize, usize),
    ) -> Note {
        Note {
            severity,
            code: code.to_owned(),
            message: inert(message),
            source: source.to_owned(),
            line,
            start,
            tool: None,
            pointer: String::new(),
        }
    }

    /// The notes of `reports`, each checked from the source labelled `source`.
    pub fn of<'r>(
        source: &str,
        reports: impl Iterator<Item = &'r Report>,
        lang: Lang,
    ) -> Vec<Note> {
        let mut notes = Vec::new();
        for report in reports {
            for located in &report.diagnostics {
                let diagnostic = &located.diagnostic;
                notes.push(Note {
                    severity: diagnostic.severity(),
                    code: diagnostic.code.id().to_owned(),
                    message: inert(&diagnostic.message(lang)),
                    source: source.to_owned(),
                    line: located.start.line,
                    start: diagnostic.span.start,
                    tool: diagnostic.finding.tool().map(str::to_owned),
                    pointer: diagnostic.pointer.clone(),
                });
            }
        }
        notes
    }
}

/// Which findings a reference shows: all of them, the errors alone, or none (`docs
/// --findings`, the view's `findings` attribute): a published page need not open with what a
/// server's authors are still fixing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shown {
    #[default]
    All,
    Errors,
    Nothing,
}

impl Shown {
    /// The attribute's value: `errors`, `none`, anything else all.
    pub fn from_attribute(value: &str) -> Shown {
        match value.trim() {
            "errors" => Shown::Errors,
            "none" => Shown::Nothing,
            _ => Shown::All,
        }
    }

    pub fn keeps(self, note: &Note) -> bool {
        match self {
            Shown::All => true,
            Shown::Errors => note.severity == Severity::Error,
            Shown::Nothing => false,
        }
    }
}

/// The validator's findings, each placed once: at its item, else with its list or the
/// server, else among the other findings.
pub struct Found {
    pub notes: Vec<Note>,
    pub placed: Vec<bool>,
    pub messages: Messages,
    /// Which findings the notes are (the rest were left out).
    pub shown: Shown,
}

/// Where each message of each input is (`engine::split_messages`), so that a finding about a
/// list answer as a whole goes with that list.
pub struct Messages(Vec<(String, Vec<Span>)>);

impl Messages {
    /// Where each message of each source is, as the engine splits them.
    pub fn of_sources(sources: &[Source]) -> Messages {
        Messages(
            (sources.iter())
                .map(|source| {
                    let whole = vec![Span::new(0, source.text.len())];
                    let spans = engine::split_messages(&source.text, source.lines);
                    (source.label.clone(), spans.unwrap_or(whole))
                })
                .collect(),
        )
    }

    pub fn of(&self, place: &Place) -> Option<(&str, Span)> {
        let (source, spans) = self.0.iter().find(|(label, _)| *label == *place.source)?;
        let span = spans.iter().find(|span| holds(**span, place.span.start))?;
        Some((source, *span))
    }
}

pub fn holds(span: Span, offset: usize) -> bool {
    (span.start..span.end).contains(&offset)
}

impl Found {
    /// The notes `shown` keeps.
    pub fn new(mut notes: Vec<Note>, messages: Messages, shown: Shown) -> Found {
        notes.retain(|note| shown.keeps(note));
        Found {
            placed: vec![false; notes.len()],
            notes,
            messages,
            shown,
        }
    }

    /// The notes not yet placed that `here` accepts, marked as placed.
    pub fn take(&mut self, here: impl Fn(&Note) -> bool) -> Vec<usize> {
        (self.notes.iter().zip(self.placed.iter_mut()).enumerate())
            .filter(|(_, (note, placed))| !**placed && here(note))
            .map(|(index, (_, placed))| {
                *placed = true;
                index
            })
            .collect()
    }

    pub fn get(&self, indices: &[usize]) -> Vec<&Note> {
        indices.iter().map(|&index| &self.notes[index]).collect()
    }

    /// The notes inside a place (an item), and for a tool those about its calls.
    pub fn within(&mut self, place: &Place, tool: Option<&str>) -> Vec<usize> {
        self.take(|note| {
            (note.source == *place.source && holds(place.span, note.start))
                || (tool.is_some() && note.tool.as_deref() == tool)
        })
    }

    /// The notes in the messages that hold any of `places` (a list's pages, a discover answer).
    pub fn in_messages<'p>(&mut self, places: impl Iterator<Item = &'p Place>) -> Vec<usize> {
        let mut messages: Vec<(String, Span)> = places
            .filter_map(|place| self.messages.of(place))
            .map(|(source, span)| (source.to_owned(), span))
            .collect();
        messages.dedup();
        self.take(|note| {
            (messages.iter())
                .any(|(source, span)| note.source == *source && holds(*span, note.start))
        })
    }
}
