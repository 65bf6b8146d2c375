//! Name rules from the specification that a schema cannot express: `_meta` keys, extension
//! identifiers, revision dates; and the guess behind "did you mean".

/// Checks a `_meta` key (or an extension identifier) against the key rules of the basic
/// protocol page. Returns the reason when the key breaks them.
pub fn meta_key_problem(key: &str, prefix_required: bool) -> Option<KeyProblem> {
    let (prefix, name) = split_key(key);
    match prefix {
        None if prefix_required => return Some(KeyProblem::NoPrefix),
        Some(prefix) if !prefix.as_bytes().split(|b| *b == b'.').all(is_label) => {
            return Some(KeyProblem::BadPrefix);
        }
        _ => {}
    }
    (!is_name(name)).then_some(KeyProblem::BadName)
}

fn split_key(key: &str) -> (Option<&str>, &str) {
    match key.bytes().rposition(|b| b == b'/') {
        Some(slash) => (Some(&key[..slash]), &key[slash + 1..]),
        None => (None, key),
    }
}

/// A prefix reserved for MCP (its second label is `modelcontextprotocol` or `mcp`) other than
/// `io.modelcontextprotocol/`, whose keys the specification and its official extensions
/// define: a key there is nobody's but MCP's, and MCP defines none.
pub fn is_reserved_prefix(key: &str) -> bool {
    let (Some(prefix), _) = split_key(key) else {
        return false;
    };
    let second = prefix.split('.').nth(1);
    matches!(second, Some("modelcontextprotocol" | "mcp")) && prefix != "io.modelcontextprotocol"
}

/// A URI Template (RFC 6570, section 2): literals, and expressions in braces of an optional
/// operator and comma-separated variables, each with an optional `:length` or `*`.
pub fn is_uri_template(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'{' => {
                let Some(close) = text[at..].find('}') else {
                    return false;
                };
                if !is_expression(&text[at + 1..at + close]) {
                    return false;
                }
                at += close + 1;
            }
            b'%' => {
                let hex = bytes.get(at + 1..at + 3);
                if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                    return false;
                }
                at += 3;
            }
            b'}' | b' ' | b'"' | b'\'' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'|' => return false,
            byte if byte < 0x20 || byte == 0x7f => return false,
            _ => at += 1,
        }
    }
    true
}

/// The inside of `{…}`: `[operator] varspec *("," varspec)`.
fn is_expression(expression: &str) -> bool {
    let list = expression
        .strip_prefix(['+', '#', '.', '/', ';', '?', '&'])
        .unwrap_or(expression);
    list.split(',').all(|spec| {
        let (name, modifier) = match spec.split_once(':') {
            Some((name, length)) => (name, Some(length)),
            None => (spec.strip_suffix('*').unwrap_or(spec), None),
        };
        let length_ok = modifier.is_none_or(|length| {
            (1..=4).contains(&length.len())
                && !length.starts_with('0')
                && length.bytes().all(|b| b.is_ascii_digit())
        });
        // varname: varchars (letters, digits, `_`, %XX) with single dots between them.
        let varchars_ok = !name.is_empty()
            && !name.starts_with('.')
            && !name.ends_with('.')
            // Bytes, not `str::contains`: its string searcher is code of its own.
            && !name.as_bytes().windows(2).any(|pair| pair == b"..")
            && (name.split('%').enumerate()).all(|(index, part)| {
                let rest = if index == 0 {
                    part
                } else if part.len() >= 2 && part.as_bytes()[..2].iter().all(u8::is_ascii_hexdigit)
                {
                    &part[2..]
                } else {
                    return false;
                };
                rest.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
            });
        length_ok && varchars_ok
    })
}

/// Base64 (RFC 4648, standard alphabet, padded), the `byte` format of the schema.
pub fn is_base64(text: &str) -> bool {
    let bytes = text.as_bytes();
    let body = bytes
        .strip_suffix(b"==")
        .or_else(|| bytes.strip_suffix(b"="))
        .unwrap_or(bytes);
    bytes.len().is_multiple_of(4)
        && body
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/'))
}

