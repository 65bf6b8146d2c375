//! A proofreader for Russian text, as the Russian docs site's editor reads it
//! (../shared/glossary-ru.md, and what this project settled beyond it: docs/glossary-ru.md):
//! each check returns what it flags, so a test can name every
//! offending sentence at once.

/// The problems of one Russian sentence; empty when it reads as the page's own text.
pub fn proofread(sentence: &str) -> Vec<String> {
    let prose = outside(sentence, "`«");
    let mut problems = Vec::new();
    let english = english_words(sentence);
    if !english.is_empty() {
        problems.push(format!("English words {english:?}"));
    }
    let lower = prose.to_lowercase();
    for (stem, term) in [
        ("член", "поле"),
        ("редакци", "ревизия"),
        ("конверт", "обёртка"),
    ] {
        if lower.contains(stem) {
            problems.push(format!("«{stem}…» where the glossary says «{term}»"));
        }
    }
    if prose.contains(" - ") || prose.contains(" -\u{a0}") {
        problems.push("a hyphen standing for a dash".into());
    }
    if prose.contains(" —") || prose.contains("\n—") {
        problems.push("a breakable space before an em dash".into());
    }
    if prose.contains('"') {
        problems.push("straight quotes where a value takes «ёлочки»".into());
    }
    if sentence.matches('`').count() % 2 == 1 {
        problems.push("an unpaired backtick".into());
    }
    problems.extend(wrong_plurals(&prose));
    problems.extend(calques(&lower));
    if lower.contains("старше") && lower.contains("ревизи") {
        problems.push("«старше» of a revision reads both ways: «вышла раньше», «прежняя»".into());
    }
    problems.extend(misplaced_capitals(&prose));
    if hyphen_before_digit(&prose) {
        problems.push("a hyphen before a digit where a minus is meant: `-32602` or −1".into());
    }
    problems
}

/// Imperatives calqued from "give", "keep", "put", "use … exactly": an editor writes
/// «Присвойте», «Укажите», «Задайте», «Записывайте» or recasts (docs/glossary-ru.md).
pub fn calques(lower: &str) -> Vec<String> {
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    let mut problems = Vec::new();
    for calque in ["дайте", "давайте", "держите", "придайте", "ставьте"]
    {
        if words.contains(&calque) {
            problems.push(format!("«{calque}» calqued from English"));
        }
    }
    if words.contains(&"используйте") && words.contains(&"точно") {
        problems.push("«используйте … точно» calqued from \"use … exactly\"".into());
    }
    problems
}

/// The specification's key words in capitals (ДОЛЖЕН, НЕ ДОЛЖНЫ, СЛЕДУЕТ, МОЖЕТ) belong only
/// to a clause that puts a requirement on a party (a server, a client, a sender, an
/// implementation, the systems exchanging JSON), as the page writes them («Реализовать его
/// ДОЛЖНЫ все серверы»); what a schema asks of a value is said in lower case («должно быть
/// строкой»).
pub fn misplaced_capitals(prose: &str) -> Vec<String> {
    const KEY_WORDS: &[&str] = &["ДОЛЖЕН", "ДОЛЖНА", "ДОЛЖНО", "ДОЛЖНЫ", "СЛЕДУЕТ", "МОЖЕТ"];
    const PARTIES: &[&str] = &["сервер", "клиент", "отправител", "реализаци", "систем"];
    let mut problems = Vec::new();
    for clause in prose.split([';', '.', '\n']) {
        let words: Vec<&str> = clause.split(|c: char| !c.is_alphabetic()).collect();
        let Some(key) = words.iter().find(|w| KEY_WORDS.contains(w)) else {
            continue;
        };
        let lower = clause.to_lowercase();
        if *key == "ДОЛЖНО" || !PARTIES.iter().any(|party| lower.contains(party)) {
            problems.push(format!(
                "«{key}» in capitals where no party is required to act: lower case"
            ));
        }
    }
    problems
}

/// A hyphen-minus starting a number in prose («кодом -32602»): a negative code is written
/// as code, `-32602`, and a negative number in prose with a minus sign, −1.
pub fn hyphen_before_digit(prose: &str) -> bool {
    let chars: Vec<char> = prose.chars().collect();
    chars.windows(2).enumerate().any(|(at, pair)| {
        pair[0] == '-'
            && pair[1].is_ascii_digit()
            && (at == 0 || !(chars[at - 1].is_alphanumeric() || "-–−.".contains(chars[at - 1])))
    })
}

