//! The members of one item compared: a prompt's arguments, a template's variables, a tool's
//! annotations, and the server's capabilities.

use super::change::{Change, Class, Sink, What, escape};
use crate::surface::model::{Argument, Item, Node, Place, template_variables};

pub(super) fn arguments(sink: &mut Sink<'_>, old: &Item, new: &Item) {
    let find = |arguments: &'_ [Argument], name: &str| -> Option<usize> {
        arguments.iter().position(|a| a.name.value == name)
    };
    for (index, a) in old.arguments.iter().enumerate() {
        let name = a.name.value.clone();
        let at = format!("/arguments/{index}");
        match find(&new.arguments, &name) {
            None => {
                let new_place = new.node.get("arguments").map_or(new.place(), |n| &n.place);
                let what = What::ArgumentRemoved { name };
                sink.push(
                    Class::Breaking,
                    &at,
                    what,
                    Some(&a.node.place),
                    Some(new_place),
                );
            }
            Some(other) => {
                let b = &new.arguments[other];
                if a.is_required() != b.is_required() {
                    let required = b.is_required();
                    let class = if required {
                        Class::Breaking
                    } else {
                        Class::Safe
                    };
                    let what = What::ArgumentRequired {
                        name: name.clone(),
                        required,
                    };
                    let place = |arg: &Argument| {
                        arg.required
                            .as_ref()
                            .map_or(&arg.node.place, |n| &n.place)
                            .clone()
                    };
                    sink.push(class, &at, what, Some(&place(a)), Some(&place(b)));
                }
                for (member, x, y) in [
                    ("title", &a.title, &b.title),
                    ("description", &a.description, &b.description),
                ] {
                    if x.as_ref().map(|t| &t.value) != y.as_ref().map(|t| &t.value) {
                        let what = What::Text {
                            member: member.to_owned(),
                            field: name.clone(),
                        };
                        let x = x.as_ref().map_or(&a.node.place, |t| &t.place);
                        let y = y.as_ref().map_or(&b.node.place, |t| &t.place);
                        sink.push(
                            Class::Risky,
                            &format!("{at}/{member}"),
                            what,
                            Some(x),
                            Some(y),
                        );
                    }
                }
            }
        }
    }
    for (index, b) in new.arguments.iter().enumerate() {
        if find(&old.arguments, &b.name.value).is_none() {
            let required = b.is_required();
            let class = if required {
                Class::Breaking
            } else {
                Class::Safe
            };
            let old_place = old.node.get("arguments").map_or(old.place(), |n| &n.place);
            let what = What::ArgumentAdded {
                name: b.name.value.clone(),
                required,
            };
            let at = format!("/arguments/{index}");
            sink.push(class, &at, what, Some(old_place), Some(&b.node.place));
        }
    }
}

pub(super) fn variables(sink: &mut Sink<'_>, old: &str, new: &str, places: (&Place, &Place)) {
    // A query expression's (`{?x}`, `{&x}`) variables may be left undefined.
    let names = |template| -> Vec<(String, bool)> {
        (template_variables(template).into_iter())
            .map(|(name, operator, _)| (name, matches!(operator, Some('?' | '&'))))
            .collect()
    };
    let (a, b) = (names(old), names(new));
    let gone: Vec<&String> = (a.iter())
        .filter(|(n, _)| !b.iter().any(|(m, _)| m == n))
        .map(|(n, _)| n)
        .collect();
    let came: Vec<&(String, bool)> = (b.iter())
        .filter(|(n, _)| !a.iter().any(|(m, _)| m == n))
        .collect();
    let mut push =
        |class, what| sink.push(class, "/uriTemplate", what, Some(places.0), Some(places.1));
    if gone.is_empty() && came.is_empty() {
        push(Class::Risky, What::TemplateRewritten);
        return;
    }
    // As many renamed as both sides allow, in order; the rest removed or added.
    let renamed = gone.len().min(came.len());
    for (old, (new, _)) in gone.iter().zip(&came).take(renamed) {
        let what = What::VariableRenamed {
            old: (*old).clone(),
            new: new.clone(),
        };
        push(Class::Breaking, what);
    }
    for name in gone.iter().skip(renamed) {
        push(
            Class::Breaking,
            What::VariableRemoved {
                name: (*name).clone(),
            },
        );
    }
    for (name, optional) in came.iter().skip(renamed) {
        let class = if *optional {
            Class::Safe
        } else {
            Class::Breaking
        };
        let what = What::VariableAdded {
            name: name.clone(),
            optional: *optional,
        };
        push(class, what);
    }
}

