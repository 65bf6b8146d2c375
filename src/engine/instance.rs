//! Whether a JSON value is an instance of a JSON Schema (2020-12, or draft-07 when the schema
//! says so): what a tool's `structuredContent` is held to by its `outputSchema`.
//!
//! The walk reads the schema's parsed tree as it is; a session parses each tool's schema once.
//! It never reports what it cannot decide: a regular expression (`pattern`,
//! `patternProperties`, and `additionalProperties` beside it) needs an ECMA-262 engine, which
//! would weigh more than the rest of the engine in the browser modules; `format` is an
//! annotation in 2020-12; `$ref` reaches only the schema's own pointers (`#`, `#/$defs/…`);
//! `unevaluated*` and `$dynamicRef` are left out. Each of these passes.

use super::finding::JsonType;
use super::json::{Array, Member, Object, Value};
use super::numbers;
use super::pointer::{Path, local_reference};
use super::span::Span;
use crate::spec::schema::Types;

/// What one value breaks, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// RFC 6901 pointer into the instance.
    pub pointer: String,
    /// Where, in the instance's text: a scalar in full, a container at its bracket, a member
    /// by its name.
    pub span: Span,
    pub broken: Broken,
}

/// The keyword a value breaks, with what a sentence needs of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    /// `type`: the types allowed, and the one found.
    Type { expected: Types, found: JsonType },
    /// `required` (or draft-07's `dependencies`, 2020-12's `dependentRequired`): a member lacks.
    Required { name: String },
    /// `additionalProperties` is `false` (or a `false` schema): a member the schema does not
    /// name.
    NotAllowed { name: String },
    /// A bound (`maximum`, `minLength`, `maxItems` …) and its limit as written.
    Bound { keyword: String, limit: String },
    /// Any other keyword: `enum`, `const`, `anyOf`, `oneOf`, `not`, `uniqueItems`,
    /// `contains`, `multipleOf`, or the `false` schema.
    Keyword(&'static str),
}

/// How deep `$ref`s and subschemas may lead before the walk gives up on a branch (a schema
/// may refer to itself without consuming any of the instance).
const MAX_DEPTH: usize = 64;

/// The dialects a tool's schema may be written in (basic/index, "Schema Dialect"): 2020-12, the
/// one without `$schema`, and draft-07. The checks of a tool's schemas read them here too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Draft07,
    Draft2020,
}

impl Dialect {
    /// The dialect a `$schema` names (none: 2020-12), or `None` for any other.
    pub fn declared(uri: Option<&str>) -> Option<Dialect> {
        let Some(uri) = uri else {
            return Some(Dialect::Draft2020);
        };
        // Without a substring search, which the browser modules otherwise do without.
        let uri = uri.trim_end_matches('#');
        let rest = (uri.strip_prefix("https://")).or_else(|| uri.strip_prefix("http://"));
        match rest {
            Some("json-schema.org/draft/2020-12/schema") => Some(Dialect::Draft2020),
            Some("json-schema.org/draft-07/schema") => Some(Dialect::Draft07),
            _ => None,
        }
    }

    /// The dialect of a schema by its root's `$schema`.
    pub fn of(schema: &Value<'_>) -> Option<Dialect> {
        match schema {
            Value::Object(object) => {
                Dialect::declared(member(object, "$schema").and_then(Value::as_str))
            }
            _ => Some(Dialect::Draft2020),
        }
    }
}

