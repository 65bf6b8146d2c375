//! Strict JSON (RFC 8259): syntax errors as diagnostics, and one walk over the tree for what
//! the parser lets through but JSON or interoperability forbids.

use super::diagnostic::{Diagnostic, Span};
use super::finding::{Finding, Token};
use super::json::{self, Arena, MAX_DEPTH, Parsed, SyntaxErrorKind, Value};
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
        K::Comment => Code::Comment,
        K::TrailingComma => Code::TrailingComma,
        K::SingleQuote => Code::SingleQuote,
        K::NonFiniteNumber => Code::NonFiniteNumber,
        _ => Code::InvalidJson,
    };
    Diagnostic::new(
        code,
        String::new(),
        span,
        Finding::Syntax {
            kind,
            found: token_at(text, span.start),
        },
    )
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

/// Reports what the parser let through but JSON or its readers mind: repeated member names,
/// raw control characters and halves of surrogate pairs inside strings, and containers nested
/// too deep to inspect. Walks the tree only when the parser saw any of these.
pub fn check_tree(text: &str, parsed: &Parsed<'_>, out: &mut Vec<Diagnostic>) {
    if parsed.has_control_characters
        || parsed.has_repeated_members
        || !parsed.unread.is_empty()
        || !parsed.lone_surrogates.is_empty()
    {
        let mut tree = Tree {
            bytes: text.as_bytes(),
            parsed,
            out,
        };
        tree.value(&parsed.root, &Path::Base(""));
    }
}

struct Tree<'t, 'p, 'a> {
    bytes: &'t [u8],
    parsed: &'p Parsed<'a>,
    out: &'p mut Vec<Diagnostic>,
}

impl Tree<'_, '_, '_> {
    fn push(&mut self, code: Code, path: impl Display, span: Span, finding: Finding) {
        self.out
            .push(Diagnostic::new(code, path.to_string(), span, finding));
    }

    /// Depth-first, in document order; the parser bounds the depth, so recursion is safe.
    fn value(&mut self, value: &Value<'_>, path: &Path<'_>) {
        match value {
            Value::String(string) => self.string(string.span, path),
            Value::Object(object) => {
                self.unread(object.span, path);
                for member in object.members {
                    self.string(member.key.span, &path.member(member.name()));
                }
                for index in object.repeated_members() {
                    let member = &object.members[index];
                    let finding = Finding::DuplicateKey {
                        name: member.name().to_owned(),
                    };
                    let member_path = path.member(member.name());
                    self.push(Code::DuplicateKey, member_path, member.key.span, finding);
                }
                for member in object.members {
                    self.value(&member.value, &path.member(member.name()));
                }
            }
            Value::Array(array) => {
                self.unread(array.span, path);
                for (index, element) in array.elements.iter().enumerate() {
                    self.value(element, &path.index(index));
                }
            }
            _ => {}
        }
    }

    fn unread(&mut self, span: Span, path: &Path<'_>) {
        if self.parsed.unread.binary_search(&span).is_ok() {
            let finding = Finding::NotInspected { depth: MAX_DEPTH };
            self.push(Code::TooDeep, path, span, finding);
        }
    }

    fn string(&mut self, span: Span, path: &Path<'_>) {
        let raw = &self.bytes[span.start..span.end];
        if let Some(at) = raw.iter().position(|&b| b < 0x20) {
            let start = span.start + at;
            let finding = Finding::ControlCharacter { byte: raw[at] };
            self.push(
                Code::ControlCharacter,
                path,
                Span::new(start, start + 1),
                finding,
            );
        }
        let surrogates = &self.parsed.lone_surrogates;
        let first = surrogates.partition_point(|s| s.start < span.start);
        for &escape in surrogates[first..].iter().take_while(|s| s.end <= span.end) {
            self.push(Code::LoneSurrogate, path, escape, Finding::LoneSurrogate);
        }
    }
}
