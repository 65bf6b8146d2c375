//! Two surfaces compared: items matched by what they are known by (tools and prompts by name,
//! resources by URI, templates by URI template, then by name), and each difference classified
//! by what it does to a client built against the old one. The sentences are in `words.rs`.

use super::{Argument, Item, List, ListKind, Node, Place, Surface, Value, template_variables};
use std::collections::{HashMap, HashSet};

mod schema;
mod words;

/// What a change does to a client built against the old surface; ordered from least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Nothing such a client relies on changes.
    Safe,
    /// What a model reads or a client decides by changes: a description, an annotation, a
    /// schema keyword the diff does not interpret.
    Risky,
    /// A call such a client makes, or a result it reads, can now fail.
    Breaking,
}

impl Class {
    pub const ALL: [Class; 3] = [Class::Breaking, Class::Risky, Class::Safe];

    pub fn id(self) -> &'static str {
        match self {
            Class::Safe => "safe",
            Class::Risky => "risky",
            Class::Breaking => "breaking",
        }
    }
}

/// Which way a schema's data flows, which decides whether a narrower schema breaks: the
/// server narrowing what it accepts (`inputSchema`) breaks callers; promising less in what it
/// returns (`outputSchema`) breaks readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Input,
    Output,
}

/// What changed, as data; [`Change::message`] says it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    ItemRemoved,
    ItemAdded,
    /// A schema property (`field`, dotted from the schema's root) the other side lacks.
    FieldRemoved {
        flow: Flow,
        field: String,
    },
    FieldAdded {
        flow: Flow,
        field: String,
        required: bool,
    },
    /// A property listed in `required` now, or no longer.
    FieldRequired {
        flow: Flow,
        field: String,
        required: bool,
    },
    /// `type` changed: the types the new side no longer allows, and those it now allows.
    TypeChanged {
        flow: Flow,
        field: String,
        removed: Vec<String>,
        added: Vec<String>,
    },
    /// Values of `enum` (or `const`) gone or new.
    EnumChanged {
        flow: Flow,
        field: String,
        removed: Vec<String>,
        added: Vec<String>,
    },
    /// An `enum` (or `const`) where there was none, or none where there was one.
    EnumIntroduced {
        flow: Flow,
        field: String,
    },
    EnumLifted {
        flow: Flow,
        field: String,
    },
    /// `additionalProperties` now `false`, or no longer.
    AdditionalProperties {
        flow: Flow,
        field: String,
        closed: bool,
    },
    /// The whole `outputSchema` gone or new.
    OutputSchema {
        present: bool,
    },
    /// A schema keyword the diff does not interpret, from its old to its new value.
    Keyword {
        field: String,
        keyword: String,
    },
    /// A prompt's argument.
    ArgumentRemoved {
        name: String,
    },
    ArgumentAdded {
        name: String,
        required: bool,
    },
    ArgumentRequired {
        name: String,
        required: bool,
    },
    /// A template's variable: renamed (one gone, one new), removed, added.
    VariableRenamed {
        old: String,
        new: String,
    },
    VariableRemoved {
        name: String,
    },
    VariableAdded {
        name: String,
        optional: bool,
    },
    /// The template's text changed, its variables kept.
    TemplateRewritten,
    /// A text a model or a person reads: `title`, `description`, `name`, `mimeType` (of the
    /// item, or of the schema property `field` when it is not empty).
    Text {
        member: String,
        field: String,
    },
    /// A tool annotation's effective value (the spec's default when absent).
    Annotation {
        hint: String,
        old: String,
        new: String,
    },
    /// Another member of the item changed.
    Member {
        member: String,
    },
    /// A caching hint of the list answer: the value in force on each side.
    Hint {
        hint: String,
        old: String,
        new: String,
    },
    /// A capability (or one of its flags, dotted) no longer declared, or newly.
    Capability {
        name: String,
        withdrawn: bool,
    },
}

