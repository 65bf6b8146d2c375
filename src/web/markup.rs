//! The reference view's markup helpers, until it moves onto `crate::markup::Markup` (the Yew
//! widgets write theirs through it already): every piece of text goes through `push_escaped`.

/// `text` with `&`, `<`, `>` and `"` escaped, so that what a document, a sentence or an address
/// holds is always text or an attribute's value, never markup.
// Used by the reference view until it moves onto Markup.
pub fn push_escaped(out: &mut String, text: &str) {
    // A loop over the bytes rather than `match_indices` with the four characters: the searcher
    // that pattern brings is code of its own in every module (docs/measurements.md). The four
    // are ASCII, so each byte found is a character boundary.
    let mut last = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => continue,
        };
        out.push_str(&text[last..at]);
        out.push_str(entity);
        last = at + 1;
    }
    out.push_str(&text[last..]);
}

/// A heading at `level` (deeper than h6 stays h6); an empty `class` or `id` is none.
// Used by the reference view until it moves onto Markup.
pub fn push_heading(out: &mut String, level: u8, class: &str, id: &str, content: &str) {
    let tag = ["h1", "h2", "h3", "h4", "h5", "h6"][usize::from(level.clamp(1, 6)) - 1];
    out.push('<');
    out.push_str(tag);
    for (name, value) in [(" class=\"", class), (" id=\"", id)] {
        if !value.is_empty() {
            out.push_str(name);
            push_escaped(out, value);
            out.push('"');
        }
    }
    out.push('>');
    push_escaped(out, content);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// A sentence whose spans between backticks are code; no raw backtick reaches the reader.
// Used by the reference view until it moves onto Markup.
pub fn push_with_code(out: &mut String, sentence: &str) {
    for (index, piece) in sentence.split('`').enumerate() {
        let code = index % 2 == 1;
        out.push_str(if code { "<code>" } else { "" });
        push_escaped(out, piece);
        out.push_str(if code { "</code>" } else { "" });
    }
}
