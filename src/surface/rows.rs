//! A JSON Schema (a tool's `inputSchema` or `outputSchema`) as the rows of a parameter table:
//! one row per property, nested objects and array items below their parent (`a.b`, `a[]`),
//! `oneOf`/`anyOf`/`allOf` as numbered choices, local `$ref`s (`$defs`, `definitions`, any
//! pointer into the schema) followed, a recursive one named once and not followed again.
//! Shared by `docs` and the browser's reference view; each writes a row its own way.

use super::model::Node;
use crate::inert::inert;
use crate::spec::{Lang, msg};

/// How deep nested schemas are followed: deeper ones are named, not expanded.
const MAX_DEPTH: usize = 12;

/// One row of a parameter table.
pub struct Row {
    pub path: String,
    pub depth: usize,
    pub types: String,
    pub required: bool,
    /// Whether the value is also sent as an HTTP header (`x-mcp-header`).
    pub header: bool,
    /// The schema's description (or title) as the server wrote it: each front end makes it
    /// safe its own way.
    pub description: Option<String>,
    /// Enums, constants, defaults, formats, bounds …
    pub facts: Vec<Fact>,
}

/// A fact about a value: a label of ours, then (inert) server text, shown as code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub label: String,
    pub value: Option<String>,
}

/// The rows of `schema`: its properties when it has any, none for an object without any, else
/// one row for the value itself.
pub fn rows(schema: &Node, lang: Lang) -> Vec<Row> {
    let mut walk = Walk {
        root: schema,
        lang,
        rows: Vec::new(),
        following: Vec::new(),
    };
    let (resolved, _) = walk.resolve(schema);
    let composed = ["oneOf", "anyOf", "allOf"]
        .iter()
        .any(|k| resolved.get(k).is_some());
    let is_object = resolved.get("type").and_then(Node::as_str) == Some("object");
    match resolved.get("properties").and_then(Node::members) {
        Some(_) => walk.properties(resolved, "", 0),
        // An object that names no property takes no parameters worth a row.
        None if is_object && !composed => {}
        None => walk.row(String::new(), schema, false, 0, None),
    }
    walk.rows
}

struct Walk<'a> {
    root: &'a Node,
    lang: Lang,
    rows: Vec<Row>,
    /// The `$ref`s being followed, to stop at a schema that contains itself.
    following: Vec<String>,
}

impl<'a> Walk<'a> {
    /// The schema a `$ref` names (when local and found) and the reference itself.
    fn resolve(&self, schema: &'a Node) -> (&'a Node, Option<String>) {
        let Some(reference) = schema.get("$ref").and_then(Node::as_str) else {
            return (schema, None);
        };
        let target = self.root.follow(reference);
        (target.unwrap_or(schema), Some(reference.to_owned()))
    }

    fn properties(&mut self, schema: &'a Node, prefix: &str, depth: usize) {
        let required: Vec<&str> = (schema.get("required").and_then(Node::elements))
            .unwrap_or_default()
            .iter()
            .filter_map(Node::as_str)
            .collect();
        for (name, property) in schema
            .get("properties")
            .and_then(Node::members)
            .unwrap_or_default()
        {
            let path = format!("{prefix}{}", inert(name));
            self.row(
                path,
                property,
                required.contains(&name.as_str()),
                depth,
                None,
            );
        }
    }

