//! Markup of our own, one type for every piece of HTML the project writes as a string: the
//! reference page (`docs --format html` and the reference view, one writer), and the parts of
//! the Yew widgets that neither listen nor hold focus.
//!
//! Text is escaped by construction. Element and attribute names, and markup written whole, are
//! `&'static str`: literals of this crate. Everything else (a server's words, our sentences,
//! numbers, addresses) is a `&str` that only `text` and an attribute's value take, both escaped.
//! So nothing a document holds can become markup, whatever order the pieces are written in.

/// A string of markup that only grows by escaped text and our own tags.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup(String);

/// An attribute: our name, and a value that is escaped; `None` leaves the attribute out.
pub type Attribute<'a> = (&'static str, Option<&'a str>);

impl Markup {
    pub fn with_capacity(capacity: usize) -> Markup {
        Markup(String::with_capacity(capacity))
    }

    /// The markup written so far.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// Markup of our own, written whole: `<ul>`, `</td></tr>`.
    pub fn tags(&mut self, markup: &'static str) -> &mut Markup {
        self.0.push_str(markup);
        self
    }

    /// Text, escaped: what a document, a sentence or an address holds stays text.
    pub fn text(&mut self, text: &str) -> &mut Markup {
        // A loop over the bytes rather than `match_indices` with the four characters: the
        // searcher that pattern brings is code of its own in every module
        // (docs/measurements.md). The four are ASCII, so each byte found is a boundary.
        let mut last = 0;
        for (at, byte) in text.bytes().enumerate() {
            let entity = match byte {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => continue,
            };
            self.0.push_str(&text[last..at]);
            self.0.push_str(entity);
            last = at + 1;
        }
        self.0.push_str(&text[last..]);
        self
    }

    /// `<name a="…">`, each value escaped; an attribute whose value is `None` is left out.
    pub fn open(&mut self, name: &'static str, attributes: &[Attribute]) -> &mut Markup {
        self.0.push('<');
        self.0.push_str(name);
        for (attribute, value) in attributes {
            if let Some(value) = value {
                self.0.push(' ');
                self.0.push_str(attribute);
                self.0.push_str("=\"");
                self.text(value);
                self.0.push('"');
            }
        }
        self.0.push('>');
        self
    }

    pub fn close(&mut self, name: &'static str) -> &mut Markup {
        self.0.push_str("</");
        self.0.push_str(name);
        self.0.push('>');
        self
    }

    /// An element holding only text.
    pub fn element(
        &mut self,
        name: &'static str,
        attributes: &[Attribute],
        text: &str,
    ) -> &mut Markup {
        self.open(name, attributes).text(text).close(name)
    }

    pub fn code(&mut self, text: &str) -> &mut Markup {
        self.element("code", &[], text)
    }

    /// A sentence whose spans between backticks are code; no raw backtick reaches the reader.
    pub fn with_code(&mut self, sentence: &str) -> &mut Markup {
        for (index, piece) in sentence.split('`').enumerate() {
            match index % 2 {
                1 => self.code(piece),
                _ => self.text(piece),
            };
        }
        self
    }

    /// A heading at `level` (deeper than h6 stays h6) holding text.
    pub fn heading(&mut self, level: u8, attributes: &[Attribute], text: &str) -> &mut Markup {
        self.element(heading_tag(level), attributes, text)
    }

    /// A heading at `level` holding a name, broken as `name` breaks it.
    pub fn name_heading(&mut self, level: u8, attributes: &[Attribute], name: &str) -> &mut Markup {
        let tag = heading_tag(level);
        self.open(tag, attributes).name(name).close(tag)
    }

