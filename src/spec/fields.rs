//! The field table of a `server/discover` result (MCP 2026-07-28), one row per field that the
//! editor's checklist shows and the engine's rules refer to.

use super::{Text, text};

/// How strongly the specification asks for a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// The schema lists it under `required`.
    Required,
    /// A SHOULD: leaving it out is allowed but costs clients something.
    Recommended,
    Optional,
}

#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// Stable id, used by host pages and tests (`data-field`).
    pub id: &'static str,
    /// The member's name inside the result object; `None` for the JSON-RPC envelope.
    pub member: Option<&'static str>,
    /// JSON Pointer of the field below the result object.
    pub pointer: &'static str,
    pub presence: Presence,
    /// JSON text inserted by the quick fix that adds the field when it is missing.
    pub default: &'static str,
    /// The anatomy part that owns the field.
    pub part: &'static str,
    pub meaning: Text,
}

pub const SERVER_INFO_KEY: &str = "io.modelcontextprotocol/serverInfo";

/// The fields every cacheable result has, not only the discover result (server/utilities/caching;
/// basic/index, "Per-response protocol fields").
pub const SHARED_BY_CACHEABLE: &[&str] = &[
    "envelope",
    "resultType",
    "serverInfo",
    "ttlMs",
    "cacheScope",
];

pub const FIELDS: &[Field] = &[
    Field {
        id: "envelope",
        member: None,
        pointer: "",
        presence: Presence::Required,
        default: "",
        part: "envelope",
        meaning: text! {
            en: "JSON-RPC 2.0 wrapper: \"jsonrpc\": \"2.0\", the id of the request it answers, and exactly one of result or error.",
            ru: "Обёртка JSON-RPC 2.0: \"jsonrpc\": \"2.0\", id запроса, на который дан ответ, и ровно одно из полей result или error.",
        },
    },
    Field {
        id: "resultType",
        member: Some("resultType"),
        pointer: "/resultType",
        presence: Presence::Required,
        default: "\"complete\"",
        part: "discovery",
        meaning: text! {
            en: "Tells the client how to read the result; a discovery result is always \"complete\".",
            ru: "Подсказывает клиенту, как читать результат; у ответа на server/discover это всегда \"complete\".",
        },
    },
    Field {
        id: "supportedVersions",
        member: Some("supportedVersions"),
        pointer: "/supportedVersions",
        presence: Presence::Required,
        default: "[\"2026-07-28\"]",
        part: "discovery",
        meaning: text! {
            en: "Every protocol revision the server speaks, as YYYY-MM-DD strings; the client picks one of them for its requests.",
            ru: "Все редакции протокола, которые понимает сервер, строками вида ГГГГ-ММ-ДД; клиент выбирает одну из них для своих запросов.",
        },
    },
    Field {
        id: "capabilities",
        member: Some("capabilities"),
        pointer: "/capabilities",
        presence: Presence::Required,
        default: "{}",
        part: "discovery",
        meaning: text! {
            en: "What the server offers: tools, resources, prompts, completions, extensions, each an object of its own options.",
            ru: "Что умеет сервер: tools, resources, prompts, completions, extensions — у каждого свой объект с настройками.",
        },
    },
    Field {
        id: "serverInfo",
        member: None,
        pointer: "/_meta/io.modelcontextprotocol~1serverInfo",
        presence: Presence::Recommended,
        default: "{\"name\": \"my-server\", \"version\": \"0.1.0\"}",
        part: "discovery",
        meaning: text! {
            en: "Who answers: name and version of the server software, inside _meta. For display and logs, never for decisions.",
            ru: "Кто отвечает: имя и версия серверной программы, внутри _meta. Для показа и журналов, а не для принятия решений.",
        },
    },
    Field {
        id: "instructions",
        member: Some("instructions"),
        pointer: "/instructions",
        presence: Presence::Optional,
        default: "\"\"",
        part: "discovery",
        meaning: text! {
            en: "Optional guidance for the model on how to use this server well.",
            ru: "Необязательная подсказка для модели о том, как лучше пользоваться сервером.",
        },
    },
    Field {
        id: "ttlMs",
        member: Some("ttlMs"),
        pointer: "/ttlMs",
        presence: Presence::Required,
        default: "3600000",
        part: "caching",
        meaning: text! {
            en: "How many milliseconds the client may reuse this answer before asking again; a whole number, 0 or more.",
            ru: "Сколько миллисекунд клиент может пользоваться этим ответом, прежде чем спросить снова; целое число, не меньше 0.",
        },
    },
    Field {
        id: "cacheScope",
        member: Some("cacheScope"),
        pointer: "/cacheScope",
        presence: Presence::Required,
        default: "\"public\"",
        part: "caching",
        meaning: text! {
            en: "Who may share a cached copy: \"public\" (any client or proxy) or \"private\" (one authorization context only).",
            ru: "Кто может делить закэшированную копию: \"public\" (любой клиент или прокси) или \"private\" (только в рамках одной авторизации).",
        },
    },
];

pub fn field(id: &str) -> Option<&'static Field> {
    FIELDS.iter().find(|f| f.id == id)
}

/// The members a discover result must have, in the order the quick fixes insert them.
pub fn required_members() -> impl Iterator<Item = &'static Field> {
    FIELDS
        .iter()
        .filter(|f| f.presence == Presence::Required && f.member.is_some())
}
