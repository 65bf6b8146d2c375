//! The checks that judge the whole run: no request from the server on either transport, and
//! over stdio nothing but messages on stdout and the server gone once its input closed (over
//! HTTP these two skip). Also what is said of a stdio server that ended before it answered.

use super::link::Link;
use super::model::{Check, Checklist, Ended, Verdict};
use crate::cli::message::{Message, msg};
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    ConformServerRequest = "conform/server-request", Error, Transports,
        summary: ("The server sent the client a JSON-RPC request, on stdout or on the stream of an answer.", "Сервер отправил клиенту запрос JSON-RPC: в `stdout` или в потоке ответа."),
        help: ("A 2026-07-28 server sends no requests of its own: what it needs from the client (sampling, elicitation, roots) goes in an input_required result, and the client retries with the answers.",
               "Сервер ревизии 2026-07-28 не отправляет собственных запросов: то, что ему нужно от клиента (сэмплирование, уточнение у пользователя, корневые каталоги), он передаёт в результате `input_required`, и клиент повторяет запрос с ответами."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py server-request",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformStdoutMessages = "conform/stdout-messages", Error, StdioMessages,
        summary: ("A stdio server wrote to stdout a line that is no JSON-RPC message while conform ran.", "Сервер на `stdio` во время проверки записал в `stdout` строку, которая не является сообщением JSON-RPC."),
        help: ("stdout carries MCP messages only, one a line; a banner, a log line or a debugging print there breaks the client's reading. Write them to stderr.",
               "В `stdout` идут только сообщения MCP, по одному в строке; приветствие, строка журнала или отладочный вывод там нарушают чтение на стороне клиента. Пишите их в `stderr`."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py stdout-noise",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformExitOnClose = "conform/exit-on-close", Warning, StdioShutdown,
        summary: ("A stdio server was still running after its stdin closed and the grace period passed.", "Сервер на `stdio` продолжал работать после закрытия `stdin` и по истечении отведённого времени."),
        help: ("Closing the server's input is how a client asks a stdio server to stop, the one way that works everywhere: exit when the loop that reads stdin reaches its end.",
               "Клиент останавливает сервер на `stdio` тем, что закрывает его входной поток, и только этот способ работает везде: завершайте процесс, когда цикл чтения `stdin` доходит до конца."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py linger",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
}

const MESSAGES: &str = "basic/transports/stdio";
const SHUTDOWN: &str = "basic/transports/stdio#shutdown";

/// `exit` is how the stdio server ended (`None` over HTTP).
pub(super) fn run(link: &Link, exit: Option<Ended>, checks: &mut Checklist) {
    let section = match exit {
        Some(_) => "basic/transports/stdio#receiving-messages",
        None => "basic/transports/streamable-http#receiving-messages",
    };
    let outcome = match link.server_requests.first() {
        Some(request) => (
            Verdict::Fail,
            msg!(
                "the server sent: {}",
                "сервер отправил: `{}`",
                request.chars().take(160).collect::<String>()
            ),
        ),
        None => (
            Verdict::Pass,
            msg!("no request from the server", "запросов от сервера не было"),
        ),
    };
    let (request, reply) = (None, None);
    checks.add(
        Check::judged(Code::ConformServerRequest, section, outcome, request, reply),
        &link.log,
    );
    let Some(status) = exit else {
        let why = msg!(
            "a check of stdio; the server runs over Streamable HTTP",
            "проверка транспорта `stdio`, а сервер работает через Streamable HTTP"
        );
        checks.add(
            Check::skip(Code::ConformStdoutMessages, MESSAGES, why.clone()),
            &link.log,
        );
        checks.add(
            Check::skip(Code::ConformExitOnClose, SHUTDOWN, why),
            &link.log,
        );
        return;
    };
    let stray = link.stdout_notes.first();
    checks.add(
        Check {
            code: Code::ConformStdoutMessages,
            section: MESSAGES,
            verdict: if stray.is_some() {
                Verdict::Fail
            } else {
                Verdict::Pass
            },
            message: match stray {
                Some(note) => note.clone(),
                None => msg!(
                    "every line on stdout was a JSON-RPC message",
                    "каждая строка в `stdout` была сообщением JSON-RPC"
                ),
            },
            request: None,
            reply: None,
            status_due: None,
            exchanges: Vec::new(),
        },
        &link.log,
    );
    let grace = link.grace_seconds();
    let (verdict, message) = match status {
        Ended::Exited(code) => (
            Verdict::Pass,
            msg!(
                "the server exited (exit status {}) once its stdin closed",
                "сервер завершился (код завершения {}) после закрытия `stdin`",
                code.map_or("?".to_owned(), |c| c.to_string())
            ),
        ),
        Ended::Killed => (
            Verdict::Fail,
            msg!(
                "the server was still running {} s after its stdin closed; conform killed it",
                "через {}\u{a0}с после закрытия `stdin` сервер всё ещё работал, и проверка завершила его принудительно",
                grace
            ),
        ),
    };
    checks.add(
        Check {
            code: Code::ConformExitOnClose,
            section: SHUTDOWN,
            verdict,
            message,
            request: None,
            reply: None,
            status_due: None,
            exchanges: Vec::new(),
        },
        &link.log,
    );
}

/// What to say of a stdio server that ended before it answered `server/discover`.
pub(super) fn gone(exit: Option<Ended>, ended: bool) -> Option<Message> {
    let status = exit?;
    if !ended {
        return None;
    }
    let code = match status {
        Ended::Exited(Some(code)) => code.to_string(),
        _ => "?".to_owned(),
    };
    Some(msg!(
        "the server ended before it answered `server/discover` (exit status {}); the end of its stderr follows",
        "сервер завершился, не ответив на `server/discover` (код завершения {}); ниже\u{a0}— конец его `stderr`",
        code
    ))
}