impl What {
    /// A stable name of the kind of change, for tools that read the output.
    pub fn id(&self) -> &'static str {
        match self {
            What::ItemRemoved => "item-removed",
            What::ItemAdded => "item-added",
            What::FieldRemoved { .. } => "field-removed",
            What::FieldAdded { .. } => "field-added",
            What::FieldRequired { .. } => "field-required",
            What::TypeChanged { .. } => "type-changed",
            What::EnumChanged { .. } => "enum-changed",
            What::EnumIntroduced { .. } => "enum-introduced",
            What::EnumLifted { .. } => "enum-lifted",
            What::AdditionalProperties { .. } => "additional-properties",
            What::OutputSchema { .. } => "output-schema",
            What::Keyword { .. } => "keyword-changed",
            What::ArgumentRemoved { .. } => "argument-removed",
            What::ArgumentAdded { .. } => "argument-added",
            What::ArgumentRequired { .. } => "argument-required",
            What::VariableRenamed { .. } => "variable-renamed",
            What::VariableRemoved { .. } => "variable-removed",
            What::VariableAdded { .. } => "variable-added",
            What::TemplateRewritten => "template-rewritten",
            What::Text { .. } => "text-changed",
            What::Annotation { .. } => "annotation-changed",
            What::Member { .. } => "member-changed",
            What::Hint { .. } => "caching-hint-changed",
            What::Capability { .. } => "capability-changed",
        }
    }
}

/// One difference, with where it is on each side (`None` on the side that lacks it).
#[derive(Clone, Debug)]
pub struct Change {
    pub class: Class,
    /// The list, or `None` for the capabilities.
    pub list: Option<ListKind>,
    /// What the item is known by.
    pub item: Option<String>,
    /// Where in the item (or the list answer, or the capabilities), as a JSON pointer.
    pub pointer: String,
    pub what: What,
    pub old: Option<Place>,
    pub new: Option<Place>,
}

/// What comparing two surfaces found.
#[derive(Clone, Debug, Default)]
pub struct Diff {
    /// Lists, items in the old order (new items after), then the capabilities.
    pub changes: Vec<Change>,
    /// Lists only one side holds an answer for: not compared. `true`: only the old side.
    pub one_sided: Vec<(ListKind, bool)>,
}

impl Diff {
    /// The most serious class found.
    pub fn worst(&self) -> Option<Class> {
        self.changes.iter().map(|c| c.class).max()
    }

    pub fn count(&self, class: Class) -> usize {
        self.changes.iter().filter(|c| c.class == class).count()
    }
}

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

/// Where changes of one item go, with its context.
struct Sink<'a> {
    changes: &'a mut Vec<Change>,
    list: Option<ListKind>,
    item: Option<String>,
}

impl Sink<'_> {
    fn push(
        &mut self,
        class: Class,
        pointer: &str,
        what: What,
        old: Option<&Place>,
        new: Option<&Place>,
    ) {
        self.changes.push(Change {
            class,
            list: self.list,
            item: self.item.clone(),
            pointer: pointer.to_owned(),
            what,
            old: old.cloned(),
            new: new.cloned(),
        });
    }
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

/// A JSON pointer segment (RFC 6901).
fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

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

fn arguments(sink: &mut Sink<'_>, old: &Item, new: &Item) {
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

fn variables(sink: &mut Sink<'_>, old: &str, new: &str, places: (&Place, &Place)) {
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
fn tool_annotations(sink: &mut Sink<'_>, old: &Item, new: &Item) {
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
    let (x, y) = (others(a), others(b));
    let differ = x.len() != y.len()
        || x.iter()
            .any(|(name, value)| !y.iter().any(|(n, v)| n == name && v.same(value)));
    if differ {
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
fn capabilities(old: &Node, new: &Node, changes: &mut Vec<Change>) {
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
        let (x, y) = (non_flags(a), non_flags(b));
        let differ = x.len() != y.len()
            || x.iter()
                .any(|(n, v)| !y.iter().any(|(m, w)| m == n && w.same(v)));
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
