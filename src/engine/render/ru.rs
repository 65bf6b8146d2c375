//! The Russian words several sections share, and quick fixes' titles, in the terms of the
//! Russian discovery page (`../shared/glossary-ru.md`): code and values stay as written.

pub(crate) use super::{MESSAGES, code_name};
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
        None => say!("отвечает на него результатом"),
        Some(code) => say!("отклоняет его с кодом `{code}`"),
    }
}

/// The type of a value found in the document: a number there is one with a fraction, since a
/// whole one is an integer.
pub(crate) fn json_type(found: JsonType) -> String {
    match found {
        JsonType::String => say!("строка"),
        JsonType::Integer => say!("целое число"),
        JsonType::Number => say!("дробное число"),
        JsonType::Boolean => say!("логическое значение"),
        JsonType::Null => "`null`".into(),
        JsonType::Object => say!("объект"),
        JsonType::Array => say!("массив"),
    }
}

pub(crate) fn any_of(types: Types) -> String {
    let names: Vec<String> = JsonType::each_of(types)
        .into_iter()
        .map(|expected| match expected {
            JsonType::Number => say!("число"),
            other => json_type(other),
        })
        .collect();
    match names.as_slice() {
        // No type at all: the sentence says so itself (structure's WrongType).
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => say!("{} или {last}", init.join(", ")),
    }
}

pub(crate) fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| say!("Документ"))
}

/// "Значение `x`": a member's name has no grammatical gender of its own in a Russian sentence.
pub(crate) fn value_of(at: &Subject) -> String {
    code_name(at).map_or_else(
        || say!("Значение документа"),
        |name| say!("Значение {name}"),
    )
}

pub(crate) fn key_problem(problem: KeyProblem) -> String {
    match problem {
        KeyProblem::NoPrefix => say!("нужен префикс вида `com.example/`"),
        KeyProblem::BadPrefix => {
            say!(
                "префикс должен состоять из меток через точку, каждая начинается с буквы и кончается буквой или цифрой"
            )
        }
        KeyProblem::BadName => {
            say!(
                "имя после префикса должно начинаться и кончаться буквой или цифрой и состоять из букв, цифр, `-`, `_` и `.`"
            )
        }
    }
}

/// Values a reader may pick from, as JSON in code spans and joined: `"public"`, `"private"`
/// (a value the reader writes is code; «ёлочки» quote the document).
pub(crate) fn choices(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("`\"{v}\"`")).collect();
    quoted.join(", ")
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => say!("Записать `{text}` без кавычек"),
        FixTitle::Rename { from, to } => say!("Переименовать `{from}` в `{to}`"),
        FixTitle::RenameTo(to) => say!("Переименовать в `{to}`"),
        FixTitle::Add { name, value } => say!("Добавить `\"{name}\": {value}`"),
        FixTitle::ReplaceWith(text) => say!("Заменить на `{text}`"),
        FixTitle::RemoveRepeat => say!("Удалить повтор"),
        FixTitle::Remove(name) => say!("Удалить `{name}`"),
        FixTitle::WrapInList(text) => say!("Обернуть в массив: `[{text}]`"),
        FixTitle::SupportedVersionsFrom(text) => {
            say!("Заменить на `\"supportedVersions\": [{text}]`")
        }
        FixTitle::MoveIntoMeta => say!("Перенести в `_meta`"),
        FixTitle::AddServerInfo => say!("Добавить `serverInfo`"),
        FixTitle::AddMetaWithServerInfo => say!("Добавить `_meta` с `serverInfo`"),
        FixTitle::AddRevision => say!("Добавить `\"{REVISION}\"`"),
        FixTitle::Round(text) => say!("Округлить до `{text}`"),
        FixTitle::Write(text) => say!("Записать `{text}`"),
        FixTitle::RemoveByteOrderMark => say!("Удалить метку порядка байтов"),
        FixTitle::DiscoverInstead => say!("Заменить равнозначным результатом `server/discover`"),
    }
}
