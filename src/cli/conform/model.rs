//! What a run of `conform` is made of: each check and how it ended, what `server/discover`
//! told the checks, and the run's outcome, which the output writes.

use super::reply::Reply;
use crate::cli::message::Message;
use crate::spec::codes::{Code, Severity};
use serde_json::Value;

/// How a check ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    Fail,
    Skip,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Fail => "fail",
            Verdict::Skip => "skip",
        }
    }
}

/// One check: its code, the section of the page it rests on (below the revision's root), how
/// it ended and why, and the exchange it judged.
pub struct Check {
    pub code: Code,
    pub section: &'static str,
    pub verdict: Verdict,
    pub message: Message,
    pub request: Option<String>,
    pub reply: Option<Reply>,
    /// The HTTP status the transport page ties to the expected answer, which the
    /// `conform/http-status` check compares with the one that came.
    pub status_due: Option<u16>,
    /// Every exchange made for the check, in order (what `--save` keeps).
    pub exchanges: Vec<Reply>,
}

impl Check {
    pub(super) fn skip(code: Code, section: &'static str, why: Message) -> Check {
        Check {
            code,
            section,
            verdict: Verdict::Skip,
            message: why,
            request: None,
            reply: None,
            status_due: None,
            exchanges: Vec::new(),
        }
    }

    /// A check that ran: how it ended and why, with the exchange it judged.
    pub(super) fn judged(
        code: Code,
        section: &'static str,
        (verdict, message): (Verdict, Message),
        request: Option<String>,
        reply: Option<Reply>,
    ) -> Check {
        Check {
            code,
            section,
            verdict,
            message,
            request,
            reply,
            status_due: None,
            exchanges: Vec::new(),
        }
    }

    /// A failing check is an error when its rule is a MUST, a warning when it is a SHOULD.
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }
}

/// The checks of a run in the order they ran, each with the exchanges made for it.
#[derive(Default)]
pub struct Checklist {
    pub checks: Vec<Check>,
    /// How many exchanges of the link's log the checks so far took.
    taken: usize,
}

impl Checklist {
    /// Leaves the exchanges of `log` so far to no check (the discover request's).
    pub fn skip_past(&mut self, log: &[Reply]) {
        self.taken = log.len();
    }

    /// Adds `check` with the exchanges of `log` made since the check before it.
    pub fn add(&mut self, mut check: Check, log: &[Reply]) {
        check.exchanges = log.get(self.taken..).unwrap_or_default().to_vec();
        self.taken = log.len();
        self.checks.push(check);
    }
}

/// How a stdio server ended once its input closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It exited, with this status (none when a signal ended it).
    Exited(Option<i32>),
    /// It was still running after the grace period, and was killed.
    Killed,
}

/// What the transport saw beside the checks' exchanges, which `--save` keeps so that `check`
/// judges the run again: the options it ran with, the discover exchange, the server's own
/// output and its end.
#[derive(Default)]
pub struct Wire {
    pub protocol_version: String,
    pub timeout_seconds: f64,
    /// The names `--call` gave.
    pub calls: Vec<String>,
    pub discover: Vec<Reply>,
    pub stdout_notes: Vec<Message>,
    pub server_requests: Vec<String>,
    /// The stdio server had closed its output by the end.
    pub ended: bool,
    pub exit: Option<Ended>,
}

/// What `server/discover` told, which decides what the checks may ask.
pub struct Facts {
    pub capabilities: Value,
    pub supported: Vec<String>,
}

impl Facts {
    pub fn declares(&self, capability: &str) -> bool {
        self.capabilities
            .get(capability)
            .is_some_and(Value::is_object)
    }

    /// Whether the server also serves a revision from before `revision` (a date).
    pub fn serves_before(&self, revision: &str) -> bool {
        self.supported.iter().any(|v| v.as_str() < revision)
    }
}

/// The whole run: the target, and each check in the order it ran; or why none could run.
pub struct Conformance {
    pub target: String,
    pub transport: &'static str,
    pub checks: Vec<Check>,
    /// Why the checks did not run: a server that never answered, a legacy one.
    pub not_run: Option<Message>,
    /// The server could not be reached or ended before it answered: exit status 2.
    pub out_of_reach: bool,
    /// Over stdio, the head of what the server wrote to stderr.
    pub stderr: String,
    pub wire: Wire,
}

impl Conformance {
    /// Whether a check failed whose severity reaches `fail_on`.
    pub fn fails(&self, fail_on: Severity) -> bool {
        (self.checks.iter()).any(|c| c.verdict == Verdict::Fail && c.severity() >= fail_on)
    }
}
