//! The native command line: `mcp-anatomy check`, `probe`, `diff` and `docs`. A thin front end: it
//! reads input, calls the engine (or src/surface) and prints reports.

pub mod budget;
mod ci;
mod conform;
mod diff;
pub mod docs;
pub mod inputs;
pub(crate) mod message;
mod migration;
mod model;
mod options;
mod probe;
mod render;

use crate::spec::codes::Severity;
use crate::spec::{Lang, REVISION};
use budget::BudgetArgs;
use clap::{Parser, Subcommand, ValueEnum};
use inputs::Input;
use message::msg;
pub use model::{EXIT_FAILURE, EXIT_INVALID, EXIT_VALID};
use model::{Format, RevisionArg, said, seconds};
use options::{FailOn, OutputArgs, complain};
use render::Renderer;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mcp-anatomy",
    version,
    about = "Checks what an MCP server answers (server/discover and the cacheable results) against MCP 2026-07-28"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check server responses, bare results and stdio transcripts in files, directories, or on
    /// standard input.
    Check {
        /// Files and directories to check (a directory: its *.json and *.jsonl files, at any
        /// depth); `-` or nothing reads standard input. A .jsonl file holds one message a line.
        inputs: Vec<String>,
        /// `human`: excerpts with markers; `json`: one JSON object per document; `sarif`: SARIF
        /// 2.1.0; `github`: GitHub Actions annotations; `junit`: JUnit XML.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The least severe finding that makes the exit status 1.
        #[arg(long, value_enum, default_value_t = FailOn::Error)]
        fail_on: FailOn,
        /// The method every document answers (`tools/list`, `resources/read` …); without it the
        /// members of a result tell, and in a JSON Lines transcript each request's id does.
        #[arg(long)]
        method: Option<String>,
        /// The revision the answers are judged by: `2025-11-25` for a server reached through
        /// `initialize`, such as a tool list it published (its schema, not today's).
        #[arg(long, value_enum, default_value = "2026-07-28")]
        revision: RevisionArg,
        #[command(flatten)]
        output: OutputArgs,
        #[command(flatten)]
        limits: BudgetArgs,
    },
    /// Ask a live server for server/discover, then walk every list it offers, checking each
    /// answer: `probe URL` over Streamable HTTP, `probe -- COMMAND [ARGS...]` over stdio.
    Probe {
        /// Seconds to wait for each answer (connection, first byte and whole exchange).
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
        /// The revision the request asks for; another one tests the server's -32022 answer.
        #[arg(long, default_value = REVISION)]
        protocol_version: String,
        /// The most bytes read from the server for one answer before giving up.
        #[arg(long, value_name = "N", default_value_t = 16 * 1024 * 1024)]
        max_answer_bytes: usize,
        /// Stop after server/discover instead of walking every list.
        #[arg(long)]
        discover_only: bool,
        /// The most pages of one list the walk follows.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u16).range(1..))]
        max_pages: u16,
        /// Also read the first resource that resources/list names.
        #[arg(long)]
        read: bool,
        /// Write every request and answer, in order, to FILE as a JSON Lines transcript (name
        /// it .jsonl): `check FILE` reports the codes this probe reports.
        #[arg(long, value_name = "FILE")]
        save: Option<std::path::PathBuf>,
        /// `human` reads as a summary; `json` is one object; `sarif`, `github` and `junit` are
        /// as for `check`, each answer named by its request. For a legacy server each adds the
        /// migration report to 2026-07-28, and `markdown` prints that report alone.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// With `--format human`: also print every answer as the server sent it (or the
        /// request, where no answer came).
        #[arg(long)]
        verbose: bool,
        #[command(flatten)]
        output: OutputArgs,
        #[command(flatten)]
        limits: BudgetArgs,
        /// An http(s) URL, or the command that starts a stdio server (after `--`).
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
        target: Vec<String>,
    },
    /// Ask a live server what a 2026-07-28 server must refuse (an unknown method, tool, prompt
    /// or resource, a request without its `_meta`, headers unlike the body …) and judge each
    /// answer by its page: `conform URL` (HTTP) or `conform -- COMMAND [ARGS...]` (stdio). It
    /// calls no tool and gets no prompt that exists unless `--call` names it.
    Conform(conform::ConformArgs),
    /// Compare two versions of a server's lists and capabilities (answers, transcripts, saved
    /// probe walks, or folders of them) and classify each change as breaking, risky or safe
    /// for the clients built against OLD.
    Diff {
        /// What the old server answered: a file, a folder of *.json and *.jsonl files, or `-`.
        old: String,
        /// What the new server answers, read the same way.
        new: String,
        /// `human`: for people; `json`: one object; `sarif`, `github`, `junit`: as for
        /// `check`; `markdown`: a pull-request comment, a table per class.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The least serious class of change that makes the exit status 1.
        #[arg(long, value_enum, default_value_t = FailOnChange::Breaking)]
        fail_on: FailOnChange,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Write a server's tools, prompts, resources and templates as a reference page (HTML or
    /// Markdown), with the validator's findings at the items they concern.
    Docs(docs::DocsArgs),
}

