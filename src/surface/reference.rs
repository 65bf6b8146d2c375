//! What a reference says about a surface besides its schemas (`rows.rs`): caching hints and
//! durations, a template's operators and modifiers, a tool's annotations as badges, the icons
//! it may show, the anchor and title of each section; shared by `docs` and the browser's
//! reference view, each of which writes them its own way.

use super::found::{Note, Shown};
use super::model::{Item, List, ListKind, Node};
use super::rows::Fact;
use crate::inert::{inert, is_odd};
use crate::spec::codes::Severity;
use crate::spec::{Lang, Text, msg, text};

pub mod label;

/// The reference's title: the server's name when its discover answer gives one.
pub fn title(server_name: Option<&str>, lang: Lang) -> String {
    match server_name {
        Some(name) => msg!("{} — reference", "{}\u{a0}— справочник", inert(name))
            .get(lang)
            .to_owned(),
        None => label::UNTITLED_REFERENCE.get(lang).to_owned(),
    }
}

/// An item's own facts, each a label of ours and its (inert) value: its name when its key is
/// another member (a resource's URI), its media type and size, and a resource's annotations:
/// who it is for, how much it matters, when it last changed.
pub fn item_facts(item: &Item, kind: ListKind, lang: Lang) -> Vec<Fact> {
    let mut facts = Vec::new();
    let mut fact = |label: Text, value: String| {
        facts.push(Fact {
            label: label.get(lang).to_owned(),
            value: Some(value),
        })
    };
    // A tool's and a prompt's name is their key, already the heading.
    if let Some(name) = item.name.as_ref().filter(|n| n.value != item.key.value) {
        fact(label::NAME, inert(&name.value));
    }
    if let Some(mime) = &item.mime_type {
        fact(label::MEDIA_TYPE, inert(&mime.value));
    }
    if let Some(size) = item.node.get("size").filter(|s| s.as_number().is_some()) {
        fact(label::SIZE, size.to_json());
    }
    let annotations = item.annotations().filter(|_| kind != ListKind::Tools);
    if let Some(audience) = annotations.and_then(|a| a.get("audience")?.elements()) {
        let names: Vec<String> = audience
            .iter()
            .filter_map(Node::as_str)
            .map(inert)
            .collect();
        fact(label::AUDIENCE, names.join(", "));
    }
    if let Some(priority) = annotations.and_then(|a| a.get("priority")) {
        fact(label::PRIORITY, inert(&priority.to_json()));
    }
    if let Some(modified) = annotations.and_then(|a| a.get("lastModified")?.as_str()) {
        fact(label::LAST_MODIFIED, inert(modified));
    }
    facts
}

/// A tone for a badge: the writers colour them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Calm,
    Caution,
    Danger,
    Error,
    Warning,
    Info,
}

impl Tone {
    pub fn of(severity: Severity) -> Tone {
        match severity {
            Severity::Error => Tone::Error,
            Severity::Warning => Tone::Warning,
            Severity::Info => Tone::Info,
        }
    }

    pub fn class(self) -> &'static str {
        match self {
            Tone::Calm => "calm",
            Tone::Caution => "caution",
            Tone::Danger => "danger",
            Tone::Error => "error",
            Tone::Warning => "warning",
            Tone::Info => "info",
        }
    }
}

pub fn anchor_prefix(kind: ListKind) -> &'static str {
    match kind {
        ListKind::Tools => "tool-",
        ListKind::Prompts => "prompt-",
        ListKind::Resources => "resource-",
        ListKind::Templates => "template-",
    }
}

pub fn section_anchor(kind: ListKind) -> &'static str {
    match kind {
        ListKind::Tools => "tools",
        ListKind::Prompts => "prompts",
        ListKind::Resources => "resources",
        ListKind::Templates => "resource-templates",
    }
}

pub fn section_title(kind: ListKind, lang: Lang) -> &'static str {
    kind.title().get(lang)
}

