//! The Russian typography of the sentences the command line prints, applied when printing: a
//! non-breaking space before an em dash (and a dash where a hyphen stands for one), «ёлочки»
//! around quoted values, digits grouped in long numbers and a decimal comma. English is printed
//! as written. Code spans (between backticks) are left exactly as written. Native only: the
//! widget's strings are written typographically right at the source, which tests check, so this
//! costs the browser module nothing.

pub use crate::inert::{inert, inert_line, is_odd, push_if_odd};
use crate::spec::Lang;

const NBSP: char = '\u{a0}';

/// The pieces of a sentence in order, each `(is_code, text)`: the text between a pair of
/// backticks is code. A backtick without its pair is prose.
pub fn pieces(sentence: &str) -> Vec<(bool, &str)> {
    let mut out = Vec::new();
    let mut rest = sentence;
    while let Some(open) = rest.find('`') {
        let Some(length) = rest[open + 1..].find('`') else {
            break;
        };
        out.push((false, &rest[..open]));
        out.push((true, &rest[open + 1..open + 1 + length]));
        rest = &rest[open + 2 + length..];
    }
    out.push((false, rest));
    out
}

/// `sentence` with the typography of `lang` (Russian's; English has none to add) outside its code
/// spans; code spans keep their backticks.
pub fn typeset(sentence: &str, lang: Lang) -> String {
    join(sentence, lang, true)
}

/// As [`typeset`], with the backticks of code spans left out: code shown as plain text, as a
/// terminal shows it. A span of punctuation alone (`.`, `-`, `{}`) keeps them: bare, it would
/// read as the sentence's own punctuation ("0–9, _, - and ..").
pub fn plain(sentence: &str, lang: Lang) -> String {
    join(sentence, lang, false)
}

fn join(sentence: &str, lang: Lang, backticks: bool) -> String {
    let mut out = String::with_capacity(sentence.len() + 8);
    for (is_code, text) in pieces(sentence) {
        if is_code {
            let quoted = backticks || !text.chars().any(char::is_alphanumeric);
            if quoted {
                out.push('`');
            }
            out.push_str(text);
            if quoted {
                out.push('`');
            }
        } else {
            prose_into(&mut out, text, lang);
        }
    }
    out
}

/// One run of prose, typeset into `out`.
fn prose_into(out: &mut String, text: &str, lang: Lang) {
    if lang != Lang::Ru {
        out.push_str(text);
        return;
    }
    let chars: Vec<char> = text.chars().collect();
    let mut quote_open = false;
    let mut index = 0;
    while index < chars.len() {
        let c = chars[index];
        let before = index.checked_sub(1).map(|i| chars[i]);
        let after = chars.get(index + 1).copied();
        match c {
            // A space before a dash (or a hyphen standing for one) would let the dash start
            // a line.
            ' ' if after == Some('—') => out.push(NBSP),
            '-' if before == Some(' ') && after == Some(' ') => {
                if out.ends_with(' ') {
                    out.pop();
                    out.push(NBSP);
                }
                out.push('—');
            }
            '"' => {
                out.push(if quote_open { '»' } else { '«' });
                quote_open = !quote_open;
            }
            '0'..='9' if !before.is_some_and(|b| b.is_alphanumeric() || "-+.,_/\\".contains(b)) => {
                let end = (index..chars.len())
                    .find(|&i| !chars[i].is_ascii_digit())
                    .unwrap_or(chars.len());
                let digits: String = chars[index..end].iter().collect();
                let next = chars.get(end).copied();
                let fraction_digit = chars.get(end + 1).is_some_and(char::is_ascii_digit);
                let number_goes_on =
                    next.is_some_and(|n| n.is_alphanumeric() || n == '_' || n == '-');
                if next == Some('.') && fraction_digit {
                    // 3.1 → 3,1 unless it is one part of a version or an address (1.0.0).
                    let fraction_end = (end + 1..chars.len())
                        .find(|&i| !chars[i].is_ascii_digit())
                        .unwrap_or(chars.len());
                    let dotted_on = chars.get(fraction_end) == Some(&'.')
                        && chars
                            .get(fraction_end + 1)
                            .is_some_and(char::is_ascii_digit);
                    let fraction: String = chars[end + 1..fraction_end].iter().collect();
                    out.push_str(&digits);
                    out.push(if dotted_on { '.' } else { ',' });
                    out.push_str(&fraction);
                    index = fraction_end;
                    continue;
                }
                if digits.len() >= 5 && !number_goes_on {
                    out.push_str(&grouped(&digits));
                } else {
                    out.push_str(&digits);
                }
                index = end;
                continue;
            }
            _ => out.push(c),
        }
        index += 1;
    }
}

/// `9007199254740991` → `9 007 199 254 740 991`, with non-breaking spaces.
fn grouped(digits: &str) -> String {
    group_digits(digits, NBSP)
}

/// A run of ASCII digits in groups of three, `separator` between them: `12345` → `12,345`.
pub fn group_digits(digits: &str, separator: char) -> String {
    let mut out = String::with_capacity(digits.len() * 2);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_are_the_text_between_paired_backticks() {
        assert_eq!(
            pieces("Поле `ttlMs` — `1`"),
            vec![
                (false, "Поле "),
                (true, "ttlMs"),
                (false, " — "),
                (true, "1"),
                (false, "")
            ]
        );
        assert_eq!(
            pieces("a `b` c `d"),
            vec![(false, "a "), (true, "b"), (false, " c `d")]
        );
    }

    #[test]
    fn russian_typography_outside_code_only() {
        let typeset = typeset(
            "Поле \"ttlMs\" — число 9007199254740991 и 3.1 мс, версия 1.0.0; код -32601 и `\"a\" - 12345.5`",
            Lang::Ru,
        );
        assert_eq!(
            typeset,
            "Поле «ttlMs»\u{a0}— число 9\u{a0}007\u{a0}199\u{a0}254\u{a0}740\u{a0}991 и 3,1 мс, версия 1.0.0; код -32601 и `\"a\" - 12345.5`"
        );
    }

    #[test]
    fn a_hyphen_between_spaces_becomes_a_dash_and_english_stays_as_written() {
        assert_eq!(typeset("a - b 1234", Lang::Ru), "a\u{a0}— b 1234");
        let english = "\"x\" — 12345 - 3.1";
        assert_eq!(typeset(english, Lang::En), english);
    }

    #[test]
    fn plain_drops_the_backticks_of_code() {
        assert_eq!(
            plain("Добавьте `ttlMs` — \"public\"", Lang::Ru),
            "Добавьте ttlMs\u{a0}— «public»"
        );
        assert_eq!(
            plain("0–9, `_`, `-` and `.`; `a.b`", Lang::En),
            "0–9, `_`, `-` and `.`; a.b"
        );
    }
}
