//! The pieces of the widget, one per file. Those with state, and those worth skipping when
//! their props are unchanged (the report's lists on every keystroke), are function components;
//! the small stateless ones are plain functions from their props to `Html`, drawn with their
//! parent: each component type costs the browser module its own copy of Yew's lifecycle code,
//! and six such copies were 3 KB of the gzipped module.

pub mod anatomy;
pub mod code_block;
#[cfg(feature = "editor")]
pub mod code_editor;
pub mod details_panel;
#[cfg(feature = "editor")]
pub mod diagnostic_list;
pub mod diagram;
#[cfg(feature = "editor")]
pub mod editor;
#[cfg(feature = "editor")]
pub mod field_checklist;
#[cfg(feature = "editor")]
pub mod notice_lines;
pub mod part_button;
pub mod purpose_panel;
#[cfg(feature = "editor")]
pub mod summary_line;
pub mod theme_switch;
#[cfg(feature = "editor")]
pub mod validator;

use crate::markup::Markup;
use yew::{AttrValue, Html};

/// Markup of our own for a part drawn as one string rather than a tree of `html!` nodes, each of
/// which costs the module its own code (`crate::markup::Markup`: all text escaped). Only what has
/// no listener and holds no focus is drawn so: a string that changes is drawn afresh.
pub fn markup_html(markup: Markup) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup.into_string()))
}

/// A link to the specification, opened in a new tab.
pub fn push_link(out: &mut Markup, href: &str, text: &str) {
    let attributes = [
        ("href", Some(href)),
        ("target", Some("_blank")),
        ("rel", Some("noopener noreferrer")),
    ];
    out.element("a", &attributes, text);
}

/// A finding's sentence or a fix's title, as `Markup::with_code` writes it. Both quote the
/// server's words, so a character that could hide or reorder the rest (a right-to-left override
/// in a tool's name) is shown as its code point, as the command line shows it.
#[cfg(feature = "editor")]
pub fn push_finding_text(out: &mut Markup, sentence: &str) {
    out.with_code(&crate::inert::inert(sentence));
}

/// The number an attribute of our own markup holds (matched by hand: integer parsing would add
/// its code to the module).
#[cfg(feature = "editor")]
pub fn attribute_number(value: &str) -> Option<usize> {
    (!value.is_empty()).then_some(())?;
    value.bytes().try_fold(0usize, |n, b| {
        b.is_ascii_digit()
            .then(|| n.checked_mul(10)?.checked_add(usize::from(b - b'0')))?
    })
}
