//! Two schemas compared by the way their data flows: in `inputSchema` the client writes and
//! the server reads, so a narrower schema breaks callers; in `outputSchema` the server writes
//! and the client reads, so the same change is the other way round.

use super::change::{Class, Flow, Sink, What, escape};
use crate::surface::model::{Node, Value};
use std::collections::HashSet;

/// The keywords of a schema this module interprets; a change of any other is risky.
const SCHEMA_KEYWORDS: [&str; 9] = [
    "type",
    "enum",
    "const",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "title",
    "description",
];

/// Compares two schemas of data flowing one way; `field` names the property (dotted) they
/// describe, empty for the root.
pub(super) fn compare(
    sink: &mut Sink<'_>,
    flow: Flow,
    pointer: &str,
    field: &str,
    old: &Node,
    new: &Node,
) {
    if old.same(new) {
        return;
    }
    // `true`, `false` or another non-object schema: compared whole.
    if old.members().is_none() || new.members().is_none() {
        let what = What::Keyword {
            field: field.to_owned(),
            keyword: String::new(),
        };
        sink.push(
            Class::Risky,
            pointer,
            what,
            Some(&old.place),
            Some(&new.place),
        );
        return;
    }
    types(sink, flow, pointer, field, old, new);
    enums(sink, flow, pointer, field, old, new);
    properties(sink, flow, pointer, field, old, new);
    additional_properties(sink, flow, pointer, field, old, new);
    match (old.get("items"), new.get("items")) {
        (Some(a), Some(b)) => {
            let pointer = format!("{pointer}/items");
            compare(sink, flow, &pointer, &format!("{field}[]"), a, b);
        }
        (None, None) => {}
        (a, b) => keyword(sink, pointer, field, "items", old, new, a, b),
    }
    for member in ["title", "description"] {
        let (a, b) = (old.get(member), new.get(member));
        if !same_option(a, b) {
            let what = What::Text {
                member: member.to_owned(),
                field: field.to_owned(),
            };
            let (a, b) = (a.unwrap_or(old), b.unwrap_or(new));
            let pointer = format!("{pointer}/{member}");
            sink.push(Class::Risky, &pointer, what, Some(&a.place), Some(&b.place));
        }
    }
    let members = (old.members().unwrap_or_default().iter())
        .chain(new.members().unwrap_or_default())
        .map(|(name, _)| name.as_str())
        .filter(|name| !SCHEMA_KEYWORDS.contains(name));
    let mut seen = HashSet::new();
    for name in members {
        if seen.insert(name) {
            let (a, b) = (old.get(name), new.get(name));
            if !same_option(a, b) {
                keyword(sink, pointer, field, name, old, new, a, b);
            }
        }
    }
}

fn same_option(a: Option<&Node>, b: Option<&Node>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.same(b),
        (None, None) => true,
        _ => false,
    }
}

#[allow(clippy::too_many_arguments)]
fn keyword(
    sink: &mut Sink<'_>,
    pointer: &str,
    field: &str,
    keyword: &str,
    old: &Node,
    new: &Node,
    a: Option<&Node>,
    b: Option<&Node>,
) {
    let what = What::Keyword {
        field: field.to_owned(),
        keyword: keyword.to_owned(),
    };
    let pointer = format!("{pointer}/{}", escape(keyword));
    let (a, b) = (a.unwrap_or(old), b.unwrap_or(new));
    sink.push(Class::Risky, &pointer, what, Some(&a.place), Some(&b.place));
}

/// The types a schema allows; `None` when it says nothing of them (any type).
fn type_set(schema: &Node) -> Option<Vec<String>> {
    let node = schema.get("type")?;
    match &node.value {
        Value::String(name) => Some(vec![name.clone()]),
        Value::Array(names) => Some(
            (names.iter())
                .filter_map(|n| n.as_str().map(str::to_owned))
                .collect(),
        ),
        _ => None,
    }
}

