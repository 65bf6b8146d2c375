//! `mcp-anatomy conform`: asks a live server, over stdio or Streamable HTTP, the requests a
//! conforming server must refuse (and the read-only lists), and judges each refusal by the page
//! of the specification that prescribes it. Each check is a code of the catalogue, declared in
//! the module of its check (`rpc.rs`, `lookup.rs`, `http.rs`, `stdio.rs`), and ends `pass`,
//! `fail` or `skip`. The transports are the probe's.

mod call;
mod checked;
mod http;
mod link;
mod lookup;
mod model;
mod output;
pub mod record;
mod reply;
mod rpc;
mod run;
mod stdio;

pub use checked::{Rejudged, records};
pub use run::run;

use super::message::msg;
use super::model::seconds;
use super::model::{EXIT_FAILURE, EXIT_INVALID, EXIT_VALID, Format};
use super::options::{FailOn, OutputArgs, complain};
use super::probe::ProbeOptions;
use crate::spec::REVISION;
use crate::spec::codes::Severity;
use output::print;

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
    /// Also write the run to FILE: the JSON report with every exchange of each check (the
    /// request, its headers, the answer and its status), which `check FILE` judges again to
    /// the same codes.
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
    /// Call this tool (or get this prompt) with arguments made from its schema, and judge the
    /// answer and, over HTTP, its `Mcp-Name` and `Mcp-Param-*` headers; repeatable. Without
    /// it conform calls no tool and gets no prompt that exists.
    #[arg(long = "call", value_name = "NAME")]
    calls: Vec<String>,
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
    let run = match run(&args.target, &options, &extra, &args.calls) {
        Ok(run) => run,
        Err(problem) => {
            complain(&problem, lang);
            return EXIT_FAILURE;
        }
    };
    print(&run, args.format, &renderer);
    if let Some(path) = &args.save {
        let record = record::of(&run, lang, &renderer.spec_base);
        if let Err(e) = std::fs::write(path, format!("{record:#}\n")) {
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