    fn row(
        &mut self,
        path: String,
        schema: &'a Node,
        required: bool,
        depth: usize,
        choice: Option<String>,
    ) {
        let (resolved, reference) = self.resolve(schema);
        let recursive = reference
            .as_ref()
            .is_some_and(|r| self.following.contains(r));
        let mut facts = Vec::new();
        if let Some(reference) = &reference {
            let word = match (recursive, std::ptr::eq(resolved, schema)) {
                (true, _) => msg!("recursive, as", "рекурсивно, как"),
                (false, true) => msg!("not resolved:", "не найдено:"),
                (false, false) => msg!("from", "из"),
            };
            fact(&mut facts, word.get(self.lang), Some(inert(reference)));
        }
        let mut types = self.types(resolved);
        if let Some(choice) = choice {
            types = format!("{choice}: {types}");
        }
        if !recursive {
            self.facts(resolved, &mut facts);
        }
        let text = (resolved
            .get("description")
            .or_else(|| resolved.get("title")))
        .and_then(Node::as_str)
        .map(str::to_owned);
        self.rows.push(Row {
            path: path.clone(),
            depth,
            types,
            required,
            header: resolved.get("x-mcp-header").is_some(),
            description: text,
            facts,
        });
        if recursive || depth >= MAX_DEPTH {
            return;
        }
        if let Some(reference) = &reference {
            self.following.push(reference.clone());
        }
        let prefix = if path.is_empty() {
            String::new()
        } else {
            format!("{path}.")
        };
        if resolved.get("properties").is_some() {
            self.properties(resolved, &prefix, depth + 1);
        }
        if let Some(items) = resolved.get("items").filter(|i| i.members().is_some()) {
            self.row(format!("{path}[]"), items, false, depth + 1, None);
        }
        for (keyword, word) in [
            ("oneOf", msg!("choice", "вариант")),
            ("anyOf", msg!("choice", "вариант")),
            ("allOf", msg!("part", "часть")),
        ] {
            let Some(alternatives) = resolved.get(keyword).and_then(Node::elements) else {
                continue;
            };
            for (index, alternative) in alternatives.iter().enumerate() {
                let label = msg!(
                    "{} {} of {}",
                    "{} {} из {}",
                    word.get(self.lang),
                    index + 1,
                    alternatives.len()
                );
                let label = label.get(self.lang).to_owned();
                self.row(path.clone(), alternative, false, depth + 1, Some(label));
            }
        }
        if reference.is_some() {
            self.following.pop();
        }
    }

    /// The declared type, or what the schema's keywords imply when it declares none.
    fn types(&self, schema: &Node) -> String {
        if let Some(name) = schema.get("type").and_then(Node::as_str) {
            return inert(name);
        }
        if let Some(names) = schema.get("type").and_then(Node::elements) {
            let names: Vec<String> = names.iter().filter_map(Node::as_str).map(inert).collect();
            return names.join(" | ");
        }
        let implied = if schema.get("properties").is_some() {
            "object"
        } else if schema.get("items").is_some() {
            "array"
        } else if schema.get("oneOf").is_some() || schema.get("anyOf").is_some() {
            return msg!("one of the choices", "один из вариантов")
                .get(self.lang)
                .to_owned();
        } else if schema.get("allOf").is_some() {
            return msg!("all of the parts", "все части сразу")
                .get(self.lang)
                .to_owned();
        } else if schema.get("const").is_some() || schema.get("enum").is_some() {
            return msg!("a listed value", "значение из списка")
                .get(self.lang)
                .to_owned();
        } else {
            return msg!("any", "любой").get(self.lang).to_owned();
        };
        implied.to_owned()
    }

    fn facts(&self, schema: &Node, facts: &mut Vec<Fact>) {
        let lang = self.lang;
        if let Some(values) = schema.get("enum").and_then(Node::elements) {
            let values: Vec<String> = values.iter().map(|v| inert(&v.to_json())).collect();
            fact(
                facts,
                msg!("one of", "одно из").get(lang),
                Some(values.join(", ")),
            );
        }
        let valued = [
            ("const", msg!("always", "всегда")),
            ("default", msg!("default", "по умолчанию")),
            ("format", msg!("format", "формат")),
            ("pattern", msg!("pattern", "регулярное выражение")),
            ("minimum", msg!("at least", "не меньше")),
            ("exclusiveMinimum", msg!("more than", "больше")),
            ("maximum", msg!("at most", "не больше")),
            ("exclusiveMaximum", msg!("less than", "меньше")),
            ("multipleOf", msg!("a multiple of", "кратно")),
            (
                "minLength",
                msg!("characters at least", "символов не меньше"),
            ),
            (
                "maxLength",
                msg!("characters at most", "символов не больше"),
            ),
            ("minItems", msg!("items at least", "элементов не меньше")),
            ("maxItems", msg!("items at most", "элементов не больше")),
            ("contentMediaType", msg!("media type", "тип содержимого")),
            (
                "x-mcp-header",
                msg!("sent as the HTTP header", "передаётся в HTTP-заголовке"),
            ),
            ("examples", msg!("examples", "примеры")),
        ];
        for (keyword, word) in valued {
            if let Some(value) = schema.get(keyword) {
                let shown = match value.as_str() {
                    Some(text) if keyword != "const" && keyword != "default" => inert(text),
                    _ => inert(&value.to_json()),
                };
                fact(facts, word.get(lang), Some(shown));
            }
        }
        if schema.get("uniqueItems").and_then(Node::as_bool) == Some(true) {
            fact(
                facts,
                msg!("no repeated items", "без повторов").get(lang),
                None,
            );
        }
        if schema.get("additionalProperties").and_then(Node::as_bool) == Some(false) {
            fact(
                facts,
                msg!("no other fields", "других полей нет").get(lang),
                None,
            );
        }
        if schema.get("deprecated").and_then(Node::as_bool) == Some(true) {
            fact(facts, msg!("deprecated", "устарело").get(lang), None);
        }
    }
}

