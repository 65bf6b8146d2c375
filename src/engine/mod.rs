//! The validation engine: text in, a [`Report`] out. Pure Rust with no I/O and no web
//! dependency; the editor, the JS API and the command line all call [`check`].

mod diagnostic;
mod document;
pub(crate) mod edits;
mod fields;
pub mod finding;
mod format;
pub mod gathering;
mod instance;
pub mod json;
mod kind;
mod names;
pub(crate) mod numbers;
pub mod pointer;
mod render;
mod report;
mod rules;
mod sent;
pub mod sentence;
mod span;
mod transcript;
#[cfg(not(target_arch = "wasm32"))]
pub mod variants;

pub use diagnostic::{
    Diagnostic, Fix, Located, Position, Span, TextEdit, apply_edits, edit_order, resolve_positions,
};
pub use fields::{FieldState, FieldStatus, table_of};
pub use finding::{Finding, FixTitle};
pub use format::format;
pub use kind::DocumentKind;
pub use kind::ResultKind;
pub use report::Report;
use report::locate;
#[cfg(not(target_arch = "wasm32"))]
pub use report::{JsonDiagnostic, JsonEdit, JsonFix, JsonRange, JsonReport};
pub use transcript::check_conversation;

use crate::spec::codes::Code;
use document::{classify_and_check_in, first_values_of_repeats};

/// Checks `text` as an answer of an MCP 2026-07-28 server: to `server/discover`, or to the
/// method of the cacheable result its members show.
pub fn check(text: &str) -> Report {
    check_answer(text, None)
}

/// Checks `text` as the answer to `method` when it is given: a result is read as that
/// method's, and an error to any method but `server/discover` says nothing about the server's
/// era.
pub fn check_answer(text: &str, method: Option<&str>) -> Report {
    answer(text, method, true, false)
}

/// [`check_answer`] by revision 2025-11-25, the last before `server/discover`, as the answers
/// of a session `initialize` opened are judged: a list or read result (alone or in a response)
/// by that revision's schema, a transcript as such a session from its first message. For what
/// a server of that revision published, such as a bare tool list.
pub fn check_legacy_answer(text: &str, method: Option<&str>) -> Report {
    answer(text, method, true, true)
}

/// [`check_answer`] without the field checklist (`Report::fields` is empty): what `validate()`
/// hands over has none, and making it took a seventh of a call on a small answer.
pub fn check_answer_without_checklist(text: &str, method: Option<&str>) -> Report {
    answer(text, method, false, false)
}

fn answer(text: &str, method: Option<&str>, checklist: bool, legacy: bool) -> Report {
    // Several messages come as an array of them or as JSON Lines, which are never one JSON
    // value; the lines are looked for only after one value has stopped before the text's end
    // (looking first was a scan of every single document, 2 % of checking a 1 MB tool list).
    let array = text.trim_start().starts_with('[');
    if array && let Some(report) = check_transcript(text, legacy) {
        return report;
    }
    let mut out = Vec::new();
    let mut found = fields::Found::default();
    let kind = classify_and_check_in(text, &mut out, &mut found, method, legacy);
    if !array
        && out.iter().any(is_text_after_value)
        && let Some(report) = check_transcript(text, legacy)
    {
        return report;
    }
    first_values_of_repeats(text, &mut out, method);
    if !checklist {
        let diagnostics = report::located(text, out);
        let fields = Vec::new();
        return Report {
            kind,
            diagnostics,
            fields,
        };
    }
    locate(text, kind, out, found)
}

fn is_text_after_value(diagnostic: &Diagnostic) -> bool {
    matches!(
        diagnostic.finding.get(),
        Some(rules::syntax::Found::Syntax {
            kind: json::SyntaxErrorKind::TextAfterValue,
            ..
        })
    )
}

