//! `mcp-anatomy docs`: a server's tools, prompts, resources and templates as a static reference,
//! one self-contained HTML file or one GitHub-flavoured Markdown page, with the validator's
//! findings at the item they concern.
//!
//! The inputs are read and checked as `check` reads and checks them (`inputs::check_all`); the
//! surface is read from the same texts (`surface::read`), and a finding belongs to the item
//! whose place in its input holds the finding's range. One walk over the surface (`write`)
//! drives either writer through [`Page`]; every piece of server text is made inert first
//! (`prose::inert`) and escaped by the writer for its format.

mod html;
mod markdown;
mod page;
mod text;
mod walk;

pub use self::page::{DocsFormat, Options};
use super::budget;
use super::inputs::{self, Input};
use crate::cli::message::{Message, msg};
use crate::spec::{Lang, REVISION};
use crate::surface;
use crate::surface::found::{Found, Messages, Note, Shown};
use crate::surface::page as reference_page;
use std::path::PathBuf;
use walk::write;

#[derive(clap::Args)]
pub struct DocsArgs {
    /// Answers, transcripts, saved probe walks (`probe --save`) and directories of them, read
    /// as `check` reads them; `-` or nothing reads standard input.
    inputs: Vec<String>,
    /// `html`: one self-contained page (styles inline, no JavaScript); `markdown`: one
    /// GitHub-flavoured Markdown page for VitePress, MkDocs and the like.
    #[arg(long, value_enum, default_value_t = DocsFormat::Html)]
    format: DocsFormat,
    /// Write DIR/index.html or DIR/index.md (DIR is created) instead of standard output.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Language of the page's own words; without it the locale's (LC_ALL, LC_MESSAGES, then
    /// LANG): Russian for `ru*`, else English, as for the other commands.
    #[arg(long, value_enum)]
    lang: Option<super::model::LangArg>,
    /// Show `https:` icons too (the reader's browser then contacts their host); by default
    /// only `data:` icons are shown.
    #[arg(long)]
    allow_remote_icons: bool,
    /// Show what each tool costs in a model's context (bytes and o200k_base tokens of its
    /// name, title, description and schemas) and the tools list's total, as `check --budget`
    /// counts them.
    #[arg(long)]
    budget: bool,
    /// Which of the validator's findings the page shows: `all`, `errors` (no warnings or
    /// notes) or `none`.
    #[arg(long, value_enum, default_value_t = FindingsArg::All)]
    findings: FindingsArg,
    /// The revision the inputs are judged by: `2025-11-25` for a server reached through
    /// `initialize`, whose published list today's schema would fault for what it had no way
    /// to know.
    #[arg(long, value_enum, default_value = "2026-07-28")]
    revision: super::model::RevisionArg,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum FindingsArg {
    All,
    Errors,
    None,
}

pub fn run(args: &DocsArgs) -> u8 {
    let options = Options {
        format: args.format,
        lang: match args.lang {
            Some(super::model::LangArg::En) => Lang::En,
            Some(super::model::LangArg::Ru) => Lang::Ru,
            None => super::model::locale_lang(),
        },
        allow_remote_icons: args.allow_remote_icons,
        budget: args.budget,
        shown: match args.findings {
            FindingsArg::All => Shown::All,
            FindingsArg::Errors => Shown::Errors,
            FindingsArg::None => Shown::Nothing,
        },
    };
    if options.budget {
        budget::warm_up();
    }
    let checked = inputs::check_all(&args.inputs, None, args.revision);
    let page = match reference(&checked, options) {
        Ok(page) => page,
        Err(problem) => {
            eprintln!(
                "mcp-anatomy: {}",
                super::model::said(&problem, options.lang)
            );
            return super::model::EXIT_FAILURE;
        }
    };
    let written = match &args.out {
        None => {
            use std::io::Write;
            std::io::stdout().lock().write_all(page.as_bytes())
        }
        Some(dir) => {
            let name = match options.format {
                DocsFormat::Html => "index.html",
                DocsFormat::Markdown => "index.md",
            };
            std::fs::create_dir_all(dir).and_then(|()| std::fs::write(dir.join(name), &page))
        }
    };
    match written {
        Ok(()) => super::model::EXIT_VALID,
        Err(e) => {
            let problem = msg!(
                "cannot write the page: {}",
                "не удалось записать страницу: {}",
                e
            );
            eprintln!(
                "mcp-anatomy: {}",
                super::model::said(&problem, options.lang)
            );
            super::model::EXIT_FAILURE
        }
    }
}

/// The reference page of checked inputs, or why there is none (an unreadable input, one
/// that is not JSON, nothing a surface is made of).
pub fn reference(checked: &[Input], options: Options) -> Result<String, Message> {
    let mut sources = Vec::new();
    for input in checked {
        if let Err(problem) = &input.content {
            return Err(problem.clone());
        }
        sources.extend(input.source());
    }
    if sources.is_empty() {
        return Err(msg!(
            "no `*.json` or `*.jsonl` file to read",
            "нет ни одного файла `*.json` или `*.jsonl`"
        ));
    }
    let messages = Messages::of_sources(&sources);
    // The one input's text, which the HTML page carries for the element that takes it over.
    let data = match sources.as_slice() {
        [only] => Some(only.text.clone()),
        _ => None,
    };
    let surface = surface::read(sources).map_err(|e| e.message())?;
    let found = Found::new(findings(checked, options.lang), messages, options.shown);
    let mut model = reference_page::model(&surface, found, options.lang);
    // docs' own words for a saved legacy walk, which say where its migration report is.
    model.earlier = legacy_words(checked, options.lang);
    model.several_sources = data.is_none();
    if options.budget {
        weigh(&surface, &mut model, options.lang);
    }
    Ok(match options.format {
        DocsFormat::Html => html::page(&model, options, data.as_deref()),
        DocsFormat::Markdown => write(&model, options, markdown::Markdown::default()),
    })
}

/// What each tool and the whole list cost a model's context, as `check --budget` counts them.
fn weigh(surface: &surface::Surface, model: &mut reference_page::Model, lang: Lang) {
    let Some(weight) = surface.tools.as_ref().map(budget::weigh_list) else {
        return;
    };
    let Some(section) = (model.sections.iter_mut()).find(|s| s.kind == surface::ListKind::Tools)
    else {
        return;
    };
    let total = budget::cost(weight.bytes, weight.tokens, lang);
    section.cost = Some(list_cost(&total).get(lang).to_owned());
    // The weights are in list order.
    for (entry, tool) in section.entries.iter_mut().zip(&weight.tools) {
        let cost = budget::cost(tool.bytes, tool.tokens, lang);
        entry.cost = Some(tool_cost(&cost).get(lang).to_owned());
    }
}

/// "Context cost of the whole list: …", after the tools' heading.
fn list_cost(total: &str) -> Message {
    msg!(
        "Context cost of the whole list: {}.",
        "Стоимость всего перечня в контексте модели: {}.",
        total
    )
}

/// "Context cost: …", a tool's first fact.
fn tool_cost(cost: &str) -> Message {
    msg!("Context cost: {}", "Стоимость в контексте модели: {}", cost)
}

/// The validator's findings of every input (a saved legacy walk's answers judged by the
/// engine as the reference view judges them), and the probe's notes on a saved walk.
fn findings(checked: &[Input], lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    for input in checked {
        let Ok(content) = &input.content else {
            continue;
        };
        let reports = content.documents.iter().map(|d| &d.report);
        notes.extend(Note::of(&input.label, reports, lang));
        for judgement in content.judgements() {
            let place = (input.label.as_str(), judgement.line, judgement.head.start);
            notes.extend(judgement.notes.iter().map(|note| {
                Note::at(
                    note.severity(),
                    note.code.id(),
                    note.message.get(lang),
                    place,
                )
            }));
        }
    }
    notes
}

/// What a reference of a saved legacy walk says first: the revision the server speaks, and
/// where the way to 2026-07-28 is told.
fn legacy_words(checked: &[Input], lang: Lang) -> Option<String> {
    let (label, walk) = checked.iter().find_map(|input| {
        let walk = input.content.as_ref().ok()?.legacy.as_ref()?;
        Some((input.label.as_str(), walk))
    })?;
    let words = msg!(
        "This server speaks revision {} of the protocol, not {}: its answers are judged here by the rules of {}. To become a {} server it needs the changes its migration report lists: `mcp-anatomy check --format markdown {}`.",
        "Этот сервер поддерживает ревизию протокола {}, а не {}: его ответы здесь проверены по правилам ревизии {}. Чтобы стать сервером ревизии {}, ему нужны изменения из отчёта о переходе: `mcp-anatomy check --format markdown {}`.",
        walk.negotiated(),
        REVISION,
        walk.judged_by(),
        REVISION,
        label
    );
    Some(words.get(lang).to_owned())
}
