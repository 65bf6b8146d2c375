//! The checker every rule reports through, and what the generic walk needs to hand a type or
//! a member over to a prose rule: the [`Hooks`] that the registry (`rules/mod.rs`) fills, so
//! that neither this module nor the walk in `structure.rs` names a section.

use crate::engine::diagnostic::{Diagnostic, Fix, Span, TextEdit};
use crate::engine::finding::{Finding, FixTitle, Subject};
use crate::engine::json::{Member, Object, Value};
use crate::engine::kind::{DocumentKind, ResultKind};
use crate::engine::pointer::{Path, split_last};
use crate::spec::SpecPage;
use crate::spec::codes::Code;
use crate::spec::fields;
use crate::spec::schema::DefId;
use crate::spec::shapes;
use std::fmt::Display;

/// The prose rules that take over from the walk of the shape table, by type and member.
pub struct Hooks {
    /// Types whose whole check a prose rule takes over; `Some(type matched)` when it did.
    pub owned_def: fn(&mut Checker<'_>, DefId, &Value<'_>, &Path<'_>) -> Option<bool>,
    /// Prose rules of a type, run after its structure was checked and found an object.
    pub after_def: fn(&mut Checker<'_>, DefId, &Value<'_>, &Path<'_>),
    /// Members of a response or a cacheable result whose check a prose rule takes over; `true`
    /// when it did.
    pub owned_member: fn(&mut Checker<'_>, Option<DefId>, &Member<'_>, &Path<'_>) -> bool,
    /// Members of an earlier shape that a prose rule explains, so they are not called unknown.
    pub explained_members: fn(Option<DefId>) -> &'static [&'static str],
}

pub struct Checker<'t> {
    pub hooks: &'static Hooks,
    pub text: &'t str,
    pub out: Vec<Diagnostic>,
    /// Where the result object sits, once found.
    pub result_pointer: Option<String>,
    /// The opening brace of the result object, where missing fields would go.
    pub result_brace: Option<Span>,
    /// Spans of the field-table fields present in the result (by field id).
    pub field_spans: Vec<(&'static str, Span)>,
    /// Reports structural findings under this code instead (inside `error`, a broken member is
    /// a malformed error object).
    pub code_override: Option<Code>,
    /// What an error response turned out to be, once its error was read.
    pub error_kind: Option<DocumentKind>,
    /// The method the text answers, when the reader knows it; otherwise the members decide.
    pub method: Option<&'t str>,
    /// The page of the result being checked, once its kind is known: what structural findings
    /// cite instead of their codes' general page.
    pub result_page: Option<SpecPage>,
    /// The text is an answer in a session an `initialize` opened: only its lists and reads are
    /// judged (by 2025-11-25's schema, elsewhere), its other answers are outside.
    pub earlier: bool,
}

/// The member `name` of `object`; the last one when it is repeated, as JavaScript reads it.
pub fn get<'o, 'a>(object: &'o Object<'a>, name: &str) -> Option<(usize, &'o Member<'a>)> {
    object
        .members
        .iter()
        .enumerate()
        .rev()
        .find(|(_, prop)| prop.is_named(name))
}

/// Each object of the array held by the member `name` of `object`, with its index; none when
/// the member is missing or holds no array.
pub fn objects_in<'a>(
    object: &Object<'a>,
    name: &str,
) -> impl Iterator<Item = (usize, &'a Object<'a>)> {
    let elements: &'a [Value<'a>] = match get(object, name).map(|(_, member)| member.value) {
        Some(Value::Array(array)) => array.elements,
        _ => &[],
    };
    (elements.iter().enumerate()).filter_map(|(index, element)| match element {
        Value::Object(object) => Some((index, object)),
        _ => None,
    })
}

/// The string member `name` of each object of `list`, with the object's index.
pub fn strings_of<'a>(
    list: &'a [Value<'a>],
    name: &'static str,
) -> impl Iterator<Item = (usize, &'a str)> {
    (list.iter().enumerate()).filter_map(move |(index, element)| match element {
        Value::Object(object) => Some((index, get(object, name)?.1.value.as_str()?)),
        _ => None,
    })
}

