//! Caching hints (server/utilities/caching): `ttlMs` is a whole number of milliseconds, 0 or
//! more, that every client reads exactly; an interim result carries no hints; a local file's
//! contents cached for everyone deserve a second look.

use super::checker::{Checker, fix, get, objects_in};
use crate::engine::edits::replace;
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::fields;
use crate::spec::schema::Types;

crate::spec::codes::codes! {
    TtlNegative = "ttl/negative", Error, Caching,
        summary: ("ttlMs is negative.", "`ttlMs` отрицателен."),
        help: ("Use 0 for \"always ask again\", or a positive number of milliseconds.",
               "Укажите 0 («каждый раз спрашивать заново») или положительное число миллисекунд."),
        bad: r#"{"ttlMs": -1, …}"#,
        good: r#"{"ttlMs": 0, …}"#;
    TtlFraction = "ttl/fraction", Error, Caching,
        summary: ("ttlMs has a fractional part.", "У `ttlMs` есть дробная часть."),
        help: ("Milliseconds are whole: round the value.", "Округлите значение: время свежести считается в целых миллисекундах."),
        bad: r#"{"ttlMs": 1500.5, …}"#,
        good: r#"{"ttlMs": 1500, …}"#;
    TtlFloatSyntax = "ttl/float-syntax", Warning, Caching,
        summary: ("ttlMs is whole but written with a decimal point or exponent.", "`ttlMs` целый, но записан с точкой или экспонентой."),
        help: ("Write plain digits: clients that decode into an integer type reject 1000.0 and 1e3.",
               "Пишите одни цифры: клиенты, читающие значение в целый тип, отвергают `1000.0` и `1e3`."),
        bad: r#"{"ttlMs": 60000.0, …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    TtlUnsafeInteger = "ttl/unsafe-integer", Warning, Caching,
        summary: ("ttlMs is larger than JavaScript numbers hold exactly.", "`ttlMs` больше, чем точно хранят числа JavaScript."),
        help: ("Keep it at most 9007199254740991 (2^53 − 1); a year is only 31536000000.",
               "Задайте значение не больше 9 007 199 254 740 991 мс (2⁵³ − 1); год — всего 31 536 000 000 мс."),
        bad: r#"{"ttlMs": 18446744073709551615, …}"#,
        good: r#"{"ttlMs": 31536000000, …}"#;
    TtlZero = "ttl/zero", Info, Caching,
        summary: ("ttlMs is 0: the answer is stale at once.", "`ttlMs` равен 0: ответ сразу устаревает."),
        help: ("Discover results and lists rarely change; a positive ttlMs spares clients a round trip per request.",
               "Результат `server/discover` и перечни меняются редко; положительный `ttlMs` избавит клиентов от лишнего запроса."),
        bad: r#"{"ttlMs": 0, …}"#,
        good: r#"{"ttlMs": 3600000, …}"#;
    PublicFile = "caching/public-file", Info, Caching,
        summary: ("A local file's contents may be cached for everyone.", "Содержимое локального файла можно кэшировать для всех."),
        help: ("A file: URI often holds a user's own data; use cacheScope \"private\" unless the file is the same for everyone.",
               "За `file:` часто стоят данные конкретного пользователя; задайте `cacheScope` значение `\"private\"`, если файл не одинаков для всех."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "private", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#;
    HintsOnInputRequired = "caching/input-required", Warning, Caching,
        summary: ("An input_required result carries caching hints.", "Результат `input_required` несёт подсказки кэширования."),
        help: ("Leave ttlMs and cacheScope off interim results; only the complete result is cacheable.",
               "Не указывайте `ttlMs` и `cacheScope` в промежуточных результатах: кэшируется только итоговый."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc", "ttlMs": 60000}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc"}}"#;
}

pub fn ttl_ms(checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>) {
    let span = value.span();
    let Value::Number(number) = value else {
        checker.expect_types(value, Types::INTEGER, path);
        return;
    };
    // Copied only for a finding: most hints are fine.
    let raw = || number.raw.to_owned();
    let shape = numbers::shape(number.raw);
    if shape.negative {
        checker.emit(
            Code::TtlNegative,
            path,
            span,
            Found::Negative { raw: raw() },
        );
        return;
    }
    if !shape.whole {
        let rounded = numbers::rounded(number.raw);
        let diagnostic = checker.emit(
            Code::TtlFraction,
            path,
            span,
            Found::Fraction { raw: raw() },
        );
        if let Some(rounded) = rounded {
            diagnostic.offer(|| {
                fix(
                    FixTitle::Round(rounded.clone()),
                    vec![replace(span, rounded)],
                )
            });
        }
        return;
    }
    if !shape.plain {
        let diagnostic = checker.emit(
            Code::TtlFloatSyntax,
            path,
            span,
            Found::FloatSyntax { raw: raw() },
        );
        if let Some(digits) = &shape.integer_digits {
            diagnostic.offer(|| {
                fix(
                    FixTitle::Write(digits.clone()),
                    vec![replace(span, digits.clone())],
                )
            });
        }
    }
    if shape.beyond_safe_integer() {
        checker.emit(Code::TtlUnsafeInteger, path, span, Found::Unsafe);
    } else if shape.zero {
        checker.emit(Code::TtlZero, path, span, Found::Zero);
    }
}

