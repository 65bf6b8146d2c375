//! What each message of a session gives the rules across messages (`across.rs`,
//! `progress.rs`, `output.rs`, `mrtr.rs` and `meta.rs`'s): its id and method, what its request
//! asked for, what its answer holds. `engine/transcript.rs` reads them from each message as it
//! checks it; the rules never see a message's tree.

use super::checker::get;
use crate::engine::diagnostic::Span;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::DocumentKind;
use crate::spec::schema::Expect;
use crate::spec::shapes;

/// Request ids and their methods, in order, with whether each asked a later page (a cursor).
pub type Asked = [(String, String, bool)];

/// What the cross-message rules need of one message.
#[derive(Default)]
pub struct Facts {
    /// The id as written, and where.
    pub id: Option<(String, Span)>,
    /// The method of a request or notification.
    pub method: Option<String>,
    /// A request carries a cursor: it asks a later page.
    pub has_cursor: bool,
    /// A request sets `io.modelcontextprotocol/logLevel` in its `_meta`: it asks for logs.
    pub(super) asks_logs: bool,
    /// `result.cacheScope`, and where.
    pub(super) scope: Option<(String, Span)>,
    /// The capabilities a `server/discover` result names, or an `initialize` result of the
    /// revisions before it, with the method of that handshake.
    pub(super) capabilities: Option<(Vec<String>, &'static str)>,
    pub(super) is_error: bool,
    /// An error's code as written and where, with whether its message speaks of a cursor.
    pub error_code: Option<(String, Span, bool)>,
    /// The names of a whole list of tools (one page, no next one) in order, and where the
    /// list is.
    pub tool_names: Option<(Vec<String>, Span)>,
    /// The names of a whole list of prompts (one page, no next one).
    pub prompt_names: Option<Vec<String>>,
    /// The `progressToken` a request's `_meta` gives, as written.
    pub progress_token: Option<String>,
    /// A progress notification's token as written and where, and its progress value and where.
    pub progress: Option<((String, Span), (String, Span))>,
    /// The request a `notifications/cancelled` names (`requestId` as written), and where.
    pub cancels: Option<(String, Span)>,
    /// The tools of a `tools/list` page that declare an `outputSchema`, each with where that
    /// schema is.
    pub output_schemas: Vec<(String, Span)>,
    /// The tool a `tools/call` request calls.
    pub called: Option<String>,
    /// A result with `content` (a call's): where its `structuredContent` is, if it has one, and
    /// whether it reports an error of the tool's (`isError`).
    pub call_answer: Option<(Option<Span>, bool)>,
    /// What a request's `_meta` declares of the client (`io.modelcontextprotocol/
    /// clientCapabilities`): each capability's name, and `elicitation/form` and
    /// `elicitation/url` for the modes of elicitation (an empty object is form alone).
    pub client_capabilities: Option<Vec<String>>,
    /// A request retrying one answered with `input_required` (it carries `requestState` or
    /// `inputResponses`): its `requestState` as decoded, and where the member is.
    pub retry: Option<Option<(String, Span)>>,
    /// The per-request fields (basic/index, "Per-request protocol fields") a request's
    /// `_meta` lacks of those every request must carry.
    pub missing_meta: Vec<&'static str>,
    /// The tool, prompt or resource a request names (`name` or `uri`).
    pub subject: Option<String>,
    /// An `input_required` result: each of its `inputRequests` (method, elicitation mode,
    /// where), and its `requestState`.
    pub input_required: Option<(Vec<InputRequest>, Option<String>)>,
}

/// One entry of an `input_required` result's `inputRequests`: its method, the `mode` of an
/// elicitation, and where the entry is.
pub struct InputRequest {
    pub method: String,
    pub mode: Option<String>,
    pub span: Span,
}

pub fn facts<'a>(piece: &str, object: &Object<'a>, offset: usize) -> Facts {
    let shifted = |span: Span| Span::new(span.start + offset, span.end + offset);
    fn object_of<'a>(value: Option<&Value<'a>>) -> Option<Object<'a>> {
        match value {
            Some(Value::Object(object)) => Some(*object),
            _ => None,
        }
    }
    fn member<'a>(object: Option<Object<'a>>, name: &str) -> Option<Value<'a>> {
        object.and_then(|o| get(&o, name).map(|(_, m)| m.value))
    }
    let result = object_of(get(object, "result").map(|(_, m)| &m.value));
    let error = object_of(get(object, "error").map(|(_, m)| &m.value));
    let params = object_of(get(object, "params").map(|(_, m)| &m.value));
    let meta = object_of(member(params, "_meta").as_ref());
    let method = get(object, "method").and_then(|(_, m)| m.value.as_str());
    let scope = member(result, "cacheScope");
    let is_discover = member(result, "supportedVersions").is_some();
    let handshake = match (is_discover, member(result, "protocolVersion")) {
        (true, _) => Some("server/discover"),
        (false, Some(_)) => Some("initialize"),
        (false, None) => None,
    };
    Facts {
        id: get(object, "id").map(|(_, m)| {
            let span = m.value.span();
            (piece[span.start..span.end].to_owned(), shifted(span))
        }),
        method: method.map(str::to_owned),
        has_cursor: member(params, "cursor").is_some(),
        asks_logs: member(meta, LOG_LEVEL).is_some(),
        scope: scope.and_then(|v| Some((v.as_str()?.to_owned(), shifted(v.span())))),
        capabilities: match (member(result, "capabilities"), handshake) {
            (Some(Value::Object(capabilities)), Some(handshake)) => Some((
                (capabilities.members.iter())
                    .map(|m| m.name().to_owned())
                    .collect(),
                handshake,
            )),
            _ => None,
        },
        is_error: get(object, "error").is_some(),
        tool_names: match (member(result, "tools"), member(result, "nextCursor")) {
            (Some(Value::Array(tools)), None) => Some((
                (tools.elements.iter())
                    .filter_map(|tool| match tool {
                        Value::Object(tool) => {
                            get(tool, "name")?.1.value.as_str().map(str::to_owned)
                        }
                        _ => None,
                    })
                    .collect(),
                shifted(tools.span),
            )),
            _ => None,
        },
        prompt_names: match (member(result, "prompts"), member(result, "nextCursor")) {
            (Some(Value::Array(prompts)), None) => Some(
                (prompts.elements.iter())
                    .filter_map(|prompt| match prompt {
                        Value::Object(prompt) => get(prompt, "name")?.1.value.as_str().map(str::to_owned),
                        _ => None,
                    })
                    .collect(),
            ),
            _ => None,
        },
        progress_token: member(meta, "progressToken")
            .map(|token| token.span())
            .filter(|_| get(object, "id").is_some())
            .map(|span| piece[span.start..span.end].to_owned()),
        progress: match method {
            Some("notifications/progress") => {
                let token = member(params, "progressToken").map(|v| v.span());
                let value = member(params, "progress").and_then(|v| Some((v.as_number()?.to_owned(), v.span())));
                match (token, value) {
                    (Some(token), Some((value, at))) => Some((
                        (piece[token.start..token.end].to_owned(), shifted(token)),
                        (value, shifted(at)),
                    )),
                    _ => None,
                }
            }
            _ => None,
        },
        cancels: match method {
            Some("notifications/cancelled") => member(params, "requestId").map(|v| {
                let span = v.span();
                (piece[span.start..span.end].to_owned(), shifted(span))
            }),
            _ => None,
        },
        output_schemas: match member(result, "tools") {
            Some(Value::Array(tools)) => (tools.elements.iter())
                .filter_map(|tool| match tool {
                    Value::Object(tool) => {
                        let schema = get(tool, "outputSchema")?.1.value.span();
                        let name = get(tool, "name")?.1.value.as_str()?;
                        Some((name.to_owned(), shifted(schema)))
                    }
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        },
        called: match method {
            Some("tools/call") => member(params, "name").and_then(|n| Some(n.as_str()?.to_owned())),
            _ => None,
        },
        call_answer: member(result, "content").map(|_| {
            let is_error = (member(result, "isError").as_ref())
                .is_some_and(|v| matches!(v, Value::Bool(span) if piece.get(span.start..span.end) == Some("true")));
            let structured = member(result, "structuredContent").map(|v| shifted(v.span()));
            (structured, is_error)
        }),
        client_capabilities: object_of(member(meta, CLIENT_CAPABILITIES).as_ref()).map(|declared| {
            let mut names: Vec<String> = (declared.members.iter())
                .map(|capability| capability.name().to_owned())
                .collect();
            let elicitation = object_of(member(Some(declared), "elicitation").as_ref());
            let mode = |name| member(elicitation, name).is_some();
            let modes = [
                ("elicitation/form", mode("form") || elicitation.is_some_and(|e| e.members.is_empty())),
                ("elicitation/url", mode("url")),
            ];
            names.extend((modes.into_iter()).filter(|(_, declared)| *declared).map(|(name, _)| name.to_owned()));
            names
        }),
        retry: (member(params, "requestState").is_some() || member(params, "inputResponses").is_some())
            .then(|| {
                let (_, state) = get(params.as_ref()?, "requestState")?;
                Some((state.value.as_str()?.to_owned(), shifted(state.key.span)))
            }),
        missing_meta: match (method, get(object, "id")) {
            (Some(_), Some(_)) => (REQUIRED_META.iter().copied())
                .filter(|key| member(meta, key).is_none())
                .collect(),
            _ => Vec::new(),
        },
        subject: (member(params, "name").or_else(|| member(params, "uri")))
            .and_then(|v| Some(v.as_str()?.to_owned())),
        input_required: (member(result, "resultType").as_ref())
            .and_then(Value::as_str)
            .filter(|t| *t == "input_required")
            .map(|_| {
                let requests = match member(result, "inputRequests") {
                    Some(Value::Object(requests)) => (requests.members.iter())
                        .filter_map(|entry| {
                            let request = object_of(Some(&entry.value));
                            let text = |name| Some(member(request, name)?.as_str()?.to_owned());
                            let mode = object_of(member(request, "params").as_ref())
                                .and_then(|p| Some(get(&p, "mode")?.1.value.as_str()?.to_owned()));
                            Some(InputRequest {
                                method: text("method")?,
                                mode,
                                span: shifted(entry.key.span),
                            })
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let state = member(result, "requestState").and_then(|v| Some(v.as_str()?.to_owned()));
                (requests, state)
            }),
        error_code: member(error, "code").map(|code| {
            let span = code.span();
            let message = member(error, "message");
            let about_cursor = (message.as_ref().and_then(Value::as_str)).is_some_and(|m| {
                m.as_bytes()
                    .windows(6)
                    .any(|w| w.eq_ignore_ascii_case(b"cursor"))
            });
            (
                piece[span.start..span.end].to_owned(),
                shifted(span),
                about_cursor,
            )
        }),
    }
}

pub type AllFacts = [(Facts, DocumentKind, Span)];

/// The request (id, method, whether it sent a cursor) that a message's id names: the latest
/// one with that id.
pub fn request_of<'a>(asked: &'a Asked, facts: &Facts) -> Option<&'a (String, String, bool)> {
    let (id, _) = facts.id.as_ref()?;
    asked.iter().rev().find(|(asked, ..)| asked == id)
}

/// The line of `text` that byte `at` is on, from 1: one loop for the rules that name the line
/// of another message, where each counted with an iterator of its own.
pub fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The request a message answers (`answer`, the messages `before` it): the latest of them with
/// its id. Shared by the rules on facts, which each asked it in a closure of their own.
pub fn asked_by<'a>(
    before: &'a AllFacts,
    answer: &Facts,
) -> Option<&'a (Facts, DocumentKind, Span)> {
    asked_at(before, answer).map(|at| &before[at])
}

