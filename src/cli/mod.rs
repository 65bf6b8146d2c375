//! The native command line: `mcp-anatomy check` and `mcp-anatomy probe`. A thin front end:
//! it reads input, calls the engine and prints reports.

mod probe;
mod render;

use crate::engine;
use crate::spec::{DEFAULT_SPEC_BASE, Lang, REVISION};
use clap::{Parser, Subcommand, ValueEnum};
use render::Renderer;
use std::io::Read;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mcp-anatomy",
    version,
    about = "Checks MCP server/discover responses against MCP 2026-07-28"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check server/discover responses in files, or on standard input.
    Check {
        /// Files to check; `-` or nothing reads standard input.
        files: Vec<String>,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Ask a live server for server/discover and check its answer:
    /// `probe URL` over Streamable HTTP, `probe -- COMMAND [ARGS...]` over stdio.
    Probe {
        /// Seconds to wait for the answer (connection, first byte and whole exchange).
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
        /// The revision the request asks for; another one tests the server's -32022 answer.
        #[arg(long, default_value = REVISION)]
        protocol_version: String,
        /// The most bytes read from the server before giving up.
        #[arg(long, default_value_t = 16 * 1024 * 1024)]
        max_bytes: usize,
        #[command(flatten)]
        output: OutputArgs,
        /// An http(s) URL, or the command that starts a stdio server (after `--`).
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
        target: Vec<String>,
    },
}

#[derive(clap::Args)]
struct OutputArgs {
    /// `human` prints excerpts with markers; `json` prints one JSON object per input.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Language of messages.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    lang: LangArg,
    /// Base URL of the specification for links.
    #[arg(long, default_value = DEFAULT_SPEC_BASE)]
    spec_base: String,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Human,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Ru,
}

/// Exit statuses shared by every subcommand.
pub const EXIT_VALID: u8 = 0;
pub const EXIT_INVALID: u8 = 1;
pub const EXIT_FAILURE: u8 = 2;

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let status = match cli.command {
        Command::Check { files, output } => check(files, &output.renderer()),
        Command::Probe {
            timeout,
            protocol_version,
            max_bytes,
            output,
            target,
        } => {
            if !(timeout.is_finite() && timeout > 0.0) {
                eprintln!("mcp-anatomy: --timeout must be a positive number of seconds");
                return ExitCode::from(EXIT_FAILURE);
            }
            let options = probe::ProbeOptions {
                timeout: std::time::Duration::from_secs_f64(timeout),
                protocol_version,
                max_bytes,
            };
            run_probe(&target, &options, &output.renderer())
        }
    };
    ExitCode::from(status)
}

impl OutputArgs {
    fn renderer(&self) -> Renderer {
        Renderer {
            json: matches!(self.format, Format::Json),
            lang: match self.lang {
                LangArg::En => Lang::En,
                LangArg::Ru => Lang::Ru,
            },
            spec_base: self.spec_base.clone(),
        }
    }
}

fn check(mut files: Vec<String>, renderer: &Renderer) -> u8 {
    if files.is_empty() {
        files.push("-".into());
    }
    let mut status = EXIT_VALID;
    for name in &files {
        let text = match read_input(name) {
            Ok(text) => text,
            Err(problem) => {
                eprintln!("mcp-anatomy: {problem}");
                status = EXIT_FAILURE;
                continue;
            }
        };
        let label = if name == "-" {
            "<stdin>"
        } else {
            name.as_str()
        };
        let report = engine::check(&text);
        renderer.report(label, &text, &report);
        if !report.is_valid() && status == EXIT_VALID {
            status = EXIT_INVALID;
        }
    }
    status
}

/// Reads a file or standard input as UTF-8 text, saying plainly what went wrong otherwise.
fn read_input(name: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    let read = if name == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(name).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ()))
    };
    let shown = if name == "-" { "standard input" } else { name };
    read.map_err(|e| format!("cannot read {shown}: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{shown} is not UTF-8 text: the byte at offset {} cannot start or continue a character; save it as UTF-8 and try again",
            e.utf8_error().valid_up_to()
        )
    })
}

fn run_probe(target: &[String], options: &probe::ProbeOptions, renderer: &Renderer) -> u8 {
    let is_url = |t: &str| t.starts_with("http://") || t.starts_with("https://");
    let outcome = match target {
        [url] if is_url(url) => probe::http(url, options),
        command => match probe::stdio(command, options) {
            Ok(outcome) => outcome,
            Err(problem) => {
                eprintln!("mcp-anatomy: {problem}");
                return EXIT_FAILURE;
            }
        },
    };
    renderer.probe(&outcome);
    if outcome.is_valid() {
        EXIT_VALID
    } else {
        EXIT_INVALID
    }
}