#[derive(Clone, Copy, ValueEnum)]
enum FailOnChange {
    Breaking,
    Risky,
    Any,
}

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let status = match cli.command {
        Command::Check {
            inputs,
            format,
            fail_on,
            method,
            revision,
            output,
            limits,
        } => {
            let fail_on = match fail_on {
                FailOn::Error => Severity::Error,
                FailOn::Warning => Severity::Warning,
            };
            let mut renderer = output.renderer();
            renderer.revision = revision.date();
            check(
                &inputs,
                (method.as_deref(), revision),
                format,
                fail_on,
                &renderer,
                &limits,
            )
        }
        Command::Probe {
            timeout,
            protocol_version,
            max_answer_bytes,
            discover_only,
            max_pages,
            read,
            save,
            format,
            verbose,
            output,
            limits,
            target,
        } => {
            let Ok(timeout) = seconds(timeout).map_err(|e| complain(&e, output.renderer().lang))
            else {
                return ExitCode::from(EXIT_FAILURE);
            };
            let options = probe::ProbeOptions {
                timeout,
                protocol_version,
                max_bytes: max_answer_bytes,
                discover_only,
                max_pages: usize::from(max_pages),
                read,
            };
            run_probe(
                &target,
                &options,
                save.as_deref(),
                &output.renderer(),
                format,
                verbose,
                &limits,
            )
        }
        Command::Conform(args) => conform::main(&args),
        Command::Diff {
            old,
            new,
            format,
            fail_on,
            output,
        } => {
            let fail_on = match fail_on {
                FailOnChange::Breaking => crate::surface::Class::Breaking,
                FailOnChange::Risky => crate::surface::Class::Risky,
                FailOnChange::Any => crate::surface::Class::Safe,
            };
            diff::run(&old, &new, format, fail_on, &output.renderer())
        }
        Command::Docs(args) => docs::run(&args),
    };
    ExitCode::from(status)
}

