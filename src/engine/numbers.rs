//! Exact facts about a JSON number read from its text, never through a float: `1000.0` and
//! `1e3` are whole, `18446744073709551615` is beyond 2^53 − 1, `1e-400` is not zero.

/// The largest integer a JavaScript number holds exactly (2^53 − 1).
pub const MAX_SAFE_INTEGER: &str = "9007199254740991";

#[derive(Debug, PartialEq, Eq)]
pub struct NumberShape {
    pub negative: bool,
    pub zero: bool,
    /// No fractional part, whatever the notation.
    pub whole: bool,
    /// Written as digits only (with an optional minus): no `.`, no exponent.
    pub plain: bool,
    /// The decimal digits of a whole value below 10^40, without sign.
    pub integer_digits: Option<String>,
}

impl NumberShape {
    /// Whole and larger in magnitude than [`MAX_SAFE_INTEGER`].
    pub fn beyond_safe_integer(&self) -> bool {
        match &self.integer_digits {
            Some(d) => {
                d.len() > MAX_SAFE_INTEGER.len()
                    || (d.len() == MAX_SAFE_INTEGER.len() && d.as_str() > MAX_SAFE_INTEGER)
            }
            None => self.whole && !self.zero,
        }
    }
}

/// A position written in decimal digits (a pointer's token, a prefix's length), read as an
/// unsigned 64-bit number: one integer parser in the browser modules rather than one per type.
pub fn index(digits: &str) -> Option<usize> {
    usize::try_from(digits.parse::<u64>().ok()?).ok()
}

/// Whether `text` is exactly one JSON number (RFC 8259 grammar).
pub fn is_json_number(text: &str) -> bool {
    let len = super::json::json_number_len(text.as_bytes());
    len > 0 && len == text.len()
}

/// Whether a JSON number lexeme has no fractional part; cheap for the common plain integer.
pub fn is_whole(lexeme: &str) -> bool {
    lexeme.bytes().all(|b| b.is_ascii_digit() || b == b'-') || shape(lexeme).whole
}

