//! A legacy walk as `probe --save` wrote it, read back: the discover exchange, the fallback to
//! `initialize` and the lists walked after it, each answer judged as the live probe judged it
//! (`legacy::judge`, by the revision the server negotiated), so that `check` and `docs` of the
//! file say what the probe said, and the migration report can be made from the file too.
//!
//! Only the probe's own walks are read so: the requests carry its ids (`mcp-anatomy-probe-N`),
//! which also tells them from the requests the server sent the client in between.

use super::revision::{self, LEGACY_REVISION};
use super::{Answer, Exchange, Legacy, Outcome, PROBE_ID_PREFIX, legacy};
use crate::cli::ci::RemarkRule;
use crate::cli::message::Message;
use crate::engine::json::{self, Spanned};
use crate::engine::{self, Span};
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
    /// For each exchange of the walk, its answer's line (from 1) and byte range in the file.
    pub answers: Vec<Option<(usize, Span)>>,
    /// Where the discover answer ends: the engine judges the text before it, as the probe did.
    pub discover_end: usize,
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
}

fn probe_id(message: &Value) -> Option<&str> {
    let id = message.get("id")?.as_str()?;
    id.starts_with(PROBE_ID_PREFIX).then_some(id)
}

/// The saved walk in `text` (JSON Lines), when it is the probe's walk of a legacy server: its
/// discover request answered with an error, then `initialize` and the rest.
pub fn read(label: &str, text: &str, lines: bool) -> Option<Saved> {
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
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let mut walk: Vec<Exchange> = Vec::new();
    let mut places = Vec::new();
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
                places.push(None);
                pending = Some(id.to_owned());
            }
            (Some(_), None) if message.get("id").is_some() && pending.is_some() => {
                let exchange = walk.last_mut()?;
                exchange.answer.server_requests.push(line.to_owned());
            }
            (Some("notifications/initialized"), None) => initialized = Some(line.to_owned()),
            (None, Some(id)) if pending.as_deref() == Some(id) => {
                walk.last_mut()?.answer.text = Some(line.to_owned());
                *places.last_mut()? = Some((line_of(span.start), *span));
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
        let (by, note) = revision::judged_by(version);
        judged_by = by;
        notes.extend(note);
    }
    legacy::judge(&mut walk);
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
    };
    Some(Saved {
        outcome,
        answers: places,
        discover_end: discover_span.end,
    })
}

/// The span of the value at `pointer` (RFC 6901, from the message's root) in `text`, one
/// message; the nearest value the pointer reaches when the rest is missing.
pub fn locate(text: &str, pointer: &str) -> Option<Span> {
    let arena = json::arena_for(text);
    let parsed = json::parse(text, &arena).ok()?;
    let mut value = parsed.root;
    for token in engine::pointer::tokens(pointer)? {
        let next = match value {
            json::Value::Object(object) => (object.members.iter())
                .find(|m| m.name() == token)
                .map(|m| m.value),
            json::Value::Array(array) => token
                .parse::<usize>()
                .ok()
                .and_then(|i| array.elements.get(i).copied()),
            _ => None,
        };
        match next {
            Some(next) => value = next,
            None => break,
        }
    }
    Some(match value {
        json::Value::Object(_) | json::Value::Array(_) => value.head(),
        _ => value.span(),
    })
}

/// One finding of a saved legacy walk, placed in the file.
pub struct Found<'a> {
    /// The rule it falls under: `revision/schema`, or `probe/exchange` for what the probe noted.
    pub rule: RemarkRule,
    pub severity: Severity,
    pub message: &'a Message,
    pub pointer: Option<&'a str>,
    /// Its byte range in the file: the value the pointer names, else the answer's start.
    pub span: Span,
}

/// One answer of a saved legacy walk and its findings.
pub struct Judgement<'a> {
    pub exchange: &'a Exchange,
    /// The answer's line in the file, counted from 1.
    pub line: usize,
    pub found: Vec<Found<'a>>,
}

impl Judgement<'_> {
    pub fn count(&self, severity: Severity) -> usize {
        self.found.iter().filter(|f| f.severity == severity).count()
    }

    pub fn is_valid(&self) -> bool {
        self.count(Severity::Error) == 0
    }
}

impl Saved {
    /// Each answered exchange of the walk with its findings, in the file's order; the notes of
    /// the fallback as a whole (the revision judged by) go with the `initialize` answer.
    pub fn judgements(&self) -> Vec<Judgement<'_>> {
        let text = self.outcome.transcript.as_str();
        let walk = self.outcome.walk.iter().flatten().zip(&self.answers);
        let mut out = Vec::new();
        for (index, (exchange, place)) in walk.enumerate() {
            let Some((line, span)) = *place else {
                continue;
            };
            let head = Span::new(span.start, span.start + 1);
            let answer = &text[span.start..span.end];
            let mut found: Vec<Found> = (exchange.answer.judged.iter())
                .map(|judged| Found {
                    rule: RemarkRule::RevisionSchema,
                    severity: judged.note.severity,
                    message: &judged.note.message,
                    pointer: judged.at.as_deref(),
                    span: (judged.at.as_deref())
                        .and_then(|at| locate(answer, at))
                        .map_or(head, |s| {
                            Span::new(s.start + span.start, s.end + span.start)
                        }),
                })
                .collect();
            let fallback = self.outcome.legacy.iter().flat_map(|l| &l.notes);
            let notes = (exchange.answer.notes.iter()).chain(fallback.filter(|_| index == 0));
            found.extend(notes.map(|note| Found {
                rule: RemarkRule::ProbeExchange,
                severity: note.severity,
                message: &note.message,
                pointer: None,
                span: head,
            }));
            out.push(Judgement {
                exchange,
                line,
                found,
            });
        }
        out
    }
}
