//! `mcp-anatomy probe`: sends one `server/discover` request to a live server, over stdio or
//! Streamable HTTP, tells which era the server speaks, and checks the answer with the engine.

use super::message::{Message, msg};
use crate::engine::{self, DocumentKind, JsonReport, Report};
use crate::spec::REVISION;
use crate::spec::codes::Severity;
use serde::Serialize;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The id of the probe's request; the answer is the message that repeats it.
pub const REQUEST_ID: &str = "mcp-anatomy-probe-1";
/// How much of stderr is kept to show on failure.
const STDERR_KEEP: usize = 64 * 1024;

pub struct ProbeOptions {
    pub timeout: Duration,
    pub protocol_version: String,
    pub max_bytes: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Era {
    /// Answers `server/discover` with a result.
    Modern,
    /// Answers with -32022 and lists the revisions it speaks instead.
    ModernOtherVersion,
    /// Any other error, or no answer: a client falls back to `initialize`.
    Legacy,
}

impl Era {
    pub fn describe(self) -> Message {
        match self {
            Era::Modern => msg!(
                "modern: answers server/discover",
                "современный: отвечает на server/discover"
            ),
            Era::ModernOtherVersion => msg!(
                "modern, but declines the requested revision (-32022)",
                "современный, но отклоняет запрошенную редакцию (-32022)"
            ),
            Era::Legacy => msg!(
                "legacy: a client falls back to initialize",
                "прежней редакции: клиент перейдёт на initialize"
            ),
        }
    }
}

/// Something about the exchange itself, outside the answer's content.
pub struct Note {
    pub severity: Severity,
    pub message: Message,
}

pub struct Outcome {
    pub transport: &'static str,
    pub target: String,
    pub round_trip: Option<Duration>,
    pub http_status: Option<u16>,
    /// The raw text of the answer, when one came.
    pub response: Option<String>,
    pub report: Option<Report>,
    pub notes: Vec<Note>,
    pub stderr: String,
}

impl Outcome {
    fn new(transport: &'static str, target: String) -> Outcome {
        Outcome {
            transport,
            target,
            round_trip: None,
            http_status: None,
            response: None,
            report: None,
            notes: Vec::new(),
            stderr: String::new(),
        }
    }

    fn note(&mut self, severity: Severity, message: Message) {
        self.notes.push(Note { severity, message });
    }

    pub fn era(&self) -> Era {
        match self.report.as_ref().map(|r| r.kind) {
            Some(DocumentKind::DiscoverResponse) => Era::Modern,
            // A recognised modern error identifies a modern server (basic/versioning).
            Some(DocumentKind::UnsupportedVersion | DocumentKind::ModernRefusal) => {
                Era::ModernOtherVersion
            }
            _ => Era::Legacy,
        }
    }