fn check(
    args: &[String],
    (method, revision): (Option<&str>, RevisionArg),
    format: Format,
    fail_on: Severity,
    renderer: &Renderer,
    limits: &BudgetArgs,
) -> u8 {
    let lang = renderer.lang;
    if limits.is_on() {
        budget::warm_up();
    }
    let inputs = inputs::check_all(args, method, revision);
    if matches!(format, Format::Markdown) {
        return migrations(&inputs, renderer);
    }
    if inputs.is_empty() {
        let problem = msg!(
            "no `*.json` or `*.jsonl` file in {}",
            "в {} нет ни одного файла `*.json` или `*.jsonl`",
            args.join(", ")
        );
        complain(&problem, lang);
        return EXIT_FAILURE;
    }
    for problem in inputs.iter().filter_map(|i| i.content.as_ref().err()) {
        complain(problem, lang);
    }
    let budgets = match limits.is_on() {
        true => budget::of_inputs(&inputs, limits, renderer.lang),
        false => Vec::new(),
    };
    // The records of `conform --save`, judged again by conform's checks.
    let records = conform::records(&inputs);
    for problem in records.iter().filter_map(conform::Rejudged::problem) {
        complain(&problem, lang);
    }
    let base = renderer.spec_base.as_str();
    let mut remarks: Vec<model::Remark> = saved_remarks(&inputs, lang);
    remarks.extend(budgets.iter().flat_map(|b| b.remarks(renderer.lang)));
    remarks.extend(records.iter().flat_map(|r| r.remarks(lang, base)));
    match format {
        Format::Human => {
            for record in &records {
                print!("{}", record.human(lang, base));
            }
            let records_only =
                (inputs.iter()).all(|i| i.content.as_ref().is_ok_and(|c| c.conform_record));
            if !records_only {
                renderer.human(&inputs);
            }
            for budget in &budgets {
                print!("{}", budget.human(renderer.lang));
            }
        }
        Format::Json => {
            renderer.json_lines(&inputs);
            for record in records.iter().filter_map(|r| r.json(lang, base)) {
                println!("{record}");
            }
            for budget in &budgets {
                println!("{}", budget.json_line(renderer.lang));
            }
        }
        Format::Sarif => println!(
            "{}",
            serde_json::to_string_pretty(&ci::sarif(&inputs, &remarks, renderer))
                .unwrap_or_default()
        ),
        Format::Github => print!("{}", ci::github(&inputs, &remarks, renderer)),
        Format::Junit => print!("{}", ci::junit(&inputs, &remarks, renderer, fail_on)),
        // Refused before reading the inputs.
        Format::Markdown => {}
    }
    let judged = match records.iter().any(conform::Rejudged::unjudged) {
        true => EXIT_FAILURE,
        false => u8::from(records.iter().any(|r| r.fails(fail_on))) * EXIT_INVALID,
    };
    (exit_status(&inputs, fail_on).max(budget::exit_status(&budgets))).max(judged)
}

/// The probe's notes in saved legacy walks as remarks of the CI formats, each at its answer's
/// line (the engine's findings of the walk are among the input's documents).
fn saved_remarks(inputs: &[Input], lang: Lang) -> Vec<model::Remark> {
    let mut remarks = Vec::new();
    for input in inputs {
        let Ok(checked) = &input.content else {
            continue;
        };
        for judgement in checked.judgements() {
            remarks.extend(judgement.notes.iter().map(|note| model::Remark {
                code: note.code,
                about: format!(
                    "{}:{} {}",
                    input.label,
                    judgement.line,
                    judgement.exchange.name()
                ),
                message: note.message.get(lang).to_owned(),
                place: Some((input.label.clone(), judgement.line)),
            }));
        }
    }
    remarks
}

/// `check --format markdown`: the migration report of each saved legacy walk among the inputs.
fn migrations(inputs: &[Input], renderer: &Renderer) -> u8 {
    let lang = renderer.lang;
    let walks: Vec<&probe::saved::Saved> = (inputs.iter())
        .filter_map(|input| input.content.as_ref().ok()?.legacy.as_ref())
        .collect();
    let reports: Vec<migration::Migration> = (walks.iter())
        .filter_map(|walk| migration::build(&walk.outcome))
        .collect();
    if reports.is_empty() {
        let problem = msg!(
            "`--format markdown` is the migration report of a legacy server: give the walk `probe --save` wrote of one (`check` otherwise takes `human`, `json`, `sarif`, `github` or `junit`)",
            "`--format markdown`\u{a0}— это отчёт о переходе для прежнего сервера: укажите его обход, записанный `probe --save` (в остальных случаях `check` принимает `human`, `json`, `sarif`, `github` или `junit`)"
        );
        complain(&problem, lang);
        return EXIT_FAILURE;
    }
    for report in &reports {
        print!("{}", report.write(lang, &renderer.spec_base, true));
    }
    EXIT_VALID
}

