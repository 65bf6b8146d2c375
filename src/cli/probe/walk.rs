//! The walk after a modern discover answer: every list, page by page, and optionally the first
//! listed resource; each answer is checked by the engine (as the answer to its method), and
//! what only the walk as a whole shows is reported here.

use super::{Exchange, ProbeOptions};
use crate::cli::message::{Message, msg};
use crate::engine::ResultKind;
use crate::spec::codes::Severity;
use serde_json::{Map, Value, json};

/// The lists a server may offer, from the engine's result kinds: the capability that
/// advertises each, its method, and the member of its result that holds the items.
fn lists() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    (ResultKind::ALL.iter())
        .filter(|kind| kind.method.ends_with("/list"))
        .filter_map(|kind| Some((kind.capability?, kind.method, kind.signature?)))
}

pub struct Walk {
    pub exchanges: Vec<Exchange>,
    pub findings: Vec<WalkFinding>,
}

/// Something only the walk as a whole shows, and the methods it concerns.
pub struct WalkFinding {
    pub severity: Severity,
    pub message: Message,
    pub methods: Vec<&'static str>,
}

/// Asks one request: its method, its cursor, its other parameters.
pub type Ask<'a> = dyn FnMut(&'static str, Option<String>, Map<String, Value>) -> Exchange + 'a;

/// Walks the server whose discover result is `discover`.
pub fn walk(discover: &Value, options: &ProbeOptions, ask: &mut Ask<'_>) -> Walk {
    let mut walk = Walk {
        exchanges: Vec::new(),
        findings: Vec::new(),
    };
    let capabilities = discover.get("capabilities").and_then(Value::as_object);
    let advertised = |name: &str| capabilities.is_some_and(|c| c.contains_key(name));
    walk.promises(capabilities);
    let mut first_resource = None;
    for (capability, method, member) in lists() {
        let items = walk.list(
            method,
            member,
            advertised(capability),
            capability,
            options,
            ask,
        );
        if method == "resources/list" {
            first_resource = items;
        }
    }
    if options.read
        && let Some(uri) = first_resource
    {
        let mut params = Map::new();
        params.insert("uri".into(), Value::String(uri));
        walk.exchanges.push(ask("resources/read", None, params));
    }
    walk
}

impl Walk {
    fn find(&mut self, severity: Severity, message: Message, methods: Vec<&'static str>) {
        self.findings.push(WalkFinding {
            severity,
            message,
            methods,
        });
    }

    /// What `listChanged` and `subscribe` promise, which one request cannot check.
    fn promises(&mut self, capabilities: Option<&Map<String, Value>>) {
        for (capability, flag, method) in [
            ("tools", "listChanged", "notifications/tools/list_changed"),
            (
                "prompts",
                "listChanged",
                "notifications/prompts/list_changed",
            ),
            (
                "resources",
                "listChanged",
                "notifications/resources/list_changed",
            ),
            ("resources", "subscribe", "notifications/resources/updated"),
        ] {
            let promised = (capabilities.and_then(|c| c.get(capability)))
                .and_then(|c| c.get(flag))
                .and_then(Value::as_bool)
                == Some(true);
            if promised {
                self.find(
                    Severity::Info,
                    msg!(
                        "{}.{} is a promise: the server will send {} on a subscriptions/listen stream. A probe of single requests cannot check it.",
                        "{}.{} — обещание: сервер будет присылать {} в потоке subscriptions/listen. Проба отдельными запросами его проверить не может.",
                        capability,
                        flag,
                        method
                    ),
                    vec!["server/discover"],
                );
            }
        }
    }

    /// Asks every page of one list. Returns the `uri` of its first item, when it has one.
    fn list(
        &mut self,
        method: &'static str,
        member: &str,
        advertised: bool,
        capability: &str,
        options: &ProbeOptions,
        ask: &mut Ask<'_>,
    ) -> Option<String> {
        let mut cursor: Option<String> = None;
        let mut seen_cursors = Vec::new();
        let mut scopes: Vec<String> = Vec::new();
        let mut first_uri = None;
        for page in 1.. {
            let mut params = Map::new();
            if let Some(cursor) = &cursor {
                params.insert("cursor".into(), json!(cursor));
            }
            let exchange = ask(method, cursor.clone(), params);
            let result = exchange.result();
            self.exchanges.push(exchange);
            // Severities as the engine gives them for a transcript: declaring is a MUST of the
            // tools, prompts and resources pages; answering what is declared is expected.
            let Some(result) = result else {
                if advertised {
                    self.find(
                        Severity::Warning,
                        msg!(
                            "The server advertises {} but did not answer {} with a result: clients that trust the capability get a refusal.",
                            "Сервер объявляет {}, но не ответил на {} результатом: клиенты, поверившие возможности, получат отказ.",
                            capability,
                            method
                        ),
                        vec!["server/discover", method],
                    );
                }
                break;
            };
            if page == 1 && !advertised {
                self.find(
                    Severity::Error,
                    msg!(
                        "{} answered, but the discover result does not advertise {}: a server that offers it must, and clients that read the capabilities never ask.",
                        "{} отвечает, но результат server/discover не объявляет {}: сервер, предоставляющий эту возможность, ДОЛЖЕН её объявить, а клиенты, читающие возможности, этот перечень не запросят.",
                        method,
                        capability
                    ),
                    vec!["server/discover", method],
                );
            }
            if let Some(scope) = result.get("cacheScope").and_then(Value::as_str) {
                scopes.push(scope.to_owned());
            }
            if first_uri.is_none() {
                first_uri = (result.get(member).and_then(Value::as_array))
                    .and_then(|items| items.first())
                    .and_then(|item| item.get("uri"))
                    .and_then(Value::as_str)
                    .map(str::to_owned);
            }
            let Some(next) = result.get("nextCursor").and_then(Value::as_str) else {
                break;
            };
            if seen_cursors.iter().any(|seen| seen == next) {
                self.find(
                    Severity::Error,
                    msg!(
                        "{} hands out the cursor {:?} a second time: a client following it never ends.",
                        "{} второй раз выдаёт курсор {:?}: клиент, который ему следует, никогда не закончит.",
                        method,
                        next
                    ),
                    vec![method],
                );
                break;
            }
            if page >= options.max_pages {
                self.find(
                    Severity::Info,
                    msg!(
                        "{} has more than {} pages; the probe stopped there (--max-pages).",
                        "У {} больше {} страниц; проба остановилась на этом (--max-pages).",
                        method,
                        options.max_pages
                    ),
                    vec![method],
                );
                break;
            }
            seen_cursors.push(next.to_owned());
            cursor = Some(next.to_owned());
        }
        scopes.dedup();
        if scopes.len() > 1 {
            self.find(
                Severity::Error,
                msg!(
                    "The pages of {} carry different cacheScope values ({}); all pages of one list must carry the same.",
                    "Страницы {} несут разные значения cacheScope ({}); у всех страниц одного перечня оно ДОЛЖНО совпадать.",
                    method,
                    scopes.join(", ")
                ),
                vec![method],
            );
        }
        first_uri
    }
}
