//! One run of conform, live or replaying a record: `server/discover`, then each module's checks
//! in order, then the checks of the whole run; or why none could run.

use super::call;
use super::http;
use super::link::{Link, Reply};
use super::lookup;
use super::model::{Check, Checklist, Conformance, Facts, Wire};
use super::rpc;
use super::stdio;
use crate::cli::message::{Message, msg};
use crate::cli::probe::ProbeOptions;
use crate::spec::codes::Code;
use serde_json::Value;

/// The reason every check skips when the server is not a 2026-07-28 one.
fn skip_reason(discover: &Reply) -> (Message, bool) {
    let error = discover.error_code();
    match (&discover.message, error) {
        // conform sends no credentials: a server behind authorization cannot be checked.
        (None, _) if matches!(discover.status, Some(401 | 403)) => (
            msg!(
                "the server answered `server/discover` with HTTP {}: it asks for authorization; give conform the credentials with `--header`",
                "сервер ответил на `server/discover` статусом HTTP {}: он требует авторизации; укажите учётные данные в параметре `--header`",
                discover.status.unwrap_or_default()
            ),
            true,
        ),
        (_, Some(-32022)) => (
            msg!(
                "the server does not serve the revision asked for; give `--protocol-version` one it lists in its -32022 answer",
                "сервер не поддерживает запрошенную ревизию; укажите в `--protocol-version` одну из ревизий, которые он перечисляет в ответе с ошибкой `-32022`"
            ),
            false,
        ),
        (_, Some(code @ (-32020 | -32021))) => (
            msg!(
                "the server refused `server/discover` with {}, one of the errors of 2026-07-28: it is a modern server, but the checks need its discover result",
                "сервер отклонил `server/discover` ошибкой `{}`, которую определяет ревизия 2026-07-28: это современный сервер, но проверкам нужен его результат `server/discover`",
                code
            ),
            false,
        ),
        (Some(_), _) => (
            msg!(
                "the server does not answer `server/discover` with a result: it is a legacy server (before 2026-07-28), whose revision defines none of these checks",
                "сервер не отвечает на `server/discover` результатом: это сервер прежней ревизии (до 2026-07-28), для которой эти проверки не определены"
            ),
            false,
        ),
        (None, _) => (
            msg! {
                en: format!("the server gave no answer to `server/discover`: {}", discover.describe().en),
                ru: if discover.unreachable {
                    "запрос `server/discover` не дошёл до сервера".to_owned()
                } else {
                    format!("на `server/discover` {}", discover.came_ru())
                },
            },
            // Nothing came back at all (no answer in time, no HTTP status): nothing to judge.
            discover.unreachable || discover.status.is_none(),
        ),
    }
}

/// Every check of the catalogue's `conform/` codes, skipped for `why`, each under its page.
fn all_skipped(why: &Message) -> Vec<Check> {
    (Code::ALL.iter())
        .filter(|code| code.info().origin.starts_with("crate::cli::conform"))
        .map(|code| Check::skip(*code, code.info().page.path(), why.clone()))
        .collect()
}

/// Runs every check against the server `target` names: a URL, or a command to start over
/// stdio; `calls` are the tools and prompts `--call` names. `Err` when the command cannot be
/// started.
pub fn run(
    target: &[String],
    options: &ProbeOptions,
    extra: &[(String, String)],
    calls: &[String],
) -> Result<Conformance, Message> {
    let link = Link::open(target, options, extra)?;
    Ok(run_on(link, options, calls).0)
}

/// Runs every check through `link`, live or replaying a record: the same requests, judged by
/// the same code. Also whether a replayed record held other exchanges than the run asked for.
pub(super) fn run_on(
    mut link: Link,
    options: &ProbeOptions,
    calls: &[String],
) -> (Conformance, bool) {
    let discover = link.ask_modern("server/discover", serde_json::Map::new());
    let mut conformance = Conformance {
        target: link.label.clone(),
        transport: link.transport(),
        checks: Vec::new(),
        not_run: None,
        out_of_reach: false,
        stderr: String::new(),
        wire: Wire {
            protocol_version: options.protocol_version.clone(),
            timeout_seconds: options.timeout.as_secs_f64(),
            calls: calls.to_vec(),
            discover: link.log.clone(),
            ..Wire::default()
        },
    };
    let mut checks = Checklist::default();
    checks.skip_past(&link.log);
    let result = discover
        .result()
        .filter(|r| r.get("supportedVersions").is_some());
    match result {
        Some(result) => {
            let facts = Facts {
                capabilities: result.get("capabilities").cloned().unwrap_or(Value::Null),
                supported: (result.get("supportedVersions").and_then(Value::as_array))
                    .map(|versions| {
                        (versions.iter())
                            .filter_map(|v| v.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default(),
            };
            rpc::run(&mut link, &facts, &mut checks);
            lookup::run(&mut link, &facts, &mut checks);
            http::run(&mut link, &facts, &mut checks);
            call::run(&mut link, &facts, calls, &mut checks);
        }
        None => {
            let (why, unreachable) = skip_reason(&discover);
            conformance.out_of_reach = unreachable || link.ended();
            if !conformance.out_of_reach {
                // A server of another era is no failure: every check says why it did not run.
                for check in all_skipped(&why) {
                    checks.add(check, &link.log);
                }
            }
            conformance.not_run = Some(why);
        }
    }
    let ran = conformance.not_run.is_none();
    let (exit, stderr) = link.close();
    conformance.stderr = stderr;
    if ran {
        stdio::run(&link, exit, &mut checks);
    } else if let Some(gone) = stdio::gone(exit, link.ended()) {
        conformance.not_run = Some(gone);
    }
    conformance.checks = checks.checks;
    let wire = &mut conformance.wire;
    wire.stdout_notes = std::mem::take(&mut link.stdout_notes);
    wire.server_requests = std::mem::take(&mut link.server_requests);
    wire.ended = link.ended();
    wire.exit = exit;
    (conformance, link.replay_off())
}