/// A tool's annotations as badges; a hint left out is not shown (its default is the
/// client's assumption, not the server's claim).
pub fn annotations(item: &Item, kind: ListKind, lang: Lang) -> Vec<(Tone, String)> {
    let Some(annotations) = item.annotations().filter(|_| kind == ListKind::Tools) else {
        return Vec::new();
    };
    let hints = [
        (
            "readOnlyHint",
            (Tone::Calm, label::READ_ONLY),
            (Tone::Caution, label::MAY_CHANGE),
        ),
        (
            "destructiveHint",
            (Tone::Danger, label::DESTRUCTIVE),
            (
                Tone::Calm,
                text! { en: "not destructive", ru: "неразрушающий" },
            ),
        ),
        (
            "idempotentHint",
            (Tone::Calm, text! { en: "idempotent", ru: "идемпотентный" }),
            (
                Tone::Caution,
                text! { en: "not idempotent", ru: "неидемпотентный" },
            ),
        ),
        (
            "openWorldHint",
            (
                Tone::Caution,
                text! { en: "open world", ru: "открытый мир" },
            ),
            (Tone::Calm, text! { en: "closed world", ru: "закрытый мир" }),
        ),
    ];
    hints
        .into_iter()
        .filter_map(|(member, yes, no)| {
            let (tone, words) = match annotations.get(member)?.as_bool()? {
                true => yes,
                false => no,
            };
            Some((tone, words.get(lang).to_owned()))
        })
        .collect()
}

/// The icons a page may show: `data:` images always, `https:` ones when allowed.
pub fn icons(item: &Item, allow_remote: bool) -> Vec<String> {
    (item
        .node
        .get("icons")
        .and_then(Node::elements)
        .unwrap_or_default()
        .iter())
    .filter_map(|icon| icon.get("src")?.as_str())
    .filter(|src| {
        let lower = src.trim_start().to_ascii_lowercase();
        let data = [
            "data:image/png",
            "data:image/jpeg",
            "data:image/gif",
            "data:image/webp",
            "data:image/svg+xml",
        ]
        .iter()
        .any(|prefix| lower.starts_with(prefix));
        data || (allow_remote && is_safe_link(src))
    })
    .map(|src| src.trim().to_owned())
    .collect()
}

/// Whether a link target may be kept: `https:` only (no `javascript:`, `data:`, relative paths).
pub fn is_safe_link(target: &str) -> bool {
    let target = target.trim();
    target.len() > "https://".len()
        && target[.."https://".len()].eq_ignore_ascii_case("https://")
        && !target.chars().any(|c| c.is_whitespace() || is_odd(c))
}

/// The caching hints of a list in words: "Fresh for 1 hour, shared cache allowed."
pub fn hints(list: &List, lang: Lang) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(ttl) = list.hints.ttl_ms.as_ref().and_then(Node::as_number) {
        let (negative, digits, _) = crate::engine::numbers::decimal(ttl);
        parts.push(match ttl {
            _ if negative || digits.is_empty() => msg!(
                "stale at once (fetched again whenever needed)",
                "устаревает сразу (запрашивается заново всякий раз, когда нужен)"
            ),
            _ => msg!(
                "fresh for {}",
                "время свежести\u{a0}— {}",
                duration(ttl, lang)
            ),
        });
    }
    match list.hints.cache_scope.as_ref().and_then(Node::as_str) {
        Some("public") => parts.push(msg!("shared cache allowed", "общий кэш разрешён")),
        Some("private") => parts.push(msg!(
            "cached only within one authorization context",
            "кэшируется только в пределах одного контекста авторизации"
        )),
        _ => {}
    }
    if parts.is_empty() {
        return None;
    }
    let joined: Vec<&str> = parts.iter().map(|p| p.get(lang)).collect();
    Some(format!(
        "{}: {}.",
        msg!("Caching", "Кэширование").get(lang),
        joined.join(", ")
    ))
}

