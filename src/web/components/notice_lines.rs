//! The notices under the editor's toolbar: storage the browser refuses, a large document, and
//! what the last press of Format or Share gave. Their words, but storage's, come with the help
//! table (`spec::notices`).

use super::push_markup;
use crate::spec::{Lang, notices};
use crate::web::hooks::use_help::or_later;
use crate::web::{share, text};
use std::borrow::Cow;
use yew::prelude::*;

/// What the last press of Format or Share (or the share link the page was opened with) said.
#[derive(Clone, PartialEq)]
pub enum Notice {
    None,
    Said(notices::Notice),
    Link(String),
}

impl Notice {
    /// What the reader is told when a share link cannot be made or opened.
    pub fn share_problem(error: share::ShareError) -> Self {
        Notice::Said(match error {
            share::ShareError::Unsupported => notices::SHARE_UNSUPPORTED,
            share::ShareError::TooLarge => notices::SHARE_TOO_LARGE,
            share::ShareError::Damaged => notices::SHARE_UNREADABLE,
        })
    }
}

pub struct NoticeLinesProps<'a> {
    pub lang: Lang,
    pub storage_unavailable: bool,
    /// The document's length in bytes when it is shown read-only, too large for the text area.
    pub detached: Option<usize>,
    pub large: bool,
    pub notice: &'a Notice,
}

/// The notices, as markup of our own (see `web::markup::push_escaped`).
pub fn notice_lines(props: NoticeLinesProps) -> Html {
    let lang = props.lang;
    let said = |notice: notices::Notice| -> Cow<'static, str> {
        or_later(notice.text.get(lang), "notice:", notice.id)
    };
    let mut out = String::new();
    let start = "<p class=\"mcpa-notice\" data-notice=\"";
    if props.storage_unavailable {
        push_markup(
            &mut out,
            &[
                start,
                "storage",
                "\">",
                text::STORAGE_UNAVAILABLE.get(lang),
                "</p>",
            ],
        );
    }
    if let Some(bytes) = props.detached {
        let size = text::decimal(bytes as f64 / 1_048_576.0, 1);
        push_markup(
            &mut out,
            &[
                start,
                "large",
                "\">",
                &said(notices::LARGE_DETACHED),
                "",
                " (",
                "",
                &size,
                "",
                " MB).",
                "</p>",
            ],
        );
    } else if props.large {
        push_markup(
            &mut out,
            &[
                start,
                "large",
                "\">",
                &said(notices::LARGE_DOCUMENT),
                "</p>",
            ],
        );
    }
    match props.notice {
        Notice::None => {}
        Notice::Said(notice) => {
            push_markup(&mut out, &[start, "action", "\">", &said(*notice), "</p>"])
        }
        Notice::Link(href) => push_markup(
            &mut out,
            &[
                start,
                "share",
                "\">",
                &said(notices::SHARE_READY),
                " <input type=\"text\" readonly=\"\" data-share-link=\"\" value=\"",
                href,
                "\" aria-label=\"",
                text::SHARE_BUTTON.get(lang),
                "\"></p>",
            ],
        ),
    }
    Html::from_html_unchecked(out.into())
}
