//! Error responses (basic/index, "Error Responses" and "Error Codes"): the error object, its
//! message, the codes this revision forbids. (What an error to `server/discover` tells a client
//! about the server's era: `versioning.rs`.)

use super::checker::{Checker, get};
use super::versioning;
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::kind::DocumentKind;
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::engine::span::Span;
use crate::spec::codes::Code;
use crate::spec::shapes;

crate::spec::codes::codes! {
    ErrorShape = "envelope/error-shape", Error, ErrorResponses,
        summary: ("The error object is malformed.", "Объект `error` составлен неверно."),
        help: ("An error has an integer code and a string message; -32021 also needs data.requiredCapabilities, and -32022 data.supported and data.requested.",
               "У ошибки есть целый `code` и строка `message`; для `-32021` нужно ещё `data.requiredCapabilities`, а для `-32022`\u{a0}— `data.supported` и `data.requested`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": "-32022", "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
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
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32002, \"message\": \"Resource not found\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"_meta\": {\"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\", \"io.modelcontextprotocol/clientCapabilities\": {}}, \"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32602, \"message\": \"Resource not found\"}}";
}

/// Codes of earlier revisions, retired (basic/index, "Error Codes").
const RESOURCE_NOT_FOUND: i64 = -32002;
const URL_ELICITATION_REQUIRED: i64 = -32042;
/// The sub-range of JSON-RPC's server errors that only the MCP specification assigns.
const RESERVED_FOR_MCP: std::ops::RangeInclusive<i64> = -32099..=-32020;

/// Checks the `error` member of an error response, and records the kind of answer it is
/// (`versioning.rs` tells what an error to `server/discover` says of the server's era).
pub fn error(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let previous = checker.code_override.replace(Code::ErrorShape);
    checker.check_def(value, shapes::ERROR, path);
    checker.code_override = previous;
    let Value::Object(error) = value else {
        checker.error_kind = Some(DocumentKind::ErrorResponse);
        return;
    };
    message_sentences(checker, error, path);
    let code_member = get(error, "code");
    let code_span = code_member.map_or(error.brace(), |(_, m)| m.value.span());
    let code = code_member.and_then(|(_, m)| integer(&m.value));
    if let Some(code) = code {
        forbidden_code(checker, code, &path.member("code"), code_span);
    }
    let kind = versioning::error_era(checker, error, path, code, code_span);
    checker.error_kind = Some(kind);
}

/// Codes no implementation of this revision may send (basic/index, "Error Codes"): the retired
/// -32002 and -32042 (MUST NOT emit), and the codes of -32020 to -32099 that the specification
/// does not define (MUST NOT emit any code from this sub-range that is not defined).
fn forbidden_code(checker: &mut Checker<'_>, code: i64, path: &Path<'_>, span: Span) {
    let status = match code {
        RESOURCE_NOT_FOUND => CodeStatus::RetiredResourceNotFound,
        URL_ELICITATION_REQUIRED => CodeStatus::RetiredUrlElicitation,
        versioning::HEADER_MISMATCH
        | versioning::MISSING_REQUIRED_CLIENT_CAPABILITY
        | versioning::UNSUPPORTED_PROTOCOL_VERSION => {
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
    // As u64, the integer parser the module has anyway (`numbers::index`).
    let magnitude = i64::try_from(digits.parse::<u64>().ok()?).ok()?;
    Some(if raw.starts_with('-') {
        -magnitude
    } else {
        magnitude
    })
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
    ErrorMessageSentences { count: usize },
    ForbiddenCode { code: i64, status: CodeStatus },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::errors::{CodeStatus, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
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
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::errors::{CodeStatus, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
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
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
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