fn is_label(bytes: &[u8]) -> bool {
    match (bytes.first(), bytes.last()) {
        (Some(first), Some(last)) => {
            first.is_ascii_alphabetic()
                && last.is_ascii_alphanumeric()
                && bytes
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || *b == b'-')
        }
        _ => false,
    }
}

fn is_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    match (bytes.first(), bytes.last()) {
        (None, _) => name.is_empty(),
        (Some(first), Some(last)) => {
            first.is_ascii_alphanumeric()
                && last.is_ascii_alphanumeric()
                && bytes
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        }
        _ => false,
    }
}

/// The positions of the names that an earlier position already has: what a repeated object
/// member or list entry is. `names` comes in ascending positions, and so do the repeats.
pub fn repeats<'a>(names: impl Iterator<Item = (usize, &'a str)>) -> Vec<usize> {
    match REPEATS_BY_SORTING {
        true => repeats_by_sorting(names),
        false => repeats_by_hashing(names),
    }
}

/// Whether [`repeats`] sorts instead of hashing: in the reference module, where the hash set
/// was the only hashing (1.3 KB gzipped) and a list is checked once, when the view mounts.
/// Elsewhere a hash set: `validate()`'s module is built for speed and the editor checks at
/// every edit, and sorting a thousand names takes two to three times the set's time.
const REPEATS_BY_SORTING: bool = cfg!(all(target_arch = "wasm32", feature = "reference"));

/// [`repeats`] by a hash set, sized for every name at once: growing it step by step took more
/// than half of its time on a list of thousands of tools.
fn repeats_by_hashing<'a>(names: impl Iterator<Item = (usize, &'a str)>) -> Vec<usize> {
    let (fewest, most) = names.size_hint();
    let mut seen = std::collections::HashSet::with_capacity(most.unwrap_or(fewest));
    names
        .filter(|(_, name)| !seen.insert(*name))
        .map(|(position, _)| position)
        .collect()
}

/// [`repeats`] by sorting the names with their positions.
fn repeats_by_sorting<'a>(names: impl Iterator<Item = (usize, &'a str)>) -> Vec<usize> {
    let mut sorted: Vec<(&str, usize)> = names.map(|(position, name)| (name, position)).collect();
    sorted.sort_unstable();
    let mut repeated: Vec<usize> = (sorted.windows(2))
        .filter(|pair| pair[0].0 == pair[1].0)
        .map(|pair| pair[1].1)
        .collect();
    repeated.sort_unstable();
    repeated
}

/// A revision name: a real calendar date written `YYYY-MM-DD`.
pub fn is_revision_date(value: &str) -> bool {
    let b = value.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let digits = |r: std::ops::Range<usize>| -> Option<u32> {
        let part = &value[r];
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())
            .flatten()
    };
    let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10)) else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// A moment written as RFC 3339 has it (section 5.6), the profile of ISO 8601 that JSON
