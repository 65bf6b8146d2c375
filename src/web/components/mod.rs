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
#[cfg(feature = "editor")]
pub mod notice_lines;
pub mod part_button;
pub mod purpose_panel;
#[cfg(feature = "editor")]
pub mod summary_line;
pub mod theme_switch;
#[cfg(feature = "editor")]
pub mod validator;

#[cfg(feature = "editor")]
pub use super::markup::push_finding_text;
pub use super::markup::{push_heading, push_markup, push_with_code};

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
