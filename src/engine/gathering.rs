//! What findings told at many elements of one list have in common: the element of a list a
//! pointer leads into (`tools[3]`), and a finding's sentence with that element left out, by
//! which the same finding at 100 tools is known as one (the human output of `check` and
//! `probe`, the reference pages).

/// The outermost element of a list on the way to a finding's pointer.
pub struct ListElement<'p> {
    /// The element as a sentence names it: `tools[3]`.
    pub named: String,
    /// The pointer to the element itself: `/tools/3`.
    pub at: &'p str,
    /// The rest of the finding's pointer, within the element.
    pub within: &'p str,
}

/// The outermost element of a list `pointer` leads into: the first step that is an index, with
/// the member before it.
pub fn list_element(pointer: &str) -> Option<ListElement<'_>> {
    let ends = (pointer.match_indices('/').map(|(at, _)| at).skip(1)).chain([pointer.len()]);
    let (mut start, mut list) = (1, None);
    for end in ends {
        let token = pointer.get(start..end)?;
        start = end + 1;
        let index = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
        match (list, index) {
            (Some(list), true) => {
                return Some(ListElement {
                    named: format!("{list}[{token}]"),
                    at: &pointer[..end],
                    within: &pointer[end..],
                });
            }
            _ => list = Some(token),
        }
    }
    None
}

/// `message` with the element left out where it names it (`tools[3]`), and each of `names`
/// where it quotes one, in either language's quotes: what the finding says of any element.
pub fn said_of_any(message: &str, element: Option<&str>, names: &[&str]) -> String {
    // Byte by byte, not `str::replace`: its string searcher would be this function's only
    // use of one in the browser's reference module, and weigh more than all of it.
    let quoted = |rest: &[u8], name: &str| {
        [("\"", "\""), ("«", "»")]
            .into_iter()
            .find_map(|(open, close)| {
                let inner = rest.strip_prefix(open.as_bytes())?;
                let after = inner.strip_prefix(name.as_bytes())?;
                after
                    .starts_with(close.as_bytes())
                    .then_some(open.len() + name.len() + close.len())
            })
    };
    let bytes = message.as_bytes();
    let (mut said, mut at, mut kept) = (Vec::with_capacity(bytes.len()), 0, 0);
    while at < bytes.len() {
        let rest = &bytes[at..];
        let element = element
            .filter(|e| rest.starts_with(e.as_bytes()))
            .map(str::len);
        match element.or_else(|| names.iter().find_map(|name| quoted(rest, name))) {
            Some(length) => {
                said.extend_from_slice(&bytes[kept..at]);
                said.push(0);
                at += length;
                kept = at;
            }
            None => at += 1,
        }
    }
    said.extend_from_slice(&bytes[kept..]);
    // Cut only at the start of a quote or an element, so still UTF-8.
    String::from_utf8(said).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outermost_element_of_a_list_is_found() {
        let element = list_element("/result/tools/12/inputSchema/required/0").unwrap();
        assert_eq!(element.named, "tools[12]");
        assert_eq!(element.at, "/result/tools/12");
        assert_eq!(element.within, "/inputSchema/required/0");
        assert!(list_element("/result/ttlMs").is_none());
        assert!(list_element("").is_none());
    }

    #[test]
    fn the_same_finding_about_two_elements_says_the_same() {
        let first = "The tool \"a\" (tools[0]) declares draft-07.";
        let second = "The tool \"b\" (tools[1]) declares draft-07.";
        assert_eq!(
            said_of_any(first, Some("tools[0]"), &["a"]),
            said_of_any(second, Some("tools[1]"), &["b"])
        );
        let russian = said_of_any("Инструмент «a» объявляет draft-07.", None, &["a"]);
        assert_eq!(russian, "Инструмент \u{0} объявляет draft-07.");
        assert_ne!(
            said_of_any(first, None, &["b"]),
            said_of_any(second, None, &["b"])
        );
    }
}
