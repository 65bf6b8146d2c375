//! The interfaces of an official `schema.ts`, the source of truth where `schema.json` differs:
//! what each extends and its own members, enough to hold the generated tables to it.

use std::collections::BTreeMap;

/// An interface of `schema.ts`: what it extends, and its own members with whether each is
/// required.
pub type Interface = (Vec<String>, Vec<(String, bool)>);

/// The interfaces of `schema.ts` by name. Comments are removed first; only top-level members
/// of a body count.
pub fn interfaces(ts: &str) -> BTreeMap<String, Interface> {
    let mut code = String::new();
    let mut rest = ts;
    while let Some(at) = rest.find('/') {
        code.push_str(&rest[..at]);
        let tail = &rest[at..];
        if let Some(comment) = tail.strip_prefix("/*") {
            rest = comment.split_once("*/").map_or("", |(_, after)| after);
        } else if tail.starts_with("//") {
            rest = tail.split_once('\n').map_or("", |(_, after)| after);
        } else {
            code.push('/');
            rest = &tail[1..];
        }
    }
    code.push_str(rest);
    let mut found = BTreeMap::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("export interface ") {
        rest = &rest[at + "export interface ".len()..];
        let Some(open) = rest.find('{') else { break };
        let head = &rest[..open];
        let name: String = head.chars().take_while(|c| c.is_alphanumeric()).collect();
        let extends = head
            .split_once(" extends ")
            .map_or(Vec::new(), |(_, list)| {
                split_top_level(list, ',')
                    .into_iter()
                    .map(|e| e.trim().to_owned())
                    .collect()
            });
        let mut depth = 0;
        let mut close = open;
        for (offset, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                close = open + offset;
                break;
            }
        }
        let members = split_top_level(&rest[open + 1..close], ';')
            .into_iter()
            .flat_map(|m| split_top_level(m, '\n'))
            .filter_map(|member| {
                let (key, _) = member.split_once(':')?;
                let key = key.trim().trim_start_matches("readonly ").trim();
                let required = !key.ends_with('?');
                let key = key.trim_end_matches('?').trim_matches(['"', '\'']);
                (!key.is_empty() && !key.contains(['[', ' ', '(']))
                    .then(|| (key.to_owned(), required))
            })
            .collect();
        found.insert(name, (extends, members));
        rest = &rest[close..];
    }
    found
}

/// Splits at `separator` where no bracket is open.
fn split_top_level(text: &str, separator: char) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (at, c) in text.char_indices() {
        match c {
            '{' | '(' | '[' | '<' => depth += 1,
            '}' | ')' | ']' | '>' => depth -= 1,
            c if c == separator && depth == 0 => {
                parts.push(&text[start..at]);
                start = at + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// Every member of an interface with those it inherits; `Omit<Base, "a" | "b">` drops members.
pub fn members_of(name: &str, all: &BTreeMap<String, Interface>) -> BTreeMap<String, bool> {
    let mut members = BTreeMap::new();
    let Some((extends, own)) = all.get(name) else {
        return members;
    };
    for base in extends {
        if let Some(inner) = base.strip_prefix("Omit<").and_then(|b| b.strip_suffix('>')) {
            let (base, dropped) = inner.split_once(',').unwrap_or((inner, ""));
            let mut inherited = members_of(base.trim(), all);
            for key in dropped.split('|') {
                inherited.remove(key.trim().trim_matches(['"', '\'']));
            }
            members.extend(inherited);
        } else {
            let base: String = base.chars().take_while(|c| c.is_alphanumeric()).collect();
            members.extend(members_of(&base, all));
        }
    }
    members.extend(own.iter().cloned());
    members
}
