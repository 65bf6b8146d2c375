//! After a legacy answer to `server/discover`, the probe does what a client of 2026-07-28 does
//! (basic/versioning, and the backward-compatibility sections of the transport pages): it
//! falls back to `initialize`, offering 2025-11-25, accepts the revision the server
//! negotiates, sends `notifications/initialized`, walks the lists the server advertises page
//! by page (`walk.rs`), and leaves: over HTTP with a DELETE of the session, over stdio by
//! closing stdin (`stdio::Session::end`). The engine judges the walk as one transcript
//! (`Outcome::judge_legacy`): after the `initialize` request, each answer by 2025-11-25's
//! schema (`engine/rules/legacy.rs`), not by what 2026-07-28 asks.

use super::judged;
use super::model::{Exchange, LEGACY_REVISION, Legacy, Note, ProbeOptions};
use super::transport::Transport;
use super::walk;
use crate::cli::message::msg;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

crate::spec::codes::codes! {
    ProbeInitializeRefused = "probe/initialize-refused", Error, LegacyInitialization,
        summary: ("After server/discover failed, initialize was refused too: no revision the probe speaks reaches the server.", "После неудачного `server/discover` отклонён и `initialize`: ни по одной из ревизий, которые поддерживает проба, сервер недоступен."),
        help: ("A server answers server/discover (2026-07-28) or initialize (earlier revisions). Read the error: a protocolVersion it does not support (the probe offers 2025-11-25), a missing capability, or authentication it wants first.",
               "Сервер отвечает на `server/discover` (ревизия 2026-07-28) или на `initialize` (прежние ревизии). Причину называет ошибка: неподдерживаемая `protocolVersion` (проба предлагает `2025-11-25`), недостающая возможность или требование сначала пройти аутентификацию."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py refusing",
        good: "$ mcp-anatomy probe -- python3 tests/servers/legacy_server.py";
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
        judged::note_server_requests(&mut exchanges);
        return (legacy, exchanges);
    };
    let negotiated = (result.get("protocolVersion").and_then(Value::as_str)).map(str::to_owned);
    if let Some(version) = &negotiated {
        // A client that supports the revision the server chose goes on with it; 2025-11-25's
        // schema is the newest earlier one the probe holds.
        let (by, note) = judged::judged_by(version);
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
    judged::note_server_requests(&mut exchanges);
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
