//! Server text made inert before either format writes it: invisible and direction-changing
//! characters shown by their code point, a description's Markdown cut down to a safe subset
//! (paragraphs, code, emphasis, `https:` links), and anchors that stay the same from run to run.

use crate::prose::inert;
use crate::surface::reference::is_safe_link;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

/// A run of text with its style. Every writer escapes `text` and `link` for its format.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inline {
    pub text: String,
    pub code: bool,
    pub strong: bool,
    pub emphasis: bool,
    /// An `https:` address; any other scheme is dropped and the text stays.
    pub link: Option<String>,
}

impl Inline {
    pub fn plain(text: impl Into<String>) -> Inline {
        Inline {
            text: text.into(),
            ..Inline::default()
        }
    }

    pub fn code(text: impl Into<String>) -> Inline {
        Inline {
            text: text.into(),
            code: true,
            ..Inline::default()
        }
    }
}

/// One paragraph of a description; `preformatted` keeps its lines (a code block).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Block {
    pub spans: Vec<Inline>,
    pub preformatted: bool,
}

/// A description's Markdown as blocks of the safe subset: HTML shows as its text, an image as
/// its alternative text, a heading or a list item as a paragraph, a link's target only when
/// it is `https:`.
pub fn description(markdown: &str) -> Vec<Block> {
    let mut blocks: Vec<Block> = Vec::new();
    let mut current = Block::default();
    let (mut strong, mut emphasis) = (0usize, 0usize);
    let mut link: Option<String> = None;
    let flush = |current: &mut Block, blocks: &mut Vec<Block>| {
        if current.spans.iter().any(|s| !s.text.trim().is_empty()) {
            blocks.push(std::mem::take(current));
        } else {
            *current = Block::default();
        }
    };
    for event in Parser::new(markdown) {
        let push = |current: &mut Block, text: &str, code: bool| {
            current.spans.push(Inline {
                text: inert(text),
                code,
                strong: strong > 0,
                emphasis: emphasis > 0,
                link: link.clone(),
            })
        };
        match event {
            Event::Start(Tag::Paragraph | Tag::Heading { .. } | Tag::BlockQuote(_)) => {
                flush(&mut current, &mut blocks)
            }
            Event::Start(Tag::Item) => {
                flush(&mut current, &mut blocks);
                current.spans.push(Inline::plain("• "));
            }
            Event::Start(Tag::CodeBlock(_)) => {
                flush(&mut current, &mut blocks);
                current.preformatted = true;
            }
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::Item
                | TagEnd::CodeBlock
                | TagEnd::BlockQuote(_),
            ) => flush(&mut current, &mut blocks),
            Event::Start(Tag::Strong) => strong += 1,
            Event::End(TagEnd::Strong) => strong = strong.saturating_sub(1),
            Event::Start(Tag::Emphasis) => emphasis += 1,
            Event::End(TagEnd::Emphasis) => emphasis = emphasis.saturating_sub(1),
            Event::Start(Tag::Link { dest_url, .. }) => {
                link = is_safe_link(&dest_url).then(|| dest_url.trim().to_owned())
            }
            Event::End(TagEnd::Link) => link = None,
            Event::Text(text) => {
                let code = current.preformatted;
                push(&mut current, &text, code)
            }
            Event::Code(text) => push(&mut current, &text, true),
            Event::Html(text) | Event::InlineHtml(text) => push(&mut current, &text, false),
            Event::SoftBreak | Event::HardBreak => push(&mut current, " ", false),
            Event::InlineMath(text) | Event::DisplayMath(text) => push(&mut current, &text, false),
            Event::FootnoteReference(text) => push(&mut current, &text, false),
            Event::TaskListMarker(done) => {
                push(&mut current, if done { "☑ " } else { "☐ " }, false)
            }
            _ => {}
        }
    }
    flush(&mut current, &mut blocks);
    blocks
}

/// The blocks as one line, for a table cell.
pub fn one_line(blocks: Vec<Block>) -> Vec<Inline> {
    let mut spans = Vec::new();
    for (index, block) in blocks.into_iter().enumerate() {
        if index > 0 {
            spans.push(Inline::plain(" "));
        }
        spans.extend(block.spans.into_iter().map(|mut span| {
            span.text = span.text.replace(['\n', '\r'], " ");
            span
        }));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_links_survive() {
        let blocks = description(
            "[a](javascript:alert(1)) [b](https://example.com) ![i](https://x/y.png) <b>x</b>",
        );
        let spans = &blocks[0].spans;
        assert!(
            spans
                .iter()
                .all(|s| s.link.as_deref() != Some("javascript:alert(1)"))
        );
        assert!(
            spans
                .iter()
                .any(|s| s.link.as_deref() == Some("https://example.com"))
        );
        assert!(spans.iter().any(|s| s.text == "<b>"), "{spans:?}");
    }
}
