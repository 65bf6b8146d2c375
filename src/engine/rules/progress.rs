//! Progress across a session (basic/patterns/progress): a progress notification names the
//! token of a request still in progress, none comes after that request's answer, and the
//! progress of a token increases from one notification to the next. `engine/transcript.rs`
//! hands over the facts of each message (`facts::Facts`).

use super::facts::{AllFacts, line_of};
use crate::engine::diagnostic::{Diagnostic, diagnostic};
use crate::engine::finding::explained_in_modules;
use crate::engine::numbers;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    ProgressToken = "transcript/progress-token", Error, Progress,
        summary: ("A progress notification names a token no request in progress gave.", "Уведомление о ходе выполнения ссылается на маркер, который не передал ни один выполняющийся запрос."),
        help: ("Send progress only for the progressToken of a request still awaiting its answer, and none after the answer.",
               "Отправляйте уведомления о ходе выполнения только с `progressToken` запроса, который ещё ждёт ответа, и не отправляйте их после ответа."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}, \"progressToken\": \"t1\"}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 50, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": []}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 100, \"total\": 100}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}, \"progressToken\": \"t1\"}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 50, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": []}}";
    ProgressNotIncreasing = "transcript/progress-not-increasing", Error, Progress,
        summary: ("A progress value does not increase from one notification to the next.", "Значение `progress` не растёт от уведомления к уведомлению."),
        help: ("Send a larger progress value in each notification of a token, even when the total is unknown.",
               "В каждом следующем уведомлении с тем же маркером передавайте большее значение `progress`, даже если общий объём неизвестен."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}, \"progressToken\": \"t1\"}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 50, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 40, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/call\", \"params\": {\"name\": \"export\", \"arguments\": {}, \"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}, \"progressToken\": \"t1\"}}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 50, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": {\"progressToken\": \"t1\", \"progress\": 100, \"total\": 100}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"content\": []}}";
}

/// Progress notifications (basic/patterns/progress): each names the token of a request still
/// in progress (MUST; none after its answer: MUST stop after completion), and its progress
/// increases from one notification of the token to the next (MUST).
pub fn rules(text: &str, all: &AllFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // Each token given so far: the id of its request, the line of that request's answer once it
    // came, and the last progress reported for it.
    let mut given: Vec<(&str, &str, Option<usize>, Option<&str>)> = Vec::new();
    for (facts, _, span) in all {
        if let (Some(token), Some((id, _))) = (&facts.progress_token, &facts.id) {
            given.push((token, id, None, None));
            continue;
        }
        if let (None, Some((id, _))) = (&facts.method, &facts.id) {
            for entry in given.iter_mut().filter(|e| e.1 == id && e.2.is_none()) {
                entry.2 = Some(line_of(text, span.start));
            }
        }
        let Some(((token, token_at), (value, value_at))) = &facts.progress else {
            continue;
        };
        match given.iter_mut().rev().find(|entry| entry.0 == token) {
            Some((_, _, None, last)) => {
                if let Some(previous) = last.filter(|p| numbers::compare(value, p).is_le()) {
                    let finding = Found::ProgressNotIncreasing {
                        token: token.clone(),
                        previous: previous.to_owned(),
                        value: value.clone(),
                    };
                    let code = Code::ProgressNotIncreasing;
                    out.push(diagnostic(code, "/params/progress", *value_at, finding));
                }
                *last = Some(value);
            }
            entry => {
                let finding = Found::ProgressToken {
                    token: token.clone(),
                    answered_on: entry.and_then(|e| e.2),
                };
                let pointer = "/params/progressToken";
                out.push(diagnostic(Code::ProgressToken, pointer, *token_at, finding));
            }
        }
    }
    out
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A progress notification for a token no request in progress gave; `answered_on`: the
    /// line of the answer of the request that gave it.
    ProgressToken {
        token: String,
        answered_on: Option<usize>,
    },
    ProgressNotIncreasing {
        token: String,
        previous: String,
        value: String,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::progress::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::ProgressToken {
                token,
                answered_on: Some(line),
            } => say!(
                "Progress for the token `{token}` comes after the answer to its request on line {line}; progress notifications must stop once the request completes."
            ),
            Found::ProgressToken {
                token,
                answered_on: None,
            } => say!(
                "No request in this session gave the progress token `{token}`; progress may only name the token of a request in progress."
            ),
            Found::ProgressNotIncreasing {
                token,
                previous,
                value,
            } => say!(
                "Progress for the token `{token}` is `{value}` after `{previous}`; it must increase with each notification."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::progress::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::ProgressToken {
                token,
                answered_on: Some(line),
            } => say!(
                "Уведомление о ходе выполнения с маркером `{token}` пришло после ответа на его запрос на строке {line}; после завершения запроса сервер ДОЛЖЕН прекращать такие уведомления."
            ),
            Found::ProgressToken {
                token,
                answered_on: None,
            } => say!(
                "Ни один запрос этой сессии не передал маркер хода выполнения `{token}`; уведомление может ссылаться только на маркер выполняющегося запроса."
            ),
            Found::ProgressNotIncreasing {
                token,
                previous,
                value,
            } => say!(
                "Значение `progress` для маркера `{token}`\u{a0}— `{value}` после `{previous}`; сервер ДОЛЖЕН увеличивать его с каждым уведомлением."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::ProgressToken {
            token: "\"t1\"".into(),
            answered_on: Some(9),
        }
        .into(),
        Found::ProgressToken {
            token: "\"t1\"".into(),
            answered_on: None,
        }
        .into(),
        Found::ProgressNotIncreasing {
            token: "\"t1\"".into(),
            previous: "50".into(),
            value: "40".into(),
        }
        .into(),
    ]
}
