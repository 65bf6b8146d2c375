//! Revisions (basic/versioning, "Version Negotiation" and the backward-compatibility sections of
//! both transports): the revision list of a discover result's `supportedVersions`;
//! `protocolVersion`, which belongs to the handshake of earlier revisions; and what an error to
//! `server/discover` says of the server's era, -32022's list of revisions among it. (The error
//! object itself: `errors.rs`; the earlier handshake, judged by 2025-11-25's shapes:
//! `legacy.rs`.)

use super::checker::{Checker, fix, get};
use crate::engine::edits::{removal_span, remove_member, replace};
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::DocumentKind;
use crate::engine::names::{self, is_revision_date};
use crate::engine::pointer::Path;
use crate::engine::span::Span;
use crate::spec::REVISION;
use crate::spec::codes::Code;
use crate::spec::schema::{DefId, Expect};
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
    InitializeResult = "discover/initialize-result", Warning, Versioning,
        summary: ("This looks like an answer to initialize, not to server/discover.", "Похоже на ответ на `initialize`, а не на `server/discover`."),
        help: ("protocolVersion belongs to the pre-2026-07-28 handshake; list revisions in supportedVersions.",
               "`protocolVersion` относится к рукопожатию ревизий до 2026-07-28; перечисляйте ревизии в `supportedVersions`."),
        bad: r#"{"protocolVersion": "2026-07-28", …}"#,
        good: r#"{…}"#;
    LegacyServer = "document/legacy-server", Error, Versioning,
        summary: ("The server does not know server/discover: it predates 2026-07-28.", "Сервер не реализует `server/discover`: это сервер прежней ревизии, вышедшей раньше 2026-07-28."),
        help: ("Clients will fall back to `initialize`. To support revision 2026-07-28, implement `server/discover`.",
               "Клиенты откатятся к `initialize`. Чтобы поддерживать ревизию 2026-07-28, реализуйте `server/discover`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    UnsupportedVersion = "document/unsupported-version", Info, Versioning,
        summary: ("The server declined the requested revision and listed the ones it supports.", "Сервер отклонил запрошенную ревизию и перечислил те, что поддерживает."),
        help: ("A valid modern answer: the client retries with a revision from data.supported.",
               "Корректный современный ответ: клиент повторит запрос с ревизией из `data.supported`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ErrorResponse = "document/error-response", Error, Discover,
        summary: ("The server answered server/discover with an error.", "Сервер ответил на `server/discover` ошибкой."),
        help: ("Every 2026-07-28 server must answer server/discover with its result; look at the server's logs.",
               "Каждый сервер ревизии 2026-07-28 ДОЛЖЕН отвечать на `server/discover` результатом, иначе клиент откатывается к `initialize`; посмотрите журналы сервера."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32603, "message": "Internal error"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ModernRefusal = "document/modern-refusal", Warning, Versioning,
        summary: ("A modern server refused the request with one of MCP's own errors.", "Современный сервер отклонил запрос, ответив одной из ошибок самого MCP."),
        help: ("-32020 means the HTTP headers disagree with the body; -32021 means the request needs a client capability it did not declare. Fix the request and ask again.",
               "`-32020` значит, что заголовки HTTP расходятся с телом запроса; `-32021` — что запросу нужна возможность клиента, которую он не объявил. Исправьте запрос и повторите его."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32020, "message": "Header mismatch"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    SupportedEmpty = "version/supported-empty", Error, Versioning,
        summary: ("Error -32022 offers no revision.", "Ошибка `-32022` не предлагает ни одной ревизии."),
        help: ("List in data.supported every revision the server supports, so that the client can retry with one of them.",
               "Перечислите в `data.supported` все ревизии, которые поддерживает сервер, чтобы клиент мог повторить запрос с одной из них."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": [], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    SupportedHasRequested = "version/supported-has-requested", Error, Versioning,
        summary: ("Error -32022 offers the very revision it refuses.", "Ошибка `-32022` предлагает ту самую ревизию, которую отклоняет."),
        help: ("Either serve the requested revision or leave it out of data.supported.",
               "Либо поддержите запрошенную ревизию, либо уберите её из `data.supported`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2026-07-28"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
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
        diagnostic.offer(|| {
            fix(
                FixTitle::SupportedVersionsFrom(raw.clone()),
                vec![replace(
                    member.span(),
                    format!("\"supportedVersions\": [{raw}]"),
                )],
            )
        });
    } else {
        diagnostic.offer(|| {
            fix(
                FixTitle::Remove("protocolVersion"),
                vec![remove_member(result, index)],
            )
        });
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
            last.offer(|| {
                fix(
                    FixTitle::WrapInList(raw.clone()),
                    vec![replace(span, format!("[{raw}]"))],
                )
            });
        }
        return;
    };
    if list.elements.is_empty() {
        let span = value.span();
        checker
            .emit(Code::VersionsEmpty, path, span, Found::VersionsEmpty)
            .offer(|| {
                fix(
                    FixTitle::ReplaceWith(format!("[\"{REVISION}\"]")),
                    vec![replace(span, format!("[\"{REVISION}\"]"))],
                )
            });
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
            checker
                .emit(
                    Code::VersionDuplicate,
                    item_path,
                    item.span(),
                    Found::VersionDuplicate { version },
                )
                .offer(|| {
                    let span = removal_span(list.elements, index);
                    fix(FixTitle::RemoveRepeat, vec![replace(span, "")])
                });
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
            .offer(|| {
                fix(
                    FixTitle::AddRevision,
                    vec![replace(
                        crate::engine::span::Span::new(first, first),
                        format!("\"{REVISION}\", "),
                    )],
                )
            });
    }
}

/// -32601: the server does not know `server/discover`.
const METHOD_NOT_FOUND: i64 = -32601;
/// MCP's own refusals (basic/index, "Error Codes"), which only a modern server sends.
pub const HEADER_MISMATCH: i64 = -32020;
pub const MISSING_REQUIRED_CLIENT_CAPABILITY: i64 = -32021;
pub const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;

/// What an error with `code` to `server/discover` tells a client about the server's era
/// (basic/versioning; the backward-compatibility sections of both transports): MCP's own
/// refusals identify a modern server, anything else sends the client back to `initialize`. To
/// any other request an error is just a refusal, which the reader (the probe's walk) judges by
/// the method.
pub fn error_era(
    checker: &mut Checker<'_>,
    error: &Object<'_>,
    path: &Path<'_>,
    code: Option<i64>,
    code_span: Span,
) -> DocumentKind {
    if checker
        .method
        .is_some_and(|method| method != "server/discover")
    {
        // Whatever was asked, MCP's own refusals carry the data their types require.
        match code {
            Some(UNSUPPORTED_PROTOCOL_VERSION) => {
                version_data(checker, error, path);
            }
            Some(MISSING_REQUIRED_CLIENT_CAPABILITY) => capability_data(checker, error, path),
            _ => {}
        }
        return DocumentKind::ErrorResponse;
    }
    let message = get(error, "message")
        .and_then(|(_, m)| m.value.as_str())
        .unwrap_or_default();
    let code_path = path.member("code");
    match code {
        Some(METHOD_NOT_FOUND) => {
            checker.emit(
                Code::LegacyServer,
                code_path,
                code_span,
                Found::LegacyServer,
            );
            DocumentKind::LegacyServer
        }
        Some(UNSUPPORTED_PROTOCOL_VERSION) => {
            unsupported_version(checker, error, path, code_span);
            DocumentKind::UnsupportedVersion
        }
        Some(code @ (HEADER_MISMATCH | MISSING_REQUIRED_CLIENT_CAPABILITY)) => {
            if code == MISSING_REQUIRED_CLIENT_CAPABILITY {
                capability_data(checker, error, path);
            }
            let finding = Found::ModernRefusal {
                code,
                message: message.to_owned(),
            };
            checker.emit(Code::ModernRefusal, code_path, code_span, finding);
            DocumentKind::ModernRefusal
        }
        Some(code) => {
            let finding = Found::FallbackError {
                code,
                message: message.to_owned(),
            };
            checker.emit(Code::ErrorResponse, code_path, code_span, finding);
            DocumentKind::LegacyServer
        }
        None => DocumentKind::ErrorResponse,
    }
}

/// -32022 to `server/discover`: what the server offers instead, after the checks of its data.
fn unsupported_version(
    checker: &mut Checker<'_>,
    error: &Object<'_>,
    path: &Path<'_>,
    code_span: Span,
) {
    let Some((requested, supported)) = version_data(checker, error, path) else {
        return;
    };
    let finding = Found::UnsupportedVersion {
        requested: requested.unwrap_or_else(|| "?".into()),
        supported,
    };
    checker.emit(
        Code::UnsupportedVersion,
        path.member("code"),
        code_span,
        finding,
    );
}

/// -32021 carries `data.requiredCapabilities`, the capabilities the client did not declare
/// (basic/index, "Per-request protocol fields": MUST; schema:
/// MissingRequiredClientCapabilityError).
fn capability_data(checker: &mut Checker<'_>, error: &Object<'_>, path: &Path<'_>) {
    refusal_data(
        checker,
        error,
        path,
        shapes::MISSING_REQUIRED_CLIENT_CAPABILITY_ERROR,
    );
}

/// The `data` of one of MCP's refusals, checked by its type's shape (`def`, the response);
/// `None` when there is none to read further.
fn refusal_data<'t>(
    checker: &mut Checker<'_>,
    error: &Object<'t>,
    path: &Path<'_>,
    def: DefId,
) -> Option<Object<'t>> {
    let data_path = path.member("data");
    let Some((_, data)) = get(error, "data") else {
        let finding = super::structure::Found::Missing {
            member: "data",
            owner: super::checker::subject(path),
            written: None,
        };
        checker.emit(Code::ErrorShape, path, error.brace(), finding);
        return None;
    };
    let previous = checker.code_override.replace(Code::ErrorShape);
    checker.check(&data.value, data_shape(def), None, &data_path);
    checker.code_override = previous;
    match data.value {
        Value::Object(object) => Some(object),
        _ => None,
    }
}

/// -32022 carries `data.supported`, not empty and without the refused revision, and
/// `data.requested` (schema: UnsupportedProtocolVersionError; basic/versioning). Returns the
/// revision requested and those supported, when `data` is an object.
fn version_data(
    checker: &mut Checker<'_>,
    error: &Object<'_>,
    path: &Path<'_>,
) -> Option<(Option<String>, Vec<String>)> {
    let data_path = path.member("data");
    let data_object = refusal_data(
        checker,
        error,
        path,
        shapes::UNSUPPORTED_PROTOCOL_VERSION_ERROR,
    )?;
    let requested = get(&data_object, "requested").and_then(|(_, m)| m.value.as_str());
    let mut supported = Vec::new();
    if let Some((_, list)) = get(&data_object, "supported")
        && let Value::Array(list) = &list.value
    {
        let list_path = data_path.member("supported");
        if list.elements.is_empty() {
            checker.emit(
                Code::SupportedEmpty,
                list_path,
                list.span,
                Found::SupportedEmpty,
            );
        }
        for (index, item) in list.elements.iter().enumerate() {
            let Some(version) = item.as_str() else {
                continue;
            };
            if Some(version) == requested {
                let finding = Found::SupportedHasRequested {
                    requested: version.to_owned(),
                };
                checker.emit(
                    Code::SupportedHasRequested,
                    list_path.index(index),
                    item.span(),
                    finding,
                );
            }
            supported.push(version.to_owned());
        }
    }
    Some((requested.map(str::to_owned), supported))
}

/// What the schema asks of `error.data` in the error response `def`.
fn data_shape(def: DefId) -> &'static Expect {
    let Expect::Object(response) = &def.body() else {
        unreachable!("the generated table gives MCP's error responses object shapes")
    };
    match response.member("error") {
        Some(Expect::Object(error)) => error.member("data").unwrap_or(&Expect::Any),
        _ => &Expect::Any,
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What a failing server is to a client, per basic/versioning and the transports' backward
/// compatibility sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Era {
    /// A recognised MCP error: the server is modern and refused this request.
    Modern,
    /// Anything else: a client falls back to `initialize`.
    Legacy,
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    VersionsEmpty,
    VersionDuplicate {
        version: String,
    },
    VersionFormat {
        version: String,
    },
    VersionWithoutDiscover,
    InitializeResult,
    /// -32601: the server does not know `server/discover`.
    LegacyServer,
    /// A refusal whose code the client does not recognise: it falls back to `initialize`.
    FallbackError {
        code: i64,
        message: String,
    },
    /// A recognised MCP error (-32020, -32021): a modern server refused this request.
    ModernRefusal {
        code: i64,
        message: String,
    },
    UnsupportedVersion {
        requested: String,
        supported: Vec<String>,
    },
    SupportedEmpty,
    SupportedHasRequested {
        requested: String,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::versioning::{Era, Found};
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
            Found::LegacyServer => say!(
                "-32601 (method not found): this server does not implement `server/discover`, so it predates {REVISION}; {}.",
                era(Era::Legacy)
            ),
            Found::FallbackError { code, message } => say!(
                "The server answered with error {code} (\"{message}\"). MCP does not define this answer to `server/discover`, so {}.",
                era(Era::Legacy)
            ),
            Found::ModernRefusal { code, message } => say!(
                "Error {code} (\"{message}\") is one of MCP's standard errors: {}. The answer says why; it is not a `server/discover` result.",
                era(Era::Modern)
            ),
            Found::UnsupportedVersion {
                requested,
                supported,
            } if supported.is_empty() => {
                say!("The server does not support revision {requested} and offers no other.")
            }
            Found::UnsupportedVersion {
                requested,
                supported,
            } => say!(
                "The server does not support revision {requested}; it offers {}. A client picks one of those and asks again.",
                supported.join(", ")
            ),
            Found::SupportedEmpty => {
                say!("`supported` is empty, so a client has no revision to retry with.")
            }
            Found::SupportedHasRequested { requested } => say!(
                "`supported` lists \"{requested}\", the very revision the server refuses; a client would retry it for ever."
            ),
        }
    }
    fn era(era: Era) -> String {
        match era {
            Era::Modern => say!("the server is modern and declined this very request"),
            Era::Legacy => {
                say!("a client falls back to the initialize handshake of earlier revisions")
            }
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::versioning::{Era, Found};
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
            Found::LegacyServer => say!(
                "Ошибка `-32601` (метод не найден): сервер не реализует `server/discover`, значит, он поддерживает только ревизии, вышедшие раньше {REVISION}; {}.",
                era(Era::Legacy)
            ),
            Found::FallbackError { code, message } => say!(
                "Сервер ответил ошибкой `{code}` («{message}»). MCP не предусматривает такого ответа на `server/discover`, поэтому {}.",
                era(Era::Legacy)
            ),
            Found::ModernRefusal { code, message } => say!(
                "Ошибка `{code}` («{message}») — одна из стандартных ошибок MCP: {}. Ответ объясняет причину, но результатом `server/discover` не является.",
                era(Era::Modern)
            ),
            Found::UnsupportedVersion {
                requested,
                supported,
            } if supported.is_empty() => {
                say!("Сервер не поддерживает ревизию {requested} и не предлагает ни одной другой.")
            }
            Found::UnsupportedVersion {
                requested,
                supported,
            } => say!(
                "Сервер не поддерживает ревизию {requested}; он предлагает {}. Клиент выберет одну из них и повторит запрос.",
                supported.join(", ")
            ),
            Found::SupportedEmpty => {
                say!("Массив `supported` пуст: клиенту не с чем повторить запрос.")
            }
            Found::SupportedHasRequested { requested } => say!(
                "В `supported` указана «{requested}» — та самая ревизия, которую сервер отклоняет; клиент будет повторять её без конца."
            ),
        }
    }
    fn era(era: Era) -> String {
        match era {
            Era::Modern => say!("сервер современный и отклонил именно этот запрос"),
            Era::Legacy => say!("клиент откатывается к рукопожатию `initialize` прежних ревизий"),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = vec![
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
    ];
    all.extend([
        Found::LegacyServer.into(),
        Found::FallbackError {
            code: -32601,
            message: "Method not found".into(),
        }
        .into(),
        Found::ModernRefusal {
            code: -32602,
            message: "Invalid params".into(),
        }
        .into(),
        Found::SupportedEmpty.into(),
        Found::SupportedHasRequested {
            requested: "2026-07-28".into(),
        }
        .into(),
    ]);
    for supported in [
        vec![],
        vec!["2025-11-25".to_owned()],
        vec!["2025-06-18".to_owned(), "2025-11-25".to_owned()],
    ] {
        all.push(
            Found::UnsupportedVersion {
                requested: "2026-07-28".into(),
                supported,
            }
            .into(),
        );
    }
    all
}
