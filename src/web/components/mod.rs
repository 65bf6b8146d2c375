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
pub mod field_checklist;
pub mod part_button;
pub mod purpose_panel;
#[cfg(feature = "editor")]
pub mod summary_line;
pub mod theme_switch;
#[cfg(feature = "editor")]
pub mod validator;

/// A sentence whose spans between backticks are code: text nodes and `<code>` elements, never
/// markup from the sentence itself, so no raw backtick reaches the reader.
pub fn with_code(sentence: &str) -> yew::Html {
    (sentence.split('`').enumerate())
        .map(|(index, piece)| match index % 2 {
            1 => yew::html! { <code>{ piece }</code> },
            _ => yew::html! { { piece } },
        })
        .collect()
}
