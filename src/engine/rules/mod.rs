//! The rules. Structure comes from the generated shape table (`structure.rs` walks it for any
//! type); what the prose of the specification adds lives in one module per section, each rule a
//! small function that names its page and section. This module holds the [`Checker`] they
//! report through and the table of which rule owns which type or member.

mod caching;
mod capabilities;
mod discover;
mod envelope;
mod errors;
mod icons;
mod lists;
mod meta;
mod prompts;
mod results;
mod structure;

use super::diagnostic::{Diagnostic, Fix, Span, TextEdit};
use super::finding::{Finding, FixTitle, Subject};
use super::json::{Member, Object, Value};
use super::pointer::Path;
use crate::spec::SpecPage;
use crate::spec::codes::Code;
use crate::spec::fields;
use crate::spec::schema::DefId;
use crate::spec::shapes;
use std::fmt::Display;

pub use envelope::response;
pub use results::{ResultKind, other_method};

pub struct Checker<'t> {
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
    code_override: Option<Code>,
    /// What an error response turned out to be, once its error was read.
    pub error_kind: Option<crate::engine::DocumentKind>,
    /// The method the text answers, when the reader knows it; otherwise the members decide.
    pub method: Option<&'t str>,
    /// The page of the result being checked, once its kind is known: what structural findings
    /// cite instead of their codes' general page.
    pub result_page: Option<SpecPage>,
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

