//! The revisions a discover result offers (basic/versioning, "Version Negotiation"): the
//! revision list of `supportedVersions`, and `protocolVersion`, which belongs to the handshake of
//! earlier revisions. (Errors about revisions: `errors.rs`; the handshake itself, judged by
//! 2025-11-25's shapes: `legacy.rs`.)

use super::checker::{Checker, fix, get};
use crate::engine::edits::{removal_span, remove_member, replace};
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::{self, is_revision_date};
use crate::engine::pointer::Path;
use crate::spec::REVISION;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    VersionsEmpty = "discover/versions-empty", Warning, Versioning,
        summary: ("supportedVersions lists nothing.", "`supportedVersions` ничего не перечисляет."),
        help: ("List every revision the server supports, at least \"2026-07-28\".",
               "Перечислите все ревизии, которые поддерживает сервер, как минимум `\"2026-07-28\"`."),
        bad: r#"{"supportedVersions": [], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionDuplicate = "discover/version-duplicate", Warning, Versioning,
        summary: ("A revision is listed twice.", "Ревизия указана дважды."),
        help: ("List each revision once.", "Укажите каждую ревизию один раз."),
        bad: r#"{"supportedVersions": ["2026-07-28", "2026-07-28"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionFormat = "discover/version-format", Warning, Versioning,
        summary: ("A revision is not a YYYY-MM-DD date.", "Ревизия записана не датой ГГГГ-ММ-ДД."),
        help: ("Revisions are named by their date, for example \"2026-07-28\"; clients compare them as such.",
               "Ревизии называются по дате, например `\"2026-07-28\"`; клиенты сравнивают именно такие строки."),
        bad: r#"{"supportedVersions": ["2026-07-28", "v2"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionWithoutDiscover = "discover/version-without-discover", Warning, Versioning,
        summary: ("No listed revision has server/discover.", "Ни одна из перечисленных ревизий не содержит `server/discover`."),
        help: ("List 2026-07-28 or a later revision: a server that answers `server/discover` supports it.",
               "Укажите ревизию 2026-07-28 или более новую: сервер, отвечающий на `server/discover`, её поддерживает."),
        bad: r#"{"supportedVersions": ["2025-11-25"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28", "2025-11-25"], …}"#;
    InitializeResult = "discover/initialize-result", Warning, Versioning,
        summary: ("This looks like an answer to initialize, not to server/discover.", "Похоже на ответ на `initialize`, а не на `server/discover`."),
        help: ("protocolVersion belongs to the pre-2026-07-28 handshake; list revisions in supportedVersions.",
               "`protocolVersion` относится к рукопожатию ревизий до 2026-07-28; перечисляйте ревизии в `supportedVersions`."),
        bad: r#"{"protocolVersion": "2026-07-28", …}"#,
        good: r#"{…}"#;
}

/// `protocolVersion` in a discover result belongs to `initialize`, the handshake of the
/// revisions before it (basic/versioning); the revisions are listed in `supportedVersions`.
pub fn protocol_version(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some((index, member)) = get(result, "protocolVersion") else {
        return;
    };
    let raw = checker.raw(&member.value).to_owned();
    let diagnostic = checker.emit(
        Code::InitializeResult,
        path.member("protocolVersion"),
        member.key.span,
        Found::InitializeResult,
    );
    if get(result, "supportedVersions").is_none() {
        diagnostic.fixes.push(fix(
            FixTitle::SupportedVersionsFrom(raw.clone()),
            vec![replace(
                member.span(),
                format!("\"supportedVersions\": [{raw}]"),
            )],
        ));
    } else {
        diagnostic.fixes.push(fix(
            FixTitle::Remove("protocolVersion"),
            vec![remove_member(result, index)],
        ));
    }
}

