//! The validation engine: text in, a [`Report`] out. Pure Rust with no I/O and no web
//! dependency; the editor, the JS API and the command line all call [`check`].

mod diagnostic;
mod edits;
mod fields;
pub mod finding;
mod format;
pub mod json;
mod kind;
mod names;
mod numbers;
pub mod pointer;
mod render;
mod report;
mod rules;
mod syntax;
mod transcript;

pub use diagnostic::{
    Diagnostic, Fix, Position, Span, TextEdit, apply_edits, edit_order, resolve_positions,
};
pub use fields::{FieldState, FieldStatus, table_of};
pub use finding::{Finding, FixTitle};
pub use format::format;
pub use kind::DocumentKind;
use report::locate;
pub use report::{JsonDiagnostic, JsonEdit, JsonFix, JsonRange, JsonReport, Located, Report};
pub use rules::ResultKind;
pub use transcript::check_conversation;

use crate::spec::codes::{Code, Severity};
use json::Value;
use rules::Checker;

/// Checks `text` as an answer of an MCP 2026-07-28 server: to `server/discover`, or to the
/// method of the cacheable result its members show.
pub fn check(text: &str) -> Report {
    check_answer(text, None)
}

/// Checks `text` as the answer to `method` when it is given: a result is read as that
/// method's, and an error to any method but `server/discover` says nothing about the server's
/// era.
pub fn check_answer(text: &str, method: Option<&str>) -> Report {
    // Several messages come as an array of them or as JSON Lines, which are never one JSON
    // value; the lines are looked for only after one value has stopped before the text's end
    // (looking first was a scan of every single document, 2 % of checking a 1 MB tool list).
    let array = text.trim_start().starts_with('[');
    if array && let Some(report) = check_transcript(text) {
        return report;
    }
    let mut out = Vec::new();
    let mut found = fields::Found::default();
    let kind = classify_and_check(text, &mut out, &mut found, method);
    if !array
        && out.iter().any(is_text_after_value)
        && let Some(report) = check_transcript(text)
    {
        return report;
    }
    first_values_of_repeats(text, &mut out, method);
    locate(text, kind, out, found)
}

fn is_text_after_value(diagnostic: &Diagnostic) -> bool {
    matches!(
        diagnostic.finding,
        Finding::Syntax {
            kind: json::SyntaxErrorKind::TextAfterValue,
            ..
        }
    )
}

