//! How the reference page is written ([`Frame`]): its language, heading level, ids, which
//! bodies are written now, and how a server's descriptions are shown ([`Describe`]).

use crate::inert::inert;
use crate::markup::Markup;
use crate::spec::Lang;

/// How a server's description is written: the view shows its code spans, `docs` a safe subset
/// of its Markdown (which the browser module leaves out for its weight).
pub trait Describe {
    /// An item's description, under its facts.
    fn block(&self, out: &mut Markup, text: &str);
    /// A description in a table cell.
    fn cell(&self, out: &mut Markup, text: &str);
}

/// A description with its line breaks kept and its spans between backticks as code; a
/// backtick left without its pair is shown as written.
pub struct CodeSpans;

impl Describe for CodeSpans {
    fn block(&self, out: &mut Markup, text: &str) {
        out.open(
            "p",
            &[("class", Some("mcpa-ref-text mcpa-ref-description"))],
        );
        self.cell(out, text);
        out.close("p");
    }

    fn cell(&self, out: &mut Markup, text: &str) {
        let text = inert(text);
        let (paired, rest) = match text.matches('`').count() % 2 {
            0 => (text.as_str(), ""),
            // Bytes, not `rfind('`')`, whose backward char search is code of its own.
            _ => text.split_at(text.bytes().rposition(|b| b == b'`').unwrap_or(0)),
        };
        out.with_code(paired).text(rest);
    }
}

/// How the page is written.
pub struct Frame<'a, D> {
    pub lang: Lang,
    /// The sections' heading level; the items' is one deeper.
    pub level: u8,
    /// What the sections' ids start with, unique on the page (`mcpa-3-`).
    pub ids: &'a str,
    /// Every item open with its body (a static page), or closed until it first opens.
    pub bodies_now: bool,
    pub allow_remote_icons: bool,
    pub describe: &'a D,
    /// The words of the button that copies an example call and of what it says once it has
    /// (the view: the loader's listener copies), or `None` (a static page).
    pub copy: Option<(&'a str, &'a str)>,
    /// The findings come from several inputs, so each says which (natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub name_sources: bool,
}