    /// Valid when an answer came, the engine found no error and the exchange broke nothing.
    pub fn is_valid(&self) -> bool {
        self.report.as_ref().is_some_and(Report::is_valid)
            && !self.notes.iter().any(|n| n.severity == Severity::Error)
    }
}

/// The request line the probe sends.
pub fn request(protocol_version: &str) -> String {
    json!({
        "jsonrpc": "2.0",
        "id": REQUEST_ID,
        "method": "server/discover",
        "params": {"_meta": {
            "io.modelcontextprotocol/protocolVersion": protocol_version,
            "io.modelcontextprotocol/clientInfo": {"name": "mcp-anatomy", "version": env!("CARGO_PKG_VERSION")},
            "io.modelcontextprotocol/clientCapabilities": {}
        }}
    })
    .to_string()
}

fn finish(mut outcome: Outcome, response: Option<String>) -> Outcome {
    if let Some(text) = response {
        outcome.report = Some(engine::check(&text));
        outcome.response = Some(text);
    }
    outcome
}

fn is_our_answer(message: &Value) -> bool {
    message.get("id").and_then(Value::as_str) == Some(REQUEST_ID)
        && (message.get("result").is_some() || message.get("error").is_some())
}

// ----- stdio ------------------------------------------------------------------------------------

enum Event {
    Line(Vec<u8>),
    TooLarge,
    Closed,
}

/// Starts `command`, asks it over stdio, and ends it. `Err` when it cannot be started.
pub fn stdio(command: &[String], options: &ProbeOptions) -> Result<Outcome, String> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| "probe needs a URL or a command after --".to_owned())?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let mut outcome = Outcome::new("stdio", command.join(" "));
    let (events, received) = mpsc::channel();
    let stdout = child.stdout.take().ok_or("no stdout pipe")?;
    let max_bytes = options.max_bytes;
    let reader = std::thread::spawn(move || read_lines(stdout, max_bytes, events));
    let stderr = child.stderr.take().ok_or("no stderr pipe")?;
    let stderr_reader = std::thread::spawn(move || keep_head(stderr, STDERR_KEEP));

    let started = Instant::now();
    let mut stdin = child.stdin.take();
    let written = stdin.as_mut().map(|pipe| {
        pipe.write_all(request(&options.protocol_version).as_bytes())
            .and_then(|()| pipe.write_all(b"\n"))
            .and_then(|()| pipe.flush())
    });
    if let Some(Err(e)) = written {
        outcome.note(
            Severity::Error,
            msg!(
                "Could not write the request: {}.",
                "Не удалось записать запрос: {}.",
                e
            ),
        );
    }

    let mut closed_early = false;
    let response = wait_for_answer(&received, started, options, &mut outcome, &mut closed_early);
    drop(stdin);
    let status = end_child(&mut child);
    let _ = reader.join();
    outcome.stderr = stderr_reader.join().unwrap_or_default();
    if closed_early {
        let code = status
            .and_then(|s| s.code())
            .map_or("?".to_owned(), |c| c.to_string());
        outcome.note(
            Severity::Error,
            msg!(
                "The server closed stdout without answering server/discover (exit status {}).",
                "Сервер закрыл stdout, не ответив на server/discover (код завершения {}).",
                code
            ),
        );
    }
    Ok(finish(outcome, response))
}

fn wait_for_answer(
    received: &mpsc::Receiver<Event>,
    started: Instant,
    options: &ProbeOptions,
    outcome: &mut Outcome,
    closed_early: &mut bool,
) -> Option<String> {
    let deadline = started + options.timeout;
    let mut stray_lines = 0usize;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match received.recv_timeout(left) {
            Ok(Event::Line(bytes)) => {
                let text = String::from_utf8_lossy(&bytes);
                let text = text.trim_end_matches(['\n', '\r']);
                if text.trim().is_empty() {
                    continue;
                }
                match serde_json::from_str::<Value>(text) {
                    Ok(message) if is_our_answer(&message) => {
                        outcome.round_trip = Some(started.elapsed());
                        return Some(text.to_owned());
                    }
                    // Notifications and other messages may come first; they are skipped.
                    Ok(_) => {}
                    Err(_) => {
                        stray_lines += 1;
                        if stray_lines <= 3 {
                            let shown: String = text.chars().take(120).collect();
                            outcome.note(
                                Severity::Error,
                                msg!(
                                    "stdout carried a line that is not a JSON-RPC message: {:?}. Over stdio, stdout is for protocol messages only; logs go to stderr.",
                                    "В stdout пришла строка, не являющаяся сообщением JSON-RPC: {:?}. При stdio в stdout пишутся только сообщения протокола, журналы — в stderr.",
                                    shown
                                ),
                            );
                        }
                    }
                }
            }
            Ok(Event::TooLarge) => {
                outcome.note(
                    Severity::Error,
                    msg!(
                        "The server wrote more than {} bytes to stdout without answering; the probe stopped reading.",
                        "Сервер записал в stdout больше {} байт, так и не ответив; проба перестала читать.",
                        options.max_bytes
                    ),
                );
                return None;
            }
            Ok(Event::Closed) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                *closed_early = true;
                return None;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                no_answer(outcome, options.timeout);
                return None;
            }
        }
    }
}

fn no_answer(outcome: &mut Outcome, timeout: Duration) {
    outcome.note(
        Severity::Error,
        msg!(
            "No answer within {:.1} s. A client would treat the server as legacy and fall back to initialize.",
            "Ответа нет за {:.1} с. Клиент счёл бы сервер сервером прежней редакции и перешёл бы на initialize.",
            timeout.as_secs_f64()
        ),
    );
}

