//! Pretty-printing that keeps the document's own tokens (number lexemes, string escapes,
//! repeated keys) and the caret on the member it was in.

use super::json::{self, Spanned, Value};
use super::rules::syntax;

/// The document re-indented with two spaces, and where `caret` (a byte offset) lands in it.
/// `None` when the text is not valid JSON.
pub fn format(text: &str, caret: usize) -> Option<(String, usize)> {
    let arena = json::arena_for(text);
    let root = syntax::parse(text, &arena).ok()?.root;
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut new_caret = None;
    write_value(text, &root, 0, caret, &mut out, &mut new_caret);
    out.push('\n');
    // A caret in the old layout's white space may map into a character of the new text.
    let mut caret = new_caret.unwrap_or(0).min(out.len());
    while !out.is_char_boundary(caret) {
        caret -= 1;
    }
    Some((out, caret))
}

/// `value` of `text` written at `depth` with two spaces per level, as [`format`] writes it: for
/// a value moved into another document.
pub fn write_indented(text: &str, value: &Value<'_>, depth: usize, out: &mut String) {
    write_value(text, value, depth, usize::MAX, out, &mut None);
}

fn write_value(
    text: &str,
    value: &Value<'_>,
    depth: usize,
    caret: usize,
    out: &mut String,
    new_caret: &mut Option<usize>,
) {
    let start = out.len();
    let range = value.span();
    match value {
        Value::Object(object) if !object.members.is_empty() => {
            out.push('{');
            for (index, prop) in object.members.iter().enumerate() {
                out.push_str(if index == 0 { "\n" } else { ",\n" });
                indent(out, depth + 1);
                let name_range = prop.key.span;
                if (name_range.start..name_range.end).contains(&caret) {
                    *new_caret = Some(out.len() + caret - name_range.start);
                }
                out.push_str(&text[name_range.start..name_range.end]);
                out.push_str(": ");
                write_value(text, &prop.value, depth + 1, caret, out, new_caret);
            }
            out.push('\n');
            indent(out, depth);
            out.push('}');
        }
        Value::Array(array) if !array.elements.is_empty() => {
            out.push('[');
            for (index, element) in array.elements.iter().enumerate() {
                out.push_str(if index == 0 { "\n" } else { ",\n" });
                indent(out, depth + 1);
                write_value(text, element, depth + 1, caret, out, new_caret);
            }
            out.push('\n');
            indent(out, depth);
            out.push(']');
        }
        // An empty container, or one nested too deep for the tree, whose text is kept as it is.
        Value::Object(_) | Value::Array(_) => {
            let raw = &text[range.start..range.end];
            if raw[1..raw.len() - 1].trim().is_empty() {
                out.push_str(&raw[..1]);
                out.push_str(&raw[raw.len() - 1..]);
            } else {
                out.push_str(raw);
            }
        }
        _ => out.push_str(&text[range.start..range.end]),
    }
    // The innermost value holding the caret wins: children are written first.
    if new_caret.is_none() && (range.start..range.end).contains(&caret) {
        let within = (caret - range.start).min(out.len() - start);
        *new_caret = Some(start + within);
    }
}

fn indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push_str("  ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_tokens_and_the_caret() {
        let text = r#"{"b":1000.0,"a":[1,"x\u0041"],"e":{},"b":2}"#;
        let caret = text.find("x\\u").unwrap() + 1;
        let (pretty, at) = format(text, caret).unwrap();
        assert_eq!(
            pretty,
            "{\n  \"b\": 1000.0,\n  \"a\": [\n    1,\n    \"x\\u0041\"\n  ],\n  \"e\": {},\n  \"b\": 2\n}\n"
        );
        assert_eq!(&pretty[at - 1..at + 1], "x\\");
        assert_eq!(format("{oops", 0), None);
    }

    #[test]
    fn keeps_what_is_nested_too_deep_for_the_tree() {
        let depth = json::MAX_DEPTH + 3;
        let deep = format!("{}1,  2{}", "[".repeat(depth), "]".repeat(depth));
        let (pretty, _) = format(&deep, 0).unwrap();
        let squeeze = |s: &str| s.split_whitespace().collect::<String>();
        assert_eq!(squeeze(&pretty), squeeze(&deep));
    }

    #[test]
    fn caret_always_lands_on_a_character_boundary() {
        let text = "{   \"имя\":    \"значение ё\"   ,\"b\":[ \"🌦\" ] }";
        for caret in (0..=text.len()).filter(|c| text.is_char_boundary(*c)) {
            let (pretty, at) = format(text, caret).unwrap();
            assert!(pretty.is_char_boundary(at), "caret {caret} -> {at}");
        }
    }
}
