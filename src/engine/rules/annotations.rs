//! Annotations of resources, templates and content blocks (server/resources, "Annotations"):
//! what the schema leaves a plain string.

use super::checker::{Checker, get};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::is_timestamp;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    LastModified = "annotation/last-modified", Warning, Annotations,
        summary: ("An annotation's lastModified is not an ISO 8601 timestamp.", "Значение `lastModified` в аннотациях\u{a0}— не метка времени ISO 8601."),
        help: ("Write the moment with date, time and offset, such as 2025-01-12T15:00:58Z or 2025-01-12T17:00:58+02:00.",
               "Запишите момент с датой, временем и смещением, например `2025-01-12T15:00:58Z` или `2025-01-12T17:00:58+02:00`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "annotations": {"lastModified": "12/01/2025"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "annotations": {"lastModified": "2025-01-12T15:00:58Z"}}]}}"#;
}

/// `lastModified` is an ISO 8601 timestamp (server/resources, "Annotations"; the schema's
/// `Annotations.lastModified` says it should be one): clients sort and show it as a moment, so
/// it is read as RFC 3339's date-time, the form of the page's example. "Should", in lower case
/// and in a comment, makes this a warning.
pub fn annotations(checker: &mut Checker<'_>, annotations: &Object<'_>, path: &Path<'_>) {
    let Some((_, member)) = get(annotations, "lastModified") else {
        return;
    };
    if let Value::String(value) = &member.value
        && !is_timestamp(value.value)
    {
        let finding = Found::LastModified {
            value: value.value.to_owned(),
        };
        let span = member.value.span();
        checker.emit(
            Code::LastModified,
            path.member("lastModified"),
            span,
            finding,
        );
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    LastModified { value: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::annotations::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::LastModified { value } => say!(
                "`lastModified` is \"{value}\", not an ISO 8601 timestamp with date, time and offset, such as \"2025-01-12T15:00:58Z\"; clients cannot sort by it or show the time."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::annotations::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::LastModified { value } => say!(
                "Значение `lastModified` «{value}»\u{a0}— не метка времени ISO 8601 с датой, временем и смещением, например `2025-01-12T15:00:58Z`; клиенты не смогут ни упорядочить по нему, ни показать время."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::LastModified {
            value: "yesterday".into(),
        }
        .into(),
    ]
}