/// A `public` scope on a local file deserves a second look (server/utilities/caching,
/// "cacheScope"): a `file:` URI often holds one user's data, which a shared cache would hand to
/// others.
pub fn public_file(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    if get(result, "cacheScope").and_then(|(_, s)| s.value.as_str()) != Some("public") {
        return;
    }
    let contents_path = path.member("contents");
    for (index, content) in objects_in(result, "contents") {
        let Some((_, member)) = get(content, "uri") else {
            continue;
        };
        let Some(uri) = member.value.as_str() else {
            continue;
        };
        if uri
            .get(..5)
            .is_some_and(|scheme| scheme.eq_ignore_ascii_case("file:"))
        {
            let finding = Found::PublicFile {
                uri: uri.to_owned(),
            };
            checker.emit(
                Code::PublicFile,
                contents_path.index(index).member("uri"),
                member.value.span(),
                finding,
            );
        }
    }
}

/// An `input_required` result is not cacheable (server/utilities/caching), so caching hints on
/// it mislead.
pub fn input_required(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    for &name in fields::CACHING_HINTS {
        if let Some((_, member)) = get(result, name) {
            let finding = Found::HintsOnInputRequired { member: name };
            checker.emit(
                Code::HintsOnInputRequired,
                path.member(name),
                member.key.span,
                finding,
            );
        }
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Negative { raw: String },
    Fraction { raw: String },
    FloatSyntax { raw: String },
    Unsafe,
    Zero,
    PublicFile { uri: String },
    HintsOnInputRequired { member: &'static str },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::caching::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Negative { raw } => say!("`ttlMs` is `{raw}`; it must be 0 or more."),
            Found::Fraction { raw } => say!("`ttlMs` is `{raw}`; it counts whole milliseconds."),
            Found::FloatSyntax { raw } => say!(
                "`ttlMs` is written `{raw}`; the value is whole, but clients that read it into an integer type reject this notation."
            ),
            Found::Unsafe => {
                say!("`ttlMs` is above 2^53 − 1; JavaScript clients will read a different number.")
            }
            Found::Zero => say!(
                "`ttlMs` is 0: clients treat the answer as stale at once and may ask again before every request."
            ),
            Found::PublicFile { uri } => say!(
                "\"{uri}\" is a local file, yet the result may be cached for everyone (`cacheScope`: \"public\"); make sure no user's data is in it."
            ),
            Found::HintsOnInputRequired { member } => say!(
                "`{member}` on an `input_required` result: such results are not cacheable, so the hint misleads."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::caching::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Negative { raw } => say!("`ttlMs` равен `{raw}`; он должен быть не меньше 0."),
            Found::Fraction { raw } => {
                say!("`ttlMs` равен `{raw}`; время свежести считается в целых миллисекундах.")
            }
            Found::FloatSyntax { raw } => say!(
                "`ttlMs` записан как `{raw}`; значение целое, но клиенты, читающие его в целый тип, такую запись отвергнут."
            ),
            Found::Unsafe => {
                say!("`ttlMs` больше 2⁵³ − 1; клиенты на JavaScript прочитают другое число.")
            }
            Found::Zero => say!(
                "`ttlMs` равен 0: клиенты сразу считают ответ устаревшим и могут запрашивать его заново перед каждым запросом."
            ),
            Found::PublicFile { uri } => say!(
                "«{uri}» — локальный файл, а результат можно кэшировать для всех (`cacheScope`: «public»); убедитесь, что в нём нет данных пользователя."
            ),
            Found::HintsOnInputRequired { member } => say!(
                "`{member}` в результате `input_required`: такие результаты не кэшируются, и подсказка вводит в заблуждение."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::Negative { raw: "-1".into() }.into(),
        Found::Fraction { raw: "1.5".into() }.into(),
        Found::FloatSyntax { raw: "1e3".into() }.into(),
        Found::Unsafe.into(),
        Found::Zero.into(),
        Found::PublicFile {
            uri: "file:///home/me/notes.md".into(),
        }
        .into(),
        Found::HintsOnInputRequired { member: "ttlMs" }.into(),
    ]
}
