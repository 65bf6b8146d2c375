//! A strict JSON (RFC 8259) parser that keeps what a validator needs and a data parser drops:
//! the byte span of every value and member name, every member of an object in order (so
//! repeated names stay visible), and the raw text of numbers (so `1000.0` is not `1000`).
//!
//! The tree lives in an arena the caller owns: building it costs one bump per container and
//! dropping it costs nothing, which matters because a typical response is checked in a few
//! microseconds. Strings without escapes borrow from the input. The parser recurses once per
//! nesting level down to [`MAX_DEPTH`], so the stack it needs is bounded even on wasm32; a
//! container deeper than that is read without recursion and without a tree (its syntax is still
//! checked) and stands in the tree as an empty container listed in [`Parsed::unread`].
//! It stops at the first syntax error, which it classifies by what stands there, so that the
//! commonest non-JSON habits (comments, trailing commas, single quotes, NaN) get named.
//! Half of a surrogate pair is valid JSON grammar (RFC 8259, section 8.2): it is decoded as
//! U+FFFD and listed in [`Parsed::lone_surrogates`].

mod scan;

use super::span::Span;
pub use bumpalo::Bump as Arena;
pub(super) use scan::json_number_len;
use scan::{find, next_boundary, number_like_len, plain_text_end};

/// An arena sized for the tree of `text`, which takes about three times its bytes; capped,
/// since a wasm module never returns memory it has grown into.
pub fn arena_for(text: &str) -> Arena {
    Arena::with_capacity(text.len().saturating_mul(3).min(1 << 20))
}

/// How deep arrays and objects may nest. A discover result needs a handful of levels.
pub const MAX_DEPTH: usize = 128;

#[derive(Clone, Copy, Debug)]
pub enum Value<'a> {
    Object(Object<'a>),
    Array(Array<'a>),
    String(Str<'a>),
    Number(Number<'a>),
    Bool(Span),
    Null(Span),
}

#[derive(Clone, Copy, Debug)]
pub struct Object<'a> {
    pub members: &'a [Member<'a>],
    pub span: Span,
}

#[derive(Clone, Copy, Debug)]
pub struct Member<'a> {
    pub key: Str<'a>,
    pub value: Value<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct Array<'a> {
    pub elements: &'a [Value<'a>],
    pub span: Span,
}

/// A string with its escapes decoded; the span covers the quotes.
#[derive(Clone, Copy, Debug)]
pub struct Str<'a> {
    pub value: &'a str,
    pub span: Span,
}

/// A number as written.
#[derive(Clone, Copy, Debug)]
pub struct Number<'a> {
    pub raw: &'a str,
    pub span: Span,
}

/// Anything with a place in the text.
pub trait Spanned {
    fn span(&self) -> Span;
}

impl Spanned for Value<'_> {
    fn span(&self) -> Span {
        match self {
            Value::Object(object) => object.span,
            Value::Array(array) => array.span,
            Value::String(string) => string.span,
            Value::Number(number) => number.span,
            Value::Bool(span) | Value::Null(span) => *span,
        }
    }
}

impl Value<'_> {
    /// Where a diagnostic about the whole value points: the opening bracket of an array or
    /// object (a container may span the whole document), a scalar in full.
    pub fn head(&self) -> Span {
        match self {
            Value::Object(_) | Value::Array(_) => {
                let start = self.span().start;
                Span::new(start, start + 1)
            }
            scalar => scalar.span(),
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(string) => Some(string.value),
            _ => None,
        }
    }

    /// The number as written.
    pub fn as_number(&self) -> Option<&str> {
        match self {
            Value::Number(number) => Some(number.raw),
            _ => None,
        }
    }
}

impl<'a> Object<'a> {
    /// The opening brace, where a diagnostic about the whole object points.
    pub fn brace(&self) -> Span {
        Value::Object(*self).head()
    }

    /// Whether two members share a name.
    pub fn has_repeated_members(&self) -> bool {
        let members = self.members;
        // Small objects are the rule; sorting only pays off for large ones.
        if members.len() <= 16 {
            (1..members.len()).any(|index| {
                let name = members[index].name();
                members[..index].iter().any(|m| m.is_named(name))
            })
        } else {
            !self.repeated_members().is_empty()
        }
    }

    /// The indices of members whose name an earlier member already has, in order.
    pub fn repeated_members(&self) -> Vec<usize> {
        super::names::repeats(self.members.iter().map(Member::name).enumerate())
    }
}

