//! The schemas of a tool (basic/index, "Schema Dialect" and "Schema Validation"; server/tools,
//! "Tool"): a `$schema` other than 2020-12's may be refused, as clients need support only that
//! dialect; and `inputSchema` and `outputSchema` MUST be valid under their declared or default
//! dialect: each keyword the dialect's meta-schema constrains is checked here against the form
//! it asks for, in every subschema.
//!
//! Dialects: 2020-12 (the default) and draft-07. Any other `$schema` (draft-04, draft-06,
//! 2019-09, a custom meta-schema) is not checked; `tool/schema-dialect` already warns of it.
//! Left out, as the meta-schemas leave them to `format`, an annotation in 2020-12: whether
//! `pattern` and the names of `patternProperties` are ECMA-262 regular expressions, and whether
//! `$ref`, `$id` and `$schema` are URIs.

use super::checker::{Checker, get};
use crate::engine::finding::explained_in_modules;
use crate::engine::instance::Dialect;
use crate::engine::json::{Array, Object, Spanned, Value};
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    InvalidSchema = "tool/invalid-schema", Error, SchemaValidation,
        summary: ("A tool's schema is not valid JSON Schema under its dialect.", "Схема инструмента не соответствует JSON Schema своего диалекта."),
        help: ("Give each keyword the form its dialect's meta-schema asks for: subschemas are objects or booleans, the value of type is a type name or an array of them, that of required an array of distinct strings.",
               "Записывайте каждое ключевое слово в той форме, которую требует метасхема диалекта: схема — объект или логическое значение, `type` — имя типа или их массив, `required` — массив различных строк."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"city": {"type": "text"}}, "required": "city"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]}}"#;
    SchemaDialect = "tool/schema-dialect", Warning, SchemaDialect,
        summary: ("A tool's schema declares a dialect other than JSON Schema 2020-12.", "Схема инструмента объявляет диалект, отличный от JSON Schema 2020-12."),
        help: ("Clients must support only 2020-12, which a schema without $schema already uses; write the schema in 2020-12 and drop $schema or set it to https://json-schema.org/draft/2020-12/schema.",
               "Клиенты ДОЛЖНЫ поддерживать диалект 2020-12 (другие\u{a0}— не обязаны), и схема без `$schema` уже написана на нём; перепишите схему на 2020-12 и уберите `$schema` или укажите `https://json-schema.org/draft/2020-12/schema`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}]}}"#;
}

/// The dialects whose meta-schemas this module knows.
/// Both schemas of a tool, each under the dialect its root declares.
pub fn tool(checker: &mut Checker<'_>, tool: &Object<'_>, path: &Path<'_>) {
    let name = get(tool, "name").and_then(|(_, name)| name.value.as_str());
    for (member, input) in [("inputSchema", true), ("outputSchema", false)] {
        let Some((_, schema)) = get(tool, member) else {
            continue;
        };
        let Value::Object(root) = &schema.value else {
            continue;
        };
        let schema_path = path.member(member);
        let declared = get(root, "$schema");
        let uri = declared.and_then(|(_, s)| s.value.as_str());
        if let (Some(tool), Some((_, declared)), Some(uri)) = (name, declared, uri)
            && !is_draft_2020(uri)
        {
            let finding = Found::SchemaDialect {
                tool: tool.to_owned(),
                dialect: uri.to_owned(),
            };
            let span = declared.value.span();
            checker.emit(
                Code::SchemaDialect,
                schema_path.member("$schema"),
                span,
                finding,
            );
        }
        let Some(dialect) = Dialect::declared(uri) else {
            continue;
        };
        let walk = Walk { dialect, input };
        walk.schema(checker, &schema.value, &schema_path, true);
    }
}

/// 2020-12's meta-schema: the dialect of a schema without `$schema`, and the only one every
/// client must support (basic/index, "Schema Dialect"); a `$schema` naming another draws
/// `tool/schema-dialect`.
fn is_draft_2020(uri: &str) -> bool {
    Dialect::declared(Some(uri)) == Some(Dialect::Draft2020)
}

struct Walk {
    dialect: Dialect,
    /// The root of an `inputSchema`, whose `type` the shape table already holds to "object".
    input: bool,
}