/// What a message calls the value at `path`: its member name, or its place in a list.
pub fn subject(path: &Path<'_>) -> Subject {
    fn last_name(path: &Path<'_>) -> String {
        match path {
            Path::Member(_, name) => (*name).to_owned(),
            Path::Index(parent, _) => last_name(parent),
            Path::Base(base) => split_last(base).map_or(*base, |(_, last)| last).to_owned(),
        }
    }
    match path {
        Path::Member(_, name) => Subject::Member((*name).to_owned()),
        Path::Index(parent, index) => Subject::Element {
            list: last_name(parent),
            index: *index,
        },
        Path::Base("") => Subject::Whole,
        Path::Base(_) => Subject::Member(last_name(path)),
    }
}

impl<'t> Checker<'t> {
    pub fn new(text: &'t str, hooks: &'static Hooks) -> Self {
        Checker {
            hooks,
            text,
            out: Vec::new(),
            result_pointer: None,
            result_brace: None,
            field_spans: Vec::with_capacity(fields::FIELDS.len()),
            code_override: None,
            error_kind: None,
            method: None,
            result_page: None,
            earlier: false,
        }
    }

    // Inlined into each caller, so that only the conversion of the finding is made per type of
    // finding and the rest is one function (a copy per type and pointer cost 1.4 KB gzipped).
    #[inline(always)]
    pub fn emit(
        &mut self,
        code: Code,
        pointer: impl Display,
        span: Span,
        finding: impl Into<Finding>,
    ) -> &mut Diagnostic {
        self.emit_finding(code, pointer.to_string(), span, finding.into())
    }

    fn emit_finding(
        &mut self,
        code: Code,
        pointer: String,
        span: Span,
        finding: Finding,
    ) -> &mut Diagnostic {
        let at = self.out.len();
        (self.out).push(Diagnostic::new(code, pointer, span, finding));
        &mut self.out[at]
    }

