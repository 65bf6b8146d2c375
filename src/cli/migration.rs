//! The migration report of a legacy walk: what the walked server must answer to be a
//! 2026-07-28 server, in order. First the `server/discover` result it should give, generated
//! from its `initialize` result; then, for every list and read it answered, the fields to add
//! (each with a suggested value and why), the amended result checked again by the engine;
//! last, what the server relies on that 2026-07-28 removed or deprecated, citing the changelog
//! and the pages. Printed as text, Markdown (for an issue or a pull request), JSON, and as
//! remarks in the CI formats.

use super::message::{Message, msg};
use super::probe::{Exchange, Outcome};
use crate::engine;
use crate::spec::codes::{Code, Severity};
use crate::spec::fields::{DISCOVER_TTL_MS, SERVER_INFO_KEY, is_capability};
use crate::spec::{Lang, REVISION};
use serde_json::{Map, Value, json};

mod write;

// The migration report's lines in the CI formats. The examples are command lines; a server that
// answers `server/discover` has no migration report. `tests/probe_codes.rs` runs them.
crate::spec::codes::codes! {
    MigrationField = "migration/field", Info, Discover,
        summary: ("A field a 2026-07-28 answer carries, which the answer of a server of an earlier revision lacks; the migration report suggests its value.", "Поле, которое есть в ответе ревизии 2026-07-28, но отсутствует в ответе сервера прежней ревизии; отчёт о переходе предлагает его значение."),
        help: ("Add it as the migration report says (probe --format markdown), with the value it suggests or one of your own: the discover result it writes comes from the initialize result, and each list and read gains the fields 2026-07-28 asks of a result.",
               "Добавьте его, как сказано в отчёте о переходе (`probe --format markdown`), с предложенным значением или своим: результат `server/discover` в отчёте построен из результата `initialize`, а результаты перечней и чтения ресурсов дополнены полями, которых ревизия 2026-07-28 требует от результата."),
        bad: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/walk_fixture.py";
    MigrationRemoved = "migration/removed", Warning, Changelog,
        summary: ("A server of an earlier revision relies on something 2026-07-28 removed: the initialize handshake, sessions, requests to the client, tasks in the core protocol.", "Сервер прежней ревизии опирается на то, что в ревизии 2026-07-28 удалено: рукопожатие `initialize`, сессии, запросы к клиенту, задачи в основном протоколе."),
        help: ("The migration report's line names what replaces it and the pages to read: server/discover and the per-request _meta for the handshake, handles the server mints for session state, input_required results for requests to the client, the tasks extension.",
               "Строка отчёта о переходе называет замену и страницы, которые стоит прочитать: `server/discover` и `_meta` в каждом запросе вместо рукопожатия, выдаваемые сервером дескрипторы вместо состояния сессии, результаты `input_required` вместо запросов к клиенту, расширение `io.modelcontextprotocol/tasks` для задач."),
        bad: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/walk_fixture.py";
    MigrationChanged = "migration/changed", Info, Changelog,
        summary: ("A server of an earlier revision relies on something 2026-07-28 deprecated or moved: logging set per connection, change notifications outside subscriptions/listen.", "Сервер прежней ревизии опирается на то, что в ревизии 2026-07-28 объявлено устаревшим или перенесено: уровень журнала, заданный для всего соединения, уведомления об изменениях вне `subscriptions/listen`."),
        help: ("It still works for clients of earlier revisions; for 2026-07-28, follow the migration report's line: the log level comes with each request, and change notifications flow on the stream a client opens with subscriptions/listen.",
               "Для клиентов прежних ревизий это по-прежнему работает; для ревизии 2026-07-28 следуйте строке отчёта о переходе: уровень журнала приходит с каждым запросом, а уведомления об изменениях идут в потоке, который клиент открывает запросом `subscriptions/listen`."),
        bad: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/legacy_server.py",
        good: "$ mcp-anatomy probe --format sarif -- python3 tests/servers/walk_fixture.py";
}

/// One field to add or change, with the value suggested and why.
pub struct Change {
    pub field: String,
    pub value: Value,
    pub why: Message,
}

/// A result the server answered, amended to 2026-07-28.
pub struct Amended {
    pub method: &'static str,
    pub cursor: Option<String>,
    pub changes: Vec<Change>,
    /// The whole amended result.
    pub result: Value,
    /// What the engine still finds in it (a tool item's shape …): each a sentence with its place.
    pub left: Vec<(Severity, String, Message)>,
}

/// Something the server relies on that 2026-07-28 removed or deprecated, and where the
/// specification says so: page paths under the revision.
pub struct Reliance {
    /// `migration/removed` or `migration/changed`, whose severity it has.
    pub code: Code,
    pub what: Message,
    pub pages: &'static [&'static str],
}

