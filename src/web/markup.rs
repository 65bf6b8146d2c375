//! Markup of our own, shared by the Yew widgets (for their parts that neither listen nor hold
//! focus) and the reference view (all of it): every piece of text goes through `push_escaped`.

/// Markup of our own for parts drawn as one string (`Html::from_html_unchecked`) rather than a
/// tree of `html!` nodes, each of which costs the module its own code: `text` with `&`, `<`, `>`
/// and `"` escaped, so that what a document, a sentence or an address holds is always text or
/// an attribute's value, never markup. Only what has no listener and holds no focus is drawn so:
/// a string that changes is drawn afresh.
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

/// Appends each piece in turn, escaping the odd ones (text) and not the even ones (markup of our
/// own): `push_markup(out, &["<p>", text, "</p>"])`.
pub fn push_markup(out: &mut String, pieces: &[&str]) {
    for (index, piece) in pieces.iter().enumerate() {
        match index % 2 {
            1 => push_escaped(out, piece),
            _ => out.push_str(piece),
        }
    }
}

/// A heading at `level` (deeper than h6 stays h6); an empty `class` or `id` is none.
pub fn push_heading(out: &mut String, level: u8, class: &str, id: &str, content: &str) {
    let tag = ["h1", "h2", "h3", "h4", "h5", "h6"][usize::from(level.clamp(1, 6)) - 1];
    push_markup(out, &["<", tag]);
    for (name, value) in [(" class=\"", class), (" id=\"", id)] {
        if !value.is_empty() {
            push_markup(out, &[name, value, "\""]);
        }
    }
    push_markup(out, &[">", content, "</", tag, ">"]);
}

/// A sentence whose spans between backticks are code; no raw backtick reaches the reader.
pub fn push_with_code(out: &mut String, sentence: &str) {
    for (index, piece) in sentence.split('`').enumerate() {
        let code = index % 2 == 1;
        out.push_str(if code { "<code>" } else { "" });
        push_escaped(out, piece);
        out.push_str(if code { "</code>" } else { "" });
    }
}

/// A finding's sentence or a fix's title, as `push_with_code` writes it. Both quote the server's
/// words, so a character that could hide or reorder the rest (a right-to-left override in a
/// tool's name) is shown as its code point, as the command line shows it.
#[cfg(feature = "editor")]
pub fn push_finding_text(out: &mut String, sentence: &str) {
    push_with_code(out, &crate::inert::inert(sentence));
}
