//! The connection conform asks through: the probe's stdio or HTTP session, with the request
//! built as a check needs it (per-request `_meta` left out or changed, headers left out or
//! changed, a body that is not JSON), and what came back in one shape for the checks.

use super::super::message::{Message, msg};
use super::super::probe::http::Session as HttpSession;
use super::super::probe::stdio::{GRACE, Session as StdioSession};
use super::super::probe::{Answer, Note, ProbeOptions};
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};
use std::process::ExitStatus;

/// A body to send, its headers over HTTP, and what picks its answer.
pub type Outgoing<'a> = (&'a str, &'a [(String, String)], &'a dyn Fn(&Value) -> bool);

/// How long an answer to a refused line may trail the answer to the request after it.
const LATE: std::time::Duration = std::time::Duration::from_millis(300);

/// How conform's request ids start.
const ID_PREFIX: &str = "mcp-anatomy-conform-";

/// What came back for one request.
#[derive(Default)]
pub struct Reply {
    pub status: Option<u16>,
    pub content_type: Option<String>,
    pub text: Option<String>,
    /// The answer parsed, when it is JSON.
    pub message: Option<Value>,
    /// The request never reached a server.
    pub unreachable: bool,
    /// The stdio server had ended (its stdout closed) when the answer was awaited.
    pub gone: bool,
    /// Over stdio, no answer came, but the answer to the request sent after it did.
    pub overtaken: bool,
    /// Over HTTP, the headers the request was sent with (the ones the checks change).
    pub sent_headers: Vec<(String, String)>,
    timeout_seconds: f64,
}

impl Reply {
    fn of(answer: Answer, options: &ProbeOptions) -> Reply {
        Reply {
            status: answer.http_status,
            content_type: answer.content_type,
            message: (answer.text.as_deref()).and_then(|t| serde_json::from_str(t).ok()),
            text: answer.text,
            unreachable: answer.unreachable,
            gone: false,
            overtaken: false,
            sent_headers: Vec::new(),
            timeout_seconds: options.timeout.as_secs_f64(),
        }
    }

    pub fn result(&self) -> Option<&Value> {
        self.message
            .as_ref()?
            .get("result")
            .filter(|r| r.is_object())
    }

    pub fn error_code(&self) -> Option<i64> {
        self.message.as_ref()?.get("error")?.get("code")?.as_i64()
    }

    pub fn error_data(&self) -> Option<&Value> {
        self.message.as_ref()?.get("error")?.get("data")
    }

    /// What came, in a few words: `error -32603`, `a result`, `HTTP 200 with an empty body` …
    pub fn describe(&self) -> Message {
        let http = match self.status {
            Some(status) => format!("HTTP {status}, "),
            None => String::new(),
        };
        if let Some(code) = self.error_code() {
            return msg!("{}error {}", "{}ошибка `{}`", http, code);
        }
        if self.result().is_some() {
            return msg!("{}a result", "{}результат", http);
        }
        if self.overtaken {
            return msg!(
                "no answer: the server answered the next request and not this one",
                "ответа нет: на следующий запрос сервер ответил, а на этот\u{a0}— нет"
            );
        }
        if self.gone {
            return msg!(
                "no answer, the server had ended (its stdout closed)",
                "ответа нет, сервер уже завершился (его `stdout` закрыт)"
            );
        }
        if self.unreachable {
            return msg!(
                "the request reached no server",
                "запрос не дошёл ни до какого сервера"
            );
        }
        if self.text.is_some() {
            return msg!(
                "{}a body that is no JSON-RPC response",
                "{}тело, которое не является ответом JSON-RPC",
                http
            );
        }
        match self.status {
            Some(status) => msg!(
                "HTTP {} without a JSON-RPC answer",
                "HTTP {} без ответа JSON-RPC",
                status
            ),
            None => msg! {
                en: format!("no answer within {:.1} s", self.timeout_seconds),
                ru: format!("ответа за {}\u{a0}с не пришло", format!("{:.1}", self.timeout_seconds).replace('.', ",")),
            },
        }
    }
}

impl Reply {
    /// In Russian, what came instead of what was expected, as the second half of a sentence
    /// («ожидалась ошибка `-32602`, а пришёл результат»): a clause with its own verb, led by
    /// «а» for something else that came or «но» for nothing that came.
    pub fn instead_ru(&self) -> String {
        let came = self.came_ru();
        let lead = if self.error_code().is_some()
            || self.result().is_some()
            || (self.status.is_some() && !self.unreachable)
        {
            "а"
        } else {
            "но"
        };
        format!("{lead} {came}")
    }