/// What a message calls the value at `path`: its member name, or its place in a list.
pub fn subject(path: &Path<'_>) -> Subject {
    fn last_name(path: &Path<'_>) -> String {
        match path {
            Path::Member(_, name) => (*name).to_owned(),
            Path::Index(parent, _) => last_name(parent),
            Path::Base(base) => base.rsplit('/').next().unwrap_or("").to_owned(),
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
    pub fn new(text: &'t str) -> Self {
        Checker {
            text,
            out: Vec::new(),
            result_pointer: None,
            result_brace: None,
            field_spans: Vec::with_capacity(fields::FIELDS.len()),
            code_override: None,
            error_kind: None,
            method: None,
            result_page: None,
        }
    }

    pub fn emit(
        &mut self,
        code: Code,
        pointer: impl Display,
        span: Span,
        finding: impl Into<Finding>,
    ) -> &mut Diagnostic {
        let at = self.out.len();
        (self.out).push(Diagnostic::new(code, pointer.to_string(), span, finding));
        &mut self.out[at]
    }

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
            Some(structure::Found::Missing { member, .. }) => hint(member),
            Some(structure::Found::Misspelt { meant, .. }) => hint(meant),
            _ => diagnostic.pointer.rsplit('/').next().is_some_and(hint),
        };
        diagnostic.page = match overridden {
            Some(_) => None,
            None if about_hint => Some(SpecPage::Caching),
            None => result_page,
        };
        diagnostic
    }

    pub fn raw(&self, value: &Value<'_>) -> &'t str {
        let span = super::json::Spanned::span(value);
        &self.text[span.start..span.end]
    }

    /// Checks `value` as the named type `def`, prose rules included.
    pub fn check_def(&mut self, value: &Value<'_>, def: DefId, path: &Path<'_>) -> bool {
        if let Some(matched) = owned_def(self, def, value, path) {
            return matched;
        }
        let matched = self.check(value, def.body(), Some(def), path);
        if matched {
            after_def(self, def, value, path);
        }
        matched
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
    fix(title, vec![super::edits::rename_member(member, to)])
}

/// Types whose whole check a prose rule takes over; `Some(type matched)` when it did.
fn owned_def(
    checker: &mut Checker<'_>,
    def: DefId,
    value: &Value<'_>,
    path: &Path<'_>,
) -> Option<bool> {
    match def {
        shapes::JSON_VALUE => Some(capabilities::settings_value(checker, value, path)),
        _ => None,
    }
}

/// Prose rules of a type, run after its structure was checked and found an object.
fn after_def(checker: &mut Checker<'_>, def: DefId, value: &Value<'_>, path: &Path<'_>) {
    let Value::Object(object) = value else { return };
    if is_cacheable(def) || def == shapes::INPUT_REQUIRED_RESULT {
        discover::record_fields(checker, object, path);
    }
    match def {
        shapes::DISCOVER_RESULT => discover::result(checker, object, path),
        def if is_cacheable(def) => meta::result_identity(checker, object, path),
        _ => {}
    }
    match def {
        shapes::LIST_TOOLS_RESULT => lists::tools(checker, object, path),
        shapes::READ_RESOURCE_RESULT => lists::read(checker, object, path),
        shapes::LIST_PROMPTS_RESULT => prompts::arguments(checker, object, path),
        shapes::RESOURCE
        | shapes::RESOURCE_TEMPLATE
        | shapes::TEXT_RESOURCE_CONTENTS
        | shapes::BLOB_RESOURCE_CONTENTS => lists::media_type(checker, object, path),
        shapes::INPUT_REQUIRED_RESULT => lists::input_required(checker, object, path),
        shapes::SERVER_CAPABILITIES => capabilities::capabilities(checker, object, path),
        shapes::RESULT_META_OBJECT | shapes::META_OBJECT => meta::keys(checker, object, path),
        shapes::IMPLEMENTATION => meta::implementation(checker, object, path),
        shapes::ICON => icons::icon(checker, object, path),
        _ => {}
    }
}

/// Members whose check a prose rule takes over, by the type that holds them.
fn owned_member(
    checker: &mut Checker<'_>,
    owner: Option<DefId>,
    member: &Member<'_>,
    path: &Path<'_>,
) -> bool {
    // Every owner below is a response or a cacheable result; most objects are neither.
    if roles(owner) == 0 {
        return false;
    }
    let value = &member.value;
    match (owner, member.name()) {
        (_, "jsonrpc") if is_response(owner) => envelope::jsonrpc(checker, value, path),
        (_, "id") if is_response(owner) => envelope::request_id(checker, value, path),
        (Some(shapes::JSONRPC_ERROR_RESPONSE), "error") => errors::error(checker, value, path),
        (Some(shapes::DISCOVER_RESULT), "resultType") => {
            discover::result_type(checker, value, path)
        }
        (Some(shapes::DISCOVER_RESULT), "supportedVersions") => {
            discover::supported_versions(checker, value, path)
        }
        (_, "ttlMs") if owner.is_some_and(is_cacheable) => caching::ttl_ms(checker, value, path),
        (Some(shapes::READ_RESOURCE_RESULT_RESPONSE), "result") => {
            results::read_result(checker, value, path)
        }
        _ => return false,
    }
    true
}

/// Required members whose absence a prose rule reports itself.
fn owned_absence(owner: Option<DefId>, name: &str) -> bool {
    is_response(owner) && matches!(name, "jsonrpc" | "id" | "result" | "error")
}

/// Members of an earlier shape that a prose rule explains, so they are not called unknown.
fn explained_members(owner: Option<DefId>) -> &'static [&'static str] {
    match owner {
        Some(shapes::DISCOVER_RESULT) => discover::DRAFT_MEMBERS,
        Some(shapes::DISCOVER_RESULT_RESPONSE) => &["error"],
        Some(shapes::JSONRPC_ERROR_RESPONSE) => &["result"],
        Some(shapes::INPUT_REQUIRED_RESULT) => fields::CACHING_HINTS,
        _ => &[],
    }
}

/// JSON text the quick fix inserts for a missing required member, where one is sensible.
fn default_value(owner: Option<DefId>, name: &str) -> Option<&'static str> {
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
        (Some(shapes::IMPLEMENTATION), "name") => Some("\"my-server\""),
        (Some(shapes::IMPLEMENTATION), "version") => Some("\"0.1.0\""),
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
    roles
};
const RESPONSE: u8 = 1;
const CACHEABLE: u8 = 2;

/// The roles of `owner`; none for a value with no named type.
fn roles(owner: Option<DefId>) -> u8 {
    owner.map_or(0, |def| ROLES[def.0 as usize])
}

fn is_response(owner: Option<DefId>) -> bool {
    roles(owner) & RESPONSE != 0
}

/// The results that carry caching hints (server/utilities/caching).
fn is_cacheable(def: DefId) -> bool {
    roles(Some(def)) & CACHEABLE != 0
}
