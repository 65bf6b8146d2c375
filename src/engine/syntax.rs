//! Strict JSON (RFC 8259): parse with byte ranges, then one iterative walk over the tree for
//! what the parser lets through but JSON or interoperability forbids.

use super::diagnostic::{Diagnostic, Message, Span, msg};
use super::pointer::{self, Segment};
use crate::spec::codes::Code;
use jsonc_parser::ParseStringErrorKind;
use jsonc_parser::ast::{ObjectPropName, Value};
use jsonc_parser::common::Ranged;
use jsonc_parser::errors::ParseErrorKind;
use jsonc_parser::{CollectOptions, ParseOptions};
use std::collections::HashSet;

const STRICT: ParseOptions = ParseOptions {
    allow_comments: false,
    allow_loose_object_property_names: false,
    allow_trailing_commas: false,
    allow_missing_commas: false,
    allow_single_quoted_strings: false,
    allow_hexadecimal_numbers: false,
    allow_unary_plus_numbers: false,
    allow_bare_decimal_point_numbers: false,
    allow_non_finite_numbers: false,
    allow_extended_string_escapes: false,
};

/// How deep arrays and objects may nest. A discover result needs a handful of levels; the
/// parser (and dropping its tree) recurses once per level, and a wasm32 module has 1 MiB of
/// stack, so the limit is checked before parsing.
pub const MAX_DEPTH: usize = 128;

/// Parses `text` as one strict JSON value.
pub fn parse(text: &str) -> Result<Value<'_>, Diagnostic> {
    if let Some(at) = first_too_deep(text.as_bytes()) {
        return Err(Diagnostic {
            code: Code::TooDeep,
            pointer: String::new(),
            span: Span::new(at, at + 1),
            message: msg!(
                "Arrays and objects nest more than {} levels deep here; the checker stops.",
                "Здесь массивы и объекты вложены глубже {} уровней; проверка остановлена.",
                MAX_DEPTH
            ),
            fixes: Vec::new(),
        });
    }
    let collect = CollectOptions::default();
    match jsonc_parser::parse_to_ast(text, &collect, &STRICT) {
        Ok(result) => result.value.ok_or_else(|| {
            // Only whitespace: the caller reports empty input before parsing.
            Diagnostic {
                code: Code::Empty,
                pointer: String::new(),
                span: Span::new(0, text.len()),
                message: msg!(
                    "The input holds no JSON value.",
                    "Во входных данных нет значения JSON."
                ),
                fixes: Vec::new(),
            }
        }),
        Err(error) => Err(syntax_diagnostic(text, error.range().into(), error.kind())),
    }
}

