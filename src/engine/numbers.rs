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

/// Whether `text` is exactly one JSON number (RFC 8259 grammar).
pub fn is_json_number(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = usize::from(bytes.first() == Some(&b'-'));
    let digits = |at: &mut usize| {
        let start = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        *at - start
    };
    match bytes.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => {
            digits(&mut at);
        }
        _ => return false,
    }
    if bytes.get(at) == Some(&b'.') {
        at += 1;
        if digits(&mut at) == 0 {
            return false;
        }
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(bytes.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        if digits(&mut at) == 0 {
            return false;
        }
    }
    at == bytes.len()
}

/// Whether a JSON number lexeme has no fractional part; cheap for the common plain integer.
pub fn is_whole(lexeme: &str) -> bool {
    lexeme.bytes().all(|b| b.is_ascii_digit() || b == b'-') || shape(lexeme).whole
}

/// Reads a JSON number lexeme (the parser has already checked its grammar).
pub fn shape(lexeme: &str) -> NumberShape {
    let negative = lexeme.starts_with('-');
    let body = lexeme.trim_start_matches('-');
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(at) => {
            let text = &body[at + 1..];
            let exponent =
                text.trim_start_matches('+')
                    .parse::<i64>()
                    .unwrap_or(if text.starts_with('-') {
                        -1_000_000
                    } else {
                        1_000_000
                    });
            (&body[..at], exponent)
        }
        None => (body, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all_digits = format!("{int_part}{frac_part}");
    let leading = all_digits.bytes().take_while(|b| *b == b'0').count();
    let digits = all_digits[leading..].trim_end_matches('0');
    // Position of the decimal point relative to the first significant digit.
    let point = int_part.len() as i64 - leading as i64 + exponent;
    let zero = digits.is_empty();
    let whole = zero || point >= digits.len() as i64;
    let integer_digits = if zero {
        Some("0".to_owned())
    } else if whole && point <= 40 {
        Some(format!(
            "{digits}{}",
            "0".repeat((point - digits.len() as i64) as usize)
        ))
    } else {
        None
    };
    NumberShape {
        negative: negative && !zero,
        zero,
        whole,
        plain: !body.contains(['.', 'e', 'E']),
        integer_digits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn safe_integer_boundary() {
        assert!(!shape("9007199254740991").beyond_safe_integer());
        assert!(shape("9007199254740992").beyond_safe_integer());
        assert!(shape("18446744073709551615").beyond_safe_integer());
        assert!(shape("1e400").beyond_safe_integer());
        assert!(!shape("31536000000").beyond_safe_integer());
    }
}
