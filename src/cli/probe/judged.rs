//! What a reader of a legacy walk is told besides the engine's findings, live or from a saved
//! walk: the revision its answers are judged by, and the requests the server sent the client.

use super::model::{Exchange, LEGACY_REVISION, Note};
use crate::cli::message::msg;
use crate::spec::codes::Code;
use serde_json::Value;

crate::spec::codes::codes! {
    ProbeOlderRevision = "probe/older-revision", Info, LegacySchema,
        summary: ("The server negotiated a revision before 2025-11-25; its answers are judged by the schema of 2025-11-25.", "Сервер согласовал ревизию, вышедшую раньше 2025-11-25; его ответы проверяются по схеме ревизии 2025-11-25."),
        help: ("The probe holds the schemas of 2026-07-28 and 2025-11-25 only. Members that 2025-11-25 added (icons, tasks and others) are accepted as optional. Better still, answer server/discover.",
               "У пробы есть схемы только ревизий 2026-07-28 и 2025-11-25. Поля, добавленные в ревизии 2025-11-25 (`icons`, `tasks` и другие), принимаются как необязательные. А лучше всего\u{a0}— отвечать на `server/discover`."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py current";
    ProbeServerRequest = "probe/server-request", Info, Mrtr,
        summary: ("The server sent the client a request during the walk; the probe recorded it and answered nothing.", "Во время обхода сервер отправил клиенту запрос; проба записала его и ничего не ответила."),
        help: ("Revisions before 2026-07-28 let a server ask the client on its own (roots/list, sampling, elicitation). In 2026-07-28 the server returns an input_required result with inputRequests instead, and the client retries with inputResponses.",
               "Ревизии до 2026-07-28 позволяют серверу самому обращаться к клиенту (`roots/list`, `sampling`, `elicitation`). В ревизии 2026-07-28 вместо этого сервер возвращает результат `input_required` с `inputRequests`, а клиент повторяет запрос с `inputResponses`."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py quiet";
}

/// The revision an answer is judged by, and the note a reader needs when that is not the one
/// the server negotiated: 2025-06-18 and earlier are judged by the 2025-11-25 rules.
pub fn judged_by(negotiated: &str) -> (&'static str, Option<Note>) {
    if negotiated == LEGACY_REVISION {
        return (LEGACY_REVISION, None);
    }
    let note = Note::new(
        Code::ProbeOlderRevision,
        msg!(
            "The server negotiated revision {}; the probe holds the schema of {} only, so its answers are judged by the {} rules. Where the two differ (2025-11-25 added icons, a description of the implementation, tasks, URL-mode elicitation), a member the older revision lacks is accepted as optional.",
            "Сервер согласовал ревизию {}; у пробы есть схема только ревизии {}, поэтому его ответы проверяются по правилам ревизии {}. Где ревизии расходятся (в ревизии 2025-11-25 добавлены `icons`, `description` в `Implementation`, `tasks` и запрос данных у пользователя в режиме URL), поле, которого нет в старой ревизии, принимается как необязательное.",
            negotiated,
            LEGACY_REVISION,
            LEGACY_REVISION
        ),
    );
    (LEGACY_REVISION, Some(note))
}

/// A request the server sent the client, noted with the answer it came before.
pub fn note_server_requests(exchanges: &mut [Exchange]) {
    for exchange in exchanges {
        for sent in &exchange.answer.server_requests {
            let method = (serde_json::from_str::<Value>(sent).ok())
                .and_then(|m| m.get("method").and_then(Value::as_str).map(str::to_owned))
                .unwrap_or_default();
            exchange.answer.notes.push(Note::new(
                Code::ProbeServerRequest,
                msg!(
                    "The server sent the client a request, {}; the probe recorded it and answered nothing.",
                    "Сервер отправил клиенту запрос {}; проба записала его и ничего не ответила.",
                    method
                ),
            ));
        }
    }
}
