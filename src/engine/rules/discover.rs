//! The `server/discover` result beyond its schema (server/discover): the revision list, the draft shapes
//! people still send, and the server's identity in `_meta` (its `resultType` is read with every
//! result's, in `results.rs`).

use super::checker::{Checker, fix, get};
use crate::engine::edits::{insert_member, quote, removal_span, remove_member, replace};
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::{self, is_revision_date, likely_meant};
use crate::engine::pointer::Path;
use crate::spec::REVISION;
use crate::spec::codes::Code;
use crate::spec::fields::{self, SERVER_INFO_KEY};
use crate::spec::schema::Expect;
use crate::spec::shapes;

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
    ServerInfoTopLevel = "discover/server-info-top-level", Warning, Discover,
        summary: ("serverInfo sits at the top of the result, where a draft had it.", "`serverInfo` лежит в корне результата, как было в черновике."),
        help: ("Move it into _meta under \"io.modelcontextprotocol/serverInfo\"; clients look only there.",
               "Перенесите его в `_meta` под ключ `io.modelcontextprotocol/serverInfo`: клиенты ищут только там."),
        bad: r#"{"serverInfo": {"name": "demo", "version": "1.0.0"}, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public"}"#,
        good: r#"{…}"#;
    InitializeResult = "discover/initialize-result", Warning, Versioning,
        summary: ("This looks like an answer to initialize, not to server/discover.", "Похоже на ответ на `initialize`, а не на `server/discover`."),
        help: ("protocolVersion belongs to the pre-2026-07-28 handshake; list revisions in supportedVersions.",
               "`protocolVersion` относится к рукопожатию ревизий до 2026-07-28; перечисляйте ревизии в `supportedVersions`."),
        bad: r#"{"protocolVersion": "2026-07-28", …}"#,
        good: r#"{…}"#;
}

/// Members of earlier shapes of the result that get their own explanation.
pub const DRAFT_MEMBERS: &[&str] = &["serverInfo", "protocolVersion"];

/// An object without envelope members counts as a bare result when it is empty or has a
/// member a result has (or a near miss of one), so a half-written result gets full advice.
pub fn looks_like_result(object: &Object<'_>) -> bool {
    let Expect::Object(shape) = &shapes::DISCOVER_RESULT.body() else {
        return false;
    };
    let members: Vec<&str> = shape.names().collect();
    // Exact names first: the guess below compares strings, which a hot path cannot afford.
    object.members.is_empty()
        || object.members.iter().any(|p| members.contains(&p.name()))
        || object.members.iter().any(|p| {
            let name = p.name();
            likely_meant(name, &members).is_some() || likely_meant(name, DRAFT_MEMBERS).is_some()
        })
}

/// Where the fields of the field table sit in a cacheable result, for the editor's checklist.
pub fn record_fields(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    checker.result_pointer = Some(path.to_string());
    checker.result_brace = Some(result.brace());
    for field in fields::FIELDS {
        if let Some((_, member)) = field.member.and_then(|m| get(result, m)) {
            checker.field_spans.push((field.id, member.span()));
        }
    }
    if let Some(Value::Object(meta)) = get(result, "_meta").map(|(_, p)| &p.value)
        && let Some((_, info)) = get(meta, SERVER_INFO_KEY)
    {
        checker.field_spans.push(("serverInfo", info.span()));
    }
}

/// Rules of the `server/discover` result as a whole, after its structure.
pub fn result(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    if let Some((index, _)) = get(result, "protocolVersion") {
        initialize_era(checker, result, index, path);
    }
    let server_info_top = get(result, "serverInfo");
    if let Some((index, _)) = server_info_top {
        server_info_top_level(checker, result, index, path);
    }
    match get(result, "_meta") {
        Some((_, meta)) => {
            if server_info_top.is_none()
                && let Value::Object(meta) = &meta.value
            {
                super::meta::server_info(checker, meta, &path.member("_meta"));
            }
        }
        None if server_info_top.is_none() => {
            let default = format!(
                "{{{}: {}}}",
                quote(SERVER_INFO_KEY),
                fields::field("serverInfo").map_or("{}", |f| f.default)
            );
            let edit = insert_member(checker.text, result, "_meta", &default);
            checker
                .emit(
                    Code::MissingServerInfo,
                    path,
                    result.brace(),
                    super::meta::Found::NoMeta,
                )
                .fixes
                .push(fix(FixTitle::AddMetaWithServerInfo, vec![edit]));
        }
        None => {}
    }
}

/// `protocolVersion` belongs to `initialize`, the handshake of earlier revisions.
fn initialize_era(checker: &mut Checker<'_>, result: &Object<'_>, index: usize, path: &Path<'_>) {
    let member = &result.members[index];
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

/// `serverInfo` at the top of the result is a draft shape; clients read `_meta` only.
fn server_info_top_level(
    checker: &mut Checker<'_>,
    result: &Object<'_>,
    index: usize,
    path: &Path<'_>,
) {
    let text = checker.text;
    let member = &result.members[index];
    let raw = checker.raw(&member.value);
    let edits = match get(result, "_meta").map(|(_, m)| &m.value) {
        None => Some(vec![replace(
            member.span(),
            format!("\"_meta\": {{{}: {raw}}}", quote(SERVER_INFO_KEY)),
        )]),
        Some(Value::Object(meta)) if get(meta, SERVER_INFO_KEY).is_some() => {
            Some(vec![remove_member(result, index)])
        }
        Some(Value::Object(meta)) => Some(vec![
            remove_member(result, index),
            insert_member(text, meta, SERVER_INFO_KEY, raw),
        ]),
        Some(_) => None,
    };
    let diagnostic = checker.emit(
        Code::ServerInfoTopLevel,
        path.member("serverInfo"),
        member.key.span,
        Found::ServerInfoTopLevel,
    );
    if let Some(edits) = edits {
        diagnostic.fixes.push(fix(FixTitle::MoveIntoMeta, edits));
    }
}

/// Revisions as dates, listed once each, with this revision among them (server/discover;
/// basic/versioning).
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
    ResultTypeNotComplete { found: String },
    VersionsEmpty,
    VersionDuplicate { version: String },
    VersionFormat { version: String },
    VersionWithoutDiscover,
    InitializeResult,
    ServerInfoTopLevel,
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::discover::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::ResultTypeNotComplete { found } => {
                say!(
                    "`resultType` is \"{found}\"; a `server/discover` result is always \"complete\"."
                )
            }
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
            Found::ServerInfoTopLevel => say!(
                "`serverInfo` at the top of the result is a draft shape; in {REVISION} it lives in `_meta` under `{SERVER_INFO_KEY}`, and clients look only there."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::discover::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::ResultTypeNotComplete { found } => say!(
                "`resultType` равен «{found}»; у результата `server/discover` он всегда `\"complete\"`."
            ),
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
            Found::ServerInfoTopLevel => say!(
                "`serverInfo` в корне результата — форма из черновика; в ревизии {REVISION} он находится в `_meta` под ключом `{SERVER_INFO_KEY}`, и клиенты ищут только там."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::ResultTypeNotComplete {
            found: "input_required".into(),
        }
        .into(),
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
        Found::ServerInfoTopLevel.into(),
    ]
}
