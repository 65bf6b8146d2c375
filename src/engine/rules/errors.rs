//! Error responses (basic/index, "Error Responses" and "Error Codes"), and what each error tells
//! a client about the server's era (basic/versioning; the backward-compatibility sections of
//! both transports): MCP's own refusals identify a modern server, anything else sends the
//! client back to `initialize`.

use super::checker::{Checker, get};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::DocumentKind;
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::engine::span::Span;
use crate::spec::codes::Code;
use crate::spec::schema::Expect;
use crate::spec::shapes;

crate::spec::codes::codes! {
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
    ErrorShape = "envelope/error-shape", Error, Basic,
        summary: ("The error object is malformed.", "Объект `error` составлен неверно."),
        help: ("An error has an integer code and a string message; -32022 also needs data.supported and data.requested.",
               "У ошибки есть целый `code` и строка `message`; для `-32022` нужны ещё `data.supported` и `data.requested`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": "-32022", "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
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
    ErrorMessageSentences = "envelope/error-message", Warning, ErrorResponses,
        summary: ("error.message is more than one sentence.", "`error.message` длиннее одного предложения."),
        help: ("Keep message to one short sentence and put details in error.data.",
               "Оставьте в `message` одно короткое предложение, а подробности перенесите в `error.data`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version. Try 2026-07-28 instead.", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    ReservedErrorCode = "envelope/reserved-error-code", Error, ErrorCodes,
        summary: ("The error code is one this revision forbids: retired, or reserved for MCP and not defined.", "Код ошибки запрещён в этой ревизии: он выведен из употребления или зарезервирован за MCP и не определён."),
        help: ("Answer a missing resource with -32602, not -32002; of -32020 to -32099 send only the codes the specification defines (-32020, -32021, -32022), and give your own errors codes outside -32768 to -32000.",
               "Отвечайте на запрос отсутствующего ресурса кодом `-32602`, а не `-32002`; из диапазона от `-32020` до `-32099` берите только коды, определённые спецификацией (`-32020`, `-32021`, `-32022`), а для собственных ошибок\u{a0}— коды вне диапазона от `-32768` до `-32000`."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32002, \"message\": \"Resource not found\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32602, \"message\": \"Resource not found\"}}";
}

const METHOD_NOT_FOUND: i64 = -32601;
const HEADER_MISMATCH: i64 = -32020;
const MISSING_REQUIRED_CLIENT_CAPABILITY: i64 = -32021;
const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;
/// Codes of earlier revisions, retired (basic/index, "Error Codes").
const RESOURCE_NOT_FOUND: i64 = -32002;
const URL_ELICITATION_REQUIRED: i64 = -32042;
/// The sub-range of JSON-RPC's server errors that only the MCP specification assigns.
const RESERVED_FOR_MCP: std::ops::RangeInclusive<i64> = -32099..=-32020;

/// Checks the `error` member of an error response and records the kind of answer it is.
pub fn error(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let previous = checker.code_override.replace(Code::ErrorShape);
    checker.check_def(value, shapes::ERROR, path);
    checker.code_override = previous;
    let Value::Object(error) = value else {
        checker.error_kind = Some(DocumentKind::ErrorResponse);
        return;
    };
    let message = get(error, "message")
        .and_then(|(_, m)| m.value.as_str())
        .unwrap_or_default();
    message_sentences(checker, error, path);
    let code_member = get(error, "code");
    let code_span = code_member.map_or(error.brace(), |(_, m)| m.value.span());
    let code_path = path.member("code");
    let code = code_member.and_then(|(_, m)| integer(&m.value));
    if let Some(code) = code {
        forbidden_code(checker, code, &code_path, code_span);
    }
    // The eras are told by the answer to `server/discover`; to any other request an error is
    // just a refusal, which the reader (the probe's walk) judges by the method.
    if checker
        .method
        .is_some_and(|method| method != "server/discover")
    {
        checker.error_kind = Some(DocumentKind::ErrorResponse);
        return;
    }
    let kind = match code {
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
    };
    checker.error_kind = Some(kind);
}

/// Codes no implementation of this revision may send (basic/index, "Error Codes"): the retired
/// -32002 and -32042 (MUST NOT emit), and the codes of -32020 to -32099 that the specification
/// does not define (MUST NOT emit any code from this sub-range that is not defined).
fn forbidden_code(checker: &mut Checker<'_>, code: i64, path: &Path<'_>, span: Span) {
    let status = match code {
        RESOURCE_NOT_FOUND => CodeStatus::RetiredResourceNotFound,
        URL_ELICITATION_REQUIRED => CodeStatus::RetiredUrlElicitation,
        HEADER_MISMATCH | MISSING_REQUIRED_CLIENT_CAPABILITY | UNSUPPORTED_PROTOCOL_VERSION => {
            return;
        }
        code if RESERVED_FOR_MCP.contains(&code) => CodeStatus::Unassigned,
        _ => return,
    };
    let finding = Found::ForbiddenCode { code, status };
    checker.emit(Code::ReservedErrorCode, path, span, finding);
}

/// The value of a whole-number lexeme, when it fits.
fn integer(value: &Value<'_>) -> Option<i64> {
    let raw = value.as_number()?;
    let digits = numbers::shape(raw).integer_digits?;
    let magnitude: i64 = digits.parse().ok()?;
    Some(if raw.starts_with('-') {
        -magnitude
    } else {
        magnitude
    })
}

/// -32022 carries `data.supported`, not empty and without the refused revision, and
/// `data.requested` (schema: UnsupportedProtocolVersionError; basic/versioning).
fn unsupported_version(
    checker: &mut Checker<'_>,
    error: &Object<'_>,
    path: &Path<'_>,
    code_span: Span,
) {
    let data_path = path.member("data");
    let Some((_, data)) = get(error, "data") else {
        let finding = super::structure::Found::Missing {
            member: "data",
            owner: super::checker::subject(path),
            written: None,
        };
        checker.emit(Code::ErrorShape, path, error.brace(), finding);
        return;
    };
    let previous = checker.code_override.replace(Code::ErrorShape);
    checker.check(&data.value, data_shape(), None, &data_path);
    checker.code_override = previous;
    let Value::Object(data_object) = &data.value else {
        return;
    };
    let requested = get(data_object, "requested").and_then(|(_, m)| m.value.as_str());
    let mut supported = Vec::new();
    if let Some((_, list)) = get(data_object, "supported")
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
    let finding = Found::UnsupportedVersion {
        requested: requested.unwrap_or("?").to_owned(),
        supported,
    };
    checker.emit(
        Code::UnsupportedVersion,
        path.member("code"),
        code_span,
        finding,
    );
}

/// What the schema asks of `error.data` in -32022.
fn data_shape() -> &'static Expect {
    let Expect::Object(response) = &shapes::UNSUPPORTED_PROTOCOL_VERSION_ERROR.body() else {
        unreachable!("the generated table gives UnsupportedProtocolVersionError an object shape")
    };
    match response.member("error") {
        Some(Expect::Object(error)) => error.member("data").unwrap_or(&Expect::Any),
        _ => &Expect::Any,
    }
}

/// `error.message` SHOULD be one concise sentence (schema: Error.message).
fn message_sentences(checker: &mut Checker<'_>, error: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(error, "message") else {
        return;
    };
    let Some(message) = member.value.as_str() else {
        return;
    };
    let count = sentence_count(message);
    if count > 1 {
        checker.emit(
            Code::ErrorMessageSentences,
            path.member("message"),
            member.value.span(),
            Found::ErrorMessageSentences { count },
        );
    }
}

/// Sentences: a `.`, `!` or `?` followed by white space and a capital letter ends one; a line
/// break ends one too. Abbreviations such as "e.g. x" do not, since a lower-case word follows.
fn sentence_count(message: &str) -> usize {
    // Sized at once (a character per byte at most): collected, it grew three times.
    let mut chars = Vec::with_capacity(message.len());
    chars.extend(message.trim().chars());
    let mut count = usize::from(!chars.is_empty());
    for (at, c) in chars.iter().enumerate() {
        let ends = match c {
            '.' | '!' | '?' => {
                chars.get(at + 1).is_some_and(|n| n.is_whitespace())
                    && chars[at + 1..]
                        .iter()
                        .find(|n| !n.is_whitespace())
                        .is_some_and(|n| is_capital(*n))
            }
            '\n' => chars[at + 1..].iter().any(|n| !n.is_whitespace()),
            _ => false,
        };
        count += usize::from(ends);
    }
    count
}

/// A capital letter of the scripts error messages are written in, Latin and Cyrillic; Unicode's
/// full case tables would cost the browser module more than they are worth here.
fn is_capital(c: char) -> bool {
    c.is_ascii_uppercase() || ('А'..='Я').contains(&c) || c == 'Ё'
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

/// Why this revision forbids a code (basic/index, "Error Codes").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeStatus {
    /// -32002, resource not found up to 2025-11-25; -32602 replaced it.
    RetiredResourceNotFound,
    /// -32042, URL elicitation required in 2025-11-25 only.
    RetiredUrlElicitation,
    /// In -32020 to -32099, which only the specification assigns, and not assigned.
    Unassigned,
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
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
    ErrorMessageSentences {
        count: usize,
    },
    ForbiddenCode {
        code: i64,
        status: CodeStatus,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::errors::{CodeStatus, Era, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
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
            Found::ErrorMessageSentences { count } => say!(
                "`message` holds {count} sentences; it should be one short sentence, with details in `data`."
            ),
            Found::ForbiddenCode { code, status } => match status {
                CodeStatus::RetiredResourceNotFound => say!(
                    "Code {code} is retired (resource not found, up to 2025-11-25) and must not be sent in {REVISION}; a missing resource takes -32602 (Invalid params)."
                ),
                CodeStatus::RetiredUrlElicitation => say!(
                    "Code {code} is retired (URL elicitation required, 2025-11-25 only) and must not be sent in {REVISION}."
                ),
                CodeStatus::Unassigned => say!(
                    "Code {code} lies in -32020 to -32099, which only the MCP specification assigns, and {REVISION} does not assign it; your own errors take codes outside -32768 to -32000."
                ),
            },
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
    use crate::engine::rules::errors::{CodeStatus, Era, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
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
            Found::ErrorMessageSentences { count } => say!(
                "В `message` предложений: {count}; серверу СЛЕДУЕТ ограничиться одним кратким предложением, а подробности перенести в `data`."
            ),
            Found::ForbiddenCode { code, status } => match status {
                CodeStatus::RetiredResourceNotFound => say!(
                    "Код `{code}` выведен из употребления (ресурс не найден, до ревизии 2025-11-25), и в ревизии {REVISION} серверы НЕ ДОЛЖНЫ его отправлять; отсутствующему ресурсу отвечают кодом `-32602` (неверные параметры)."
                ),
                CodeStatus::RetiredUrlElicitation => say!(
                    "Код `{code}` выведен из употребления (требуется ввод данных по URL, только ревизия 2025-11-25), и в ревизии {REVISION} серверы НЕ ДОЛЖНЫ его отправлять."
                ),
                CodeStatus::Unassigned => say!(
                    "Код `{code}` лежит в диапазоне от `-32020` до `-32099`, который назначает только спецификация MCP, а ревизия {REVISION} такого кода не определяет; для собственных ошибок берите коды вне диапазона от `-32768` до `-32000`."
                ),
            },
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
    ];
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
    for count in [1, 2, 5, 21] {
        all.push(Found::ErrorMessageSentences { count }.into());
    }
    for status in [
        CodeStatus::RetiredResourceNotFound,
        CodeStatus::RetiredUrlElicitation,
        CodeStatus::Unassigned,
    ] {
        all.push(
            Found::ForbiddenCode {
                code: -32002,
                status,
            }
            .into(),
        );
    }
    all
}

#[cfg(test)]
mod tests {
    #[test]
    fn counts_sentences() {
        for (message, count) in [
            ("Method not found", 1),
            ("Unsupported protocol version.", 1),
            ("Not found. Try again later.", 2),
            ("Bad input, e.g. a missing name.", 1),
            ("Version 1.2 is old", 1),
            ("Что-то пошло не так. Повторите запрос.", 2),
            ("first line\nsecond line", 2),
            ("", 0),
        ] {
            assert_eq!(super::sentence_count(message), count, "{message}");
        }
    }
}