fn fact(facts: &mut Vec<Fact>, label: &str, value: Option<String>) {
    facts.push(Fact {
        label: label.to_owned(),
        value,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surface::{Source, read};

    fn schema(json: &str) -> Node {
        let list = format!(r#"{{"tools":[{{"name":"t","inputSchema":{json}}}]}}"#);
        let surface = read(vec![Source::new("t.json", list, false)]).unwrap();
        surface.tools.unwrap().items[0]
            .input_schema()
            .cloned()
            .unwrap()
    }

    #[test]
    fn nested_objects_arrays_and_refs_become_rows() {
        let schema = schema(
            r##"{"type":"object","required":["where"],"properties":{
                "where":{"$ref":"#/$defs/place"},
                "tags":{"type":"array","items":{"type":"string","enum":["a","b"]}}},
              "$defs":{"place":{"type":"object","properties":{"city":{"type":"string","default":"Oslo"}}}}}"##,
        );
        let rows = rows(&schema, Lang::En);
        let paths: Vec<&str> = rows.iter().map(|r| r.path.as_str()).collect();
        assert_eq!(paths, ["where", "where.city", "tags", "tags[]"]);
        assert!(rows[0].required && !rows[2].required);
        assert_eq!(rows[1].types, "string");
        let values = |row: &Row| -> Vec<Option<String>> {
            row.facts.iter().map(|f| f.value.clone()).collect()
        };
        assert!(values(&rows[1]).contains(&Some("\"Oslo\"".to_owned())));
        assert!(values(&rows[3]).contains(&Some("\"a\", \"b\"".to_owned())));
    }

    #[test]
    fn a_recursive_ref_is_named_once() {
        let schema = schema(
            r##"{"type":"object","properties":{"node":{"$ref":"#/$defs/node"}},
              "$defs":{"node":{"type":"object","properties":{"child":{"$ref":"#/$defs/node"}}}}}"##,
        );
        let rows = rows(&schema, Lang::En);
        let paths: Vec<&str> = rows.iter().map(|r| r.path.as_str()).collect();
        assert_eq!(paths, ["node", "node.child"]);
        assert_eq!(rows[1].facts[0].label, "recursive, as");
    }

    #[test]
    fn an_object_without_properties_has_no_rows_and_another_value_one() {
        assert!(rows(&schema(r#"{"type":"object"}"#), Lang::En).is_empty());
        let rows = rows(
            &schema(r#"{"type":"array","items":{"type":"string"}}"#),
            Lang::En,
        );
        let paths: Vec<&str> = rows.iter().map(|r| r.path.as_str()).collect();
        assert_eq!(paths, ["", "[]"]);
    }

    #[test]
    fn choices_are_numbered() {
        let schema = schema(
            r#"{"type":"object","properties":{"v":{"oneOf":[{"type":"string"},{"const":3}]}}}"#,
        );
        let rows = rows(&schema, Lang::Ru);
        assert_eq!(rows[1].types, "вариант 1 из 2: string");
        assert_eq!(rows[2].types, "вариант 2 из 2: значение из списка");
    }
}
