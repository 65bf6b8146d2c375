//! What the reference says in words: caching hints, durations, a template's operators and
//! modifiers, yes and no, in the reader's language.

use super::*;

/// The caching hints of a list in words: "Fresh for 1 hour, shared cache allowed."
pub(super) fn hints(list: &List, lang: Lang) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(ttl) = list.hints.ttl_ms.as_ref().and_then(Node::as_f64) {
        parts.push(match ttl {
            ttl if ttl <= 0.0 => msg!(
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

/// A duration in milliseconds in the largest whole unit: "1 hour", "90 seconds", "250 мс".
pub(super) fn duration(ms: f64, lang: Lang) -> String {
    let units = [
        (
            86_400_000.0,
            crate::spec::counted! { en: ["day", "days"], ru: ["день", "дня", "дней"] },
        ),
        (
            3_600_000.0,
            crate::spec::counted! { en: ["hour", "hours"], ru: ["час", "часа", "часов"] },
        ),
        (
            60_000.0,
            crate::spec::counted! { en: ["minute", "minutes"], ru: ["минута", "минуты", "минут"] },
        ),
        (
            1_000.0,
            crate::spec::counted! { en: ["second", "seconds"], ru: ["секунда", "секунды", "секунд"] },
        ),
    ];
    for (size, noun) in units {
        if ms >= size && (ms / size).fract() == 0.0 {
            return noun.of((ms / size) as usize, lang);
        }
    }
    let written = ms.to_string();
    let (whole, fraction) = written.split_once('.').unwrap_or((&written, ""));
    // Digits in threes from the right: "12,345 ms", «12 345 мс» with a no-break space.
    let (separator, point) = match lang {
        Lang::En => (',', '.'),
        Lang::Ru => ('\u{a0}', ','),
    };
    let mut grouped = String::new();
    for (index, digit) in whole.chars().enumerate() {
        if index > 0 && (whole.len() - index) % 3 == 0 && whole.len() > 4 {
            grouped.push(separator);
        }
        grouped.push(digit);
    }
    if !fraction.is_empty() {
        grouped.push(point);
        grouped.push_str(fraction);
    }
    match lang {
        Lang::En => format!("{grouped} ms"),
        Lang::Ru => format!("{grouped}\u{a0}мс"),
    }
}

/// A URI template variable's modifier in words: `:3` takes the first three characters, `*`
/// expands each element of a list or map on its own.
pub(super) fn modifier_words(modifier: &str, lang: Lang) -> String {
    let prefix = modifier
        .strip_prefix(':')
        .and_then(|n| n.parse::<usize>().ok());
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

pub(super) fn say(message: Message, lang: Lang) -> String {
    message.get(lang).to_owned()
}

pub(super) fn yes_no(flag: bool, lang: Lang) -> String {
    match flag {
        true => msg!("yes", "да"),
        false => msg!("no", "нет"),
    }
    .get(lang)
    .to_owned()
}

pub(super) fn operator_words(operator: Option<char>, lang: Lang) -> String {
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
