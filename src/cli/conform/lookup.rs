//! The checks of what a server offers, asked only where its capability is declared: a tool, a
//! prompt and a resource that do not exist, a cursor it never handed out, and the order of its
//! tools asked twice. Nothing here calls a real tool or prompt.

use super::link::{Link, Reply, answers_to};
use super::model::{Check, Checklist, Facts, Verdict};
use super::rpc::expect_error;
use crate::cli::message::{Message, msg};
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

crate::spec::codes::codes! {
    ConformUnknownTool = "conform/unknown-tool", Warning, Tools,
        summary: ("tools/call of a tool the server does not have was not answered with error -32602.", "На `tools/call` инструмента, которого у сервера нет, не пришла ошибка `-32602`."),
        help: ("An unknown tool is a protocol error, not a failed run of a tool: answer with the JSON-RPC error -32602 (Invalid params), not with a result whose isError is true, and never with -32002.",
               "Неизвестный инструмент\u{a0}— ошибка протокола, а не неудачный запуск инструмента: отвечайте ошибкой JSON-RPC `-32602` (неверные параметры), а не результатом с `isError`, равным `true`, и ни в коем случае не ошибкой `-32002`."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py unknown-tool",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformUnknownPrompt = "conform/unknown-prompt", Warning, Prompts,
        summary: ("prompts/get of a prompt the server does not have was not answered with error -32602.", "На `prompts/get` с именем шаблона запроса, которого у сервера нет, не пришла ошибка `-32602`."),
        help: ("Answer the name of a prompt you do not have with -32602 (Invalid params), so a client can tell a wrong name from a failure of the server (-32603).",
               "На имя шаблона запроса, которого у сервера нет, отвечайте ошибкой `-32602` (неверные параметры), чтобы клиент мог отличить неверное имя от сбоя сервера (`-32603`)."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py unknown-prompt",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformUnknownResource = "conform/unknown-resource", Error, Resources,
        summary: ("resources/read of a URI the server does not have was not answered with error -32602.", "На `resources/read` с URI ресурса, которого у сервера нет, не пришла ошибка `-32602`."),
        help: ("A resource that does not exist gets -32602 (Invalid params) in 2026-07-28; -32002 was the code of earlier revisions and is no longer sent, and an empty contents array is no answer either.",
               "На несуществующий ресурс в ревизии 2026-07-28 отвечают ошибкой `-32602` (неверные параметры); `-32002`\u{a0}— код прежних ревизий, его больше не отправляют, и пустой массив `contents` ответом тоже не считается."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py unknown-resource",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformInvalidCursor = "conform/invalid-cursor", Warning, Pagination,
        summary: ("A list asked with a cursor the server never handed out was not refused with -32602.", "На запрос перечня с курсором, который сервер не выдавал, не пришла ошибка `-32602`."),
        help: ("Refuse a cursor you cannot read with -32602 (Invalid params) rather than start the list over: a client that resumes from a stale cursor otherwise gets items twice without knowing.",
               "Курсор, который не удаётся прочитать, отклоняйте ошибкой `-32602` (неверные параметры), а не начинайте перечень сначала: иначе клиент, продолжающий обход с устаревшего курсора, незаметно получит элементы повторно."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py invalid-cursor",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformToolsOrder = "conform/tools-order", Warning, ToolsCapabilities,
        summary: ("tools/list asked twice gave the same tools in another order.", "В двух ответах на `tools/list` одни и те же инструменты идут в разном порядке."),
        help: ("Return the tools in a deterministic order while the set does not change (sort them, or keep the order of registration): clients cache the list, and a model's prompt cache misses when the order moves.",
               "Пока набор инструментов не меняется, возвращайте их в одном и том же порядке (отсортируйте или сохраните порядок регистрации): клиенты кэшируют перечень, а когда порядок меняется, кэш запросов к модели не срабатывает."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py tools-order",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
}

/// Names nothing on any server.
pub(super) const ABSENT: &str = "mcp-anatomy-conform-absent";
const ABSENT_URI: &str = "mcp-anatomy-conform://absent";

/// The method that names a target, its capability, the member that names it, and what names
/// nothing.
pub(super) const NAMED: [(&str, &str, &str, &str); 3] = [
    ("tools/call", "tools", "name", ABSENT),
    ("prompts/get", "prompts", "name", ABSENT),
    ("resources/read", "resources", "uri", ABSENT_URI),
];

pub(super) fn not_declared(capability: &str) -> Message {
    msg!(
        "the server declares no `{}` capability",
        "сервер не объявляет возможность `{}`",
        capability
    )
}

pub(super) fn none_declared() -> Message {
    msg!(
        "the server declares none of the `tools`, `prompts` and `resources` capabilities",
        "сервер не объявляет ни одной из возможностей `tools`, `prompts` и `resources`"
    )
}

pub(super) fn run(link: &mut Link, facts: &Facts, checks: &mut Checklist) {
    let codes = [
        (Code::ConformUnknownTool, "server/tools#error-handling"),
        (Code::ConformUnknownPrompt, "server/prompts#error-handling"),
        (
            Code::ConformUnknownResource,
            "server/resources#error-handling",
        ),
    ];
    for ((method, capability, member, absent), (code, section)) in NAMED.into_iter().zip(codes) {
        if !facts.declares(capability) {
            checks.add(
                Check::skip(code, section, not_declared(capability)),
                &link.log,
            );
            continue;
        }
        let mut params = Map::new();
        params.insert(member.into(), json!(absent));
        if method == "tools/call" {
            params.insert("arguments".into(), json!({}));
        }
        let (request, reply) = ask(link, method, params);
        checks.add(
            expect_error(code, section, request, reply, &[-32602], None),
            &link.log,
        );
    }
    checks.add(invalid_cursor(link, facts), &link.log);
    checks.add(tools_order(link, facts), &link.log);
}

fn ask(link: &mut Link, method: &str, params: Map<String, Value>) -> (String, Reply) {
    let id = Value::String(link.next_id());
    let headers = link.headers(method, &params);
    let body = link.body(&id, method, params, super::link::Meta::Full);
    let reply = link.send(&body, &headers, &answers_to(id));
    (body, reply)
}

fn invalid_cursor(link: &mut Link, facts: &Facts) -> Check {
    let section = "server/utilities/pagination#error-handling";
    let list = [("tools", "tools/list"), ("prompts", "prompts/list")]
        .into_iter()
        .chain([("resources", "resources/list")])
        .find(|(capability, _)| facts.declares(capability));
    let Some((_, method)) = list else {
        return Check::skip(Code::ConformInvalidCursor, section, none_declared());
    };
    let mut params = Map::new();
    params.insert("cursor".into(), json!("mcp-anatomy-conform-not-a-cursor"));
    let (request, reply) = ask(link, method, params);
    expect_error(
        Code::ConformInvalidCursor,
        section,
        request,
        reply,
        &[-32602],
        None,
    )
}

fn tools_order(link: &mut Link, facts: &Facts) -> Check {
    let section = "server/tools#capabilities";
    if !facts.declares("tools") {
        return Check::skip(Code::ConformToolsOrder, section, not_declared("tools"));
    }
    let names = |reply: &Reply| -> Option<Vec<String>> {
        let tools = reply.result()?.get("tools")?.as_array()?;
        Some(
            (tools.iter())
                .filter_map(|t| Some(t.get("name")?.as_str()?.to_owned()))
                .collect(),
        )
    };
    let (_, first) = ask(link, "tools/list", Map::new());
    let (request, second) = ask(link, "tools/list", Map::new());
    let (verdict, message) = match (names(&first), names(&second)) {
        (Some(a), Some(b)) if a == b => (
            Verdict::Pass,
            msg!(
                "the same order twice (tools: {})",
                "оба раза один и тот же порядок (инструментов: {})",
                a.len()
            ),
        ),
        (Some(a), Some(b)) => (
            Verdict::Fail,
            msg!(
                "first [{}], then [{}]",
                "в первом ответе порядок [{}], во втором\u{a0}— [{}]",
                a.join(", "),
                b.join(", ")
            ),
        ),
        _ => (
            Verdict::Fail,
            msg! {
                en: format!("tools/list got: {}, then {}", first.describe().en, second.describe().en),
                ru: match (first.came_ru(), second.came_ru()) {
                    (a, b) if a == b => format!("на оба запроса `tools/list` {a}"),
                    (a, b) => format!("на первый запрос `tools/list` {a}, на второй\u{a0}— {b}"),
                },
            },
        ),
    };
    Check {
        code: Code::ConformToolsOrder,
        section,
        verdict,
        message,
        request: Some(request),
        reply: Some(second),
        status_due: None,
        exchanges: Vec::new(),
    }
}