/// Where [`asked_by`]'s request stands among the messages `before` the answer.
pub fn asked_at(before: &AllFacts, answer: &Facts) -> Option<usize> {
    let (id, _) = answer.id.as_ref()?;
    (before.iter())
        .rposition(|(f, ..)| f.method.is_some() && f.id.as_ref().is_some_and(|(i, _)| i == id))
}

/// The `_meta` key by which a request declares what the client can do.
const CLIENT_CAPABILITIES: &str = "io.modelcontextprotocol/clientCapabilities";

/// The `_meta` keys every request must carry.
pub const REQUIRED_META: [&str; 2] = [
    "io.modelcontextprotocol/protocolVersion",
    CLIENT_CAPABILITIES,
];

/// The `_meta` key by which a request asks for log messages.
const LOG_LEVEL: &str = "io.modelcontextprotocol/logLevel";

/// Whether only a server sends requests of `method`: those an `InputRequiredResult` carries
/// (sampling, elicitation, roots), which a client never asks of a server.
pub fn sent_by_server(method: &str) -> bool {
    let Expect::AnyOf(requests) = shapes::INPUT_REQUEST.body() else {
        return false;
    };
    requests.iter().any(|request| match request {
        Expect::Ref(def) => match def.body() {
            Expect::Object(shape) => {
                matches!(shape.member("method"), Some(Expect::ConstStr(m)) if *m == method)
            }
            _ => false,
        },
        _ => false,
    })
}
