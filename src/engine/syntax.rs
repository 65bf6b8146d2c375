//! Strict JSON (RFC 8259): syntax errors as diagnostics, and one walk over the tree for what
//! the parser lets through but JSON or interoperability forbids.

use super::diagnostic::{Diagnostic, Message, Span, msg};
use super::json::{self, Arena, MAX_DEPTH, Parsed, SyntaxErrorKind, Value};
use super::pointer::Path;
use crate::spec::codes::Code;
use std::fmt::Display;

/// Parses `text` as one strict JSON value, building the tree in `arena`.
pub fn parse<'a>(text: &'a str, arena: &'a Arena) -> Result<Parsed<'a>, Diagnostic> {
    json::parse(text, arena).map_err(|error| syntax_diagnostic(text, error.span, error.kind))
}

fn syntax_diagnostic(text: &str, span: Span, kind: SyntaxErrorKind) -> Diagnostic {
    use SyntaxErrorKind as K;
    let found = describe_token_at(text, span.start);
    let (code, message) = match kind {
        K::Empty => (
            Code::Empty,
            msg!(
                "The input holds no JSON value.",
                "Во входных данных нет значения JSON."
            ),
        ),
        K::TooDeep => (
            Code::TooDeep,
            msg!(
                "Arrays and objects nest more than {} levels deep here; the checker stops.",
                "Здесь массивы и объекты вложены глубже {} уровней; проверка остановлена.",
                MAX_DEPTH
            ),
        ),
        K::Comment => (
            Code::Comment,
            msg!(
                "Comments are not part of JSON.",
                "Комментарии не входят в JSON."
            ),
        ),
        K::TrailingComma => (
            Code::TrailingComma,
            msg!(
                "A comma stands after the last element; JSON does not allow it.",
                "После последнего элемента стоит запятая; JSON этого не допускает."
            ),
        ),
        K::SingleQuote => (
            Code::SingleQuote,
            msg!(
                "This string is in single quotes; JSON strings use double quotes.",
                "Строка взята в одинарные кавычки, а в JSON нужны двойные."
            ),
        ),
        K::NonFiniteNumber => (
            Code::NonFiniteNumber,
            msg! {
                en: format!("{} is not a JSON number.", found.en),
                ru: format!("{} не является числом JSON.", found.ru),
            },
        ),
        K::LoneSurrogate => (
            Code::LoneSurrogate,
            msg!(
                "This \\u escape is half of a surrogate pair without its other half, so it is no character at all.",
                "Это экранирование \\u — половина суррогатной пары без второй половины, то есть вовсе не символ."
            ),
        ),
        K::UnclosedString => (
            Code::InvalidJson,
            msg!(
                "The string is not closed before the end of the line or the text; a line break inside a string must be written as \\n.",
                "Строка не закрыта до конца строки или текста; перевод строки внутри строки записывается как \\n."
            ),
        ),
        K::BadEscape => (
            Code::InvalidJson,
            msg!(
                "Invalid escape sequence; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.",
                "Неверная escape-последовательность; в JSON есть \\\" \\\\ \\/ \\b \\f \\n \\r \\t и \\uXXXX."
            ),
        ),
        K::MissingComma => (
            Code::InvalidJson,
            msg! {
                en: format!("A comma is missing before {}.", found.en),
                ru: format!("Перед {} не хватает запятой.", found.ru),
            },
        ),
        K::MissingColon => (
            Code::InvalidJson,
            msg!(
                "A colon must follow the member name.",
                "После имени поля должно стоять двоеточие."
            ),
        ),
        K::NameNotString => (
            Code::InvalidJson,
            msg!(
                "Member names in JSON are strings in double quotes.",
                "Имена полей в JSON — строки в двойных кавычках."
            ),
        ),
        K::UnclosedArray => (
            Code::InvalidJson,
            msg!(
                "This array is never closed with ].",
                "Этот массив не закрыт скобкой ]."
            ),
        ),
        K::UnclosedObject => (
            Code::InvalidJson,
            msg!(
                "This object is never closed with }}.",
                "Этот объект не закрыт скобкой }}."
            ),
        ),
        K::TextAfterValue => (
            Code::InvalidJson,
            msg!(
                "More text follows the JSON value; paste exactly one response.",
                "После значения JSON идёт ещё текст; вставьте ровно один ответ."
            ),
        ),
        K::BadNumber => (
            Code::InvalidJson,
            msg! {
                en: format!(
                    "{} is not a JSON number: write decimal digits, with an optional minus, fraction and exponent.",
                    found.en
                ),
                ru: format!(
                    "{} не является числом JSON: пишите десятичные цифры, при необходимости с минусом, дробной частью и экспонентой.",
                    found.ru
                ),
            },
        ),
        K::EndOfText => (
            Code::InvalidJson,
            msg!(
                "The text ends where a value should follow.",
                "Текст обрывается там, где должно стоять значение."
            ),
        ),
        K::Unexpected => (
            Code::InvalidJson,
            msg! {
                en: format!("Unexpected {} here.", found.en),
                ru: format!("Здесь не может стоять {}.", found.ru),
            },
        ),
    };
    Diagnostic {
        code,
        pointer: String::new(),
        span,
        message,
        fixes: Vec::new(),
    }
}

