//! Reading a surface from what `check` reads: single answers (bare results or JSON-RPC
//! responses), transcripts (JSON Lines or arrays of messages, split as the engine splits them),
//! the walks `probe --save` writes, and several of these at once (a folder's files). The pages
//! of a list are joined in the order read.

use super::model::{Argument, Hints, List, ListKind, Node, Place, Server, Surface, Text, Value};
use crate::engine::json::{self, Spanned};
use crate::engine::{self, Span};
use crate::spec::REVISION;
use std::sync::Arc;

/// One text to read, named by `label` in places and errors; `lines` says it is JSON Lines
/// whatever it looks like (a `.jsonl` file).
pub struct Source {
    pub label: String,
    pub text: String,
    pub lines: bool,
}

impl Source {
    pub fn new(label: impl Into<String>, text: impl Into<String>, lines: bool) -> Source {
        Source {
            label: label.into(),
            text: text.into(),
            lines,
        }
    }
}

/// Why an input gives no surface. The sentences are in `words.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The file could not be read (missing, a directory without JSON files, not UTF-8 …);
    /// `reason` is the system's account.
    Unreadable { source: String, reason: String },
    /// The bytes are not UTF-8 text.
    NotUtf8 { source: String },
    /// Not JSON where a message should be: the first syntax error's line and column (from 1).
    NotJson {
        source: String,
        line: usize,
        column: usize,
    },
    /// A list answer whose items member is not an array.
    NotAList {
        source: String,
        line: usize,
        kind: ListKind,
    },
    /// An item without the string member it is known by (a tool's `name` …).
    NoKey {
        source: String,
        line: usize,
        kind: ListKind,
    },
    /// None of the inputs holds a list answer or a discover answer.
    Nothing { sources: Vec<String> },
}

/// Reads the surface the sources show together.
pub fn read(sources: Vec<Source>) -> Result<Surface, ReadError> {
    let mut surface = Surface::default();
    let labels: Vec<String> = sources.iter().map(|s| s.label.clone()).collect();
    for source in &sources {
        read_source(source, &mut surface)?;
    }
    match surface.is_empty() {
        true => Err(ReadError::Nothing { sources: labels }),
        false => Ok(surface),
    }
}

/// A source being read: its label and where its lines start, to place what it holds.
struct Reader<'a> {
    label: Arc<str>,
    text: &'a str,
    line_starts: Vec<usize>,
}

impl Reader<'_> {
    fn place(&self, span: Span) -> Place {
        Place {
            source: self.label.clone(),
            span,
            line: self.line_of(span.start),
        }
    }

    fn line_of(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&start| start <= offset)
    }

    fn column_of(&self, offset: usize) -> usize {
        let line_start = self.line_starts[self.line_of(offset) - 1];
        let before = self.text.get(line_start..).unwrap_or_default();
        // Characters that start before the offset (which may fall inside one).
        let column = before
            .char_indices()
            .take_while(|&(at, _)| line_start + at < offset);
        column.count() + 1
    }

    /// An owned copy of a parsed value whose spans are relative to `base`.
    fn node(&self, value: &json::Value<'_>, base: usize) -> Node {
        let span = value.span();
        let place = self.place(Span::new(span.start + base, span.end + base));
        let value = match value {
            json::Value::Null(_) => Value::Null,
            json::Value::Bool(span) => Value::Bool(self.text[span.start + base..].starts_with('t')),
            json::Value::Number(number) => Value::Number(number.raw.to_owned()),
            json::Value::String(string) => Value::String(string.value.to_owned()),
            json::Value::Array(array) => {
                Value::Array(array.elements.iter().map(|e| self.node(e, base)).collect())
            }
            json::Value::Object(object) => Value::Object(
                (object.members.iter())
                    .map(|m| (m.name().to_owned(), self.node(&m.value, base)))
                    .collect(),
            ),
        };
        Node { value, place }
    }
}