/// Several messages (JSON Lines or a JSON array of messages) as one report: every message's
/// findings and those that span messages, placed in the whole text; the field checklist is
/// the first discover answer's, or the first answer's. `None` when the text holds one message.
fn check_transcript(text: &str, legacy: bool) -> Option<Report> {
    let (messages, mut diagnostics) = transcript::check_in(text, false, legacy)?;
    let answers = || messages.iter().filter(|m| !m.kind.from_client());
    let shown = (answers().find(|m| m.kind.is_discover() && m.found.result_brace.is_some()))
        .or(answers().next());
    let (kind, found) = shown.map_or((DocumentKind::Transcript, fields::Found::default()), |m| {
        let mut found = m.found.clone();
        let shift =
            |span: &mut Span| *span = Span::new(span.start + m.span.start, span.end + m.span.start);
        found.spans.iter_mut().for_each(|(_, span)| shift(span));
        found.envelope.as_mut().map(shift);
        found.result_brace.as_mut().map(shift);
        found.message = Some(m.span);
        (m.kind, found)
    });
    for message in messages {
        for mut d in message.diagnostics {
            d.move_by(message.span.start as isize);
            diagnostics.push(d);
        }
    }
    let mut report = locate(text, kind, diagnostics, found);
    report.kind = DocumentKind::Transcript;
    Some(report)
}

/// One message of several, reported on its own, with positions in the whole text.
pub struct MessageReport {
    /// Where the message starts.
    pub origin: Position,
    pub report: Report,
}

/// Each message of a text that holds several (JSON Lines or a JSON array; `lines` says the
/// text is JSON Lines whatever it looks like), with what the rules that span messages say of
/// it; requests appear only when such a rule concerns them. `None` when the text holds one
/// message.
pub fn check_messages(text: &str, lines: bool) -> Option<Vec<MessageReport>> {
    check_messages_in(text, lines, false)
}

/// [`check_messages`], as a session an `initialize` opened from the first message when
/// `legacy` ([`check_legacy_answer`]).
pub fn check_messages_in(text: &str, lines: bool, legacy: bool) -> Option<Vec<MessageReport>> {
    let (messages, _) = transcript::check_in(text, lines, legacy)?;
    let mut starts: Vec<usize> = messages.iter().map(|m| m.span.start).collect();
    let origins = resolve_positions(text, &mut starts);
    let reports = messages.into_iter().zip(origins);
    let reports = reports.filter(|(m, _)| !m.kind.from_client() || !m.diagnostics.is_empty());
    Some(
        reports
            .map(|(m, origin)| {
                let piece = &text[m.span.start..m.span.end];
                let report = locate(piece, m.kind, m.diagnostics, m.found);
                MessageReport {
                    origin,
                    report: report.within(origin),
                }
            })
            .collect(),
    )
}

/// The spans of the messages of a text that holds several (JSON Lines or a JSON array of
/// objects; `lines` says the text is JSON Lines whatever it looks like), as `check_messages`
/// splits it; `None` when the text holds one message.
pub fn split_messages(text: &str, lines: bool) -> Option<Vec<Span>> {
    let (pieces, _) = transcript::pieces(text, lines)?;
    Some(pieces.into_iter().map(|(span, _)| span).collect())
}

/// Checks bytes as read from a file or a pipe: text that is not UTF-8 still gets a report,
/// naming the offset of the first bad byte.
pub fn check_bytes(bytes: &[u8]) -> (std::borrow::Cow<'_, str>, Report) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.into(), check(text)),
        Err(error) => {
            let offset = error.valid_up_to();
            let text = String::from_utf8_lossy(bytes);
            // The lossy text has the same bytes up to the first bad one.
            let diagnostic = Diagnostic::new(
                Code::NotUtf8,
                String::new(),
                Span::new(offset, offset),
                rules::syntax::Found::NotUtf8 { offset }.into(),
            );
            let report = locate(
                &text,
                DocumentKind::NotUtf8,
                vec![diagnostic],
                fields::Found::default(),
            );
            (text, report)
        }
    }
}
