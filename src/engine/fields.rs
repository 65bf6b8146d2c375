//! The field table as a checklist: for each field of the result the text is, whether the pasted
//! document has it and whether anything is wrong with it.

use super::diagnostic::Located;
use super::kind::{DocumentKind, ResultKind};
use super::span::Span;
use crate::spec::codes::Severity;
use crate::spec::fields::{CACHING_HINTS, FIELDS, Presence, SHARED_BY_CACHEABLE};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FieldStatus {
    Ok,
    Error,
    Warning,
    /// Required, or recommended, and not there.
    Missing,
    /// Optional and not there.
    Absent,
}

impl FieldStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            FieldStatus::Ok => "ok",
            FieldStatus::Error => "error",
            FieldStatus::Warning => "warning",
            FieldStatus::Missing => "missing",
            FieldStatus::Absent => "absent",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldState {
    pub id: &'static str,
    pub status: FieldStatus,
    /// The byte offset where the field starts in the text; for a missing result field, the
    /// result's opening brace, where it belongs. An offset, not a line and column: only the
    /// editor needs a place, when a row is chosen, and `validate()` should not pay a sweep
    /// over the text for it.
    pub offset: Option<usize>,
}

/// What the rules saw while checking, for the checklist.
#[derive(Clone, Default)]
pub struct Found {
    pub result_pointer: Option<String>,
    pub result_brace: Option<Span>,
    pub spans: Vec<(&'static str, Span)>,
    pub envelope: Option<Span>,
    /// In a text of several messages, the one the checklist describes: only findings inside it
    /// count.
    pub message: Option<Span>,
}

/// The result whose field table the checklist shows for a text of `kind`: the text's own, or
/// the discover result's when the text is no other result (an empty editor, an error, a
/// transcript, whose checklist describes its discover answer).
pub fn table_of(kind: DocumentKind) -> &'static ResultKind {
    ResultKind::of_document(kind).unwrap_or(&ResultKind::DISCOVER)
}

/// Whether a row belongs to the table of `table`: a list's or read result's own member and the
/// rows every cacheable result shares; for an interim result the shared rows (its caching hints
/// should be absent); for the discover result every row but the other results' own.
fn in_table(table: &ResultKind, field: &str) -> bool {
    let own = |kind: &ResultKind| kind.signature == Some(field);
    match table.signature {
        Some(_) => own(table) || SHARED_BY_CACHEABLE.contains(&field),
        None if table.is_interim() => SHARED_BY_CACHEABLE.contains(&field),
        None => !ResultKind::ALL.iter().any(own),
    }
}

/// Whether `pointer` is `base` or lies below it.
fn within(pointer: &str, base: &str) -> bool {
    pointer
        .strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

pub fn states(kind: DocumentKind, diagnostics: &[Located], found: &Found) -> Vec<FieldState> {
    // The answer to a method outside the checked ones, one of an earlier revision, or one that
    // is not cacheable (`tools/call` …) has no table here, nor has what a client sends: the
    // table is the discover result's fields and the caching hints.
    let session = ResultKind::of_document(kind).is_some_and(ResultKind::is_session);
    if kind == DocumentKind::OtherMethod || kind.is_legacy() || session || kind.from_client() {
        return Vec::new();
    }
    let inside =
        |span: Span| (found.message).is_none_or(|m| m.start <= span.start && span.end <= m.end);
    let worst = |matches: &dyn Fn(&str) -> bool| {
        diagnostics
            .iter()
            .filter(|d| inside(d.diagnostic.span) && matches(&d.diagnostic.pointer))
            .map(|d| d.diagnostic.severity())
            .max()
    };
    let table = table_of(kind);
    FIELDS
        .iter()
        .filter(|field| in_table(table, field.id))
        .map(|field| {
            let (present, severity) = if field.id == "envelope" {
                let is_envelope = |p: &str| match &found.result_pointer {
                    Some(result) => !within(p, result),
                    None => true,
                };
                let severity = if found.envelope.is_some() {
                    worst(&is_envelope)
                } else {
                    None
                };
                (found.envelope, severity)
            } else {
                let span = found
                    .spans
                    .iter()
                    .find(|(id, _)| *id == field.id)
                    .map(|(_, s)| *s);
                let severity = found.result_pointer.as_ref().and_then(|base| {
                    worst(&|p: &str| {
                        p.strip_prefix(base.as_str())
                            .is_some_and(|rest| within(rest, field.pointer))
                    })
                });
                // A missing serverInfo is reported on _meta or the result, not below the field.
                let severity = match (field.id, span) {
                    ("serverInfo", None) => diagnostics
                        .iter()
                        .filter(|d| {
                            d.diagnostic.code == crate::spec::codes::Code::MissingServerInfo
                        })
                        .map(|d| d.diagnostic.severity())
                        .max(),
                    _ => severity,
                };
                (span, severity)
            };
            let status = match (present, severity, field.presence) {
                (Some(_), Some(Severity::Error), _) => FieldStatus::Error,
                (Some(_), Some(Severity::Warning), _) => FieldStatus::Warning,
                (Some(_), _, _) => FieldStatus::Ok,
                (None, _, _) if field.id == "envelope" && kind.is_bare_result() => {
                    FieldStatus::Absent
                }
                (None, _, _) if table.is_interim() && CACHING_HINTS.contains(&field.id) => {
                    FieldStatus::Absent
                }
                (None, _, Presence::Required | Presence::Recommended) => FieldStatus::Missing,
                (None, _, Presence::Optional) => FieldStatus::Absent,
            };
            FieldState {
                id: field.id,
                status,
                offset: present
                    .or(found
                        .result_brace
                        .filter(|_| field.member.is_some() || field.id == "serverInfo"))
                    .map(|span| span.start),
            }
        })
        .collect()
}