fn syntax_diagnostic(text: &str, span: Span, kind: &ParseErrorKind) -> Diagnostic {
    use ParseErrorKind as K;
    let found = describe_token_at(text, span.start);
    let (code, message) = match kind {
        K::CommentsNotAllowed | K::UnterminatedCommentBlock => (
            Code::Comment,
            msg!(
                "Comments are not part of JSON.",
                "Комментарии не входят в JSON."
            ),
        ),
        K::TrailingCommasNotAllowed => (
            Code::TrailingComma,
            msg!(
                "A comma stands after the last element; JSON does not allow it.",
                "После последнего элемента стоит запятая; JSON этого не допускает."
            ),
        ),
        K::SingleQuotedStringsNotAllowed => (
            Code::SingleQuote,
            msg!(
                "This string is in single quotes; JSON strings use double quotes.",
                "Строка взята в одинарные кавычки, а в JSON нужны двойные."
            ),
        ),
        _ if is_non_finite_word(text, span.start) => (
            Code::NonFiniteNumber,
            Message {
                en: format!("{} is not a JSON number.", found.0),
                ru: format!("{} не является числом JSON.", found.1),
            },
        ),
        K::NonFiniteNumbersNotAllowed => (
            Code::NonFiniteNumber,
            Message {
                en: format!("{} is not a JSON number.", found.0),
                ru: format!("{} не является числом JSON.", found.1),
            },
        ),
        K::String(ParseStringErrorKind::InvalidUnicodeEscapeSequence(detail))
            if detail.contains("surrogate") =>
        {
            (
                Code::LoneSurrogate,
                msg!(
                    "This \\u escape is half of a surrogate pair without its other half, so it is no character at all.",
                    "Это экранирование \\u — половина суррогатной пары без второй половины, то есть вовсе не символ."
                ),
            )
        }
        K::String(ParseStringErrorKind::UnterminatedStringLiteral) => (
            Code::InvalidJson,
            msg!(
                "The string is not closed before the end of the line or the text; a line break inside a string must be written as \\n.",
                "Строка не закрыта до конца строки или текста; перевод строки внутри строки записывается как \\n."
            ),
        ),
        K::String(_) => (
            Code::InvalidJson,
            msg!(
                "Invalid escape sequence; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.",
                "Неверная escape-последовательность; в JSON есть \\\" \\\\ \\/ \\b \\f \\n \\r \\t и \\uXXXX."
            ),
        ),
        K::ExpectedComma => (
            Code::InvalidJson,
            Message {
                en: format!("A comma is missing before {}.", found.0),
                ru: format!("Перед {} не хватает запятой.", found.1),
            },
        ),
        K::ExpectedColonAfterObjectKey => (
            Code::InvalidJson,
            msg!(
                "A colon must follow the member name.",
                "После имени члена должно стоять двоеточие."
            ),
        ),
        K::ExpectedStringObjectProperty => (
            Code::InvalidJson,
            msg!(
                "Member names in JSON are strings in double quotes.",
                "Имена членов в JSON — строки в двойных кавычках."
            ),
        ),
        K::UnterminatedArray => (
            Code::InvalidJson,
            msg!(
                "This array is never closed with ].",
                "Этот массив не закрыт скобкой ]."
            ),
        ),
        K::UnterminatedObject => (
            Code::InvalidJson,
            msg!(
                "This object is never closed with }}.",
                "Этот объект не закрыт скобкой }}."
            ),
        ),
        K::MultipleRootJsonValues => (
            Code::InvalidJson,
            msg!(
                "More text follows the JSON value; paste exactly one response.",
                "После значения JSON идёт ещё текст; вставьте ровно один ответ."
            ),
        ),
        K::HexadecimalNumbersNotAllowed
        | K::UnaryPlusNumbersNotAllowed
        | K::BareDecimalPointNumbersNotAllowed
        | K::ExpectedDigit
        | K::ExpectedDigitFollowingNegativeSign
        | K::ExpectedPlusMinusOrDigitInNumberLiteral => (
            Code::InvalidJson,
            Message {
                en: format!(
                    "{} is not a JSON number: write decimal digits, with an optional minus, fraction and exponent.",
                    found.0
                ),
                ru: format!(
                    "{} не является числом JSON: пишите десятичные цифры, при необходимости с минусом, дробной частью и экспонентой.",
                    found.1
                ),
            },
        ),
        _ => (
            Code::InvalidJson,
            Message {
                en: format!("Unexpected {} here.", found.0),
                ru: format!("Здесь не может стоять {}.", found.1),
            },
        ),
    };
    let end = if span.end > span.start {
        span.end
    } else {
        next_char_boundary(text, span.start)
    };
    Diagnostic {
        code,
        pointer: String::new(),
        span: Span::new(span.start, end),
        message,
        fixes: Vec::new(),
    }
}

/// A short quotation of what stands at `offset`, for syntax messages, in both languages.
fn describe_token_at(text: &str, offset: usize) -> (String, String) {
    let rest = text.get(offset..).unwrap_or("");
    let token: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && !matches!(c, ',' | ':' | ']' | '}'))
        .take(24)
        .collect();
    match (token.is_empty(), rest.chars().next()) {
        (false, _) => (format!("`{token}`"), format!("`{token}`")),
        (true, Some(c)) if !c.is_whitespace() => (format!("`{c}`"), format!("`{c}`")),
        _ => ("the end of the text".into(), "конец текста".into()),
    }
}

/// `NaN` and `Infinity` reach the parser as bare words; they deserve their own explanation.
fn is_non_finite_word(text: &str, offset: usize) -> bool {
    let rest = text
        .get(offset..)
        .unwrap_or("")
        .trim_start_matches(['-', '+']);
    ["NaN", "Infinity"]
        .iter()
        .any(|word| rest.starts_with(word))
}

