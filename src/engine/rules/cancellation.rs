//! Cancellation across a session (basic/patterns/cancellation, "Behavior Requirements"): a
//! `notifications/cancelled` names a request the client sent. Who sent the notification a
//! transcript does not say (a server sends one only to end a `subscriptions/listen` stream), so
//! what is judged is what holds for either side. `engine/transcript.rs` hands over the facts of
//! each message (`facts::Facts`).

use super::facts::AllFacts;
use crate::engine::diagnostic::{Diagnostic, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    CancelUnknown = "transcript/cancel-unknown", Error, Cancellation,
        summary: ("A cancellation names a request that no request of the session carries.", "Уведомление об отмене ссылается на запрос, которого нет в сессии."),
        help: ("Cancel only a request the client sent and still awaits; a server cancels only the subscriptions/listen request whose stream it ends.",
               "Отменяйте только запрос, который клиент отправил и ответа на который ещё ждёт; сервер отменяет только запрос `subscriptions/listen`, поток которого он закрывает."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/cancelled\", \"params\": {\"requestId\": 3, \"reason\": \"The user closed the dialog\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/cancelled\", \"params\": {\"requestId\": 2, \"reason\": \"The user closed the dialog\"}}";
}

/// Each cancellation whose `requestId` no earlier request of the session carries (MUST: only
/// requests the client issued). Whether that request is still in progress is not judged: a
/// cancellation may cross its answer on the way, as the page allows. A transcript without
/// requests shows one side only, and says nothing of them.
pub fn rules(all: &AllFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if !(all.iter()).any(|(f, ..)| f.method.is_some() && f.id.is_some()) {
        return out;
    }
    for (index, (facts, ..)) in all.iter().enumerate() {
        let Some((id, at)) = &facts.cancels else {
            continue;
        };
        let sent = |(earlier, ..): &(super::facts::Facts, _, _)| {
            earlier.method.is_some() && earlier.id.as_ref().is_some_and(|(i, _)| i == id)
        };
        if !all[..index].iter().any(sent) {
            let finding = Found::CancelUnknown { id: id.clone() };
            out.push(diagnostic(
                Code::CancelUnknown,
                "/params/requestId",
                *at,
                finding,
            ));
        }
    }
    out
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A cancellation of the request `id` (as written), which no request of the session has.
    CancelUnknown { id: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::cancellation::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::CancelUnknown { id } => say!(
                "`notifications/cancelled` names the request `{id}`, but no request of this session has that id; a cancellation may only name a request the client sent."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::cancellation::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::CancelUnknown { id } => say!(
                "`notifications/cancelled` ссылается на запрос `{id}`, но ни у одного запроса этой сессии нет такого идентификатора; отменить можно только запрос, отправленный клиентом."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![Found::CancelUnknown { id: "3".into() }.into()]
}