    /// A JSON text as a data block (`<script type="application/json">`), whose text is not
    /// markup: each `<` written as its JSON escape, so that nothing in it can end the element
    /// (in valid JSON a `<` stands only in strings, where the escape means the same).
    /// A character that could hide or reorder text is escaped too, as anywhere we write.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn json_data(&mut self, json: &str) -> &mut Markup {
        self.0.push_str("<script type=\"application/json\">");
        for c in json.chars() {
            // A carriage return stands only between values (a string holds its escape).
            match c == '<' || (crate::inert::is_odd(c) && c != '\r') {
                true => {
                    let mut units = [0; 2];
                    for unit in c.encode_utf16(&mut units) {
                        self.0.push_str(&format!("\\u{unit:04x}"));
                    }
                }
                false => self.0.push(c),
            }
        }
        self.0.push_str("</script>");
        self
    }

    /// A name (of an item, a parameter) as text, with a `<wbr>` at each place `name_pieces`
    /// lets its line break.
    pub fn name(&mut self, name: &str) -> &mut Markup {
        name_pieces(name, |piece, after_break| {
            if after_break {
                self.0.push_str("<wbr>");
            }
            self.text(piece);
        });
        self
    }

    /// Markup written elsewhere, by the same rules.
    pub fn push(&mut self, markup: &Markup) -> &mut Markup {
        self.0.push_str(&markup.0);
        self
    }
}

/// The element of a heading at `level`: deeper than h6 stays h6.
fn heading_tag(level: u8) -> &'static str {
    ["h1", "h2", "h3", "h4", "h5", "h6"][usize::from(level.clamp(1, 6)) - 1]
}

/// A name cut where its line may break, each piece given to `piece` with whether a break
/// comes before it: after `_`, `-`, `.` and `/`, and where a lower-case letter meets an
/// upper-case one (`add_pull_request`, `getWeather`), so that a long name wraps between its
/// words and never inside one. The one rule of every page we write: the HTML
/// (`Markup::name`) and the Markdown of `docs`. Each place is next to an ASCII character, so a
/// character boundary. The letters are ASCII's: Unicode's case tables would add 1.4 KB gzipped
/// to the reference view's module, for names that are ASCII nearly always.
pub fn name_pieces(name: &str, mut piece: impl FnMut(&str, bool)) {
    let bytes = name.as_bytes();
    let mut start = 0;
    for at in 1..bytes.len() {
        let (previous, next) = (bytes[at - 1], bytes[at]);
        if matches!(previous, b'_' | b'-' | b'.' | b'/')
            || (previous.is_ascii_lowercase() && next.is_ascii_uppercase())
        {
            piece(&name[start..at], start > 0);
            start = at;
        }
    }
    piece(&name[start..], start > 0);
}

#[cfg(test)]
mod tests {
    use super::Markup;

    #[test]
    fn text_and_values_are_escaped_wherever_they_go() {
        let hostile = "<script>alert(\"&\")</script>";
        let mut out = Markup::default();
        out.open("p", &[("title", Some(hostile)), ("hidden", None)])
            .text(hostile)
            .close("p")
            .heading(9, &[("id", Some("x\"y"))], hostile)
            .with_code("a `<b>` c");
        let escaped = "&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;";
        assert_eq!(
            out.as_str(),
            format!(
                "<p title=\"{escaped}\">{escaped}</p><h6 id=\"x&quot;y\">{escaped}</h6>a <code>&lt;b&gt;</code> c"
            )
        );
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn json_data_cannot_end_its_element() {
        let mut out = Markup::default();
        out.json_data("{\"a\": \"</script><script>alert(1)</script> & \\\" \u{202E}\"}");
        let body = &out.as_str()["<script type=\"application/json\">".len()..];
        assert_eq!(body.matches("</script>").count(), 1, "{body}");
        assert!(body.ends_with("</script>"));
        let json = &body[..body.len() - "</script>".len()];
        let value: serde_json::Value = serde_json::from_str(json).expect("still JSON");
        assert_eq!(
            value["a"],
            "</script><script>alert(1)</script> & \" \u{202E}"
        );
        assert!(!json.contains('\u{202E}'));
    }

    #[test]
    fn a_name_breaks_between_its_words_only() {
        let mut out = Markup::default();
        out.name("add_pull-request.v2/getWeatherNOW__x")
            .name("")
            .name("a_<b>Ω_Z");
        assert_eq!(
            out.as_str(),
            "add_<wbr>pull-<wbr>request.<wbr>v2/<wbr>get<wbr>Weather<wbr>NOW_<wbr>_<wbr>xa_<wbr>&lt;b&gt;Ω_<wbr>Z"
        );
    }

    #[test]
    fn an_unpaired_backtick_leaves_the_rest_as_code_and_shows_none() {
        let mut out = Markup::default();
        out.with_code("one `two");
        assert_eq!(out.as_str(), "one <code>two</code>");
    }
}
