//! The notices under the editor's toolbar: storage the browser refuses, a large document, and
//! what the last press of Format or Share gave. Their words, but storage's, come with the help
//! table (`spec::notices`).

use super::markup_html;
use crate::markup::Markup;
use crate::spec::{Lang, notices};
use crate::web::editor_state::Notice;
use crate::web::hooks::use_help::or_later;
use crate::web::text;
use std::borrow::Cow;
use yew::prelude::*;

pub struct NoticeLinesProps<'a> {
    pub lang: Lang,
    pub storage_unavailable: bool,
    /// The document's length in bytes when it is shown read-only, too large for the text area.
    pub detached: Option<usize>,
    pub large: bool,
    pub notice: &'a Notice,
}

/// The notices, as markup of our own (see `crate::markup::Markup`).
pub fn notice_lines(props: NoticeLinesProps) -> Html {
    let lang = props.lang;
    let said = |notice: notices::Notice| -> Cow<'static, str> {
        or_later(notice.text.get(lang), "notice:", notice.id)
    };
    let mut out = Markup::default();
    let start = |out: &mut Markup, kind: &'static str| {
        out.open(
            "p",
            &[("class", Some("mcpa-notice")), ("data-notice", Some(kind))],
        );
    };
    if props.storage_unavailable {
        start(&mut out, "storage");
        out.text(text::STORAGE_UNAVAILABLE.get(lang)).close("p");
    }
    if let Some(bytes) = props.detached {
        let size = text::decimal(bytes as f64 / 1_048_576.0, 1);
        start(&mut out, "large");
        out.text(&said(notices::LARGE_DETACHED))
            .text(" (")
            .text(&size)
            .text(" MB).")
            .close("p");
    } else if props.large {
        start(&mut out, "large");
        out.text(&said(notices::LARGE_DOCUMENT)).close("p");
    }
    match props.notice {
        Notice::None => {}
        Notice::Said(notice) => {
            start(&mut out, "action");
            out.text(&said(*notice)).close("p");
        }
        Notice::Link(href) => {
            start(&mut out, "share");
            let link = [
                ("type", Some("text")),
                ("readonly", Some("")),
                ("data-share-link", Some("")),
                ("value", Some(href.as_str())),
                ("aria-label", Some(text::SHARE_BUTTON.get(lang))),
            ];
            out.text(&said(notices::SHARE_READY))
                .text(" ")
                .open("input", &link)
                .close("p");
        }
    }
    markup_html(out)
}
