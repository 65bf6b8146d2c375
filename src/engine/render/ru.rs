//! The Russian words several sections share, and quick fixes' titles, in the terms of the
//! Russian discovery page (`../shared/glossary-ru.md`): code and values stay as written.

pub(crate) use super::{MESSAGES, code_name};
use crate::engine::finding::{FixTitle, JsonType, Subject};
use crate::engine::names::KeyProblem;
pub(crate) use crate::spec::fields::SERVER_INFO_KEY;
use crate::spec::schema::Types;
pub(crate) use crate::spec::{Lang, REVISION};

pub(crate) fn json_type(found: JsonType) -> &'static str {
    match found {
        JsonType::String => "строка",
        JsonType::Integer => "целое число",
        JsonType::Number => "число",
        JsonType::Boolean => "логическое значение",
        JsonType::Null => "`null`",
        JsonType::Object => "объект",
        JsonType::Array => "массив",
    }
}

pub(crate) fn any_of(types: Types) -> String {
    let names: Vec<&str> = JsonType::each_of(types)
        .into_iter()
        .map(json_type)
        .collect();
    match names.as_slice() {
        [] => "ничего".into(),
        [one] => (*one).into(),
        [init @ .., last] => format!("{} или {last}", init.join(", ")),
    }
}

pub(crate) fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| "Документ".into())
}

/// "Значение `x`": a member's name has no grammatical gender of its own in a Russian sentence.
pub(crate) fn value_of(at: &Subject) -> String {
    code_name(at).map_or_else(
        || "Значение документа".into(),
        |name| format!("Значение {name}"),
    )
}

pub(crate) fn key_problem(problem: KeyProblem) -> &'static str {
    match problem {
        KeyProblem::NoPrefix => "нужен префикс вида `com.example/`",
        KeyProblem::BadPrefix => {
            "префикс должен состоять из меток через точку, каждая начинается с буквы и кончается буквой или цифрой"
        }
        KeyProblem::BadName => {
            "имя после префикса должно начинаться и кончаться буквой или цифрой и состоять из букв, цифр, `-`, `_` и `.`"
        }
    }
}

/// Values a reader may pick from, in «ёлочки» and joined: «public», «private».
pub(crate) fn choices(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("«{v}»")).collect();
    quoted.join(", ")
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => format!("Записать `{text}` без кавычек"),
        FixTitle::Rename { from, to } => format!("Переименовать `{from}` в `{to}`"),
        FixTitle::RenameTo(to) => format!("Переименовать в `{to}`"),
        FixTitle::Add { name, value } => format!("Добавить `\"{name}\": {value}`"),
        FixTitle::ReplaceWith(text) => format!("Заменить на `{text}`"),
        FixTitle::RemoveRepeat => "Удалить повтор".into(),
        FixTitle::Remove(name) => format!("Удалить `{name}`"),
        FixTitle::WrapInList(text) => format!("Обернуть в массив: `[{text}]`"),
        FixTitle::SupportedVersionsFrom(text) => {
            format!("Заменить на `\"supportedVersions\": [{text}]`")
        }
        FixTitle::MoveIntoMeta => "Перенести в `_meta`".into(),
        FixTitle::AddServerInfo => "Добавить `serverInfo`".into(),
        FixTitle::AddMetaWithServerInfo => "Добавить `_meta` с `serverInfo`".into(),
        FixTitle::AddRevision => format!("Добавить `\"{REVISION}\"`"),
        FixTitle::Round(text) => format!("Округлить до `{text}`"),
        FixTitle::Write(text) => format!("Записать `{text}`"),
        FixTitle::RemoveByteOrderMark => "Удалить метку порядка байтов".into(),
    }
}
