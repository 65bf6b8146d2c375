//! What a message of a session that is no answer is: a notification only a server sends, or
//! what a client sends (its requests and `notifications/cancelled`), each method with its type
//! and the page that describes it; `document.rs` judges such a message by that type.

use super::json;
use super::kind::DocumentKind;
use crate::spec::SpecPage;
use crate::spec::schema::DefId;
use crate::spec::shapes;

/// The notifications only a server sends, each with its type and the page that describes it.
/// (`notifications/cancelled` goes both ways, so a transcript cannot tell whose it is.)
pub const SERVER_NOTIFICATIONS: &[(&str, DefId, SpecPage)] = &[
    (
        "notifications/progress",
        shapes::PROGRESS_NOTIFICATION,
        SpecPage::Patterns,
    ),
    (
        "notifications/message",
        shapes::LOGGING_MESSAGE_NOTIFICATION,
        SpecPage::Logging,
    ),
    (
        "notifications/tools/list_changed",
        shapes::TOOL_LIST_CHANGED_NOTIFICATION,
        SpecPage::Tools,
    ),
    (
        "notifications/prompts/list_changed",
        shapes::PROMPT_LIST_CHANGED_NOTIFICATION,
        SpecPage::Prompts,
    ),
    (
        "notifications/resources/list_changed",
        shapes::RESOURCE_LIST_CHANGED_NOTIFICATION,
        SpecPage::Resources,
    ),
    (
        "notifications/resources/updated",
        shapes::RESOURCE_UPDATED_NOTIFICATION,
        SpecPage::Resources,
    ),
    (
        "notifications/subscriptions/acknowledged",
        shapes::SUBSCRIPTIONS_ACKNOWLEDGED_NOTIFICATION,
        SpecPage::Subscriptions,
    ),
];

/// What a client of 2026-07-28 sends, each method with its type and the page that describes
/// it. `notifications/cancelled` goes both ways: a server sends it only to end a
/// `subscriptions/listen` stream.
pub const CLIENT_MESSAGES: &[(&str, DefId, SpecPage)] = &[
    (
        "server/discover",
        shapes::DISCOVER_REQUEST,
        SpecPage::Discover,
    ),
    ("tools/list", shapes::LIST_TOOLS_REQUEST, SpecPage::Tools),
    ("tools/call", shapes::CALL_TOOL_REQUEST, SpecPage::Tools),
    (
        "prompts/list",
        shapes::LIST_PROMPTS_REQUEST,
        SpecPage::Prompts,
    ),
    ("prompts/get", shapes::GET_PROMPT_REQUEST, SpecPage::Prompts),
    (
        "resources/list",
        shapes::LIST_RESOURCES_REQUEST,
        SpecPage::Resources,
    ),
    (
        "resources/templates/list",
        shapes::LIST_RESOURCE_TEMPLATES_REQUEST,
        SpecPage::Resources,
    ),
    (
        "resources/read",
        shapes::READ_RESOURCE_REQUEST,
        SpecPage::Resources,
    ),
    (
        "subscriptions/listen",
        shapes::SUBSCRIPTIONS_LISTEN_REQUEST,
        SpecPage::Subscriptions,
    ),
    (
        "completion/complete",
        shapes::COMPLETE_REQUEST,
        SpecPage::Completion,
    ),
    (
        "notifications/cancelled",
        shapes::CANCELLED_NOTIFICATION,
        SpecPage::Cancellation,
    ),
];

/// The type, page and kind of a message of 2026-07-28 that is not an answer: a notification
/// only a server sends (no `id`, one of [`SERVER_NOTIFICATIONS`]), or what a client sends (one
/// of [`CLIENT_MESSAGES`], whatever its members, which its type then judges).
pub fn sent_message(object: &json::Object<'_>) -> Option<(DefId, SpecPage, DocumentKind)> {
    let method = object
        .members
        .iter()
        .rev()
        .find(|p| p.name() == "method")?
        .value
        .as_str()?;
    let has_id = object.members.iter().any(|p| p.name() == "id");
    let notification = (SERVER_NOTIFICATIONS.iter())
        .filter(|_| !has_id)
        .find(|(name, ..)| *name == method)
        .map(|&(_, def, page)| (def, page, DocumentKind::Notification));
    notification.or_else(|| {
        let (_, def, page) = CLIENT_MESSAGES.iter().find(|(name, ..)| *name == method)?;
        let kind = match *def {
            shapes::CANCELLED_NOTIFICATION => DocumentKind::Cancellation,
            _ => DocumentKind::ClientRequest,
        };
        Some((*def, *page, kind))
    })
}