    /// In Russian, what came for a request, as a clause with its own verb: «пришла ошибка
    /// `-32603`», «пришёл результат», «ответа не пришло: …».
    pub fn came_ru(&self) -> String {
        let with_status = |status: Option<u16>| match status {
            Some(status) => format!(" со статусом HTTP {status}"),
            None => String::new(),
        };
        if let Some(code) = self.error_code() {
            return format!("пришла ошибка `{code}`{}", with_status(self.status));
        }
        if self.result().is_some() {
            return format!("пришёл результат{}", with_status(self.status));
        }
        if self.overtaken {
            return "ответа не пришло, хотя на следующий запрос сервер ответил".to_owned();
        }
        if self.gone {
            return "ответа не пришло: сервер уже завершился (его `stdout` закрыт)".to_owned();
        }
        if self.unreachable {
            return "запрос не дошёл ни до какого сервера".to_owned();
        }
        if self.text.is_some() {
            return match self.status {
                Some(status) => format!(
                    "пришёл статус HTTP {status} и тело, которое не является ответом JSON-RPC"
                ),
                None => "пришло тело, которое не является ответом JSON-RPC".to_owned(),
            };
        }
        match self.status {
            Some(status) => format!("пришёл статус HTTP {status} без ответа JSON-RPC"),
            None => format!(
                "ответа за {}\u{a0}с не пришло",
                format!("{:.1}", self.timeout_seconds).replace('.', ",")
            ),
        }
    }
}

enum Session {
    Stdio(StdioSession),
    Http(HttpSession),
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
    /// Every note the transport made, for the checks that judge the whole run (stdout).
    pub notes: Vec<Note>,
    /// The requests the server sent the client during the run, on stdout or a response stream.
    pub server_requests: Vec<String>,
    extra: Vec<(String, String)>,
    ended: bool,
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
        Ok(Link {
            session: Some(session),
            options: options.clone(),
            number: 0,
            label,
            notes: Vec::new(),
            server_requests: Vec::new(),
            extra: extra.to_vec(),
            ended: false,
        })
    }

    pub fn transport(&self) -> &'static str {
        match self.session {
            Some(Session::Http(_)) => "http",
            _ => "stdio",
        }
    }

    /// The revision the requests name.
    pub fn revision(&self) -> &str {
        &self.options.protocol_version
    }

    pub fn is_http(&self) -> bool {
        matches!(self.session, Some(Session::Http(_)))
    }

    /// The stdio server closed its output: it ended.
    pub fn ended(&self) -> bool {
        self.ended || matches!(&self.session, Some(Session::Stdio(session)) if session.ended)
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
    /// from `params`); none over stdio.
    pub fn headers(&self, method: &str, params: &Map<String, Value>) -> Vec<(String, String)> {
        match &self.session {
            Some(Session::Http(session)) => {
                let mirrored = super::super::probe::http::mirrored_headers(method, params);
                let mut headers = session.standard_headers(method, &mirrored);
                headers.extend_from_slice(&self.extra);
                headers
            }
            _ => Vec::new(),
        }
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
            None => Answer::default(),
        };
        let mut reply = self.keep(answer);
        reply.sent_headers = headers.to_vec();
        reply
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
        (first_reply, self.keep(then_answer))
    }

    /// A GET or DELETE to the endpoint; `None` over stdio.
    pub fn send_verb(&mut self, verb: &str) -> Option<Reply> {
        let Some(Session::Http(session)) = &mut self.session else {
            return None;
        };
        let mut headers = vec![("Accept".to_owned(), "text/event-stream".to_owned())];
        headers.extend_from_slice(&self.extra);
        let answer = session.send_raw(verb, &headers, None, &|_| true, &self.options);
        Some(self.keep(answer))
    }

    fn keep(&mut self, mut answer: Answer) -> Reply {
        // The notes that judge the whole run stay with the link (a banner on stdout).
        let stray = (answer.notes.drain(..)).filter(|n| n.code == Code::ProbeStdoutNotMessage);
        self.notes.extend(stray);
        self.server_requests.append(&mut answer.server_requests);
        let mut reply = Reply::of(answer, &self.options);
        reply.gone = reply.text.is_none() && self.ended();
        reply
    }

    /// Ends a stdio server by closing its input, as a client does; its exit status (`None`
    /// when it had to be killed after the grace period) and the head of its stderr.
    pub fn close(&mut self) -> (Option<Option<ExitStatus>>, String) {
        match self.session.take() {
            Some(Session::Stdio(session)) => {
                self.ended = session.ended;
                let (status, stderr) = session.end();
                (Some(status), stderr)
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

    #[test]
    fn a_reply_says_what_came_in_either_language() {
        let reply = Reply {
            status: Some(404),
            message: Some(json!({"id": 1, "error": {"code": -32601, "message": "x"}})),
            ..Reply::default()
        };
        assert_eq!(reply.describe().en, "HTTP 404, error -32601");
        assert_eq!(reply.describe().ru, "HTTP 404, ошибка `-32601`");
        let silent = Reply {
            timeout_seconds: 2.5,
            ..Reply::default()
        };
        assert_eq!(silent.describe().ru, "ответа за 2,5\u{a0}с не пришло");
        // Composed after «ожидалась ошибка …,»: «а» for what came, «но» for nothing.
        assert_eq!(
            reply.instead_ru(),
            "а пришла ошибка `-32601` со статусом HTTP 404"
        );
        assert_eq!(silent.instead_ru(), "но ответа за 2,5\u{a0}с не пришло");
    }
}
