//! The connection conform asks through: the probe's stdio or HTTP session, with the request
//! built as a check needs it (per-request `_meta` left out or changed, headers left out or
//! changed, a body that is not JSON), and what came back in one shape for the checks.

use super::super::message::Message;
use super::super::probe::http::{Session as HttpSession, mirrored_headers};
use super::super::probe::stdio::{GRACE, Session as StdioSession};
use super::super::probe::{Answer, ProbeOptions};
use super::model::Ended;
pub use super::reply::Reply;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};
use std::collections::VecDeque;

/// A body to send, its headers over HTTP, and what picks its answer.
pub type Outgoing<'a> = (&'a str, &'a [(String, String)], &'a dyn Fn(&Value) -> bool);

/// How long an answer to a refused line may trail the answer to the request after it.
const LATE: std::time::Duration = std::time::Duration::from_millis(300);

/// How conform's request ids start.
const ID_PREFIX: &str = "mcp-anatomy-conform-";

enum Session {
    Stdio(StdioSession),
    Http(HttpSession),
    /// A run `--save` recorded, asked again by `check`.
    Replay(Replayed),
}

/// A recorded run, asked again: each answer as it came, in the order the checks asked, and
/// what the transport saw besides (stdout, the server's requests, its end).
pub struct Replayed {
    pub http: bool,
    pub replies: VecDeque<Reply>,
    pub stdout_notes: Vec<Message>,
    pub server_requests: Vec<String>,
    pub ended: bool,
    pub exit: Option<Ended>,
    pub stderr: String,
}

