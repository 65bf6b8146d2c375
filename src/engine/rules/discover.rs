//! The `server/discover` result beyond its schema (server/discover): the draft shapes people
//! still send, and the server's identity in `_meta` (its `resultType` is read with every
//! result's, in `results.rs`; its revisions, in `versioning.rs`).

use super::checker::{Checker, fix, get};
use crate::engine::diagnostic::FIXES_OFFERED;
use crate::engine::edits::{insert_member, quote, remove_member, replace};
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::likely_meant;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::fields::{self, SERVER_INFO_KEY};
use crate::spec::schema::Expect;
use crate::spec::shapes;

crate::spec::codes::codes! {
    ServerInfoTopLevel = "discover/server-info-top-level", Warning, Discover,
        summary: ("serverInfo sits at the top of the result, where a draft had it.", "`serverInfo` лежит в корне результата, как было в черновике."),
        help: ("Move it into _meta under \"io.modelcontextprotocol/serverInfo\"; clients look only there.",
               "Перенесите его в `_meta` под ключ `io.modelcontextprotocol/serverInfo`: клиенты ищут только там."),
        bad: r#"{"serverInfo": {"name": "demo", "version": "1.0.0"}, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public"}"#,
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
            let text = checker.text;
            checker
                .emit(
                    Code::MissingServerInfo,
                    path,
                    result.brace(),
                    super::meta::Found::NoMeta,
                )
                .offer(|| {
                    let default = format!(
                        "{{{}: {}}}",
                        quote(SERVER_INFO_KEY),
                        fields::field("serverInfo").map_or("{}", |f| f.default)
                    );
                    let edit = insert_member(text, result, "_meta", &default);
                    fix(FixTitle::AddMetaWithServerInfo, vec![edit])
                });
        }
        None => {}
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
    let edits = || match get(result, "_meta").map(|(_, m)| &m.value) {
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
    // Where `_meta` holds something else, there is no fix to offer.
    if FIXES_OFFERED && let Some(edits) = edits() {
        diagnostic.offer(|| fix(FixTitle::MoveIntoMeta, edits));
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
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
            Found::ServerInfoTopLevel => say!(
                "`serverInfo` в корне результата — форма из черновика; в ревизии {REVISION} он находится в `_meta` под ключом `{SERVER_INFO_KEY}`, и клиенты ищут только там."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![Found::ServerInfoTopLevel.into()]
}
