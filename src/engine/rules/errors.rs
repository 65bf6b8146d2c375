//! Error responses (basic/index, "Error Responses" and "Error Codes"), and what each error tells
//! a client about the server's era (basic/versioning; the backward-compatibility sections of
//! both transports): MCP's own refusals identify a modern server, anything else sends the
//! client back to `initialize`.

use super::{Checker, get};
use crate::engine::DocumentKind;
use crate::engine::finding::Finding;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::schema::Expect;
use crate::spec::shapes;

const METHOD_NOT_FOUND: i64 = -32601;
const HEADER_MISMATCH: i64 = -32020;
const MISSING_REQUIRED_CLIENT_CAPABILITY: i64 = -32021;
const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;

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
    // The eras are told by the answer to `server/discover`; to any other request an error is
    // just a refusal, which the reader (the probe's walk) judges by the method.
    if checker
        .method
        .is_some_and(|method| method != "server/discover")
    {
        checker.error_kind = Some(DocumentKind::ErrorResponse);
        return;
    }
    let code_member = get(error, "code");
    let code_span = code_member.map_or(error.brace(), |(_, m)| m.value.span());
    let code_path = path.member("code");
    let code = code_member.and_then(|(_, m)| integer(&m.value));
    let kind = match code {
        Some(METHOD_NOT_FOUND) => {
            checker.emit(
                Code::LegacyServer,
                code_path,
                code_span,
                Finding::LegacyServer,
            );
            DocumentKind::LegacyServer
        }
        Some(UNSUPPORTED_PROTOCOL_VERSION) => {
            unsupported_version(checker, error, path, code_span);
            DocumentKind::UnsupportedVersion
        }
        Some(code @ (HEADER_MISMATCH | MISSING_REQUIRED_CLIENT_CAPABILITY)) => {
            let finding = Finding::ModernRefusal {
                code,
                message: message.to_owned(),
            };
            checker.emit(Code::ModernRefusal, code_path, code_span, finding);
            DocumentKind::ModernRefusal
        }
        Some(code) => {
            let finding = Finding::FallbackError {
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
    code_span: crate::engine::Span,
) {
    let data_path = path.member("data");
    let Some((_, data)) = get(error, "data") else {
        let finding = Finding::Missing {
            member: "data",
            owner: super::subject(path),
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
                Finding::SupportedEmpty,
            );
        }
        for (index, item) in list.elements.iter().enumerate() {
            let Some(version) = item.as_str() else {
                continue;
            };
            if Some(version) == requested {
                let finding = Finding::SupportedHasRequested {
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
    let finding = Finding::UnsupportedVersion {
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
            Finding::ErrorMessageSentences { count },
        );
    }
}

/// Sentences: a `.`, `!` or `?` followed by white space and a capital letter ends one; a line
/// break ends one too. Abbreviations such as "e.g. x" do not, since a lower-case word follows.
fn sentence_count(message: &str) -> usize {
    let chars: Vec<char> = message.trim().chars().collect();
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