impl<'a> Member<'a> {
    pub fn name(&self) -> &'a str {
        self.key.value
    }

    /// Whether the member's name is `name`. Names compared in a walk mostly differ in length,
    /// which this tells without a call.
    #[inline(always)]
    pub fn is_named(&self, name: &str) -> bool {
        same_name(self.name(), name)
    }
}

/// Two names are the same: lengths first, inline, then the bytes.
#[inline(always)]
pub fn same_name(a: &str, b: &str) -> bool {
    a.len() == b.len() && a == b
}

impl Spanned for Member<'_> {
    /// From the name's opening quote to the end of the value.
    fn span(&self) -> Span {
        Span::new(self.key.span.start, self.value.span().end)
    }
}

/// What went wrong, found at [`SyntaxError::span`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxErrorKind {
    /// Only whitespace.
    Empty,
    Comment,
    TrailingComma,
    SingleQuote,
    NonFiniteNumber,
    BadNumber,
    BadEscape,
    /// A line break or the end of the text before the closing quote.
    UnclosedString,
    UnclosedArray,
    UnclosedObject,
    MissingComma,
    MissingColon,
    NameNotString,
    /// A value was expected where the text ends.
    EndOfText,
    TextAfterValue,
    Unexpected,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub kind: SyntaxErrorKind,
    pub span: Span,
}

/// A parsed document and what the tree check still has to look for.
pub struct Parsed<'a> {
    pub root: Value<'a>,
    /// A string holds a raw control character (JSON forbids it; the parser carries on).
    pub has_control_characters: bool,
    /// Some object repeats a member name.
    pub has_repeated_members: bool,
    /// Containers nested deeper than [`MAX_DEPTH`], whose insides were only read: the spans
    /// of the outermost ones, in order.
    pub unread: Vec<Span>,
    /// `\u` escapes of half a surrogate pair, in order.
    pub lone_surrogates: Vec<Span>,
}

/// Parses `text` as one JSON value, building the tree in `arena`.
pub fn parse<'a>(text: &'a str, arena: &'a Arena) -> Result<Parsed<'a>, SyntaxError> {
    let mut parser = Parser {
        text,
        arena,
        bytes: text.as_bytes(),
        at: 0,
        pending_members: Vec::with_capacity(32),
        pending_elements: Vec::with_capacity(32),
        has_control_characters: false,
        has_repeated_members: false,
        unread: Vec::new(),
        lone_surrogates: Vec::new(),
    };
    parser.skip_whitespace();
    if parser.at == text.len() {
        return Err(SyntaxError {
            kind: SyntaxErrorKind::Empty,
            span: Span::new(0, text.len()),
        });
    }
    let root = parser.value(0)?;
    parser.skip_whitespace();
    if parser.at < text.len() {
        return Err(parser.error_here(SyntaxErrorKind::TextAfterValue));
    }
    Ok(Parsed {
        root,
        has_control_characters: parser.has_control_characters,
        has_repeated_members: parser.has_repeated_members,
        unread: parser.unread,
        lone_surrogates: parser.lone_surrogates,
    })
}

struct Parser<'a> {
    text: &'a str,
    arena: &'a Arena,
    bytes: &'a [u8],
    at: usize,
    // Children of the open containers, innermost last. Each container moves its own into the
    // arena when it closes, in one piece of exactly the right size.
    pending_members: Vec<Member<'a>>,
    pending_elements: Vec<Value<'a>>,
    has_control_characters: bool,
    has_repeated_members: bool,
    unread: Vec<Span>,
    lone_surrogates: Vec<Span>,
}

type Parse<T> = Result<T, SyntaxError>;

