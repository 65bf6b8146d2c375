//! The stdio transport: one server process for the whole probe, one request line at a time,
//! each answer found by its id among whatever else the server writes to stdout.

use super::model::{Answer, Note, ProbeOptions};
use super::wire::{is_answer_to, is_request, no_answer};
use crate::cli::budget::Measure;
use crate::cli::message::{Message, msg};
use crate::spec::Lang;
use crate::spec::codes::Code;
use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

crate::spec::codes::codes! {
    ProbeStdoutNotMessage = "probe/stdout-not-message", Error, StdioMessages,
        summary: ("A stdio server wrote a line to stdout that is not a JSON-RPC message.", "Сервер на `stdio` записал в `stdout` строку, которая не является сообщением JSON-RPC."),
        help: ("Over stdio, stdout carries protocol messages only, one a line, and a client may fail on anything else. Write logs, banners and debugging output to stderr.",
               "При `stdio` в `stdout` идут только сообщения протокола, по одному в строке, а всё остальное может нарушить работу клиента. Журналы, приветствия и отладочный вывод пишите в `stderr`."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py garbage",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
}

/// How much of stderr is kept to show on failure.
const STDERR_KEEP: usize = 64 * 1024;

/// How long a server gets to exit after its stdin closes before the probe kills it.
pub const GRACE: Duration = Duration::from_secs(2);

enum Event {
    Line(Vec<u8>),
    TooLarge,
    Closed,
}

/// A running server and the threads that read its output.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    received: mpsc::Receiver<Event>,
    reader: JoinHandle<()>,
    stderr_reader: JoinHandle<String>,
    /// stdout closed, or grew past the limit: nothing more will be read.
    pub closed: bool,
    /// stdout came to its end: the server closed it, or ended.
    pub ended: bool,
    /// Requests the server sent to the client while the probe waited, one line each.
    server_requests: Vec<String>,
}

