//! What the commands that report share: the output options (language, where links go), the
//! least severe finding that fails a run, and the way a command says it cannot go on.

use super::message::Message;
use super::model::{LangArg, locale_lang, said};
use super::render::Renderer;
use crate::spec::{DEFAULT_SPEC_BASE, Lang, REVISION};
use clap::ValueEnum;

/// The options every command that reports shares: the language, and where links go.
#[derive(clap::Args)]
pub struct OutputArgs {
    /// Language of messages; without it the locale's (LC_ALL, LC_MESSAGES, then LANG): Russian
    /// for `ru*`, else English.
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Base URL of the specification for links.
    #[arg(long, default_value = DEFAULT_SPEC_BASE)]
    pub spec_base: String,
    /// Where your copy of docs/codes.md is published (e.g. its URL on your Git host): SARIF
    /// rules link each code there. Without it they link the code's page of the specification.
    #[arg(long)]
    pub docs_url: Option<String>,
}

impl OutputArgs {
    pub fn renderer(&self) -> Renderer {
        Renderer {
            lang: match self.lang {
                Some(LangArg::En) => Lang::En,
                Some(LangArg::Ru) => Lang::Ru,
                None => locale_lang(),
            },
            spec_base: self.spec_base.clone(),
            docs_url: self.docs_url.clone(),
            revision: REVISION,
        }
    }
}

/// The least severe finding that fails a run.
#[derive(Clone, Copy, ValueEnum)]
pub enum FailOn {
    Error,
    Warning,
}

/// Tells on standard error why the command cannot go on, in the reader's language.
pub fn complain(problem: &Message, lang: Lang) {
    eprintln!("mcp-anatomy: {}", said(problem, lang));
}
