//! Structure from the official schema, for any type of the shape table: JSON types, required
//! and unknown members, enums, consts, bounds and formats. Prose rules hook in through the
//! checker's hooks, which the registry in `rules/mod.rs` fills.

use super::checker::{Checker, default_value, fix, get, owned_absence, rename_fix, subject};
use super::facts::REQUIRED_META;
use crate::engine::diagnostic::{Diagnostic, Span};
use crate::engine::edits::{insert_member, quote, rename_member, replace};
use crate::engine::finding::Subject;
use crate::engine::finding::{Finding, explained_in_modules};
use crate::engine::finding::{FixTitle, JsonType};
use crate::engine::json::{Object, Spanned, Value, same_name};
use crate::engine::names::{is_absolute_uri, is_base64, is_uri_template, likely_meant};
use crate::engine::numbers;
use crate::engine::pointer::{Path, split_last};
use crate::spec::codes::Code;
use crate::spec::schema::{Bounds, DefId, Expect, Format, Rest, Shape, Types};
use crate::spec::{SpecPage, fields};
use std::cmp::Ordering;
use std::fmt::Display;

crate::spec::codes::codes! {
    MissingMember = "schema/missing-member", Error, Discover,
        summary: ("A required member is missing.", "Нет обязательного поля."),
        help: ("Add the member. Where one value suits most servers, a fix offers it.",
               "Добавьте поле. Если большинству серверов подходит одно и то же значение, его предложит исправление."),
        bad: r#"{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "cacheScope": "public"}"#,
        good: r#"{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}"#;
    WrongType = "schema/wrong-type", Error, Discover,
        summary: ("The value has the wrong JSON type.", "У значения неверный тип JSON."),
        help: ("Write the value with the type the field table gives.", "Запишите значение того типа, который указан в таблице полей."),
        bad: r#"{"capabilities": {"tools": {"listChanged": "yes"}}, …}"#,
        good: r#"{"capabilities": {"tools": {"listChanged": true}}, …}"#;
    MisspeltMember = "schema/misspelt-member", Warning, Discover,
        summary: ("A member name looks like a misspelt known one.", "Имя поля похоже на известное, но с опечаткой."),
        help: ("Member names are case-sensitive camelCase; clients ignore a misspelt one.",
               "Имена полей чувствительны к регистру и пишутся в стиле `camelCase`; поле с опечаткой клиенты пропустят."),
        bad: r#"{"ttl_ms": 60000, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "cacheScope": "public"}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    UnknownMember = "schema/unknown-member", Info, Discover,
        summary: ("A member the specification does not define.", "Поле, которого нет в спецификации."),
        help: ("Allowed, and ignored by clients that do not know it; custom data belongs in _meta under your own prefix.",
               "Поле допустимо, но клиенты, которые его не знают, его пропустят; собственные данные кладите в `_meta` под своим префиксом."),
        bad: r#"{"capabilities": {"sampling": {}}, …}"#,
        good: r#"{"capabilities": {"tools": {}}, …}"#;
    EnumValue = "schema/enum-value", Error, Caching,
        summary: ("The value is not one of the allowed words.", "Значение не входит в число допустимых."),
        help: ("Use one of the listed values exactly, in lower case.", "Запишите одно из перечисленных значений без изменений, строчными буквами."),
        bad: r#"{"cacheScope": "Public", …}"#,
        good: r#"{"cacheScope": "public", …}"#;
    InvalidUri = "schema/invalid-uri", Error, Discover,
        summary: ("The value is not an absolute URI.", "Значение не является абсолютным URI."),
        help: ("Write a full URI with a scheme, such as https://example.com/ or a data: URI.",
               "Запишите полный URI со схемой, например `https://example.com/` или `data:`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "websiteUrl": "example.com"}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "websiteUrl": "https://example.com/"}}, …}"#;
    ConstValue = "schema/const", Error, Schema,
        summary: ("A member must hold one fixed value.", "Поле должно содержать одно определённое значение."),
        help: ("Write exactly the value the schema fixes for this member.",
               "Запишите ровно то значение, которое схема задаёт для этого поля."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "array"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}]}}"#;
    OutOfRange = "schema/out-of-range", Error, Schema,
        summary: ("A number lies outside the bounds the schema sets.", "Число вне границ, заданных схемой."),
        help: ("Bring the number within the bounds the message names.",
               "Задайте число в пределах, названных в сообщении."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "file:///a.txt", "name": "a", "annotations": {"priority": 2}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "file:///a.txt", "name": "a", "annotations": {"priority": 1}}]}}"#;
    NotBase64 = "schema/not-base64", Error, Schema,
        summary: ("A value the schema marks as bytes is not base64.", "Значение, которое схема отмечает как байты, не в `base64`."),
        help: ("Encode the bytes in standard base64 with = padding.",
               "Закодируйте байты стандартным `base64` с дополнением `=`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///a.bin", "blob": "not base64!"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///a.bin", "blob": "AAEC"}]}}"#;
    InvalidUriTemplate = "schema/invalid-uri-template", Error, Resources,
        summary: ("The value is not a URI template (RFC 6570).", "Значение не является шаблоном URI (RFC 6570)."),
        help: ("Close every brace and put only variable names inside, such as file:///{path} or https://example.com/{user}{?page}.",
               "Закройте каждую фигурную скобку и пишите внутри только имена переменных, например `file:///{path}` или `https://example.com/{user}{?page}`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resourceTemplates": [{"uriTemplate": "file:///{path", "name": "file"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resourceTemplates": [{"uriTemplate": "file:///{path}", "name": "file"}]}}"#;
    TooManyItems = "schema/too-many-items", Error, Completion,
        summary: ("An array holds more items than the schema allows.", "В массиве больше элементов, чем допускает схема."),
        help: ("Send at most as many items as the message names: a server answers completion/complete with its 100 best values at most, and says through total and hasMore that there are more.",
               "Отправляйте не больше элементов, чем указано в сообщении: на `completion/complete` сервер возвращает не больше 100 лучших вариантов, а о том, что вариантов больше, сообщает полями `total` и `hasMore`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "completion": {"values": ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"], "hasMore": true}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "completion": {"values": ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"], "total": 101, "hasMore": true}}}"#;
}

/// The string an option of a union fixes its `type` member to (a content block's), if it does.
fn tag_of(option: &'static Expect) -> Option<&'static str> {
    let body = match *option {
        Expect::Ref(def) => def.body(),
        _ => option,
    };
    match body {
        Expect::Object(shape) => match shape.member("type") {
            Some(Expect::ConstStr(tag)) => Some(tag),
            _ => None,
        },
        _ => None,
    }
}

/// The JSON types `expect` admits at the top, before looking inside.
fn top_types(expect: &Expect) -> Types {
    match *expect {
        Expect::Any => Types(0x7f),
        Expect::Json(types) | Expect::Bounded(types, _) => types,
        Expect::Format(_) | Expect::Enum(_) | Expect::ConstStr(_) => Types::STRING,
        Expect::ConstInt(_) => Types::INTEGER,
        Expect::Ref(def) => top_types(def.body()),
        Expect::Array(_) | Expect::ArrayAtMost(..) => Types::ARRAY,
        Expect::Object(_) => Types::OBJECT,
        Expect::AnyOf(options) => options
            .iter()
            .fold(Types(0), |all, option| all.or(top_types(option))),
    }
}

impl Checker<'_> {
    /// Checks `value` against `expect` (a type of `owner`, when it has a name). Returns whether
    /// the value had an admissible JSON type, so callers know whether to look inside.
    pub fn check(
        &mut self,
        value: &Value<'_>,
        expect: &Expect,
        owner: Option<DefId>,
        path: &Path<'_>,
    ) -> bool {
        if let Expect::Ref(def) = *expect {
            return self.check_def(value, def, path);
        }
        if !self.expect_types(value, top_types(expect), path) {
            return false;
        }
        match (*expect, value) {
            (Expect::Format(format), Value::String(string)) => {
                self.format(value, string.value, format, path);
            }
            (Expect::Bounded(_, bounds), Value::Number(number)) => {
                self.bounds(value, number.raw, bounds, path);
            }
            (Expect::Enum(allowed), Value::String(string)) => {
                self.enumeration(value, string.value, allowed.to_vec(), path);
            }
            (Expect::ConstStr(wanted), Value::String(string)) if string.value != wanted => {
                self.constant(value, quote(wanted), path);
            }
            (Expect::ConstInt(wanted), Value::Number(number))
                if numbers::compare_with(number.raw, wanted) != Ordering::Equal =>
            {
                self.constant(value, wanted.to_string(), path);
            }
            (Expect::Array(items), Value::Array(array)) => {
                for (index, element) in array.elements.iter().enumerate() {
                    self.check(element, items, None, &path.index(index));
                }
            }
            (Expect::ArrayAtMost(items, most), Value::Array(array)) => {
                for (index, element) in array.elements.iter().enumerate() {
                    self.check(element, items, None, &path.index(index));
                }
                if array.elements.len() > most as usize {
                    let finding = Found::TooManyItems {
                        at: subject(path),
                        count: array.elements.len(),
                        most,
                    };
                    self.emit_structural(Code::TooManyItems, path, value.span(), finding);
                }
            }
            (Expect::Object(shape), Value::Object(object)) => {
                self.object(object, shape, owner, path);
            }
            (Expect::AnyOf(options), _) => self.union(value, options, path),
            _ => {}
        }
        true
    }

    /// Reports a value whose JSON type `types` does not admit; returns whether it admits it.
    pub fn expect_types(&mut self, value: &Value<'_>, types: Types, path: &Path<'_>) -> bool {
        let found = JsonType::of(value);
        if types.contains(found.types()) {
            return true;
        }
        let span = value.span();
        let finding = Found::WrongType {
            at: subject(path),
            expected: types,
            found,
        };
        let diagnostic = self.emit_structural(Code::WrongType, path, span, finding);
        // A quoted boolean or number is the commonest slip and has a mechanical fix.
        if let Value::String(string) = value {
            let inner = string.value.trim();
            let unquoted = match () {
                _ if types.contains(Types::BOOLEAN) && matches!(inner, "true" | "false") => true,
                _ if types.contains(Types::INTEGER) && numbers::is_json_number(inner) => {
                    types.contains(Types::NUMBER) || numbers::shape(inner).whole
                }
                _ => false,
            };
            if unquoted {
                diagnostic.offer(|| {
                    fix(
                        FixTitle::Unquote(inner.to_owned()),
                        vec![replace(span, inner)],
                    )
                });
            }
        }
        false
    }

    /// One pass over the members, last first: a member the shape names is checked against
    /// it (only the last of a repeated name, the value a JavaScript client keeps), any other
    /// one as `rest` says; then the required members that are absent. Looking each member up
    /// once, instead of each name of the shape in the object, halves the name comparisons on
    /// a long list of tools.
    fn object(
        &mut self,
        object: &Object<'_>,
        shape: &'static Shape,
        owner: Option<DefId>,
        path: &Path<'_>,
    ) {
        // One bit per member of the shape (the largest has 11) that the object has.
        let mut present: u32 = 0;
        let mut stand_ins = Vec::new();
        for (index, member) in object.members.iter().enumerate().rev() {
            let name = member.name();
            match shape
                .members
                .iter()
                .position(|(known, _)| same_name(known, name))
            {
                Some(at) if present & (1 << at) != 0 => {}
                Some(at) => {
                    present |= 1 << at;
                    let member_path = path.member(name);
                    if !self.owned_member(owner, member, &member_path) {
                        self.check(&member.value, &shape.members[at].1, None, &member_path);
                    }
                }
                None => match shape.rest {
                    Rest::Unnamed if !(self.hooks.explained_members)(owner).contains(&name) => {
                        if let Some(meant) = self.unknown_member(object, index, shape, path) {
                            stand_ins.push((meant, index));
                        }
                    }
                    Rest::Each(expect) => {
                        self.check(&member.value, expect, None, &path.member(name));
                    }
                    Rest::Unnamed | Rest::Open => {}
                },
            }
        }
        for (at, &(name, _)) in shape.members.iter().enumerate() {
            let missing = shape.required & !present & (1 << at) != 0;
            if !missing || owned_absence(owner, name) {
                continue;
            }
            let stand_in = (stand_ins.iter())
                .find(|(meant, _)| *meant == name)
                .map(|(_, index)| &object.members[*index]);
            let text = self.text;
            let finding = Found::Missing {
                member: name,
                owner: subject(path),
                written: stand_in.map(|m| m.name().to_owned()),
            };
            let diagnostic =
                self.emit_structural(Code::MissingMember, path, object.brace(), finding);
            if let Some(member) = stand_in {
                diagnostic.offer(|| rename_fix(member, name));
            } else if let Some(default) = default_value(owner, name) {
                diagnostic.offer(|| {
                    let title = FixTitle::Add {
                        name: name.to_owned(),
                        value: default.to_owned(),
                    };
                    fix(title, vec![insert_member(text, object, name, default)])
                });
            }
        }
    }

    /// Reports the member at `index`, which `shape` does not name: a likely misspelling as a
    /// warning with a rename (returning the name it stands in for), anything else as a note.
    fn unknown_member(
        &mut self,
        object: &Object<'_>,
        index: usize,
        shape: &'static Shape,
        path: &Path<'_>,
    ) -> Option<&'static str> {
        let member = &object.members[index];
        let name = member.name();
        let member_path = path.member(name);
        let span = member.key.span;
        let known: Vec<&'static str> = shape.names().collect();
        match likely_meant(name, &known).filter(|meant| get(object, meant).is_none()) {
            Some(meant) => {
                let finding = Found::Misspelt {
                    name: name.to_owned(),
                    meant,
                };
                self.emit_structural(Code::MisspeltMember, member_path, span, finding)
                    .offer(|| {
                        fix(
                            FixTitle::RenameTo(meant.to_owned()),
                            vec![rename_member(member, meant)],
                        )
                    });
                Some(meant)
            }
            None => {
                let finding = Found::Unknown {
                    name: name.to_owned(),
                };
                self.emit_structural(Code::UnknownMember, member_path, span, finding);
                None
            }
        }
    }

    /// `anyOf`: clean when some option accepts the value. Otherwise the findings of the option
    /// the value resembles most: the fewest members missing, misspelt or unknown, then the
    /// fewest findings.
    fn union(&mut self, value: &Value<'_>, options: &'static [Expect], path: &Path<'_>) {
        // A union of objects told apart by their `type` (content blocks): the one `type` names
        // is the one to check against, and a `type` none has is the finding.
        // Asked only of an object with a string `type`, so other values cost nothing more.
        if let Value::Object(object) = value
            && let Some((_, member)) = get(object, "type")
            && let Value::String(tag) = &member.value
            && options.iter().all(|option| tag_of(option).is_some())
        {
            match options
                .iter()
                .find(|option| tag_of(option) == Some(tag.value))
            {
                Some(option) => {
                    self.check(value, option, None, path);
                }
                None => {
                    let allowed = options.iter().filter_map(tag_of).collect();
                    self.enumeration(&member.value, tag.value, allowed, &path.member("type"));
                }
            }
            return;
        }
        let found = JsonType::of(value).types();
        let start = self.out.len();
        let mut best: Option<(usize, usize, Vec<crate::engine::diagnostic::Diagnostic>)> = None;
        for option in options.iter().filter(|o| top_types(o).contains(found)) {
            self.check(value, option, None, path);
            let findings = self.out.split_off(start);
            if findings.is_empty() {
                return;
            }
            let misfit = (findings.iter())
                .filter(|d| {
                    matches!(
                        d.finding.get(),
                        Some(
                            Found::Missing { .. } | Found::Misspelt { .. } | Found::Unknown { .. }
                        )
                    )
                })
                .count();
            if best
                .as_ref()
                .is_none_or(|(m, n, _)| (misfit, findings.len()) < (*m, *n))
            {
                best = Some((misfit, findings.len(), findings));
            }
        }
        if let Some((_, _, findings)) = best {
            self.out.extend(findings);
        }
    }

    fn format(&mut self, value: &Value<'_>, text: &str, format: Format, path: &Path<'_>) {
        let finding = match format {
            Format::Uri if !is_absolute_uri(text) => Found::NotAbsoluteUri {
                at: subject(path),
                value: text.to_owned(),
            },
            Format::Byte if !is_base64(text) => Found::NotBase64 { at: subject(path) },
            Format::UriTemplate if !is_uri_template(text) => Found::NotUriTemplate {
                at: subject(path),
                value: text.to_owned(),
            },
            _ => return,
        };
        let code = match format {
            Format::Byte => Code::NotBase64,
            Format::UriTemplate => Code::InvalidUriTemplate,
            Format::Uri => Code::InvalidUri,
        };
        self.emit_structural(code, path, value.span(), finding);
    }

    fn bounds(&mut self, value: &Value<'_>, raw: &str, bounds: &Bounds, path: &Path<'_>) {
        let below = bounds
            .minimum
            .is_some_and(|min| numbers::compare_with(raw, min) == Ordering::Less);
        let above = bounds
            .maximum
            .is_some_and(|max| numbers::compare_with(raw, max) == Ordering::Greater);
        if below || above {
            let finding = Found::OutOfBounds {
                at: subject(path),
                raw: raw.to_owned(),
                minimum: bounds.minimum,
                maximum: bounds.maximum,
            };
            self.emit_structural(Code::OutOfRange, path, value.span(), finding);
        }
    }

    fn enumeration(
        &mut self,
        value: &Value<'_>,
        found: &str,
        allowed: Vec<&'static str>,
        path: &Path<'_>,
    ) {
        if allowed.contains(&found) {
            return;
        }
        let span = value.span();
        let near = (allowed.iter().copied()).find(|a| a.eq_ignore_ascii_case(found.trim()));
        let finding = Found::NotInEnum {
            at: subject(path),
            found: found.to_owned(),
            allowed,
        };
        let diagnostic = self.emit_structural(Code::EnumValue, path, span, finding);
        if let Some(near) = near {
            diagnostic.offer(|| {
                fix(
                    FixTitle::ReplaceWith(quote(near)),
                    vec![replace(span, quote(near))],
                )
            });
        }
    }

    fn constant(&mut self, value: &Value<'_>, expected: String, path: &Path<'_>) {
        let span = value.span();
        let finding = Found::WrongConst {
            at: subject(path),
            found: self.raw(value).to_owned(),
            expected: expected.clone(),
        };
        self.emit_structural(Code::ConstValue, path, span, finding)
            .offer(|| {
                fix(
                    FixTitle::ReplaceWith(expected.clone()),
                    vec![replace(span, expected)],
                )
            });
    }
}

impl Checker<'_> {
    /// Emits a structural finding, under the override code when one is set. It cites the
    /// caching page when it concerns a caching hint, else the page of the result it is in.
    fn emit_structural(
        &mut self,
        code: Code,
        pointer: impl Display,
        span: Span,
        finding: impl Into<Finding>,
    ) -> &mut Diagnostic {
        let (overridden, result_page) = (self.code_override, self.result_page);
        let diagnostic = self.emit(overridden.unwrap_or(code), pointer, span, finding);
        let hint = |name: &str| fields::CACHING_HINTS.contains(&name);
        let about_hint = match diagnostic.finding.get() {
            Some(Found::Missing { member, .. }) => hint(member),
            Some(Found::Misspelt { meant, .. }) => hint(meant),
            _ => {
                hint(split_last(&diagnostic.pointer).map_or(&diagnostic.pointer, |(_, last)| last))
            }
        };
        // Only a request's params require `_meta`; basic/index lists what it must hold.
        let per_request = matches!(diagnostic.finding.get(),
            Some(Found::Missing { member, .. }) if *member == "_meta" || REQUIRED_META.contains(member));
        diagnostic.page = match overridden {
            Some(_) => None,
            None if about_hint => Some(SpecPage::Caching),
            None if per_request => Some(SpecPage::Basic),
            None => result_page,
        };
        diagnostic
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    WrongType {
        at: Subject,
        expected: Types,
        found: JsonType,
    },
    Missing {
        member: &'static str,
        owner: Subject,
        /// A member that looks like a misspelling of the missing one.
        written: Option<String>,
    },
    Misspelt {
        name: String,
        meant: &'static str,
    },
    Unknown {
        name: String,
    },
    NotInEnum {
        at: Subject,
        found: String,
        allowed: Vec<&'static str>,
    },
    /// An array longer than the schema's `maxItems`.
    TooManyItems {
        at: Subject,
        count: usize,
        most: u32,
    },
    WrongConst {
        at: Subject,
        found: String,
        expected: String,
    },
    OutOfBounds {
        at: Subject,
        raw: String,
        minimum: Option<i32>,
        maximum: Option<i32>,
    },
    NotAbsoluteUri {
        at: Subject,
        value: String,
    },
    NotBase64 {
        at: Subject,
    },
    NotUriTemplate {
        at: Subject,
        value: String,
    },
}

explained_in_modules!(Found, readable);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::finding::JsonType;
    use crate::engine::render::en::*;
    use crate::engine::rules::structure::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::WrongType {
                at,
                expected,
                found,
            } if JsonType::each_of(*expected).is_empty() => {
                say!(
                    "{}: no value may stand here, but here it is {}.",
                    subject(at),
                    json_type(*found)
                )
            }
            Found::WrongType {
                at,
                expected,
                found,
            } => say!(
                "{} must be {}, but here it is {}.",
                subject(at),
                any_of(*expected),
                json_type(*found)
            ),
            Found::Missing {
                member,
                owner,
                written,
            } => {
                let place = code_name(owner).map_or(say!("The document"), |o| o.to_string());
                let guess = written.as_ref().map_or(String::new(), |w| {
                    say!(" Perhaps it is the \"{w}\" written here.")
                });
                say!("{place} has no `{member}`, which is required.{guess}")
            }
            Found::Misspelt { name, meant } => say!(
                "\"{name}\" is not a member here; `{meant}` was probably meant, and clients will not see this value."
            ),
            Found::Unknown { name } => {
                say!("\"{name}\" is not defined here; clients that do not know it will ignore it.")
            }
            Found::NotInEnum { at, found, allowed } => say!(
                "{} is \"{found}\"; it must be exactly one of {}.",
                subject(at),
                choices(allowed)
            ),
            Found::TooManyItems { at, count, most } => {
                say!(
                    "{} has {count} items; at most {most} are allowed.",
                    subject(at)
                )
            }
            Found::WrongConst {
                at,
                found,
                expected,
            } => say!("{} must be `{expected}`, not `{found}`.", subject(at)),
            Found::OutOfBounds {
                at,
                raw,
                minimum,
                maximum,
            } => match (minimum, maximum) {
                (Some(min), Some(max)) => say!(
                    "{} is `{raw}`; it must lie between {min} and {max}.",
                    subject(at)
                ),
                (Some(min), None) => {
                    say!("{} is `{raw}`; it must be {min} or more.", subject(at))
                }
                (None, Some(max)) => {
                    say!("{} is `{raw}`; it must be {max} or less.", subject(at))
                }
                (None, None) => say!("{} is `{raw}`, out of range.", subject(at)),
            },
            Found::NotAbsoluteUri { at, value } => say!(
                "{} \"{value}\" is not an absolute URI: it needs a scheme such as `https:`.",
                subject(at)
            ),
            Found::NotBase64 { at } => say!(
                "{} is not base64: only A–Z, a–z, 0–9, `+` and `/`, padded with `=` to a multiple of four.",
                subject(at)
            ),
            Found::NotUriTemplate { at, value } => say!(
                "{} \"{value}\" is not a URI template (RFC 6570): braces hold variable names, optionally after one of `+#./;?&` and with `:length` or `*`.",
                subject(at)
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::finding::JsonType;
    use crate::engine::render::ru::*;
    use crate::engine::rules::structure::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::WrongType {
                at,
                expected,
                found,
            } if JsonType::each_of(*expected).is_empty() => {
                say!(
                    "{}: здесь не допускается никакое значение, а стоит {}.",
                    subject(at),
                    json_type(*found)
                )
            }
            Found::WrongType {
                at,
                expected,
                found,
            } => say!(
                "{}: ожидается {}, а здесь {}.",
                subject(at),
                any_of(*expected),
                json_type(*found)
            ),
            Found::Missing {
                member,
                owner,
                written,
            } => {
                let place =
                    code_name(owner).map_or(say!("В документе"), |o| say!("В {o}"));
                let guess = written.as_ref().map_or(String::new(), |w| {
                    say!(" Возможно, это поле записано здесь как «{w}».")
                });
                say!("{place} нет обязательного поля `{member}`.{guess}")
            }
            Found::Misspelt { name, meant } => say!(
                "Поле «{name}» здесь не определено; вероятно, имелось в виду `{meant}`, а это значение клиенты не увидят."
            ),
            Found::Unknown { name } => say!(
                "Поле «{name}» здесь не определено; клиенты, которые его не знают, его пропустят."
            ),
            Found::NotInEnum { at, found, allowed } => say!(
                "{} — «{found}»; допустимо ровно одно из значений {}.",
                value_of(at),
                choices(allowed)
            ),
            Found::TooManyItems { at, count, most } => {
                let items = crate::spec::counted! { en: ["item", "items"], ru: ["элемент", "элемента", "элементов"] }
                    .of(*count, crate::spec::Lang::Ru);
                say!(
                    "{} содержит {items}, а допустимо не больше {most}.",
                    value_of(at)
                )
            }
            Found::WrongConst {
                at,
                found,
                expected,
            } => say!("{} должно быть `{expected}`, а не `{found}`.", value_of(at)),
            Found::OutOfBounds {
                at,
                raw,
                minimum,
                maximum,
            } => match (minimum, maximum) {
                (Some(min), Some(max)) => {
                    say!("{} — `{raw}`; допустимо от {min} до {max}.", value_of(at))
                }
                (Some(min), None) => {
                    say!(
                        "{} — `{raw}`; оно должно быть не меньше {min}.",
                        value_of(at)
                    )
                }
                (None, Some(max)) => {
                    say!(
                        "{} — `{raw}`; оно должно быть не больше {max}.",
                        value_of(at)
                    )
                }
                (None, None) => say!("{} — `{raw}`, вне допустимого диапазона.", value_of(at)),
            },
            Found::NotAbsoluteUri { at, value } => say!(
                "{}: «{value}» — не абсолютный URI: нужна схема, например `https:`.",
                subject(at)
            ),
            Found::NotBase64 { at } => say!(
                "{}: это не `base64` — допустимы только A–Z, a–z, 0–9, `+` и `/`, с дополнением `=` до длины, кратной четырём.",
                subject(at)
            ),
            Found::NotUriTemplate { at, value } => say!(
                "{}: «{value}» — не шаблон URI (RFC 6570): в фигурных скобках стоят имена переменных, при необходимости после одного из `+#./;?&` и с `:длина` или `*`.",
                subject(at)
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use crate::engine::finding::{JsonType, Subject};
    use crate::spec::schema::Types;
    let member = |name: &str| Subject::Member(name.into());
    let places = [
        Subject::Whole,
        member("ttlMs"),
        Subject::Element {
            list: "tools".into(),
            index: 3,
        },
    ];
    let mut all: Vec<crate::engine::finding::Finding> = Vec::new();
    let types = [
        Types::STRING,
        Types::INTEGER,
        Types::NUMBER,
        Types::BOOLEAN,
        Types::OBJECT,
        Types::ARRAY,
        Types(Types::STRING.0 | Types::NULL.0),
        Types(Types::STRING.0 | Types::ARRAY.0 | Types::OBJECT.0),
        // No type at all: the sentence's branch for an empty union.
        Types(0),
    ];
    for expected in types {
        let other_types = [JsonType::String, JsonType::Boolean, JsonType::Null];
        for found in other_types
            .into_iter()
            .filter(|t| !expected.contains(t.types()))
        {
            all.push(
                Found::WrongType {
                    at: member("ttlMs"),
                    expected,
                    found,
                }
                .into(),
            );
        }
    }
    for at in places.clone() {
        all.push(
            Found::WrongType {
                at,
                expected: Types::OBJECT,
                found: JsonType::Integer,
            }
            .into(),
        );
    }
    for owner in places.clone() {
        for written in [None, Some("ttl_ms".to_owned())] {
            all.push(
                Found::Missing {
                    member: "ttlMs",
                    owner: owner.clone(),
                    written,
                }
                .into(),
            );
        }
    }
    all.extend([
        Found::Misspelt {
            name: "ttl_ms".into(),
            meant: "ttlMs",
        }
        .into(),
        Found::Unknown {
            name: "version".into(),
        }
        .into(),
    ]);
    for at in places {
        all.extend([
            Found::NotInEnum {
                at: at.clone(),
                found: "Public".into(),
                allowed: vec!["public", "private"],
            }
            .into(),
            Found::TooManyItems {
                at: at.clone(),
                count: 101,
                most: 100,
            }
            .into(),
            Found::WrongConst {
                at: at.clone(),
                found: "\"2.1\"".into(),
                expected: "\"2.0\"".into(),
            }
            .into(),
            Found::NotAbsoluteUri {
                at: at.clone(),
                value: "docs/readme.md".into(),
            }
            .into(),
            Found::NotBase64 { at: at.clone() }.into(),
            Found::NotUriTemplate {
                at: at.clone(),
                value: "file:///{path".into(),
            }
            .into(),
        ]);
        for (minimum, maximum) in [
            (Some(1), Some(128)),
            (Some(0), None),
            (None, Some(10)),
            (None, None),
        ] {
            all.push(
                Found::OutOfBounds {
                    at: at.clone(),
                    raw: "9007199254740993".into(),
                    minimum,
                    maximum,
                }
                .into(),
            );
        }
    }
    all
}
