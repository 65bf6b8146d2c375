//! The Streamable HTTP transport: one POST per request, with the headers the transport page
//! requires, and the answer read from a JSON body or from an event stream.

use super::{Answer, Note, ProbeOptions, is_answer_to, is_request, no_answer};
use crate::cli::budget::Measure;
use crate::cli::message::msg;
use crate::spec::Lang;
use crate::spec::REVISION;
use serde_json::Value;
use std::io::{BufRead, BufReader, Read};
use std::time::{Duration, Instant};

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

    /// A POST of one message with the headers of the transport page.
    fn post(&self, method: &str) -> ureq::RequestBuilder<ureq::typestate::WithBody> {
        let request = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .header("MCP-Protocol-Version", &self.protocol_version)
            .header("Mcp-Method", method);
        match &self.session_id {
            Some(session) => request.header("Mcp-Session-Id", session),
            None => request,
        }
    }

    /// POSTs a notification; the transport answers it with 202 Accepted and no body.
    pub fn notify(&self, method: &str, notification: &str) -> Option<Note> {
        match self.post(method).send(notification) {
            Ok(response) if response.status().as_u16() == 202 => None,
            Ok(response) => Some(Note {
                severity: crate::spec::codes::Severity::Warning,
                message: msg!(
                    "{} was answered with HTTP {}; a notification gets 202 Accepted.",
                    "На {} пришёл ответ HTTP {}; на уведомление отвечают 202 Accepted.",
                    method,
                    response.status().as_u16()
                ),
            }),
            Err(e) => Some(Note::error(msg!(
                "The notification failed: {}.",
                "Не удалось отправить уведомление: {}.",
                e
            ))),
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

    /// POSTs one request of `method` and reads the answer that repeats `id`.
    pub fn ask(&mut self, id: &str, method: &str, request: &str, options: &ProbeOptions) -> Answer {
        let mut answer = Answer::default();
        let started = Instant::now();
        let sent = self.post(method).send(request);
        let mut response = match sent {
            Ok(response) => response,
            Err(ureq::Error::Timeout(_)) => {
                answer.notes.push(no_answer(options.timeout));
                return answer;
            }
            Err(e) => {
                answer.notes.push(Note::error(msg!(
                    "The request failed: {}.",
                    "Не удалось выполнить запрос: {}.",
                    e
                )));
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
        if method == "initialize" {
            self.session_id = Some(header("mcp-session-id")).filter(|id| !id.is_empty());
        }
        if (300..400).contains(&status) {
            let location = header("location");
            let same_host =
                url_host(&location).is_none_or(|host| Some(host) == url_host(&self.url));
            answer.notes.push(Note::error(if same_host {
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
            answer.notes.push(Note::error(msg!(
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
            read_sse(body.reader(), id, method, &mut answer)
        } else {
            match body.read_to_string() {
                Ok(text) if content_type.starts_with("application/json") => Some(text),
                Ok(text) if text.trim().is_empty() => {
                    answer.notes.push(Note::error(msg!(
                        "HTTP {} came with an empty body.",
                        "Ответ со статусом HTTP {} пришёл с пустым телом.",
                        status
                    )));
                    None
                }
                Ok(text) => {
                    answer.notes.push(Note::error(msg!(
                        "The answer has `Content-Type` \"{}\"; a JSON body must say `application/json`.",
                        "У ответа `Content-Type` «{}»; тело JSON должно объявляться как `application/json`.",
                        content_type.escape_debug()
                    )));
                    Some(text)
                }
                Err(ureq::Error::BodyExceedsLimit(_)) => {
                    let limit = |lang| Measure::Bytes.amount(options.max_bytes, lang);
                    answer.notes.push(Note::error(msg! {
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
                    answer.notes.push(Note::error(msg!(
                        "Reading the answer failed: {}.",
                        "Не удалось прочитать ответ: {}.",
                        other
                    )));
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

/// Reads server-sent events until the one that carries the answer to `id`.
fn read_sse(body: impl Read, id: &str, method: &str, answer: &mut Answer) -> Option<String> {
    let mut data = String::new();
    for line in BufReader::new(body).lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                answer.notes.push(Note::error(msg!(
                    "The event stream broke off: {}.",
                    "Поток событий оборвался: {}.",
                    e
                )));
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
                Ok(message) if is_answer_to(&message, id) => return Some(event),
                // Recorded, not answered: the probe waits on for its own answer.
                Ok(message) if is_request(&message) => answer.server_requests.push(event),
                _ => {}
            }
        }
    }
    answer.notes.push(Note::error(msg!(
        "The event stream ended without the answer to {}.",
        "Поток событий закончился без ответа на {}.",
        method
    )));
    None
}

fn url_host(url: &str) -> Option<&str> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    Some(authority.rsplit('@').next().unwrap_or(authority))
}
