//! Findings of one document that say the same thing at several places, gathered so that the
//! human output shows each once: the first place's excerpt, then how many more places and
//! which. The same thing is the same code and the same sentence, once the element of a list a
//! finding is about (`tools[3]`, and its name: a tool's, a prompt's …) is left out of it: a
//! draft-07 `$schema` on each of 100 tools, or the same member missing from each, is one
//! finding told at 100 places. The machine formats keep one entry a place.

use crate::engine::gathering::{ListElement, list_element, said_of_any};
use crate::engine::{Located, Report};
use crate::spec::Lang;
use crate::spec::codes::Code;
use serde_json::Value;
use std::collections::{HashMap, HashSet};

/// A finding and the other places that say the same.
pub(super) struct Group<'r> {
    pub first: &'r Located,
    /// The other places, in the report's order, as the reader is told them: the names of the
    /// items, when the finding sits at the same place in each, else the pointers.
    pub more: Vec<String>,
}

/// The findings of `report` gathered by what they say in `lang`, in the order of each one's
/// first place. `document` is the text the report's pointers point into, from its first byte
/// on (what follows the document is not read), where the names of items are looked up.
pub(super) fn groups<'r>(report: &'r Report, document: &str, lang: Lang) -> Vec<Group<'r>> {
    let located = &report.diagnostics;
    // Without two findings of one code there is nothing to gather, nor a document to read.
    let mut codes = HashSet::new();
    if located.iter().all(|l| codes.insert(l.diagnostic.code)) {
        return located.iter().map(|first| alone(first)).collect();
    }
    // A document serde_json cannot read (a syntax error, half a surrogate pair) names no items.
    let value = serde_json::Deserializer::from_str(document)
        .into_iter::<Value>()
        .next()
        .and_then(Result::ok);
    let items: Vec<Option<Item>> = (located.iter())
        .map(|l| item(value.as_ref(), &l.diagnostic.pointer))
        .collect();
    let mut gathered: Vec<Vec<usize>> = Vec::new();
    let mut by_saying: HashMap<(Code, String), usize> = HashMap::new();
    for (index, place) in located.iter().enumerate() {
        let message = place.diagnostic.message(lang);
        let said = match &items[index] {
            Some(item) => item.left_out_of(message),
            None => message,
        };
        let key = (place.diagnostic.code, said);
        match by_saying.get(&key) {
            Some(&group) => gathered[group].push(index),
            None => {
                by_saying.insert(key, gathered.len());
                gathered.push(vec![index]);
            }
        }
    }
    (gathered.into_iter())
        .map(|members| {
            let first = &located[members[0]];
            let named: Option<Vec<(&str, &str)>> = (members.iter())
                .map(|&i| {
                    items[i]
                        .as_ref()
                        .and_then(|item| Some((item.name?, item.element.within)))
                })
                .collect();
            let more = match named {
                // The names say it all when the finding sits at one place of every item.
                Some(named) if named.iter().all(|(_, within)| *within == named[0].1) => (named
                    [1..])
                    .iter()
                    .map(|(name, _)| quoted(name, lang))
                    .collect(),
                _ => (members[1..].iter())
                    .map(|&index| pointer_or_place(&located[index]))
                    .collect(),
            };
            Group { first, more }
        })
        .collect()
}

fn alone(first: &Located) -> Group<'_> {
    Group {
        first,
        more: Vec::new(),
    }
}

/// The element of a list a finding is about (a tool, a prompt, a resource, a content block …)
/// and its `name`, when it is an object with a string one.
struct Item<'v, 'p> {
    element: ListElement<'p>,
    name: Option<&'v str>,
}

impl Item<'_, '_> {
    fn left_out_of(&self, message: String) -> String {
        let names: Vec<&str> = self.name.into_iter().collect();
        said_of_any(&message, Some(&self.element.named), &names)
    }
}

/// The outermost element of a list on the way to `pointer`, with its name read in `value`,
/// the document.
fn item<'v, 'p>(value: Option<&'v Value>, pointer: &'p str) -> Option<Item<'v, 'p>> {
    let element = list_element(pointer)?;
    let name = (value.and_then(|v| v.pointer(element.at))).and_then(|e| e.get("name")?.as_str());
    Some(Item { element, name })
}

/// An item's name as a sentence of `lang` quotes text of the document.
fn quoted(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("\"{name}\""),
        Lang::Ru => format!("«{name}»"),
    }
}

/// Where a finding is: its pointer, or its line and column for one about the text itself.
fn pointer_or_place(located: &Located) -> String {
    match located.diagnostic.pointer.as_str() {
        "" => format!("{}:{}", located.start.line, located.start.column),
        pointer => pointer.to_owned(),
    }
}
