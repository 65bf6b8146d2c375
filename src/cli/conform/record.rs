//! `conform --save`: the run as a record, and the record judged again. The record is the JSON
//! report with every exchange of each check (the request as sent, with its verb and headers
//! over HTTP; the answer as it came, with its status and content type), the options the run
//! asked with, the discover exchange, and what the transport saw besides (stdout, the server's
//! requests, its end). `check` judges it by running the same checks again through a link that
//! answers each request with the next recorded reply: the same code judges the same answers,
//! so the same checks fail.

use super::link::{Link, Replayed};
use super::model::{Conformance, Ended};
use super::output;
use super::reply::Reply;
use super::run::run_on;
use crate::cli::message::{Message, msg};
use crate::cli::model::CONFORM_RECORD;
use crate::cli::probe::ProbeOptions;
use crate::spec::Lang;
use serde_json::{Value, json};
use std::collections::VecDeque;

/// The version of the record's form this build writes and reads.
const VERSION: u64 = 1;

/// The record of `run`: its JSON report, in `lang`, and what judging it again needs.
pub fn of(run: &Conformance, lang: Lang, base: &str) -> Value {
    let mut record = output::json(run, lang, base);
    let wire = &run.wire;
    let exit = match wire.exit {
        None => Value::Null,
        Some(Ended::Exited(code)) => json!({"code": code}),
        Some(Ended::Killed) => json!("killed"),
    };
    let notes: Vec<Value> = (wire.stdout_notes.iter())
        .map(|note| json!({"en": note.get(Lang::En), "ru": note.get(Lang::Ru)}))
        .collect();
    let members = [
        ("format", json!(CONFORM_RECORD)),
        ("version", json!(VERSION)),
        (
            "options",
            json!({
                "protocolVersion": wire.protocol_version,
                "timeoutSeconds": wire.timeout_seconds,
                "call": wire.calls,
            }),
        ),
        (
            "discover",
            Value::Array(wire.discover.iter().map(Reply::to_json).collect()),
        ),
        ("stdoutNotes", Value::Array(notes)),
        ("serverRequests", json!(wire.server_requests)),
        ("ended", json!(wire.ended)),
        ("exit", exit),
    ];
    if let Some(object) = record.as_object_mut() {
        for (name, value) in members {
            object.insert(name.to_owned(), value);
        }
    }
    record
}

/// Why a record cannot be judged again, in every language.
fn unreadable(problem: Problem) -> Message {
    match problem {
        Problem::Json(error) => msg!(
            "the record of `conform --save` is not JSON: {}",
            "запись `conform --save` не является JSON: {}",
            error
        ),
        Problem::Version(version) => msg!(
            "the record of `conform --save` is of version {}; this version of `mcp-anatomy` reads version {}",
            "у записи `conform --save` версия формата {}, а эта версия `mcp-anatomy` читает только версию {}",
            version,
            VERSION
        ),
        Problem::Field(pointer) => msg!(
            "the record of `conform --save` cannot be judged again: the field {} is missing or not what conform writes there",
            "запись `conform --save` нельзя проверить заново: поле `{}` отсутствует или содержит не то, что туда записывает `conform`",
            pointer
        ),
        Problem::Exchanges => msg!(
            "the record of `conform --save` holds other exchanges than its checks ask for: it was edited, or written with other `--call` names than it lists",
            "в записи `conform --save` не те обмены, которых требуют её проверки: запись изменили вручную или при её создании в `--call` назвали другие имена, чем указаны в ней"
        ),
    }
}

enum Problem {
    Json(String),
    Version(String),
    /// The JSON pointer of the field.
    Field(String),
    Exchanges,
}

/// The run a record keeps, judged again by the checks of this build.
pub fn rejudge(text: &str) -> Result<Conformance, Message> {
    replay(text).map_err(unreadable)
}

