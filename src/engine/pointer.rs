//! RFC 6901 JSON Pointers: building them while walking, and resolving them in tests and
//! front ends.

/// Where a value sits while the rules descend: a chain of steps on the call stack, written
/// out as a pointer string only when a diagnostic is reported.
#[derive(Clone, Copy, Debug)]
pub enum Path<'p> {
    /// A pointer given as text (`""` for the document itself).
    Base(&'p str),
    Member(&'p Path<'p>, &'p str),
    Index(&'p Path<'p>, usize),
}

impl<'p> Path<'p> {
    pub fn member(&'p self, name: &'p str) -> Path<'p> {
        Path::Member(self, name)
    }

    pub fn index(&'p self, index: usize) -> Path<'p> {
        Path::Index(self, index)
    }
}

impl std::fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Path::Base(base) => f.write_str(base),
            Path::Member(parent, name) => {
                write!(f, "{parent}/")?;
                let mut rest = *name;
                while let Some(at) = rest.find(['~', '/']) {
                    f.write_str(&rest[..at])?;
                    f.write_str(if rest.as_bytes()[at] == b'~' {
                        "~0"
                    } else {
                        "~1"
                    })?;
                    rest = &rest[at + 1..];
                }
                f.write_str(rest)
            }
            Path::Index(parent, index) => write!(f, "{parent}/{index}"),
        }
    }
}

/// The unescaped reference tokens of `pointer`, or `None` when it is not a valid pointer.
pub fn tokens(pointer: &str) -> Option<Vec<String>> {
    if pointer.is_empty() {
        return Some(Vec::new());
    }
    let rest = pointer.strip_prefix('/')?;
    rest.split('/')
        .map(|token| {
            let mut out = String::with_capacity(token.len());
            let mut chars = token.chars();
            while let Some(c) = chars.next() {
                if c == '~' {
                    match chars.next() {
                        Some('0') => out.push('~'),
                        Some('1') => out.push('/'),
                        _ => return None,
                    }
                } else {
                    out.push(c);
                }
            }
            Some(out)
        })
        .collect()
}

/// `pointer` split at its last `/`: the parent's pointer and the last token as written; `None`
/// without a `/`. A byte loop: `rsplit` and `rfind` with a char link the char searcher's
/// backward search into the browser modules.
pub fn split_last(pointer: &str) -> Option<(&str, &str)> {
    let slash = pointer.bytes().rposition(|b| b == b'/')?;
    Some((&pointer[..slash], &pointer[slash + 1..]))
}

/// The reference tokens of a `$ref` within its own document (`#`, `#/$defs/name`): the URI
/// fragment percent-decoded, then read as a pointer. `None` for any other reference. Shared by
/// the check of structured content and the reference's tables.
pub fn local_reference(reference: &str) -> Option<Vec<String>> {
    let fragment = reference.strip_prefix('#')?.as_bytes();
    // A byte loop, not `percent_encoding`'s decoder, which weighed in the browser modules: `%`
    // and two hex digits is a byte, any other `%` stays as written.
    let hex = |at: usize| fragment.get(at).and_then(|b| char::from(*b).to_digit(16));
    let mut decoded = Vec::with_capacity(fragment.len());
    let mut at = 0;
    while let Some(&byte) = fragment.get(at) {
        match (byte, hex(at + 1), hex(at + 2)) {
            (b'%', Some(high), Some(low)) => {
                decoded.push((high * 16 + low) as u8);
                at += 3;
            }
            _ => {
                decoded.push(byte);
                at += 1;
            }
        }
    }
    tokens(&String::from_utf8(decoded).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_references_are_decoded_fragments() {
        let tokens = local_reference("#/$defs/a~1b%20c/0").unwrap();
        assert_eq!(tokens, ["$defs", "a/b c", "0"]);
        assert_eq!(local_reference("#"), Some(Vec::new()));
        assert_eq!(local_reference("other.json#/a"), None);
        assert_eq!(local_reference("#anchor"), None);
        assert_eq!(local_reference("#/a%2"), Some(vec!["a%2".to_owned()]));
        assert_eq!(
            local_reference("#/%C3%A9%zz"),
            Some(vec!["é%zz".to_owned()])
        );
        assert_eq!(local_reference("#/%FF"), None);
    }

    #[test]
    fn escapes_round_trip() {
        let root = Path::Base("");
        let meta = root.member("_meta");
        let p = meta
            .member("io.modelcontextprotocol/serverInfo")
            .to_string();
        assert_eq!(p, "/_meta/io.modelcontextprotocol~1serverInfo");
        let tilde = root.member("a~b");
        assert_eq!(
            tokens(&tilde.index(3).to_string()).unwrap(),
            vec!["a~b".to_string(), "3".to_string()]
        );
        let base = Path::Base("/result");
        let meta = base.member("_meta");
        let icons = meta.member("a~b/c");
        assert_eq!(icons.index(2).to_string(), "/result/_meta/a~0b~1c/2");
        assert_eq!(tokens("nope"), None);
        assert_eq!(tokens("/bad~2"), None);
    }
}
