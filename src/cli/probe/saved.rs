//! A legacy walk as `probe --save` wrote it, read back: the discover exchange, the fallback to
//! `initialize` and the lists walked after it, the whole file judged by the engine as the
//! transcript the live probe judged (`engine::check_messages`, as the reference view judges
//! it: the answers after the `initialize` request by 2025-11-25's schema), so that `check` and
//! `docs` of the file say what the probe said, and the migration report can be made from the
//! file too.
//!
//! Only the probe's own walks are read so: the requests carry its ids (`mcp-anatomy-probe-N`),
//! which also tells them from the requests the server sent the client in between.

use super::judged;
use super::model::{Answer, Exchange, LEGACY_REVISION, Legacy, Note, Outcome, PROBE_ID_PREFIX};
use crate::cli::model::Document;
use crate::engine::{self, Report, Span};
use crate::spec::REVISION;
use crate::spec::codes::Severity;
use serde_json::Value;

/// What the probe asks in a walk: the methods a saved walk may hold.
const METHODS: [&str; 7] = [
    "server/discover",
    "initialize",
    "tools/list",
    "prompts/list",
    "resources/list",
    "resources/templates/list",
    "resources/read",
];

/// A saved legacy walk: the outcome the probe had (without what only the live exchange showed:
/// timings, HTTP statuses, the session), and where each walked answer is in the file.
pub struct Saved {
    pub outcome: Outcome,
    /// For each exchange of the walk, where its answer (without one, its request) is in the
    /// file, and which of the file's documents holds the engine's report of it.
    answers: Vec<Option<Placed>>,
}

/// Where one exchange of a saved walk is judged.
#[derive(Clone, Copy)]
struct Placed {
    /// The message's line in the file, counted from 1.
    line: usize,
    /// Its first byte.
    head: Span,
    /// Its report among the file's documents.
    document: usize,
}

impl Saved {
    /// The revision the server negotiated, or what the probe offered when none was.
    pub fn negotiated(&self) -> &str {
        let legacy = self.outcome.legacy.as_ref();
        (legacy.and_then(|l| l.negotiated.as_deref())).unwrap_or(LEGACY_REVISION)
    }

    /// The revision its answers are judged by.
    pub fn judged_by(&self) -> &'static str {
        (self.outcome.legacy.as_ref()).map_or(LEGACY_REVISION, |l| l.judged_by)
    }

    /// Whether the document at `index` of the file is the report of an exchange of the walk,
    /// shown with its judgement.
    pub fn judges(&self, index: usize) -> bool {
        (self.answers.iter().flatten()).any(|placed| placed.document == index)
    }
}

fn probe_id(message: &Value) -> Option<&str> {
    let id = message.get("id")?.as_str()?;
    id.starts_with(PROBE_ID_PREFIX).then_some(id)
}

