//! The seven parts of an MCP server (revision 2026-07-28) as the anatomy widget shows them.
//! All the text a documentation team may want to review lives here, in both languages.

use super::{SpecPage, Text, later, text};

/// How a fragment is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FragmentSyntax {
    Json,
    Http,
}

#[derive(Debug)]
pub struct Part {
    /// Stable id used in `data-part`, in links from the editor and by host pages.
    pub id: &'static str,
    pub title: Text,
    /// One sentence: what the part is for (the panel to the right).
    pub purpose: Text,
    /// A few sentences (the panel below).
    pub details: Text,
    pub fragment: &'static str,
    pub syntax: FragmentSyntax,
    /// Capability keys and result fields this part owns (matches `spec::fields` ids).
    pub owns: &'static [&'static str],
    pub pages: &'static [SpecPage],
}

/// In reading order: the data path from the wire inwards, which the arrow keys follow.
pub const PARTS: &[Part] = &[
    Part {
        id: "transport",
        title: text! {
            en: "Transport",
            ru: "Транспорт",
        },
        purpose: text! {
            en: "Carries JSON-RPC messages between client and server, over standard input and output or over HTTP.",
            ru: "Переносит сообщения JSON-RPC между клиентом и сервером — через стандартные ввод и вывод или по HTTP.",
        },
        details: text! {
            en: "With `stdio` the client starts the server as a child process and writes one JSON-RPC message per line; a message never contains a raw newline, and the server keeps `stdout` for protocol traffic only, sending logs to `stderr`. With Streamable HTTP every request is a POST to one endpoint, with the headers `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` beside the body; the server answers with a JSON body or with a stream of server-sent events.",
            ru: "При `stdio` клиент запускает сервер дочерним процессом и пишет по одному сообщению JSON-RPC в строке; внутри сообщения не бывает перевода строки, а `stdout` сервер отдаёт только протоколу, журналы пишет в `stderr`. При Streamable HTTP каждый запрос — это POST на единый адрес с заголовками `MCP-Protocol-Version`, `Mcp-Method` и `Mcp-Name` рядом с телом; сервер отвечает телом JSON или потоком событий SSE.",
        },
        fragment: "POST /mcp HTTP/1.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: get_forecast\n\n{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 7,\n  \"method\": \"tools/call\",\n  \"params\": {\n    \"name\": \"get_forecast\",\n    \"arguments\": {\"city\": \"Berlin\"},\n    \"_meta\": {\n      \"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\",\n      \"io.modelcontextprotocol/clientCapabilities\": {}\n    }\n  }\n}",
        syntax: FragmentSyntax::Http,
        owns: &[],
        pages: &[SpecPage::Stdio, SpecPage::StreamableHttp],
    },
    Part {
        id: "envelope",
        title: text! {
            en: "Request envelope",
            ru: "Обёртка запроса",
        },
        purpose: later!(text! {
            en: "Makes every request self-contained, so no session and no `initialize` handshake are needed.",
            ru: "Делает каждый запрос самодостаточным, поэтому не нужны ни сессия, ни рукопожатие `initialize`.",
        }),
        details: later!(text! {
            en: "Each request carries in `params._meta` the protocol revision it uses (`io.modelcontextprotocol/protocolVersion`), who the client is (`.../clientInfo`) and what it can do (`.../clientCapabilities`). A server that does not support the requested revision answers with error -32022, `UnsupportedProtocolVersionError`, and lists the revisions it does support in `data.supported`; the client then retries with one of them.",
            ru: "Каждый запрос несёт в `params._meta` ревизию протокола (`io.modelcontextprotocol/protocolVersion`), сведения о клиенте (`.../clientInfo`) и его возможности (`.../clientCapabilities`). Если сервер не поддерживает запрошенную ревизию, он отвечает ошибкой `-32022`, `UnsupportedProtocolVersionError`, и перечисляет поддерживаемые ревизии в `data.supported`; клиент повторяет запрос с одной из них.",
        }),
        fragment: later!(
            "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 7,\n  \"method\": \"tools/list\",\n  \"params\": {\n    \"_meta\": {\n      \"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\",\n      \"io.modelcontextprotocol/clientInfo\": {\"name\": \"docs-client\", \"version\": \"1.4.0\"},\n      \"io.modelcontextprotocol/clientCapabilities\": {}\n    }\n  }\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &["envelope"],
        pages: &[SpecPage::Basic, SpecPage::Versioning],
    },
    Part {
        id: "discovery",
        title: text! {
            en: "Discovery",
            ru: "Обнаружение",
        },
        purpose: later!(text! {
            en: "Answers `server/discover`: which revisions the server supports, what it offers and who it is.",
            ru: "Отвечает на `server/discover`: какие ревизии поддерживает сервер, что он предлагает и кто он.",
        }),
        details: later!(text! {
            en: "Every server MUST implement `server/discover`; a client may call it or may negotiate the revision inline through each request's `_meta`. The result lists `supportedVersions`, the `capabilities` object, optional `instructions` for the model, and the server's name and version in `_meta` under `io.modelcontextprotocol/serverInfo`. Over `stdio` a client can send `server/discover` first: a modern server answers it, while a legacy one replies -32601, and the client falls back to `initialize`.",
            ru: "Каждый сервер ДОЛЖЕН реализовать `server/discover`; клиент может его вызвать или договориться о ревизии прямо в `_meta` каждого запроса. В результате — `supportedVersions`, объект `capabilities`, необязательные указания для языковой модели (`instructions`), а также название и версия программы сервера в `_meta` под ключом `io.modelcontextprotocol/serverInfo`. По `stdio` клиент может первым отправить `server/discover`: современный сервер ответит, а сервер прежней ревизии вернёт `-32601`, и клиент откатится к `initialize`.",
        }),
        fragment: later!(
            "{\n  \"resultType\": \"complete\",\n  \"supportedVersions\": [\"2026-07-28\"],\n  \"capabilities\": {\"tools\": {\"listChanged\": true}, \"resources\": {}},\n  \"instructions\": \"Ask for a city before calling get_forecast.\",\n  \"_meta\": {\n    \"io.modelcontextprotocol/serverInfo\": {\"name\": \"weather\", \"version\": \"3.2.1\"}\n  },\n  \"ttlMs\": 3600000,\n  \"cacheScope\": \"public\"\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &[
            "resultType",
            "supportedVersions",
            "capabilities",
            "serverInfo",
            "instructions",
        ],
        pages: &[SpecPage::Discover, SpecPage::Versioning],
    },
    Part {
        id: "tools",
        title: text! {
            en: "Tools",
            ru: "Инструменты",
        },
        purpose: later!(text! {
            en: "Functions the model can call: listed with `tools/list` and run with `tools/call`.",
            ru: "Функции, которые может вызвать модель: перечень даёт `tools/list`, вызов — `tools/call`.",
        }),
        details: later!(text! {
            en: "A server that has tools declares the `tools` capability; `listChanged: true` promises a notification when the list changes. The result of `tools/list` is cacheable, so it carries `ttlMs` and `cacheScope`, and a long list is paged with a cursor. `tools/call` runs one tool with arguments that match its input schema and returns content blocks, with `isError` set when the tool itself failed.",
            ru: "Сервер с инструментами объявляет возможность `tools`; `listChanged: true` обещает уведомление об изменении перечня. Результат `tools/list` кэшируется, поэтому несёт `ttlMs` и `cacheScope`, а длинный перечень листается курсором. `tools/call` запускает инструмент с аргументами по его входной схеме и возвращает блоки содержимого; если сбой произошёл в самом инструменте, выставляется `isError`.",
        }),
        fragment: later!(
            "{\n  \"resultType\": \"complete\",\n  \"tools\": [\n    {\n      \"name\": \"get_forecast\",\n      \"description\": \"Ten-day forecast for a city\",\n      \"inputSchema\": {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\"}}}\n    }\n  ],\n  \"ttlMs\": 600000,\n  \"cacheScope\": \"public\"\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &["capabilities/tools", "tools"],
        pages: &[SpecPage::Tools],
    },
    Part {
        id: "resources",
        title: text! {
            en: "Resources",
            ru: "Ресурсы",
        },
        purpose: later!(text! {
            en: "Data the client can read by URI: files, records, documents.",
            ru: "Данные, которые клиент читает по URI: файлы, записи, документы.",
        }),
        details: later!(text! {
            en: "`resources/list` names concrete resources, `resources/templates/list` gives URI templates for whole families of them, and `resources/read` returns their contents; all three results are cacheable. The `resources` capability says whether the list can change (`listChanged`) and whether a client may subscribe to updates of a single resource (`subscribe`).",
            ru: "`resources/list` перечисляет конкретные ресурсы, `resources/templates/list` даёт шаблоны URI для целых семейств, а `resources/read` возвращает содержимое; все три результата кэшируются. Возможность `resources` сообщает, может ли меняться перечень (`listChanged`) и можно ли подписаться на изменения отдельного ресурса (`subscribe`).",
        }),
        fragment: later!(
            "{\n  \"resultType\": \"complete\",\n  \"contents\": [\n    {\"uri\": \"file:///reports/2026-11.md\", \"mimeType\": \"text/markdown\", \"text\": \"# November\"}\n  ],\n  \"ttlMs\": 60000,\n  \"cacheScope\": \"private\"\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &[
            "capabilities/resources",
            "resources",
            "resourceTemplates",
            "contents",
        ],
        pages: &[SpecPage::Resources],
    },
    Part {
        id: "prompts",
        title: text! {
            en: "Prompts",
            ru: "Шаблоны запросов",
        },
        purpose: later!(text! {
            en: "Ready-made message templates a user can pick, with arguments.",
            ru: "Готовые шаблоны сообщений с аргументами, которые выбирает пользователь.",
        }),
        details: later!(text! {
            en: "`prompts/list` returns the available templates and is cacheable; `prompts/get` fills one in with the given arguments and returns the messages to send to the model. The `prompts` capability declares them, and `listChanged: true` promises a notification when templates appear or go away.",
            ru: "`prompts/list` возвращает доступные шаблоны и кэшируется; `prompts/get` подставляет аргументы в один из них и возвращает сообщения для модели. Возможность `prompts` объявляет их, а `listChanged: true` обещает уведомление, когда шаблоны появляются или исчезают.",
        }),
        fragment: later!(
            "{\n  \"resultType\": \"complete\",\n  \"prompts\": [\n    {\"name\": \"travel_brief\", \"arguments\": [{\"name\": \"city\", \"required\": true}]}\n  ],\n  \"ttlMs\": 600000,\n  \"cacheScope\": \"public\"\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &["capabilities/prompts", "prompts"],
        pages: &[SpecPage::Prompts],
    },
    Part {
        id: "caching",
        title: text! {
            en: "Caching",
            ru: "Кэширование",
        },
        purpose: later!(text! {
            en: "Tells clients how long a result stays fresh and who may share a cached copy.",
            ru: "Сообщает клиентам, как долго результат остаётся свежим, и задаёт область его кэширования.",
        }),
        details: later!(text! {
            en: "Cacheable results carry `ttlMs`, the milliseconds during which the client may reuse them (0 means stale at once), and `cacheScope`: results with \"public\" may be shared by any client or proxy, with \"private\" only within one authorization context. A client listening through `subscriptions/listen` drops a cached list as soon as a list-changed notification for it arrives, without waiting for its freshness to run out.",
            ru: "Кэшируемые результаты несут `ttlMs` — сколько миллисекунд клиент может ими пользоваться (0 — устаревает сразу), и `cacheScope`, область кэширования: результат с `\"public\"` могут кэшировать любые клиенты и общие посредники, например прокси, а с `\"private\"` — только в пределах одного контекста авторизации. Клиент, слушающий `subscriptions/listen`, выбрасывает кэшированный перечень, как только приходит уведомление о его изменении, не дожидаясь, пока истечёт время свежести.",
        }),
        fragment: later!(
            "{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"notifications/tools/list_changed\"\n}"
        ),
        syntax: FragmentSyntax::Json,
        owns: &["ttlMs", "cacheScope"],
        pages: &[SpecPage::Caching],
    },
];

pub fn part(id: &str) -> Option<&'static Part> {
    PARTS.iter().find(|p| p.id == id)
}

/// The part that owns a field of the editor's checklist.
pub fn owner_of_field(field_id: &str) -> Option<&'static Part> {
    PARTS.iter().find(|p| p.owns.contains(&field_id))
}

/// The part a finding concerns: the one its code's family names (`tool/…` → tools, `ttl/…` →
/// caching …), else the owner of the value it points at. `pointer` is the finding's own;
/// `bare` says the text is a result without its envelope.
pub fn owner_of_finding(code: &str, pointer: &str, bare: bool) -> &'static Part {
    let named = match code.split('/').next().unwrap_or_default() {
        "tool" => "tools",
        "resource" => "resources",
        "prompt" => "prompts",
        "caching" | "ttl" => "caching",
        _ if code == "transcript/scope-changes" => "caching",
        "envelope" | "transcript" => "envelope",
        _ => "",
    };
    if let Some(part) = part(named) {
        return part;
    }
    // A message of an array of messages starts with its index.
    let digits = pointer
        .trim_start_matches('/')
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    let pointer = if pointer.len() > 1 && digits > 0 {
        &pointer[1 + digits..]
    } else {
        pointer
    };
    let relative = if bare {
        Some(pointer)
    } else {
        (pointer.strip_prefix("/result")).filter(|rest| rest.is_empty() || rest.starts_with('/'))
    };
    owner_of_pointer(relative)
}