/// The `supportedVersions` of a discover result: revisions as dates, listed once each, with
/// this revision among them (server/discover; basic/versioning).
pub fn supported_versions(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    use crate::spec::schema::Types;
    let Value::Array(list) = value else {
        let raw = checker.raw(value).to_owned();
        let span = value.span();
        checker.expect_types(value, Types::ARRAY, path);
        // One revision written without the list around it.
        if let (Value::String(_), Some(last)) = (value, checker.out.last_mut()) {
            last.fixes.push(fix(
                FixTitle::WrapInList(raw.clone()),
                vec![replace(span, format!("[{raw}]"))],
            ));
        }
        return;
    };
    if list.elements.is_empty() {
        let span = value.span();
        checker
            .emit(Code::VersionsEmpty, path, span, Found::VersionsEmpty)
            .fixes
            .push(fix(
                FixTitle::ReplaceWith(format!("[\"{REVISION}\"]")),
                vec![replace(span, format!("[\"{REVISION}\"]"))],
            ));
        return;
    }
    let repeated = names::repeats(
        (list.elements.iter().enumerate())
            .filter_map(|(index, item)| Some((index, item.as_str()?))),
    );
    let (mut has_discover, mut any_date) = (false, false);
    for (index, item) in list.elements.iter().enumerate() {
        let item_path = path.index(index);
        if !checker.expect_types(item, Types::STRING, &item_path) {
            continue;
        }
        let Value::String(string) = item else {
            continue;
        };
        let version = string.value.to_owned();
        if repeated.binary_search(&index).is_ok() {
            let span = removal_span(list.elements, index);
            checker
                .emit(
                    Code::VersionDuplicate,
                    item_path,
                    item.span(),
                    Found::VersionDuplicate { version },
                )
                .fixes
                .push(fix(FixTitle::RemoveRepeat, vec![replace(span, "")]));
        } else if is_revision_date(&version) {
            any_date = true;
            has_discover |= version.as_str() >= REVISION;
        } else {
            checker.emit(
                Code::VersionFormat,
                item_path,
                item.span(),
                Found::VersionFormat { version },
            );
        }
    }
    if any_date && !has_discover {
        let first = list.elements[0].span().start;
        checker
            .emit(
                Code::VersionWithoutDiscover,
                path,
                value.span(),
                Found::VersionWithoutDiscover,
            )
            .fixes
            .push(fix(
                FixTitle::AddRevision,
                vec![replace(
                    crate::engine::span::Span::new(first, first),
                    format!("\"{REVISION}\", "),
                )],
            ));
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    VersionsEmpty,
    VersionDuplicate { version: String },
    VersionFormat { version: String },
    VersionWithoutDiscover,
    InitializeResult,
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::versioning::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::VersionsEmpty => {
                say!("`supportedVersions` is empty, so a client finds no revision to speak.")
            }
            Found::VersionDuplicate { version } => {
                say!("\"{version}\" is listed more than once.")
            }
            Found::VersionFormat { version } => say!(
                "\"{version}\" is not a revision: revisions are dates written YYYY-MM-DD, such as \"{REVISION}\"."
            ),
            Found::VersionWithoutDiscover => say!(
                "Every listed revision is older than {REVISION}, the first with `server/discover`; a server that answers it should list {REVISION}."
            ),
            Found::InitializeResult => say!(
                "`protocolVersion` belongs to the result of `initialize`, the handshake before {REVISION}; a `server/discover` result lists revisions in `supportedVersions`."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::versioning::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::VersionsEmpty => {
                say!("Массив `supportedVersions` пуст: клиенту не из чего выбрать ревизию.")
            }
            Found::VersionDuplicate { version } => {
                say!("«{version}» указана больше одного раза.")
            }
            Found::VersionFormat { version } => say!(
                "«{version}» — не ревизия: ревизии записываются датой ГГГГ-ММ-ДД, например `\"{REVISION}\"`."
            ),
            Found::VersionWithoutDiscover => say!(
                "Все перечисленные ревизии вышли раньше {REVISION} — первой ревизии, где есть `server/discover`; серверу, который на него отвечает, СЛЕДУЕТ указать {REVISION}."
            ),
            Found::InitializeResult => say!(
                "`protocolVersion` относится к результату `initialize` — рукопожатию ревизий до {REVISION}; результат `server/discover` перечисляет ревизии в `supportedVersions`."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::VersionsEmpty.into(),
        Found::VersionDuplicate {
            version: "2026-07-28".into(),
        }
        .into(),
        Found::VersionFormat {
            version: "2026-7-28".into(),
        }
        .into(),
        Found::VersionWithoutDiscover.into(),
        Found::InitializeResult.into(),
    ]
}