pub struct Migration {
    pub from: String,
    pub discover: Amended,
    pub answers: Vec<Amended>,
    pub reliances: Vec<Reliance>,
}

/// The migration of a legacy walk that reached an `initialize` result; none otherwise.
pub fn build(outcome: &Outcome) -> Option<Migration> {
    let legacy = outcome.legacy.as_ref()?;
    let initialize = legacy.initialize.as_ref()?;
    let from = legacy.negotiated.clone().unwrap_or_default();
    let server_info = initialize.get("serverInfo").cloned();
    let capabilities = initialize.get("capabilities");
    let walked = outcome.walk.iter().flatten().skip(1);
    let answers = (walked.filter(|e| e.method != "initialize"))
        .filter_map(|exchange| amend(exchange, capabilities, server_info.as_ref()))
        .collect();
    Some(Migration {
        discover: discover(initialize, &from),
        reliances: reliances(outcome, initialize),
        answers,
        from,
    })
}

fn check(method: &str, result: &Value) -> Vec<(Severity, String, Message)> {
    let response = json!({"jsonrpc": "2.0", "id": 1, "result": result}).to_string();
    let report = engine::check_answer(&response, Some(method));
    (report.diagnostics.iter())
        .filter(|d| d.diagnostic.severity() >= Severity::Warning)
        .map(|located| {
            let d = &located.diagnostic;
            let message = msg! { en: d.message(Lang::En), ru: d.message(Lang::Ru) };
            (d.severity(), d.pointer.to_string(), message)
        })
        .collect()
}

/// The `server/discover` result, from the `initialize` result.
fn discover(initialize: &Value, from: &str) -> Amended {
    let mut changes = vec![Change {
        field: "resultType".into(),
        value: json!("complete"),
        why: result_type_why(),
    }];
    let mut versions = vec![json!(REVISION)];
    if !from.is_empty() && from != REVISION {
        versions.push(json!(from));
    }
    changes.push(Change {
        field: "supportedVersions".into(),
        value: Value::Array(versions),
        why: msg!(
            "{} is what the server adds; {} stays listed while it still answers `initialize` for earlier clients.",
            "{} — ревизия, которую сервер добавляет; {} остаётся в списке, пока он отвечает на `initialize` прежним клиентам.",
            REVISION,
            from
        ),
    });
    let (capabilities, dropped) = capabilities_of(initialize.get("capabilities"));
    changes.push(Change {
        field: "capabilities".into(),
        value: Value::Object(capabilities),
        why: if dropped.is_empty() {
            msg!(
                "As `initialize` declared them: each one keeps its meaning in {}.",
                "Как их объявлял `initialize`: каждая сохраняет свой смысл в ревизии {}.",
                REVISION
            )
        } else {
            msg!(
                "As `initialize` declared them, without {}: {} has no such capability (tasks moved to the `io.modelcontextprotocol/tasks` extension, declared under `extensions`).",
                "Как их объявлял `initialize`, без {}: в ревизии {} такой возможности нет (задачи перенесены в расширение `io.modelcontextprotocol/tasks`, которое объявляется в `extensions`).",
                dropped.join(", "),
                REVISION
            )
        },
    });
    if let Some(instructions) = initialize.get("instructions") {
        changes.push(Change {
            field: "instructions".into(),
            value: instructions.clone(),
            why: msg!(
                "Moved from the `initialize` result unchanged.",
                "Перенесено из результата `initialize` без изменений."
            ),
        });
    }
    if let Some(info) = initialize.get("serverInfo") {
        changes.push(identity(info));
    }
    changes.push(Change {
        field: "ttlMs".into(),
        value: json!(DISCOVER_TTL_MS),
        why: msg!(
            "An hour: supported revisions and capabilities change with a release of the server, not between requests.",
            "Час: поддерживаемые ревизии и возможности меняются с выпуском сервера, а не между запросами."
        ),
    });
    changes.push(public_scope());
    let result = apply(&Map::new(), &changes);
    Amended {
        method: "server/discover",
        cursor: None,
        left: check("server/discover", &result),
        result,
        changes,
    }
}

/// The capabilities 2026-07-28 knows, and the names of those it does not.
fn capabilities_of(declared: Option<&Value>) -> (Map<String, Value>, Vec<String>) {
    let mut kept = Map::new();
    let mut dropped = Vec::new();
    for (name, value) in declared.and_then(Value::as_object).into_iter().flatten() {
        if is_capability(name) {
            kept.insert(name.clone(), value.clone());
        } else {
            dropped.push(name.clone());
        }
    }
    (kept, dropped)
}