/// The offset of the first bracket that opens level `MAX_DEPTH + 1`, skipping strings.
fn first_too_deep(bytes: &[u8]) -> Option<usize> {
    // Fewer opening brackets than the limit cannot nest past it; counting them is cheap.
    if bytes.iter().filter(|b| matches!(b, b'[' | b'{')).count() <= MAX_DEPTH {
        return None;
    }
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (at, &byte) in bytes.iter().enumerate() {
        if in_string {
            match (escaped, byte) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Some(at);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

fn next_char_boundary(text: &str, offset: usize) -> usize {
    let mut end = (offset + 1).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    end
}

/// Visits every value below `root` depth-first without recursion, so that depth costs heap,
/// not call stack. `visit` gets each value and the path segments leading to it.
pub fn walk<'v, 'a>(root: &'v Value<'a>, mut visit: impl FnMut(&'v Value<'a>, &[Segment<'v>])) {
    enum Step<'v, 'a> {
        Enter(&'v Value<'a>, Option<Segment<'v>>),
        Leave,
    }
    let mut steps = vec![Step::Enter(root, None)];
    let mut path: Vec<Segment<'v>> = Vec::new();
    while let Some(step) = steps.pop() {
        let Step::Enter(value, segment) = step else {
            path.pop();
            continue;
        };
        if let Some(segment) = segment {
            path.push(segment);
            steps.push(Step::Leave);
        }
        visit(value, &path);
        match value {
            Value::Array(array) => {
                for (index, element) in array.elements.iter().enumerate().rev() {
                    steps.push(Step::Enter(element, Some(Segment::Index(index))));
                }
            }
            Value::Object(object) => {
                for prop in object.properties.iter().rev() {
                    steps.push(Step::Enter(
                        &prop.value,
                        Some(Segment::Member(prop_name(&prop.name))),
                    ));
                }
            }
            _ => {}
        }
    }
}

/// Reports duplicate member names and raw control characters inside strings.
pub fn check_tree(text: &str, root: &Value<'_>, out: &mut Vec<Diagnostic>) {
    let bytes = text.as_bytes();
    walk(root, |value, path| match value {
        Value::StringLit(lit) => {
            check_raw_string(bytes, lit.range.into(), || pointer::join("", path), out)
        }
        Value::Object(object) => {
            let props = &object.properties;
            // Small objects are the rule; a set only pays off for large ones.
            let mut seen = (props.len() > 16).then(|| HashSet::with_capacity(props.len()));
            for (index, prop) in props.iter().enumerate() {
                let name = prop_name(&prop.name);
                let member_path = || pointer::member(&pointer::join("", path), name);
                check_raw_string(bytes, prop.name.range().into(), member_path, out);
                let repeated = match seen.as_mut() {
                    Some(seen) => !seen.insert(name),
                    None => props[..index]
                        .iter()
                        .any(|earlier| prop_name(&earlier.name) == name),
                };
                if repeated {
                    out.push(Diagnostic {
                        code: Code::DuplicateKey,
                        pointer: member_path(),
                        span: prop.name.range().into(),
                        message: msg!(
                            "\"{}\" appears more than once in this object; some parsers keep the first value, others the last.",
                            "\"{}\" встречается в этом объекте больше одного раза; одни парсеры берут первое значение, другие последнее.",
                            name
                        ),
                        fixes: Vec::new(),
                    });
                }
            }
        }
        _ => {}
    });
}

pub fn prop_name<'a>(name: &'a ObjectPropName<'_>) -> &'a str {
    match name {
        ObjectPropName::String(lit) => lit.value.as_ref(),
        ObjectPropName::Word(lit) => lit.value,
    }
}

fn check_raw_string(
    bytes: &[u8],
    span: Span,
    path: impl FnOnce() -> String,
    out: &mut Vec<Diagnostic>,
) {
    let raw = &bytes[span.start..span.end];
    if let Some(at) = raw.iter().position(|&b| b < 0x20) {
        let start = span.start + at;
        out.push(Diagnostic {
            code: Code::ControlCharacter,
            pointer: path(),
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
