//! A small tokenizer that colours JSON and HTTP fragments. It only classifies text; front ends
//! render each token as text (never as markup), so pasted content cannot inject anything.

use crate::spec::parts::FragmentSyntax;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Key,
    String,
    Number,
    Literal,
    Punctuation,
    /// HTTP request line or header name.
    Header,
    Plain,
}

impl TokenKind {
    /// The token's kind as its element's `data-tok` names it; the stylesheet colours by it.
    pub fn as_str(self) -> &'static str {
        match self {
            TokenKind::Key => "key",
            TokenKind::String => "string",
            TokenKind::Number => "number",
            TokenKind::Literal => "literal",
            TokenKind::Punctuation => "punct",
            TokenKind::Header => "header",
            TokenKind::Plain => "plain",
        }
    }
}

/// Splits `text` into coloured pieces that concatenate back to `text` exactly.
pub fn tokens(text: &str, syntax: FragmentSyntax) -> Vec<(TokenKind, &str)> {
    match syntax {
        FragmentSyntax::Json => json_tokens(text),
        FragmentSyntax::Http => {
            // Head lines up to the first blank line, then a JSON body.
            // A byte loop: a string searcher cost the module code of its own.
            let split = (text.as_bytes().windows(2))
                .position(|pair| pair == b"\n\n")
                .map_or(text.len(), |at| at + 2);
            let (head, body) = text.split_at(split);
            let mut out = Vec::new();
            for line in head.split_inclusive('\n') {
                match line
                    .find(':')
                    .filter(|_| !line.starts_with("POST") && !line.starts_with("HTTP"))
                {
                    Some(colon) => {
                        out.push((TokenKind::Header, &line[..colon + 1]));
                        out.push((TokenKind::String, &line[colon + 1..]));
                    }
                    None => out.push((TokenKind::Header, line)),
                }
            }
            out.extend(json_tokens(body));
            out
        }
    }
}

/// JSON tokens; tolerant of broken input, since the editor colours text as it is typed.
pub fn json_tokens(text: &str) -> Vec<(TokenKind, &str)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let start = at;
        let kind = match bytes[at] {
            b'"' => {
                at += 1;
                while at < bytes.len() && bytes[at] != b'"' && bytes[at] != b'\n' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at = (at + 1).min(bytes.len());
                // A string followed by a colon is a member name.
                let rest = text[at..].trim_start_matches([' ', '\t']);
                if rest.starts_with(':') {
                    TokenKind::Key
                } else {
                    TokenKind::String
                }
            }
            b'-' | b'0'..=b'9' => {
                at += 1;
                while at < bytes.len()
                    && matches!(bytes[at], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-')
                {
                    at += 1;
                }
                TokenKind::Number
            }
            b'{' | b'}' | b'[' | b']' | b':' | b',' => {
                at += 1;
                TokenKind::Punctuation
            }
            c if c.is_ascii_alphabetic() => {
                while at < bytes.len() && bytes[at].is_ascii_alphanumeric() {
                    at += 1;
                }
                TokenKind::Literal
            }
            _ => {
                at += 1;
                while at < bytes.len()
                    && !matches!(
                        bytes[at],
                        b'"' | b'-' | b'0'..=b'9' | b'{' | b'}' | b'[' | b']' | b':' | b','
                    )
                    && !bytes[at].is_ascii_alphabetic()
                {
                    at += 1;
                }
                TokenKind::Plain
            }
        };
        // Never split a character: move to the next boundary.
        while at < bytes.len() && !text.is_char_boundary(at) {
            at += 1;
        }
        out.push((kind, &text[start..at.min(bytes.len())]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::parts::PARTS;

    #[test]
    fn tokens_cover_the_text_exactly() {
        for part in PARTS {
            let joined: String = tokens(part.fragment, part.syntax)
                .iter()
                .map(|(_, t)| *t)
                .collect();
            assert_eq!(joined, part.fragment, "{}", part.id);
        }
        for text in [
            "{\"a\": \"unterminated",
            "\"\\",
            "ünï \"ß\": 1",
            "{\"k\"  :  [1, -2.5e3, true, null]}",
        ] {
            let joined: String = json_tokens(text).iter().map(|(_, t)| *t).collect();
            assert_eq!(joined, text);
        }
    }

    #[test]
    fn an_http_fragment_has_its_head_up_to_the_first_blank_line() {
        let text = "POST /mcp HTTP/1.1\nMcp-Method: tools/call\n\n{\"a\": 1}\n\n";
        let found = tokens(text, FragmentSyntax::Http);
        assert_eq!(found.iter().map(|(_, t)| *t).collect::<String>(), text);
        assert!(found.contains(&(TokenKind::Key, "\"a\"")), "{found:?}");
        assert!(
            !found
                .iter()
                .any(|(kind, t)| *kind == TokenKind::Key && t.contains("POST"))
        );
        // Without a blank line, all of it is head.
        let head = "HTTP/1.1 200 OK\nContent-Type: application/json\n";
        let found = tokens(head, FragmentSyntax::Http);
        assert_eq!(found.iter().map(|(_, t)| *t).collect::<String>(), head);
        assert!(
            !found.iter().any(|(kind, _)| *kind == TokenKind::Number),
            "{found:?}"
        );
    }

    #[test]
    fn keys_and_values_are_told_apart() {
        let found = json_tokens("{\"ttlMs\": 5, \"scope\": \"public\", \"ok\": true}");
        assert!(found.contains(&(TokenKind::Key, "\"ttlMs\"")));
        assert!(found.contains(&(TokenKind::Number, "5")));
        assert!(found.contains(&(TokenKind::String, "\"public\"")));
        assert!(found.contains(&(TokenKind::Literal, "true")));
    }
}
