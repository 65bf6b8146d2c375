//! The rules, every one of them. Structure comes from the generated shape table
//! (`structure.rs` walks it for any type); what the prose of the specification adds lives in one
//! module per section (as a rule, one page of the specification a file), each rule a small
//! function that names its page and section, beside the data and the sentences of what it
//! finds. This module is the registry: [`HOOKS`], which rule owns which type or member. The
//! rules of a parsed document report through the [`Checker`] of `checker.rs`, which reaches them
//! only through it; those of the text (`syntax.rs`), of what it is (`answer.rs`) and of several
//! messages (`across.rs`) are called by what hands them the text (`document.rs`,
//! `transcript.rs`).

pub(super) mod across;
pub(super) mod annotations;
pub(super) mod answer;
pub(super) mod caching;
pub(super) mod cancellation;
pub(super) mod capabilities;
pub mod checker;
pub(super) mod discover;
pub(super) mod envelope;
pub(super) mod errors;
pub(super) mod facts;
pub(super) mod icons;
pub(super) mod legacy;
pub(super) mod meta;
pub(super) mod mrtr;
pub(super) mod output;
pub(super) mod progress;
pub(super) mod prompts;
pub(super) mod resources;
pub(super) mod results;
pub(super) mod schemas;
pub(super) mod structure;
pub(super) mod syntax;
pub(super) mod tools;
pub(super) mod unknown;
pub(super) mod versioning;

use super::diagnostic::CHECKLIST_KEPT;
use super::json::{Member, Value};
use super::pointer::Path;
use crate::spec::fields;
use crate::spec::schema::DefId;
use crate::spec::shapes;
use checker::{Checker, Hooks, is_cacheable, is_final_result, is_response};

pub use envelope::response;
pub use results::other_method;

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
    if CHECKLIST_KEPT && (is_cacheable(def) || def == shapes::INPUT_REQUIRED_RESULT) {
        discover::record_fields(checker, object, path);
    }
    match def {
        shapes::DISCOVER_RESULT => {
            versioning::protocol_version(checker, object, path);
            discover::result(checker, object, path);
        }
        def if is_cacheable(def) => meta::result_identity(checker, object, path),
        _ => {}
    }
    match def {
        shapes::LIST_TOOLS_RESULT => tools::tools(checker, object, path),
        shapes::CALL_TOOL_RESULT => tools::call_result(checker, object, path),
        shapes::READ_RESOURCE_RESULT => {
            resources::read(checker, object, path);
            caching::public_file(checker, object, path);
        }
        shapes::LIST_RESOURCES_RESULT => resources::resources(checker, object, path),
        shapes::LIST_PROMPTS_RESULT => prompts::prompts(checker, object, path),
        shapes::RESOURCE => {
            resources::media_type(checker, object, path);
            resources::size(checker, object, path);
        }
        shapes::RESOURCE_LINK => resources::size(checker, object, path),
        shapes::RESOURCE_TEMPLATE
        | shapes::TEXT_RESOURCE_CONTENTS
        | shapes::BLOB_RESOURCE_CONTENTS => resources::media_type(checker, object, path),
        // Resources, templates and content blocks (sampling messages of an `input_required`
        // result among them) all hold their annotations as this one type.
        shapes::ANNOTATIONS => annotations::annotations(checker, object, path),
        shapes::INPUT_REQUIRED_RESULT => {
            mrtr::input_required(checker, object, path);
            caching::input_required(checker, object, path);
        }
        shapes::SERVER_CAPABILITIES => capabilities::capabilities(checker, object, path),
        shapes::RESULT_META_OBJECT | shapes::META_OBJECT | shapes::REQUEST_META_OBJECT => {
            meta::keys(checker, object, path)
        }
        shapes::IMPLEMENTATION => meta::implementation(checker, object, path),
        shapes::ICON => icons::icon(checker, object, path),
        shapes::TOOL => schemas::tool(checker, object, path),
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
    // Every owner below is a response or a final result (Checker::owned_member asks).
    let value = &member.value;
    match (owner, member.name()) {
        (_, "jsonrpc") if is_response(owner) => envelope::jsonrpc(checker, value, path),
        (_, "id") if is_response(owner) => envelope::request_id(checker, value, path),
        (Some(shapes::JSONRPC_ERROR_RESPONSE), "error") => errors::error(checker, value, path),
        (Some(owner), "resultType") if is_final_result(owner) => {
            results::result_type(checker, owner, value, path)
        }
        (Some(shapes::DISCOVER_RESULT), "supportedVersions") => {
            versioning::supported_versions(checker, value, path)
        }
        (_, "ttlMs") if owner.is_some_and(is_cacheable) => caching::ttl_ms(checker, value, path),
        (
            Some(
                owner @ (shapes::READ_RESOURCE_RESULT_RESPONSE
                | shapes::CALL_TOOL_RESULT_RESPONSE
                | shapes::GET_PROMPT_RESULT_RESPONSE),
            ),
            "result",
        ) => results::final_or_interim(checker, owner, value, path),
        _ => return false,
    }
    true
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

/// The registry: every prose rule the walk hands a type or a member to.
pub static HOOKS: Hooks = Hooks {
    owned_def,
    after_def,
    owned_member,
    explained_members,
};
