//! Findings into sentences, one module per language. A module exists only when its language is
//! built in, so a one-language browser module holds no sentence of the other.

#[cfg(feature = "lang-en")]
mod en;
#[cfg(feature = "lang-ru")]
mod ru;

use super::finding::{Finding, FixTitle, Subject};
use crate::spec::{Counted, Lang, counted};

/// Messages counted after a preposition: "of 3 messages", «из 3 сообщений».
const MESSAGES: Counted = counted! {
    en: ["message", "messages"],
    ru: ["сообщения", "сообщений", "сообщений"],
};

pub fn message(finding: &Finding, lang: Lang) -> String {
    match lang {
        #[cfg(feature = "lang-en")]
        Lang::En => en::message(finding),
        #[cfg(feature = "lang-ru")]
        Lang::Ru => ru::message(finding),
    }
}

pub fn fix_title(title: &FixTitle, lang: Lang) -> String {
    match lang {
        #[cfg(feature = "lang-en")]
        Lang::En => en::fix_title(title),
        #[cfg(feature = "lang-ru")]
        Lang::Ru => ru::fix_title(title),
    }
}

/// A member or a list element as code: `name`, `list[3]`; `None` for the whole document.
fn code_name(subject: &Subject) -> Option<String> {
    match subject {
        Subject::Whole => None,
        Subject::Member(name) => Some(format!("`{name}`")),
        Subject::Element { list, index } => Some(format!("`{list}[{index}]`")),
    }
}

/// Values a reader may pick from, quoted and joined: "public", "private".
fn choices(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
    quoted.join(", ")
}
