//! Legacy answers judged by the schema of the revision the server negotiated. The engine knows
//! 2026-07-28 only; an `initialize` result or a list of 2025-11-25 is validated here by
//! `jsonschema` against the definitions of that revision's official schema, which
//! `tests/revision_table.rs` extracts into `src/spec/revision_2025_11_25.json` (the binary
//! carries no copy of the shared folder, and a stale table fails that test).

use super::{Judged, Note};
use crate::cli::message::msg;
use crate::spec::codes::Severity;
use jsonschema::error::ValidationErrorKind;
use serde_json::{Value, json};
use std::sync::OnceLock;

/// The revision the table holds, and what the probe offers in `initialize`.
pub const LEGACY_REVISION: &str = "2025-11-25";

const TABLE: &str = include_str!("../../spec/revision_2025_11_25.json");

/// The most schema findings reported for one answer: the first ones name the problem.
const MOST_FINDINGS: usize = 12;

/// The most characters of the validator's own sentence quoted in a finding.
const QUOTED_CHARS: usize = 200;

/// The revision an answer is judged by, and the note a reader needs when that is not the one
/// the server negotiated: 2025-06-18 and earlier are judged by the 2025-11-25 rules.
pub fn judged_by(negotiated: &str) -> (&'static str, Option<Note>) {
    if negotiated == LEGACY_REVISION {
        return (LEGACY_REVISION, None);
    }
    let note = Note {
        severity: Severity::Info,
        message: msg!(
            "The server negotiated revision {}; the probe holds the schema of {} only, so its answers are judged by the {} rules. Where the two differ (2025-11-25 added icons, a description of the implementation, tasks, URL-mode elicitation), a member the older revision lacks is accepted as optional.",
            "Сервер согласовал ревизию {}; у пробы есть схема только ревизии {}, поэтому его ответы проверяются по правилам ревизии {}. Где ревизии расходятся (в ревизии 2025-11-25 добавлены `icons`, `description` в `Implementation`, `tasks` и запрос данных у пользователя в режиме URL), поле, которого нет в старой ревизии, принимается как необязательное.",
            negotiated,
            LEGACY_REVISION,
            LEGACY_REVISION
        ),
    };
    (LEGACY_REVISION, Some(note))
}

/// The definition of the table a method's result is, when the table has it.
fn root_of(method: &str) -> Option<&'static str> {
    Some(match method {
        "initialize" => "InitializeResult",
        "tools/list" => "ListToolsResult",
        "prompts/list" => "ListPromptsResult",
        "resources/list" => "ListResourcesResult",
        "resources/templates/list" => "ListResourceTemplatesResult",
        "resources/read" => "ReadResourceResult",
        _ => return None,
    })
}

fn validator(root: &str) -> Option<jsonschema::Validator> {
    static DEFS: OnceLock<Value> = OnceLock::new();
    let defs = DEFS.get_or_init(|| {
        (serde_json::from_str::<Value>(TABLE).ok())
            .and_then(|mut table| table.get_mut("$defs").map(Value::take))
            .unwrap_or(Value::Null)
    });
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .build(&json!({"$ref": format!("#/$defs/{root}"), "$defs": defs}))
        .ok()
}

/// Judges the answer to `method` by the schema of [`LEGACY_REVISION`]: findings on an error
/// answer, on a message without a result, and on each way the result breaks the schema (these
/// with the JSON pointer of the value, from the message's root).
pub fn judge(method: &str, text: &str) -> Vec<Judged> {
    let error = |message| Judged {
        at: None,
        note: Note {
            severity: Severity::Error,
            message,
        },
    };
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return vec![error(msg!("The answer is not JSON.", "Ответ — не JSON."))];
    };
    if let Some(refusal) = message.get("error") {
        let code = refusal.get("code").map_or(String::new(), Value::to_string);
        return vec![error(if method == "initialize" {
            msg!(
                "`initialize` was refused with error `{}`: a client of {} has nothing to walk.",
                "На `initialize` пришла ошибка `{}`: клиенту ревизии {} нечего обходить.",
                code,
                LEGACY_REVISION
            )
        } else {
            msg!(
                "{} answered with error `{}`, although the server advertises it (judged by {}).",
                "На {} пришла ошибка `{}`, хотя сервер объявляет этот метод (по ревизии {}).",
                method,
                code,
                LEGACY_REVISION
            )
        })];
    }
    let Some(result) = message.get("result") else {
        return vec![error(msg!(
            "The answer carries neither result nor error.",
            "В ответе нет ни `result`, ни `error`."
        ))];
    };
    let Some(validator) = root_of(method).and_then(validator) else {
        return Vec::new();
    };
    (validator.iter_errors(result))
        .take(MOST_FINDINGS)
        .map(|found| {
            let at = format!("/result{}", found.instance_path().as_str());
            // The validator's sentence quotes the failing value, which may be a whole tool.
            let says = found.to_string();
            let says = match says.char_indices().nth(QUOTED_CHARS) {
                Some((end, _)) => format!("{}…", &says[..end]),
                None => says,
            };
            Judged {
                note: error(describe(found.kind(), &at, &says)).note,
                at: Some(at),
            }
        })
        .collect()
}

/// One schema finding as a sentence naming the revision; the validator's own words (English)
/// are quoted where no sentence of ours says more.
fn describe(
    kind: &ValidationErrorKind,
    at: &str,
    validator_says: &str,
) -> crate::cli::message::Message {
    match kind {
        ValidationErrorKind::Required { property } => msg!(
            "{}: the member {} is required by revision {}.",
            "{}: поле {} обязательно по ревизии {}.",
            at,
            property,
            LEGACY_REVISION
        ),
        ValidationErrorKind::AdditionalProperties { unexpected } => msg!(
            "{}: revision {} does not allow the members {}.",
            "{}: ревизия {} не допускает поля {}.",
            at,
            LEGACY_REVISION,
            unexpected.join(", ")
        ),
        _ => msg!(
            "{}: breaks the schema of revision {} (the validator says «{}»).",
            "{}: нарушает схему ревизии {} (валидатор сообщает «{}»).",
            at,
            LEGACY_REVISION,
            validator_says
        ),
    }
}
