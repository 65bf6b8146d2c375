//! The reference as one self-contained HTML page: the reference view prerendered
//! (`surface::page::write`, every item open with its body), in the declarative shadow root of
//! an `<mcp-anatomy view="reference">` host with the view's own stylesheets, so that a page
//! that loads the element takes it over in place (the host carries the data when there is one
//! input). No JavaScript (a Content-Security-Policy says so too); light and dark from the
//! reader's system; readable from 320 px and printable with everything shown.

use super::page::Options;
use super::text::{Block, Inline, description, one_line};
use crate::markup::Markup;
use crate::surface::found::Shown;
use crate::surface::page::Model;
use crate::surface::page::frame::{Describe, Frame};
use crate::surface::page::write;

/// The widget's stylesheets, as the loader adopts them for a reference widget.
const WIDGET_STYLE: &str = include_str!("../../../www/mcp-anatomy.css");
const REFERENCE_STYLE: &str = include_str!("../../../www/mcp-anatomy-reference.css");
/// The page around the widget.
const PAGE_STYLE: &str = "body{margin:0}main{max-width:80rem;margin:0 auto;padding:8px}[slot]{display:block;scroll-margin-top:var(--mcpa-anchor-offset,0)}";

/// A description's safe Markdown subset (`text.rs`): paragraphs, code, emphasis, `https:` links.
struct MarkdownSubset;

impl Describe for MarkdownSubset {
    fn block(&self, out: &mut Markup, text: &str) {
        out.tags("<div class=\"mcpa-ref-description\">");
        for Block {
            spans,
            preformatted,
        } in description(text)
        {
            match preformatted {
                true => {
                    out.tags("<pre><code>");
                    for span in &spans {
                        out.text(&span.text);
                    }
                    out.tags("</code></pre>");
                }
                false => {
                    out.tags("<p>");
                    inline(out, &spans);
                    out.tags("</p>");
                }
            }
        }
        out.tags("</div>");
    }

    fn cell(&self, out: &mut Markup, text: &str) {
        inline(out, &one_line(description(text)));
    }
}

/// Styled runs; a link keeps its (`https:`) target and tells the browser to send nothing with
/// it.
fn inline(out: &mut Markup, spans: &[Inline]) {
    for span in spans {
        if let Some(link) = &span.link {
            let attributes = [
                ("rel", Some("nofollow noopener noreferrer")),
                ("href", Some(link.as_str())),
            ];
            out.open("a", &attributes);
        }
        let tags = [
            (span.strong, "strong"),
            (span.emphasis, "em"),
            (span.code, "code"),
        ];
        for (on, tag) in tags {
            if on {
                out.open(tag, &[]);
            }
        }
        out.text(&span.text);
        for (on, tag) in tags.into_iter().rev() {
            if on {
                out.close(tag);
            }
        }
        if span.link.is_some() {
            out.close("a");
        }
    }
}

/// The page of `model`; `data` is the one input's text, which the element reads when it takes
/// the page over, with the same options as attributes.
pub fn page(model: &Model, options: Options, data: Option<&str>) -> String {
    let Options {
        lang,
        allow_remote_icons,
        shown,
        ..
    } = options;
    let images = match allow_remote_icons {
        true => "data: https:",
        false => "data:",
    };
    let mut out = Markup::with_capacity(64 * 1024);
    out.tags("<!DOCTYPE html>\n")
        .open("html", &[("lang", Some(lang.tag()))])
        .tags("\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n");
    let policy = format!("default-src 'none'; style-src 'unsafe-inline'; img-src {images}");
    let meta = [
        ("http-equiv", Some("Content-Security-Policy")),
        ("content", Some(policy.as_str())),
    ];
    out.open("meta", &meta).tags("\n");
    out.element("title", &[], &model.title).tags("\n<style>");
    out.tags(PAGE_STYLE)
        .tags("</style>\n</head>\n<body>\n<main>\n");
    let remote = allow_remote_icons.then_some("");
    let findings = match shown {
        Shown::All => None,
        Shown::Errors => Some("errors"),
        Shown::Nothing => Some("none"),
    };
    let host = [
        ("view", Some("reference")),
        ("lang", Some(lang.tag())),
        ("heading", Some("1")),
        ("allow-remote-icons", remote),
        ("findings", findings),
    ];
    out.open("mcp-anatomy", &host);
    // Our stylesheets, as written: a style element's text is not markup (a test holds them
    // free of `</`).
    out.tags("<template shadowrootmode=\"open\"><style>")
        .tags(WIDGET_STYLE)
        .tags(REFERENCE_STYLE)
        .tags("</style>");
    let root = [
        ("class", Some("mcpa-root mcpa-reference")),
        ("part", Some("root")),
        ("data-theme", Some("auto")),
        ("lang", Some(lang.tag())),
        ("data-view", Some("reference")),
    ];
    out.open("div", &root)
        .tags("<header class=\"mcpa-header\">");
    out.heading(1, &[("class", Some("mcpa-title"))], &model.title);
    out.tags("</header>");
    write::summary(&mut out, model, lang);
    let frame = Frame {
        lang,
        level: 2,
        ids: "",
        bodies_now: true,
        allow_remote_icons,
        describe: &MarkdownSubset,
        copy: None,
        name_sources: model.several_sources,
    };
    write::sections(&mut out, model, &frame);
    out.tags("</div></template>");
    // Each item's anchor in the document itself, shown at its item (`write::item`'s slot): a
    // link is followed without a script only to an element of the document.
    let gathered = (model.sections.iter()).flat_map(|section| &section.repeated);
    let anchors = (model.entries().map(|entry| &entry.anchor)).chain(gathered.map(|g| &g.anchor));
    for anchor in anchors {
        let slot = Some(anchor.as_str());
        out.open("span", &[("id", slot), ("slot", slot)])
            .close("span");
    }
    if let Some(data) = data {
        out.json_data(data);
    }
    out.tags("</mcp-anatomy>\n</main>\n</body>\n</html>\n");
    out.into_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_stylesheets_cannot_end_their_element() {
        for style in [WIDGET_STYLE, REFERENCE_STYLE, PAGE_STYLE] {
            assert!(!style.contains("</"));
        }
    }
}