/// A tool's annotations: the hints by their effective values (schema.ts's defaults when
/// absent), the rest compared whole.
pub(super) fn tool_annotations(sink: &mut Sink<'_>, old: &Item, new: &Item) {
    const HINTS: [(&str, bool); 4] = [
        ("readOnlyHint", false),
        ("destructiveHint", true),
        ("idempotentHint", false),
        ("openWorldHint", true),
    ];
    let (a, b) = (old.annotations(), new.annotations());
    let hint = |annotations: Option<&Node>, name: &str, default: bool| {
        let node = annotations.and_then(|n| n.get(name));
        let value = node.and_then(Node::as_bool).unwrap_or(default);
        (value, node.or(annotations).map(|n| n.place.clone()))
    };
    for (name, default) in HINTS {
        let ((x, x_place), (y, y_place)) = (hint(a, name, default), hint(b, name, default));
        if x != y {
            let what = What::Annotation {
                hint: name.to_owned(),
                old: x.to_string(),
                new: y.to_string(),
            };
            let x_place = x_place.unwrap_or_else(|| old.place().clone());
            let y_place = y_place.unwrap_or_else(|| new.place().clone());
            let pointer = format!("/annotations/{name}");
            sink.push(Class::Risky, &pointer, what, Some(&x_place), Some(&y_place));
        }
    }
    let others = |annotations: Option<&Node>| -> Vec<(String, Node)> {
        (annotations
            .and_then(Node::members)
            .unwrap_or_default()
            .iter())
        .filter(|(name, _)| !HINTS.iter().any(|(hint, _)| hint == name))
        .cloned()
        .collect()
    };
    if members_differ(&others(a), &others(b)) {
        let what = What::Member {
            member: "annotations".to_owned(),
        };
        let x_place = a.map_or(old.place(), |n| &n.place);
        let y_place = b.map_or(new.place(), |n| &n.place);
        sink.push(
            Class::Risky,
            "/annotations",
            what,
            Some(x_place),
            Some(y_place),
        );
    }
}

/// The capabilities: one withdrawn (or a flag of it turned off) breaks the clients that use
/// it; one declared anew is safe; any other difference inside one is risky.
pub(super) fn capabilities(old: &Node, new: &Node, changes: &mut Vec<Change>) {
    let mut sink = Sink {
        changes,
        list: None,
        item: None,
    };
    let empty = [];
    for (name, a) in old.members().unwrap_or(&empty) {
        let pointer = format!("/capabilities/{}", escape(name));
        let Some(b) = new.get(name) else {
            let what = What::Capability {
                name: name.clone(),
                withdrawn: true,
            };
            sink.push(
                Class::Breaking,
                &pointer,
                what,
                Some(&a.place),
                Some(&new.place),
            );
            continue;
        };
        if a.same(b) {
            continue;
        }
        let flags = |node: &Node| -> Vec<(String, bool, Place)> {
            (node.members().unwrap_or_default().iter())
                .filter_map(|(flag, v)| Some((flag.clone(), v.as_bool()?, v.place.clone())))
                .collect()
        };
        let (x, y) = (flags(a), flags(b));
        let mut flag_changed = false;
        for (flag, on, place) in &x {
            let now = y.iter().find(|(f, _, _)| f == flag);
            let is_on = now.is_some_and(|(_, on, _)| *on);
            if *on != is_on {
                flag_changed = true;
                let what = What::Capability {
                    name: format!("{name}.{flag}"),
                    withdrawn: *on,
                };
                let class = if *on { Class::Breaking } else { Class::Safe };
                let new_place = now.map_or(&b.place, |(_, _, p)| p);
                let pointer = format!("{pointer}/{}", escape(flag));
                sink.push(class, &pointer, what, Some(place), Some(new_place));
            }
        }
        for (flag, on, place) in &y {
            if *on && !x.iter().any(|(f, _, _)| f == flag) {
                flag_changed = true;
                let what = What::Capability {
                    name: format!("{name}.{flag}"),
                    withdrawn: false,
                };
                let pointer = format!("{pointer}/{}", escape(flag));
                sink.push(Class::Safe, &pointer, what, Some(&a.place), Some(place));
            }
        }
        let non_flags = |node: &Node| -> Vec<(String, Node)> {
            (node.members().unwrap_or_default().iter())
                .filter(|(_, v)| v.as_bool().is_none())
                .cloned()
                .collect()
        };
        let differ = members_differ(&non_flags(a), &non_flags(b));
        if differ || (!flag_changed && a.members().is_none()) {
            let what = What::Member {
                member: format!("capabilities.{name}"),
            };
            sink.push(Class::Risky, &pointer, what, Some(&a.place), Some(&b.place));
        }
    }
    for (name, b) in new.members().unwrap_or(&empty) {
        if old.get(name).is_none() {
            let what = What::Capability {
                name: name.clone(),
                withdrawn: false,
            };
            let pointer = format!("/capabilities/{}", escape(name));
            sink.push(
                Class::Safe,
                &pointer,
                what,
                Some(&old.place),
                Some(&b.place),
            );
        }
    }
}

/// Whether two lists of members differ, whatever their order.
fn members_differ(x: &[(String, Node)], y: &[(String, Node)]) -> bool {
    x.len() != y.len()
        || x.iter()
            .any(|(n, v)| !y.iter().any(|(m, w)| m == n && w.same(v)))
}
