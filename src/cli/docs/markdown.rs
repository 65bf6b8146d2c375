//! The reference as one GitHub-flavoured Markdown page that VitePress, MkDocs and other docs
//! generators build as is. Each item has an explicit `<a id>` anchor (`#tool-get_weather`) that
//! does not depend on a generator's way of making slugs; sections keep the generator's own.
//!
//! Server text is escaped so that it is only ever text, whichever generator reads it: ASCII
//! punctuation that both CommonMark and Python-Markdown unescape gets a backslash, the rest an
//! entity (`<`, `>`, `&`, `|`, `~`, `$`, `:`), line breaks become spaces, and `{{` — a Vue
//! interpolation to VitePress — is split by an empty `<wbr />`. Styling is our own inline HTML,
//! its void elements self-closed as MDX wants them.

use super::page::{Findings, Page, escape_attribute, severity_word, tag, with_code};
use super::text::{Block, Inline};
use crate::markup::name_pieces;
use crate::prose::push_if_odd;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::page::Finding;
use crate::surface::reference::Tone;
use crate::surface::reference::label;

#[derive(Default)]
pub struct Markdown {
    out: String,
}

/// Server (or our) text as Markdown that renders as exactly that text.
pub fn escape(out: &mut String, text: &str) {
    let mut previous = '\0';
    for c in text.chars() {
        match c {
            '{' if previous == '{' => out.push_str("<wbr />\\{"),
            '\\' | '`' | '*' | '_' | '{' | '}' | '[' | ']' | '(' | ')' | '#' | '+' | '-' | '.'
            | '!' => {
                out.push('\\');
                out.push(c);
            }
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '|' => out.push_str("&#124;"),
            '~' => out.push_str("&#126;"),
            '$' => out.push_str("&#36;"),
            ':' => out.push_str("&#58;"),
            '\n' | '\r' => out.push(' '),
            c if push_if_odd(out, c) => {}
            c => out.push(c),
        }
        previous = c;
    }
}

/// A code fence longer than any run of backquotes in `text`, so that nothing in it ends the
/// block.
fn fence_for(text: &str) -> String {
    let longest = (text.split(|c| c != '`')).map(str::len).max().unwrap_or(0);
    "`".repeat((longest + 1).max(3))
}

fn inline(out: &mut String, spans: &[Inline]) {
    super::page::inline(out, spans, escape);
}

/// A name (of an item, or a parameter in code) escaped as [`escape`] does, with a place to
/// break the line where `name_pieces` puts one: a long name wraps between its words at 390 px,
/// never inside one.
fn breakable(out: &mut String, name: &str) {
    // Escaped a piece at a time: `escape` reads `{{` across its characters.
    name_pieces(name, |piece, after_break| {
        if after_break {
            out.push_str("<wbr />");
        }
        escape(out, piece);
    });
}

impl Markdown {
    /// A finding's line, after its list marker.
    fn finding(&mut self, note: &Finding, lang: Lang) {
        self.severity_and_code(note.severity, &note.code, lang);
        inline(&mut self.out, &with_code(&note.message));
        self.out.push_str(" (");
        escape(&mut self.out, &format!("{}:{}", note.source, note.line));
        self.out.push_str(")\n");
    }

    fn severity_and_code(&mut self, severity: Severity, code: &str, lang: Lang) {
        tag(
            &mut self.out,
            "strong",
            severity_word(severity, lang),
            escape,
        );
        self.out.push(' ');
        inline(&mut self.out, &[Inline::code(code)]);
        self.out.push(' ');
    }
}

impl Page for Markdown {
    fn begin(&mut self, _lang: Lang, title: &str) {
        // VitePress puts only `##` headings in a page's outline unless told; the items are
        // `###`. Other generators ignore a key they do not know.
        self.out.push_str("---\noutline: [2, 3]\n---\n\n# ");
        escape(&mut self.out, title);
        self.out.push_str("\n\n");
    }

    fn section(&mut self, _anchor: &str, title: &str) {
        self.out.push_str("## ");
        escape(&mut self.out, title);
        self.out.push_str("\n\n");
    }

    fn item(&mut self, anchor: &str, name: &str, title: Option<&str>) {
        self.out.push_str("<a id=\"");
        escape_attribute(&mut self.out, anchor);
        self.out.push_str("\"></a>\n\n### ");
        breakable(&mut self.out, name);
        self.out.push_str("\n\n");
        if let Some(title) = title {
            tag(&mut self.out, "em", title, escape);
            self.out.push_str("\n\n");
        }
    }

    fn end_item(&mut self) {}