/// A duration in milliseconds, given as its JSON number, in the largest whole unit: "1 hour",
/// "90 seconds", "250 мс". Read from the number's digits, exactly: no floating point, whose
/// parsing tables alone were a tenth of the reference module.
pub fn duration(lexeme: &str, lang: Lang) -> String {
    let (_, digits, point) = crate::engine::numbers::decimal(lexeme);
    // Beyond any cache's life, or below a nanosecond: shown as the server wrote it.
    if !(-30..=30).contains(&point) {
        return msg!("{} ms", "{}\u{a0}мс", lexeme).get(lang).to_owned();
    }
    // The digits written out: `point` of them before the decimal point, zeros filling in.
    let (whole, fraction) = match usize::try_from(point) {
        Ok(point) if point >= digits.len() => {
            let zeros = "0".repeat(point - digits.len());
            (format!("{digits}{zeros}"), String::new())
        }
        Ok(point) => {
            let (whole, fraction) = digits.split_at(point);
            (whole.to_owned(), fraction.to_owned())
        }
        Err(_) => (
            "0".to_owned(),
            "0".repeat(point.unsigned_abs() as usize) + &digits,
        ),
    };
    let whole = if whole.is_empty() {
        "0".to_owned()
    } else {
        whole
    };
    let units: [(u64, crate::spec::Counted); 4] = [
        (
            86_400_000,
            crate::spec::counted! { en: ["day", "days"], ru: ["день", "дня", "дней"] },
        ),
        (
            3_600_000,
            crate::spec::counted! { en: ["hour", "hours"], ru: ["час", "часа", "часов"] },
        ),
        (
            60_000,
            crate::spec::counted! { en: ["minute", "minutes"], ru: ["минута", "минуты", "минут"] },
        ),
        (
            1_000,
            crate::spec::counted! { en: ["second", "seconds"], ru: ["секунда", "секунды", "секунд"] },
        ),
    ];
    if let (true, Ok(ms)) = (fraction.is_empty(), whole.parse::<u64>()) {
        for (size, noun) in units {
            if ms >= size && ms % size == 0 {
                return noun.of((ms / size) as usize, lang);
            }
        }
    }
    // Digits in threes from the right: "12,345 ms", «12 345 мс» with a no-break space.
    let separator = msg! { en: ",".to_owned(), ru: "\u{a0}".to_owned() };
    let point = msg! { en: ".".to_owned(), ru: ",".to_owned() };
    let mut grouped = String::new();
    for (index, digit) in whole.chars().enumerate() {
        if index > 0 && (whole.len() - index) % 3 == 0 && whole.len() > 4 {
            grouped.push_str(separator.get(lang));
        }
        grouped.push(digit);
    }
    if !fraction.is_empty() {
        grouped.push_str(point.get(lang));
        grouped.push_str(&fraction);
    }
    msg!("{} ms", "{}\u{a0}мс", grouped).get(lang).to_owned()
}

/// A URI template variable's modifier in words: `:3` takes the first three characters, `*`
/// expands each element of a list or map on its own.
pub fn modifier_words(modifier: &str, lang: Lang) -> String {
    let prefix = modifier
        .strip_prefix(':')
        .and_then(crate::engine::numbers::index);
    let words = match prefix {
        Some(length) => {
            let characters = crate::spec::counted! {
                en: ["character", "characters"],
                ru: ["символ", "символа", "символов"],
            };
            msg!("its first {}", "первые {}", characters.of(length, lang))
        }
        None if modifier == "*" => msg!("each element on its own", "каждый элемент отдельно"),
        None => return inert(modifier),
    };
    words.get(lang).to_owned()
}

pub fn yes_no(flag: bool, lang: Lang) -> String {
    match flag {
        true => msg!("yes", "да"),
        false => msg!("no", "нет"),
    }
    .get(lang)
    .to_owned()
}

pub fn operator_words(operator: Option<char>, lang: Lang) -> String {
    let words = match operator {
        None => msg!(
            "simple: reserved characters percent-encoded",
            "простая: служебные символы кодируются"
        ),
        Some('+') => msg!("reserved characters kept", "служебные символы сохраняются"),
        Some('#') => msg!(
            "a fragment, reserved characters kept",
            "фрагмент, служебные символы сохраняются"
        ),
        Some('.') => msg!("a label after a dot", "метка после точки"),
        Some('/') => msg!("a path segment", "сегмент пути"),
        Some(';') => msg!(
            "a path parameter, name=value",
            "параметр пути, имя=значение"
        ),
        Some('?') => msg!(
            "a query parameter, name=value",
            "параметр строки запроса, имя=значение"
        ),
        Some(_) => msg!(
            "a query parameter continued, name=value",
            "продолжение строки запроса, имя=значение"
        ),
    };
    words.get(lang).to_owned()
}

