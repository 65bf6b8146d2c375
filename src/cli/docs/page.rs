//! What the Markdown writer and the walk that drives it share, below both: the format and
//! options of a page, the [`Page`] trait, and the pieces of our own inline HTML the Markdown
//! page writes (which the generators pass through). The HTML page is `surface::page::write`'s.

use super::text::{Block, Inline};
use crate::prose::push_if_odd;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::ListKind;
use crate::surface::found::Shown;
use crate::surface::page::{Finding, Repeated, Told};
use crate::surface::reference::Tone;

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DocsFormat {
    Html,
    Markdown,
}

/// What the page is written in and what it may show.
#[derive(Clone, Copy)]
pub struct Options {
    pub format: DocsFormat,
    pub lang: Lang,
    pub allow_remote_icons: bool,
    pub budget: bool,
    /// Which findings it shows.
    pub shown: Shown,
}

/// A value for a double-quoted attribute of our inline HTML: escaped, and on one line.
pub fn escape_attribute(out: &mut String, text: &str) {
    for (index, line) in text.split(['\n', '\r']).enumerate() {
        if index > 0 {
            out.push(' ');
        }
        for c in line.chars() {
            match c {
                '&' => out.push_str("&amp;"),
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '"' => out.push_str("&quot;"),
                '\'' => out.push_str("&#39;"),
                c if push_if_odd(out, c) => {}
                c => out.push(c),
            }
        }
    }
}

/// How a writer escapes text for its format.
pub type Escape = fn(&mut String, &str);

/// `<name>text</name>`, the text escaped.
pub fn tag(out: &mut String, name: &str, text: &str, escape: Escape) {
    out.push('<');
    out.push_str(name);
    out.push('>');
    escape(out, text);
    out.push_str("</");
    out.push_str(name);
    out.push('>');
}

/// Styled runs as HTML elements of our own (which Markdown also passes through), the text
/// escaped for the format; a link keeps its (`https:`) target and tells the browser to send
/// nothing with it.
pub fn inline(out: &mut String, spans: &[Inline], escape: Escape) {
    for span in spans {
        if let Some(link) = &span.link {
            out.push_str("<a rel=\"nofollow noopener noreferrer\" href=\"");
            escape_attribute(out, link);
            out.push_str("\">");
        }
        let tags: Vec<&str> = [
            (span.strong, "strong"),
            (span.emphasis, "em"),
            (span.code, "code"),
        ]
        .into_iter()
        .filter_map(|(on, tag)| on.then_some(tag))
        .collect();
        for tag in &tags {
            out.push_str(&format!("<{tag}>"));
        }
        escape(out, &span.text);
        for tag in tags.iter().rev() {
            out.push_str(&format!("</{tag}>"));
        }
        if span.link.is_some() {
            out.push_str("</a>");
        }
    }
}

/// A sentence of the engine's, whose code is between backticks, as text and code.
pub fn with_code(sentence: &str) -> Vec<Inline> {
    (sentence.split('`').enumerate())
        .filter(|(_, piece)| !piece.is_empty())
        .map(|(index, piece)| match index % 2 {
            0 => Inline::plain(piece),
            _ => Inline::code(piece),
        })
        .collect()
}

/// A severity's name, for the badge of a finding: "error", «ошибка».
pub fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    let noun = severity.noun();
    match lang {
        Lang::En => noun.en[0],
        Lang::Ru => noun.ru[0],
    }
}

/// Adds a fact: our label, then the server's value as code; facts are separated by `; `.
pub fn fact(facts: &mut Vec<Inline>, label: &str, value: Option<String>) {
    if !facts.is_empty() {
        facts.push(Inline::plain("; "));
    }
    match value {
        Some(value) => {
            facts.push(Inline::plain(format!("{label} ")));
            facts.push(Inline::code(value));
        }
        None => facts.push(Inline::plain(label)),
    }
}

/// A block of findings: those told where they are, then those the same at several items of a
/// list of `kind` (a list's block), then those an item leaves to its list (an item's).
#[derive(Clone, Copy)]
pub struct Findings<'a> {
    pub own: &'a [Finding],
    pub repeated: &'a [Repeated],
    pub kind: ListKind,
    pub told: &'a [Told],
}

impl<'a> Findings<'a> {
    pub fn only(own: &'a [Finding]) -> Findings<'a> {
        Findings {
            own,
            repeated: &[],
            kind: ListKind::Tools,
            told: &[],
        }
    }

    pub fn is_empty(&self) -> bool {
        self.own.is_empty() && self.repeated.is_empty() && self.told.is_empty()
    }
}

/// What a writer turns into its format; every string it is handed is already inert.
pub trait Page {
    fn begin(&mut self, lang: Lang, title: &str);
    fn section(&mut self, anchor: &str, title: &str);
    fn item(&mut self, anchor: &str, name: &str, title: Option<&str>);
    fn end_item(&mut self);
    fn badges(&mut self, badges: &[(Tone, String)]);
    fn icons(&mut self, sources: &[String]);
    fn paragraph(&mut self, spans: &[Inline]);
    fn description(&mut self, blocks: &[Block]);
    fn table(&mut self, caption: &str, head: &[String], rows: &[Vec<Vec<Inline>>]);
    /// Code shown as it is under a caption, in `language` (`json`, `sh`).
    fn code(&mut self, caption: &str, language: &str, code: &str);
    fn findings(&mut self, caption: &str, findings: Findings<'_>, lang: Lang);
    fn finish(self) -> String;
}