/// What a meta-schema asks of a keyword's value, or of one entry of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// An object or a boolean.
    Schema,
    /// A non-empty array of schemas.
    SchemaList,
    /// A schema or a non-empty array of schemas (draft-07's `items`).
    SchemaOrList,
    /// An object of schemas.
    SchemaMap,
    /// An object of schemas or arrays of distinct strings (`dependencies`).
    SchemaOrNamesMap,
    /// A schema or an array of distinct strings (an entry of `dependencies`).
    SchemaOrNames,
    /// An object of arrays of distinct strings (`dependentRequired`).
    NamesMap,
    /// An array of distinct strings.
    Names,
    /// A type name or a non-empty array of distinct ones.
    Type,
    TypeName,
    String,
    /// A string with no fragment but an empty one (`$id` in 2020-12).
    Id,
    /// A letter or `_`, then letters, digits, `-`, `.` and `_`.
    Anchor,
    Number,
    /// A number above zero.
    Positive,
    /// A whole number, zero or more.
    Count,
    Boolean,
    Array,
    /// An object of booleans (`$vocabulary`).
    Flags,
}

/// What draft-07 and 2020-12 ask of each keyword's value; `None` for a keyword the dialect
/// leaves free, as it does every keyword not listed. Sorted by length, then name: a binary
/// search compares lengths, and bytes only among names as long as the one sought.
mod table {
    use crate::engine::rules::schemas::Expect::{self, *};

    pub static KEYWORDS: &[(&str, Option<Expect>, Option<Expect>)] = &[
        ("if", Some(Schema), Some(Schema)),
        ("$id", Some(String), Some(Id)),
        ("not", Some(Schema), Some(Schema)),
        ("$ref", Some(String), Some(String)),
        ("else", Some(Schema), Some(Schema)),
        ("enum", Some(Array), Some(Array)),
        ("then", Some(Schema), Some(Schema)),
        ("type", Some(Type), Some(Type)),
        ("$defs", None, Some(SchemaMap)),
        ("allOf", Some(SchemaList), Some(SchemaList)),
        ("anyOf", Some(SchemaList), Some(SchemaList)),
        ("items", Some(SchemaOrList), Some(Schema)),
        ("oneOf", Some(SchemaList), Some(SchemaList)),
        ("title", Some(String), Some(String)),
        ("format", Some(String), Some(String)),
        ("$anchor", None, Some(Anchor)),
        ("$schema", Some(String), Some(String)),
        ("maximum", Some(Number), Some(Number)),
        ("minimum", Some(Number), Some(Number)),
        ("pattern", Some(String), Some(String)),
        ("$comment", Some(String), Some(String)),
        ("contains", Some(Schema), Some(Schema)),
        ("examples", Some(Array), Some(Array)),
        ("maxItems", Some(Count), Some(Count)),
        ("minItems", Some(Count), Some(Count)),
        ("readOnly", Some(Boolean), Some(Boolean)),
        ("required", Some(Names), Some(Names)),
        ("maxLength", Some(Count), Some(Count)),
        ("minLength", Some(Count), Some(Count)),
        ("writeOnly", Some(Boolean), Some(Boolean)),
        ("deprecated", None, Some(Boolean)),
        ("multipleOf", Some(Positive), Some(Positive)),
        ("properties", Some(SchemaMap), Some(SchemaMap)),
        ("$dynamicRef", None, Some(String)),
        ("$vocabulary", None, Some(Flags)),
        ("definitions", Some(SchemaMap), Some(SchemaMap)),
        ("description", Some(String), Some(String)),
        ("maxContains", None, Some(Count)),
        ("minContains", None, Some(Count)),
        ("prefixItems", None, Some(SchemaList)),
        ("uniqueItems", Some(Boolean), Some(Boolean)),
        (
            "dependencies",
            Some(SchemaOrNamesMap),
            Some(SchemaOrNamesMap),
        ),
        ("$recursiveRef", None, Some(String)),
        ("contentSchema", None, Some(Schema)),
        ("maxProperties", Some(Count), Some(Count)),
        ("minProperties", Some(Count), Some(Count)),
        ("propertyNames", Some(Schema), Some(Schema)),
        ("$dynamicAnchor", None, Some(Anchor)),
        ("additionalItems", Some(Schema), None),
        ("contentEncoding", Some(String), Some(String)),
        ("$recursiveAnchor", None, Some(Anchor)),
        ("contentMediaType", Some(String), Some(String)),
        ("dependentSchemas", None, Some(SchemaMap)),
        ("exclusiveMaximum", Some(Number), Some(Number)),
        ("exclusiveMinimum", Some(Number), Some(Number)),
        ("unevaluatedItems", None, Some(Schema)),
        ("dependentRequired", None, Some(NamesMap)),
        ("patternProperties", Some(SchemaMap), Some(SchemaMap)),
        ("additionalProperties", Some(Schema), Some(Schema)),
        ("unevaluatedProperties", None, Some(Schema)),
    ];
}

