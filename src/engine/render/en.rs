//! The English words several sections share, and quick fixes' titles.

pub(crate) use super::{MESSAGES, choices, code_name};
use crate::engine::finding::{FixTitle, JsonType, Subject};
use crate::engine::names::KeyProblem;
pub(crate) use crate::spec::fields::SERVER_INFO_KEY;
use crate::spec::schema::Types;
pub(crate) use crate::spec::{Lang, REVISION};

pub(crate) fn json_type(found: JsonType) -> &'static str {
    match found {
        JsonType::String => "a string",
        JsonType::Integer => "a whole number",
        JsonType::Number => "a number",
        JsonType::Boolean => "a boolean",
        JsonType::Null => "null",
        JsonType::Object => "an object",
        JsonType::Array => "an array",
    }
}

pub(crate) fn any_of(types: Types) -> String {
    let names: Vec<&str> = JsonType::each_of(types)
        .into_iter()
        .map(json_type)
        .collect();
    match names.as_slice() {
        [] => "nothing".into(),
        [one] => (*one).into(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// "`name`" for a member, "The document" for the whole.
pub(crate) fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| "The document".into())
}

pub(crate) fn key_problem(problem: KeyProblem) -> &'static str {
    match problem {
        KeyProblem::NoPrefix => "it needs a prefix such as `com.example/`",
        KeyProblem::BadPrefix => {
            "its prefix must be dot-separated labels that start with a letter and end with a letter or digit"
        }
        KeyProblem::BadName => {
            "the name after the prefix must start and end with a letter or digit and hold only letters, digits, `-`, `_` and `.`"
        }
    }
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => format!("Write `{text}` without quotes"),
        FixTitle::Rename { from, to } => format!("Rename `{from}` to `{to}`"),
        FixTitle::RenameTo(to) => format!("Rename to `{to}`"),
        FixTitle::Add { name, value } => format!("Add `\"{name}\": {value}`"),
        FixTitle::ReplaceWith(text) => format!("Replace with `{text}`"),
        FixTitle::RemoveRepeat => "Remove the repeat".into(),
        FixTitle::Remove(name) => format!("Remove `{name}`"),
        FixTitle::WrapInList(text) => format!("Put it in a list: `[{text}]`"),
        FixTitle::SupportedVersionsFrom(text) => {
            format!("Replace with `\"supportedVersions\": [{text}]`")
        }
        FixTitle::MoveIntoMeta => "Move into `_meta`".into(),
        FixTitle::AddServerInfo => "Add `serverInfo`".into(),
        FixTitle::AddMetaWithServerInfo => "Add `_meta` with `serverInfo`".into(),
        FixTitle::AddRevision => format!("Add `\"{REVISION}\"`"),
        FixTitle::Round(text) => format!("Round to `{text}`"),
        FixTitle::Write(text) => format!("Write `{text}`"),
        FixTitle::RemoveByteOrderMark => "Remove the byte order mark".into(),
    }
}
