//! The probe's data, at the bottom of `probe`: what it was asked to do, each exchange and what
//! came back, the probe's own notes, the whole outcome and the era it tells. The transports,
//! the walk and the fallback fill it; the engine's judgement, the outputs, a saved walk and the
//! migration report read it.

use crate::cli::message::{Message, msg};
use crate::engine::{DocumentKind, Report};
use crate::spec::codes::{Code, Severity};
use serde::Serialize;
use serde_json::Value;
use std::time::Duration;

/// How the probe's request ids start: a saved walk is told by them (saved.rs).
pub const PROBE_ID_PREFIX: &str = "mcp-anatomy-probe-";

/// The revision the engine judges a legacy session's answers by (the last with `initialize`),
/// and what the probe offers in `initialize`.
pub use crate::spec::LEGACY_REVISION;

#[derive(Clone)]
pub struct ProbeOptions {
    pub timeout: Duration,
    pub protocol_version: String,
    pub max_bytes: usize,
    /// Stop after `server/discover`.
    pub discover_only: bool,
    /// Pages of one list the walk follows at most.
    pub max_pages: usize,
    /// Read the first listed resource too.
    pub read: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Era {
    /// Answers `server/discover` with a result.
    Modern,
    /// Answers with one of MCP's own errors (-32022, and -32020/-32021) instead.
    ModernOtherVersion,
    /// Any other error, or no answer: a client falls back to `initialize`.
    Legacy,
    /// A stdio server that ended, or closed its output, before it answered: no client gets
    /// anything from it, whatever its revision.
    Gone,
    /// No server took the request: the connection to the URL failed.
    Unreachable,
}

impl Era {
    pub fn describe(self) -> Message {
        match self {
            Era::Modern => msg!(
                "modern — answers `server/discover`",
                "современный\u{a0}— отвечает на `server/discover`"
            ),
            Era::ModernOtherVersion => msg!(
                "modern, but declines this request with one of MCP's standard errors",
                "современный, но отклоняет этот запрос одной из стандартных ошибок MCP"
            ),
            Era::Legacy => msg!(
                "legacy — a client falls back to `initialize`",
                "прежний\u{a0}— клиент откатывается к `initialize`"
            ),
            Era::Gone => msg!(
                "gone — it ended before it answered `server/discover`; its exit status and `stderr` below",
                "не работает\u{a0}— завершился, не ответив на `server/discover`; код завершения и `stderr`\u{a0}— ниже"
            ),
            Era::Unreachable => msg!(
                "unreachable — no server took the request; the error below",
                "недоступен\u{a0}— запрос не дошёл до сервера; ошибка\u{a0}— ниже"
            ),
        }
    }

    /// The probe learnt nothing about the server: it ended, or no server took the request.
    pub fn is_out_of_reach(self) -> bool {
        matches!(self, Era::Gone | Era::Unreachable)
    }
}

/// What the probe itself notices about an exchange, where no rule of the engine can look: no
/// answer, a wrong HTTP status, a cursor handed out twice, a promise single requests cannot
/// check. Each is a code of the catalogue, declared by the module that notices it; its
/// severity is the code's.
pub struct Note {
    pub code: Code,
    pub message: Message,
}

impl Note {
    pub fn new(code: Code, message: Message) -> Note {
        Note { code, message }
    }

    pub fn severity(&self) -> Severity {
        self.code.severity()
    }
}

/// What came back for one request, before the engine reads it.
#[derive(Default)]
pub struct Answer {
    pub text: Option<String>,
    pub http_status: Option<u16>,
    /// Over HTTP: the answer's `Content-Type`, lower-cased, when it had one.
    pub content_type: Option<String>,
    pub round_trip: Option<Duration>,
    pub notes: Vec<Note>,
    /// Requests the server sent to the client before its answer, one message each.
    pub server_requests: Vec<String>,
    /// The request never reached a server: the connection failed (over HTTP).
    pub unreachable: bool,
}

/// One request of the probe and what came of it.
pub struct Exchange {
    pub method: &'static str,
    /// The cursor the request carried, for the second and later pages of a list.
    pub cursor: Option<String>,
    /// The request as sent, one line of JSON.
    pub request: String,
    pub answer: Answer,
    /// The engine's report on the answer, read as the answer to the request; without an answer,
    /// on the request, which the transcript rules find unanswered.
    pub report: Option<Report>,
    /// The revision the engine judges the answer by: 2026-07-28, or in a legacy walk 2025-11-25,
    /// the last revision with `initialize` (`legacy.rs`).
    pub judged_by: &'static str,
}

impl Exchange {
    /// The result object of the answer, when it carries one.
    pub fn result(&self) -> Option<Value> {
        let text = self.answer.text.as_deref()?;
        let mut message: Value = serde_json::from_str(text).ok()?;
        let result = message.get_mut("result")?.take();
        result.is_object().then_some(result)
    }