/// Reads stdout line by line until it closes or `max_bytes` have come.
fn read_lines(stdout: impl Read, max_bytes: usize, events: mpsc::Sender<Event>) {
    let mut reader = BufReader::new(stdout);
    let mut total = 0usize;
    loop {
        let mut line = Vec::new();
        let allowed = (max_bytes - total) as u64 + 1;
        match (&mut reader).take(allowed).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                let _ = events.send(Event::Closed);
                return;
            }
            Ok(n) => {
                total += n;
                if total > max_bytes {
                    let _ = events.send(Event::TooLarge);
                    return;
                }
                if events.send(Event::Line(line)).is_err() {
                    return;
                }
            }
        }
    }
}

/// The first `keep` bytes of a stream, reading (and dropping) the rest so the writer never blocks.
fn keep_head(mut stream: impl Read, keep: usize) -> String {
    let mut kept = Vec::new();
    let mut buffer = [0u8; 8192];
    while let Ok(n) = stream.read(&mut buffer) {
        if n == 0 {
            break;
        }
        let room = keep.saturating_sub(kept.len());
        kept.extend_from_slice(&buffer[..n.min(room)]);
    }
    String::from_utf8_lossy(&kept).into_owned()
}

/// Closes stdin (already done by the caller), waits briefly, then kills; always reaps.
fn end_child(child: &mut Child) -> Option<std::process::ExitStatus> {
    let grace = Instant::now() + Duration::from_secs(2);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < grace => std::thread::sleep(Duration::from_millis(20)),
            _ => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    // Killed by the probe: not the server's own exit status.
    None
}

// ----- Streamable HTTP --------------------------------------------------------------------------

pub fn http(url: &str, options: &ProbeOptions) -> Outcome {
    let mut outcome = Outcome::new("http", url.to_owned());
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_connect(Some(options.timeout.min(Duration::from_secs(10))))
        .timeout_recv_response(Some(options.timeout))
        .timeout_global(Some(options.timeout))
        .max_redirects(0)
        .max_redirects_will_error(false)
        .http_status_as_error(false)
        .build()
        .into();
    let started = Instant::now();
    let sent = agent
        .post(url)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("MCP-Protocol-Version", &options.protocol_version)
        .header("Mcp-Method", "server/discover")
        .send(request(&options.protocol_version));
    let mut response = match sent {
        Ok(response) => response,
        Err(ureq::Error::Timeout(_)) => {
            no_answer(&mut outcome, options.timeout);
            return outcome;
        }
        Err(e) => {
            outcome.note(
                Severity::Error,
                msg!("The request failed: {}.", "Запрос не удался: {}.", e),
            );
            return outcome;
        }
    };
    let status = response.status().as_u16();
    outcome.http_status = Some(status);
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned()
    };
    let content_type = header("content-type").to_ascii_lowercase();
    if (300..400).contains(&status) {
        let location = header("location");
        let same_host = url_host(&location).is_none_or(|host| Some(host) == url_host(url));
        let message = if same_host {
            msg!(
                "HTTP {} redirects to {}; the probe does not follow redirects. Probe that URL instead.",
                "HTTP {} перенаправляет на {}; проба не следует перенаправлениям. Проверьте этот адрес напрямую.",
                status,
                location
            )
        } else {
            msg!(
                "HTTP {} redirects to {}, another host; the probe does not follow it.",
                "HTTP {} перенаправляет на {}, другой хост; проба туда не пойдёт.",
                status,
                location
            )
        };
        outcome.note(Severity::Error, message);
        return outcome;
    }
    if matches!(status, 404 | 405) {
        outcome.note(
            Severity::Error,
            msg!(
                "HTTP {}: servers before {} answer a request that comes without an initialize handshake this way; a client would fall back to initialize.",
                "HTTP {}: так отвечают серверы до {} на запрос без рукопожатия initialize; клиент перейдёт на initialize.",
                status,
                REVISION
            ),
        );
    }
    let body = response
        .body_mut()
        .with_config()
        .limit(options.max_bytes as u64);
    let answer = if content_type.starts_with("text/event-stream") {
        read_sse(body.reader(), &mut outcome)
    } else {
        match body.read_to_string() {
            Ok(text) if content_type.starts_with("application/json") => Some(text),
            Ok(text) if text.trim().is_empty() => {
                outcome.note(
                    Severity::Error,
                    msg!(
                        "HTTP {} came with an empty body.",
                        "HTTP {} пришёл с пустым телом.",
                        status
                    ),
                );
                None
            }
            Ok(text) => {
                outcome.note(
                    Severity::Error,
                    msg!(
                        "The answer has Content-Type {:?}; a JSON body must say application/json.",
                        "У ответа Content-Type {:?}; тело JSON должно объявляться как application/json.",
                        content_type
                    ),
                );
                Some(text)
            }
            Err(e) => {
                body_error(&mut outcome, e, options);
                None
            }
        }
    };
    if answer.is_some() {
        outcome.round_trip = Some(started.elapsed());
    }
    let outcome = finish(outcome, answer);
    check_status_for_kind(outcome, status)
}