/// 2 when an input could not be read, else 1 when a finding reaches `fail_on`, else 0.
fn exit_status(inputs: &[Input], fail_on: Severity) -> u8 {
    let mut status = EXIT_VALID;
    for input in inputs {
        match &input.content {
            Err(_) => return EXIT_FAILURE,
            Ok(checked) => {
                let judged = (checked.judgements().iter())
                    .any(|j| j.notes.iter().any(|n| n.severity() >= fail_on));
                let failing = judged
                    || (checked.documents.iter())
                        .flat_map(|d| &d.report.diagnostics)
                        .any(|d| d.diagnostic.severity() >= fail_on);
                if failing {
                    status = EXIT_INVALID;
                }
            }
        }
    }
    status
}

fn run_probe(
    target: &[String],
    options: &probe::ProbeOptions,
    save: Option<&std::path::Path>,
    renderer: &Renderer,
    format: Format,
    verbose: bool,
    limits: &BudgetArgs,
) -> u8 {
    if limits.is_on() {
        budget::warm_up();
    }
    let outcome = match probe::run(target, options) {
        Ok(outcome) => outcome,
        Err(problem) => {
            complain(&problem, renderer.lang);
            return EXIT_FAILURE;
        }
    };
    let migration = migration::build(&outcome);
    // The walk's tools list, read from the transcript; its lines are those of the `--save` file.
    let budget = (limits.is_on())
        .then(|| budget::of_probe(&outcome.transcript, save, limits))
        .flatten();
    let (lang, base) = (renderer.lang, renderer.spec_base.as_str());
    match format {
        Format::Human => {
            let repeats = renderer.probe(&outcome, verbose);
            if let Some(migration) = &migration {
                print!("{}", migration.write(lang, base, false));
            }
            if limits.is_on() {
                match &budget {
                    Some(budget) => print!("\n{}", budget.human(lang)),
                    None => println!("\n{}", said(&budget::no_tools_list(), lang)),
                }
            }
            println!("\n{}", renderer.probe_totals(&outcome, repeats));
        }
        Format::Json => {
            let mut json = serde_json::to_value(outcome.to_json(lang, base)).unwrap_or_default();
            if let (Some(migration), Some(members)) = (&migration, json.as_object_mut()) {
                members.insert("migration".into(), migration.to_json(lang, base));
            }
            if let (true, Some(members)) = (limits.is_on(), json.as_object_mut()) {
                let budget = budget.as_ref().map(|b| b.probe_json(lang));
                members.insert("budget".into(), budget.into());
            }
            println!("{json}");
        }
        Format::Markdown => match &migration {
            Some(migration) => print!("{}", migration.write(lang, base, true)),
            None => println!("{}", probe::no_migration(&outcome).get(lang)),
        },
        Format::Sarif | Format::Github | Format::Junit => {
            let (inputs, mut remarks) = outcome.for_ci(lang);
            remarks.extend(migration.iter().flat_map(|m| m.remarks(lang, base)));
            remarks.extend(budget.iter().flat_map(|b| b.remarks(lang)));
            match format {
                Format::Sarif => println!(
                    "{}",
                    serde_json::to_string_pretty(&ci::sarif(&inputs, &remarks, renderer))
                        .unwrap_or_default()
                ),
                Format::Github => print!("{}", ci::github(&inputs, &remarks, renderer)),
                _ => print!(
                    "{}",
                    ci::junit(&inputs, &remarks, renderer, Severity::Error)
                ),
            }
        }
    }
    // The report is printed first: a transcript that cannot be written costs only itself.
    if let Some(path) = save
        && let Err(e) = std::fs::write(path, &outcome.transcript)
    {
        let problem = msg!(
            "cannot write {}: {}",
            "не удалось записать {}: {}",
            path.display(),
            e
        );
        complain(&problem, renderer.lang);
        return EXIT_FAILURE;
    }
    let budget_status = budget::exit_status(budget.as_slice());
    // A server that could not be started is not a verdict on it.
    if outcome.era().is_out_of_reach() {
        return EXIT_FAILURE;
    }
    if outcome.is_valid() {
        budget_status
    } else {
        EXIT_INVALID
    }
}