fn expect(keyword: &str, dialect: Dialect) -> Option<Expect> {
    let order = |name: &&str| (name.len().cmp(&keyword.len())).then_with(|| name.cmp(&keyword));
    let at = (table::KEYWORDS.binary_search_by(|(name, ..)| order(name))).ok()?;
    let (_, draft07, draft2020) = table::KEYWORDS[at];
    match dialect {
        Dialect::Draft07 => draft07,
        Dialect::Draft2020 => draft2020,
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use Expect as E;
    let forms = [
        E::Schema,
        E::SchemaList,
        E::SchemaOrList,
        E::SchemaMap,
        E::SchemaOrNamesMap,
        E::SchemaOrNames,
        E::NamesMap,
        E::Names,
        E::Type,
        E::TypeName,
        E::String,
        E::Id,
        E::Anchor,
        E::Number,
        E::Positive,
        E::Count,
        E::Boolean,
        E::Array,
        E::Flags,
    ];
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
    for expect in forms {
        for entry in [false, true] {
            let keyword = "required".to_owned();
            all.push(
                Found::Invalid {
                    keyword,
                    expect,
                    entry,
                }
                .into(),
            );
        }
    }
    all.push(
        Found::Repeated {
            keyword: "required".into(),
        }
        .into(),
    );
    all.push(
        Found::SchemaDialect {
            tool: "get_weather".into(),
            dialect: "http://json-schema.org/draft-07/schema#".into(),
        }
        .into(),
    );
    all
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_keyword_table_is_sorted() {
        let names = super::table::KEYWORDS
            .iter()
            .map(|(name, ..)| (name.len(), name));
        assert!(names.is_sorted());
    }
}

impl Walk {
    fn schema(&self, checker: &mut Checker<'_>, value: &Value<'_>, path: &Path<'_>, root: bool) {
        let Value::Object(object) = value else {
            return;
        };
        for member in object.members {
            let keyword = member.name();
            // The shape table checks these at the root.
            if root && (keyword == "$schema" || (self.input && keyword == "type")) {
                continue;
            }
            if let Some(expect) = expect(keyword, self.dialect) {
                let path = path.member(keyword);
                self.keyword(checker, keyword, expect, &member.value, &path, false);
            }
        }
    }

    fn keyword(
        &self,
        checker: &mut Checker<'_>,
        keyword: &str,
        expect: Expect,
        value: &Value<'_>,
        path: &Path<'_>,
        entry: bool,
    ) {
        let fits = match (expect, value) {
            (Expect::Schema, Value::Object(_) | Value::Bool(_)) => {
                self.schema(checker, value, path, false);
                true
            }
            (Expect::SchemaList | Expect::SchemaOrList, Value::Array(list))
                if !is_empty(checker, list) =>
            {
                self.entries(checker, keyword, Expect::Schema, list, path);
                true
            }
            (Expect::SchemaOrList, Value::Object(_) | Value::Bool(_)) => {
                self.schema(checker, value, path, false);
                true
            }
            (Expect::SchemaMap, Value::Object(map)) => {
                for member in map.members {
                    let path = path.member(member.name());
                    self.keyword(checker, keyword, Expect::Schema, &member.value, &path, true);
                }
                true
            }
            (Expect::SchemaOrNamesMap | Expect::NamesMap, Value::Object(map)) => {
                let each = match expect {
                    Expect::NamesMap => Expect::Names,
                    _ => Expect::SchemaOrNames,
                };
                for member in map.members {
                    let path = path.member(member.name());
                    self.keyword(checker, keyword, each, &member.value, &path, true);
                }
                true
            }
            (Expect::SchemaOrNames, Value::Object(_) | Value::Bool(_)) => {
                self.schema(checker, value, path, false);
                true
            }
            (Expect::Names | Expect::SchemaOrNames, Value::Array(names)) => {
                self.entries(checker, keyword, Expect::String, names, path);
                repeats(checker, keyword, names, path);
                true
            }
            (Expect::Type, Value::Array(names)) if !is_empty(checker, names) => {
                self.entries(checker, keyword, Expect::TypeName, names, path);
                repeats(checker, keyword, names, path);
                true
            }
            (Expect::Type | Expect::TypeName, Value::String(name)) => is_type_name(name.value),
            (Expect::Flags, Value::Object(map)) => {
                for member in map.members {
                    let path = path.member(member.name());
                    self.keyword(
                        checker,
                        keyword,
                        Expect::Boolean,
                        &member.value,
                        &path,
                        true,
                    );
                }
                true
            }
            (Expect::String, Value::String(_)) => true,
            (Expect::Id, Value::String(id)) => {
                (id.value.find('#')).is_none_or(|at| at + 1 == id.value.len())
            }
            (Expect::Anchor, Value::String(anchor)) => is_anchor(anchor.value),
            (Expect::Number, Value::Number(_)) => true,
            (Expect::Positive, Value::Number(n)) => !n.raw.starts_with('-') && !is_zero(n.raw),
            (Expect::Count, Value::Number(n)) => {
                numbers::is_whole(n.raw) && (!n.raw.starts_with('-') || is_zero(n.raw))
            }
            (Expect::Boolean, Value::Bool(_)) => true,
            (Expect::Array, Value::Array(_)) => true,
            _ => false,
        };
        if !fits {
            // A lone string in `type` is meant as a name: say which names there are.
            let expect = match (expect, value) {
                (Expect::Type, Value::String(_)) => Expect::TypeName,
                _ => expect,
            };
            let finding = Found::Invalid {
                keyword: keyword.to_owned(),
                expect,
                entry,
            };
            checker.emit(Code::InvalidSchema, path, value.head(), finding);
        }
    }

    fn entries(
        &self,
        checker: &mut Checker<'_>,
        keyword: &str,
        expect: Expect,
        list: &Array<'_>,
        path: &Path<'_>,
    ) {
        for (index, element) in list.elements.iter().enumerate() {
            self.keyword(checker, keyword, expect, element, &path.index(index), true);
        }
    }
}

/// An empty array as written: one left out of the tree for its depth stands empty too, but its
/// text is not.
fn is_empty(checker: &Checker<'_>, list: &Array<'_>) -> bool {
    list.elements.is_empty() && {
        let text = checker.raw(&Value::Array(*list));
        text.get(1..text.len().saturating_sub(1))
            .is_some_and(|inside| inside.trim().is_empty())
    }
}

/// Strings an earlier entry already has (`required`, `type`, `dependentRequired`): each array
/// must hold distinct ones.
fn repeats(checker: &mut Checker<'_>, keyword: &str, list: &Array<'_>, path: &Path<'_>) {
    let strings = || {
        list.elements
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some((i, v.as_str()?)))
    };
    let repeated: Vec<usize> = if list.elements.len() <= 16 {
        let elements = list.elements;
        strings()
            .filter(|(index, name)| elements[..*index].iter().any(|e| e.as_str() == Some(name)))
            .map(|(index, _)| index)
            .collect()
    } else {
        crate::engine::names::repeats(strings())
    };
    for index in repeated {
        let finding = Found::Repeated {
            keyword: keyword.to_owned(),
        };
        let span = list.elements[index].span();
        checker.emit(Code::InvalidSchema, path.index(index), span, finding);
    }
}

