//! Strict JSON (RFC 8259): syntax errors as diagnostics, and one walk over the tree for what
//! the parser lets through but JSON or interoperability forbids.

use crate::engine::diagnostic::{Diagnostic, Span};
use crate::engine::finding::{Finding, explained_in_modules};
use crate::engine::json::{self, Arena, MAX_DEPTH, Parsed, SyntaxErrorKind, Value};
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use std::fmt::Display;

crate::spec::codes::codes! {
    InvalidJson = "syntax/invalid-json", Error, Schema,
        summary: ("The text is not valid JSON.", "Текст не является корректным JSON."),
        help: ("Fix the JSON at the marked place; the response must parse as strict JSON (RFC 8259).",
               "Исправьте JSON в отмеченном месте: ответ должен разбираться как строгий JSON (RFC 8259)."),
        bad: r#"{"ttlMs": 60000 "cacheScope": "public", …}"#,
        good: r#"{"ttlMs": 60000, "cacheScope": "public", …}"#;
    Comment = "syntax/comment", Error, Schema,
        summary: ("JSON has no comments.", "В JSON нет комментариев."),
        help: ("Delete the comment; put the explanation in your documentation or in instructions.",
               "Удалите комментарий; пояснение уместнее в документации или в поле `instructions`."),
        bad: r#"{"ttlMs": 60000, // one minute
 …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    TrailingComma = "syntax/trailing-comma", Error, Schema,
        summary: ("A comma after the last element.", "Запятая после последнего элемента."),
        help: ("Remove the comma before the closing bracket or brace.",
               "Удалите запятую перед закрывающей скобкой."),
        bad: r#"{"supportedVersions": ["2026-07-28",], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    SingleQuote = "syntax/single-quote", Error, Schema,
        summary: ("Strings in JSON use double quotes.", "Строки в JSON берутся в двойные кавычки."),
        help: ("Replace the single quotes with double quotes.", "Замените одинарные кавычки на двойные."),
        bad: r#"{"cacheScope": 'public', …}"#,
        good: r#"{"cacheScope": "public", …}"#;
    NonFiniteNumber = "syntax/non-finite-number", Error, Schema,
        summary: ("NaN and Infinity are not JSON numbers.", "`NaN` и `Infinity` не являются числами JSON."),
        help: ("Write a finite number; for ttlMs, a whole number of milliseconds.",
               "Запишите конечное число; для `ttlMs` — целое число миллисекунд."),
        bad: r#"{"ttlMs": Infinity, …}"#,
        good: r#"{"ttlMs": 86400000, …}"#;
    TooDeep = "syntax/too-deep", Info, Schema,
        summary: ("Nesting deeper than the checker inspects: that part was only read.", "Вложенность глубже, чем проверяет валидатор: эта часть только прочитана."),
        help: ("Such depth is legal where the schema allows any value (experimental settings, _meta); everything around it was checked. Elsewhere, look for brackets pasted twice.",
               "Такая глубина допустима там, где схема разрешает любое значение (экспериментальные настройки, `_meta`); всё вокруг проверено. В других местах поищите дважды вставленные скобки."),
        bad: r#"{"capabilities": {"experimental": {"x": {"a": [×200 ]×200}}}, …}"#,
        good: r#"{"capabilities": {"experimental": {"x": {"a": [[1]]}}}, …}"#;
    ControlCharacter = "syntax/control-character", Error, Schema,
        summary: ("A raw control character inside a string.", "Управляющий символ внутри строки без экранирования."),
        help: ("Escape it: a tab as \\t, a line break as \\n, others as \\u00XX.",
               "Экранируйте его: табуляцию как `\\t`, перевод строки как `\\n`, остальные как `\\u00XX`."),
        bad: "{\"instructions\": \"Use\tthe tools\", …}",
        good: r#"{"instructions": "Use\tthe tools", …}"#;
    LoneSurrogate = "syntax/lone-surrogate", Warning, Schema,
        summary: ("A \\u escape names half of a surrogate pair.", "Экранирование `\\u` задаёт лишь половину суррогатной пары."),
        help: ("Write the character itself, or both halves of the pair (\\uD83D\\uDE00).",
               "Запишите сам символ или обе половины пары (`\\uD83D\\uDE00`)."),
        bad: r#"{"instructions": "smile \uD83D", …}"#,
        good: r#"{"instructions": "smile \uD83D\uDE00", …}"#;
    DuplicateKey = "syntax/duplicate-key", Warning, Schema,
        summary: ("The same member name appears twice in one object.", "Одно и то же имя поля дважды в одном объекте."),
        help: ("Keep one of them: parsers disagree on which one wins.",
               "Оставьте один: разные парсеры выбирают разные значения."),
        bad: r#"{"ttlMs": 60000, "ttlMs": 0, …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    Empty = "document/empty", Error, Discover,
        summary: ("Nothing to check.", "Проверять нечего."),
        help: ("Paste the whole response your server sent to server/discover.",
               "Вставьте целиком ответ вашего сервера на `server/discover`."),
        bad: "   ",
        good: r#"{…}"#;
    NotUtf8 = "document/not-utf8", Error, Basic,
        summary: ("The input is not UTF-8 text.", "Текст не в кодировке UTF-8."),
        help: ("Save or send the response as UTF-8; JSON exchanged between systems must be UTF-8 (RFC 8259, section 8.1).",
               "Сохраните или отправьте ответ в UTF-8: системы ДОЛЖНЫ обмениваться JSON в кодировке UTF-8 (RFC 8259, раздел 8.1)."),
        bad: "(bytes that are not UTF-8, such as 0xFF)",
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ByteOrderMark = "syntax/byte-order-mark", Error, Basic,
        summary: ("The text starts with a byte order mark.", "Текст начинается с метки порядка байтов."),
        help: ("Remove the invisible U+FEFF at the start; many editors on Windows add it when saving as \"UTF-8 with BOM\".",
               "Удалите невидимый символ U+FEFF в начале; его добавляют многие редакторы при сохранении в «UTF-8 с BOM»."),
        bad: "\u{feff}{…}",
        good: r#"{…}"#;
}

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
        Found::Syntax {
            kind,
            found: token_at(text, span.start),
        }
        .into(),
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
    fn push(&mut self, code: Code, path: impl Display, span: Span, finding: impl Into<Finding>) {
        self.out.push(Diagnostic::new(
            code,
            path.to_string(),
            span,
            finding.into(),
        ));
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
                    let finding = Found::DuplicateKey {
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
            let finding = Found::NotInspected { depth: MAX_DEPTH };
            self.push(Code::TooDeep, path, span, finding);
        }
    }

    fn string(&mut self, span: Span, path: &Path<'_>) {
        let raw = &self.bytes[span.start..span.end];
        if let Some(at) = raw.iter().position(|&b| b < 0x20) {
            let start = span.start + at;
            let finding = Found::ControlCharacter { byte: raw[at] };
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
            self.push(Code::LoneSurrogate, path, escape, Found::LoneSurrogate);
        }
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What a syntax message quotes: a token of the text, or its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Quoted(String),
    End,
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Empty,
    NotUtf8 {
        offset: usize,
    },
    ByteOrderMark,
    Syntax {
        kind: SyntaxErrorKind,
        found: Token,
    },
    ControlCharacter {
        byte: u8,
    },
    LoneSurrogate,
    DuplicateKey {
        name: String,
    },
    /// The first of repeated members breaks a rule that the last one keeps.
    DuplicateKeyFirstBroken {
        name: String,
        code: &'static str,
    },
    NotInspected {
        depth: usize,
    },
}

