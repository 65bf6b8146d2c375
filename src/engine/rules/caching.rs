//! Caching hints (server/utilities/caching): `ttlMs` is a whole number of milliseconds, 0 or
//! more, that every client reads exactly.

use super::{Checker, fix};
use crate::engine::edits::replace;
use crate::engine::finding::{Finding, FixTitle};
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
    let raw = number.raw.to_owned();
    let shape = numbers::shape(number.raw);
    if shape.negative {
        checker.emit(Code::TtlNegative, path, span, Finding::TtlNegative { raw });
        return;
    }
    if !shape.whole {
        let rounded = numbers::rounded(number.raw);
        let diagnostic = checker.emit(Code::TtlFraction, path, span, Finding::TtlFraction { raw });
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
            Finding::TtlFloatSyntax { raw },
        );
        if let Some(digits) = &shape.integer_digits {
            diagnostic.fixes.push(fix(
                FixTitle::Write(digits.clone()),
                vec![replace(span, digits.clone())],
            ));
        }
    }
    if shape.beyond_safe_integer() {
        checker.emit(Code::TtlUnsafeInteger, path, span, Finding::TtlUnsafe);
    } else if shape.zero {
        checker.emit(Code::TtlZero, path, span, Finding::TtlZero);
    }
}
