//! The English words several sections share, and quick fixes' titles.

pub(crate) use super::{MESSAGES, choices, code_name};
use crate::engine::finding::{FixTitle, JsonType, Subject};
use crate::engine::names::KeyProblem;
pub(crate) use crate::spec::fields::SERVER_INFO_KEY;
use crate::spec::schema::Types;
pub(crate) use crate::spec::{Lang, REVISION};
use mcp_anatomy_macros::say;

/// How a server answered a request: with a result (`None`), or refusing it with an error
/// `code`.
pub(crate) fn answered(code: Option<&str>) -> String {
    match code {
        None => say!("answers it with a result"),
        Some(code) => say!("refuses it with {code}"),
    }
}

/// The type of a value found in the document: a number there is one with a fraction, since a
/// whole one is an integer.
pub(crate) fn json_type(found: JsonType) -> String {
    match found {
        JsonType::String => say!("a string"),
        JsonType::Integer => say!("a whole number"),
        JsonType::Number => say!("a fractional number"),
        JsonType::Boolean => say!("a boolean"),
        JsonType::Null => say!("null"),
        JsonType::Object => say!("an object"),
        JsonType::Array => say!("an array"),
    }
}

pub(crate) fn any_of(types: Types) -> String {
    let names: Vec<String> = JsonType::each_of(types)
        .into_iter()
        .map(|expected| match expected {
            JsonType::Number => say!("a number"),
            other => json_type(other),
        })
        .collect();
    match names.as_slice() {
        // No type at all: the sentence says so itself (structure's WrongType).
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => say!("{} or {last}", init.join(", ")),
    }
}

/// "`name`" for a member, "The document" for the whole.
pub(crate) fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| say!("The document"))
}

pub(crate) fn key_problem(problem: KeyProblem) -> String {
    match problem {
        KeyProblem::NoPrefix => say!("it needs a prefix such as `com.example/`"),
        KeyProblem::BadPrefix => {
            say!(
                "its prefix must be dot-separated labels that start with a letter and end with a letter or digit"
            )
        }
        KeyProblem::BadName => {
            say!(
                "the name after the prefix must start and end with a letter or digit and hold only letters, digits, `-`, `_` and `.`"
            )
        }
    }
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => say!("Write `{text}` without quotes"),
        FixTitle::Rename { from, to } => say!("Rename `{from}` to `{to}`"),
        FixTitle::RenameTo(to) => say!("Rename to `{to}`"),
        FixTitle::Add { name, value } => say!("Add `\"{name}\": {value}`"),
        FixTitle::ReplaceWith(text) => say!("Replace with `{text}`"),
        FixTitle::RemoveRepeat => say!("Remove the repeat"),
        FixTitle::Remove(name) => say!("Remove `{name}`"),
        FixTitle::WrapInList(text) => say!("Put it in a list: `[{text}]`"),
        FixTitle::SupportedVersionsFrom(text) => {
            say!("Replace with `\"supportedVersions\": [{text}]`")
        }
        FixTitle::MoveIntoMeta => say!("Move into `_meta`"),
        FixTitle::AddServerInfo => say!("Add `serverInfo`"),
        FixTitle::AddMetaWithServerInfo => say!("Add `_meta` with `serverInfo`"),
        FixTitle::AddRevision => say!("Add `\"{REVISION}\"`"),
        FixTitle::Round(text) => say!("Round to `{text}`"),
        FixTitle::Write(text) => say!("Write `{text}`"),
        FixTitle::RemoveByteOrderMark => say!("Remove the byte order mark"),
        FixTitle::DiscoverInstead => say!("Replace with the equivalent `server/discover` result"),
    }
}
