//! Either transport behind one face: a request asked and its answer, a notification sent, the
//! revision later requests name, the end of an HTTP session.

use super::model::{Exchange, Note, PROBE_ID_PREFIX, ProbeOptions};
use super::{http, stdio};
use crate::cli::message::msg;
use crate::spec::REVISION;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

// The examples start `tests/servers/misbehaving_http.py` on a free port (PORT); its paths
// under /old are a server of 2025-11-25 that hands out a session.
crate::spec::codes::codes! {
    ProbeSessionDeleteRefused = "probe/session-delete-refused", Info, LegacySessions,
        summary: ("A server of an earlier revision answered the DELETE of its session with 405: clients cannot end its sessions.", "Сервер прежней ревизии ответил на `DELETE` своей сессии статусом `405`: клиенты не могут завершать его сессии."),
        help: ("The HTTP transport of 2025-11-25 lets a server refuse; it then ends idle sessions itself. 2026-07-28 has no sessions, so this goes away with the migration.",
               "Транспорт HTTP ревизии 2025-11-25 позволяет серверу отказать; тогда сервер сам завершает простаивающие сессии. В ревизии 2026-07-28 сессий нет, так что после перехода это замечание отпадёт."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old-no-delete",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old";
    ProbeSessionDeleteFailed = "probe/session-delete-failed", Warning, LegacySessions,
        summary: ("The DELETE that ends a session of an earlier revision failed, or got a status other than 2xx or 405.", "Запрос `DELETE`, завершающий сессию прежней ревизии, не удался, или на него пришёл статус, отличный от `2xx` и `405`."),
        help: ("A client that leaves sends DELETE with its Mcp-Session-Id; the server answers with a 2xx status, or with 405 when it ends sessions itself. Any other answer leaves the client unsure whether the session is gone.",
               "Уходя, клиент отправляет `DELETE` со своим `Mcp-Session-Id`; сервер отвечает статусом `2xx`, а если завершает сессии сам\u{a0}— статусом `405`. Любой другой ответ оставляет клиента в неведении, закрыта ли сессия."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old-broken-delete",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/old";
    ProbeHeadersRefused = "probe/headers-refused", Error, HttpServerValidation,
        summary: ("The server refused a request of the probe with -32020 (HeaderMismatch), though its headers say what its body says.", "Сервер отклонил запрос пробы с ошибкой `-32020` (`HeaderMismatch`), хотя заголовки запроса совпадают с его телом."),
        help: ("-32020 is for headers that are missing or unlike the body. Compare each header with its value in the body after decoding a Base64-sentinel value (=?base64?…?=), integers as numbers, and refuse only what is missing or differs.",
               "Ошибка `-32020` предназначена для заголовков, которых нет или которые расходятся с телом. Сравнивайте каждый заголовок с его значением в теле: значение в формате `=?base64?…?=` сначала декодируйте, целые числа сравнивайте как числа, а отклоняйте только то, чего нет или что расходится."),
        bad: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/refuses-headers",
        good: "$ python3 tests/servers/misbehaving_http.py PORT &\n$ mcp-anatomy probe http://127.0.0.1:PORT/sse";
}

/// Over HTTP every request of the probe carries the headers its body asks for, each with the
/// body's value (`http::mirrored_headers`): a -32020 answer to one of them is the server's
/// mistake, not an answer a client can use.
pub fn note_refused_headers(exchanges: &mut [Exchange]) {
    for exchange in exchanges {
        let code = (exchange.answer.text.as_deref())
            .and_then(|text| serde_json::from_str::<Value>(text).ok())
            .and_then(|answer| answer.get("error")?.get("code")?.as_i64());
        if code == Some(-32020) {
            exchange.answer.notes.push(Note::new(
                Code::ProbeHeadersRefused,
                msg!(
                    "The server refused `{}` with -32020 (HeaderMismatch), but the probe's headers say what its body says: a client that follows the transport gets no answer here.",
                    "Сервер отклонил `{}` с ошибкой `-32020` (`HeaderMismatch`), но заголовки пробы совпадают с телом запроса: клиент, который соблюдает правила транспорта, ответа здесь не получит.",
                    exchange.method
                ),
            ));
        }
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

/// Either transport, asked one request at a time.
pub enum Transport {
    Stdio(stdio::Session),
    Http(http::Session),
}

impl Transport {
    /// Asks one request and waits for the answer that repeats its id. A request judged by
    /// 2026-07-28 carries the per-request `_meta`; one of a legacy walk, judged by the revision
    /// the server negotiated, goes as an earlier client sends it.
    pub fn exchange(
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
            _ => legacy_request(&id, method, params),
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

    pub fn notify(&mut self, method: &str, line: &str) -> Option<Note> {
        match self {
            Transport::Stdio(session) => session.notify(line),
            Transport::Http(session) => session.notify(method, line),
        }
    }

    /// After a legacy `initialize`: the revision later HTTP requests name in their header.
    pub fn use_revision(&mut self, revision: &str) {
        if let Transport::Http(session) = self {
            revision.clone_into(&mut session.protocol_version);
        }
    }

    pub fn session_id(&self) -> Option<String> {
        match self {
            Transport::Http(session) => session.session_id.clone(),
            Transport::Stdio(_) => None,
        }
    }

    /// Ends an HTTP session with DELETE; a stdio server is ended with its process (`run`).
    pub fn end_session(&self) -> Option<Note> {
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
                    "На DELETE сессии сервер ответил 405: он не даёт клиентам завершать сессии, что его транспорт допускает."
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

/// A request as a client of an earlier revision sends it: no per-request `_meta`.
fn legacy_request(id: &str, method: &str, params: Map<String, Value>) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}
