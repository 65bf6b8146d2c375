//! Several messages in one text: a stdio transcript (JSON Lines, requests and responses as a
//! server's streams carry them) or a JSON array of messages, split into its messages. Each
//! response is checked on its own (`document.rs`), as the answer to the request with its id;
//! then the rules that only the messages together show (`rules/across.rs`, `progress.rs`,
//! `output.rs`, `mrtr.rs`) are given what they need of each message, and their findings are placed in
//! the messages they concern. A conversation
//! a client held (the probe's) is made into such a transcript and judged the same way.

use super::diagnostic::{Diagnostic, Span, diagnostic, resolve_positions};
use super::document::{
    check_in_legacy_session, check_parsed, classify_and_check, first_values_of_repeats,
};
use super::fields;
use super::json::{self, Spanned, Value};
use super::kind::DocumentKind;
use super::report::{Report, locate};
use super::rules::{across, cancellation, facts, meta, mrtr, output, progress, syntax, unknown};
use crate::spec::codes::Code;

/// One message of a transcript and what its check found, with spans from the message's start;
/// requests are messages too, holding only what the cross-message rules say of them.
pub struct Message {
    pub span: Span,
    pub kind: DocumentKind,
    pub diagnostics: Vec<Diagnostic>,
    pub found: fields::Found,
}

/// Each message's span and, in an array, its index; and the array's opening bracket.
type Pieces = (Vec<(Span, Option<usize>)>, Option<Span>);

/// The pieces of `text` when it holds several messages: each non-blank line of JSON Lines, or
/// each element of an array of objects (with its index, which prefixes its pointers). `None`
/// for a single message. `lines` says the text is JSON Lines whatever it looks like (a
/// `.jsonl` file).
pub(super) fn pieces(text: &str, lines: bool) -> Option<Pieces> {
    if lines {
        return Some((
            non_blank_lines(text).map(|span| (span, None)).collect(),
            None,
        ));
    }
    if text.trim_start().starts_with('[') {
        let arena = json::arena_for(text);
        let parsed = json::parse(text, &arena).ok()?;
        let Value::Array(array) = parsed.root else {
            return None;
        };
        let objects = (array.elements.iter()).all(|e| matches!(e, Value::Object(_)));
        if array.elements.is_empty() || !objects {
            return None;
        }
        let elements = array.elements.iter().enumerate();
        let pieces = elements.map(|(i, e)| (e.span(), Some(i))).collect();
        return Some((pieces, Some(parsed.root.head())));
    }
    // JSON Lines: more than one non-blank line, the first of them a whole object by itself (the
    // first line of a pretty-printed object is not). Only then is the first line parsed, so a
    // single document is not read twice.
    let mut lines = non_blank_lines(text);
    let first = lines.next()?;
    lines.next()?;
    let first_line = &text[first.start..first.end];
    let arena = json::arena_for(first_line);
    let parsed = json::parse(first_line, &arena).ok()?;
    let pieces = non_blank_lines(text).map(|span| (span, None)).collect();
    matches!(parsed.root, Value::Object(_)).then_some((pieces, None))
}

/// The span of each line that holds more than whitespace, without its surrounding whitespace.
fn non_blank_lines(text: &str) -> impl Iterator<Item = Span> {
    let mut start = 0;
    text.split_inclusive('\n').filter_map(move |line| {
        let line_start = start;
        start += line.len();
        let content = line.trim_end();
        let leading = content.len() - content.trim_start().len();
        (content.len() > leading)
            .then(|| Span::new(line_start + leading, line_start + content.len()))
    })
}

/// Checks each message of `text` when it holds several (or `lines` says it is JSON Lines);
/// `None` when it holds one. Returns the messages, and the findings that point into none of
/// them.
pub fn check(text: &str, lines: bool) -> Option<(Vec<Message>, Vec<Diagnostic>)> {
    check_in(text, lines, false)
}