/// The `_meta` of a request: what the checks leave out or change.
pub enum Meta<'a> {
    Full,
    Without(&'static str),
    Version(&'a str),
}

pub struct Link {
    session: Option<Session>,
    options: ProbeOptions,
    number: usize,
    pub label: String,
    /// What the stdio transport said of lines on stdout that were no message, for the check of
    /// the whole run.
    pub stdout_notes: Vec<Message>,
    /// The requests the server sent the client during the run, on stdout or a response stream.
    pub server_requests: Vec<String>,
    /// Every exchange, in the order it was made: what each check judged and `--save` keeps.
    pub log: Vec<Reply>,
    extra: Vec<(String, String)>,
    ended: bool,
    http: bool,
    /// A replayed run asked more, or less, than its record holds.
    replay_off: bool,
}

impl Link {
    /// `extra` headers go with every HTTP request (`--header`: credentials, say).
    pub fn open(
        target: &[String],
        options: &ProbeOptions,
        extra: &[(String, String)],
    ) -> Result<Link, Message> {
        let is_url = |t: &str| t.starts_with("http://") || t.starts_with("https://");
        let (session, label) = match target {
            [url] if is_url(url) => (Session::Http(HttpSession::new(url, options)), url.clone()),
            command => (
                Session::Stdio(StdioSession::start(command, options)?),
                command.join(" "),
            ),
        };
        let http = matches!(session, Session::Http(_));
        Ok(Link::of(session, options, label, extra, http))
    }

    /// A link that answers each request with the next reply of a record.
    pub fn replay(mut replayed: Replayed, options: &ProbeOptions, label: String) -> Link {
        let stdout_notes = std::mem::take(&mut replayed.stdout_notes);
        let server_requests = std::mem::take(&mut replayed.server_requests);
        let http = replayed.http;
        let mut link = Link::of(Session::Replay(replayed), options, label, &[], http);
        link.stdout_notes = stdout_notes;
        link.server_requests = server_requests;
        link
    }

    fn of(
        session: Session,
        options: &ProbeOptions,
        label: String,
        extra: &[(String, String)],
        http: bool,
    ) -> Link {
        Link {
            session: Some(session),
            options: options.clone(),
            number: 0,
            label,
            stdout_notes: Vec::new(),
            server_requests: Vec::new(),
            log: Vec::new(),
            extra: extra.to_vec(),
            ended: false,
            http,
            replay_off: false,
        }
    }

    pub fn transport(&self) -> &'static str {
        if self.http { "http" } else { "stdio" }
    }

    /// The revision the requests name.
    pub fn revision(&self) -> &str {
        &self.options.protocol_version
    }

    pub fn is_http(&self) -> bool {
        self.http
    }

    /// The stdio server closed its output: it ended.
    pub fn ended(&self) -> bool {
        self.ended
            || match &self.session {
                Some(Session::Stdio(session)) => session.ended,
                Some(Session::Replay(replayed)) => replayed.ended,
                _ => false,
            }
    }

    /// A replayed run asked more, or less, than its record holds.
    pub fn replay_off(&self) -> bool {
        self.replay_off
    }

    /// A new request id.
    pub fn next_id(&mut self) -> String {
        self.number += 1;
        format!("{ID_PREFIX}{}", self.number)
    }

    /// The body of a request with `id`, `method`, `params` and the `_meta` `meta` says.
    pub fn body(
        &self,
        id: &Value,
        method: &str,
        mut params: Map<String, Value>,
        meta: Meta,
    ) -> String {
        let mut fields = Map::new();
        let version = match meta {
            Meta::Version(version) => version,
            _ => self.options.protocol_version.as_str(),
        };
        fields.insert(
            "io.modelcontextprotocol/protocolVersion".into(),
            json!(version),
        );
        fields.insert(
            "io.modelcontextprotocol/clientInfo".into(),
            json!({"name": "mcp-anatomy conform", "version": env!("CARGO_PKG_VERSION")}),
        );
        fields.insert(
            "io.modelcontextprotocol/clientCapabilities".into(),
            json!({}),
        );
        if let Meta::Without(left_out) = meta {
            fields.remove(left_out);
        }
        params.insert("_meta".into(), Value::Object(fields));
        json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
    }

    /// The headers a compliant client sends with a POST of `method` over HTTP (`Mcp-Name`
    /// from `params`, `Mcp-Param-*` for the arguments `input_schema` marks); none over stdio.
    pub fn headers_for(
        &self,
        method: &str,
        params: &Map<String, Value>,
        input_schema: Option<&Value>,
    ) -> Vec<(String, String)> {
        match &self.session {
            Some(Session::Http(session)) => {
                let mirrored = mirrored_headers(method, params, input_schema);
                let mut headers = session.standard_headers(method, &mirrored);
                headers.extend_from_slice(&self.extra);
                headers
            }
            _ => Vec::new(),
        }
    }

    /// The headers a compliant client sends with a POST of `method` over HTTP.
    pub fn headers(&self, method: &str, params: &Map<String, Value>) -> Vec<(String, String)> {
        self.headers_for(method, params, None)
    }

    /// A well-formed request of this revision, as a compliant client sends it.
    pub fn ask_modern(&mut self, method: &str, params: Map<String, Value>) -> Reply {
        let id = Value::String(self.next_id());
        let headers = self.headers(method, &params);
        let body = self.body(&id, method, params, Meta::Full);
        self.send(&body, &headers, &answers_to(id))
    }

    /// Sends `body` as it is (with `headers` over HTTP) and waits for what `answers` picks.
    pub fn send(
        &mut self,
        body: &str,
        headers: &[(String, String)],
        answers: &dyn Fn(&Value) -> bool,
    ) -> Reply {
        let answer = match &mut self.session {
            Some(Session::Stdio(session)) => session.ask_for(body, answers, &self.options),
            Some(Session::Http(session)) => {
                session.send_raw("POST", headers, Some(body), answers, &self.options)
            }
            Some(Session::Replay(_)) => return self.replayed(),
            None => Answer::default(),
        };
        let mut reply = self.keep(answer);
        if self.http {
            reply.verb = Some("POST".to_owned());
            reply.sent_headers = headers.to_vec();
        }
        reply.request = Some(body.to_owned());
        self.logged(reply)
    }

    /// Sends `first`, a body the server must refuse, then the well-formed request `then`, and
    /// returns what came for each. Over stdio both lines go before any wait, so a server that
    /// ignores `first` is known by its answer to `then` coming alone, without waiting out the
    /// timeout; an answer to `first` that comes after it still gets a moment ([`LATE`]).
    pub fn send_then(&mut self, first: Outgoing, then: Outgoing) -> (Reply, Reply) {
        let Some(Session::Stdio(session)) = &mut self.session else {
            let first = self.send(first.0, first.1, first.2);
            return (first, self.send(then.0, then.1, then.2));
        };
        // A pipe that will not take the line shows in the answers that do not come.
        let _ = session.notify(first.0);
        let either = |m: &Value| (first.2)(m) || (then.2)(m);
        let came = session.ask_for(then.0, &either, &self.options);
        let late = ProbeOptions {
            timeout: LATE,
            ..self.options.clone()
        };
        let then_came = (came.text.as_deref())
            .and_then(|t| serde_json::from_str::<Value>(t).ok())
            .is_some_and(|m| (then.2)(&m) && !(first.2)(&m));
        let (first_answer, then_answer) = match then_came {
            true => (session.wait(first.2, &late), came),
            false => (came, session.wait(then.2, &self.options)),
        };
        let mut first_reply = self.keep(first_answer);
        first_reply.overtaken = then_came && first_reply.text.is_none();
        first_reply.request = Some(first.0.to_owned());
        let mut then_reply = self.keep(then_answer);
        then_reply.request = Some(then.0.to_owned());
        (self.logged(first_reply), self.logged(then_reply))
    }

    /// A GET or DELETE to the endpoint; `None` over stdio.
    pub fn send_verb(&mut self, verb: &str) -> Option<Reply> {
        if !self.http {
            return None;
        }
        let Some(Session::Http(session)) = &mut self.session else {
            return Some(self.replayed());
        };
        let mut headers = vec![("Accept".to_owned(), "text/event-stream".to_owned())];
        headers.extend_from_slice(&self.extra);
        let answer = session.send_raw(verb, &headers, None, &|_| true, &self.options);
        let mut reply = self.keep(answer);
        reply.verb = Some(verb.to_owned());
        reply.sent_headers = headers;
        Some(self.logged(reply))
    }

    /// The next reply of a replayed record; when none is left, no answer at all.
    fn replayed(&mut self) -> Reply {
        let next = match &mut self.session {
            Some(Session::Replay(replayed)) => replayed.replies.pop_front(),
            _ => None,
        };
        self.replay_off |= next.is_none();
        let reply = next.unwrap_or_else(|| Reply {
            unreachable: true,
            ..Reply::default()
        });
        self.logged(reply)
    }

    fn logged(&mut self, reply: Reply) -> Reply {
        self.log.push(reply.clone());
        reply
    }

    fn keep(&mut self, mut answer: Answer) -> Reply {
        // The notes that judge the whole run stay with the link (a banner on stdout).
        let stray = (answer.notes.drain(..)).filter(|n| n.code == Code::ProbeStdoutNotMessage);
        self.stdout_notes.extend(stray.map(|note| note.message));
        self.server_requests.append(&mut answer.server_requests);
        let mut reply = Reply::of(answer, &self.options);
        reply.gone = reply.text.is_none() && self.ended();
        reply
    }

    /// Ends a stdio server by closing its input, as a client does; how it ended (`None` over
    /// HTTP) and the head of its stderr.
    pub fn close(&mut self) -> (Option<Ended>, String) {
        match self.session.take() {
            Some(Session::Stdio(session)) => {
                self.ended = session.ended;
                let (status, stderr) = session.end();
                let ended = match status {
                    Some(status) => Ended::Exited(status.code()),
                    None => Ended::Killed,
                };
                (Some(ended), stderr)
            }
            Some(Session::Replay(replayed)) => {
                self.ended = replayed.ended;
                self.replay_off |= !replayed.replies.is_empty();
                (replayed.exit, replayed.stderr)
            }
            _ => (None, String::new()),
        }
    }

    pub fn grace_seconds(&self) -> u64 {
        GRACE.as_secs()
    }
}