fn read_source(source: &Source, surface: &mut Surface) -> Result<(), ReadError> {
    let text = source.text.as_str();
    let mut line_starts = vec![0];
    line_starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
    let reader = Reader {
        label: source.label.as_str().into(),
        text,
        line_starts,
    };
    let pieces = engine::split_messages(text, source.lines)
        .unwrap_or_else(|| vec![Span::new(0, text.len())]);
    // Request ids (as JSON) and their methods; a response answers the latest with its id.
    let mut asked: Vec<(String, String)> = Vec::new();
    for span in pieces {
        let piece = &text[span.start..span.end];
        let arena = json::arena_for(piece);
        let parsed = json::parse(piece, &arena).map_err(|error| {
            let at = span.start + error.span.start;
            ReadError::NotJson {
                source: source.label.clone(),
                line: reader.line_of(at),
                column: reader.column_of(at),
            }
        })?;
        let mut message = reader.node(&parsed.root, span.start);
        let id = message.get("id").map(Node::to_json);
        if let (Some(method), Some(id)) = (message.get("method").and_then(Node::as_str), &id) {
            asked.push((id.clone(), method.to_owned()));
            continue;
        }
        let (result, method) = match message.take("result") {
            Some(result) => {
                let method = id.and_then(|id| asked.iter().rev().find(|(i, _)| *i == id));
                (result, method.map(|(_, method)| method.clone()))
            }
            // An error answer, a notification: nothing of the surface.
            None if message.get("error").is_some() || message.get("method").is_some() => continue,
            None => (message, None),
        };
        take_result(result, method.as_deref(), &source.label, surface)?;
    }
    Ok(())
}

/// Adds what one result shows: a list page, or the capabilities and identity of a discover
/// (or initialize) answer. The method it answers decides when known; else its members do.
fn take_result(
    result: Node,
    method: Option<&str>,
    label: &str,
    surface: &mut Surface,
) -> Result<(), ReadError> {
    let by_method = method.map(|m| ListKind::ALL.into_iter().find(|k| k.method() == m));
    let kind = match by_method {
        Some(kind) => kind,
        None => (ListKind::ALL.into_iter())
            .find(|k| result.get(k.member()).and_then(Node::elements).is_some()),
    };
    if let Some(kind) = kind {
        return take_page(result, kind, label, surface);
    }
    let is_discover = match method {
        Some(method) => matches!(method, "server/discover" | "initialize"),
        None => result.get("capabilities").is_some(),
    };
    if is_discover && surface.capabilities.is_none() {
        let negotiated = result.get("protocolVersion").and_then(Node::as_str);
        if let Some(revision) =
            negotiated.filter(|r| method == Some("initialize") && *r != REVISION)
        {
            surface.earlier = Some((revision.to_owned(), result.place.clone()));
        }
        surface.capabilities = result.get("capabilities").cloned();
        let info = (result.get("_meta"))
            .and_then(|meta| meta.get("io.modelcontextprotocol/serverInfo"))
            .or_else(|| result.get("serverInfo"));
        surface.server = info.map(|info| Server {
            name: text(info, "name"),
            title: text(info, "title"),
            version: text(info, "version"),
            place: info.place.clone(),
        });
    }
    Ok(())
}

fn take_page(
    mut result: Node,
    kind: ListKind,
    label: &str,
    surface: &mut Surface,
) -> Result<(), ReadError> {
    let not_a_list = ReadError::NotAList {
        source: label.to_owned(),
        line: result.place.line,
        kind,
    };
    let array = result.take(kind.member()).ok_or(not_a_list.clone())?;
    let array_place = array.place.clone();
    let Value::Array(elements) = array.value else {
        return Err(not_a_list);
    };
    let items = (elements.into_iter())
        .map(|node| {
            let line = node.place.line;
            super::model::Item::read(node, kind).ok_or_else(|| ReadError::NoKey {
                source: label.to_owned(),
                line,
                kind,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let list = surface.list_mut(kind);
    match list {
        Some(list) => list.items.extend(items),
        None => {
            *list = Some(List {
                kind,
                items,
                place: array_place,
                hints: Hints {
                    ttl_ms: result.get("ttlMs").cloned(),
                    cache_scope: result.get("cacheScope").cloned(),
                },
            })
        }
    }
    Ok(())
}

fn text(node: &Node, name: &str) -> Option<Text> {
    let member = node.get(name)?;
    Some(Text {
        value: member.as_str()?.to_owned(),
        place: member.place.clone(),
    })
}

impl super::model::Item {
    /// The item `node` holds, when it is an object with its key ([`ListKind::key`]) a string.
    fn read(node: Node, kind: ListKind) -> Option<super::model::Item> {
        let key = text(&node, kind.key())?;
        let arguments = (node.get("arguments").and_then(Node::elements))
            .unwrap_or_default()
            .iter()
            .filter_map(|argument| {
                Some(Argument {
                    name: text(argument, "name")?,
                    title: text(argument, "title"),
                    description: text(argument, "description"),
                    required: argument.get("required").cloned(),
                    node: argument.clone(),
                })
            })
            .collect();
        Some(super::model::Item {
            key,
            name: text(&node, "name"),
            title: text(&node, "title"),
            description: text(&node, "description"),
            arguments,
            uri_template: text(&node, "uriTemplate"),
            mime_type: text(&node, "mimeType"),
            node,
        })
    }
}
