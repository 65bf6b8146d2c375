//! Strict JSON (RFC 8259): syntax errors as diagnostics, and one walk over the tree for what
//! the parser lets through but JSON or interoperability forbids.

use super::diagnostic::{Diagnostic, Span};
use super::finding::{Finding, Token};
use super::json::{self, Arena, Parsed, SyntaxErrorKind, Value};
use super::pointer::Path;
use crate::spec::codes::Code;
use std::fmt::Display;

/// Parses `text` as one strict JSON value, building the tree in `arena`.
pub fn parse<'a>(text: &'a str, arena: &'a Arena) -> Result<Parsed<'a>, Box<Diagnostic>> {
    json::parse(text, arena)
        .map_err(|error| Box::new(syntax_diagnostic(text, error.span, error.kind)))
}

fn syntax_diagnostic(text: &str, span: Span, kind: SyntaxErrorKind) -> Diagnostic {
    use SyntaxErrorKind as K;
    let code = match kind {
        K::Empty => Code::Empty,
        K::TooDeep => Code::TooDeep,
        K::Comment => Code::Comment,
        K::TrailingComma => Code::TrailingComma,
        K::SingleQuote => Code::SingleQuote,
        K::NonFiniteNumber => Code::NonFiniteNumber,
        K::LoneSurrogate => Code::LoneSurrogate,
        _ => Code::InvalidJson,
    };
    Diagnostic {
        code,
        pointer: String::new(),
        span,
        finding: Finding::Syntax {
            kind,
            found: token_at(text, span.start),
        },
        fixes: Vec::new(),
    }
}

/// A short quotation of what stands at `offset`, for syntax messages.
fn token_at(text: &str, offset: usize) -> Token {
    let rest = text.get(offset..).unwrap_or("");
    let token: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && !matches!(c, ',' | ':' | ']' | '}'))
        .take(24)
        .collect();
    match (token.is_empty(), rest.chars().next()) {
        (false, _) => Token::Quoted(token),
        (true, Some(c)) if !c.is_whitespace() => Token::Quoted(c.to_string()),
        _ => Token::End,
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
                    finding: Finding::DuplicateKey {
                        name: member.name().to_owned(),
                    },
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
            finding: Finding::ControlCharacter { byte: raw[at] },
            fixes: Vec::new(),
        });
    }
}
