//! What both transports share: telling the answer to a request, and a request to the client,
//! among the messages a server sends, and the notes either transport makes.

use super::model::Note;
use crate::cli::message::msg;
use crate::spec::codes::Code;
use serde_json::Value;
use std::time::Duration;

// The examples are command lines: the probe of a fixture server of `tests/servers/`, or of one
// started first on a free port (PORT), which `tests/probe_codes.rs` runs as written.
crate::spec::codes::codes! {
    ProbeNoAnswer = "probe/no-answer", Error, Responses,
        summary: ("A request of the probe got no answer within the time allowed.", "На запрос пробы за отведённое время не пришло ответа."),
        help: ("Every request gets a response that repeats its id. Find what keeps the server from answering (a blocked handler, an answer under another id, output never flushed), or raise --timeout for a slow server.",
               "На каждый запрос приходит ответ с тем же `id`. Найдите, что мешает серверу ответить (заблокированный обработчик, ответ с другим `id`, несброшенный буфер вывода), или увеличьте `--timeout` для медленного сервера."),
        bad: "$ mcp-anatomy probe --timeout 1 -- python3 tests/servers/misbehaving_server.py silence",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
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
}

pub fn is_answer_to(message: &Value, id: &str) -> bool {
    message.get("id").and_then(Value::as_str) == Some(id)
        && (message.get("result").is_some() || message.get("error").is_some())
}

/// A request the server sends to the client: a method and an id.
pub fn is_request(message: &Value) -> bool {
    message.get("method").is_some() && message.get("id").is_some()
}

pub fn no_answer(timeout: Duration) -> Note {
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