impl Session {
    /// Starts `command`. `Err` when it cannot be started.
    pub fn start(command: &[String], options: &ProbeOptions) -> Result<Session, Message> {
        let (program, args) = command.split_first().ok_or_else(|| {
            msg!(
                "probe needs a URL or a command after `--`",
                "пробе нужен адрес URL или команда после `--`"
            )
        })?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                msg!(
                    "cannot start {}: {}",
                    "не удалось запустить {}: {}",
                    program,
                    e
                )
            })?;
        ignore_sigpipe(true);
        let (events, received) = mpsc::channel();
        let stdout =
            (child.stdout.take()).ok_or_else(|| msg!("no `stdout` pipe", "нет канала `stdout`"))?;
        let max_bytes = options.max_bytes;
        let reader = std::thread::spawn(move || read_lines(stdout, max_bytes, events));
        let stderr =
            (child.stderr.take()).ok_or_else(|| msg!("no `stderr` pipe", "нет канала `stderr`"))?;
        let stderr_reader = std::thread::spawn(move || keep_head(stderr, STDERR_KEEP));
        Ok(Session {
            stdin: child.stdin.take(),
            child,
            received,
            reader,
            stderr_reader,
            closed: false,
            ended: false,
            server_requests: Vec::new(),
        })
    }

    /// Writes one request line and waits for the answer that repeats `id`.
    pub fn ask(&mut self, id: &str, request: &str, options: &ProbeOptions) -> Answer {
        self.ask_for(request, &|message| is_answer_to(message, id), options)
    }

    /// Writes `request` as it is (conform sends lines a server must refuse) and waits for the
    /// message `answers` picks.
    pub fn ask_for(
        &mut self,
        request: &str,
        answers: &dyn Fn(&Value) -> bool,
        options: &ProbeOptions,
    ) -> Answer {
        let mut answer = Answer::default();
        if self.closed {
            return answer;
        }
        let started = Instant::now();
        let written = self.stdin.as_mut().map(|pipe| {
            pipe.write_all(request.as_bytes())
                .and_then(|()| pipe.write_all(b"\n"))
                .and_then(|()| pipe.flush())
        });
        if let Some(Err(e)) = written {
            answer.notes.push(Note::new(
                Code::ProbeNotDelivered,
                msg!(
                    "Could not write the request: {}.",
                    "Не удалось записать запрос: {}.",
                    e
                ),
            ));
        }
        answer.text = self.wait_for(answers, started, options, &mut answer.notes);
        if answer.text.is_some() {
            answer.round_trip = Some(started.elapsed());
        }
        answer.server_requests = std::mem::take(&mut self.server_requests);
        answer
    }

    /// Waits, writing nothing, for the message `answers` picks: the answer to a line written
    /// before.
    pub fn wait(&mut self, answers: &dyn Fn(&Value) -> bool, options: &ProbeOptions) -> Answer {
        let mut answer = Answer::default();
        if !self.closed {
            answer.text = self.wait_for(answers, Instant::now(), options, &mut answer.notes);
        }
        answer.server_requests = std::mem::take(&mut self.server_requests);
        answer
    }

    /// Writes one notification line; nothing answers it.
    pub fn notify(&mut self, notification: &str) -> Option<Note> {
        let pipe = self.stdin.as_mut()?;
        let written = pipe
            .write_all(notification.as_bytes())
            .and_then(|()| pipe.write_all(b"\n"))
            .and_then(|()| pipe.flush());
        written.err().map(|e| {
            Note::new(
                Code::ProbeNotDelivered,
                msg!(
                    "Could not write the notification: {}.",
                    "Не удалось записать уведомление: {}.",
                    e
                ),
            )
        })
    }

    fn wait_for(
        &mut self,
        answers: &dyn Fn(&Value) -> bool,
        started: Instant,
        options: &ProbeOptions,
        notes: &mut Vec<Note>,
    ) -> Option<String> {
        let deadline = started + options.timeout;
        let mut stray_lines = 0usize;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.received.recv_timeout(left) {
                Ok(Event::Line(bytes)) => {
                    let text = String::from_utf8_lossy(&bytes);
                    let text = text.trim_end_matches(['\n', '\r']);
                    if text.trim().is_empty() {
                        continue;
                    }
                    match serde_json::from_str::<Value>(text) {
                        Ok(message) if answers(&message) => return Some(text.to_owned()),
                        // A request to the client is recorded: the probe answers none, and
                        // waits on for its own answer.
                        Ok(message) if is_request(&message) => {
                            self.server_requests.push(text.to_owned());
                        }
                        // Notifications and other messages may come first; they are skipped.
                        Ok(_) => {}
                        Err(_) => {
                            stray_lines += 1;
                            if stray_lines <= 3 {
                                let shown: String = text.chars().take(120).collect();
                                notes.push(Note::new(Code::ProbeStdoutNotMessage, msg!(
                                    "`stdout` carried a line that is not a JSON-RPC message: \"{}\". Over `stdio`, `stdout` is for protocol messages only; logs go to `stderr`.",
                                    "В `stdout` пришла строка, которая не является сообщением JSON-RPC: «{}». При `stdio` в `stdout` пишутся только сообщения протокола, а журналы — в `stderr`.",
                                    shown.escape_debug()
                                )));
                            }
                        }
                    }
                }
                Ok(Event::TooLarge) => {
                    self.closed = true;
                    let limit = |lang| Measure::Bytes.amount(options.max_bytes, lang);
                    notes.push(Note::new(Code::ProbeTooLarge, msg! {
                        en: format!("The server wrote more than {} to `stdout` without answering; the probe stopped reading.", limit(Lang::En)),
                        ru: format!("Сервер, так и не ответив, превысил в `stdout` предел в {}; проба перестала читать.", limit(Lang::Ru)),
                    }));
                    return None;
                }
                Ok(Event::Closed) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                    self.closed = true;
                    self.ended = true;
                    return None;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    notes.push(no_answer(options.timeout));
                    return None;
                }
            }
        }
    }

    /// Closes stdin, waits briefly, then kills; always reaps. Returns the server's own exit
    /// status (none when the probe had to kill it) and the head of its stderr.
    pub fn end(mut self) -> (Option<ExitStatus>, String) {
        drop(self.stdin.take());
        let grace = Instant::now() + GRACE;
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if Instant::now() < grace => std::thread::sleep(Duration::from_millis(20)),
                _ => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    break None;
                }
            }
        };
        let _ = self.reader.join();
        ignore_sigpipe(false);
        (status, self.stderr_reader.join().unwrap_or_default())
    }
}

/// While a server runs, a write to its stdin after it ended must be an error that the probe
/// reports, not the end of mcp-anatomy: main restores SIGPIPE's default action (for `… | head`),
/// so it is ignored from the start of a session to its end.
fn ignore_sigpipe(ignore: bool) {
    #[cfg(unix)]
    // SAFETY: SIG_IGN and SIG_DFL are valid dispositions, and no handler of ours is replaced.
    unsafe {
        libc::signal(
            libc::SIGPIPE,
            if ignore { libc::SIG_IGN } else { libc::SIG_DFL },
        );
    }
    #[cfg(not(unix))]
    let _ = ignore;
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
