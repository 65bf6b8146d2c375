//! `mcp-anatomy probe`: asks a live server `server/discover` over stdio or Streamable HTTP,
//! tells which era it speaks, and then walks what the server offers (`walk.rs`): every list,
//! page by page. The engine judges what was exchanged as one transcript, so a live probe and
//! `check` of the transcript it saves (`--save`) report the same codes.

mod http;
mod json;
mod legacy;
pub mod saved;
mod stdio;
mod walk;

pub use legacy::Legacy;

/// How the probe's request ids start: a saved walk is told by them (saved.rs).
const PROBE_ID_PREFIX: &str = "mcp-anatomy-probe-";

use super::ci::Remark;
use super::inputs::{Checked, Document, Input};
use super::message::{Message, msg};
use crate::engine::{self, DocumentKind, Report};
use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, REVISION};
use serde::Serialize;
use serde_json::{Map, Value, json};
use std::time::Duration;

// The examples are command lines: the probe of a fixture server of `tests/servers/`, or of one
// started first on a free port (PORT), which `tests/probe_codes.rs` runs as written.
crate::spec::codes::codes! {
    ProbeNoAnswer = "probe/no-answer", Error, Responses,
        summary: ("A request of the probe got no answer within the time allowed.", "На запрос пробы за отведённое время не пришло ответа."),
        help: ("Every request gets a response that repeats its id. Find what keeps the server from answering (a blocked handler, an answer under another id, output never flushed), or raise --timeout for a slow server.",
               "На каждый запрос приходит ответ с тем же `id`. Найдите, что мешает серверу ответить (заблокированный обработчик, ответ с другим `id`, не сброшенный буфер вывода), или увеличьте `--timeout` для медленного сервера."),
        bad: "$ mcp-anatomy probe --timeout 1 -- python3 tests/servers/misbehaving_server.py silence",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
    ProbeServerGone = "probe/server-gone", Error, StdioMessages,
        summary: ("A stdio server closed its output, or ended, before it answered server/discover.", "Сервер на `stdio` закрыл вывод или завершился, не ответив на `server/discover`."),
        help: ("Its exit status and stderr, shown with the finding, usually say why: a missing module, a wrong argument, a crash at start. A stdio server reads requests until its input closes.",
               "Причину обычно объясняют код завершения и `stderr`, показанные вместе с находкой: недостающий модуль, неверный аргумент, сбой при запуске. Сервер на `stdio` читает запросы, пока его входной поток не закрыт."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py exit",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
    ProbeSlowExit = "probe/slow-exit", Warning, StdioShutdown,
        summary: ("A stdio server kept running after its input closed, so the probe had to kill it.", "Сервер на `stdio` продолжал работать после закрытия входного потока, и пробе пришлось завершить его принудительно."),
        help: ("A server should exit soon after its stdin closes: that is the one portable way a client asks it to stop. End the process when the loop that reads requests ends.",
               "Серверу СЛЕДУЕТ завершаться вскоре после того, как закрыт его `stdin`: это единственный переносимый способ, которым клиент просит его остановиться. Завершайте процесс, когда заканчивается цикл чтения запросов."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py linger",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py";
    ProbeNotDelivered = "probe/not-delivered", Error, Transports,
        summary: ("A message of the probe never reached the server: the connection failed, or the server's input was closed.", "Сообщение пробы не дошло до сервера: соединение не установилось или входной поток сервера закрыт."),
        help: ("Check the URL (scheme, host, port, path) and that the server listens there; over stdio, that the server reads its stdin until the probe closes it.",
               "Проверьте адрес URL (схему, хост, порт, путь) и то, что сервер его слушает; при `stdio`\u{a0}— что сервер читает `stdin`, пока проба его не закроет."),
        bad: "$ mcp-anatomy probe http://127.0.0.1:PORT/sse",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
    ProbeTooLarge = "probe/too-large", Error, Transports,
        summary: ("An answer grew past the probe's --max-bytes before it was complete.", "Ответ превысил предел пробы `--max-bytes`, не успев закончиться."),
        help: ("Page a long list (nextCursor), so that each answer stays small, or raise --max-bytes if the answer is meant to be this large. Over stdio, the limit counts everything the server wrote to stdout before its answer.",
               "Разбейте длинный перечень на страницы (`nextCursor`), чтобы каждый ответ оставался небольшим, или увеличьте `--max-bytes`, если ответ и должен быть таким большим. При `stdio` в предел входит всё, что сервер записал в `stdout` до ответа."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py flood",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
    ProbeSessionDeleteRefused = "probe/session-delete-refused", Info, LegacySessions,
        summary: ("A server of an earlier revision answered the DELETE of its session with 405: clients cannot end its sessions.", "Сервер прежней ревизии ответил на `DELETE` своей сессии статусом `405`: клиенты не могут завершать его сессии."),
        help: ("The HTTP transport of 2025-11-25 lets a server refuse; it then ends idle sessions itself. 2026-07-28 has no sessions, so this goes away with the migration.",
               "Транспорт HTTP ревизии 2025-11-25 позволяет серверу отказать; тогда сервер сам завершает простаивающие сессии. В ревизии 2026-07-28 сессий нет, так что это уйдёт вместе с переходом."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old-no-delete",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old";
    ProbeSessionDeleteFailed = "probe/session-delete-failed", Warning, LegacySessions,
        summary: ("The DELETE that ends a session of an earlier revision failed, or got a status other than 2xx or 405.", "Запрос `DELETE`, завершающий сессию прежней ревизии, не удался или получил статус, отличный от `2xx` и `405`."),
        help: ("A client that leaves sends DELETE with its Mcp-Session-Id; the server answers with a 2xx status, or with 405 when it ends sessions itself. Any other answer leaves the client unsure whether the session is gone.",
               "Уходя, клиент отправляет `DELETE` со своим `Mcp-Session-Id`; сервер отвечает статусом `2xx` или `405`, если завершает сессии сам. Любой другой ответ оставляет клиента в неведении, закрыта ли сессия."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old-broken-delete",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old";
}

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
                "недоступен\u{a0}— запрос не дошёл ни до какого сервера; ошибка\u{a0}— ниже"
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
    fn new(code: Code, message: Message) -> Note {
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
    fn result(&self) -> Option<Value> {
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
    fn answered_legacy(&self) -> bool {
        self.answer.text.is_some()
            || self
                .answer
                .http_status
                .is_some_and(|s| (400..500).contains(&s))
    }

    fn is_valid(&self) -> bool {
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

    /// Judges every exchange with the engine, as the messages of one transcript: each answer as
    /// the answer to its request, then the rules across messages (capabilities, the scopes of
    /// a list's pages, unanswered requests …), each finding in the report of the message it
    /// concerns.
    fn judge(&mut self) {
        // A request nobody could answer says nothing about the server.
        if self.era().is_out_of_reach() {
            self.discover.report = None;
            return;
        }
        if self.legacy.is_some() {
            return self.judge_legacy();
        }
        let messages: Vec<&str> = (self.exchanges())
            .flat_map(|e| [Some(e.request.as_str()), e.answer.text.as_deref()])
            .flatten()
            .collect();
        let (transcript, reports) = engine::check_conversation(&messages);
        let mut reports = reports.into_iter();
        let walked = self.walk.iter_mut().flatten();
        for exchange in std::iter::once(&mut self.discover).chain(walked) {
            let request = reports.next().flatten();
            exchange.report = match exchange.answer.text {
                Some(_) => reports.next().flatten(),
                None => request,
            };
        }
        self.transcript = transcript;
    }

    /// A legacy walk, judged by the engine as one transcript of every message as exchanged (the
    /// notification and the server's requests among them, one a line): the discover answer by
    /// 2026-07-28, the answers after the `initialize` request by 2025-11-25's schema, as `check`
    /// and the reference view judge the saved walk.
    fn judge_legacy(&mut self) {
        let initialized = self.legacy.as_ref().and_then(|l| l.initialized.as_deref());
        // Each message, with the exchange whose request (false) or answer (true) it is.
        let mut lines: Vec<(&str, Option<(usize, bool)>)> = Vec::new();
        for (index, exchange) in self.exchanges().enumerate() {
            lines.push((&exchange.request, Some((index, false))));
            // The discover exchange is saved as request and answer alone (`saved::read`).
            let sent = exchange.answer.server_requests.iter().filter(|_| index > 0);
            lines.extend(sent.map(|r| (r.as_str(), None)));
            lines.extend(
                exchange
                    .answer
                    .text
                    .as_deref()
                    .map(|t| (t, Some((index, true)))),
            );
            if index == 1 {
                lines.extend(initialized.map(|n| (n, None)));
            }
        }
        let messages: Vec<&str> = lines.iter().map(|(line, _)| *line).collect();
        let (transcript, reports) = engine::check_conversation(&messages);
        let owners: Vec<Option<(usize, bool)>> = lines.iter().map(|(_, owner)| *owner).collect();
        let walked = self.walk.iter_mut().flatten();
        let mut exchanges: Vec<&mut Exchange> =
            std::iter::once(&mut self.discover).chain(walked).collect();
        // An exchange's report is its answer's, or without one its request's.
        for (owner, report) in owners.into_iter().zip(reports) {
            if let Some((index, is_answer)) = owner
                && let Some(exchange) = exchanges.get_mut(index)
                && exchange.answer.text.is_some() == is_answer
            {
                exchange.report = report;
            }
        }
        self.transcript = transcript;
    }
}

/// The `_meta` a modern client sends with every request (basic/index, "Per-request protocol
/// fields").
fn request(
    id: &str,
    method: &str,
    mut params: Map<String, Value>,
    options: &ProbeOptions,
) -> String {
    params.insert(
        "_meta".into(),
        json!({
            "io.modelcontextprotocol/protocolVersion": options.protocol_version,
            "io.modelcontextprotocol/clientInfo": {"name": "mcp-anatomy", "version": env!("CARGO_PKG_VERSION")},
            "io.modelcontextprotocol/clientCapabilities": {}
        }),
    );
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

fn is_answer_to(message: &Value, id: &str) -> bool {
    message.get("id").and_then(Value::as_str) == Some(id)
        && (message.get("result").is_some() || message.get("error").is_some())
}

/// A request the server sends to the client: a method and an id.
fn is_request(message: &Value) -> bool {
    message.get("method").is_some() && message.get("id").is_some()
}

fn no_answer(timeout: Duration) -> Note {
    let seconds = format!("{:.1}", timeout.as_secs_f64());
    Note::new(
        Code::ProbeNoAnswer,
        msg! {
            en: format!("No answer within {seconds} s. A client would treat the server as legacy and fall back to `initialize`."),
            // A decimal comma in Russian: «10,0 с».
            ru: format!("За {} с ответа не пришло. Клиент счёл бы сервер прежним и откатился бы к `initialize`.", seconds.replace('.', ",")),
        },
    )
}

/// Either transport, asked one request at a time.
enum Transport {
    Stdio(stdio::Session),
    Http(http::Session),
}

impl Transport {
    /// Asks one request and waits for the answer that repeats its id. A request judged by
    /// 2026-07-28 carries the per-request `_meta`; one of a legacy walk, judged by the revision
    /// the server negotiated, goes as an earlier client sends it.
    fn exchange(
        &mut self,
        number: usize,
        method: &'static str,
        cursor: Option<String>,
        params: Map<String, Value>,
        options: &ProbeOptions,
        judged_by: &'static str,
    ) -> Exchange {
        let id = format!("{PROBE_ID_PREFIX}{number}");
        // Headers that mirror the body came with 2026-07-28; an earlier client sends none.
        let mirrored = match judged_by {
            REVISION => http::mirrored_headers(method, &params, None),
            _ => Vec::new(),
        };
        let line = match judged_by {
            REVISION => request(&id, method, params, options),
            _ => legacy::request(&id, method, params),
        };
        let answer = match self {
            Transport::Stdio(session) => session.ask(&id, &line, options),
            Transport::Http(session) => session.ask(&id, method, &mirrored, &line, options),
        };
        Exchange {
            method,
            cursor,
            request: line,
            answer,
            report: None,
            judged_by,
        }
    }

    fn notify(&mut self, method: &str, line: &str) -> Option<Note> {
        match self {
            Transport::Stdio(session) => session.notify(line),
            Transport::Http(session) => session.notify(method, line),
        }
    }

    /// After a legacy `initialize`: the revision later HTTP requests name in their header.
    fn use_revision(&mut self, revision: &str) {
        if let Transport::Http(session) = self {
            revision.clone_into(&mut session.protocol_version);
        }
    }

    fn session_id(&self) -> Option<String> {
        match self {
            Transport::Http(session) => session.session_id.clone(),
            Transport::Stdio(_) => None,
        }
    }

    /// Ends an HTTP session with DELETE; a stdio server is ended with its process (`run`).
    fn end_session(&self) -> Option<Note> {
        let Transport::Http(session) = self else {
            return None;
        };
        match session.end()? {
            Ok(200..=299) => None,
            // The transport lets a server refuse: it then ends sessions itself.
            Ok(405) => Some(Note::new(
                Code::ProbeSessionDeleteRefused,
                msg!(
                    "The server answered the DELETE of its session with 405: it does not let clients end sessions, which its transport allows.",
                    "На DELETE сессии сервер ответил 405: он не даёт клиентам завершать сессии, хотя его транспорт это допускает."
                ),
            )),
            Ok(status) => Some(Note::new(
                Code::ProbeSessionDeleteFailed,
                msg!(
                    "The DELETE that ends the session was answered with HTTP {}.",
                    "На запрос DELETE, завершающий сессию, пришёл ответ HTTP {}.",
                    status
                ),
            )),
            Err(problem) => Some(Note::new(
                Code::ProbeSessionDeleteFailed,
                msg!(
                    "The DELETE that ends the session failed: {}.",
                    "Не удалось отправить DELETE, завершающий сессию: {}.",
                    problem
                ),
            )),
        }
    }
}

/// Probes the server `target` names: a URL, or a command to start over stdio. `Err` when the
/// command cannot be started.
pub fn run(target: &[String], options: &ProbeOptions) -> Result<Outcome, Message> {
    let is_url = |t: &str| t.starts_with("http://") || t.starts_with("https://");
    let (mut transport, name, label) = match target {
        [url] if is_url(url) => (
            Transport::Http(http::Session::new(url, options)),
            "http",
            url.clone(),
        ),
        command => (
            Transport::Stdio(stdio::Session::start(command, options)?),
            "stdio",
            command.join(" "),
        ),
    };
    let mut discover =
        transport.exchange(1, "server/discover", None, Map::new(), options, REVISION);
    let discover_unanswered = discover.answer.text.is_none();
    // The era decides whether to walk on; `judge` reports on this answer again with the rest.
    discover.report = (discover.answer.text.as_deref())
        .map(|text| engine::check_answer(text, Some("server/discover")));
    if let Some(status) = discover.answer.http_status {
        check_status_for_kind(&mut discover, status);
    }
    let mut outcome = Outcome {
        transport: name,
        target: label,
        discover,
        walk: None,
        legacy: None,
        transcript: String::new(),
        stderr: String::new(),
        exit: None,
        gone: matches!(&transport, Transport::Stdio(session) if session.ended)
            && discover_unanswered,
    };
    if !options.discover_only
        && outcome.era() == Era::Modern
        && let Some(result) = outcome.discover.result()
    {
        (outcome.discover.answer.notes).extend(walk::promises(&result));
        let mut number = 1;
        let walk = walk::walk(options, &|_| true, &mut |method, cursor, params| {
            number += 1;
            transport.exchange(number, method, cursor, params, options, REVISION)
        });
        outcome.walk = Some(walk);
    } else if !options.discover_only
        && outcome.era() == Era::Legacy
        && outcome.discover.answered_legacy()
    {
        let (legacy, walk) = legacy::walk(&mut transport, 1, options);
        outcome.legacy = Some(legacy);
        outcome.walk = Some(walk);
    }
    if let Transport::Stdio(session) = transport {
        let (status, stderr) = session.end();
        outcome.stderr = stderr;
        outcome.exit = Some(ServerExit {
            code: status.and_then(|s| s.code()),
            killed: status.is_none(),
        });
        if status.is_none() {
            // The note of the leaving goes with the fallback's, as the DELETE's over HTTP.
            let notes = match &mut outcome.legacy {
                Some(legacy) => &mut legacy.notes,
                None => &mut outcome.discover.answer.notes,
            };
            notes.push(Note::new(
                Code::ProbeSlowExit,
                msg!(
                    "The server was still running {} s after its `stdin` closed, so the probe killed it: a `stdio` server should exit as soon as its input ends.",
                    "Через {} с после закрытия `stdin` сервер всё ещё работал, и проба завершила его принудительно: серверу на `stdio` СЛЕДУЕТ завершаться, как только его входной поток закрыт.",
                    stdio::GRACE.as_secs()
                ),
            ));
        }
        if outcome.gone {
            let code = status
                .and_then(|s| s.code())
                .map_or("?".to_owned(), |c| c.to_string());
            outcome.discover.answer.notes.push(Note::new(Code::ProbeServerGone, msg!(
                "The server closed `stdout` without answering `server/discover` (exit status {}).",
                "Сервер закрыл `stdout`, не ответив на `server/discover` (код завершения {}).",
                code
            )));
        }
    }
    outcome.judge();
    Ok(outcome)
}

/// The transport ties some answers to a status code: -32022 comes with 400.
fn check_status_for_kind(exchange: &mut Exchange, status: u16) {
    let kind = exchange.report.as_ref().map(|r| r.kind);
    let notes = &mut exchange.answer.notes;
    if kind == Some(DocumentKind::UnsupportedVersion) && status != 400 {
        notes.push(Note::new(
            Code::ProbeHttpStatus,
            msg!(
                "Error -32022 came with HTTP {}; over HTTP it must come with `400 Bad Request`.",
                "Ошибка `-32022` пришла со статусом HTTP {}; сервер ДОЛЖЕН отправлять её по HTTP со статусом `400 Bad Request`.",
                status
            ),
        ));
    }
    if kind == Some(DocumentKind::DiscoverResponse) && status != 200 {
        notes.push(Note::new(
            Code::ProbeHttpStatus,
            msg!(
                "A `server/discover` result came with HTTP {}, not 200.",
                "Результат `server/discover` пришёл со статусом HTTP {}, а не 200.",
                status
            ),
        ));
    }
}

/// Why `--format markdown` has no migration report to print.
pub fn no_migration(outcome: &Outcome) -> Message {
    match outcome.era() {
        Era::Legacy => msg!(
            "No migration report: the fallback to `initialize` got no `initialize` result (run without `--discover-only`, and see the human output).",
            "Отчёта о переходе нет: откат к `initialize` не дал результата `initialize` (запустите без `--discover-only` и посмотрите обычный вывод)."
        ),
        Era::Gone | Era::Unreachable => msg!(
            "No migration report: the server answered nothing.",
            "Отчёта о переходе нет: сервер ничего не ответил."
        ),
        _ => msg!(
            "No migration report: the server answers `server/discover`, as a {} server does.",
            "Отчёта о переходе нет: сервер отвечает на `server/discover`, как сервер ревизии {}.",
            REVISION
        ),
    }
}

// ----- output -----------------------------------------------------------------------------------

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

    /// The probe in the shape the CI formats take: each answer (or unanswered request) as an
    /// input named by its request, the probe's notes on the exchanges as remarks.
    pub fn for_ci(&self, lang: Lang) -> (Vec<Input>, Vec<Remark>) {
        let mut inputs = Vec::new();
        let mut remarks = Vec::new();
        for exchange in self.exchanges() {
            if let Some((text, report)) = exchange.reported() {
                inputs.push(Input {
                    label: exchange.name(),
                    content: Ok(Checked {
                        text: text.to_owned(),
                        documents: vec![Document {
                            line: None,
                            report: report.clone(),
                        }],
                        legacy: None,
                    }),
                });
            }
            remarks.extend(exchange.answer.notes.iter().map(|note| Remark {
                code: note.code,
                about: exchange.name(),
                message: note.message.get(lang).to_owned(),
                place: None,
            }));
        }
        // The fallback's own notes (the revision judged by, the end of the session).
        remarks.extend(
            (self.legacy.iter().flat_map(|l| &l.notes)).map(|note| Remark {
                code: note.code,
                about: "initialize".to_owned(),
                message: note.message.get(lang).to_owned(),
                place: None,
            }),
        );
        (inputs, remarks)
    }
}