/// A code's summary or help quotes no document, so a value in it is one the reader writes:
/// code (`"private"`, `io.modelcontextprotocol/serverInfo`), never «ёлочки», which quote the
/// document's own text in findings and words (such as «каждый раз спрашивать заново»).
pub fn values_in_guillemets(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('«') {
        let after = &rest[open + '«'.len_utf8()..];
        let Some(close) = after.find('»') else { break };
        let quoted = &after[..close];
        if !quoted.chars().any(|c| c.is_alphabetic() && !c.is_ascii()) {
            problems.push(format!("the value «{quoted}» the reader writes, as code"));
        }
        rest = &after[close..];
    }
    problems
}

/// The text outside code spans (between backticks) and quoted values («…», "…"), code and
/// quotes replaced by a placeholder word so that the words around them stay apart.
pub fn outside_code_and_quotes(sentence: &str) -> String {
    outside(sentence, "`\"«")
}

/// The text outside the spans each of `openers` begins (a backtick or `"` ends its own, `«`
/// ends at `»`), each span replaced by a placeholder word.
fn outside(sentence: &str, openers: &str) -> String {
    let mut outside = String::new();
    let mut closer = None;
    for c in sentence.chars() {
        match (closer, c) {
            (None, c) if openers.contains(c) => closer = Some(if c == '«' { '»' } else { c }),
            (Some(end), c) if c == end => {
                closer = None;
                outside.push('X');
            }
            (None, c) => outside.push(c),
            _ => {}
        }
    }
    outside
}

/// Proper names a Russian sentence writes in Latin letters, as the page does.
const PROPER_NAMES: &[&str] = &[
    "JavaScript",
    "Schema",
    "Lines",
    "Streamable",
    "Chrome",
    "Firefox",
    "Safari",
    "Enter",
];

/// Latin words of a Russian sentence outside code spans and quoted values: acronyms in
/// capitals (JSON, MCP, URI, HTTP) and proper names (JSON Schema, JavaScript) are allowed.
pub fn english_words(sentence: &str) -> Vec<String> {
    outside_code_and_quotes(sentence)
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 1 && word.chars().any(|c| c.is_ascii_lowercase()))
        .filter(|word| !PROPER_NAMES.contains(word))
        .map(str::to_owned)
        .collect()
}

/// Counted nouns in their three forms (1, 2–4, 5–20), as the command line and the messages
/// count with them.
const NOUNS: &[[&str; 3]] = &[
    ["ошибка", "ошибки", "ошибок"],
    ["предупреждение", "предупреждения", "предупреждений"],
    ["заметка", "заметки", "заметок"],
    ["замечание", "замечания", "замечаний"],
    ["файл", "файла", "файлов"],
    ["документ", "документа", "документов"],
    ["сообщение", "сообщения", "сообщений"],
    ["страница", "страницы", "страниц"],
    ["предложение", "предложения", "предложений"],
    ["уровень", "уровня", "уровней"],
    ["символ", "символа", "символов"],
    ["байт", "байта", "байт"],
    ["раз", "раза", "раз"],
];

/// Words after which a number takes the genitive whatever it is («из 1 сообщения»).
const GOVERNING: &[&str] = &[
    "из",
    "от",
    "до",
    "больше",
    "меньше",
    "глубже",
    "более",
    "менее",
    "чем",
    "около",
    "свыше",
];

/// «5 ошибка», «2 ошибок», «21 ошибок»: a number followed by a counted noun in the wrong form.
pub fn wrong_plurals(text: &str) -> Vec<String> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect();
    let mut problems = Vec::new();
    for (index, pair) in words.windows(2).enumerate() {
        let Ok(n) = pair[0].parse::<u64>() else {
            continue;
        };
        if index > 0 && GOVERNING.contains(&words[index - 1].to_lowercase().as_str()) {
            continue;
        }
        let form = match (n % 10, n % 100) {
            (1, tens) if tens != 11 => 0,
            (2..=4, tens) if !(12..=14).contains(&tens) => 1,
            _ => 2,
        };
        for forms in NOUNS {
            if forms.contains(&pair[1]) && forms[form] != pair[1] {
                problems.push(format!(
                    "«{n} {}» where it is «{n} {}»",
                    pair[1], forms[form]
                ));
            }
        }
    }
    problems
}

/// The Russian string literals of a source file: the values of `ru: "…"` (and `ru: r#"…"#`),
/// as the `text!`, `counted!` and part tables write them, unescaped.
pub fn russian_literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("ru: ") {
        rest = &rest[at + 4..];
        let literal = rest.trim_start_matches(['[', ' ']);
        if let Some(raw) = literal.strip_prefix("r#\"") {
            if let Some(end) = raw.find("\"#") {
                out.push(raw[..end].to_owned());
            }
        } else if let Some(quoted) = literal.strip_prefix('"') {
            out.push(unescape_literal(quoted));
        }
    }
    out
}

