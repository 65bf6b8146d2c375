//! The Streamable HTTP transport: one POST per request, with the headers the transport page
//! requires, and the answer read from a JSON body or from an event stream.

use super::model::{Answer, Note, ProbeOptions};
use super::wire::{is_answer_to, is_request, no_answer};
use crate::cli::budget::Measure;
use crate::cli::message::msg;
use crate::spec::Lang;
use crate::spec::REVISION;
use crate::spec::codes::Code;
use crate::spec::headers;
use serde_json::{Map, Value};
use std::io::{BufRead, BufReader, Read};
use std::time::{Duration, Instant};

// Examples: `tests/servers/misbehaving_http.py` started on a free port, each path a behaviour.
crate::spec::codes::codes! {
    ProbeRedirect = "probe/redirect", Error, HttpEndpoint,
        summary: ("The MCP endpoint answered with a redirect, which the probe does not follow.", "Конечная точка MCP ответила перенаправлением, по которому проба не переходит."),
        help: ("A server takes every message at one endpoint. Probe the address the redirect names, if it is the server's, and give clients that address.",
               "Сервер принимает все сообщения по одному адресу. Если перенаправление ведёт на адрес сервера, проверьте пробой этот адрес и указывайте клиентам именно его."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/redirect",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeLegacyHttpStatus = "probe/legacy-http-status", Error, HttpBackwardCompatibility,
        summary: ("server/discover got HTTP 404 or 405, as servers of revisions before 2026-07-28 answer a request that comes without an initialize handshake.", "На `server/discover` пришёл статус HTTP `404` или `405`: так отвечают серверы ревизий до 2026-07-28 на запрос без рукопожатия `initialize`."),
        help: ("A 2026-07-28 server answers server/discover at its endpoint with 200 and its discover result. A client falls back to initialize here; the probe walks the server the same way and writes what it needs to migrate.",
               "Сервер ревизии 2026-07-28 отвечает на `server/discover` статусом `200` и своим результатом `server/discover`. Клиент в этом случае откатывается к `initialize`; проба обходит сервер так же и пишет, что нужно для перехода."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/legacy",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeHttpStatus = "probe/http-status", Error, HttpSending,
        summary: ("An answer came with an HTTP status that does not go with it: a notification accepted without 202, error -32022 without 400, a discover result without 200.", "Ответ пришёл со статусом HTTP, который ему не соответствует: уведомление принято не со статусом `202`, ошибка `-32022` пришла не с `400`, результат `server/discover`\u{a0}— не с `200`."),
        help: ("The transport ties statuses to answers: a server accepts a notification with 202 Accepted and no body, refuses a protocol version it does not support with 400 Bad Request, and sends a result with 200. Clients and proxies act on the status before they read the body.",
               "Транспорт связывает статусы с ответами: принятое уведомление сервер подтверждает статусом `202 Accepted` без тела, неподдерживаемую версию протокола отклоняет со статусом `400 Bad Request`, а результат отправляет со статусом `200`. Клиенты и прокси действуют по статусу, ещё не прочитав тело."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old-notified-with-200",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old";
    ProbeEmptyBody = "probe/empty-body", Error, HttpSending,
        summary: ("A request was answered with an empty body.", "На запрос пришёл ответ с пустым телом."),
        help: ("A server answers a request with application/json (one JSON-RPC message) or text/event-stream (a stream that ends with the answer); an empty body leaves the client without a response.",
               "На запрос сервер отвечает телом `application/json` (одно сообщение JSON-RPC) или `text/event-stream` (поток, который заканчивается ответом); с пустым телом клиент остаётся без ответа."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/empty",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeContentType = "probe/content-type", Error, HttpSending,
        summary: ("The Content-Type of an answer is neither application/json nor text/event-stream.", "`Content-Type` ответа\u{a0}— не `application/json` и не `text/event-stream`."),
        help: ("Say application/json for a body of one JSON-RPC message and text/event-stream for an event stream: a client reads the body by this header. An HTML page here often comes from a proxy or a web framework, not from the server.",
               "Указывайте `application/json` для тела из одного сообщения JSON-RPC и `text/event-stream` для потока событий: по этому заголовку клиент решает, как читать тело. Страница HTML здесь часто приходит от прокси или веб-фреймворка, а не от сервера."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/html",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeAnswerBroken = "probe/answer-broken", Error, HttpReceiving,
        summary: ("The answer broke off while the probe read it.", "Ответ оборвался, пока проба его читала."),
        help: ("The connection closed in the middle of a body or an event stream. Look for a server that fails or times out while it writes, or a proxy that cuts long answers.",
               "Соединение закрылось посреди тела или потока событий. Проверьте, не падает ли сервер во время записи ответа, не истекает ли у него время и не обрывает ли прокси длинные ответы."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/cut",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeStreamWithoutAnswer = "probe/stream-without-answer", Error, HttpReceiving,
        summary: ("An event stream ended without the answer to its request.", "Поток событий закончился без ответа на свой запрос."),
        help: ("The stream a request opens ends with the response to that request, which repeats its id; notifications may come before it. Send the response before closing the stream.",
               "Поток, открытый запросом, заканчивается ответом на этот запрос с тем же `id`; перед ним могут идти уведомления. Отправляйте ответ до того, как закрыть поток."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse-without-answer",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
}

/// Header names and values, in the order they are sent.
pub type Headers = Vec<(String, String)>;

pub struct Session {
    agent: ureq::Agent,
    url: String,
    /// The revision every request names in `MCP-Protocol-Version`: the one asked for, or after
    /// a legacy `initialize` the one the server negotiated.
    pub protocol_version: String,
    /// The `Mcp-Session-Id` a legacy server handed out with its `initialize` answer, sent back
    /// on every later request (the session of the 2025-11-25 transport).
    pub session_id: Option<String>,
}

impl Session {
    pub fn new(url: &str, options: &ProbeOptions) -> Session {
        let agent = ureq::Agent::config_builder()
            .timeout_connect(Some(options.timeout.min(Duration::from_secs(10))))
            .timeout_recv_response(Some(options.timeout))
            .timeout_global(Some(options.timeout))
            .max_redirects(0)
            .max_redirects_will_error(false)
            .http_status_as_error(false)
            .build()
            .into();
        Session {
            agent,
            url: url.to_owned(),
            protocol_version: options.protocol_version.clone(),
            session_id: None,
        }
    }

    /// A POST of one message with the headers of the transport page; `mirrored` are the
    /// headers that repeat members of the body (`Mcp-Name`, `Mcp-Param-*`).
    fn post(
        &self,
        method: &str,
        mirrored: &[(String, String)],
    ) -> ureq::RequestBuilder<ureq::typestate::WithBody> {
        let headers = self.standard_headers(method, mirrored);
        let request = with_headers(self.agent.post(&self.url), &headers);
        match &self.session_id {
            Some(session) => request.header("Mcp-Session-Id", session),
            None => request,
        }
    }

    /// POSTs a notification; the transport answers it with 202 Accepted and no body.
    pub fn notify(&self, method: &str, notification: &str) -> Option<Note> {
        match self.post(method, &[]).send(notification) {
            Ok(response) if response.status().as_u16() == 202 => None,
            Ok(response) => Some(Note::new(
                Code::ProbeHttpStatus,
                msg!(
                    "{} was answered with HTTP {}; a notification gets `202 Accepted`.",
                    "На {} пришёл ответ HTTP {}; на уведомление отвечают `202 Accepted`.",
                    method,
                    response.status().as_u16()
                ),
            )),
            Err(e) => Some(Note::new(
                Code::ProbeNotDelivered,
                msg!(
                    "The notification failed: {}.",
                    "Не удалось отправить уведомление: {}.",
                    e
                ),
            )),
        }
    }

    /// Ends the legacy session with DELETE, as the 2025-11-25 transport asks of a client that
    /// leaves; the HTTP status, or the failure.
    pub fn end(&self) -> Option<Result<u16, String>> {
        let session = self.session_id.as_ref()?;
        let sent = (self.agent.delete(&self.url))
            .header("Mcp-Session-Id", session)
            .header("MCP-Protocol-Version", &self.protocol_version)
            .call();
        Some(sent.map(|r| r.status().as_u16()).map_err(|e| e.to_string()))
    }

    /// POSTs one request of `method` with the headers that mirror its body (`mirrored_headers`),
    /// and reads the answer that repeats `id`.
    pub fn ask(
        &mut self,
        id: &str,
        method: &str,
        mirrored: &[(String, String)],
        request: &str,
        options: &ProbeOptions,
    ) -> Answer {
        let started = Instant::now();
        let sent = self.post(method, mirrored).send(request);
        self.receive(sent, started, &|m| is_answer_to(m, id), method, options)
    }

    /// Sends `body` (nothing for GET and DELETE) with exactly `headers`, none added (conform
    /// leaves out or changes those a server checks); the answer is what `answers` picks.
    pub fn send_raw(
        &mut self,
        verb: &str,
        headers: &[(String, String)],
        body: Option<&str>,
        answers: &dyn Fn(&Value) -> bool,
        options: &ProbeOptions,
    ) -> Answer {
        let started = Instant::now();
        let sent = match (verb, body) {
            ("GET", _) => with_headers(self.agent.get(&self.url), headers).call(),
            ("DELETE", _) => with_headers(self.agent.delete(&self.url), headers).call(),
            (_, body) => {
                with_headers(self.agent.post(&self.url), headers).send(body.unwrap_or_default())
            }
        };
        let method = (headers.iter())
            .find(|(name, _)| name.eq_ignore_ascii_case("Mcp-Method"))
            .map_or("", |(_, value)| value.as_str());
        self.receive(sent, started, answers, method, options)
    }

    /// The headers the transport page asks of every POST (as `post` sends them), then `mirrored`.
    pub fn standard_headers(&self, method: &str, mirrored: &[(String, String)]) -> Headers {
        let standard = [
            ("Content-Type", "application/json"),
            ("Accept", "application/json, text/event-stream"),
            ("MCP-Protocol-Version", self.protocol_version.as_str()),
            ("Mcp-Method", method),
        ];
        let standard = standard.map(|(name, value)| (name.to_owned(), value.to_owned()));
        standard
            .into_iter()
            .chain(mirrored.iter().cloned())
            .collect()
    }

    /// Reads what came back for one request: its status, its content type, and the answer
    /// from a JSON body or from an event stream.
    fn receive(
        &mut self,
        sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        started: Instant,
        answers: &dyn Fn(&Value) -> bool,
        method: &str,
        options: &ProbeOptions,
    ) -> Answer {
        let mut answer = Answer::default();
        let mut response = match sent {
            Ok(response) => response,
            Err(ureq::Error::Timeout(_)) => {
                answer.notes.push(no_answer(options.timeout));
                return answer;
            }
            Err(e) => {
                answer.unreachable = true;
                answer.notes.push(Note::new(
                    Code::ProbeNotDelivered,
                    msg!(
                        "The request failed: {}.",
                        "Не удалось выполнить запрос: {}.",
                        e
                    ),
                ));
                return answer;
            }
        };
        let status = response.status().as_u16();
        answer.http_status = Some(status);
        let header = |name: &str| {
            (response.headers().get(name))
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_owned()
        };
        let content_type = header("content-type").to_ascii_lowercase();
        answer.content_type = Some(content_type.clone()).filter(|t| !t.is_empty());
        if method == "initialize" {
            self.session_id = Some(header("mcp-session-id")).filter(|id| !id.is_empty());
        }
        if (300..400).contains(&status) {
            let location = header("location");
            let same_host =
                url_host(&location).is_none_or(|host| Some(host) == url_host(&self.url));
            answer.notes.push(Note::new(Code::ProbeRedirect, if same_host {
                msg!(
                    "HTTP {} redirects to {}; the probe does not follow redirects. Probe that URL instead.",
                    "HTTP {} перенаправляет на {}; проба не переходит по перенаправлениям. Проверьте этот адрес напрямую.",
                    status,
                    location
                )
            } else {
                msg!(
                    "HTTP {} redirects to {}, another host; the probe does not follow it.",
                    "HTTP {} перенаправляет на {}, на другой хост; проба по нему не переходит.",
                    status,
                    location
                )
            }));
            return answer;
        }
        if matches!(status, 404 | 405) && method == "server/discover" {
            answer.notes.push(Note::new(Code::ProbeLegacyHttpStatus, msg!(
                "HTTP {}: servers before {} answer a request that comes without an initialize handshake this way; a client would fall back to initialize.",
                "HTTP {}: так отвечают серверы ревизий до {} на запрос без рукопожатия `initialize`; клиент откатится к `initialize`.",
                status,
                REVISION
            )));
        }
        let body = response
            .body_mut()
            .with_config()
            .limit(options.max_bytes as u64);
        answer.text = if content_type.starts_with("text/event-stream") {
            read_sse(body.reader(), answers, method, &mut answer)
        } else {
            match body.read_to_string() {
                Ok(text) if content_type.starts_with("application/json") => Some(text),
                Ok(text) if text.trim().is_empty() => {
                    answer.notes.push(Note::new(
                        Code::ProbeEmptyBody,
                        msg!(
                            "HTTP {} came with an empty body.",
                            "Ответ со статусом HTTP {} пришёл с пустым телом.",
                            status
                        ),
                    ));
                    None
                }
                Ok(text) => {
                    answer.notes.push(Note::new(Code::ProbeContentType, msg!(
                        "The answer has `Content-Type` \"{}\"; a JSON body must say `application/json`.",
                        "У ответа `Content-Type` «{}»; тело JSON должно объявляться как `application/json`.",
                        content_type.escape_debug()
                    )));
                    Some(text)
                }
                Err(ureq::Error::BodyExceedsLimit(_)) => {
                    let limit = |lang| Measure::Bytes.amount(options.max_bytes, lang);
                    answer.notes.push(Note::new(Code::ProbeTooLarge, msg! {
                        en: format!("The answer is larger than {}; the probe stopped reading.", limit(Lang::En)),
                        ru: format!("Ответ превысил предел в {}; проба перестала читать.", limit(Lang::Ru)),
                    }));
                    None
                }
                Err(ureq::Error::Timeout(_)) => {
                    answer.notes.push(no_answer(options.timeout));
                    None
                }
                Err(other) => {
                    answer.notes.push(Note::new(
                        Code::ProbeAnswerBroken,
                        msg!(
                            "Reading the answer failed: {}.",
                            "Не удалось прочитать ответ: {}.",
                            other
                        ),
                    ));
                    None
                }
            }
        };
        if answer.text.is_some() {
            answer.round_trip = Some(started.elapsed());
        }
        answer
    }
}

/// Reads server-sent events until the one `answers` picks.
fn read_sse(
    body: impl Read,
    answers: &dyn Fn(&Value) -> bool,
    method: &str,
    answer: &mut Answer,
) -> Option<String> {
    let mut data = String::new();
    for line in BufReader::new(body).lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                answer.notes.push(Note::new(
                    Code::ProbeAnswerBroken,
                    msg!(
                        "The event stream broke off: {}.",
                        "Поток событий оборвался: {}.",
                        e
                    ),
                ));
                return None;
            }
        };
        if let Some(value) = line.strip_prefix("data:") {
            if !data.is_empty() {
                data.push('\n');
            }
            data.push_str(value.strip_prefix(' ').unwrap_or(value));
        } else if line.is_empty() && !data.is_empty() {
            let event = std::mem::take(&mut data);
            match serde_json::from_str::<Value>(&event) {
                Ok(message) if answers(&message) => return Some(event),
                // Recorded, not answered: the probe waits on for its own answer.
                Ok(message) if is_request(&message) => answer.server_requests.push(event),
                _ => {}
            }
        }
    }
    answer.notes.push(Note::new(
        Code::ProbeStreamWithoutAnswer,
        msg!(
            "The event stream ended without the answer to {}.",
            "Поток событий закончился без ответа на {}.",
            method
        ),
    ));
    None
}

/// The headers of a request that mirror members of its body (basic/transports, "Standard
/// Request Headers"): `Mcp-Name` for the methods that name their target, in the Base64
/// sentinel when it is not plain ASCII. The probe calls no tool, so no `Mcp-Param-{name}`
/// (the reference's example calls write those: `surface::example`).
pub fn mirrored_headers(method: &str, params: &Map<String, Value>) -> Vec<(String, String)> {
    let name = headers::name_member(method).and_then(|member| params.get(member));
    match name {
        Some(Value::String(name)) => vec![("Mcp-Name".to_owned(), headers::encode_value(name))],
        _ => Vec::new(),
    }
}

fn with_headers<B>(
    mut request: ureq::RequestBuilder<B>,
    headers: &[(String, String)],
) -> ureq::RequestBuilder<B> {
    for (name, value) in headers {
        request = request.header(name, value);
    }
    request
}

fn url_host(url: &str) -> Option<&str> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    Some(authority.rsplit('@').next().unwrap_or(authority))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn params(value: Value) -> Map<String, Value> {
        value.as_object().unwrap().clone()
    }

    #[test]
    fn a_named_target_is_mirrored_in_mcp_name() {
        let read = params(json!({"uri": "notes://заметки"}));
        assert_eq!(
            mirrored_headers("resources/read", &read),
            [(
                "Mcp-Name".to_owned(),
                "=?base64?bm90ZXM6Ly/Qt9Cw0LzQtdGC0LrQuA==?=".to_owned()
            )]
        );
        let list = params(json!({"cursor": "abc"}));
        assert!(mirrored_headers("tools/list", &list).is_empty());
    }
}
