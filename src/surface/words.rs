//! The sentences of reading surfaces, in both languages (those of comparing them are in
//! `diff/words.rs`).

use super::model::ListKind;
use super::read::ReadError;
use crate::spec::{Message, Text, msg, text};

impl ListKind {
    /// The list's name as its section's title, in each language. Written capitalised: made so in
    /// code (`char::to_uppercase`), it brought Unicode's case table, 6 KB gzipped, into the
    /// reference module.
    pub fn title(self) -> Text {
        match self {
            ListKind::Tools => text! { en: "Tools", ru: "Инструменты" },
            ListKind::Prompts => text! { en: "Prompts", ru: "Шаблоны запросов" },
            ListKind::Resources => text! { en: "Resources", ru: "Ресурсы" },
            ListKind::Templates => text! { en: "Resource templates", ru: "Шаблоны ресурсов" },
        }
    }
}

impl ReadError {
    pub fn message(&self) -> Message {
        match self {
            ReadError::Unreadable { source, reason } => msg!(
                "cannot read {}: {}",
                "не удаётся прочитать {}: {}",
                source,
                reason
            ),
            ReadError::NotUtf8 { source } => msg!(
                "{}: not UTF-8 text, so not JSON",
                "{}: это не текст в UTF-8, а значит, и не JSON",
                source
            ),
            ReadError::NotJson {
                source,
                line,
                column,
            } => msg!(
                "{}:{}:{}: not JSON (`mcp-anatomy check {}` names the problem)",
                "{}:{}:{}: это не JSON (`mcp-anatomy check {}` назовёт ошибку)",
                source,
                line,
                column,
                source
            ),
            ReadError::NotAList { source, line, kind } => msg!(
                "{}:{}: the answer to {} has no `{}` array",
                "{}:{}: в ответе на {} нет массива `{}`",
                source,
                line,
                kind.method(),
                kind.member()
            ),
            ReadError::NoKey { source, line, kind } => msg!(
                "{}:{}: an item of {} without a string `{}`: items are matched by it",
                "{}:{}: элемент ответа на {} без строкового поля `{}`, а элементы сопоставляются по нему",
                source,
                line,
                kind.method(),
                kind.key()
            ),
            ReadError::Nothing { sources } => msg!(
                "{}: no list answer (`tools/list`, `prompts/list`, `resources/list`, `resources/templates/list`) and no `server/discover` answer to compare",
                "{}: нет ни ответа с перечнем (`tools/list`, `prompts/list`, `resources/list`, `resources/templates/list`), ни ответа на `server/discover`\u{a0}— сравнивать нечего",
                sources.join(", ")
            ),
        }
    }
}