/// Picks the answer to a request of `id`: the same id, or the same id written as another JSON
/// type (which `conform/id-type` reports), with a result or an error.
pub fn answers_to(id: Value) -> impl Fn(&Value) -> bool {
    move |message: &Value| {
        let same = match (message.get("id"), &id) {
            (Some(got), want) if got == want => true,
            (Some(Value::String(got)), Value::Number(want)) => *got == want.to_string(),
            (Some(Value::Number(got)), Value::String(want)) => got.to_string() == *want,
            _ => false,
        };
        same && (message.get("result").is_some() || message.get("error").is_some())
    }
}

/// Picks an error whose id the server could not read (`null` or absent), or one to `id`.
pub fn error_without_id(id: Value) -> impl Fn(&Value) -> bool {
    move |message: &Value| {
        message.get("error").is_some() && matches!(message.get("id"), None | Some(Value::Null))
            || answers_to(id.clone())(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_picked_by_its_id_even_when_its_type_changed() {
        let to_seven = answers_to(json!(7));
        assert!(to_seven(&json!({"jsonrpc": "2.0", "id": 7, "result": {}})));
        // Picked, so that conform/id-type can tell the type changed instead of timing out.
        assert!(to_seven(&json!({"id": "7", "error": {"code": -32601}})));
        assert!(!to_seven(&json!({"id": 8, "result": {}})));
        // A request of the server's with the same id is no answer.
        assert!(!to_seven(&json!({"id": 7, "method": "roots/list"})));
        let to_text = answers_to(json!("a"));
        assert!(to_text(&json!({"id": "a", "result": {}})));
        assert!(!to_text(&json!({"id": null, "error": {}})));
    }

    #[test]
    fn a_parse_error_is_picked_without_an_id() {
        let picks = error_without_id(json!("x"));
        assert!(picks(&json!({"id": null, "error": {"code": -32700}})));
        assert!(picks(&json!({"error": {"code": -32700}})));
        assert!(picks(&json!({"id": "x", "error": {"code": -32700}})));
        assert!(!picks(&json!({"id": null, "result": {}})));
        assert!(!picks(
            &json!({"method": "notifications/message", "params": {}})
        ));
    }
}