fn result_type_why() -> Message {
    msg!(
        "Every result of {} names its type; a client reads a result without it as complete only from a server of an earlier revision.",
        "Каждый результат ревизии {} называет свой тип; результат без него клиент считает завершённым, только если тот пришёл от прежнего сервера.",
        REVISION
    )
}

fn identity(info: &Value) -> Change {
    Change {
        field: format!("_meta.{SERVER_INFO_KEY}"),
        value: info.clone(),
        why: msg!(
            "The `serverInfo` of `initialize`: servers of {} name themselves in the `_meta` of each result, since no handshake carries it.",
            "`serverInfo` из `initialize`: серверы ревизии {} называют себя в `_meta` каждого результата, ведь рукопожатия, которое его передавало, больше нет.",
            REVISION
        ),
    }
}

fn public_scope() -> Change {
    Change {
        field: "cacheScope".into(),
        value: json!("public"),
        why: msg!(
            "The probe got this answer without credentials, so it holds nothing tied to a user; an answer that differs by user or token says `\"private\"`.",
            "Проба получила этот ответ без учётных данных, значит, в нём нет ничего, привязанного к пользователю; ответ, который зависит от пользователя или токена, указывает `\"private\"`."
        ),
    }
}

/// A list or read result with the fields of 2026-07-28.
fn amend(
    exchange: &Exchange,
    capabilities: Option<&Value>,
    server_info: Option<&Value>,
) -> Option<Amended> {
    let message: Value = serde_json::from_str(exchange.answer.text.as_deref()?).ok()?;
    let answered = message.get("result")?.as_object()?;
    let mut changes = vec![Change {
        field: "resultType".into(),
        value: json!("complete"),
        why: result_type_why(),
    }];
    changes.extend(server_info.map(identity));
    changes.push(freshness(exchange.method, capabilities));
    changes.push(public_scope());
    let result = apply(answered, &changes);
    Some(Amended {
        method: exchange.method,
        cursor: exchange.cursor.clone(),
        left: check(exchange.method, &result),
        result,
        changes,
    })
}

/// `ttlMs` for a list or a read: longer when the server announces changes.
fn freshness(method: &str, capabilities: Option<&Value>) -> Change {
    let capability = method.split('/').next().unwrap_or_default();
    let announced = (capabilities.and_then(|c| c.get(capability)))
        .and_then(|c| c.get("listChanged"))
        .and_then(Value::as_bool)
        == Some(true);
    let (value, why) = if method == "resources/read" {
        (
            60_000,
            msg!(
                "A minute: contents change more often than lists; 0 if they change on every read.",
                "Минута: содержимое меняется чаще перечней; 0, если оно меняется при каждом чтении."
            ),
        )
    } else if announced {
        (
            3_600_000,
            msg!(
                "An hour: the server announces changes of this list (`{}.listChanged`), so a client listening on `subscriptions/listen` learns of one sooner.",
                "Час: сервер сообщает об изменениях этого перечня (`{}.listChanged`), и клиент, слушающий `subscriptions/listen`, узнает о них раньше.",
                capability
            ),
        )
    } else {
        (
            300_000,
            msg!(
                "Five minutes: the server announces no change of this list, so a client learns of one only when the hint runs out; shorten it if the list changes often.",
                "Пять минут: сервер не сообщает об изменениях этого перечня, и клиент узнает о них, только когда время свежести истечёт; сократите его, если перечень меняется часто."
            ),
        )
    };
    Change {
        field: "ttlMs".into(),
        value: json!(value),
        why,
    }
}

/// The result with each change applied; `_meta.<key>` goes into `_meta`.
fn apply(result: &Map<String, Value>, changes: &[Change]) -> Value {
    let mut amended = result.clone();
    for change in changes {
        match change.field.strip_prefix("_meta.") {
            Some(key) => {
                let meta = amended.entry("_meta").or_insert_with(|| json!({}));
                if let Some(meta) = meta.as_object_mut() {
                    meta.insert(key.to_owned(), change.value.clone());
                }
            }
            None => {
                amended.insert(change.field.clone(), change.value.clone());
            }
        }
    }
    Value::Object(amended)
}