/// Whether `types` admits every value of type `name`: an integer is a number too.
fn admits(types: Option<&[String]>, name: &str) -> bool {
    types.is_none_or(|types| {
        types.iter().any(|t| t == name)
            || (name == "integer" && types.iter().any(|t| t == "number"))
    })
}

/// A schema's types narrowed (some value the old admitted the new refuses) or widened. Which
/// of the two breaks depends on the flow.
fn types(sink: &mut Sink<'_>, flow: Flow, pointer: &str, field: &str, old: &Node, new: &Node) {
    let (a, b) = (type_set(old), type_set(new));
    let everything = || {
        [
            "string", "number", "integer", "boolean", "object", "array", "null",
        ]
        .map(str::to_owned)
        .to_vec()
    };
    let old_types = a.clone().unwrap_or_else(everything);
    let new_types = b.clone().unwrap_or_else(everything);
    let removed = not_in(&old_types, |t| admits(b.as_deref(), t));
    let added = not_in(&new_types, |t| admits(a.as_deref(), t));
    if removed.is_empty() && added.is_empty() {
        return;
    }
    let class = class_of(flow, !removed.is_empty(), !added.is_empty());
    let place = |schema: &Node| {
        schema
            .get("type")
            .map_or(&schema.place, |n| &n.place)
            .clone()
    };
    let what = What::TypeChanged {
        flow,
        field: field.to_owned(),
        removed,
        added,
    };
    let pointer = format!("{pointer}/type");
    sink.push(class, &pointer, what, Some(&place(old)), Some(&place(new)));
}

/// What a schema allowing `fewer` or `more` values does to clients. Input: the server
/// refusing what it accepted breaks callers. Output: the server returning what it did not
/// breaks readers.
fn class_of(flow: Flow, fewer: bool, more: bool) -> Class {
    let breaks = match flow {
        Flow::Input => fewer,
        Flow::Output => more,
    };
    if breaks { Class::Breaking } else { Class::Safe }
}

/// The values of `values` that `kept` does not keep.
fn not_in(values: &[String], kept: impl Fn(&str) -> bool) -> Vec<String> {
    values.iter().filter(|v| !kept(v)).cloned().collect()
}

/// The values `enum` (or `const`) allows, as JSON, and the node that lists them.
fn enum_values(schema: &Node) -> Option<(Vec<String>, &Node)> {
    if let Some(node) = schema.get("enum") {
        let values = node.elements()?.iter().map(Node::to_json).collect();
        return Some((values, node));
    }
    let node = schema.get("const")?;
    Some((vec![node.to_json()], node))
}

fn enums(sink: &mut Sink<'_>, flow: Flow, pointer: &str, field: &str, old: &Node, new: &Node) {
    let (a, b) = (enum_values(old), enum_values(new));
    let pointer = format!("{pointer}/enum");
    let field = field.to_owned();
    match (a, b) {
        (None, None) => {}
        (Some((_, node)), None) => {
            // Any value allowed now: more for a caller to send, more for a reader to expect.
            let class = class_of(flow, false, true);
            let what = What::EnumLifted { flow, field };
            sink.push(class, &pointer, what, Some(&node.place), Some(&new.place));
        }
        (None, Some((_, node))) => {
            let class = class_of(flow, true, false);
            let what = What::EnumIntroduced { flow, field };
            sink.push(class, &pointer, what, Some(&old.place), Some(&node.place));
        }
        (Some((old_values, old_node)), Some((new_values, new_node))) => {
            let removed = not_in(&old_values, |v| new_values.iter().any(|w| w == v));
            let added = not_in(&new_values, |v| old_values.iter().any(|w| w == v));
            if removed.is_empty() && added.is_empty() {
                return;
            }
            let class = class_of(flow, !removed.is_empty(), !added.is_empty());
            let what = What::EnumChanged {
                flow,
                field,
                removed,
                added,
            };
            sink.push(
                class,
                &pointer,
                what,
                Some(&old_node.place),
                Some(&new_node.place),
            );
        }
    }
}

