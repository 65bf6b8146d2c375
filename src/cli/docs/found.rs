//! The validator's findings on the reference page: each placed once, at the item whose text
//! holds it, else with its list answer or the discover answer, else at the end.

use super::*;

/// A finding of the validator as the page shows it.
pub struct Note {
    pub severity: Severity,
    pub code: &'static str,
    /// The sentence, its `code` pieces as code.
    pub message: Vec<Inline>,
    /// `file:line` of the finding.
    pub at: String,
    source: String,
    start: usize,
}

pub(super) fn findings(checked: &[Input], lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    for input in checked {
        let Ok(content) = &input.content else {
            continue;
        };
        for document in &content.documents {
            for located in &document.report.diagnostics {
                let diagnostic = &located.diagnostic;
                notes.push(Note {
                    severity: diagnostic.severity(),
                    code: diagnostic.code.id(),
                    message: with_code(&inert(&diagnostic.message(lang))),
                    at: format!("{}:{}", input.label, located.start.line),
                    source: input.label.clone(),
                    start: diagnostic.span.start,
                });
            }
        }
    }
    notes
}

/// The validator's findings, each placed once: at its item, else with its list or the
/// server, else among the other findings.
pub(super) struct Found {
    pub(super) notes: Vec<Note>,
    pub(super) placed: Vec<bool>,
    pub(super) messages: Messages,
}

/// Where each message of each input is (`engine::split_messages`), so that a finding about a
/// list answer as a whole goes with that list.
pub(super) struct Messages(pub(super) HashMap<String, Vec<Span>>);

impl Messages {
    pub(super) fn of(&self, place: &surface::Place) -> Option<(&str, Span)> {
        let (source, spans) = self.0.get_key_value(&*place.source)?;
        let span = spans.iter().find(|span| holds(**span, place.span.start))?;
        Some((source, *span))
    }
}

pub(super) fn holds(span: Span, offset: usize) -> bool {
    (span.start..span.end).contains(&offset)
}

impl Found {
    /// The notes not yet placed that `here` accepts, marked as placed.
    pub(super) fn take(&mut self, here: impl Fn(&Note) -> bool) -> Vec<usize> {
        (self.notes.iter().zip(self.placed.iter_mut()).enumerate())
            .filter(|(_, (note, placed))| !**placed && here(note))
            .map(|(index, (_, placed))| {
                *placed = true;
                index
            })
            .collect()
    }

    pub(super) fn get(&self, indices: &[usize]) -> Vec<&Note> {
        indices.iter().map(|&index| &self.notes[index]).collect()
    }

    /// The notes inside a place (an item).
    pub(super) fn within(&mut self, place: &surface::Place) -> Vec<usize> {
        self.take(|note| note.source == *place.source && holds(place.span, note.start))
    }

    /// The notes in the messages that hold any of `places` (a list's pages, a discover answer).
    pub(super) fn in_messages<'p>(
        &mut self,
        places: impl Iterator<Item = &'p surface::Place>,
    ) -> Vec<usize> {
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