/// What the walk showed the server relying on, which 2026-07-28 removed or deprecated.
fn reliances(outcome: &Outcome, initialize: &Value) -> Vec<Reliance> {
    let mut found = vec![Reliance {
        code: Code::MigrationRemoved,
        what: msg!(
            "The `initialize` handshake: {} removed it. Each request carries its revision and the client's capabilities in `_meta`, and the server answers `server/discover`, which it MUST implement.",
            "Рукопожатие `initialize`: в ревизии {} его нет. Каждый запрос несёт свою ревизию и возможности клиента в `_meta`, а сервер отвечает на `server/discover`, который он ДОЛЖЕН реализовать.",
            REVISION
        ),
        pages: &[
            "changelog#major-changes",
            "server/discover",
            "basic/versioning",
        ],
    }];
    if outcome
        .legacy
        .as_ref()
        .is_some_and(|l| l.session_id.is_some())
    {
        found.push(Reliance {
            code: Code::MigrationRemoved,
            what: msg!(
                "Sessions: the server handed out an `Mcp-Session-Id`, which {} removed with protocol-level sessions. Lists no longer vary per connection; state that spans calls goes into handles the server mints and a tool takes as an argument.",
                "Сессии: сервер выдал `Mcp-Session-Id`, а в ревизии {} сессий на уровне протокола больше нет. Перечни не зависят от соединения; состояние между вызовами передаётся в дескрипторах, которые сервер выдаёт и инструмент принимает аргументом.",
                REVISION
            ),
            pages: &["changelog#major-changes", "basic/transports/streamable-http"],
        });
    }
    let sent: Vec<String> = (outcome.walk.iter().flatten())
        .flat_map(|e| &e.answer.server_requests)
        .filter_map(|text| serde_json::from_str::<Value>(text).ok())
        .filter_map(|m| m.get("method").and_then(Value::as_str).map(str::to_owned))
        .collect();
    if !sent.is_empty() {
        found.push(Reliance {
            code: Code::MigrationRemoved,
            what: msg!(
                "Requests to the client ({}): {} replaced server-initiated requests with multi round-trip requests. A server returns an `input_required` result carrying `inputRequests`, and the client retries with `inputResponses`.",
                "Запросы к клиенту ({}): в ревизии {} их заменили многошаговые запросы. Сервер возвращает результат `input_required` с `inputRequests`, а клиент повторяет запрос с `inputResponses`.",
                sent.join(", "),
                REVISION
            ),
            pages: &["changelog#major-changes", "basic/patterns/mrtr"],
        });
    }
    let capabilities = initialize.get("capabilities");
    let declares = |name: &str| capabilities.and_then(|c| c.get(name)).is_some();
    let promises = |name: &str, flag: &str| {
        (capabilities.and_then(|c| c.get(name)))
            .and_then(|c| c.get(flag))
            .and_then(Value::as_bool)
            == Some(true)
    };
    if declares("logging") {
        found.push(Reliance {
            code: Code::MigrationChanged,
            what: msg!(
                "Logging: deprecated in {}, and `logging/setLevel` removed. A client asks for log messages per request (`io.modelcontextprotocol/logLevel` in `_meta`), and a server sends none for requests that did not ask; over `stdio`, log to `stderr`.",
                "Журналирование: в ревизии {} объявлено устаревшим, а `logging/setLevel` удалён. Клиент запрашивает сообщения журнала для каждого запроса (`io.modelcontextprotocol/logLevel` в `_meta`), и на запросы без него сервер их не присылает; при `stdio` пишите журналы в `stderr`.",
                REVISION
            ),
            pages: &["deprecated", "server/utilities/logging"],
        });
    }
    if declares("tasks") {
        found.push(Reliance {
            code: Code::MigrationRemoved,
            what: msg!(
                "Tasks: {} moved them out of the core protocol into the `io.modelcontextprotocol/tasks` extension, redesigned (`tasks/get` polling, `tasks/update`; no `tasks/list`, no blocking `tasks/result`).",
                "Задачи (`tasks`): в ревизии {} их вынесли из основного протокола в расширение `io.modelcontextprotocol/tasks` и переработали (опрос через `tasks/get`, `tasks/update`; без `tasks/list` и блокирующего `tasks/result`).",
                REVISION
            ),
            pages: &["changelog#major-changes"],
        });
    }
    let announces = ["tools", "prompts", "resources"]
        .into_iter()
        .any(|c| promises(c, "listChanged"));
    if announces || promises("resources", "subscribe") {
        found.push(Reliance {
            code: Code::MigrationChanged,
            what: msg!(
                "Change notifications: in {} they flow only on a `subscriptions/listen` stream the client opens (`toolsListChanged`, `promptsListChanged`, `resourcesListChanged`, `resourceSubscriptions`), which replaces the HTTP GET stream and `resources/subscribe`.",
                "Уведомления об изменениях: в ревизии {} они идут только в потоке `subscriptions/listen`, который открывает клиент (`toolsListChanged`, `promptsListChanged`, `resourcesListChanged`, `resourceSubscriptions`); он заменяет поток HTTP GET и `resources/subscribe`.",
                REVISION
            ),
            pages: &["changelog#major-changes", "basic/patterns/subscriptions"],
        });
    }
    found
}

// ----- output -----------------------------------------------------------------------------------