    fn badges(&mut self, badges: &[(Tone, String)]) {
        if badges.is_empty() {
            return;
        }
        let spans: Vec<Inline> = (badges.iter().enumerate())
            .flat_map(|(index, (_, text))| {
                let separator = (index > 0).then(|| Inline::plain(" · "));
                separator.into_iter().chain([Inline::code(text.clone())])
            })
            .collect();
        self.paragraph(&spans);
    }

    fn icons(&mut self, sources: &[String]) {
        if sources.is_empty() {
            return;
        }
        for source in sources {
            self.out
                .push_str("<img alt=\"\" width=\"32\" height=\"32\" src=\"");
            escape_attribute(&mut self.out, source);
            self.out.push_str("\" /> ");
        }
        self.out.push_str("\n\n");
    }

    fn paragraph(&mut self, spans: &[Inline]) {
        inline(&mut self.out, spans);
        self.out.push_str("\n\n");
    }

    fn description(&mut self, blocks: &[Block]) {
        for block in blocks {
            if !block.preformatted {
                self.paragraph(&block.spans);
                continue;
            }
            let text: String = block.spans.iter().map(|s| s.text.as_str()).collect();
            let fence = fence_for(&text);
            self.out.push_str(&format!(
                "{fence}text\n{}\n{fence}\n\n",
                text.trim_end_matches('\n')
            ));
        }
    }

    /// A list, not a table: a generator's table of five columns scrolls sideways in a phone's
    /// column. Each row is an item headed by its first cell, each other cell that says
    /// something a nested item named by its column (four spaces, as Python-Markdown nests); a
    /// row of two cells is one line.
    fn table(&mut self, caption: &str, head: &[String], rows: &[Vec<Vec<Inline>>]) {
        tag(&mut self.out, "strong", caption, escape);
        self.out.push_str("\n\n");
        for row in rows {
            let Some((first, rest)) = row.split_first() else {
                continue;
            };
            self.out.push_str("- ");
            match first.as_slice() {
                [name] if name.code && name.link.is_none() && !name.strong && !name.emphasis => {
                    self.out.push_str("<code>");
                    breakable(&mut self.out, &name.text);
                    self.out.push_str("</code>");
                }
                _ => inline(&mut self.out, first),
            }
            // Two columns read as a name and what it says, on one line.
            if let [only] = rest {
                self.out.push_str("\u{a0}— ");
                inline(&mut self.out, only);
                self.out.push('\n');
                continue;
            }
            self.out.push('\n');
            for (column, cell) in head.iter().skip(1).zip(rest) {
                if cell.iter().all(|span| span.text.trim().is_empty()) {
                    continue;
                }
                self.out.push_str("    - ");
                escape(&mut self.out, column);
                self.out.push_str("&#58; ");
                inline(&mut self.out, cell);
                self.out.push('\n');
            }
        }
        self.out.push('\n');
    }

    fn code(&mut self, caption: &str, language: &str, code: &str) {
        tag(&mut self.out, "strong", caption, escape);
        let fence = fence_for(code);
        self.out
            .push_str(&format!("\n\n{fence}{language}\n{code}\n{fence}\n\n"));
    }

    fn findings(&mut self, caption: &str, findings: Findings<'_>, lang: Lang) {
        if !caption.is_empty() {
            tag(&mut self.out, "strong", caption, escape);
            self.out.push_str("\n\n");
        }
        for note in findings.own {
            self.out.push_str("- ");
            self.finding(note, lang);
        }
        for group in findings.repeated {
            self.out.push_str("- <a id=\"");
            escape_attribute(&mut self.out, &group.anchor);
            self.out.push_str("\"></a>");
            self.finding(&group.finding, lang);
            let words = label::items_with_finding(findings.kind, group.items.len());
            self.out.push_str("    - ");
            escape(&mut self.out, words.get(lang));
            self.out.push_str("&#58; ");
            for (index, (anchor, name)) in group.items.iter().enumerate() {
                if index > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str("<a href=\"#");
                escape_attribute(&mut self.out, anchor);
                self.out.push_str("\">");
                breakable(&mut self.out, name);
                self.out.push_str("</a>");
            }
            self.out.push('\n');
        }
        for told in findings.told {
            self.out.push_str("- ");
            self.severity_and_code(told.severity, &told.code, lang);
            escape(&mut self.out, label::TOLD_WITH_LIST.get(lang));
            self.out.push_str(" <a href=\"#");
            escape_attribute(&mut self.out, &told.anchor);
            self.out.push_str("\">");
            escape(&mut self.out, label::LIST_FINDINGS.get(lang));
            self.out.push_str("</a>.\n");
        }
        self.out.push('\n');
    }

    fn finish(self) -> String {
        self.out
    }
}