/// Several messages (JSON Lines or a JSON array of messages) as one report: every message's
/// findings and those that span messages, placed in the whole text; the field checklist is
/// the first discover answer's, or the first answer's. `None` when the text holds one message.
fn check_transcript(text: &str) -> Option<Report> {
    let (messages, mut diagnostics) = transcript::check(text, false)?;
    let answers = || messages.iter().filter(|m| m.kind != DocumentKind::Request);
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
    let (messages, _) = transcript::check(text, lines)?;
    let mut starts: Vec<usize> = messages.iter().map(|m| m.span.start).collect();
    let origins = resolve_positions(text, &mut starts);
    let reports = messages.into_iter().zip(origins);
    let reports =
        reports.filter(|(m, _)| m.kind != DocumentKind::Request || !m.diagnostics.is_empty());
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
                Finding::NotUtf8 { offset },
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

fn diagnostic(code: Code, pointer: &str, span: Span, finding: Finding) -> Diagnostic {
    Diagnostic::new(code, pointer.to_owned(), span, finding)
}

fn classify_and_check(
    text: &str,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    if text.trim().is_empty() {
        out.push(diagnostic(
            Code::Empty,
            "",
            Span::new(0, text.len()),
            Finding::Empty,
        ));
        return DocumentKind::Empty;
    }
    let without_bom;
    let text = match text.strip_prefix('\u{feff}') {
        None => text,
        Some(rest) => {
            report_bom(out, text.len() - rest.len());
            // Spaces of the same length keep every offset; the rest is checked as usual.
            without_bom = format!("{:width$}{rest}", "", width = text.len() - rest.len());
            &without_bom
        }
    };
    let arena = json::arena_for(text);
    match syntax::parse(text, &arena) {
        Ok(parsed) => check_parsed(text, &parsed, out, found, method),
        Err(diagnostic) => {
            out.push(*diagnostic);
            DocumentKind::NotJson
        }
    }
}

/// Classifies and checks a text already parsed (without a byte order mark).
fn check_parsed(
    text: &str,
    parsed: &json::Parsed<'_>,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    syntax::check_tree(text, parsed, out);
    let root = parsed.root;
    let mut checker = Checker::new(text);
    checker.method = method;
    let kind = match &root {
        Value::Object(object) => {
            let has = |name: &str| object.members.iter().any(|p| p.name() == name);
            if has("method") {
                out.push(request(object));
                DocumentKind::Request
            } else if ["jsonrpc", "id", "result", "error"].iter().any(|m| has(m)) {
                rules::response(&mut checker, object, &root)
            } else if let Some(method) = rules::other_method(method, object) {
                let finding = Finding::OtherMethod { method };
                out.push(diagnostic(Code::OtherMethod, "", root.head(), finding));
                DocumentKind::OtherMethod
            } else if let Some(result) = (method.and_then(rules::ResultKind::of_method))
                .or_else(|| rules::ResultKind::of(object))
            {
                checker.result_page = Some(result.page);
                checker.check_def(&root, result.def, &pointer::Path::Base(""));
                result.bare
            } else {
                out.push(diagnostic(
                    Code::NotAResponse,
                    "",
                    root.head(),
                    Finding::NoKnownMembers,
                ));
                DocumentKind::OtherJson
            }
        }
        other => {
            let finding = Finding::NotAnObject {
                found: finding::JsonType::of(other),
            };
            out.push(diagnostic(Code::NotAResponse, "", other.head(), finding));
            DocumentKind::OtherJson
        }
    };
    out.append(&mut checker.out);
    found.result_pointer = checker.result_pointer;
    found.result_brace = checker.result_brace;
    found.spans = checker.field_spans;
    let is_response = rules::ResultKind::of_document(kind).is_some_and(|k| k.response == kind)
        || matches!(
            kind,
            DocumentKind::UnsupportedVersion
                | DocumentKind::LegacyServer
                | DocumentKind::ModernRefusal
                | DocumentKind::ErrorResponse
        );
    if let (Value::Object(object), true) = (&root, is_response) {
        found.envelope = Some(object.brace());
    }
    kind
}

fn report_bom(out: &mut Vec<Diagnostic>, len: usize) {
    let bom = Span::new(0, len);
    let mut diagnostic = diagnostic(Code::ByteOrderMark, "", bom, Finding::ByteOrderMark);
    diagnostic.fixes.push(Fix {
        title: FixTitle::RemoveByteOrderMark,
        edits: vec![TextEdit {
            span: bom,
            insert: String::new(),
        }],
    });
    out.push(diagnostic);
}

/// A repeated member is read as its last value here, as JavaScript does. Parsers that keep the
/// first value see another document: the same text with the later repeats blanked out (spaces
/// keep every offset). Its errors at a repeated member, absent from ours, are what those
/// parsers get wrong, and the duplicate-key finding says so.
fn first_values_of_repeats(text: &str, out: &mut [Diagnostic], method: Option<&str>) {
    if !out.iter().any(|d| d.code == Code::DuplicateKey) {
        return;
    }
    let arena = json::arena_for(text);
    let Ok(parsed) = json::parse(text, &arena) else {
        return;
    };
    let mut first_wins = text.as_bytes().to_vec();
    blank_later_repeats(&parsed.root, &mut first_wins);
    let Ok(first_wins) = String::from_utf8(first_wins) else {
        return;
    };
    let mut theirs = Vec::new();
    classify_and_check(
        &first_wins,
        &mut theirs,
        &mut fields::Found::default(),
        method,
    );
    let ours: Vec<(Code, String)> = out.iter().map(|d| (d.code, d.pointer.clone())).collect();
    for duplicate in out.iter_mut() {
        let Finding::DuplicateKey { name } = &duplicate.finding else {
            continue;
        };
        let below = |pointer: &str| {
            pointer
                .strip_prefix(duplicate.pointer.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        };
        if let Some(broken) = theirs.iter().find(|d| {
            d.severity() == Severity::Error
                && below(&d.pointer)
                && !ours.contains(&(d.code, d.pointer.clone()))
        }) {
            duplicate.finding = Finding::DuplicateKeyFirstBroken {
                name: name.clone(),
                code: broken.code.id(),
            };
        }
    }
}

/// Replaces every repeat of a member after its first, with one neighbouring comma, by spaces
/// (line breaks kept), so that the first value is the one left.
fn blank_later_repeats(value: &Value<'_>, bytes: &mut [u8]) {
    match value {
        Value::Object(object) => {
            let repeats = object.repeated_members();
            for &index in &repeats {
                let span = edits::removal_span(object.members, index);
                for byte in &mut bytes[span.start..span.end] {
                    if *byte != b'\n' {
                        *byte = b' ';
                    }
                }
            }
            for (index, member) in object.members.iter().enumerate() {
                if !repeats.contains(&index) {
                    blank_later_repeats(&member.value, bytes);
                }
            }
        }
        Value::Array(array) => {
            for element in array.elements {
                blank_later_repeats(element, bytes);
            }
        }
        _ => {}
    }
}

fn request(object: &json::Object<'_>) -> Diagnostic {
    let method = object
        .members
        .iter()
        .find(|p| p.name() == "method")
        .and_then(|p| p.value.as_str())
        .map(str::to_owned)
        .unwrap_or_default();
    let is_notification = !object.members.iter().any(|p| p.name() == "id");
    let shape = match (method.as_str(), is_notification) {
        ("server/discover", _) => finding::RequestShape::Discover,
        (_, true) => finding::RequestShape::Notification(method),
        _ => finding::RequestShape::Other(method),
    };
    diagnostic(
        Code::RequestInsteadOfResponse,
        "/method",
        object.brace(),
        Finding::Request(shape),
    )
}
