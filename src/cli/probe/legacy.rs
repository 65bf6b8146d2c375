//! After a legacy answer to `server/discover`, the probe does what a client of 2026-07-28 does
//! (basic/versioning, and the backward-compatibility sections of the transport pages): it
//! falls back to `initialize`, offering 2025-11-25, accepts the revision the server
//! negotiates, sends `notifications/initialized`, walks the lists the server advertises page
//! by page (`walk.rs`), and leaves: over HTTP with a DELETE of the session, over stdio by
//! closing stdin (`stdio::Session::end`). The engine judges the walk as one transcript
//! (`Outcome::judge_legacy`): after the `initialize` request, each answer by 2025-11-25's
//! schema (`engine/rules/legacy.rs`), not by what 2026-07-28 asks.

use super::{Exchange, Note, ProbeOptions, Transport, walk};
use crate::cli::message::msg;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

crate::spec::codes::codes! {
    ProbeOlderRevision = "probe/older-revision", Info, LegacySchema,
        summary: ("The server negotiated a revision before 2025-11-25; its answers are judged by the schema of 2025-11-25.", "Сервер согласовал ревизию, вышедшую раньше 2025-11-25; его ответы проверяются по схеме ревизии 2025-11-25."),
        help: ("The probe holds the schemas of 2026-07-28 and 2025-11-25 only. Members that 2025-11-25 added (icons, tasks and others) are accepted as optional. Better still, answer server/discover.",
               "У пробы есть схемы только ревизий 2026-07-28 и 2025-11-25. Поля, добавленные в ревизии 2025-11-25 (`icons`, `tasks` и другие), принимаются как необязательные. А лучше всего\u{a0}— отвечать на `server/discover`."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py current";
    ProbeInitializeRefused = "probe/initialize-refused", Error, LegacyInitialization,
        summary: ("After server/discover failed, initialize was refused too: no revision the probe speaks reaches the server.", "После неудачного `server/discover` отклонён и `initialize`: ни по одной ревизии, которую знает проба, сервер не доступен."),
        help: ("A server answers server/discover (2026-07-28) or initialize (earlier revisions). Read the error: a protocolVersion it does not support (the probe offers 2025-11-25), a missing capability, or authentication it wants first.",
               "Сервер отвечает на `server/discover` (ревизия 2026-07-28) или на `initialize` (прежние ревизии). Прочитайте ошибку: неподдерживаемая `protocolVersion` (проба предлагает `2025-11-25`), недостающая возможность или требование сначала пройти аутентификацию."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py refusing",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py";
    ProbeServerRequest = "probe/server-request", Info, Mrtr,
        summary: ("The server sent the client a request during the walk; the probe recorded it and answered nothing.", "Во время обхода сервер отправил клиенту запрос; проба записала его и ничего не ответила."),
        help: ("Revisions before 2026-07-28 let a server ask the client on its own (roots/list, sampling, elicitation). In 2026-07-28 the server returns an input_required result with inputRequests instead, and the client retries with inputResponses.",
               "Ревизии до 2026-07-28 позволяют серверу самому обращаться к клиенту (`roots/list`, `sampling`, `elicitation`). В ревизии 2026-07-28 вместо этого сервер возвращает результат `input_required` с `inputRequests`, а клиент повторяет запрос с `inputResponses`."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py quiet";
}

/// The revision the engine judges a legacy session's answers by (the last with `initialize`),
/// and what the probe offers in `initialize`.
pub const LEGACY_REVISION: &str = "2025-11-25";

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

/// What the fallback learnt beyond its exchanges.
pub struct Legacy {
    /// The `protocolVersion` of the `initialize` result.
    pub negotiated: Option<String>,
    /// The revision its answers are judged by.
    pub judged_by: &'static str,
    /// The `initialize` result, when one came: what the migration report starts from.
    pub initialize: Option<Value>,
    /// `notifications/initialized` as sent, when it was.
    pub initialized: Option<String>,
    /// The `Mcp-Session-Id` an HTTP server handed out.
    pub session_id: Option<String>,
    /// What the probe noticed about the handshake and the leaving, outside any answer.
    pub notes: Vec<Note>,
}

/// A request as a client of an earlier revision sends it: no per-request `_meta`.
pub fn request(id: &str, method: &str, params: Map<String, Value>) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

/// The lists whose capability an `initialize` result declares, by their methods.
fn advertised(result: &Value, method: &str) -> bool {
    let capability = match method {
        "tools/list" => "tools",
        "prompts/list" => "prompts",
        "resources/list" | "resources/templates/list" => "resources",
        _ => return false,
    };
    (result.get("capabilities"))
        .and_then(|c| c.get(capability))
        .is_some_and(Value::is_object)
}

/// The code of an exchange's answer when it is an error.
fn refusal_code(exchange: &Exchange) -> Option<String> {
    let message: Value = serde_json::from_str(exchange.answer.text.as_deref()?).ok()?;
    Some(message.get("error")?.get("code")?.to_string())
}

/// The fallback: `initialize`, `notifications/initialized`, the advertised lists, the end of
/// the session. Request numbers go on from `number` (the discover request's).
pub fn walk(
    transport: &mut Transport,
    mut number: usize,
    options: &ProbeOptions,
) -> (Legacy, Vec<Exchange>) {
    let mut legacy = Legacy {
        negotiated: None,
        judged_by: LEGACY_REVISION,
        initialize: None,
        initialized: None,
        session_id: None,
        notes: Vec::new(),
    };
    let mut params = Map::new();
    params.insert("protocolVersion".into(), json!(LEGACY_REVISION));
    params.insert("capabilities".into(), json!({}));
    params.insert(
        "clientInfo".into(),
        json!({"name": "mcp-anatomy", "version": env!("CARGO_PKG_VERSION")}),
    );
    // Over HTTP the header names the revision offered until the server negotiates one.
    transport.use_revision(LEGACY_REVISION);
    let mut initialize = ask(transport, &mut number, "initialize", None, params, options);
    let Some(result) = initialize.result() else {
        if let Some(code) = refusal_code(&initialize) {
            initialize.answer.notes.push(Note::new(
                Code::ProbeInitializeRefused,
                msg!(
                    "`initialize` was refused with error `{}`: a client of {} has nothing to walk.",
                    "На `initialize` пришла ошибка `{}`: клиенту ревизии {} нечего обходить.",
                    code,
                    LEGACY_REVISION
                ),
            ));
        }
        let mut exchanges = vec![initialize];
        note_server_requests(&mut exchanges);
        return (legacy, exchanges);
    };
    let negotiated = (result.get("protocolVersion").and_then(Value::as_str)).map(str::to_owned);
    if let Some(version) = &negotiated {
        // A client that supports the revision the server chose goes on with it; 2025-11-25's
        // schema is the newest earlier one the probe holds.
        let (by, note) = judged_by(version);
        legacy.judged_by = by;
        legacy.notes.extend(note);
        transport.use_revision(version);
    }
    let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string();
    legacy
        .notes
        .extend(transport.notify("notifications/initialized", &initialized));
    legacy.initialized = Some(initialized);
    let mut exchanges = vec![initialize];
    exchanges.extend(walk::walk(
        options,
        &|method| advertised(&result, method),
        &mut |method, cursor, params| ask(transport, &mut number, method, cursor, params, options),
    ));
    note_server_requests(&mut exchanges);
    legacy.session_id = transport.session_id();
    legacy.notes.extend(transport.end_session());
    legacy.negotiated = negotiated;
    legacy.initialize = Some(result);
    (legacy, exchanges)
}

/// Asks one request of the walk, numbered on from the last.
fn ask(
    transport: &mut Transport,
    number: &mut usize,
    method: &'static str,
    cursor: Option<String>,
    params: Map<String, Value>,
    options: &ProbeOptions,
) -> Exchange {
    *number += 1;
    transport.exchange(*number, method, cursor, params, options, LEGACY_REVISION)
}

/// A request the server sent the client, noted with the answer it came before.
pub(super) fn note_server_requests(exchanges: &mut [Exchange]) {
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
