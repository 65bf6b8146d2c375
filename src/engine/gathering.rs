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
    let mut said = match element {
        Some(element) => message.replace(element, "\u{0}"),
        None => message.to_owned(),
    };
    for name in names {
        said =
            (said.replace(&format!("\"{name}\""), "\u{0}")).replace(&format!("«{name}»"), "\u{0}");
    }
    said
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