/// The failures of `instance` (in `instance_text`) against `schema` (in `schema_text`), in
/// document order of the walk, read in `dialect` ([`Dialect::of`]).
pub fn validate(
    (schema, schema_text): (&Value<'_>, &str),
    (instance, instance_text): (&Value<'_>, &str),
    dialect: Dialect,
) -> Vec<Failure> {
    let walk = Walk {
        root: schema,
        schema_text,
        instance_text,
        draft07: dialect == Dialect::Draft07,
    };
    let mut out = Vec::new();
    walk.check(schema, instance, &Path::Base(""), 0, &mut out);
    out
}

struct Walk<'w, 's> {
    root: &'w Value<'s>,
    schema_text: &'w str,
    instance_text: &'w str,
    draft07: bool,
}

fn member<'o, 'a>(object: &'o Object<'a>, name: &str) -> Option<&'o Value<'a>> {
    (object.members.iter().rev())
        .find(|m| m.is_named(name))
        .map(|m| &m.value)
}

fn is_true(value: &Value<'_>, text: &str) -> bool {
    matches!(value, Value::Bool(span) if text.get(span.start..span.end) == Some("true"))
}

fn count_against(count: usize, limit: &Value<'_>) -> Option<std::cmp::Ordering> {
    Some(numbers::compare(&count.to_string(), limit.as_number()?))
}

impl<'w, 's> Walk<'w, 's> {
    fn fail(&self, out: &mut Vec<Failure>, path: &Path<'_>, span: Span, broken: Broken) {
        out.push(Failure {
            pointer: path.to_string(),
            span,
            broken,
        });
    }

    /// Whether `instance` passes `schema`, without collecting why: for the branches of `anyOf`,
    /// `oneOf`, `not`, `if` and `contains`.
    fn passes(&self, schema: &Value<'s>, instance: &Value<'_>, depth: usize) -> bool {
        let mut scratch = Vec::new();
        self.check(schema, instance, &Path::Base(""), depth, &mut scratch);
        scratch.is_empty()
    }

    fn check(
        &self,
        schema: &Value<'s>,
        instance: &Value<'_>,
        path: &Path<'_>,
        depth: usize,
        out: &mut Vec<Failure>,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let at = instance.head();
        let schema = match schema {
            Value::Bool(_) if is_true(schema, self.schema_text) => return,
            Value::Bool(_) => return self.fail(out, path, at, Broken::Keyword("false")),
            Value::Object(object) => object,
            // Not a schema: the checks of the tool's schemas say so.
            _ => return,
        };
        if let Some(target) = member(schema, "$ref").and_then(Value::as_str) {
            if let Some(referred) = self.resolve(target) {
                self.check(&referred, instance, path, depth + 1, out);
            }
            // draft-07 ignores every keyword beside `$ref`.
            if self.draft07 {
                return;
            }
        }
        for keyword in schema.members {
            self.keyword(schema, keyword, instance, path, depth, out);
        }
    }

    /// One keyword of `schema` applied to `instance`.
    fn keyword(
        &self,
        schema: &Object<'s>,
        keyword: &Member<'s>,
        instance: &Value<'_>,
        path: &Path<'_>,
        depth: usize,
        out: &mut Vec<Failure>,
    ) {
        let value = &keyword.value;
        let at = instance.head();
        let name = keyword.name();
        match (name, instance) {
            ("type", _) => {
                let expected = match value {
                    Value::String(s) => type_named(s.value),
                    Value::Array(names) => (names.elements.iter())
                        .filter_map(Value::as_str)
                        .fold(Types(0), |all, name| all.or(type_named(name))),
                    _ => return,
                };
                let found = JsonType::of(instance);
                if expected != Types(0) && !expected.contains(found.types()) {
                    self.fail(out, path, at, Broken::Type { expected, found });
                }
            }
            ("enum", _) => {
                if let Value::Array(allowed) = value
                    && !(allowed.elements.iter()).any(|v| self.same(v, instance))
                {
                    self.fail(out, path, at, Broken::Keyword("enum"));
                }
            }
            ("const", _) if !self.same(value, instance) => {
                self.fail(out, path, at, Broken::Keyword("const"));
            }
            ("allOf", _) => {
                self.each_schema(value, |s| self.check(s, instance, path, depth + 1, out))
            }
            ("anyOf" | "oneOf", _) => {
                let Value::Array(branches) = value else {
                    return;
                };
                let passing = (branches.elements.iter())
                    .filter(|branch| self.passes(branch, instance, depth + 1))
                    .take(2)
                    .count();
                let broken = if name == "anyOf" {
                    passing == 0
                } else {
                    passing != 1
                };
                if broken {
                    let keyword = if name == "anyOf" { "anyOf" } else { "oneOf" };
                    self.fail(out, path, at, Broken::Keyword(keyword));
                }
            }
            ("not", _) if self.passes(value, instance, depth + 1) => {
                self.fail(out, path, at, Broken::Keyword("not"));
            }
            ("if", _) => {
                let branch = if self.passes(value, instance, depth + 1) {
                    "then"
                } else {
                    "else"
                };
                if let Some(branch) = member(schema, branch) {
                    self.check(branch, instance, path, depth + 1, out);
                }
            }
            ("minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum", Value::Number(n)) => {
                let Some(limit) = value.as_number() else {
                    return;
                };
                let order = numbers::compare(n.raw, limit);
                let broken = match name {
                    "minimum" => order.is_lt(),
                    "maximum" => order.is_gt(),
                    "exclusiveMinimum" => order.is_le(),
                    _ => order.is_ge(),
                };
                if broken {
                    self.bound(out, path, at, keyword, limit);
                }
            }
            ("multipleOf", Value::Number(n)) => {
                let step = value.as_number().unwrap_or("0");
                if is_multiple(n.raw, step) == Some(false) {
                    self.fail(out, path, at, Broken::Keyword("multipleOf"));
                }
            }
            ("minLength" | "maxLength", Value::String(s)) => {
                self.count(out, path, at, keyword, s.value.chars().count());
            }
            ("minItems" | "maxItems", Value::Array(items)) => {
                self.count(out, path, at, keyword, items.elements.len());
            }
            ("minProperties" | "maxProperties", Value::Object(object)) => {
                self.count(out, path, at, keyword, object.members.len());
            }
            ("required", Value::Object(object)) => self.required(value, object, path, out),
            ("dependentRequired", Value::Object(object)) if !self.draft07 => {
                self.dependencies(value, object, path, depth, out)
            }
            ("dependentSchemas", Value::Object(object)) if !self.draft07 => {
                self.dependencies(value, object, path, depth, out)
            }
            ("dependencies", Value::Object(object)) if self.draft07 => {
                self.dependencies(value, object, path, depth, out)
            }
            ("properties", Value::Object(object)) => {
                let Value::Object(properties) = value else {
                    return;
                };
                for m in object.members {
                    if let Some(property) = member(properties, m.name()) {
                        let inner = path.member(m.name());
                        self.check(property, &m.value, &inner, depth + 1, out);
                    }
                }
            }
            // Which members a pattern covers is not decided here (the module's comment).
            ("additionalProperties", Value::Object(object))
                if member(schema, "patternProperties").is_none() =>
            {
                let named = member(schema, "properties");
                for m in object.members {
                    let listed =
                        matches!(named, Some(Value::Object(p)) if member(p, m.name()).is_some());
                    if listed {
                        continue;
                    }
                    let inner = path.member(m.name());
                    if matches!(value, Value::Bool(_)) && !is_true(value, self.schema_text) {
                        let name = m.name().to_owned();
                        self.fail(out, &inner, m.key.span, Broken::NotAllowed { name });
                    } else {
                        self.check(value, &m.value, &inner, depth + 1, out);
                    }
                }
            }
            ("propertyNames", Value::Object(object)) => {
                for m in object.members {
                    let inner = path.member(m.name());
                    self.check(value, &Value::String(m.key), &inner, depth + 1, out);
                }
            }
            ("prefixItems", Value::Array(items)) if !self.draft07 => {
                if let Value::Array(schemas) = value {
                    self.tuple(schemas, items, path, depth, out);
                }
            }
            ("items", Value::Array(items)) => match value {
                Value::Array(schemas) => self.tuple(schemas, items, path, depth, out),
                _ => {
                    let skip = match member(schema, "prefixItems") {
                        Some(Value::Array(prefix)) if !self.draft07 => prefix.elements.len(),
                        _ => 0,
                    };
                    self.rest(value, items, skip, path, depth, out);
                }
            },
            ("additionalItems", Value::Array(items)) if self.draft07 => {
                if let Some(Value::Array(prefix)) = member(schema, "items") {
                    self.rest(value, items, prefix.elements.len(), path, depth, out);
                }
            }
            ("uniqueItems", Value::Array(items)) if is_true(value, self.schema_text) => {
                let elements = items.elements;
                let repeated = (1..elements.len()).any(|i| {
                    elements[..i]
                        .iter()
                        .any(|e| self.same_instances(e, &elements[i]))
                });
                if repeated {
                    self.fail(out, path, at, Broken::Keyword("uniqueItems"));
                }
            }
            ("contains", Value::Array(items)) => {
                let matching = (items.elements.iter())
                    .filter(|item| self.passes(value, item, depth + 1))
                    .count();
                let bound = |name: &str| {
                    member(schema, name)
                        .filter(|_| !self.draft07)
                        .and_then(|limit| Some((count_against(matching, limit)?, limit)))
                };
                match (bound("minContains"), bound("maxContains")) {
                    (Some((order, _)), _) if order.is_lt() => self.bound_named(
                        out,
                        path,
                        at,
                        "minContains",
                        member(schema, "minContains").and_then(Value::as_number),
                    ),
                    (_, Some((order, _))) if order.is_gt() => self.bound_named(
                        out,
                        path,
                        at,
                        "maxContains",
                        member(schema, "maxContains").and_then(Value::as_number),
                    ),
                    (None, _) if matching == 0 => {
                        self.fail(out, path, at, Broken::Keyword("contains"))
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    fn each_schema(&self, list: &Value<'s>, mut apply: impl FnMut(&Value<'s>)) {
        if let Value::Array(schemas) = list {
            schemas.elements.iter().for_each(&mut apply);
        }
    }

    fn bound(
        &self,
        out: &mut Vec<Failure>,
        path: &Path<'_>,
        at: Span,
        keyword: &Member<'s>,
        limit: &str,
    ) {
        self.bound_named(out, path, at, keyword.name(), Some(limit));
    }

    fn bound_named(
        &self,
        out: &mut Vec<Failure>,
        path: &Path<'_>,
        at: Span,
        name: &str,
        limit: Option<&str>,
    ) {
        let (keyword, limit) = (name.to_owned(), limit.unwrap_or_default().to_owned());
        self.fail(out, path, at, Broken::Bound { keyword, limit });
    }

    /// `minLength` … `maxProperties`: `count` against the keyword's limit.
    fn count(
        &self,
        out: &mut Vec<Failure>,
        path: &Path<'_>,
        at: Span,
        keyword: &Member<'s>,
        count: usize,
    ) {
        let Some(order) = count_against(count, &keyword.value) else {
            return;
        };
        let broken = if keyword.name().starts_with("min") {
            order.is_lt()
        } else {
            order.is_gt()
        };
        if broken {
            self.bound(
                out,
                path,
                at,
                keyword,
                keyword.value.as_number().unwrap_or_default(),
            );
        }
    }

    fn required(
        &self,
        names: &Value<'s>,
        object: &Object<'_>,
        path: &Path<'_>,
        out: &mut Vec<Failure>,
    ) {
        let Value::Array(names) = names else { return };
        for name in names.elements.iter().filter_map(Value::as_str) {
            if member(object, name).is_none() {
                let name = name.to_owned();
                self.fail(out, path, object.brace(), Broken::Required { name });
            }
        }
    }

    /// `dependentRequired`, `dependentSchemas` and draft-07's `dependencies`: for each member
    /// present, the names it requires or the schema the whole object must then pass.
    fn dependencies(
        &self,
        value: &Value<'s>,
        object: &Object<'_>,
        path: &Path<'_>,
        depth: usize,
        out: &mut Vec<Failure>,
    ) {
        let Value::Object(dependencies) = value else {
            return;
        };
        for dependency in dependencies.members {
            if member(object, dependency.name()).is_none() {
                continue;
            }
            match &dependency.value {
                names @ Value::Array(_) => self.required(names, object, path, out),
                schema => self.check(schema, &Value::Object(*object), path, depth + 1, out),
            }
        }
    }

    /// Items held to the schema of their position.
    fn tuple(
        &self,
        schemas: &Array<'s>,
        items: &Array<'_>,
        path: &Path<'_>,
        depth: usize,
        out: &mut Vec<Failure>,
    ) {
        for (index, (schema, item)) in schemas.elements.iter().zip(items.elements).enumerate() {
            self.check(schema, item, &path.index(index), depth + 1, out);
        }
    }

    /// The items from `skip` on held to one schema.
    fn rest(
        &self,
        schema: &Value<'s>,
        items: &Array<'_>,
        skip: usize,
        path: &Path<'_>,
        depth: usize,
        out: &mut Vec<Failure>,
    ) {
        for (index, item) in items.elements.iter().enumerate().skip(skip) {
            self.check(schema, item, &path.index(index), depth + 1, out);
        }
    }

    /// The subschema a local `$ref` names: `#`, or a JSON Pointer after it (percent-encoded,
    /// as a URI fragment is).
    fn resolve(&self, target: &str) -> Option<Value<'s>> {
        let mut at = *self.root;
        for token in local_reference(target)? {
            at = match at {
                Value::Object(object) => *member(&object, &token)?,
                Value::Array(array) => *array.elements.get(numbers::index(&token)?)?,
                _ => return None,
            };
        }
        Some(at)
    }

    /// `enum` and `const`: a schema's value against the instance.
    fn same(&self, schema_value: &Value<'_>, instance: &Value<'_>) -> bool {
        same_json(
            (schema_value, self.schema_text),
            (instance, self.instance_text),
        )
    }

    fn same_instances(&self, a: &Value<'_>, b: &Value<'_>) -> bool {
        same_json((a, self.instance_text), (b, self.instance_text))
    }
}

/// The types a `type` name stands for.
fn type_named(name: &str) -> Types {
    match name {
        "string" => Types::STRING,
        "integer" => Types::INTEGER,
        "number" => Types::NUMBER,
        "boolean" => Types::BOOLEAN,
        "null" => Types::NULL,
        "object" => Types::OBJECT,
        "array" => Types::ARRAY,
        _ => Types(0),
    }
}

/// Whether the number `lexeme` is a whole multiple of `step`, exactly (`0.3` is one of `0.1`,
/// which floating point doubts); `None` when `step` is not above zero or the two are too far
/// apart in scale to tell cheaply, which passes.
fn is_multiple(lexeme: &str, step: &str) -> Option<bool> {
    let (_, digits, point) = numbers::decimal(lexeme);
    let (step_negative, step_digits, step_point) = numbers::decimal(step);
    if step_negative || step_digits.is_empty() {
        return None;
    }
    if digits.is_empty() {
        return Some(true);
    }
    // Each as a whole number times a power of ten: the digits, and the exponent of the last.
    let exponent = point - digits.len() as i64;
    let step_exponent = step_point - step_digits.len() as i64;
    let common = exponent.min(step_exponent);
    // In 64 bits: the 128-bit division would weigh a kilobyte in the browser modules, and
    // numbers of more than 19 digits in a tool's schema or answer are left unjudged.
    let scaled = |digits: &str, exponent: i64| -> Option<u64> {
        let shift = u32::try_from(exponent - common).ok()?;
        digits
            .parse::<u64>()
            .ok()?
            .checked_mul(10u64.checked_pow(shift)?)
    };
    Some(scaled(&digits, exponent)? % scaled(&step_digits, step_exponent)? == 0)
}

/// Whether two values are equal as JSON: members in any order, numbers by value (`1.0` is
/// `1`), each value read in its own text.
pub fn same_json((a, a_text): (&Value<'_>, &str), (b, b_text): (&Value<'_>, &str)) -> bool {
    match (a, b) {
        (Value::Object(a), Value::Object(b)) => {
            a.members.len() == b.members.len()
                && (a.members.iter()).all(|m| {
                    member(b, m.name())
                        .is_some_and(|other| same_json((&m.value, a_text), (other, b_text)))
                })
        }
        (Value::Array(a), Value::Array(b)) => {
            a.elements.len() == b.elements.len()
                && (a.elements.iter().zip(b.elements))
                    .all(|(a, b)| same_json((a, a_text), (b, b_text)))
        }
        (Value::String(a), Value::String(b)) => a.value == b.value,
        (Value::Number(a), Value::Number(b)) => numbers::compare(a.raw, b.raw).is_eq(),
        (Value::Bool(a), Value::Bool(b)) => {
            a_text.get(a.start..a.end) == b_text.get(b.start..b.end)
        }
        (Value::Null(_), Value::Null(_)) => true,
        _ => false,
    }
}