/// The Russian literals of `msg!("en", "ru", …)` and `msg! { en: …, ru: "…" }` in a source
/// file (the command line's, the reading's and diff's sentences), unescaped; a `format!`
/// placeholder `{}` stays as written.
pub fn msg_literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("msg!(") {
        rest = &rest[at + 5..];
        let Some(english) = literal_end(rest) else {
            continue;
        };
        let after = rest[english..].trim_start();
        if let Some(russian) = after.strip_prefix(',').map(str::trim_start)
            && let Some(quoted) = russian.strip_prefix('"')
        {
            out.push(unescape_literal(quoted));
        }
    }
    out.extend(russian_literals(source));
    out
}

/// Where the string literal at the start of `text` (after whitespace) ends: the byte after
/// its closing quote.
fn literal_end(text: &str) -> Option<usize> {
    let start = text.len() - text.trim_start().len();
    let body = text[start..].strip_prefix('"')?;
    let mut escaped = false;
    for (at, c) in body.char_indices() {
        match (escaped, c) {
            (true, _) => escaped = false,
            (false, '\\') => escaped = true,
            (false, '"') => return Some(start + 1 + at + 1),
            _ => {}
        }
    }
    None
}

/// A Rust string literal's text from after its opening quote up to its closing one, with the
/// escapes the sources use read (`\n`, `\u{…}`, a line continuation, an escaped character).
pub fn unescape_literal(quoted: &str) -> String {
    let mut text = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => break,
            '\\' => match chars.next() {
                Some('n') => text.push('\n'),
                Some('u') => {
                    let code: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                    text.extend(u32::from_str_radix(&code, 16).ok().and_then(char::from_u32));
                }
                Some('\n') => {
                    let rest: String = chars.by_ref().collect();
                    text.push_str(&unescape_literal(rest.trim_start()));
                    break;
                }
                Some(other) => text.push(other),
                None => {}
            },
            c => text.push(c),
        }
    }
    text
}

/// The faults of a Russian report as a terminal shows it, line by line, in the sentences the
/// tool wrote itself: the answers (`{…}`), excerpts (`│`), pointers and links are the server's
/// and the web's. A terminal shows code without its backticks, so the Latin words, straight
/// quotes and negative numbers (`-1`, `-32602`) left there are code and not counted.
pub fn terminal_faults(stdout: &str) -> Vec<String> {
    let written = stdout.lines().filter(|line| {
        let line = line.trim_start();
        !(line.starts_with('{')
            || line.contains('│')
            || line.starts_with("= место: ")
            || line.starts_with("= спецификация: "))
    });
    written
        .flat_map(|line| {
            proofread(line)
                .into_iter()
                .filter(|p| {
                    !p.starts_with("English words")
                        && !p.starts_with("straight quotes")
                        && !p.starts_with("a hyphen before a digit")
                })
                .map(move |problem| format!("{problem}: {line}"))
        })
        .collect()
}

/// The faults of a Russian Markdown page in the sentences a reader sees: each heading,
/// paragraph, list item and table cell as GitHub renders it (escapes and entities resolved,
/// inline code, Markdown's or `<code>`, kept as a code span). The page quotes the server's own text (descriptions,
/// titles), which may be English, so Latin words are not counted; everything else is.
pub fn markdown_faults(markdown: &str) -> Vec<String> {
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut blocks = vec![String::new()];
    for event in Parser::new_ext(markdown, options) {
        let current = blocks.last_mut().expect("one block at least");
        match event {
            Event::Text(text) => current.push_str(&text),
            Event::Code(code) => current.push_str(&format!("`{code}`")),
            // The page writes a table's code as HTML, `<code>…</code>`.
            Event::InlineHtml(html) if matches!(&*html, "<code>" | "</code>") => current.push('`'),
            Event::SoftBreak | Event::HardBreak => current.push(' '),
            Event::Start(
                Tag::Heading { .. }
                | Tag::Paragraph
                | Tag::Item
                | Tag::TableCell
                | Tag::CodeBlock(_),
            )
            | Event::End(
                TagEnd::Heading(_) | TagEnd::Paragraph | TagEnd::Item | TagEnd::TableCell,
            ) => blocks.push(String::new()),
            // A code block is code, not a sentence: dropped.
            Event::End(TagEnd::CodeBlock) => *current = String::new(),
            _ => {}
        }
    }
    (blocks.iter().filter(|b| !b.trim().is_empty()))
        .flat_map(|block| {
            proofread(block)
                .into_iter()
                .filter(|p| !p.starts_with("English words"))
                .map(move |problem| format!("{problem}: {block}"))
        })
        .collect()
}
