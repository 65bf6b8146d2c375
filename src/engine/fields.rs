//! The field table as a checklist: for each field of a discover result, whether the pasted
//! document has it and whether anything is wrong with it.

use super::{DocumentKind, Located, Span};
use crate::spec::codes::Severity;
use crate::spec::fields::{FIELDS, Presence, SHARED_BY_CACHEABLE};
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

/// Whether a row of the discover result's field table belongs to what the text is: every row
/// for a discover answer; for another cacheable result the rows it shares; for an interim
/// result those without caching hints.
fn applies(kind: DocumentKind, field: &str) -> bool {
    match kind {
        DocumentKind::InputRequiredResponse | DocumentKind::InputRequiredResult => {
            SHARED_BY_CACHEABLE.contains(&field) && !matches!(field, "ttlMs" | "cacheScope")
        }
        kind if kind.is_discover() => true,
        _ => SHARED_BY_CACHEABLE.contains(&field),
    }
}

/// Whether `pointer` is `base` or lies below it.
fn within(pointer: &str, base: &str) -> bool {
    pointer
        .strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

pub fn states(kind: DocumentKind, diagnostics: &[Located], found: &Found) -> Vec<FieldState> {
    let inside =
        |span: Span| (found.message).is_none_or(|m| m.start <= span.start && span.end <= m.end);
    let worst = |matches: &dyn Fn(&str) -> bool| {
        diagnostics
            .iter()
            .filter(|d| inside(d.diagnostic.span) && matches(&d.diagnostic.pointer))
            .map(|d| d.diagnostic.severity())
            .max()
    };
    FIELDS
        .iter()
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
                // Other results share only some fields of the discover result.
                (None, _, _) if !applies(kind, field.id) => FieldStatus::Absent,
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