/// Schema's `date-time` reads: `2025-01-12T15:00:58Z`, `2025-01-12T17:00:58.25+02:00`. The
/// offset is required, for without it the moment is unknown; `T` and `Z` may be lower case (the
/// section's note); a leap second is allowed only at 23:59:60 UTC.
pub fn is_timestamp(value: &str) -> bool {
    let b = value.as_bytes();
    let two_digits = |at: usize| match b.get(at..at + 2) {
        Some(&[tens @ b'0'..=b'9', units @ b'0'..=b'9']) => {
            Some(u32::from(tens - b'0') * 10 + u32::from(units - b'0'))
        }
        _ => None,
    };
    let layout = value.get(..10).is_some_and(is_revision_date)
        && matches!(b.get(10), Some(b'T' | b't'))
        && b.get(13) == Some(&b':')
        && b.get(16) == Some(&b':');
    let (true, Some(hour), Some(minute), Some(second)) =
        (layout, two_digits(11), two_digits(14), two_digits(17))
    else {
        return false;
    };
    let mut at = 19;
    if b.get(at) == Some(&b'.') {
        let digits = b[at + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if digits == 0 {
            return false;
        }
        at += 1 + digits;
    }
    // Minutes east of UTC.
    let offset = match &b[at..] {
        [b'Z' | b'z'] => 0,
        [sign @ (b'+' | b'-'), _, _, b':', _, _] => {
            match (two_digits(at + 1), two_digits(at + 4)) {
                (Some(hours @ 0..=23), Some(minutes @ 0..=59)) => {
                    let east = (hours * 60 + minutes) as i32;
                    if *sign == b'-' { -east } else { east }
                }
                _ => return false,
            }
        }
        _ => return false,
    };
    let utc = ((hour * 60 + minute) as i32 - offset).rem_euclid(24 * 60);
    hour <= 23 && minute <= 59 && (second <= 59 || (second == 60 && utc == 23 * 60 + 59))
}

/// The known name that `written` most likely meant: the same letters in another case or
/// with `_`/`-` separators, or at most a small edit away. Known names are ASCII, so case is
/// folded for ASCII letters only.
pub fn likely_meant<'k>(written: &str, known: &[&'k str]) -> Option<&'k str> {
    let folded = fold(written);
    if let Some(hit) = known.iter().find(|k| fold(k) == folded) {
        return Some(hit);
    }
    let budget = if written.chars().count() >= 8 { 2 } else { 1 };
    known
        .iter()
        .map(|k| {
            (
                strsim::osa_distance(&written.to_ascii_lowercase(), &k.to_ascii_lowercase()),
                *k,
            )
        })
        .filter(|(distance, _)| *distance <= budget)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, k)| k)
}

fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Whether `value` holds white space or a control character; ASCII text is checked bytewise.
fn has_space_or_control(value: &str) -> bool {
    if value.is_ascii() {
        value.bytes().any(|b| b <= b' ' || b == 0x7f)
    } else {
        value.chars().any(|c| c.is_whitespace() || c.is_control())
    }
}

/// An absolute URI: a scheme (RFC 3986 `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`), a
/// colon and something after it, with no spaces.
pub fn is_absolute_uri(value: &str) -> bool {
    let Some(colon) = value.find(':') else {
        return false;
    };
    let scheme = &value[..colon];
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        && colon + 1 < value.len()
        && !has_space_or_control(value)
}