fn replay(text: &str) -> Result<Conformance, Problem> {
    let record: Value = serde_json::from_str(text).map_err(|e| Problem::Json(e.to_string()))?;
    let version = record.get("version").unwrap_or(&Value::Null);
    if version.as_u64() != Some(VERSION) {
        return Err(Problem::Version(version.to_string()));
    }
    let field = |pointer: &str| record.pointer(pointer).unwrap_or(&Value::Null);
    let wrong = |pointer: &str| Problem::Field(pointer.to_owned());
    let text_at = |pointer: &str| {
        (field(pointer).as_str())
            .map(str::to_owned)
            .ok_or_else(|| wrong(pointer))
    };
    let array_at = |pointer: &str| field(pointer).as_array().ok_or_else(|| wrong(pointer));
    let strings_at = |pointer: &str| -> Result<Vec<String>, Problem> {
        (array_at(pointer)?.iter().enumerate())
            .map(|(index, item)| {
                (item.as_str().map(str::to_owned))
                    .ok_or_else(|| wrong(&format!("{pointer}/{index}")))
            })
            .collect()
    };
    let timeout = (field("/options/timeoutSeconds").as_f64())
        .filter(|s| *s > 0.0)
        .and_then(|s| std::time::Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| wrong("/options/timeoutSeconds"))?;
    let options = ProbeOptions {
        timeout,
        protocol_version: text_at("/options/protocolVersion")?,
        max_bytes: 0,
        discover_only: false,
        max_pages: 1,
        read: false,
    };
    let calls = strings_at("/options/call")?;
    let mut replies = VecDeque::new();
    let mut add = |list: &[Value], at: &str| -> Result<(), Problem> {
        for (index, exchange) in list.iter().enumerate() {
            let reply = Reply::from_json(exchange, &format!("{at}/{index}"));
            replies.push_back(reply.map_err(Problem::Field)?);
        }
        Ok(())
    };
    add(array_at("/discover")?, "/discover")?;
    for (index, check) in array_at("/checks")?.iter().enumerate() {
        let at = format!("/checks/{index}/exchanges");
        let exchanges = check.get("exchanges").and_then(Value::as_array);
        add(exchanges.ok_or_else(|| wrong(&at))?, &at)?;
    }
    let stdout_notes = (array_at("/stdoutNotes")?.iter().enumerate())
        .map(|(index, note)| match (note.get("en"), note.get("ru")) {
            (Some(Value::String(en)), Some(Value::String(ru))) => Ok(msg! {
                en: en.clone(),
                ru: ru.clone(),
            }),
            _ => Err(wrong(&format!("/stdoutNotes/{index}"))),
        })
        .collect::<Result<Vec<Message>, Problem>>()?;
    let exit = match field("/exit") {
        Value::Null => None,
        Value::String(killed) if killed == "killed" => Some(Ended::Killed),
        Value::Object(exited) => match exited.get("code") {
            Some(Value::Null) => Some(Ended::Exited(None)),
            Some(code) => Some(Ended::Exited(Some(
                (code.as_i64())
                    .and_then(|c| i32::try_from(c).ok())
                    .ok_or_else(|| wrong("/exit/code"))?,
            ))),
            None => return Err(wrong("/exit/code")),
        },
        _ => return Err(wrong("/exit")),
    };
    let http = match text_at("/transport")?.as_str() {
        "http" => true,
        "stdio" => false,
        _ => return Err(wrong("/transport")),
    };
    let replayed = Replayed {
        http,
        replies,
        stdout_notes,
        server_requests: strings_at("/serverRequests")?,
        ended: field("/ended").as_bool().ok_or_else(|| wrong("/ended"))?,
        exit,
        stderr: field("/stderr").as_str().unwrap_or_default().to_owned(),
    };
    let link = Link::replay(replayed, &options, text_at("/target")?);
    let (run, off) = run_on(link, &options, &calls);
    match off {
        true => Err(Problem::Exchanges),
        false => Ok(run),
    }
}
