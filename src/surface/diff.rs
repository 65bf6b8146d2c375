//! Two surfaces compared: items matched by what they are known by (tools and prompts by name,
//! resources by URI, templates by URI template, then by name), and each difference classified
//! by what it does to a client built against the old one. The sentences are in `words.rs`.

use super::model::{Item, List, ListKind, Node, Surface};
use members::{arguments, capabilities, tool_annotations, variables};
use std::collections::{HashMap, HashSet};

mod change;
mod members;
mod schema;
mod words;

pub use change::{Change, Class, Diff, Flow, What};
use change::{Sink, escape};

/// Compares the `old` surface with the `new` one.
pub fn diff(old: &Surface, new: &Surface) -> Diff {
    let mut result = Diff::default();
    for kind in ListKind::ALL {
        match (old.list(kind), new.list(kind)) {
            (Some(old), Some(new)) => lists(old, new, &mut result.changes),
            (Some(_), None) => result.one_sided.push((kind, true)),
            (None, Some(_)) => result.one_sided.push((kind, false)),
            (None, None) => {}
        }
    }
    if let (Some(old), Some(new)) = (&old.capabilities, &new.capabilities) {
        capabilities(old, new, &mut result.changes);
    }
    result
}

fn lists(old: &List, new: &List, changes: &mut Vec<Change>) {
    let kind = old.kind;
    hints(old, new, changes);
    let mut new_by_key: HashMap<&str, &Item> = HashMap::with_capacity(new.items.len());
    for item in &new.items {
        new_by_key.entry(item.key.value.as_str()).or_insert(item);
    }
    let mut matched: HashSet<&str> = HashSet::with_capacity(new.items.len());
    let mut unmatched_old = Vec::new();
    for item in &old.items {
        match new_by_key.get(item.key.value.as_str()) {
            Some(other) => {
                matched.insert(other.key.value.as_str());
                compare_items(kind, item, other, changes);
            }
            None => unmatched_old.push(item),
        }
    }
    let mut unmatched_new: Vec<&Item> = (new.items.iter())
        .filter(|item| !matched.contains(item.key.value.as_str()))
        .collect();
    for item in unmatched_old {
        // A template whose URI template changed is still known by its name.
        let renamed = (kind == ListKind::Templates)
            .then(|| {
                let name = item.name.as_ref()?;
                (unmatched_new.iter())
                    .position(|other| other.name.as_ref().is_some_and(|n| n.value == name.value))
            })
            .flatten();
        match renamed {
            Some(index) => {
                let other = unmatched_new.remove(index);
                compare_items(kind, item, other, changes);
            }
            None => {
                let mut sink = sink(changes, kind, item);
                sink.push(
                    Class::Breaking,
                    "",
                    What::ItemRemoved,
                    Some(item.place()),
                    Some(&new.place),
                );
            }
        }
    }
    for item in unmatched_new {
        let mut sink = sink(changes, kind, item);
        sink.push(
            Class::Safe,
            "",
            What::ItemAdded,
            Some(&old.place),
            Some(item.place()),
        );
    }
}

fn sink<'a>(changes: &'a mut Vec<Change>, kind: ListKind, item: &Item) -> Sink<'a> {
    Sink {
        changes,
        list: Some(kind),
        item: Some(item.key.value.clone()),
    }
}

/// The caching hints in force: `ttlMs` defaults to 0 when absent (server/utilities/caching);
/// `cacheScope` has no default, so its absence is shown as such.
fn hints(old: &List, new: &List, changes: &mut Vec<Change>) {
    let mut sink = Sink {
        changes,
        list: Some(old.kind),
        item: None,
    };
    let ttl =
        |list: &List| (list.hints.ttl_ms.as_ref()).map_or_else(|| "0".to_owned(), |n| n.to_json());
    let scope = |list: &List| {
        (list.hints.cache_scope.as_ref()).map_or_else(|| "—".to_owned(), |n| n.to_json())
    };
    let ttl_same = match (&old.hints.ttl_ms, &new.hints.ttl_ms) {
        (Some(a), Some(b)) => a.same(b),
        _ => ttl(old) == ttl(new),
    };
    for (hint, same, value) in [
        ("ttlMs", ttl_same, &ttl as &dyn Fn(&List) -> String),
        ("cacheScope", scope(old) == scope(new), &scope),
    ] {
        if !same {
            let place = |list: &List| {
                let node = match hint {
                    "ttlMs" => list.hints.ttl_ms.as_ref(),
                    _ => list.hints.cache_scope.as_ref(),
                };
                node.map_or(&list.place, |n| &n.place).clone()
            };
            let what = What::Hint {
                hint: hint.to_owned(),
                old: value(old),
                new: value(new),
            };
            let pointer = format!("/{hint}");
            sink.push(
                Class::Safe,
                &pointer,
                what,
                Some(&place(old)),
                Some(&place(new)),
            );
        }
    }
}