    /// The text the report places its findings in: the answer, or the request without one.
    pub fn reported(&self) -> Option<(&str, &Report)> {
        let text = self.answer.text.as_deref().unwrap_or(&self.request);
        Some((text, self.report.as_ref()?))
    }

    /// An answer came (an error, or over HTTP a 4xx status): a server that said no, which a
    /// client walks through `initialize`. No answer at all leaves nothing to walk.
    pub fn answered_legacy(&self) -> bool {
        self.answer.text.is_some()
            || self
                .answer
                .http_status
                .is_some_and(|s| (400..500).contains(&s))
    }

    pub fn is_valid(&self) -> bool {
        self.report.as_ref().is_some_and(Report::is_valid)
            && !(self.answer.notes.iter()).any(|n| n.severity() == Severity::Error)
    }
}

/// The whole probe: the discover exchange, then the walk's.
pub struct Outcome {
    pub transport: &'static str,
    pub target: String,
    pub discover: Exchange,
    pub walk: Option<Vec<Exchange>>,
    /// After a legacy discover answer: what the fallback to `initialize` learnt.
    pub legacy: Option<Legacy>,
    /// Every request and answer in order, one a line: what `--save` writes and `check` reads.
    pub transcript: String,
    pub stderr: String,
    /// How a stdio server ended once the probe closed its stdin; `None` over HTTP.
    pub exit: Option<ServerExit>,
    /// The stdio server ended, or closed its output, before it answered `server/discover`.
    pub gone: bool,
}

/// How a stdio server ended after the probe closed its stdin (basic/transports/stdio,
/// "Shutdown": servers should exit promptly when their input ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerExit {
    /// Its exit code, when it left by itself with one (not when a signal ended it).
    pub code: Option<i32>,
    /// It was still running when the grace period ran out, and the probe killed it.
    pub killed: bool,
}

impl Outcome {
    pub fn era(&self) -> Era {
        if self.gone {
            return Era::Gone;
        }
        if self.discover.answer.unreachable {
            return Era::Unreachable;
        }
        match self.discover.report.as_ref().map(|r| r.kind) {
            Some(DocumentKind::DiscoverResponse) => Era::Modern,
            // A recognised modern error identifies a modern server (basic/versioning).
            Some(DocumentKind::UnsupportedVersion | DocumentKind::ModernRefusal) => {
                Era::ModernOtherVersion
            }
            _ => Era::Legacy,
        }
    }

    /// Valid when every answer came and neither the engine nor the probe's notes found an
    /// error in any exchange.
    pub fn is_valid(&self) -> bool {
        if self.era().is_out_of_reach() {
            return false;
        }
        let handshake = self.legacy.iter().flat_map(|l| &l.notes);
        self.exchanges().all(Exchange::is_valid)
            && handshake
                .into_iter()
                .all(|n| n.severity() != Severity::Error)
    }
}

impl Exchange {
    /// The method, with the cursor of a later page: `tools/list (cursor "2")`.
    pub fn name(&self) -> String {
        match &self.cursor {
            Some(cursor) => format!("{} (cursor {cursor:?})", self.method),
            None => self.method.to_owned(),
        }
    }
}

impl Outcome {
    pub fn exchanges(&self) -> impl Iterator<Item = &Exchange> {
        std::iter::once(&self.discover).chain(self.walk.iter().flatten())
    }
}

/// What the fallback learnt beyond its exchanges.
pub struct Legacy {
    /// The `protocolVersion` of the `initialize` result.
    pub negotiated: Option<String>,
    /// The revision its answers are judged by.
    pub judged_by: &'static str,
    /// The `initialize` result, when one came: what the migration report starts from.
    pub initialize: Option<Value>,
    /// `notifications/initialized` as sent, when it was.
    pub initialized: Option<String>,
    /// The `Mcp-Session-Id` an HTTP server handed out.
    pub session_id: Option<String>,
    /// What the probe noticed about the handshake and the leaving, outside any answer.
    pub notes: Vec<Note>,
}
