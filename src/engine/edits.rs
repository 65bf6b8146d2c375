//! Builders for the text edits behind quick fixes. They keep the document's own layout: a
//! member added to a multi-line object goes on a new line with its siblings' indentation.

use super::diagnostic::{Span, TextEdit};
use super::json::{Member, Object, Spanned};

/// Adds `"name": value_json` as the last member of `object`.
pub fn insert_member(text: &str, object: &Object<'_>, name: &str, value_json: &str) -> TextEdit {
    let member = format!("{}: {value_json}", quote(name));
    match object.members.last() {
        Some(last) => {
            let first = &object.members[0];
            let separator = match line_indent_before(text, first.span().start) {
                Some(indent) => format!(",\n{indent}"),
                None => ", ".to_owned(),
            };
            TextEdit {
                span: Span::new(last.span().end, last.span().end),
                insert: format!("{separator}{member}"),
            }
        }
        None => TextEdit {
            span: Span::new(object.span.start + 1, object.span.start + 1),
            insert: member,
        },
    }
}

/// Removes member `index` of `object` together with one neighbouring comma.
pub fn remove_member(object: &Object<'_>, index: usize) -> TextEdit {
    replace(removal_span(object.members, index), "")
}

/// The span of item `index` of a list (members or elements) with one neighbouring comma.
pub fn removal_span(items: &[impl Spanned], index: usize) -> Span {
    let item = &items[index];
    if let Some(next) = items.get(index + 1) {
        Span::new(item.span().start, next.span().start)
    } else if index > 0 {
        Span::new(items[index - 1].span().end, item.span().end)
    } else {
        item.span()
    }
}

pub fn rename_member(prop: &Member<'_>, new_name: &str) -> TextEdit {
    TextEdit {
        span: prop.key.span,
        insert: quote(new_name),
    }
}

pub fn replace(span: Span, new_text: impl Into<String>) -> TextEdit {
    TextEdit {
        span,
        insert: new_text.into(),
    }
}

/// `value` as a JSON string literal.
pub fn quote(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    quote_into(&mut out, value);
    out
}

/// Writes `value` as a JSON string at the end of `out`; text without quotes, backslashes or
/// control characters (almost all of it) is copied whole.
pub fn quote_into(out: &mut String, value: &str) {
    out.push('"');
    if value.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\') {
        for c in value.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c < ' ' => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    let byte = c as usize;
                    out.push_str("\\u00");
                    out.push(HEX[byte >> 4] as char);
                    out.push(HEX[byte & 15] as char);
                }
                c => out.push(c),
            }
        }
    } else {
        out.push_str(value);
    }
    out.push('"');
}

/// The whitespace that indents the line holding `offset`, when only whitespace precedes
/// `offset` on it (that is, the member starts its own line).
fn line_indent_before(text: &str, offset: usize) -> Option<&str> {
    let line_start = text[..offset].rfind('\n')? + 1;
    let indent = &text[line_start..offset];
    indent
        .bytes()
        .all(|b| b == b' ' || b == b'\t')
        .then_some(indent)
}

#[cfg(test)]
mod tests {
    #[test]
    fn quotes_like_json() {
        for value in [
            "plain",
            "with \"quotes\" and \\",
            "line\nbreak\ttab\u{1}",
            "ünï 😀",
        ] {
            assert_eq!(
                super::quote(value),
                serde_json::Value::String(value.to_owned()).to_string()
            );
        }
    }
}
