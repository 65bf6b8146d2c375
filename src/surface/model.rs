//! The surface as data: the server, its lists and their items, and the place in the text of
//! everything read (`Node`), which `read.rs` builds and the rest of the room reads.

use crate::engine::Span;
use std::sync::Arc;

/// Where something was read: the source's label (a file's path, `<stdin>`), its byte range in
/// that source's text, and the line it starts on, counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub source: Arc<str>,
    pub span: Span,
    pub line: usize,
}

/// A JSON value as written, owned, with its place and the places of everything inside it.
#[derive(Clone, Debug)]
pub struct Node {
    pub value: Value,
    pub place: Place,
}

#[derive(Clone, Debug)]
pub enum Value {
    Null,
    Bool(bool),
    /// The number as written (`1000.0` stays `1000.0`); [`Node::same`] compares its value.
    Number(String),
    String(String),
    Array(Vec<Node>),
    /// Members in the order written.
    Object(Vec<(String, Node)>),
}

impl Node {
    /// The member `name` of an object (the first, if it is repeated).
    pub fn get(&self, name: &str) -> Option<&Node> {
        self.members()?
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, node)| node)
    }

    /// Moves the member `name` out of an object.
    pub(super) fn take(&mut self, name: &str) -> Option<Node> {
        let Value::Object(members) = &mut self.value else {
            return None;
        };
        let index = members.iter().position(|(key, _)| key == name)?;
        Some(members.remove(index).1)
    }

    pub fn members(&self) -> Option<&[(String, Node)]> {
        match &self.value {
            Value::Object(members) => Some(members),
            _ => None,
        }
    }

    pub fn elements(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Array(elements) => Some(elements),
            _ => None,
        }
    }

    /// The schema a local `$ref` (`#/$defs/place`) names within this one, its root.
    pub fn follow(&self, reference: &str) -> Option<&Node> {
        let tokens = crate::engine::pointer::local_reference(reference)?;
        (tokens.iter()).try_fold(self, |node, token| match node.elements() {
            Some(elements) => elements.get(crate::engine::numbers::index(token)?),
            None => node.get(token),
        })
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self.value {
            Value::Bool(flag) => Some(flag),
            _ => None,
        }
    }

    /// The number as written, when it is one.
    pub fn as_number(&self) -> Option<&str> {
        match &self.value {
            Value::Number(raw) => Some(raw),
            _ => None,
        }
    }

    /// The number's value, when it is one.
    pub fn as_f64(&self) -> Option<f64> {
        match &self.value {
            Value::Number(raw) => raw.parse().ok(),
            _ => None,
        }
    }

    /// Whether two values mean the same JSON: numbers by value, objects whatever the order of
    /// their members; places are not compared.
    pub fn same(&self, other: &Node) -> bool {
        match (&self.value, &other.value) {
            (Value::Null, Value::Null) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Number(a), Value::Number(b)) => a == b || self.as_f64() == other.as_f64(),
            (Value::String(a), Value::String(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.same(b))
            }
            (Value::Object(a), Value::Object(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .all(|(key, value)| other.get(key).is_some_and(|v| value.same(v)))
            }
            _ => false,
        }
    }

    /// The value in compact JSON, for showing it in a sentence.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }

    fn write_json(&self, out: &mut String) {
        match &self.value {
            Value::Null => out.push_str("null"),
            Value::Bool(flag) => out.push_str(if *flag { "true" } else { "false" }),
            Value::Number(raw) => out.push_str(raw),
            Value::String(text) => crate::engine::edits::quote_into(out, text),
            Value::Array(elements) => {
                out.push('[');
                for (index, element) in elements.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    element.write_json(out);
                }
                out.push(']');
            }
            Value::Object(members) => {
                out.push('{');
                for (index, (key, value)) in members.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    crate::engine::edits::quote_into(out, key);
                    out.push(':');
                    value.write_json(out);
                }
                out.push('}');
            }
        }
    }
}

/// A string member with its place.
#[derive(Clone, Debug)]
pub struct Text {
    pub value: String,
    pub place: Place,
}

/// Which list an item belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ListKind {
    Tools,
    Prompts,
    Resources,
    Templates,
}

impl ListKind {
    pub const ALL: [ListKind; 4] = [
        ListKind::Tools,
        ListKind::Prompts,
        ListKind::Resources,
        ListKind::Templates,
    ];

    /// The method that lists the items.
    pub fn method(self) -> &'static str {
        match self {
            ListKind::Tools => "tools/list",
            ListKind::Prompts => "prompts/list",
            ListKind::Resources => "resources/list",
            ListKind::Templates => "resources/templates/list",
        }
    }

    /// The member of the list result that holds the items.
    pub fn member(self) -> &'static str {
        match self {
            ListKind::Tools => "tools",
            ListKind::Prompts => "prompts",
            ListKind::Resources => "resources",
            ListKind::Templates => "resourceTemplates",
        }
    }

    /// The member of an item an item is known by: a tool's or prompt's name, a resource's URI,
    /// a template's URI template.
    pub fn key(self) -> &'static str {
        match self {
            ListKind::Tools | ListKind::Prompts => "name",
            ListKind::Resources => "uri",
            ListKind::Templates => "uriTemplate",
        }
    }
}