/// [`check`], in a session an `initialize` opened from the first message when `legacy` (a
/// transcript judged by 2025-11-25, whose handshake it may not hold).
pub fn check_in(text: &str, lines: bool, legacy: bool) -> Option<(Vec<Message>, Vec<Diagnostic>)> {
    let (pieces, array_head) = pieces(text, lines)?;
    let mut messages: Vec<Message> = Vec::new();
    let mut all_facts = Vec::new();
    let mut outside = Vec::new();
    if let Some(head) = array_head {
        let count = pieces.len();
        outside.push(diagnostic(
            Code::Batch,
            "",
            head,
            across::Found::Batch { count },
        ));
    }
    // Request ids and their methods, in order; a response answers the latest request with its id.
    let mut asked: Vec<(String, String, bool)> = Vec::new();
    // After an `initialize` request the answers are those of an earlier revision's session.
    let mut legacy_session = legacy;
    for &(span, index) in &pieces {
        let piece = &text[span.start..span.end];
        // One parse serves the facts the cross-message rules need and the message's own check.
        let arena = json::arena_for(piece);
        let parsed = syntax::parse(piece, &arena).ok();
        let facts = match parsed.as_ref().map(|p| p.root) {
            Some(Value::Object(object)) => facts::facts(piece, &object, span.start),
            _ => facts::Facts::default(),
        };
        if let (Some(method), Some((id, _))) = (&facts.method, &facts.id) {
            legacy_session |= method == "initialize";
            asked.push((id.clone(), method.clone(), facts.has_cursor));
        }
        let answered = (facts::request_of(&asked, &facts).filter(|_| facts.method.is_none()))
            .map(|(_, method, _)| method.clone());
        let answered = answered.as_deref();
        let mut diagnostics = Vec::new();
        let mut found = fields::Found::default();
        let kind = match &parsed {
            Some(parsed) if legacy_session => {
                check_in_legacy_session(piece, parsed, &mut diagnostics, &mut found, answered)
            }
            Some(parsed) => check_parsed(piece, parsed, &mut diagnostics, &mut found, answered),
            // Reported by the whole check, a byte order mark or a syntax error included.
            None => classify_and_check(piece, &mut diagnostics, &mut found, answered),
        };
        first_values_of_repeats(piece, &mut diagnostics, answered);
        if kind == DocumentKind::Request || answered.is_some_and(facts::sent_by_server) {
            // A request of a method no client of 2026-07-28 sends, or a client's answer to a
            // server's request, has no rules here; a client's request is judged by its method's.
            diagnostics.clear();
        }
        if let (Some(_), None) = (&facts.error_code, &facts.method)
            && let Some(at) = facts::asked_at(&all_facts, &facts)
            && messages[at].kind == DocumentKind::ClientRequest
        {
            // A request its server refused: what was wrong with it the refusal says, and tests
            // of a server's refusals send such requests on purpose.
            messages[at].diagnostics.clear();
        }
        let prefix = index.map(|i| format!("/{i}")).unwrap_or_default();
        for d in &mut diagnostics {
            d.pointer.insert_str(0, &prefix);
        }
        if let Some(pointer) = &mut found.result_pointer {
            pointer.insert_str(0, &prefix);
        }
        messages.push(Message {
            span,
            kind,
            diagnostics,
            found,
        });
        all_facts.push((facts, kind, span));
    }
    // A session of an earlier revision: its handshake was in it, or it is judged as one.
    let legacy = legacy_session;
    let mut spanning = across::rules(text, &all_facts, &asked, legacy);
    spanning.extend(progress::rules(text, &all_facts));
    spanning.extend(cancellation::rules(&all_facts));
    spanning.extend(unknown::rules(text, &all_facts));
    spanning.extend(output::rules(text, &all_facts));
    spanning.extend(mrtr::rules(&all_facts));
    spanning.extend(meta::requests_not_refused(text, &all_facts, legacy));
    // Each finding goes to the message it points into, its pointer under that message's index
    // in an array, as the message's own findings are.
    for mut d in spanning {
        let within = |m: &Message| m.span.start <= d.span.start && d.span.end <= m.span.end;
        match (messages.iter_mut().zip(&pieces)).find(|(m, _)| within(m)) {
            Some((message, &(_, index))) => {
                d.move_by(-(message.span.start as isize));
                if let Some(index) = index {
                    d.pointer.insert_str(0, &format!("/{index}"));
                }
                message.diagnostics.push(d);
            }
            None => outside.push(d),
        }
    }
    Some((messages, outside))
}

/// Checks a conversation a client held, each message as it was sent or received, in order, as
/// the transcript that holds them one a line. Returns that transcript, which `check` reads back
/// to the same findings, and each message's report with positions in its own text (`None` for
/// a blank message, which a transcript cannot hold). A request's report holds what the rules
/// across messages say of it, such as its having no answer.
pub fn check_conversation(messages: &[&str]) -> (String, Vec<Option<Report>>) {
    // Line breaks become tabs: the same bytes at the same offsets, the same JSON between
    // tokens, and inside a string still a raw control character, as the break was.
    let mut text = String::new();
    let mut starts = Vec::with_capacity(messages.len());
    for message in messages {
        starts.push(text.len());
        text.extend((message.chars()).map(|c| if matches!(c, '\n' | '\r') { '\t' } else { c }));
        text.push('\n');
    }
    let mut reports = vec![None; messages.len()];
    let (checked, _) = check(&text, true).unwrap_or_default();
    for message in checked {
        let index = starts.partition_point(|&start| start <= message.span.start) - 1;
        let own = messages[index];
        let lead = message.span.start - starts[index];
        let piece = &own[lead..lead + (message.span.end - message.span.start)];
        let origin = resolve_positions(own, &mut [lead])[0];
        let report = locate(piece, message.kind, message.diagnostics, message.found);
        reports[index] = Some(report.within(origin));
    }
    (text, reports)
}
