//! The checks of JSON-RPC and of the per-request fields, on either transport: an unknown method,
//! a request without a required `_meta` field, a revision the server does not serve, a body
//! that is not JSON, a request that is not one, and ids of both types.

use super::link::{Link, Meta, Reply, answers_to, error_without_id};
use super::model::{Check, Checklist, Facts, Verdict};
use crate::cli::message::msg;
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

// The examples start the fixture servers of tests/servers: conform_good.py answers as the
// specification asks, conform_bad.py FAULT gets the check named FAULT wrong.
crate::spec::codes::codes! {
    ConformUnknownMethod = "conform/unknown-method", Error, ErrorCodes,
        summary: ("A request of a method the server does not have was not answered with error -32601.", "На запрос метода, которого у сервера нет, не пришла ошибка `-32601`."),
        help: ("Answer a method you do not implement with the JSON-RPC error -32601 (Method not found), over HTTP with status 404. Clients and gateways tell an unknown method from a broken server by this code.",
               "На запрос метода, который сервер не реализует, отвечайте ошибкой JSON-RPC `-32601` (метод не найден), а по HTTP\u{a0}— со статусом `404`. По этому коду клиенты и шлюзы отличают неизвестный метод от неисправного сервера."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py unknown-method",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformMissingProtocolVersion = "conform/missing-protocol-version", Error, Basic,
        summary: ("A request without io.modelcontextprotocol/protocolVersion in its _meta was not refused with -32602.", "Запрос без `io.modelcontextprotocol/protocolVersion` в `_meta` не был отклонён ошибкой `-32602`."),
        help: ("Every request of 2026-07-28 names its revision in _meta; one without it is malformed. Refuse it with -32602 (Invalid params), over HTTP with status 400, instead of guessing the revision.",
               "Каждый запрос ревизии 2026-07-28 указывает свою ревизию в `_meta`; запрос без неё сформирован неверно. Не угадывайте ревизию, а отклоняйте такой запрос ошибкой `-32602` (неверные параметры), по HTTP\u{a0}— со статусом `400`."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py missing-protocol-version",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformMissingClientCapabilities = "conform/missing-client-capabilities", Error, Basic,
        summary: ("A request without io.modelcontextprotocol/clientCapabilities in its _meta was not refused with -32602.", "Запрос без `io.modelcontextprotocol/clientCapabilities` в `_meta` не был отклонён ошибкой `-32602`."),
        help: ("The client's capabilities are a required field of every request's _meta, even when empty ({}). Refuse a request without them with -32602 (Invalid params), over HTTP with status 400.",
               "Возможности клиента\u{a0}— обязательное поле `_meta` каждого запроса, даже пустое (`{}`). Запрос без них отклоняйте ошибкой `-32602` (неверные параметры), а по HTTP\u{a0}— со статусом `400`."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py missing-client-capabilities",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformUnsupportedVersion = "conform/unsupported-version", Error, Versioning,
        summary: ("A request of a revision the server does not serve was not answered with -32022 listing what server/discover lists and echoing the revision asked for.", "На запрос неподдерживаемой ревизии не пришла ошибка `-32022` с тем же перечнем ревизий, что в `server/discover`, и с запрошенной ревизией."),
        help: ("Answer with -32022 (UnsupportedProtocolVersion), over HTTP with status 400, whose data.supported lists the revisions server/discover lists and data.requested repeats the one asked for: a client picks its retry from them.",
               "Отвечайте ошибкой `-32022` (`UnsupportedProtocolVersion`), а по HTTP\u{a0}— со статусом `400`; в `data.supported` перечислите те же ревизии, что в `server/discover`, а в `data.requested` повторите запрошенную: по ним клиент выбирает, с какой ревизией повторить запрос."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py unsupported-version",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformParseError = "conform/parse-error", Error, ErrorCodes,
        summary: ("A body that is not JSON was not answered with error -32700, or the server stopped answering after it.", "На тело, которое не является JSON, не пришла ошибка `-32700`, или после него сервер перестал отвечать."),
        help: ("Answer text you cannot parse with -32700 (Parse error) and an id of null, and go on serving: one broken message must not take the server down for the requests after it.",
               "На текст, который не удаётся разобрать, отвечайте ошибкой `-32700` (ошибка разбора) с `id`, равным `null`, и продолжайте работу: одно испорченное сообщение не должно выводить сервер из строя для следующих запросов."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py parse-error",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformInvalidRequest = "conform/invalid-request", Error, ErrorCodes,
        summary: ("A JSON object that is no valid JSON-RPC 2.0 request (\"jsonrpc\": \"1.0\") was not answered with error -32600.", "На объект JSON, который не является запросом JSON-RPC 2.0 (`\"jsonrpc\": \"1.0\"`), не пришла ошибка `-32600`."),
        help: ("A request carries \"jsonrpc\": \"2.0\" and a method that is a string. Refuse anything else with -32600 (Invalid Request) rather than serve it.",
               "В запросе стоят `\"jsonrpc\": \"2.0\"` и метод в виде строки. Всё остальное не обслуживайте, а отклоняйте ошибкой `-32600` (неверный запрос)."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py invalid-request",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
    ConformIdType = "conform/id-type", Error, Responses,
        summary: ("A response repeated a request's id as another JSON type: 7 as \"7\", or \"7\" as 7.", "В ответе `id` запроса повторён с другим типом JSON: `7` как `\"7\"` или `\"7\"` как `7`."),
        help: ("A response carries the same id as its request, and an id may be a string or an integer: echo the value you received as it came, without converting it.",
               "В ответе стоит тот же `id`, что и в запросе, а `id` может быть строкой или целым числом: возвращайте полученное значение как есть, не преобразуя его."),
        bad: "$ mcp-anatomy conform -- python3 tests/servers/conform_bad.py id-type",
        good: "$ mcp-anatomy conform -- python3 tests/servers/conform_good.py";
}

/// A request no method of MCP has.
const UNKNOWN_METHOD: &str = "mcp-anatomy/no-such-method";
/// The id `conform/id-type` sends as an integer, then as a string.
const NUMERIC_ID: i64 = 4263;
/// A revision no server serves.
const NO_REVISION: &str = "1900-01-01";

pub(super) fn run(link: &mut Link, facts: &Facts, checks: &mut Checklist) {
    let http = link.is_http();
    let due = |status: u16| http.then_some(status);
    // An unknown method.
    let (request, reply) = ask(link, UNKNOWN_METHOD, Meta::Full);
    checks.add(
        expect_error(
            Code::ConformUnknownMethod,
            "basic/index#error-codes",
            request,
            reply,
            &[-32601],
            due(404),
        ),
        &link.log,
    );
    // The two required fields of `_meta`. Over HTTP the `MCP-Protocol-Version` header is still
    // sent, so a server may first see the body unlike the header: -32020 refuses it as well.
    let missing_version: &[i64] = if http { &[-32602, -32020] } else { &[-32602] };
    for (code, field, wanted) in [
        (
            Code::ConformMissingProtocolVersion,
            "io.modelcontextprotocol/protocolVersion",
            missing_version,
        ),
        (
            Code::ConformMissingClientCapabilities,
            "io.modelcontextprotocol/clientCapabilities",
            &[-32602][..],
        ),
    ] {
        let (request, reply) = ask(link, "server/discover", Meta::Without(field));
        checks.add(
            expect_error(code, "basic/index#meta", request, reply, wanted, due(400)),
            &link.log,
        );
    }
    checks.add(unsupported_version(link, facts, due(400)), &link.log);
    checks.add(parse_error(link), &link.log);
    let (request, reply) = invalid_request(link);
    checks.add(
        expect_error(
            Code::ConformInvalidRequest,
            "basic/index#error-codes",
            request,
            reply,
            &[-32600],
            None,
        ),
        &link.log,
    );
    checks.add(id_type(link), &link.log);
}

/// Asks `method` with the `_meta` `meta` says (over HTTP the headers name the revision the
/// body does).
fn ask(link: &mut Link, method: &str, meta: Meta) -> (String, Reply) {
    let id = Value::String(link.next_id());
    let mut headers = link.headers(method, &Map::new());
    if let Meta::Version(version) = meta {
        set_header(&mut headers, "MCP-Protocol-Version", Some(version));
    }
    let body = link.body(&id, method, Map::new(), meta);
    let reply = link.send(&body, &headers, &answers_to(id));
    (body, reply)
}

/// Replaces (or with `None` removes) a header, whatever the case of its name.
pub(super) fn set_header(headers: &mut Vec<(String, String)>, name: &str, value: Option<&str>) {
    headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
    if let Some(value) = value {
        headers.push((name.to_owned(), value.to_owned()));
    }
}

/// Passes when the answer is an error of one of the `wanted` codes.
pub(super) fn expect_error(
    code: Code,
    section: &'static str,
    request: String,
    reply: Reply,
    wanted: &[i64],
    status_due: Option<u16>,
) -> Check {
    let got = reply.describe();
    let codes: Vec<String> = wanted.iter().map(i64::to_string).collect();
    let (en, ru) = (codes.join(" or "), format!("`{}`", codes.join("` или `")));
    let outcome = match reply.error_code() {
        Some(c) if wanted.contains(&c) => (Verdict::Pass, got),
        // The code of 2025-11-25 for a missing resource, which this revision retired.
        Some(-32002) => (
            Verdict::Fail,
            msg! {
                en: format!("expected error {en}; came -32002, a code of earlier revisions that a 2026-07-28 server must not send"),
                ru: format!("ожидалась ошибка {ru}, а пришла `-32002`\u{a0}— код прежних ревизий, который сервер ревизии 2026-07-28 НЕ ДОЛЖЕН отправлять"),
            },
        ),
        _ => (
            Verdict::Fail,
            msg! {
                en: format!("expected error {en}; came: {}", got.en),
                ru: format!("ожидалась ошибка {ru}, {}", reply.instead_ru()),
            },
        ),
    };
    let check = Check::judged(code, section, outcome, Some(request), Some(reply));
    Check {
        status_due,
        ..check
    }
}

fn unsupported_version(link: &mut Link, facts: &Facts, status_due: Option<u16>) -> Check {
    let (request, reply) = ask(link, "server/discover", Meta::Version(NO_REVISION));
    let section = "basic/versioning#protocol-version-negotiation";
    let mut check = expect_error(
        Code::ConformUnsupportedVersion,
        section,
        request,
        reply,
        &[-32022],
        status_due,
    );
    let Some(reply) = check
        .reply
        .as_ref()
        .filter(|_| check.verdict == Verdict::Pass)
    else {
        return check;
    };
    let data = reply.error_data();
    let mut supported: Vec<&str> = (data.and_then(|d| d.get("supported")))
        .and_then(Value::as_array)
        .map(|list| list.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut listed: Vec<&str> = facts.supported.iter().map(String::as_str).collect();
    supported.sort_unstable();
    listed.sort_unstable();
    let requested = data.and_then(|d| d.get("requested"));
    if supported != listed {
        check.verdict = Verdict::Fail;
        check.message = msg!(
            "data.supported is [{}], but server/discover lists [{}]",
            "в `data.supported` перечислены ревизии [{}], а в результате `server/discover`\u{a0}— [{}]",
            supported.join(", "),
            listed.join(", ")
        );
    } else if requested != Some(&json!(NO_REVISION)) {
        check.verdict = Verdict::Fail;
        let en = requested.map_or("absent".to_owned(), Value::to_string);
        check.message = msg! {
            en: format!("data.requested is {en}, not the revision asked for, \"{NO_REVISION}\""),
            ru: match requested {
                Some(Value::String(text)) => format!("в `data.requested` стоит «{text}», а не запрошенная ревизия «{NO_REVISION}»"),
                Some(value) => format!("в `data.requested` стоит `{value}`, а не запрошенная ревизия «{NO_REVISION}»"),
                None => format!("в ответе нет `data.requested` с запрошенной ревизией «{NO_REVISION}»"),
            },
        };
    }
    check
}

/// A request of `"jsonrpc": "1.0"`, then a right one (over stdio, so that a server that ignores
/// the first is known without waiting out the timeout).
fn invalid_request(link: &mut Link) -> (String, Reply) {
    let id = Value::String(link.next_id());
    let headers = link.headers("server/discover", &Map::new());
    let mut wrong: Value =
        serde_json::from_str(&link.body(&id, "server/discover", Map::new(), Meta::Full))
            .unwrap_or_default();
    wrong["jsonrpc"] = json!("1.0");
    let wrong = wrong.to_string();
    let next = Value::String(link.next_id());
    let body = link.body(&next, "server/discover", Map::new(), Meta::Full);
    let (reply, _) = link.send_then(
        (&wrong, &headers, &error_without_id(id)),
        (&body, &headers, &answers_to(next)),
    );
    (wrong, reply)
}

/// A body cut off in the middle, then a right request that must still be answered.
fn parse_error(link: &mut Link) -> Check {
    let id = Value::String(link.next_id());
    let headers = link.headers("server/discover", &Map::new());
    let whole = link.body(&id, "server/discover", Map::new(), Meta::Full);
    let cut: String = whole.chars().take(whole.len() / 2).collect();
    let next = Value::String(link.next_id());
    let body = link.body(&next, "server/discover", Map::new(), Meta::Full);
    let (reply, after) = link.send_then(
        (&cut, &headers, &error_without_id(id)),
        (&body, &headers, &answers_to(next)),
    );
    let mut check = expect_error(
        Code::ConformParseError,
        "basic/index#error-codes",
        cut,
        reply,
        &[-32700],
        None,
    );
    if after.result().is_none() {
        check.verdict = Verdict::Fail;
        check.message = msg! {
            en: format!("after the body that is not JSON, server/discover got: {}", after.describe().en),
            ru: format!("после тела, которое не является JSON, на `server/discover` {}", after.came_ru()),
        };
    }
    check
}

/// The same request with an integer id and with a string id: each echoed as its type.
fn id_type(link: &mut Link) -> Check {
    let number = NUMERIC_ID;
    let mut request = String::new();
    let mut last = None;
    for id in [json!(number), json!(number.to_string())] {
        let headers = link.headers("server/discover", &Map::new());
        let body = link.body(&id, "server/discover", Map::new(), Meta::Full);
        let reply = link.send(&body, &headers, &answers_to(id.clone()));
        let echoed = reply.message.as_ref().and_then(|m| m.get("id")).cloned();
        request = body;
        let failure = match echoed {
            Some(echoed) if echoed == id => None,
            Some(echoed) => Some(msg!(
                "the id {} came back as {}",
                "`id` `{}` вернулся в ответе как `{}`",
                id,
                echoed
            )),
            None => Some(msg! {
                en: format!("the request of id {id} got: {}", reply.describe().en),
                ru: format!("на запрос с `id` `{id}` {}", reply.came_ru()),
            }),
        };
        if let Some(message) = failure {
            return Check {
                code: Code::ConformIdType,
                section: "basic/index#responses",
                verdict: Verdict::Fail,
                message,
                request: Some(request),
                reply: Some(reply),
                status_due: None,
                exchanges: Vec::new(),
            };
        }
        last = Some(reply);
    }
    Check {
        code: Code::ConformIdType,
        section: "basic/index#responses",
        verdict: Verdict::Pass,
        message: msg!(
            "the ids {} and \"{}\" came back as sent",
            "значения `id` `{}` и `\"{}\"` вернулись в том же виде, в каком были отправлены",
            number,
            number
        ),
        request: Some(request),
        reply: last,
        status_due: None,
        exchanges: Vec::new(),
    }
}