/// The transport ties some answers to a status code: -32022 comes with 400.
fn check_status_for_kind(mut outcome: Outcome, status: u16) -> Outcome {
    let kind = outcome.report.as_ref().map(|r| r.kind);
    if kind == Some(DocumentKind::UnsupportedVersion) && status != 400 {
        outcome.note(
            Severity::Warning,
            msg!(
                "Error -32022 came with HTTP {}; over HTTP it must come with 400 Bad Request.",
                "Ошибка -32022 пришла с HTTP {}; по HTTP она должна сопровождаться 400 Bad Request.",
                status
            ),
        );
    }
    if kind == Some(DocumentKind::DiscoverResponse) && status != 200 {
        outcome.note(
            Severity::Warning,
            msg!(
                "A discovery result came with HTTP {}, not 200.",
                "Результат discovery пришёл с HTTP {}, а не 200.",
                status
            ),
        );
    }
    outcome
}

fn body_error(outcome: &mut Outcome, error: ureq::Error, options: &ProbeOptions) {
    let message = match error {
        ureq::Error::BodyExceedsLimit(_) => msg!(
            "The answer is larger than {} bytes; the probe stopped reading.",
            "Ответ больше {} байт; проба перестала читать.",
            options.max_bytes
        ),
        ureq::Error::Timeout(_) => {
            no_answer(outcome, options.timeout);
            return;
        }
        other => msg!(
            "Reading the answer failed: {}.",
            "Не удалось прочитать ответ: {}.",
            other
        ),
    };
    outcome.note(Severity::Error, message);
}

/// Reads server-sent events until the one that carries the answer.
fn read_sse(body: impl Read, outcome: &mut Outcome) -> Option<String> {
    let mut data = String::new();
    for line in BufReader::new(body).lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                outcome.note(
                    Severity::Error,
                    msg!(
                        "The event stream broke off: {}.",
                        "Поток событий оборвался: {}.",
                        e
                    ),
                );
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
            if serde_json::from_str::<Value>(&event).is_ok_and(|m| is_our_answer(&m)) {
                return Some(event);
            }
        }
    }
    outcome.note(
        Severity::Error,
        msg!(
            "The event stream ended without the answer to server/discover.",
            "Поток событий закончился без ответа на server/discover."
        ),
    );
    None
}

fn url_host(url: &str) -> Option<&str> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    Some(authority.rsplit('@').next().unwrap_or(authority))
}

// ----- output -----------------------------------------------------------------------------------

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonOutcome<'a> {
    pub target: &'a str,
    pub transport: &'static str,
    pub era: Era,
    pub round_trip_ms: Option<f64>,
    pub http_status: Option<u16>,
    pub response: Option<&'a str>,
    pub notes: Vec<JsonNote<'a>>,
    pub stderr: &'a str,
    #[serde(flatten)]
    pub report: Option<JsonReport<'a>>,
}

#[derive(Serialize)]
pub struct JsonNote<'a> {
    pub severity: Severity,
    pub message: &'a str,
}

impl Outcome {
    pub fn to_json<'a>(&'a self, lang: crate::spec::Lang, spec_base: &str) -> JsonOutcome<'a> {
        JsonOutcome {
            target: &self.target,
            transport: self.transport,
            era: self.era(),
            round_trip_ms: self.round_trip.map(|d| d.as_secs_f64() * 1000.0),
            http_status: self.http_status,
            response: self.response.as_deref(),
            notes: self
                .notes
                .iter()
                .map(|n| JsonNote {
                    severity: n.severity,
                    message: n.message.get(lang),
                })
                .collect(),
            stderr: &self.stderr,
            report: self
                .report
                .as_ref()
                .map(|report| report.to_json(&self.target, lang, spec_base)),
        }
    }
}
