//! The probe's outcome as `--format json` prints it: the discover exchange, the fallback through
//! `initialize`, each exchange of the walk with its report, and how a stdio server ended.

use super::model::{Era, Note, Outcome, ServerExit};
use crate::engine::JsonReport;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use serde::Serialize;
use std::time::Duration;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonOutcome<'a> {
    pub target: &'a str,
    pub transport: &'static str,
    pub era: Era,
    pub round_trip_ms: Option<f64>,
    pub http_status: Option<u16>,
    pub response: Option<&'a str>,
    pub notes: Vec<JsonNote>,
    pub stderr: &'a str,
    /// The revision the discover answer is judged by: always 2026-07-28.
    pub judged_by: &'static str,
    /// After a legacy discover answer: the fallback to `initialize`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legacy: Option<JsonLegacy<'a>>,
    /// Every request after `server/discover`, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exchanges: Option<Vec<JsonExchange<'a>>>,
    /// Over stdio: how the server ended once its stdin closed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit: Option<ServerExit>,
    #[serde(flatten)]
    pub report: Option<JsonReport<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonExchange<'a> {
    pub method: &'static str,
    pub cursor: Option<&'a str>,
    pub http_status: Option<u16>,
    pub round_trip_ms: Option<f64>,
    pub response: Option<&'a str>,
    pub notes: Vec<JsonNote>,
    pub judged_by: &'static str,
    /// Requests the server sent the client while the probe waited for this answer.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub server_requests: Vec<&'a str>,
    pub report: Option<JsonReport<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonLegacy<'a> {
    pub negotiated: Option<&'a str>,
    pub judged_by: &'static str,
    pub session_id: Option<&'a str>,
    pub notes: Vec<JsonNote>,
}

#[derive(Serialize)]
pub struct JsonNote {
    /// The code of the catalogue the probe noted (`probe/…`), not the engine.
    pub rule: &'static str,
    pub severity: Severity,
    pub message: String,
}

fn json_notes(notes: &[Note], lang: Lang) -> Vec<JsonNote> {
    (notes.iter())
        .map(|n| JsonNote {
            rule: n.code.id(),
            severity: n.severity(),
            message: n.message.get(lang).to_owned(),
        })
        .collect()
}

fn milliseconds(duration: Option<Duration>) -> Option<f64> {
    duration.map(|d| d.as_secs_f64() * 1000.0)
}

impl Outcome {
    pub fn to_json<'a>(&'a self, lang: Lang, spec_base: &str) -> JsonOutcome<'a> {
        let discover = &self.discover;
        JsonOutcome {
            target: &self.target,
            transport: self.transport,
            era: self.era(),
            round_trip_ms: milliseconds(discover.answer.round_trip),
            http_status: discover.answer.http_status,
            response: discover.answer.text.as_deref(),
            notes: json_notes(&discover.answer.notes, lang),
            stderr: &self.stderr,
            judged_by: discover.judged_by,
            legacy: self.legacy.as_ref().map(|legacy| JsonLegacy {
                negotiated: legacy.negotiated.as_deref(),
                judged_by: legacy.judged_by,
                session_id: legacy.session_id.as_deref(),
                notes: json_notes(&legacy.notes, lang),
            }),
            exchanges: self.walk.as_ref().map(|walk| {
                (walk.iter())
                    .map(|exchange| JsonExchange {
                        method: exchange.method,
                        cursor: exchange.cursor.as_deref(),
                        http_status: exchange.answer.http_status,
                        round_trip_ms: milliseconds(exchange.answer.round_trip),
                        response: exchange.answer.text.as_deref(),
                        notes: json_notes(&exchange.answer.notes, lang),
                        judged_by: exchange.judged_by,
                        server_requests: (exchange.answer.server_requests.iter())
                            .map(String::as_str)
                            .collect(),
                        report: (exchange.report.as_ref())
                            .map(|report| report.to_json(exchange.method, lang, spec_base)),
                    })
                    .collect()
            }),
            exit: self.exit,
            report: (discover.report.as_ref())
                .map(|report| report.to_json(&self.target, lang, spec_base)),
        }
    }
}