/// A short quotation of what stands at `offset`, for syntax messages.
fn describe_token_at(text: &str, offset: usize) -> Message {
    let rest = text.get(offset..).unwrap_or("");
    let token: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && !matches!(c, ',' | ':' | ']' | '}'))
        .take(24)
        .collect();
    match (token.is_empty(), rest.chars().next()) {
        (false, _) => msg!("`{}`", "`{}`", token),
        (true, Some(c)) if !c.is_whitespace() => msg!("`{}`", "`{}`", c),
        _ => msg! { en: "the end of the text".into(), ru: "конец текста".into() },
    }
}

/// Reports repeated member names and raw control characters inside strings, when the parser
/// saw any.
pub fn check_tree(text: &str, parsed: &Parsed<'_>, out: &mut Vec<Diagnostic>) {
    if parsed.has_control_characters || parsed.has_repeated_members {
        check_value(text.as_bytes(), &parsed.root, &Path::Base(""), out);
    }
}

/// Depth-first, in document order; the parser bounds the depth, so recursion is safe.
fn check_value(bytes: &[u8], value: &Value<'_>, path: &Path<'_>, out: &mut Vec<Diagnostic>) {
    match value {
        Value::String(string) => check_raw_string(bytes, string.span, path, out),
        Value::Object(object) => {
            for member in object.members {
                check_raw_string(bytes, member.key.span, path.member(member.name()), out);
            }
            for index in object.repeated_members() {
                let member = &object.members[index];
                out.push(Diagnostic {
                    code: Code::DuplicateKey,
                    pointer: path.member(member.name()).to_string(),
                    span: member.key.span,
                    message: msg!(
                        "\"{}\" appears more than once in this object; some parsers keep the first value, others the last.",
                        "\"{}\" встречается в этом объекте больше одного раза; одни парсеры берут первое значение, другие последнее.",
                        member.name()
                    ),
                    fixes: Vec::new(),
                });
            }
            for member in object.members {
                check_value(bytes, &member.value, &path.member(member.name()), out);
            }
        }
        Value::Array(array) => {
            for (index, element) in array.elements.iter().enumerate() {
                check_value(bytes, element, &path.index(index), out);
            }
        }
        _ => {}
    }
}

fn check_raw_string(bytes: &[u8], span: Span, path: impl Display, out: &mut Vec<Diagnostic>) {
    let raw = &bytes[span.start..span.end];
    if let Some(at) = raw.iter().position(|&b| b < 0x20) {
        let start = span.start + at;
        out.push(Diagnostic {
            code: Code::ControlCharacter,
            pointer: path.to_string(),
            span: Span::new(start, start + 1),
            message: msg!(
                "The string holds the raw control character U+{:04X}; JSON requires it escaped.",
                "В строке стоит управляющий символ U+{:04X} без экранирования; JSON требует его экранировать.",
                raw[at]
            ),
            fixes: Vec::new(),
        });
    }
}