explained_in_modules!(Found, readable);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::json::SyntaxErrorKind;
    use crate::engine::rules::syntax::{Found, Token};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Empty => say!(
                "There is nothing to check yet: paste the response your server sent to `server/discover`."
            ),
            Found::NotUtf8 { offset } => say!(
                "The input is not UTF-8: byte {offset} starts no valid character. JSON exchanged between systems must be UTF-8."
            ),
            Found::ByteOrderMark => say!(
                "The text starts with a byte order mark (U+FEFF). JSON must not begin with one, and `JSON.parse` rejects it."
            ),
            Found::Syntax { kind, found } => syntax(*kind, found),
            Found::ControlCharacter { byte } => say!(
                "The string holds the raw control character U+{}; JSON requires it escaped.",
                format!("{byte:04X}")
            ),
            Found::LoneSurrogate => say!(
                "This string holds half of a surrogate pair (\\uD800–\\uDFFF) without the other half. The JSON grammar allows it, but it is no character: decoders replace it or fail."
            ),
            Found::DuplicateKey { name } => say!(
                "\"{name}\" appears more than once in this object; some parsers keep the first value, others the last."
            ),
            Found::DuplicateKeyFirstBroken { name, code } => say!(
                "\"{name}\" appears more than once, and its first value breaks a rule (`{code}`): parsers that keep the first value see the broken one."
            ),
            Found::NotInspected { depth } => say!(
                "This value nests deeper than {depth} levels: its syntax was read, its contents not inspected; everything around it was checked."
            ),
        }
    }
    fn token(found: &Token) -> String {
        match found {
            Token::Quoted(text) => format!("`{text}`"),
            Token::End => say!("the end of the text"),
        }
    }

    fn syntax(kind: SyntaxErrorKind, found: &Token) -> String {
        use SyntaxErrorKind as K;
        match kind {
            K::Empty => say!("The input holds no JSON value."),
            K::Comment => say!("Comments are not part of JSON."),
            K::TrailingComma => {
                say!("A comma stands after the last element; JSON does not allow it.")
            }
            K::SingleQuote => {
                say!("This string is in single quotes; JSON strings use double quotes.")
            }
            K::NonFiniteNumber => say!("{} is not a JSON number.", token(found)),
            K::UnclosedString => say!(
                "The string is not closed before the end of the line or the text; a line break inside a string is written \\n."
            ),
            K::BadEscape => {
                say!(
                    "Invalid escape sequence; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX."
                )
            }
            K::MissingComma => say!("A comma is missing before {}.", token(found)),
            K::MissingColon => say!("A colon must follow the member name."),
            K::NameNotString => say!("Member names in JSON are strings in double quotes."),
            K::UnclosedArray => say!("This array is never closed with `]`."),
            K::UnclosedObject => say!("This object is never closed with `}}`."),
            K::TextAfterValue => {
                say!("More text follows the JSON value; paste exactly one response.")
            }
            K::BadNumber => say!(
                "{} is not a JSON number: write decimal digits, with an optional minus, fraction and exponent.",
                token(found)
            ),
            K::EndOfText => say!("The text ends where a value should follow."),
            K::Unexpected => say!("Unexpected {} here.", token(found)),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::json::SyntaxErrorKind;
    use crate::engine::rules::syntax::{Found, Token};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Empty => {
                say!("Проверять пока нечего: вставьте ответ вашего сервера на `server/discover`.")
            }
            Found::NotUtf8 { offset } => say!(
                "Текст не в кодировке UTF-8: с байта {offset} не начинается ни один допустимый символ, а системы ДОЛЖНЫ обмениваться JSON в кодировке UTF-8."
            ),
            Found::ByteOrderMark => say!(
                "Текст начинается с метки порядка байтов (U+FEFF). Реализации НЕ ДОЛЖНЫ добавлять её в начало JSON, и `JSON.parse` такой текст отвергает."
            ),
            Found::Syntax { kind, found } => syntax(*kind, found),
            Found::ControlCharacter { byte } => say!(
                "В строке стоит управляющий символ U+{} без экранирования; JSON требует его экранировать.",
                format!("{byte:04X}")
            ),
            Found::LoneSurrogate => say!(
                "В строке есть половина суррогатной пары (`\\uD800`–`\\uDFFF`) без второй половины. Грамматика JSON такое допускает, но символа такая половина не образует: декодеры заменяют её или завершаются с ошибкой."
            ),
            Found::DuplicateKey { name } => say!(
                "«{name}» встречается в этом объекте больше одного раза; одни парсеры берут первое значение, другие\u{a0}— последнее."
            ),
            Found::DuplicateKeyFirstBroken { name, code } => say!(
                "«{name}» встречается больше одного раза, и первое значение нарушает правило (`{code}`): парсеры, которые берут первое значение, увидят ошибочное."
            ),
            Found::NotInspected { depth } => say!(
                "Это значение вложено глубже {depth} уровней: его синтаксис прочитан, а содержимое не проверялось; всё вокруг проверено."
            ),
        }
    }
    fn token(found: &Token) -> String {
        match found {
            Token::Quoted(text) => format!("`{text}`"),
            Token::End => say!("конец текста"),
        }
    }

    /// The token as a sentence begins with it.
    fn token_first(found: &Token) -> String {
        match found {
            Token::Quoted(text) => format!("`{text}`"),
            Token::End => say!("Конец текста"),
        }
    }

    fn syntax(kind: SyntaxErrorKind, found: &Token) -> String {
        use SyntaxErrorKind as K;
        match kind {
            K::Empty => say!("Во входных данных нет значения JSON."),
            K::Comment => say!("Комментарии не входят в JSON."),
            K::TrailingComma => {
                say!("После последнего элемента стоит запятая; JSON этого не допускает.")
            }
            K::SingleQuote => say!("Строка взята в одинарные кавычки, а в JSON нужны двойные."),
            K::NonFiniteNumber => say!("{} не является числом JSON.", token_first(found)),
            K::UnclosedString => say!(
                "Строковое значение не закрыто до конца строки или текста; перевод строки внутри него записывается как `\\n`."
            ),
            K::BadEscape => say!(
                "Неверная экранирующая последовательность; в JSON допустимы `\\\"` `\\\\` `\\/` `\\b` `\\f` `\\n` `\\r` `\\t` и `\\uXXXX`."
            ),
            K::MissingComma => match found {
                Token::Quoted(text) => say!("Перед `{text}` не хватает запятой."),
                Token::End => say!("Перед концом текста не хватает запятой."),
            },
            K::MissingColon => say!("После имени поля должно стоять двоеточие."),
            K::NameNotString => say!("Имена полей в JSON — строки в двойных кавычках."),
            K::UnclosedArray => say!("Этот массив не закрыт скобкой `]`."),
            K::UnclosedObject => say!("Этот объект не закрыт скобкой `}}`."),
            K::TextAfterValue => {
                say!("После значения JSON идёт ещё текст; вставьте ровно один ответ.")
            }
            K::BadNumber => say!(
                "{} не является числом JSON: пишите десятичные цифры, при необходимости с минусом, дробной частью и экспонентой.",
                token_first(found)
            ),
            K::EndOfText => say!("Текст обрывается там, где должно стоять значение."),
            K::Unexpected => say!("Здесь не может стоять {}.", token(found)),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
    let syntax_kinds = [
        json::SyntaxErrorKind::Empty,
        json::SyntaxErrorKind::Comment,
        json::SyntaxErrorKind::TrailingComma,
        json::SyntaxErrorKind::SingleQuote,
        json::SyntaxErrorKind::NonFiniteNumber,
        json::SyntaxErrorKind::BadNumber,
        json::SyntaxErrorKind::BadEscape,
        json::SyntaxErrorKind::UnclosedString,
        json::SyntaxErrorKind::UnclosedArray,
        json::SyntaxErrorKind::UnclosedObject,
        json::SyntaxErrorKind::MissingComma,
        json::SyntaxErrorKind::MissingColon,
        json::SyntaxErrorKind::NameNotString,
        json::SyntaxErrorKind::EndOfText,
        json::SyntaxErrorKind::TextAfterValue,
        json::SyntaxErrorKind::Unexpected,
    ];
    for kind in syntax_kinds {
        for found in [Token::Quoted("\"cacheScope\"".into()), Token::End] {
            all.push(Found::Syntax { kind, found }.into());
        }
    }
    all.extend([
        Found::Empty.into(),
        Found::NotUtf8 { offset: 21 }.into(),
        Found::NotUtf8 { offset: 123456 }.into(),
        Found::ByteOrderMark.into(),
        Found::ControlCharacter { byte: 9 }.into(),
        Found::LoneSurrogate.into(),
        Found::DuplicateKey {
            name: "ttlMs".into(),
        }
        .into(),
        Found::DuplicateKeyFirstBroken {
            name: "ttlMs".into(),
            code: "ttl/negative",
        }
        .into(),
        Found::NotInspected { depth: 128 }.into(),
    ]);
    all
}
