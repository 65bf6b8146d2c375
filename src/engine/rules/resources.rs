//! What the resources page adds to the schema of resources, templates and contents
//! (server/resources, "Data Types" and "Resource Contents"): one URI a resource, text or
//! bytes, media types, sizes. (Annotations: `annotations.rs`; caching a local file for
//! everyone: `caching.rs`.)

use super::checker::{Checker, get, objects_in};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::numbers;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    TextAndBlob = "resource/text-and-blob", Error, Resources,
        summary: ("A resource content has both text and blob.", "У содержимого ресурса есть и `text`, и `blob`."),
        help: ("Send text as text, bytes as base64 in blob; never both in one content.",
               "Текст отправляйте в `text`, байты — в `blob` в `base64`; не оба в одном содержимом."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a", "blob": "YQ=="}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a"}]}}"#;
    MediaType = "resource/mime-type", Warning, Resources,
        summary: ("A mimeType is not a media type.", "Значение `mimeType` не является типом содержимого."),
        help: ("Write a type and a subtype separated by a slash, such as text/plain or application/json; parameters may follow after a semicolon.",
               "Укажите тип и подтип через косую черту, например `text/plain` или `application/json`; параметры можно добавить после точки с запятой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text/plain"}]}}"#;
    ResourceUriRepeated = "resource/uri-repeated", Warning, Resources,
        summary: ("Two resources share a URI.", "Два ресурса с одним URI."),
        help: ("Give each resource its own URI; a client reads resources by URI.",
               "Присвойте каждому ресурсу свой URI: клиент читает ресурсы по URI."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/a.txt", "name": "b"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/b.txt", "name": "b"}]}}"#;
    SizeNegative = "resource/size-negative", Warning, Resources,
        summary: ("A resource's size is negative.", "Размер ресурса (`size`) отрицателен."),
        help: ("Give the size of the raw content in bytes, 0 or more, or leave size out when it is not known.",
               "Укажите размер исходного содержимого в байтах, не меньше 0, или уберите `size`, если он неизвестен."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": -1}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": 1024}]}}"#;
}

/// Each resource of a `resources/list` result is identified by its URI (server/resources, the
/// introduction and "Data Types: Resource"), so a repeated one leaves a client two resources it
/// cannot tell apart. The page states it as a fact, with no keyword: a warning, as for tools,
/// whose uniqueness is a SHOULD.
pub fn resources(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some(Value::Array(resources)) = get(result, "resources").map(|(_, m)| m.value) else {
        return;
    };
    let finding = |uri: &str| Found::ResourceUriRepeated {
        uri: uri.to_owned(),
    };
    let (list, path) = (resources.elements, path.member("resources"));
    checker.repeats_in(list, "uri", &path, Code::ResourceUriRepeated, finding);
}

/// A resource's `size` counts the bytes of its raw content (schema, `Resource.size`), so it is
/// never negative; the schema asks only for an integer, which the walk checks. Fractions are
/// left to it.
pub fn size(checker: &mut Checker<'_>, resource: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(resource, "size") else {
        return;
    };
    // The minus first: most sizes have none, and reading the digits is needed only for `-0`.
    let Some(raw) = member.value.as_number().filter(|raw| raw.starts_with('-')) else {
        return;
    };
    let shape = numbers::shape(raw);
    if shape.negative && shape.whole {
        let finding = Found::SizeNegative {
            size: raw.to_owned(),
        };
        let span = member.value.span();
        checker.emit(Code::SizeNegative, path.member("size"), span, finding);
    }
}

/// A `mimeType` is `type/subtype` with optional parameters (RFC 6838, section 4.2), or clients
/// cannot choose how to show the content (server/resources, "Data Types").
pub fn media_type(checker: &mut Checker<'_>, object: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(object, "mimeType") else {
        return;
    };
    let Some(value) = member.value.as_str() else {
        return;
    };
    let essence = value.split(';').next().unwrap_or_default().trim();
    // restricted-name: a letter or digit, then up to 126 of these.
    let name = |part: &str| {
        (1..=127).contains(&part.len())
            && part.as_bytes()[0].is_ascii_alphanumeric()
            && (part.bytes()).all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b))
    };
    let valid = essence
        .split_once('/')
        .is_some_and(|(kind, subtype)| name(kind) && name(subtype));
    if !valid {
        let finding = Found::MediaType {
            value: value.to_owned(),
        };
        let span = member.value.span();
        checker.emit(Code::MediaType, path.member("mimeType"), span, finding);
    }
}

/// Each content of a `resources/read` result is text or bytes, not both (server/resources,
/// "Resource Contents").
pub fn read(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let contents_path = path.member("contents");
    for (index, content) in objects_in(result, "contents") {
        if let (Some(_), Some((_, blob))) = (get(content, "text"), get(content, "blob")) {
            let content_path = contents_path.index(index);
            checker.emit(
                Code::TextAndBlob,
                content_path.member("blob"),
                blob.key.span,
                Found::TextAndBlob,
            );
        }
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    TextAndBlob,
    MediaType { value: String },
    ResourceUriRepeated { uri: String },
    SizeNegative { size: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::resources::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::TextAndBlob => {
                say!(
                    "This content has both `text` and `blob`; a resource's content is one or the other."
                )
            }
            Found::MediaType { value } => say!(
                "\"{value}\" is not a media type; clients choose how to show the content by its type and subtype, such as \"text/plain\"."
            ),
            Found::ResourceUriRepeated { uri } => say!(
                "Another resource already has the URI \"{uri}\"; a URI identifies one resource, so clients cannot tell the two apart."
            ),
            Found::SizeNegative { size } => say!(
                "`size` is `{size}`; it counts the bytes of the raw content, so it cannot be negative."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::resources::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::TextAndBlob => {
                say!("У этого содержимого есть и `text`, и `blob`; должно быть одно из двух.")
            }
            Found::MediaType { value } => say!(
                "«{value}» — не тип содержимого; по типу и подтипу, например `text/plain`, клиент решает, как показать содержимое."
            ),
            Found::ResourceUriRepeated { uri } => say!(
                "Ресурс с URI «{uri}» уже есть; URI обозначает ровно один ресурс, и клиенты не различат эти два ресурса."
            ),
            Found::SizeNegative { size } => say!(
                "`size` равен `{size}`; это число байтов исходного содержимого, и оно не может быть отрицательным."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::TextAndBlob.into(),
        Found::MediaType {
            value: "text".into(),
        }
        .into(),
        Found::ResourceUriRepeated {
            uri: "file:///notes.md".into(),
        }
        .into(),
        Found::SizeNegative { size: "-1".into() }.into(),
    ]
}