fn is_type_name(name: &str) -> bool {
    matches!(
        name,
        "array" | "boolean" | "integer" | "null" | "number" | "object" | "string"
    )
}

/// `^[A-Za-z_][-A-Za-z0-9._]*$`, the 2020-12 meta-schema's anchor.
fn is_anchor(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))
}

/// Whether a number lexeme is zero: no digit but 0 before its exponent.
fn is_zero(lexeme: &str) -> bool {
    (lexeme.bytes())
        .take_while(|b| !matches!(b, b'e' | b'E'))
        .all(|b| !matches!(b, b'1'..=b'9'))
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A keyword's value, or one `entry` of it, is not of the form the meta-schema asks for.
    Invalid {
        keyword: String,
        expect: Expect,
        entry: bool,
    },
    /// A string the array already holds.
    Repeated {
        keyword: String,
    },
    SchemaDialect {
        tool: String,
        dialect: String,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::schemas::{Expect, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Invalid {
                keyword,
                expect,
                entry: false,
            } => say!("`{keyword}` must be {}.", form(*expect)),
            Found::Invalid {
                keyword, expect, ..
            } => {
                say!("Each entry of `{keyword}` must be {}.", form(*expect))
            }
            Found::Repeated { keyword } => {
                say!("This entry of `{keyword}` repeats an earlier one; they must differ.")
            }
            Found::SchemaDialect { tool, dialect } => say!(
                "The tool \"{tool}\" declares the dialect \"{dialect}\"; clients need support only JSON Schema 2020-12, so one that lacks this dialect may refuse the tool."
            ),
        }
    }

    fn form(expect: Expect) -> String {
        match expect {
            Expect::Schema => say!("a schema: an object or a boolean"),
            Expect::SchemaList => say!("a non-empty array of schemas"),
            Expect::SchemaOrList => say!("a schema or a non-empty array of schemas"),
            Expect::SchemaMap => say!("an object of schemas"),
            Expect::SchemaOrNamesMap => say!("an object of schemas or arrays of strings"),
            Expect::SchemaOrNames => say!("a schema or an array of distinct strings"),
            Expect::NamesMap => say!("an object of arrays of strings"),
            Expect::Names => say!("an array of distinct strings"),
            Expect::Type => say!("a type name or a non-empty array of distinct ones"),
            Expect::TypeName => {
                say!("`array`, `boolean`, `integer`, `null`, `number`, `object` or `string`")
            }
            Expect::String => say!("a string"),
            Expect::Id => say!("a URI with no fragment (a lone trailing `#` is allowed)"),
            Expect::Anchor => say!("a letter or `_`, then letters, digits, `-`, `.` or `_`"),
            Expect::Number => say!("a number"),
            Expect::Positive => say!("a number above zero"),
            Expect::Count => say!("a whole number, zero or more"),
            Expect::Boolean => say!("true or false"),
            Expect::Array => say!("an array"),
            Expect::Flags => say!("an object of booleans"),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::schemas::{Expect, Found};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::Invalid {
                keyword,
                expect,
                entry: false,
            } => say!("Значение `{keyword}` должно быть {}.", form(*expect)),
            Found::Invalid {
                keyword, expect, ..
            } => {
                say!("Каждый элемент `{keyword}` должен быть {}.", form(*expect))
            }
            Found::Repeated { keyword } => {
                say!("Этот элемент `{keyword}` повторяет предыдущий; элементы должны различаться.")
            }
            Found::SchemaDialect { tool, dialect } => say!(
                "Инструмент «{tool}» объявляет диалект «{dialect}»; клиенты ДОЛЖНЫ поддерживать диалект 2020-12 (другие\u{a0}— не обязаны), а клиент, которому этот диалект незнаком, может отвергнуть инструмент."
            ),
        }
    }

    fn form(expect: Expect) -> String {
        match expect {
            Expect::Schema => say!("схемой: объектом или логическим значением"),
            Expect::SchemaList => say!("непустым массивом схем"),
            Expect::SchemaOrList => say!("схемой или непустым массивом схем"),
            Expect::SchemaMap => say!("объектом со схемами в значениях"),
            Expect::SchemaOrNamesMap => {
                say!("объектом, значения которого — схемы или массивы строк")
            }
            Expect::SchemaOrNames => say!("схемой или массивом различных строк"),
            Expect::NamesMap => say!("объектом, значения которого — массивы строк"),
            Expect::Names => say!("массивом различных строк"),
            Expect::Type => say!("именем типа или непустым массивом различных имён"),
            Expect::TypeName => {
                say!(
                    "одним из имён `array`, `boolean`, `integer`, `null`, `number`, `object`, `string`"
                )
            }
            Expect::String => say!("строкой"),
            Expect::Id => say!("URI без фрагмента (допустим лишь `#` в конце)"),
            Expect::Anchor => {
                say!("именем из букв, цифр, `-`, `.` и `_`, которое начинается с буквы или `_`")
            }
            Expect::Number => say!("числом"),
            Expect::Positive => say!("числом больше нуля"),
            Expect::Count => say!("целым неотрицательным числом"),
            Expect::Boolean => say!("логическим значением"),
            Expect::Array => say!("массивом"),
            Expect::Flags => say!("объектом с логическими значениями"),
        }
    }
}