/// The members of an item this module compares itself; the others are compared whole.
const ITEM_MEMBERS: [&str; 9] = [
    "name",
    "title",
    "description",
    "mimeType",
    "inputSchema",
    "outputSchema",
    "arguments",
    "annotations",
    "uriTemplate",
];

fn compare_items(kind: ListKind, old: &Item, new: &Item, changes: &mut Vec<Change>) {
    let mut sink = sink(changes, kind, old);
    for (member, a, b) in [
        ("name", &old.name, &new.name),
        ("title", &old.title, &new.title),
        ("description", &old.description, &new.description),
        ("mimeType", &old.mime_type, &new.mime_type),
    ] {
        let (a_text, b_text) = (a.as_ref().map(|t| &t.value), b.as_ref().map(|t| &t.value));
        if a_text != b_text {
            let what = What::Text {
                member: member.to_owned(),
                field: String::new(),
            };
            let old_place = a.as_ref().map_or(old.place(), |t| &t.place);
            let new_place = b.as_ref().map_or(new.place(), |t| &t.place);
            sink.push(
                Class::Risky,
                &format!("/{member}"),
                what,
                Some(old_place),
                Some(new_place),
            );
        }
    }
    match (old.input_schema(), new.input_schema()) {
        (Some(a), Some(b)) => schema::compare(&mut sink, Flow::Input, "/inputSchema", "", a, b),
        (a, b) => whole_member(&mut sink, old, new, "inputSchema", a, b),
    }
    match (old.output_schema(), new.output_schema()) {
        (Some(a), Some(b)) => schema::compare(&mut sink, Flow::Output, "/outputSchema", "", a, b),
        (None, None) => {}
        (a, b) => {
            let present = b.is_some();
            let class = if present {
                Class::Safe
            } else {
                Class::Breaking
            };
            let old_place = a.as_ref().map_or(old.place(), |n| &n.place);
            let new_place = b.as_ref().map_or(new.place(), |n| &n.place);
            let what = What::OutputSchema { present };
            sink.push(
                class,
                "/outputSchema",
                what,
                Some(old_place),
                Some(new_place),
            );
        }
    }
    arguments(&mut sink, old, new);
    if let (Some(a), Some(b)) = (&old.uri_template, &new.uri_template)
        && a.value != b.value
    {
        variables(&mut sink, &a.value, &b.value, (&a.place, &b.place));
    }
    if kind == ListKind::Tools {
        tool_annotations(&mut sink, old, new);
    } else {
        let (a, b) = (old.annotations(), new.annotations());
        whole_member(&mut sink, old, new, "annotations", a, b);
    }
    for (member, value) in old.node.members().unwrap_or_default() {
        if !ITEM_MEMBERS.contains(&member.as_str()) {
            whole_member(
                &mut sink,
                old,
                new,
                member,
                Some(value),
                new.node.get(member),
            );
        }
    }
    for (member, value) in new.node.members().unwrap_or_default() {
        if !ITEM_MEMBERS.contains(&member.as_str()) && old.node.get(member).is_none() {
            whole_member(&mut sink, old, new, member, None, Some(value));
        }
    }
}

/// A member compared whole: any difference is risky, since the diff does not read into it.
fn whole_member(
    sink: &mut Sink<'_>,
    old: &Item,
    new: &Item,
    member: &str,
    a: Option<&Node>,
    b: Option<&Node>,
) {
    let same = match (a, b) {
        (Some(a), Some(b)) => a.same(b),
        (None, None) => true,
        _ => false,
    };
    if !same {
        let what = What::Member {
            member: member.to_owned(),
        };
        sink.push(
            Class::Risky,
            &format!("/{}", escape(member)),
            what,
            Some(a.map_or(old.place(), |n| &n.place)),
            Some(b.map_or(new.place(), |n| &n.place)),
        );
    }
}
