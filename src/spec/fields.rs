//! The field tables of the results (MCP 2026-07-28), one row per field that the editor's
//! checklist shows and the engine's rules refer to: the discover result's rows, and the row of
//! each list's own member (`tools`, `prompts` …), which every cacheable result joins to the rows
//! they all share.

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

/// The two caching hints a complete cacheable result carries (server/utilities/caching).
/// The freshness of a `server/discover` answer made from an `initialize` result: an hour, as
/// the official example has it, since revisions and capabilities change with a release.
pub const DISCOVER_TTL_MS: u32 = 3_600_000;

/// Whether 2026-07-28 defines the capability `name`: a member of its `ServerCapabilities`
/// (an earlier revision's `tasks` is not: it became an extension).
pub fn is_capability(name: &str) -> bool {
    use super::schema::Expect;
    matches!(super::shapes::SERVER_CAPABILITIES.body(), Expect::Object(shape) if shape.member(name).is_some())
}

pub const CACHING_HINTS: &[&str] = &["ttlMs", "cacheScope"];

pub const FIELDS: &[Field] = &[
    Field {
        id: "envelope",
        member: None,
        pointer: "",
        presence: Presence::Required,
        default: "",
        meaning: text! {
            en: "JSON-RPC 2.0 envelope: `\"jsonrpc\": \"2.0\"`, the `id` of the request it answers, and exactly one of `result` or `error`.",
            ru: "Обёртка JSON-RPC 2.0: `\"jsonrpc\": \"2.0\"`, `id` запроса, на который дан ответ, и одно из двух: `result` или `error`.",
        },
    },
    Field {
        id: "resultType",
        member: Some("resultType"),
        pointer: "/resultType",
        presence: Presence::Required,
        default: "\"complete\"",
        meaning: text! {
            en: "Tells the client how to read the result: \"complete\" for a final answer (the `server/discover` result always is one), \"input_required\" when the server first needs more from the client.",
            ru: "Подсказывает клиенту, как читать результат: `\"complete\"` для окончательного ответа (ответ на `server/discover` всегда такой), `\"input_required\"`, если серверу сначала нужно что-то ещё от клиента.",
        },
    },
    Field {
        id: "tools",
        member: Some("tools"),
        pointer: "/tools",
        presence: Presence::Required,
        default: "[]",
        meaning: text! {
            en: "The tools: each has a name and an input schema, and may add a title, a description, an output schema, annotations and icons.",
            ru: "Инструменты: у каждого есть имя и входная схема, а также могут быть заголовок, описание, выходная схема, аннотации и значки.",
        },
    },
    Field {
        id: "prompts",
        member: Some("prompts"),
        pointer: "/prompts",
        presence: Presence::Required,
        default: "[]",
        meaning: text! {
            en: "The prompts: each has a name, and may add a title, a description, its arguments and icons.",
            ru: "Шаблоны запросов: у каждого есть имя, а также могут быть заголовок, описание, аргументы и значки.",
        },
    },
    Field {
        id: "resources",
        member: Some("resources"),
        pointer: "/resources",
        presence: Presence::Required,
        default: "[]",
        meaning: text! {
            en: "The resources: each has an absolute URI and a name, and may add a title, a description, a media type, a size in bytes and icons.",
            ru: "Ресурсы: у каждого есть абсолютный URI и имя, а также могут быть заголовок, описание, тип содержимого, размер в байтах и значки.",
        },
    },
    Field {
        id: "resourceTemplates",
        member: Some("resourceTemplates"),
        pointer: "/resourceTemplates",
        presence: Presence::Required,
        default: "[]",
        meaning: text! {
            en: "URI templates (RFC 6570) for whole families of resources: each has a template and a name, and may add a media type and a description.",
            ru: "Шаблоны URI (RFC 6570) для целых семейств ресурсов: у каждого есть шаблон и имя, а также могут быть тип содержимого и описание.",
        },
    },
    Field {
        id: "contents",
        member: Some("contents"),
        pointer: "/contents",
        presence: Presence::Required,
        default: "[]",
        meaning: text! {
            en: "What the resource holds: items with their `uri` and either `text` or a `blob` in `base64`, never both.",
            ru: "Содержимое ресурса: элементы с `uri` и одно из двух: `text` (текст) или `blob` (данные в `base64`).",
        },
    },
    Field {
        id: "supportedVersions",
        member: Some("supportedVersions"),
        pointer: "/supportedVersions",
        presence: Presence::Required,
        default: "[\"2026-07-28\"]",
        meaning: text! {
            en: "Every protocol revision the server supports, as YYYY-MM-DD strings; the client picks one of them for its requests.",
            ru: "Все ревизии протокола, которые поддерживает сервер, строками вида ГГГГ-ММ-ДД; клиент выбирает одну из них для своих запросов.",
        },
    },
    Field {
        id: "capabilities",
        member: Some("capabilities"),
        pointer: "/capabilities",
        presence: Presence::Required,
        default: "{}",
        meaning: text! {
            en: "What the server offers: `tools`, `resources`, `prompts`, `completions`, `extensions`, each an object of its own options.",
            ru: "Что умеет сервер: `tools`, `resources`, `prompts`, `completions`, `extensions` — у каждого свой объект с настройками.",
        },
    },
    Field {
        id: "serverInfo",
        member: None,
        pointer: "/_meta/io.modelcontextprotocol~1serverInfo",
        presence: Presence::Recommended,
        default: "{\"name\": \"my-server\", \"version\": \"0.1.0\"}",
        meaning: text! {
            en: "Who answers: name and version of the server software, inside `_meta`. For display and logs, never for decisions.",
            ru: "Кто отвечает: название и версия программы сервера, внутри `_meta`. Для показа и журналов, а не для принятия решений.",
        },
    },
    Field {
        id: "instructions",
        member: Some("instructions"),
        pointer: "/instructions",
        presence: Presence::Optional,
        default: "\"\"",
        meaning: text! {
            en: "Optional guidance for the model on how to use this server well.",
            ru: "Необязательные указания для языковой модели о том, как эффективно пользоваться сервером.",
        },
    },
    Field {
        id: "ttlMs",
        member: Some("ttlMs"),
        pointer: "/ttlMs",
        presence: Presence::Required,
        default: "3600000",
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
        meaning: text! {
            en: "Who may share a cached copy: \"public\" (any client or proxy) or \"private\" (one authorization context only).",
            ru: "Область кэширования, то есть кто может использовать кэш: `\"public\"` (любой клиент или общий посредник, например прокси) или `\"private\"` (только в пределах одного контекста авторизации).",
        },
    },
];

pub fn field(id: &str) -> Option<&'static Field> {
    FIELDS.iter().find(|f| f.id == id)
}
