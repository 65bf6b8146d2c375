//! What the command line's modules share, at the bottom of `cli`: the exit statuses and the
//! options every subcommand reads (the format, the language), how a sentence of its own is
//! shown, and the data several of them pass on: a checked document, a remark. Every other module
//! of `cli` may use this one; it uses none of them but `message`.

use super::message::Message;
use crate::engine::Report;
use crate::spec::Lang;
use crate::spec::codes::{Code, Severity};
use clap::ValueEnum;

/// Exit statuses shared by every subcommand.
pub const EXIT_VALID: u8 = 0;
pub const EXIT_INVALID: u8 = 1;
pub const EXIT_FAILURE: u8 = 2;

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Human,
    Json,
    Sarif,
    Github,
    Junit,
    /// The probe's migration report, or diff's changes in a table per class: for an issue or
    /// a pull request.
    Markdown,
}

/// What the `format` field of a record `conform --save` wrote says, by which `check` knows it.
pub const CONFORM_RECORD: &str = "mcp-anatomy/conform-record";

/// Whether `text` is a record `conform --save` wrote (a JSON object whose `format` says so).
pub fn is_conform_record(text: &str) -> bool {
    text.contains(CONFORM_RECORD)
        && serde_json::from_str::<serde_json::Value>(text).is_ok_and(|record| {
            record.get("format").and_then(|f| f.as_str()) == Some(CONFORM_RECORD)
        })
}

/// The revision `check` and `docs` judge answers by.
#[derive(Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum RevisionArg {
    /// This revision, with `server/discover`.
    #[default]
    #[value(name = "2026-07-28")]
    Current,
    /// The last revision before it: answers of a server reached through `initialize`, such as
    /// a tool list such a server published, by that revision's schema.
    #[value(name = "2025-11-25")]
    Legacy,
}

impl RevisionArg {
    pub fn date(self) -> &'static str {
        match self {
            RevisionArg::Current => crate::spec::REVISION,
            RevisionArg::Legacy => crate::spec::LEGACY_REVISION,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub enum LangArg {
    En,
    Ru,
}

/// `--timeout` as a duration, or why it is not one.
pub fn seconds(timeout: f64) -> Result<std::time::Duration, Message> {
    match timeout.is_finite() && timeout > 0.0 {
        true => Ok(std::time::Duration::from_secs_f64(timeout)),
        false => Err(super::message::msg!(
            "`--timeout` must be a positive number of seconds",
            "значение `--timeout` должно быть положительным числом секунд"
        )),
    }
}

/// The language of the reader's locale: the first of LC_ALL, LC_MESSAGES and LANG that is set
/// and not empty decides, as POSIX orders them for messages.
pub fn locale_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .map_or(Lang::En, |locale| Lang::from_tag(&locale))
}

/// A sentence of the command line's own as a terminal shows it: code without its backticks,
/// the language's typography, a server's or a file's text inert.
pub fn said(sentence: &Message, lang: Lang) -> String {
    crate::prose::inert_line(&crate::prose::plain(sentence.get(lang), lang))
}

/// One document of an input and the engine's report of it.
pub struct Document {
    /// The line of a JSON Lines message, counted from 1.
    pub line: Option<usize>,
    /// Where the document starts in the input's text, in bytes: what its pointers point into.
    pub start: usize,
    /// Ranges are in the whole input's text.
    pub report: Report,
}

/// A finding no message shows, because it is about the command's own work on the inputs: a
/// context budget passed, what the probe noticed about one of its exchanges (no answer, a wrong
/// status, a cursor handed out twice), a step of a migration report; each a code of the
/// catalogue, with the code's severity. `about` names the exchange or the input; `place` is the
/// file and line it points at, where it has one.
pub struct Remark {
    pub code: Code,
    pub about: String,
    pub message: String,
    pub place: Option<(String, usize)>,
}

impl Remark {
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }
}
