//! Server text made harmless to show: a character that could hide or reorder what is around
//! it is written as its code point. Every text output uses it (through `prose`, natively), and
//! so does the browser's reference view.

/// Whether a character would hide or reorder text around it: controls (but line feed and tab),
/// bidirectional overrides, embeddings, isolates and marks, zero-width characters.
pub fn is_odd(c: char) -> bool {
    let c = u32::from(c);
    ODD.iter()
        .any(|&(first, last)| (u32::from(first)..=u32::from(last)).contains(&c))
}

/// The odd characters as ranges of code points: a table rather than a chain of comparisons,
/// which is smaller in the browser modules.
const ODD: [(u16, u16); 10] = [
    (0x00, 0x08),
    (0x0B, 0x1F), // past tab and line feed
    (0x7F, 0x9F),
    (0x061C, 0x061C),
    (0x200B, 0x200F),
    (0x2028, 0x202E),
    (0x2060, 0x2064),
    (0x2066, 0x2069),
    (0xFEFF, 0xFEFF),
    (0xFFF9, 0xFFFB),
];

/// Writes `c` as its code point when it is odd, for the writers' escaping: whatever text
/// reaches a page, none of it can hide or reorder what is around it. Says whether it did.
pub fn push_if_odd(out: &mut String, c: char) -> bool {
    if !is_odd(c) {
        return false;
    }
    // Every odd character is below U+10000: four hex digits, written without `format!`, whose
    // machinery would cost the browser modules that show findings.
    out.push_str("⟨U+");
    for shift in [12, 8, 4, 0] {
        out.push(char::from(
            b"0123456789ABCDEF"[(u32::from(c) >> shift) as usize & 0xF],
        ));
    }
    out.push('⟩');
    true
}

/// The text with every odd character written as its code point, `⟨U+202E⟩`, so that it can
/// neither hide nor reorder what is around it and the reader still sees it is there.
pub fn inert(text: &str) -> String {
    if !text.chars().any(is_odd) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if !push_if_odd(&mut out, c) {
            out.push(c);
        }
    }
    out
}

/// [`inert`] for text shown on one line of a terminal or an annotation: a line feed or a tab
/// from a server is written as its code point too, so it cannot fake a line of the report.
pub fn inert_line(text: &str) -> String {
    inert(text)
        .replace('\n', "⟨U+000A⟩")
        .replace('\t', "⟨U+0009⟩")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_characters_are_shown_by_code_point() {
        assert_eq!(
            inert("a\u{202E}b\0c\u{200B}"),
            "a⟨U+202E⟩b⟨U+0000⟩c⟨U+200B⟩"
        );
        assert_eq!(inert("plain\ttext\n"), "plain\ttext\n");
    }

    /// The four digits `push_if_odd` writes are every character's whole code point, and the
    /// table of ranges holds exactly the controls and the characters named in `is_odd`'s doc.
    #[test]
    fn every_odd_character_is_written_as_its_code_point() {
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            let named = (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{2028}' | '\u{2029}'
                    | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}'
                    | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}');
            assert_eq!(is_odd(c), named, "{:04X}", u32::from(c));
            let mut out = String::new();
            assert_eq!(push_if_odd(&mut out, c), is_odd(c));
            if is_odd(c) {
                assert_eq!(out, format!("⟨U+{:04X}⟩", u32::from(c)));
            }
        }
    }

    #[test]
    fn a_line_feed_cannot_fake_a_line_of_a_report() {
        assert_eq!(
            inert_line("a\nb\tc\u{1b}[31m"),
            "a⟨U+000A⟩b⟨U+0009⟩c⟨U+001B⟩[31m"
        );
    }
}