/// The names `required` lists.
fn required(schema: &Node) -> Vec<&str> {
    (schema.get("required").and_then(Node::elements))
        .unwrap_or_default()
        .iter()
        .filter_map(Node::as_str)
        .collect()
}

fn properties(sink: &mut Sink<'_>, flow: Flow, pointer: &str, field: &str, old: &Node, new: &Node) {
    let empty = [];
    let old_properties = old.get("properties");
    let new_properties = new.get("properties");
    let old_members = old_properties.and_then(Node::members).unwrap_or(&empty);
    let new_members = new_properties.and_then(Node::members).unwrap_or(&empty);
    let (old_required, new_required) = (required(old), required(new));
    let old_container = old_properties.unwrap_or(old);
    let new_container = new_properties.unwrap_or(new);
    let dotted = |name: &str| match field {
        "" => name.to_owned(),
        _ => format!("{field}.{name}"),
    };
    for (name, a) in old_members {
        let at = format!("{pointer}/properties/{}", escape(name));
        match new_properties.and_then(|p| p.get(name)) {
            None => {
                // A parameter gone: callers still send it. A field gone: readers miss it.
                let what = What::FieldRemoved {
                    flow,
                    field: dotted(name),
                };
                let new_place = &new_container.place;
                sink.push(Class::Breaking, &at, what, Some(&a.place), Some(new_place));
            }
            Some(b) => {
                let (was, is) = (
                    old_required.contains(&name.as_str()),
                    new_required.contains(&name.as_str()),
                );
                if was != is {
                    // A parameter required now breaks callers; a field no longer promised
                    // breaks readers.
                    let breaks = match flow {
                        Flow::Input => is,
                        Flow::Output => was,
                    };
                    let class = if breaks { Class::Breaking } else { Class::Safe };
                    let what = What::FieldRequired {
                        flow,
                        field: dotted(name),
                        required: is,
                    };
                    let place = |schema: &Node| {
                        schema
                            .get("required")
                            .map_or(&schema.place, |n| &n.place)
                            .clone()
                    };
                    sink.push(class, &at, what, Some(&place(old)), Some(&place(new)));
                }
                compare(sink, flow, &at, &dotted(name), a, b);
            }
        }
    }
    for (name, b) in new_members {
        if old_properties.and_then(|p| p.get(name)).is_none() {
            let required = new_required.contains(&name.as_str());
            let class = if required && flow == Flow::Input {
                Class::Breaking
            } else {
                Class::Safe
            };
            let what = What::FieldAdded {
                flow,
                field: dotted(name),
                required,
            };
            let at = format!("{pointer}/properties/{}", escape(name));
            sink.push(class, &at, what, Some(&old_container.place), Some(&b.place));
        }
    }
}

fn additional_properties(
    sink: &mut Sink<'_>,
    flow: Flow,
    pointer: &str,
    field: &str,
    old: &Node,
    new: &Node,
) {
    let closed =
        |schema: &Node| schema.get("additionalProperties").and_then(Node::as_bool) == Some(false);
    let (was, is) = (closed(old), closed(new));
    let (a, b) = (
        old.get("additionalProperties"),
        new.get("additionalProperties"),
    );
    let pointer = format!("{pointer}/additionalProperties");
    if was != is {
        // Closed for input: callers sending more are refused. For output, fewer surprises.
        let class = if is && flow == Flow::Input {
            Class::Breaking
        } else {
            Class::Safe
        };
        let what = What::AdditionalProperties {
            flow,
            field: field.to_owned(),
            closed: is,
        };
        let (a, b) = (a.unwrap_or(old), b.unwrap_or(new));
        sink.push(class, &pointer, what, Some(&a.place), Some(&b.place));
    } else if let (Some(a), Some(b)) = (a, b)
        && !a.same(b)
    {
        // Two schemas for the extra members: compared as schemas.
        compare(sink, flow, &pointer, &format!("{field}.*"), a, b);
    }
}
