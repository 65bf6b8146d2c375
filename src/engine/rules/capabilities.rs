//! Server capabilities beyond their schema (server/discover, "Capabilities"; basic/versioning,
//! "Extension negotiation"): the deprecated `logging`, extension identifiers, and what a
//! settings object may hold.

use super::checker::Checker;
use crate::engine::finding::{JsonType, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::KeyProblem;
use crate::engine::names::meta_key_problem;
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    DeprecatedCapability = "discover/deprecated-capability", Info, Discover,
        summary: ("The capability is deprecated in 2026-07-28.", "Возможность объявлена устаревшей в ревизии 2026-07-28."),
        help: ("It still works, but plan to drop it; clients may stop using it.",
               "Откажитесь от неё: пока она работает, но клиенты могут перестать её использовать."),
        bad: r#"{"capabilities": {"logging": {}}, …}"#,
        good: r#"{"capabilities": {}, …}"#;
    ExtensionKey = "discover/extension-key", Error, Basic,
        summary: ("An extension identifier breaks the _meta key rules or lacks a prefix.", "Идентификатор расширения нарушает правила ключей `_meta` или не имеет префикса."),
        help: ("Name extensions like \"com.example/feature\": reverse-DNS labels, a slash, then the name.",
               "Называйте расширения по образцу `com.example/feature`: метки в обратной DNS-записи, косая черта, затем имя."),
        bad: r#"{"capabilities": {"extensions": {"tasks": {}}}, …}"#,
        good: r#"{"capabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}, …}"#;
}

pub fn capabilities(checker: &mut Checker<'_>, capabilities: &Object<'_>, path: &Path<'_>) {
    for member in capabilities.members {
        match (member.name(), &member.value) {
            ("logging", _) => {
                checker.emit(
                    Code::DeprecatedCapability,
                    path.member("logging"),
                    member.key.span,
                    Found::DeprecatedLogging,
                );
            }
            ("extensions", Value::Object(extensions)) => {
                let extensions_path = path.member("extensions");
                for extension in extensions.members {
                    let key = extension.name();
                    if let Some(problem) = meta_key_problem(key, true) {
                        checker.emit(
                            Code::ExtensionKey,
                            extensions_path.member(key),
                            extension.key.span,
                            Found::ExtensionKey {
                                key: key.to_owned(),
                                problem,
                            },
                        );
                    }
                }
            }
            _ => {}
        }
    }
}

/// A value inside capability settings (`JSONValue` of the schema): strings, whole numbers,
/// booleans, objects and arrays; no null, no fractions. The parser bounds the depth, so the
/// recursion is bounded too.
pub fn settings_value(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) -> bool {
    let found = match value {
        Value::Object(object) => {
            for member in object.members {
                settings_value(checker, &member.value, &path.member(member.name()));
            }
            return true;
        }
        Value::Array(array) => {
            for (index, element) in array.elements.iter().enumerate() {
                settings_value(checker, element, &path.index(index));
            }
            return true;
        }
        Value::Number(n) if !numbers::is_whole(n.raw) => JsonType::Number,
        Value::Null(_) => JsonType::Null,
        _ => return true,
    };
    checker.emit(
        Code::WrongType,
        path,
        value.span(),
        Found::SettingValue { found },
    );
    false
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    SettingValue { found: JsonType },
    DeprecatedLogging,
    ExtensionKey { key: String, problem: KeyProblem },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::capabilities::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::SettingValue { found } => say!(
                "Capability settings hold strings, whole numbers, booleans, objects and arrays; {} is not allowed here.",
                json_type(*found)
            ),
            Found::DeprecatedLogging => say!(
                "The `logging` capability is deprecated in {REVISION}; it still works, but clients may stop asking for logs."
            ),
            Found::ExtensionKey { key, problem } => say!(
                "The extension identifier \"{key}\" is invalid: {}.",
                key_problem(*problem)
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::capabilities::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::SettingValue { found } => say!(
                "Настройки возможностей содержат строки, целые числа, логические значения, объекты и массивы; {} здесь не подходит.",
                json_type(*found)
            ),
            Found::DeprecatedLogging => say!(
                "Возможность `logging` объявлена устаревшей в ревизии {REVISION}; она работает, но клиенты могут перестать запрашивать журналы."
            ),
            Found::ExtensionKey { key, problem } => say!(
                "Идентификатор расширения «{key}» неверен: {}.",
                key_problem(*problem)
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use crate::engine::finding::JsonType;
    use crate::engine::names::KeyProblem;
    let mut all: Vec<crate::engine::finding::Finding> = vec![
        Found::SettingValue {
            found: JsonType::Null,
        }
        .into(),
        Found::SettingValue {
            found: JsonType::Number,
        }
        .into(),
        Found::DeprecatedLogging.into(),
    ];
    for problem in [
        KeyProblem::NoPrefix,
        KeyProblem::BadPrefix,
        KeyProblem::BadName,
    ] {
        all.push(
            Found::ExtensionKey {
                key: "my-extension".into(),
                problem,
            }
            .into(),
        );
    }
    all
}