/// The variables of an RFC 6570 URI template: name, operator (`+ # . / ; ? &` or none), and
/// modifier (`*` explode or `:N` prefix).
pub fn template_variables(template: &str) -> Vec<(String, Option<char>, String)> {
    let mut variables = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let expression = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        // A match, not `"+#./;?&".contains(c)`: a char outside ASCII would be searched for as a
        // string, which links the two-way string searcher into the reference module.
        let operator = (expression.chars().next())
            .filter(|c| matches!(c, '+' | '#' | '.' | '/' | ';' | '?' | '&'));
        let list = &expression[operator.map_or(0, char::len_utf8)..];
        for spec in list.split(',').filter(|s| !s.is_empty()) {
            let (name, modifier) = match spec.find([':', '*']) {
                Some(at) => (&spec[..at], &spec[at..]),
                None => (spec, ""),
            };
            variables.push((name.to_owned(), operator, modifier.to_owned()));
        }
    }
    variables
}

/// One tool, prompt, resource or template.
#[derive(Clone, Debug)]
pub struct Item {
    /// What the item is known by ([`ListKind::key`]): the member's value and place.
    pub key: Text,
    pub name: Option<Text>,
    pub title: Option<Text>,
    pub description: Option<Text>,
    /// A prompt's `arguments`, in order.
    pub arguments: Vec<Argument>,
    /// A template's `uriTemplate` (also its key).
    pub uri_template: Option<Text>,
    pub mime_type: Option<Text>,
    /// The whole item as written: what the fields above do not name (a tool's schemas and
    /// annotations among them) is read from it.
    pub node: Node,
}

impl Item {
    pub fn place(&self) -> &Place {
        &self.node.place
    }

    /// A tool's `inputSchema`.
    pub fn input_schema(&self) -> Option<&Node> {
        self.node.get("inputSchema")
    }

    /// A tool's `outputSchema`.
    pub fn output_schema(&self) -> Option<&Node> {
        self.node.get("outputSchema")
    }

    /// The item's `annotations`.
    pub fn annotations(&self) -> Option<&Node> {
        self.node.get("annotations")
    }

    /// The title a reader is shown beside the key: `title`, else a tool's `annotations.title`
    /// (the schema's order for a display name: title, then for a tool annotations.title, then
    /// name). Where both are absent the key stands alone.
    pub fn shown_title(&self) -> Option<&str> {
        let title = self.title.as_ref().map(|title| title.value.as_str());
        title.or_else(|| self.annotations()?.get("title")?.as_str())
    }
}

/// One argument of a prompt.
#[derive(Clone, Debug)]
pub struct Argument {
    pub name: Text,
    pub title: Option<Text>,
    pub description: Option<Text>,
    /// `required` as written; absent means optional.
    pub required: Option<Node>,
    pub node: Node,
}

impl Argument {
    pub fn is_required(&self) -> bool {
        self.required.as_ref().and_then(Node::as_bool) == Some(true)
    }
}

/// The caching hints of one list answer (of its first page, when it has several).
#[derive(Clone, Debug, Default)]
pub struct Hints {
    pub ttl_ms: Option<Node>,
    pub cache_scope: Option<Node>,
}

/// One list as the input holds it: the items of all its pages in order.
#[derive(Clone, Debug)]
pub struct List {
    pub kind: ListKind,
    pub items: Vec<Item>,
    /// Where the first page's items are (its array).
    pub place: Place,
    pub hints: Hints,
}

impl List {
    /// The item known by `key`.
    pub fn find(&self, key: &str) -> Option<&Item> {
        self.items.iter().find(|item| item.key.value == key)
    }
}

/// Who the server says it is (the discover result's `serverInfo` in `_meta`, or `serverInfo`
/// of an initialize result).
#[derive(Clone, Debug)]
pub struct Server {
    pub name: Option<Text>,
    /// Its name for people (`title`), where it gives one.
    pub title: Option<Text>,
    pub version: Option<Text>,
    pub place: Place,
}

/// What the input shows of a server. A list the input holds no answer for is `None`: nothing
/// can be said about it, which is not the same as an empty list.
#[derive(Clone, Debug, Default)]
pub struct Surface {
    pub server: Option<Server>,
    /// The discover (or initialize) result's `capabilities`.
    pub capabilities: Option<Node>,
    /// A server of an earlier revision: the one its `initialize` result negotiated, and where
    /// that result is (the engine judges by 2026-07-28 only, so not the answers from there on).
    pub earlier: Option<(String, Place)>,
    pub tools: Option<List>,
    pub prompts: Option<List>,
    pub resources: Option<List>,
    pub templates: Option<List>,
}

impl Surface {
    pub fn list(&self, kind: ListKind) -> Option<&List> {
        match kind {
            ListKind::Tools => self.tools.as_ref(),
            ListKind::Prompts => self.prompts.as_ref(),
            ListKind::Resources => self.resources.as_ref(),
            ListKind::Templates => self.templates.as_ref(),
        }
    }

    pub(super) fn list_mut(&mut self, kind: ListKind) -> &mut Option<List> {
        match kind {
            ListKind::Tools => &mut self.tools,
            ListKind::Prompts => &mut self.prompts,
            ListKind::Resources => &mut self.resources,
            ListKind::Templates => &mut self.templates,
        }
    }

    /// Whether the input held anything a surface is made of.
    pub fn is_empty(&self) -> bool {
        self.capabilities.is_none() && ListKind::ALL.iter().all(|&k| self.list(k).is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn template_variables_keep_their_operators_and_modifiers() {
        let variables = template_variables("file:///{+path}{?q,limit:3}{/seg*}");
        let shown: Vec<(&str, Option<char>, &str)> = (variables.iter())
            .map(|(n, o, m)| (n.as_str(), *o, m.as_str()))
            .collect();
        assert_eq!(
            shown,
            [
                ("path", Some('+'), ""),
                ("q", Some('?'), ""),
                ("limit", Some('?'), ":3"),
                ("seg", Some('/'), "*")
            ]
        );
    }
}