    pub fn raw(&self, value: &Value<'_>) -> &'t str {
        let span = crate::engine::json::Spanned::span(value);
        &self.text[span.start..span.end]
    }

    /// Reports each object of `list` (at `path`) whose string member `name` an earlier object
    /// already has, at that member: what a rule of unique identifiers finds.
    pub fn repeats_in<F: Into<Finding>>(
        &mut self,
        list: &[Value<'_>],
        name: &'static str,
        path: &Path<'_>,
        code: Code,
        finding: impl Fn(&str) -> F,
    ) {
        for index in crate::engine::names::repeats(strings_of(list, name)) {
            if let Value::Object(object) = &list[index]
                && let Some((_, member)) = get(object, name)
                && let Value::String(value) = &member.value
            {
                let element_path = path.index(index);
                let pointer = element_path.member(name);
                self.emit(code, pointer, value.span, finding(value.value));
            }
        }
    }

    /// Checks `value` as the named type `def`, prose rules included.
    pub fn check_def(&mut self, value: &Value<'_>, def: DefId, path: &Path<'_>) -> bool {
        if let Some(matched) = (self.hooks.owned_def)(self, def, value, path) {
            return matched;
        }
        let matched = self.check(value, def.body(), Some(def), path);
        if matched {
            (self.hooks.after_def)(self, def, value, path);
        }
        matched
    }
}

impl Checker<'_> {
    /// Hands `member` of a value of type `owner` to the prose rule that owns it, if any; `true`
    /// when one did. Only responses and cacheable results have such members, and most objects
    /// are neither, so they are answered here without the call.
    #[inline]
    pub fn owned_member(
        &mut self,
        owner: Option<DefId>,
        member: &Member<'_>,
        path: &Path<'_>,
    ) -> bool {
        roles(owner) != 0 && (self.hooks.owned_member)(self, owner, member, path)
    }
}

pub fn fix(title: FixTitle, edits: Vec<TextEdit>) -> Fix {
    Fix { title, edits }
}

/// The fix that renames `member`, written as a stand-in, to `to`.
pub fn rename_fix(member: &Member<'_>, to: &str) -> Fix {
    let title = FixTitle::Rename {
        from: member.name().to_owned(),
        to: to.to_owned(),
    };
    fix(title, vec![crate::engine::edits::rename_member(member, to)])
}

/// Required members whose absence a prose rule reports itself.
pub fn owned_absence(owner: Option<DefId>, name: &str) -> bool {
    is_response(owner) && matches!(name, "jsonrpc" | "id" | "result" | "error")
}

/// JSON text the quick fix inserts for a missing required member, where one is sensible.
pub fn default_value(owner: Option<DefId>, name: &str) -> Option<&'static str> {
    match (owner, name) {
        (Some(shapes::DISCOVER_RESULT), _) => fields::field(name).map(|f| f.default),
        // A resource's contents may differ per user and change at any time: the safe hints
        // are "stale at once" and "this client only".
        (Some(shapes::READ_RESOURCE_RESULT), "ttlMs") => Some("0"),
        (Some(shapes::READ_RESOURCE_RESULT), "cacheScope") => Some("\"private\""),
        // A list is the same for every client of a server more often than not, as discovery is.
        (Some(def), _) if is_cacheable(def) && fields::CACHING_HINTS.contains(&name) => {
            fields::field(name).map(|f| f.default)
        }
        // What every request carries (basic/index, "Per-request protocol fields"): the
        // revision, and the capabilities of a client that declares none.
        (_, "_meta") => Some(
            r#"{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}"#,
        ),
        (Some(shapes::REQUEST_META_OBJECT), "io.modelcontextprotocol/protocolVersion") => {
            Some("\"2026-07-28\"")
        }
        (Some(shapes::REQUEST_META_OBJECT), "io.modelcontextprotocol/clientCapabilities") => {
            Some("{}")
        }
        (Some(shapes::IMPLEMENTATION | shapes::IMPLEMENTATION_2025_11_25), "name") => {
            Some("\"my-server\"")
        }
        (Some(shapes::IMPLEMENTATION | shapes::IMPLEMENTATION_2025_11_25), "version") => {
            Some("\"0.1.0\"")
        }
        _ => None,
    }
}

/// What the prose rules know of each type, a few bits per [`DefId`]: the walk asks for every
/// member of every object, and one load answers where a pass over the result kinds took dozens
/// of comparisons.
static ROLES: [u8; 256] = {
    let mut roles = [0; 256];
    roles[shapes::JSONRPC_ERROR_RESPONSE.0 as usize] = RESPONSE;
    let mut index = 0;
    while index < ResultKind::ALL.len() {
        let kind = &ResultKind::ALL[index];
        roles[kind.def.0 as usize] |= CACHEABLE;
        roles[kind.response_def.0 as usize] |= RESPONSE;
        index += 1;
    }
    let mut index = 0;
    while index < ResultKind::SESSION.len() {
        let kind = &ResultKind::SESSION[index];
        roles[kind.def.0 as usize] |= SESSION_RESULT;
        roles[kind.response_def.0 as usize] |= RESPONSE;
        index += 1;
    }
    roles
};
const RESPONSE: u8 = 1;
const CACHEABLE: u8 = 2;
const SESSION_RESULT: u8 = 4;

/// The roles of `owner`; none for a value with no named type.
pub fn roles(owner: Option<DefId>) -> u8 {
    owner.map_or(0, |def| ROLES[def.0 as usize])
}

pub fn is_response(owner: Option<DefId>) -> bool {
    roles(owner) & RESPONSE != 0
}

/// The results that carry caching hints (server/utilities/caching).
pub fn is_cacheable(def: DefId) -> bool {
    roles(Some(def)) & CACHEABLE != 0
}

/// A final result the engine judges: a cacheable one, or the session's others (`tools/call`,
/// `prompts/get`, `completion/complete`).
pub fn is_final_result(def: DefId) -> bool {
    roles(Some(def)) & (CACHEABLE | SESSION_RESULT) != 0
}
