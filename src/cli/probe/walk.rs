//! The walk after a modern discover answer: every list, page by page, and optionally the first
//! listed resource. The walk only asks; the engine judges its exchanges together as one
//! transcript (`Outcome::judge`). What the walk notes itself is what no answer shows: a cursor
//! handed out twice, the page limit reached, and the promises single requests cannot check.

use super::model::{Exchange, Note, ProbeOptions};
use crate::cli::message::msg;
use crate::engine::ResultKind;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

crate::spec::codes::codes! {
    ProbeUncheckedPromise = "probe/unchecked-promise", Info, Subscriptions,
        summary: ("The discover result promises change notifications (listChanged, subscribe), which single requests cannot check.", "Результат `server/discover` обещает уведомления об изменениях (`listChanged`, `subscribe`), а отдельными запросами их не проверить."),
        help: ("Nothing to fix: a reminder. The notifications flow on a subscriptions/listen stream the client opens; check that the server sends them when its lists or resources change.",
               "Исправлять нечего, это напоминание. Уведомления идут в потоке `subscriptions/listen`, который открывает клиент; проверьте, что сервер присылает их, когда меняются его перечни или ресурсы."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/walk_fixture.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py answer";
    ProbeCursorRepeated = "probe/cursor-repeated", Warning, PaginationGuidelines,
        summary: ("A server hands out, for one list, a cursor it handed out before: a client following the cursors never ends.", "Сервер второй раз выдаёт для перечня тот же курсор: клиент, идущий по курсорам, никогда не закончит обход."),
        help: ("Cursors should be stable and lead on: each nextCursor names the page after the one it came with, and the last page has none. Encode the position in the cursor (an offset, the last key seen), not a fixed token.",
               "Серверу СЛЕДУЕТ выдавать стабильные курсоры, которые ведут дальше: каждый `nextCursor` указывает на следующую страницу, а у последней его нет. Кодируйте в курсоре позицию (смещение, последний ключ), а не постоянную метку."),
        bad: "$ mcp-anatomy probe -- python3 tests/servers/misbehaving_server.py cursor-loop",
        good: "$ mcp-anatomy probe -- python3 tests/servers/walk_fixture.py";
    ProbePageLimit = "probe/page-limit", Info, PaginationGuidelines,
        summary: ("A list has more pages than --max-pages; the probe stopped following its cursors.", "В перечне больше страниц, чем `--max-pages`; проба перестала идти по курсорам."),
        help: ("Nothing may be wrong: raise --max-pages to walk the whole list. Many small pages make a client slow; the server chooses its page size.",
               "Ошибки может и не быть: увеличьте `--max-pages`, чтобы пройти перечень целиком. Множество мелких страниц замедляет клиента; размер страницы выбирает сервер."),
        bad: "$ mcp-anatomy probe --max-pages 1 -- python3 tests/servers/walk_fixture.py",
        good: "$ mcp-anatomy probe -- python3 tests/servers/walk_fixture.py";
}

/// The lists a server may offer, from the engine's result kinds: their methods, and the member
/// of each result that holds the items.
fn lists() -> impl Iterator<Item = (&'static str, &'static str)> {
    (ResultKind::ALL.iter())
        .filter(|kind| kind.method.ends_with("/list"))
        .filter_map(|kind| Some((kind.method, kind.signature?)))
}

/// Asks one request: its method, its cursor, its other parameters.
pub type Ask<'a> = dyn FnMut(&'static str, Option<String>, Map<String, Value>) -> Exchange + 'a;

/// Walks the server: every list `offered` accepts (a modern walk asks all, whether its
/// capability is declared or not: a list answered without its capability is what the engine's
/// capability rule looks for; a legacy walk asks those the server advertised, as its clients
/// do), and with `--read` the first listed resource.
pub fn walk(
    options: &ProbeOptions,
    offered: &dyn Fn(&str) -> bool,
    ask: &mut Ask<'_>,
) -> Vec<Exchange> {
    let mut exchanges = Vec::new();
    let mut first_resource = None;
    for (method, member) in lists().filter(|(method, _)| offered(method)) {
        let uri = list(method, member, options, ask, &mut exchanges);
        if method == "resources/list" {
            first_resource = uri;
        }
    }
    if options.read
        && let Some(uri) = first_resource
    {
        let mut params = Map::new();
        params.insert("uri".into(), Value::String(uri));
        exchanges.push(ask("resources/read", None, params));
    }
    exchanges
}

/// What `listChanged` and `subscribe` in the discover result promise, which one request cannot
/// check: notes for the discover exchange.
pub fn promises(discover: &Value) -> Vec<Note> {
    let capabilities = discover.get("capabilities").and_then(Value::as_object);
    let mut notes = Vec::new();
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
            notes.push(Note::new(
                Code::ProbeUncheckedPromise,
                msg!(
                    "`{}.{}` is a promise: the server will send `{}` on a `subscriptions/listen` stream. A probe of single requests cannot check it.",
                    "`{}.{}` — обещание: сервер будет присылать `{}` в потоке `subscriptions/listen`. Проверить его отдельными запросами проба не может.",
                    capability,
                    flag,
                    method
                ),
            ));
        }
    }
    notes
}

/// Asks every page of one list, until a page has no next cursor, is no result, repeats a
/// cursor or reaches `--max-pages`. Returns the `uri` of its first item, when it has one.
fn list(
    method: &'static str,
    member: &str,
    options: &ProbeOptions,
    ask: &mut Ask<'_>,
    exchanges: &mut Vec<Exchange>,
) -> Option<String> {
    let mut cursor: Option<String> = None;
    let mut seen_cursors = Vec::new();
    let mut first_uri = None;
    for page in 1.. {
        let mut params = Map::new();
        if let Some(cursor) = &cursor {
            params.insert("cursor".into(), json!(cursor));
        }
        let mut exchange = ask(method, cursor.clone(), params);
        let Some(result) = exchange.result() else {
            exchanges.push(exchange);
            break;
        };
        if first_uri.is_none() {
            first_uri = (result.get(member).and_then(Value::as_array))
                .and_then(|items| items.first())
                .and_then(|item| item.get("uri"))
                .and_then(Value::as_str)
                .map(str::to_owned);
        }
        let next = result.get("nextCursor").and_then(Value::as_str);
        let notes = &mut exchange.answer.notes;
        match next {
            None => {}
            // No MUST forbids it (server/utilities/pagination asks for stable cursors, a
            // SHOULD), but a client that follows it never ends: a warning, as for what real
            // clients trip over.
            Some(next) if seen_cursors.iter().any(|seen| seen == next) => notes.push(Note::new(
                Code::ProbeCursorRepeated,
                msg!(
                    "`{}` hands out the cursor \"{}\" a second time: a client following it never ends.",
                    "`{}` второй раз выдаёт курсор «{}»: клиент, который идёт по курсорам, никогда не закончит обход.",
                    method,
                    next.escape_debug()
                ),
            )),
            Some(_) if page >= options.max_pages => notes.push(Note::new(
                Code::ProbePageLimit,
                msg!(
                    "`{}` has more pages than {} (`--max-pages`); the probe stopped there.",
                    "В перечне `{}` страниц больше, чем {} (`--max-pages`); проба остановилась.",
                    method,
                    options.max_pages
                ),
            )),
            Some(next) => {
                seen_cursors.push(next.to_owned());
                cursor = Some(next.to_owned());
                exchanges.push(exchange);
                continue;
            }
        }
        exchanges.push(exchange);
        break;
    }
    first_uri
}
