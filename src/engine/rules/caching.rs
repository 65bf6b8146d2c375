//! Caching hints (server/utilities/caching): `ttlMs` is a whole number of milliseconds, 0 or
//! more, that every client reads exactly.

use super::checker::{Checker, fix};
use crate::engine::edits::replace;
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Spanned, Value};
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::schema::Types;

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
            diagnostic.fixes.push(fix(
                FixTitle::Round(rounded.clone()),
                vec![replace(span, rounded)],
            ));
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
            diagnostic.fixes.push(fix(
                FixTitle::Write(digits.clone()),
                vec![replace(span, digits.clone())],
            ));
        }
    }
    if shape.beyond_safe_integer() {
        checker.emit(Code::TtlUnsafeInteger, path, span, Found::Unsafe);
    } else if shape.zero {
        checker.emit(Code::TtlZero, path, span, Found::Zero);
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
        }
    }
}
