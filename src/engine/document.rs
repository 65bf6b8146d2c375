//! One document checked on its own: classified (a response, a bare result, an error, a
//! request …), parsed and handed to the rules of what it is. Both a single pasted answer and
//! each message of a transcript come through here; the entry points in `engine/mod.rs` and
//! `transcript.rs` call it, and it calls neither of them.

use super::diagnostic::{Diagnostic, Fix, Span, TextEdit, diagnostic};
use super::finding::{self, FixTitle};
use super::kind::{DocumentKind, ResultKind};
use super::rules::checker::Checker;
use super::rules::{self, HOOKS, answer, syntax};
use super::sent::sent_message;
use super::{edits, fields, json, pointer};
use crate::spec::codes::{Code, Severity};
use json::Value;
pub fn classify_and_check(
    text: &str,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    classify_and_check_in(text, out, found, method, false)
}

/// [`classify_and_check`], judged as an answer of a session an `initialize` opened when
/// `legacy` (by 2025-11-25's schema).
pub fn classify_and_check_in(
    text: &str,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
    legacy: bool,
) -> DocumentKind {
    if text.trim().is_empty() {
        out.push(diagnostic(
            Code::Empty,
            "",
            Span::new(0, text.len()),
            syntax::Found::Empty,
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
        Ok(parsed) if legacy => check_in_legacy_session(text, &parsed, out, found, method),
        Ok(parsed) => check_parsed(text, &parsed, out, found, method),
        Err(diagnostic) => {
            out.push(*diagnostic);
            DocumentKind::NotJson
        }
    }
}

/// Classifies and checks a text already parsed (without a byte order mark).
pub fn check_parsed(
    text: &str,
    parsed: &json::Parsed<'_>,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    check_parsed_in(text, parsed, out, found, method, false)
}

/// As [`check_parsed`], in a session an `initialize` opened (`earlier`) or not.
fn check_parsed_in(
    text: &str,
    parsed: &json::Parsed<'_>,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
    earlier: bool,
) -> DocumentKind {
    syntax::check_tree(text, parsed, out);
    let root = parsed.root;
    let mut checker = Checker::new(text, &HOOKS);
    checker.method = method;
    checker.earlier = earlier;
    let kind = match &root {
        Value::Object(object) => {
            let has = |name: &str| object.members.iter().any(|p| p.name() == name);
            if has("method") {
                // A session an `initialize` opened keeps its own notifications' and requests'
                // rules.
                match sent_message(object).filter(|_| !earlier) {
                    Some((def, page, kind)) => {
                        checker.result_page = Some(page);
                        checker.check_def(&root, def, &pointer::Path::Base(""));
                        kind
                    }
                    None => {
                        out.push(request(object));
                        DocumentKind::Request
                    }
                }
            } else if is_enveloped(object) {
                rules::response(&mut checker, object, &root)
            } else if rules::legacy::is_initialize(method, object) {
                let base = pointer::Path::Base("");
                rules::legacy::result(&mut checker, &root, &base, root.head(), false)
            } else if let Some(method) = rules::other_method(method, earlier) {
                let finding = answer::Found::OtherMethod { method };
                out.push(diagnostic(Code::OtherMethod, "", root.head(), finding));
                DocumentKind::OtherMethod
            } else if let Some(result) = ResultKind::answering(method, object) {
                checker.result_page = Some(result.page);
                checker.check_def(&root, result.def, &pointer::Path::Base(""));
                result.bare
            } else {
                out.push(diagnostic(
                    Code::NotAResponse,
                    "",
                    root.head(),
                    answer::Found::NoKnownMembers,
                ));
                DocumentKind::OtherJson
            }
        }
        other => {
            let finding = answer::Found::NotAnObject {
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
    let is_response = ResultKind::of_document(kind).is_some_and(|k| k.response == kind)
        || matches!(
            kind,
            DocumentKind::UnsupportedVersion
                | DocumentKind::InitializeResponse
                | DocumentKind::LegacyServer
                | DocumentKind::ModernRefusal
                | DocumentKind::ErrorResponse
        );
    if let (Value::Object(object), true) = (&root, is_response) {
        found.envelope = Some(object.brace());
    }
    kind
}

/// Checks an answer in a session that `initialize` opened: a list or read result by
/// 2025-11-25's schema, anything else as [`check_parsed`] does.
#[cold]
pub fn check_in_legacy_session(
    text: &str,
    parsed: &json::Parsed<'_>,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    let Value::Object(object) = &parsed.root else {
        return check_parsed_in(text, parsed, out, found, method, true);
    };
    // A result alone, as a server's listing is often published.
    if !is_enveloped(object)
        && let Some(method) = method.or_else(|| rules::legacy::method_of_result(object))
        && let Some(def) = rules::legacy::session_def(method)
    {
        syntax::check_tree(text, parsed, out);
        let mut checker = Checker::new(text, &HOOKS);
        let kind = rules::legacy::bare_session_result(&mut checker, def, &parsed.root);
        out.append(&mut checker.out);
        return kind;
    }
    if let Some(method) = method
        && let Some((def, result)) = rules::legacy::session_result(object, method)
    {
        syntax::check_tree(text, parsed, out);
        let mut checker = Checker::new(text, &HOOKS);
        rules::envelope::envelope_members(&mut checker, object, &pointer::Path::Base(""));
        let kind = rules::legacy::session_answer(&mut checker, def, result);
        out.append(&mut checker.out);
        found.envelope = Some(object.brace());
        return kind;
    }
    check_parsed_in(text, parsed, out, found, method, true)
}

/// Whether an object has a member of a JSON-RPC response's envelope: it is one, or meant as one.
fn is_enveloped(object: &json::Object<'_>) -> bool {
    ["jsonrpc", "id", "result", "error"]
        .iter()
        .any(|m| object.members.iter().any(|p| p.name() == *m))
}

fn report_bom(out: &mut Vec<Diagnostic>, len: usize) {
    let bom = Span::new(0, len);
    let mut diagnostic = diagnostic(Code::ByteOrderMark, "", bom, syntax::Found::ByteOrderMark);
    diagnostic.offer(|| Fix {
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
pub fn first_values_of_repeats(text: &str, out: &mut [Diagnostic], method: Option<&str>) {
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
        let Some(syntax::Found::DuplicateKey { name }) = duplicate.finding.get() else {
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
            duplicate.finding = syntax::Found::DuplicateKeyFirstBroken {
                name: name.clone(),
                code: broken.code.id(),
            }
            .into();
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
    let shape = match is_notification {
        true => answer::RequestShape::Notification(method),
        false => answer::RequestShape::Other(method),
    };
    diagnostic(
        Code::RequestInsteadOfResponse,
        "/method",
        object.brace(),
        answer::Found::Request(shape),
    )
}