/// The part that owns the value at `pointer` (relative to the result object; `None` for a
/// pointer outside the result, which belongs to the envelope). The most specific claim wins:
/// `/capabilities/tools/...` belongs to tools, the rest of `/capabilities` to discovery.
pub fn owner_of_pointer(relative: Option<&str>) -> &'static Part {
    let Some(relative) = relative else {
        return &PARTS[1];
    };
    let mut best: Option<(&'static Part, usize)> = None;
    for part in PARTS {
        for owned in part.owns {
            let pointer = match super::fields::field(owned) {
                Some(field) if field.id == "envelope" => continue,
                Some(field) => field.pointer.to_owned(),
                None => format!("/{owned}"),
            };
            let matches = relative
                .strip_prefix(pointer.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'));
            if matches && best.is_none_or(|(_, len)| pointer.len() > len) {
                best = Some((part, pointer.len()));
            }
        }
    }
    best.map_or(&PARTS[2], |(part, _)| part)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_find_their_part() {
        let owner = |code, pointer, bare| owner_of_finding(code, pointer, bare).id;
        assert_eq!(owner("tool/name", "/result/tools/0/name", false), "tools");
        assert_eq!(
            owner("schema/missing-member", "/result/tools/0", false),
            "tools"
        );
        assert_eq!(
            owner("schema/wrong-type", "/1/result/contents/0/text", false),
            "resources"
        );
        assert_eq!(owner("schema/wrong-type", "/prompts", true), "prompts");
        assert_eq!(owner("transcript/scope-changes", "", false), "caching");
        assert_eq!(owner("transcript/unknown-id", "", false), "envelope");
        assert_eq!(owner("schema/wrong-type", "/jsonrpc", false), "envelope");
        assert_eq!(
            owner("schema/wrong-type", "/result/capabilities/tools", false),
            "tools"
        );
        assert_eq!(
            owner("version/unknown", "/result/supportedVersions/0", false),
            "discovery"
        );
    }

    #[test]
    fn pointers_find_their_part() {
        assert_eq!(
            owner_of_pointer(Some("/capabilities/tools/listChanged")).id,
            "tools"
        );
        assert_eq!(
            owner_of_pointer(Some("/capabilities/logging")).id,
            "discovery"
        );
        assert_eq!(owner_of_pointer(Some("/ttlMs")).id, "caching");
        assert_eq!(
            owner_of_pointer(Some("/_meta/io.modelcontextprotocol~1serverInfo/version")).id,
            "discovery"
        );
        assert_eq!(owner_of_pointer(Some("")).id, "discovery");
        assert_eq!(owner_of_pointer(None).id, "envelope");
    }

    #[test]
    fn every_field_has_an_owner() {
        for field in super::super::fields::FIELDS {
            assert!(owner_of_field(field.id).is_some(), "{}", field.id);
        }
    }
}