impl<'a> Parser<'a> {
    // Always inlined: the size-optimised browser build would otherwise call these per byte.
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    #[inline(always)]
    fn skip_whitespace(&mut self) {
        const SPACES: [u8; 8] = [b' '; 8];
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
            // Pretty-printed documents indent with runs of spaces.
            while self.bytes[self.at..].first_chunk() == Some(&SPACES) {
                self.at += 8;
            }
        }
    }

    /// One character (not byte) long, or empty at the end of the text.
    #[cold]
    fn error_here(&self, kind: SyntaxErrorKind) -> SyntaxError {
        SyntaxError {
            kind,
            span: Span::new(self.at, next_boundary(self.text, self.at)),
        }
    }

    fn value(&mut self, depth: usize) -> Parse<Value<'a>> {
        let start = self.at;
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') if self.bytes[start..].starts_with(b"true") => {
                self.at += 4;
                Ok(Value::Bool(Span::new(start, self.at)))
            }
            Some(b'f') if self.bytes[start..].starts_with(b"false") => {
                self.at += 5;
                Ok(Value::Bool(Span::new(start, self.at)))
            }
            Some(b'n') if self.bytes[start..].starts_with(b"null") => {
                self.at += 4;
                Ok(Value::Null(Span::new(start, self.at)))
            }
            _ => Err(self.not_a_value()),
        }
    }

    /// Names what stands where a value should start.
    #[cold]
    fn not_a_value(&self) -> SyntaxError {
        let rest = &self.bytes[self.at..];
        let word = |kind, len| SyntaxError {
            kind,
            span: Span::new(self.at, self.at + len),
        };
        match rest.first() {
            None => self.error_here(SyntaxErrorKind::EndOfText),
            Some(b'/') => self.comment_error(),
            Some(b'\'') => {
                // The whole quoted text when it closes on the same line.
                let len = rest[1..]
                    .iter()
                    .position(|&b| b == b'\'' || b == b'\n')
                    .filter(|&end| rest[1 + end] == b'\'')
                    .map_or(1, |end| end + 2);
                word(SyntaxErrorKind::SingleQuote, len)
            }
            Some(_) if rest.starts_with(b"NaN") => word(SyntaxErrorKind::NonFiniteNumber, 3),
            Some(_) if rest.starts_with(b"Infinity") => word(SyntaxErrorKind::NonFiniteNumber, 8),
            Some(b'+' | b'.') => word(SyntaxErrorKind::BadNumber, number_like_len(rest)),
            Some(_) => {
                let len = rest
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                    .count();
                if len > 0 {
                    word(SyntaxErrorKind::Unexpected, len)
                } else {
                    self.error_here(SyntaxErrorKind::Unexpected)
                }
            }
        }
    }

    /// A comment starts here: the error spans it, or its first line when it is long.
    #[cold]
    fn comment_error(&self) -> SyntaxError {
        let rest = &self.bytes[self.at..];
        let len = if rest.starts_with(b"/*") {
            find(rest, b"*/").map_or(rest.len(), |end| end + 2)
        } else if rest.starts_with(b"//") {
            rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())
        } else {
            return self.error_here(SyntaxErrorKind::Unexpected);
        };
        let end = self.at + len;
        let end = self.text[self.at..end]
            .find('\n')
            .map_or(end, |line_end| self.at + line_end);
        SyntaxError {
            kind: SyntaxErrorKind::Comment,
            span: Span::new(self.at, end),
        }
    }

    /// What follows a value inside an array or object when it is neither `,` nor the close.
    #[cold]
    fn after_element(&self, unclosed: SyntaxErrorKind, open: usize) -> SyntaxError {
        match self.peek() {
            None => SyntaxError {
                kind: unclosed,
                span: Span::new(open, open + 1),
            },
            Some(b'/') => self.comment_error(),
            Some(b'"' | b'{' | b'[' | b'-' | b'0'..=b'9' | b't' | b'f' | b'n' | b'\'') => {
                self.error_here(SyntaxErrorKind::MissingComma)
            }
            Some(_) => self.not_a_value(),
        }
    }

    // Inlined, as are `member_name`, `more_elements` and `string`, into the loops of arrays and
    // objects: at opt-level z each was a call per element, which cost a quarter of the parse's
    // instructions on a tool list (callgrind: 27.0 → 20.7 million) for 0.8 KB of gzipped module.
    #[inline(always)]
    fn open(&mut self) -> usize {
        let open = self.at;
        self.at += 1;
        self.skip_whitespace();
        open
    }

    /// A container too deep to build: its syntax is checked with an explicit stack instead of
    /// recursion, and it stands in the tree as an empty container of its kind.
    fn unread_container(&mut self) -> Parse<Value<'a>> {
        let start = self.at;
        let is_object = self.peek() == Some(b'{');
        // The closing bracket and the opening offset of each container still open.
        let mut open: Vec<(u8, usize)> = Vec::new();
        loop {
            // A value starts here.
            match self.peek() {
                Some(b'{') => {
                    open.push((b'}', self.open()));
                    if self.peek() != Some(b'}') {
                        self.member_name(self.at)?;
                        continue;
                    }
                }
                Some(b'[') => {
                    open.push((b']', self.open()));
                    if self.peek() != Some(b']') {
                        continue;
                    }
                }
                _ => {
                    self.value(0)?;
                }
            }
            // After a value: close what ends here, up to the next element.
            loop {
                let Some(&(close, at)) = open.last() else {
                    let span = Span::new(start, self.at);
                    self.unread.push(span);
                    return Ok(match is_object {
                        true => Value::Object(Object { members: &[], span }),
                        false => Value::Array(Array {
                            elements: &[],
                            span,
                        }),
                    });
                };
                if self.peek() == Some(close) {
                    // An empty container just opened, or one whose last element was read.
                    self.at += 1;
                    open.pop();
                    self.skip_whitespace();
                    continue;
                }
                let unclosed = match close {
                    b'}' => SyntaxErrorKind::UnclosedObject,
                    _ => SyntaxErrorKind::UnclosedArray,
                };
                if !self.more_elements(close, unclosed, at)? {
                    continue;
                }
                if close == b'}' {
                    self.member_name(at)?;
                }
                break;
            }
        }
    }

    /// A member's name and its colon, leaving the parser at the value.
    #[inline(always)]
    fn member_name(&mut self, open: usize) -> Parse<Str<'a>> {
        let key = match self.peek() {
            Some(b'"') => self.string()?,
            None => {
                return Err(SyntaxError {
                    kind: SyntaxErrorKind::UnclosedObject,
                    span: Span::new(open, open + 1),
                });
            }
            Some(b'/' | b'\'') => return Err(self.not_a_value()),
            Some(_) => return Err(self.error_here(SyntaxErrorKind::NameNotString)),
        };
        self.skip_whitespace();
        match self.peek() {
            Some(b':') => self.at += 1,
            Some(b'/') => return Err(self.comment_error()),
            _ => return Err(self.error_here(SyntaxErrorKind::MissingColon)),
        }
        self.skip_whitespace();
        Ok(key)
    }

    /// After an element: `true` when a comma announces another one, `false` at the close.
    #[inline(always)]
    fn more_elements(&mut self, close: u8, unclosed: SyntaxErrorKind, open: usize) -> Parse<bool> {
        self.skip_whitespace();
        match self.peek() {
            Some(b',') => {
                let comma = self.at;
                self.at += 1;
                self.skip_whitespace();
                if self.peek() == Some(close) {
                    return Err(SyntaxError {
                        kind: SyntaxErrorKind::TrailingComma,
                        span: Span::new(comma, comma + 1),
                    });
                }
                Ok(true)
            }
            Some(byte) if byte == close => Ok(false),
            _ => Err(self.after_element(unclosed, open)),
        }
    }

    fn array(&mut self, depth: usize) -> Parse<Value<'a>> {
        if depth > MAX_DEPTH {
            return self.unread_container();
        }
        let open = self.open();
        let first = self.pending_elements.len();
        if self.peek() != Some(b']') {
            loop {
                let element = self.value(depth)?;
                self.pending_elements.push(element);
                if !self.more_elements(b']', SyntaxErrorKind::UnclosedArray, open)? {
                    break;
                }
            }
        }
        self.at += 1;
        // One copy into the arena (not an element at a time).
        let elements = self.arena.alloc_slice_copy(&self.pending_elements[first..]);
        self.pending_elements.truncate(first);
        Ok(Value::Array(Array {
            elements,
            span: Span::new(open, self.at),
        }))
    }

    fn object(&mut self, depth: usize) -> Parse<Value<'a>> {
        if depth > MAX_DEPTH {
            return self.unread_container();
        }
        let open = self.open();
        let first = self.pending_members.len();
        if self.peek() != Some(b'}') {
            loop {
                let key = self.member_name(open)?;
                let value = self.value(depth)?;
                self.pending_members.push(Member { key, value });
                if !self.more_elements(b'}', SyntaxErrorKind::UnclosedObject, open)? {
                    break;
                }
            }
        }
        self.at += 1;
        let members = self.arena.alloc_slice_copy(&self.pending_members[first..]);
        self.pending_members.truncate(first);
        let object = Object {
            members,
            span: Span::new(open, self.at),
        };
        if !self.has_repeated_members {
            self.has_repeated_members = object.has_repeated_members();
        }
        Ok(Value::Object(object))
    }

    fn number(&mut self) -> Parse<Value<'a>> {
        let start = self.at;
        let rest = &self.bytes[start..];
        let len = json_number_len(rest);
        // A JSON number must not run on into more number-like characters (`01`, `1.`, `0x1`).
        let written = number_like_len(rest);
        if len == 0 || written > len {
            let kind = if rest[1..].starts_with(b"Infinity") {
                SyntaxErrorKind::NonFiniteNumber
            } else {
                SyntaxErrorKind::BadNumber
            };
            return Err(SyntaxError {
                kind,
                span: Span::new(start, start + written.max(1)),
            });
        }
        self.at += len;
        Ok(Value::Number(Number {
            raw: &self.text[start..self.at],
            span: Span::new(start, self.at),
        }))
    }

    #[inline(always)]
    fn string(&mut self) -> Parse<Str<'a>> {
        let open = self.at;
        let end = plain_text_end(self.bytes, open + 1);
        if self.bytes.get(end) != Some(&b'"') {
            return self.unusual_string(open, end);
        }
        // Most strings have no escape and borrow from the text. SAFETY: the bytes at `open`
        // and `end` are quotes, ASCII, so both ends of the slice are character boundaries
        // (indexing would check that again, a twelfth of the parse on a tool list).
        let value = unsafe { self.text.get_unchecked(open + 1..end) };
        self.at = end + 1;
        Ok(Str {
            value,
            span: Span::new(open, self.at),
        })
    }

    /// The rest of the string opened at `open` whose plain run stops at `at` on something
    /// other than the closing quote: an escape, a control character or the end of the text.
    /// Kept out of `string` so that the common case stays small.
    #[inline(never)]
    fn unusual_string(&mut self, open: usize, mut at: usize) -> Parse<Str<'a>> {
        // Only strings with escapes need a copy; `plain_from` is where uncopied text starts.
        let mut decoded: Option<String> = None;
        let mut plain_from = open + 1;
        loop {
            let Some(&byte) = self.bytes.get(at) else {
                return Err(SyntaxError {
                    kind: SyntaxErrorKind::UnclosedString,
                    span: Span::new(open, open + 1),
                });
            };
            match byte {
                b'"' => break,
                b'\\' => {
                    let (character, len) = self.escape(at)?;
                    let buffer = decoded.get_or_insert_with(String::new);
                    buffer.push_str(&self.text[plain_from..at]);
                    buffer.push(character);
                    at += len;
                    plain_from = at;
                }
                b'\n' => {
                    return Err(SyntaxError {
                        kind: SyntaxErrorKind::UnclosedString,
                        span: Span::new(open, at),
                    });
                }
                _ => {
                    self.has_control_characters = true;
                    at += 1;
                }
            }
            at = plain_text_end(self.bytes, at);
        }
        let value = match decoded {
            None => &self.text[open + 1..at],
            Some(mut buffer) => {
                buffer.push_str(&self.text[plain_from..at]);
                self.arena.alloc_str(&buffer)
            }
        };
        self.at = at + 1;
        Ok(Str {
            value,
            span: Span::new(open, self.at),
        })
    }

    /// Decodes the escape whose backslash is at `at`: the character and the escape's length.
    fn escape(&mut self, at: usize) -> Parse<(char, usize)> {
        let error = |kind, end| SyntaxError {
            kind,
            span: Span::new(at, end),
        };
        let simple = match self.bytes.get(at + 1) {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => return self.unicode_escape(at),
            _ => {
                let end = next_boundary(self.text, at + 1);
                return Err(error(SyntaxErrorKind::BadEscape, end));
            }
        };
        Ok((simple, 2))
    }

    /// `\uXXXX`, or a surrogate pair of two of them. Half a pair decodes as U+FFFD and is
    /// recorded.
    fn unicode_escape(&mut self, at: usize) -> Parse<(char, usize)> {
        let unit = match self.hex4(at + 2) {
            Ok(unit) => unit,
            Err(digits) => {
                return Err(SyntaxError {
                    kind: SyntaxErrorKind::BadEscape,
                    span: Span::new(at, at + 2 + digits),
                });
            }
        };
        let (code_point, len) = match unit {
            0xD800..=0xDBFF => {
                let low = match self.bytes.get(at + 6..at + 8) {
                    Some(b"\\u") => self.hex4(at + 8).ok(),
                    _ => None,
                };
                match low {
                    Some(low @ 0xDC00..=0xDFFF) => {
                        (0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), 12)
                    }
                    _ => (self.lone_surrogate(at), 6),
                }
            }
            0xDC00..=0xDFFF => (self.lone_surrogate(at), 6),
            _ => (unit, 6),
        };
        // Every value left here is a Unicode scalar value.
        let character = char::from_u32(code_point).unwrap_or(char::REPLACEMENT_CHARACTER);
        Ok((character, len))
    }

    fn lone_surrogate(&mut self, at: usize) -> u32 {
        self.lone_surrogates.push(Span::new(at, at + 6));
        u32::from(char::REPLACEMENT_CHARACTER)
    }

    /// Four hex digits from `from`, or how many hex digits there are before the first non-hex.
    fn hex4(&self, from: usize) -> Result<u32, usize> {
        let mut unit = 0;
        for index in 0..4 {
            let digit = self
                .bytes
                .get(from + index)
                .and_then(|&b| char::from(b).to_digit(16))
                .ok_or(index)?;
            unit = unit * 16 + digit;
        }
        Ok(unit)
    }
}