/// The saved walk in `text` (JSON Lines), when it is the probe's walk of a legacy server: its
/// discover request answered with an error, then `initialize` and the rest; with the engine's
/// report of each message of the file that has any (each answer's; a request's only with
/// findings), as `check` reads a transcript.
pub fn read(label: &str, text: &str, lines: bool) -> Option<(Saved, Vec<Document>)> {
    // `check` asks this of every input: a text without the probe's ids is not split and parsed
    // a second time (a scan for the prefix instead).
    if !text.contains(PROBE_ID_PREFIX) {
        return None;
    }
    let spans = engine::split_messages(text, lines)?;
    let messages: Vec<(Span, Value)> = (spans.iter())
        .map(|span| {
            Some((
                *span,
                serde_json::from_str(&text[span.start..span.end]).ok()?,
            ))
        })
        .collect::<Option<_>>()?;
    let [(_, request), (discover_span, answer), rest @ ..] = messages.as_slice() else {
        return None;
    };
    let discover_ok = request.get("method").and_then(Value::as_str) == Some("server/discover")
        && probe_id(request).is_some()
        && probe_id(answer) == probe_id(request)
        && answer.get("error").is_some();
    if !discover_ok || rest.is_empty() {
        return None;
    }
    let mut walk: Vec<Exchange> = Vec::new();
    // Each exchange's request, and its answer once it comes.
    let mut places: Vec<(Span, Option<Span>)> = Vec::new();
    let mut initialized = None;
    // The id of the request waiting for its answer.
    let mut pending: Option<String> = None;
    for (span, message) in rest {
        let line = &text[span.start..span.end];
        let method = message.get("method").and_then(Value::as_str);
        match (method, probe_id(message)) {
            (Some(method), Some(id)) => {
                let method = *METHODS[1..].iter().find(|m| **m == method)?;
                let params = message.get("params");
                let cursor = (params.and_then(|p| p.get("cursor")))
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                walk.push(Exchange {
                    method,
                    cursor,
                    request: line.to_owned(),
                    answer: Answer::default(),
                    report: None,
                    judged_by: LEGACY_REVISION,
                });
                places.push((*span, None));
                pending = Some(id.to_owned());
            }
            (Some(_), None) if message.get("id").is_some() && pending.is_some() => {
                let exchange = walk.last_mut()?;
                exchange.answer.server_requests.push(line.to_owned());
            }
            (Some("notifications/initialized"), None) => initialized = Some(line.to_owned()),
            (None, Some(id)) if pending.as_deref() == Some(id) => {
                walk.last_mut()?.answer.text = Some(line.to_owned());
                places.last_mut()?.1 = Some(*span);
                pending = None;
            }
            _ => return None,
        }
    }
    if walk.first()?.method != "initialize" {
        return None;
    }
    let initialize = walk[0].result();
    let negotiated = (initialize.as_ref())
        .and_then(|r| r.get("protocolVersion"))
        .and_then(Value::as_str)
        .map(str::to_owned);
    if negotiated.as_deref() == Some(REVISION) {
        return None;
    }
    let mut notes = Vec::new();
    let mut judged_by = LEGACY_REVISION;
    if let Some(version) = &negotiated {
        let (by, note) = judged::judged_by(version);
        judged_by = by;
        notes.extend(note);
    }
    judged::note_server_requests(&mut walk);
    let reports = engine::check_messages(text, lines)?;
    let answers = (places.iter())
        .map(|(request, answer)| {
            let start = answer.unwrap_or(*request).start;
            let document = reports.iter().position(|m| m.origin.offset == start)?;
            Some(Placed {
                line: reports[document].origin.line,
                head: Span::new(start, start + 1),
                document,
            })
        })
        .collect();
    let documents = (reports.into_iter())
        .map(|message| Document {
            line: Some(message.origin.line),
            start: message.origin.offset,
            report: message.report,
        })
        .collect();
    let discover_text = &text[discover_span.start..discover_span.end];
    let discover = Exchange {
        method: "server/discover",
        cursor: None,
        request: text[spans[0].start..spans[0].end].to_owned(),
        answer: Answer {
            text: Some(discover_text.to_owned()),
            ..Answer::default()
        },
        report: Some(engine::check_answer(discover_text, Some("server/discover"))),
        judged_by: REVISION,
    };
    let outcome = Outcome {
        transport: "saved",
        target: label.to_owned(),
        discover,
        walk: Some(walk),
        legacy: Some(Legacy {
            negotiated,
            judged_by,
            initialize,
            initialized,
            session_id: None,
            notes,
        }),
        transcript: text.to_owned(),
        stderr: String::new(),
        exit: None,
        gone: false,
    };
    Some((Saved { outcome, answers }, documents))
}

/// One exchange of a saved legacy walk and what was found in it.
pub struct Judgement<'a> {
    pub exchange: &'a Exchange,
    /// The answer's line in the file (without an answer, the request's), counted from 1.
    pub line: usize,
    /// The engine's report of the answer (or of the unanswered request), placed in the file.
    pub report: &'a Report,
    /// What the probe noted: the requests the server sent before the answer; with the
    /// `initialize` answer, the notes of the fallback as a whole (the revision judged by).
    pub notes: Vec<&'a Note>,
    /// The message's first byte in the file, where the notes point.
    pub head: Span,
}

impl Judgement<'_> {
    pub fn count(&self, severity: Severity) -> usize {
        self.report.count(severity)
            + self
                .notes
                .iter()
                .filter(|n| n.severity() == severity)
                .count()
    }

    pub fn is_valid(&self) -> bool {
        self.count(Severity::Error) == 0
    }
}

impl Saved {
    /// Each exchange of the walk with its findings, in the file's order; `documents` are the
    /// file's, as [`read`] gave them.
    pub fn judgements<'a>(&'a self, documents: &'a [Document]) -> Vec<Judgement<'a>> {
        let walk = self.outcome.walk.iter().flatten().zip(&self.answers);
        let mut out = Vec::new();
        for (index, (exchange, placed)) in walk.enumerate() {
            let Some(placed) = placed else {
                continue;
            };
            let Some(document) = documents.get(placed.document) else {
                continue;
            };
            let fallback = self.outcome.legacy.iter().flat_map(|l| &l.notes);
            let notes = (exchange.answer.notes.iter()).chain(fallback.filter(|_| index == 0));
            out.push(Judgement {
                exchange,
                line: placed.line,
                report: &document.report,
                notes: notes.collect(),
                head: placed.head,
            });
        }
        out
    }
}