/// Why a `_meta` key or an extension identifier breaks the naming rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    NoPrefix,
    BadPrefix,
    BadName,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_are_the_same_sorted_or_hashed() {
        let names = ["b", "a", "b", "c", "a", "b", "", ""];
        let positions = || names.iter().enumerate().map(|(at, name)| (at * 3, *name));
        let hashed = repeats_by_hashing(positions());
        assert_eq!(hashed, [6, 12, 15, 21]);
        assert_eq!(repeats_by_sorting(positions()), hashed);
        assert!(repeats_by_sorting(std::iter::empty()).is_empty());
    }

    #[test]
    fn meta_keys_follow_the_naming_rules() {
        for ok in [
            "io.modelcontextprotocol/serverInfo",
            "com.example/build",
            "name",
            "",
            "a.b-c/x_y.z",
        ] {
            assert_eq!(meta_key_problem(ok, false), None, "{ok}");
        }
        for bad in [
            "-x",
            "x-",
            "com..example/x",
            "1com/x",
            "com-/x",
            "com.example/-x",
            "a/b/c!",
        ] {
            assert!(meta_key_problem(bad, false).is_some(), "{bad}");
        }
        assert!(meta_key_problem("tasks", true).is_some());
        for reserved in [
            "dev.mcp/x",
            "org.modelcontextprotocol.api/x",
            "com.mcp.tools/x",
        ] {
            assert!(is_reserved_prefix(reserved), "{reserved}");
        }
        for free in [
            "com.example.mcp/x",
            "io.modelcontextprotocol/serverInfo",
            "mcp/x",
            "x",
        ] {
            assert!(!is_reserved_prefix(free), "{free}");
        }
        assert_eq!(
            meta_key_problem("io.modelcontextprotocol/tasks", true),
            None
        );
    }

    #[test]
    fn revision_dates_are_real_dates() {
        assert!(is_revision_date("2026-07-28"));
        assert!(is_revision_date("2024-02-29"));
        assert!(!is_revision_date("2025-02-29"));
        assert!(!is_revision_date("2026-7-28"));
        assert!(!is_revision_date("v2"));
        assert!(!is_revision_date("2026-13-01"));
    }

    #[test]
    fn timestamps_are_rfc_3339_date_times() {
        for good in [
            "2025-01-12T15:00:58Z",
            "2025-01-12t15:00:58z",
            "2025-01-12T15:00:58.5Z",
            "2025-01-12T15:00:58.123456789+02:00",
            "2025-01-12T15:00:58-05:30",
            "2025-01-12T15:00:58-00:00",
            "2024-02-29T00:00:00Z",
            "2016-12-31T23:59:60Z",
            "2017-01-01T01:59:60+02:00",
            "2016-12-31T18:59:60-05:00",
        ] {
            assert!(is_timestamp(good), "{good}");
        }
        for bad in [
            "",
            "2025-01-12",
            "2025-01-12T15:00:58",
            "2025-01-12T15:00Z",
            "2025-01-12 15:00:58Z",
            "2025-01-12T15:00:58.Z",
            "2025-01-12T15:00:58,5Z",
            "2025-01-12T15:00:58+0200",
            "2025-01-12T15:00:58+02",
            "2025-01-12T15:00:58+24:00",
            "2025-01-12T15:00:58+02:60",
            "2025-01-12T15:00:58ZZ",
            "2025-13-12T15:00:58Z",
            "2025-00-12T15:00:58Z",
            "2025-02-29T15:00:58Z",
            "2025-04-31T15:00:58Z",
            "2025-01-12T24:00:00Z",
            "2025-01-12T15:60:00Z",
            "2025-01-12T15:00:61Z",
            "2025-01-12T15:00:60Z",
            "2025-01-12T23:59:60+01:00",
            "20250112T150058Z",
            "2025-1-12T15:00:58Z",
            "2025-01-12T15:00:5Z",
            "2025-01-12T15:00:58.5",
            "2025-01-12T15:00:58\u{d7}",
            "2025-01-1\u{e9}T15:00:58Z",
            "yesterday",
        ] {
            assert!(!is_timestamp(bad), "{bad}");
        }
    }

    #[test]
    fn guesses_the_meant_name() {
        let known = ["ttlMs", "cacheScope", "supportedVersions"];
        assert_eq!(likely_meant("ttl_ms", &known), Some("ttlMs"));
        assert_eq!(likely_meant("CacheScope", &known), Some("cacheScope"));
        assert_eq!(
            likely_meant("supportedVersion", &known),
            Some("supportedVersions")
        );
        assert_eq!(likely_meant("banana", &known), None);
    }

    #[test]
    fn uri_templates_follow_rfc_6570() {
        for ok in [
            "file:///{path}",
            "https://example.com/{user}/repos{?page,per_page}",
            "{+base}{/segments*}{#frag}",
            "db://{table.name}/{id:3}",
            "x%20y{;a,b}",
            "plain",
        ] {
            assert!(is_uri_template(ok), "{ok}");
        }
        for bad in [
            "file:///{path",
            "{}",
            "{a b}",
            "{a,}",
            "{=a}",
            "a}b",
            "{id:0}",
            "{id:12345}",
            "{.a..b}",
            "x y",
            "%zz",
        ] {
            assert!(!is_uri_template(bad), "{bad}");
        }
    }

    #[test]
    fn base64_in_the_standard_alphabet() {
        for ok in ["", "AAAA", "aGk=", "aA==", "ab+/"] {
            assert!(is_base64(ok), "{ok}");
        }
        for bad in ["AAA", "a===", "ab-_", "aG k=", "=AAA"] {
            assert!(!is_base64(bad), "{bad}");
        }
    }

    #[test]
    fn absolute_uris() {
        assert!(is_absolute_uri("https://example.com/"));
        assert!(is_absolute_uri("data:image/png;base64,AAAA"));
        assert!(!is_absolute_uri("example.com"));
        assert!(!is_absolute_uri("/icon.png"));
        assert!(!is_absolute_uri("https://exa mple.com"));
    }
}