/// "3 tools, 1 prompt; 2 errors": what the page holds, and of the findings those `shown`.
pub fn summary(
    held: impl Iterator<Item = (ListKind, usize)>,
    notes: &[Note],
    shown: Shown,
    lang: Lang,
) -> String {
    let nouns = |kind| match kind {
        ListKind::Tools => {
            crate::spec::counted! { en: ["tool", "tools"], ru: ["инструмент", "инструмента", "инструментов"] }
        }
        ListKind::Prompts => {
            crate::spec::counted! { en: ["prompt", "prompts"], ru: ["шаблон запроса", "шаблона запроса", "шаблонов запросов"] }
        }
        ListKind::Resources => {
            crate::spec::counted! { en: ["resource", "resources"], ru: ["ресурс", "ресурса", "ресурсов"] }
        }
        ListKind::Templates => {
            crate::spec::counted! { en: ["resource template", "resource templates"], ru: ["шаблон ресурса", "шаблона ресурса", "шаблонов ресурсов"] }
        }
    };
    let held: Vec<String> = held.map(|(kind, n)| nouns(kind).of(n, lang)).collect();
    let counts: Vec<String> = [Severity::Error, Severity::Warning, Severity::Info]
        .into_iter()
        .map(|severity| {
            (
                severity,
                notes.iter().filter(|n| n.severity == severity).count(),
            )
        })
        .filter(|&(_, n)| n > 0)
        .map(|(severity, n)| severity.noun().of(n, lang))
        .collect();
    let findings = match (shown, counts.is_empty()) {
        // The page shows none: it says nothing of them either.
        (Shown::Nothing, _) => return format!("{}.", held_words(&held, lang)),
        (Shown::Errors, true) => msg!("the validator found no errors", "валидатор ошибок не нашёл"),
        (Shown::All, true) => msg!(
            "the validator found nothing to report",
            "валидатор замечаний не нашёл"
        ),
        (_, false) => msg!(
            "the validator found {}",
            "валидатор нашёл: {}",
            counts.join(", ")
        ),
    };
    format!("{}; {}.", held_words(&held, lang), findings.get(lang))
}

/// "3 tools, 1 prompt", or that the page lists nothing (a discover answer alone).
fn held_words(held: &[String], lang: Lang) -> String {
    match held.is_empty() {
        true => msg!("Nothing listed", "Перечней нет").get(lang).to_owned(),
        false => held.join(", "),
    }
}

/// Gives each item an anchor of its kind and key (`tool-get_weather`): ASCII letters, digits,
/// `_`, `-` and `.` kept, every other run written as `-`; a repeated anchor gets `-2`, `-3` …
#[derive(Default)]
pub struct Anchors {
    /// A list, not a hash set: its one use does not pay for a hash table's code in the
    /// browser modules, and a list of a thousand names is still searched in a millisecond.
    taken: Vec<String>,
}

impl Anchors {
    pub fn take(&mut self, prefix: &str, key: &str) -> String {
        let mut slug = String::from(prefix);
        for c in key.chars() {
            match c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') {
                true => slug.push(c),
                false if slug.ends_with('-') => {}
                false => slug.push('-'),
            }
        }
        let mut anchor = slug.clone();
        let mut n = 1;
        while self.taken.contains(&anchor) {
            n += 1;
            anchor = format!("{slug}-{n}");
        }
        self.taken.push(anchor.clone());
        anchor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_slugs_and_unique() {
        let mut anchors = Anchors::default();
        assert_eq!(anchors.take("tool-", "get_weather"), "tool-get_weather");
        assert_eq!(anchors.take("tool-", "get weather!"), "tool-get-weather-");
        assert_eq!(anchors.take("tool-", "get weather?"), "tool-get-weather--2");
    }

    #[test]
    fn modifiers_read_in_words() {
        assert_eq!(modifier_words(":3", Lang::Ru), "первые 3 символа");
        assert_eq!(modifier_words(":10", Lang::En), "its first 10 characters");
        assert_eq!(modifier_words("*", Lang::En), "each element on its own");
        assert_eq!(modifier_words("", Lang::En), "");
    }

    #[test]
    fn durations_read_in_whole_units() {
        assert_eq!(duration("3600000", Lang::En), "1 hour");
        assert_eq!(duration("3.6e6", Lang::En), "1 hour");
        assert_eq!(duration("300000", Lang::Ru), "5 минут");
        assert_eq!(duration("1500", Lang::Ru), "1500\u{a0}мс");
        assert_eq!(duration("12345.5", Lang::Ru), "12\u{a0}345,5\u{a0}мс");
        assert_eq!(duration("1234567", Lang::En), "1,234,567 ms");
        assert_eq!(duration("250", Lang::En), "250 ms");
        assert_eq!(duration("0.25", Lang::En), "0.25 ms");
        assert_eq!(duration("0.0025", Lang::En), "0.0025 ms");
        assert_eq!(duration("90000.0", Lang::En), "90 seconds");
        assert_eq!(duration("1e40", Lang::En), "1e40 ms");
    }
}
