//! `mcp-anatomy probe`: asks a live server `server/discover` over stdio or Streamable HTTP,
//! tells which era it speaks, and then walks what the server offers (`walk.rs`): every list,
//! page by page. The engine judges what was exchanged as one transcript, so a live probe and
//! `check` of the transcript it saves (`--save`) report the same codes.

pub(crate) mod http;
mod json;
mod judged;
mod legacy;
mod model;
pub mod saved;
pub(super) mod stdio;
pub(super) mod transport;
mod walk;
pub(super) mod wire;

pub use model::{Answer, Era, Exchange, Note, Outcome, ProbeOptions, ServerExit};
use transport::Transport;

use super::inputs::{Checked, Input};
use super::message::{Message, msg};
use super::model::Document;
use super::model::Remark;
use crate::engine::{self, DocumentKind};
use crate::spec::codes::Code;
use crate::spec::{Lang, REVISION};
use serde_json::Map;

impl Outcome {
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

crate::spec::codes::codes! {
    ProbeServerGone = "probe/server-gone", Error, StdioMessages,
        summary: ("A stdio server closed its output, or ended, before it answered server/discover.", "Сервер на `stdio` закрыл вывод или завершился, не ответив на `server/discover`."),
        help: ("Its exit status and stderr, shown with the finding, usually say why: a missing module, a wrong argument, a crash at start. A stdio server reads requests until its input closes.",
               "Причину обычно объясняют код завершения и `stderr`, показанные вместе с замечанием: недостающий модуль, неверный аргумент, сбой при запуске. Сервер на `stdio` читает запросы, пока его входной поток не закрыт."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py exit",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
    ProbeSlowExit = "probe/slow-exit", Warning, StdioShutdown,
        summary: ("A stdio server kept running after its input closed, so the probe had to kill it.", "Сервер на `stdio` продолжал работать после закрытия входного потока, и пробе пришлось завершить его принудительно."),
        help: ("A server should exit soon after its stdin closes: that is the one portable way a client asks it to stop. End the process when the loop that reads requests ends.",
               "Серверу СЛЕДУЕТ завершаться вскоре после того, как закрыт его `stdin`: это единственный переносимый способ, которым клиент просит его остановиться. Завершайте процесс, когда заканчивается цикл чтения запросов."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py linger",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py";
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
        let mut walk = walk::walk(options, &|_| true, &mut |method, cursor, params| {
            number += 1;
            transport.exchange(number, method, cursor, params, options, REVISION)
        });
        if matches!(transport, Transport::Http(_)) {
            transport::note_refused_headers(&mut walk);
        }
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

impl Outcome {
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
                            start: 0,
                            report: report.clone(),
                        }],
                        legacy: None,
                        conform_record: false,
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
