//! The words that the sentences of several sections share, one module per language (JSON types,
//! the place a finding is about, quick fixes' titles). A module exists only when its language is
//! built in, so a one-language browser module holds no sentence of the other. Each section's
//! own sentences live in its module, beside its rules.

#[cfg(feature = "lang-en")]
pub mod en;
#[cfg(feature = "lang-ru")]
pub mod ru;

use super::finding::Subject;
use crate::spec::{Counted, counted};

/// Messages counted after a preposition: "of 3 messages", «из 3 сообщений».
pub(crate) const MESSAGES: Counted = counted! {
    en: ["message", "messages"],
    ru: ["сообщения", "сообщений", "сообщений"],
};

/// A member or a list element as code: `name`, `list[3]`; `None` for the whole document.
pub(crate) fn code_name(subject: &Subject) -> Option<String> {
    match subject {
        Subject::Whole => None,
        Subject::Member(name) => Some(format!("`{name}`")),
        Subject::Element { list, index } => Some(format!("`{list}[{index}]`")),
    }
}

/// Values a reader may pick from, quoted and joined: "public", "private".
pub(crate) fn choices(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
    quoted.join(", ")
}
