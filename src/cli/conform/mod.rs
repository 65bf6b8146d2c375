//! `mcp-anatomy conform`: asks a live server, over stdio or Streamable HTTP, the requests a
//! conforming server must refuse (and the read-only lists), and judges each refusal by the page
//! of the specification that prescribes it. Each check is a code of the catalogue, declared in
//! the module of its check (`rpc.rs`, `lookup.rs`, `http.rs`, `stdio.rs`), and ends `pass`,
//! `fail` or `skip`. The transports are the probe's.

mod http;
mod link;
mod lookup;
mod model;
mod output;
mod rpc;
mod stdio;

pub use output::{json, print};

use super::message::{Message, msg};
use super::model::seconds;
use super::model::{EXIT_FAILURE, EXIT_INVALID, EXIT_VALID, Format};
use super::options::{FailOn, OutputArgs, complain};
use super::probe::ProbeOptions;
use crate::spec::REVISION;
use crate::spec::codes::{Code, Severity};
use link::{Link, Reply};
use model::{Check, Conformance, Facts};
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
                "сервер отклонил `server/discover` ошибкой `{}`, одной из ошибок ревизии 2026-07-28: это современный сервер, но проверкам нужен его результат `server/discover`",
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
                    "запрос `server/discover` не дошёл ни до какого сервера".to_owned()
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
/// stdio. `Err` when the command cannot be started.
pub fn run(
    target: &[String],
    options: &ProbeOptions,
    extra: &[(String, String)],
) -> Result<Conformance, Message> {
    let mut link = Link::open(target, options, extra)?;
    let discover = link.ask_modern("server/discover", serde_json::Map::new());
    let mut conformance = Conformance {
        target: link.label.clone(),
        transport: link.transport(),
        checks: Vec::new(),
        not_run: None,
        out_of_reach: false,
        stderr: String::new(),
    };
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
            let checks = &mut conformance.checks;
            rpc::run(&mut link, &facts, checks);
            lookup::run(&mut link, &facts, checks);
            http::run(&mut link, &facts, checks);
        }
        None => {
            let (why, unreachable) = skip_reason(&discover);
            conformance.out_of_reach = unreachable || link.ended();
            if !conformance.out_of_reach {
                // A server of another era is no failure: every check says why it did not run.
                conformance.checks = all_skipped(&why);
            }
            conformance.not_run = Some(why);
        }
    }
    let ran = conformance.not_run.is_none();
    let (exit, stderr) = link.close();
    conformance.stderr = stderr;
    if ran {
        stdio::run(&link, exit, &mut conformance.checks);
    } else if let Some(gone) = stdio::gone(exit, link.ended()) {
        conformance.not_run = Some(gone);
    }
    Ok(conformance)
}

#[derive(clap::Args)]
pub struct ConformArgs {
    /// Seconds to wait for each answer.
    #[arg(long, default_value_t = 10.0)]
    timeout: f64,
    /// The revision the requests name.
    #[arg(long, default_value = REVISION)]
    protocol_version: String,
    /// `human`: a checklist by page; `json`: one object with every check; `junit`: a test case
    /// per check; `github` and `sarif`: a failed check each, as for `check`; `markdown`: a
    /// table.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// The least severe failed check that makes the exit status 1: a broken MUST (`error`) or
    /// also a broken SHOULD (`warning`).
    #[arg(long, value_enum, default_value_t = FailOn::Error)]
    fail_on: FailOn,
    /// A header every HTTP request carries, as `NAME: VALUE` (credentials, say); repeatable.
    #[arg(long = "header", value_name = "NAME: VALUE")]
    headers: Vec<String>,
    /// Also write the JSON report, every request and answer with it, to FILE.
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
    #[command(flatten)]
    output: OutputArgs,
    /// An http(s) URL, or the command that starts a stdio server (after `--`).
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
    target: Vec<String>,
}

/// `mcp-anatomy conform`: 2 when the server could not be started or reached, else 1 when a
/// check failed by a rule as severe as `--fail-on`, else 0.
pub fn main(args: &ConformArgs) -> u8 {
    let renderer = args.output.renderer();
    let lang = renderer.lang;
    let Ok(timeout) = seconds(args.timeout).map_err(|e| complain(&e, lang)) else {
        return EXIT_FAILURE;
    };
    let options = ProbeOptions {
        timeout,
        protocol_version: args.protocol_version.clone(),
        max_bytes: 16 * 1024 * 1024,
        discover_only: false,
        max_pages: 1,
        read: false,
    };
    let mut extra = Vec::new();
    for header in &args.headers {
        match header.split_once(':') {
            Some((name, value)) if !name.trim().is_empty() => {
                extra.push((name.trim().to_owned(), value.trim().to_owned()));
            }
            _ => {
                let problem = msg!(
                    "`--header` takes `NAME: VALUE`, not {}",
                    "`--header` принимает `NAME: VALUE`, а не «{}»",
                    header
                );
                complain(&problem, lang);
                return EXIT_FAILURE;
            }
        }
    }
    let run = match run(&args.target, &options, &extra) {
        Ok(run) => run,
        Err(problem) => {
            complain(&problem, lang);
            return EXIT_FAILURE;
        }
    };
    print(&run, args.format, &renderer);
    if let Some(path) = &args.save {
        let json = json(&run, lang, &renderer.spec_base);
        if let Err(e) = std::fs::write(path, format!("{json:#}\n")) {
            let problem = msg!(
                "cannot write {}: {}",
                "не удалось записать {}: {}",
                path.display(),
                e
            );
            complain(&problem, lang);
            return EXIT_FAILURE;
        }
    }
    let fail_on = match args.fail_on {
        FailOn::Error => Severity::Error,
        FailOn::Warning => Severity::Warning,
    };
    match (run.out_of_reach, run.fails(fail_on)) {
        (true, _) => EXIT_FAILURE,
        (false, true) => EXIT_INVALID,
        (false, false) => EXIT_VALID,
    }
}