/// A number lexeme as sign, significant digits (no leading or trailing zeros) and the place
/// of the decimal point counted from the first of them: `-12.5e1` is (true, "125", 3).
pub fn decimal(lexeme: &str) -> (bool, String, i64) {
    let negative = lexeme.starts_with('-');
    let body = lexeme.trim_start_matches('-');
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(at) => {
            let text = &body[at + 1..];
            let (sign, digits) = match text.strip_prefix('-') {
                Some(digits) => (-1, digits),
                None => (1, text.trim_start_matches('+')),
            };
            let magnitude = (digits.parse::<u64>().ok()).and_then(|m| i64::try_from(m).ok());
            let exponent = sign * magnitude.unwrap_or(1_000_000);
            (&body[..at], exponent)
        }
        None => (body, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    // One string, trimmed in place: a formatted copy and a trimmed copy of it were a tenth of
    // `validate()` on a small answer, for its one `ttlMs`.
    let mut digits = [int_part, frac_part].concat();
    let leading = digits.bytes().take_while(|b| *b == b'0').count();
    digits.truncate(digits.trim_end_matches('0').len());
    digits.drain(..leading.min(digits.len()));
    let point = int_part.len() as i64 - leading as i64 + exponent;
    (negative, digits, point)
}

/// Reads a JSON number lexeme (the parser has already checked its grammar).
pub fn shape(lexeme: &str) -> NumberShape {
    // A plain integer, nearly every number, is its own digits: JSON allows no leading zeros.
    let magnitude = lexeme.trim_start_matches('-');
    if magnitude.len() <= 40 && magnitude.bytes().all(|b| b.is_ascii_digit()) {
        let zero = magnitude == "0";
        return NumberShape {
            negative: magnitude.len() < lexeme.len() && !zero,
            zero,
            whole: true,
            plain: true,
            integer_digits: Some(magnitude.to_owned()),
        };
    }
    let (negative, mut digits, point) = decimal(lexeme);
    let zero = digits.is_empty();
    let whole = zero || point >= digits.len() as i64;
    let integer_digits = if zero {
        Some("0".to_owned())
    } else if whole && point <= 40 {
        let zeros = (point - digits.len() as i64) as usize;
        digits.extend(std::iter::repeat_n('0', zeros));
        Some(digits)
    } else {
        None
    };
    NumberShape {
        negative: negative && !zero,
        zero,
        whole,
        plain: !lexeme.contains(['.', 'e', 'E']),
        integer_digits,
    }
}

/// How a number lexeme compares with a whole bound, exactly: `1.0000000000000000001` is
/// greater than 1.
pub fn compare_with(lexeme: &str, bound: i32) -> std::cmp::Ordering {
    compare(lexeme, &bound.to_string())
}

/// How two number lexemes compare, exactly, whatever their notation: `0.5` and `5e-1` are
/// equal, `0.75` is more than `0.7`.
pub fn compare(lexeme: &str, other: &str) -> std::cmp::Ordering {
    let (negative, digits, point) = decimal(lexeme);
    let (bound_negative, bound_digits, bound_point) = decimal(other);
    let sign = |negative: bool, digits: &str| match (digits.is_empty(), negative) {
        (true, _) => 0,
        (false, true) => -1,
        (false, false) => 1,
    };
    let (own, other) = (sign(negative, &digits), sign(bound_negative, &bound_digits));
    if own != other || own == 0 {
        return own.cmp(&other);
    }
    // Same sign: compare magnitudes by the place of the point, then digit by digit.
    let magnitude = point
        .cmp(&bound_point)
        .then_with(|| digits.as_str().cmp(bound_digits.as_str()));
    if own < 0 {
        magnitude.reverse()
    } else {
        magnitude
    }
}

/// The whole number nearest to a fractional lexeme (halves away from zero), computed on the
/// digits; `None` when it is not below 2^53 in magnitude.
pub fn rounded(lexeme: &str) -> Option<String> {
    let (negative, digits, point) = decimal(lexeme);
    let whole_len = usize::try_from(point).unwrap_or(0);
    let kept = whole_len.min(digits.len());
    let mut whole: Vec<u8> = digits.as_bytes()[..kept].to_vec();
    whole.resize(whole_len, b'0');
    // The first digit after the point (a zero when the number starts further right).
    let next = if point < 0 {
        b'0'
    } else {
        digits.as_bytes().get(kept).copied().unwrap_or(b'0')
    };
    if next >= b'5' {
        // Add one to the decimal digits, carrying leftwards.
        match whole.iter().rposition(|d| *d != b'9') {
            Some(at) => {
                whole[at] += 1;
                whole[at + 1..].fill(b'0');
            }
            None => {
                whole.fill(b'0');
                whole.insert(0, b'1');
            }
        }
    }
    if whole.is_empty() {
        whole.push(b'0');
    }
    let magnitude = String::from_utf8(whole).ok()?;
    // Same length: digit strings compare as numbers.
    if (magnitude.len(), magnitude.as_str()) > (MAX_SAFE_INTEGER.len(), MAX_SAFE_INTEGER) {
        return None;
    }
    Some(if negative && magnitude != "0" {
        format!("-{magnitude}")
    } else {
        magnitude
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexemes_compare_by_value() {
        use std::cmp::Ordering::*;
        for (a, b, order) in [
            ("0.5", "5e-1", Equal),
            ("0.75", "0.7", Greater),
            ("45", "5", Greater),
            ("4.5", "5", Less),
            ("-2", "-10", Greater),
            ("0", "-0.0", Equal),
            ("-1", "0", Less),
        ] {
            assert_eq!(compare(a, b), order, "{a} against {b}");
        }
    }

    #[test]
    fn whole_numbers_in_any_notation() {
        let s = shape("1000.0");
        assert!(s.whole && !s.plain);
        assert_eq!(s.integer_digits.as_deref(), Some("1000"));
        assert_eq!(shape("1e3").integer_digits.as_deref(), Some("1000"));
        assert_eq!(shape("12.5e1").integer_digits.as_deref(), Some("125"));
        assert!(!shape("1500.5").whole);
        assert!(!shape("1e-400").whole);
        assert!(shape("0.000").zero);
        assert!(shape("-0").zero && !shape("-0").negative);
        assert!(shape("-1").negative);
        // Plain integers, read without the general path, say the same as it would.
        let plain = shape("-3600000");
        assert!(plain.negative && plain.whole && plain.plain && !plain.zero);
        assert_eq!(plain.integer_digits.as_deref(), Some("3600000"));
        assert_eq!(shape("-0").integer_digits.as_deref(), Some("0"));
        let forty = "9".repeat(40);
        assert_eq!(shape(&forty).integer_digits, Some(forty.clone()));
        let forty_one = shape(&format!("{forty}9"));
        assert!(forty_one.whole && forty_one.integer_digits.is_none());
        assert!(forty_one.beyond_safe_integer());
    }

    #[test]
    fn fractions_round_to_the_nearest_whole_number() {
        for (lexeme, expected) in [
            ("1500.5", Some("1501")),
            ("1500.49", Some("1500")),
            ("0.5", Some("1")),
            ("0.49999999999999999", Some("0")),
            ("0.004", Some("0")),
            ("-2.5", Some("-3")),
            ("-0.2", Some("0")),
            ("9.5", Some("10")),
            ("999.9", Some("1000")),
            ("1.25e2", Some("125")),
            ("1.5e-1", Some("0")),
            ("12345.6e-2", Some("123")),
            ("9007199254740990.6", Some("9007199254740991")),
            ("9007199254740991.5", None),
            ("1.5e300", None),
        ] {
            assert_eq!(rounded(lexeme).as_deref(), expected, "{lexeme}");
        }
    }

    #[test]
    fn json_number_grammar() {
        for ok in ["0", "-0", "12", "1.5", "1e3", "-2.5E-7", "60000"] {
            assert!(is_json_number(ok), "{ok}");
        }
        for bad in [
            "", "-", "01", "1.", ".5", "+1", "1e", "0x10", "NaN", "1 ", "１",
        ] {
            assert!(!is_json_number(bad), "{bad}");
        }
    }

    #[test]
    fn compares_exactly_with_whole_bounds() {
        use std::cmp::Ordering::*;
        for (lexeme, bound, expected) in [
            ("0", 0, Equal),
            ("-0.0", 0, Equal),
            ("1.0000000000000000001", 1, Greater),
            ("0.99", 1, Less),
            ("1e0", 1, Equal),
            ("10", 9, Greater),
            ("-1", 0, Less),
            ("-10", -9, Less),
            ("-0.5", -1, Greater),
            ("1e-400", 0, Greater),
            ("100", 1000, Less),
        ] {
            assert_eq!(compare_with(lexeme, bound), expected, "{lexeme} vs {bound}");
        }
    }

    #[test]
    fn safe_integer_boundary() {
        assert!(!shape("9007199254740991").beyond_safe_integer());
        assert!(shape("9007199254740992").beyond_safe_integer());
        assert!(shape("18446744073709551615").beyond_safe_integer());
        assert!(shape("1e400").beyond_safe_integer());
        assert!(!shape("31536000000").beyond_safe_integer());
    }
}
