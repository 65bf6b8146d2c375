//! The checks of the Streamable HTTP transport: the status each refusal comes with, the headers
//! that mirror the body (left out or unlike it), a foreign `Origin`, GET and DELETE, and the
//! content type of the answers. Over stdio each is skipped.

use super::link::{Link, Meta, Reply, answers_to};
use super::lookup::{ABSENT, NAMED, none_declared};
use super::model::{Check, Checklist, Facts, Verdict};
use super::rpc::{expect_error, set_header};
use crate::cli::message::{Message, msg};
use crate::spec::codes::Code;
use serde_json::{Map, Value, json};

// The examples start the fixture on a free port (PORT); conform_bad.py FAULT --http PORT gets
// the check named FAULT wrong.
crate::spec::codes::codes! {
    ConformHttpStatus = "conform/http-status", Error, HttpEndpoint,
        summary: ("An error came with another HTTP status than the one the transport ties to it: 404 for -32601, 400 for -32022 and for a request without a required _meta field.", "Ошибка пришла не с тем статусом HTTP, который ей назначает транспорт: `404` для `-32601`, `400` для `-32022` и для запроса без обязательного поля `_meta`."),
        help: ("Gateways and clients act on the status before they read the body. Send -32601 with 404 Not Found, and -32022, -32020 and the -32602 of a malformed _meta with 400 Bad Request.",
               "Шлюзы и клиенты действуют по статусу, ещё не прочитав тело. Отправляйте `-32601` со статусом `404 Not Found`, а `-32022`, `-32020` и `-32602` для неверного `_meta`\u{a0}— со статусом `400 Bad Request`."),
        bad: "$ python3 tests/servers/conform_bad.py http-status --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformVersionHeaderMissing = "conform/version-header-missing", Error, HttpServerValidation,
        summary: ("A POST without the MCP-Protocol-Version header was not refused with 400 and -32020.", "Запрос `POST` без заголовка `MCP-Protocol-Version` не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("A server that serves no revision from before 2025-06-18 rejects a request without MCP-Protocol-Version: 400 Bad Request with -32020 (HeaderMismatch).",
               "Сервер, который не поддерживает ревизии до 2025-06-18, отклоняет запрос без `MCP-Protocol-Version`: статус `400 Bad Request` и ошибка `-32020` (`HeaderMismatch`)."),
        bad: "$ python3 tests/servers/conform_bad.py version-header-missing --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformVersionHeaderMismatch = "conform/version-header-mismatch", Error, HttpServerValidation,
        summary: ("A POST whose MCP-Protocol-Version header names another revision than its body was not refused with 400 and -32020.", "Запрос `POST`, в котором заголовок `MCP-Protocol-Version` называет не ту ревизию, что указана в теле, не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("Compare the header with io.modelcontextprotocol/protocolVersion in the body and refuse a mismatch with 400 and -32020: an intermediary may route by the header while you serve the body.",
               "Сравнивайте заголовок с `io.modelcontextprotocol/protocolVersion` в теле и при расхождении отвечайте статусом `400` и ошибкой `-32020`: посредник может направить запрос по заголовку, а сервер выполнит то, что записано в теле."),
        bad: "$ python3 tests/servers/conform_bad.py version-header-mismatch --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformMethodHeaderMissing = "conform/method-header-missing", Error, HttpServerValidation,
        summary: ("A POST without the Mcp-Method header was not refused with 400 and -32020.", "Запрос `POST` без заголовка `Mcp-Method` не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("Mcp-Method is required on every request of 2026-07-28; refuse a request without it with 400 Bad Request and -32020 (HeaderMismatch).",
               "`Mcp-Method` обязателен в каждом запросе ревизии 2026-07-28; запрос без него отклоняйте со статусом `400 Bad Request` и ошибкой `-32020` (`HeaderMismatch`)."),
        bad: "$ python3 tests/servers/conform_bad.py method-header-missing --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformMethodHeaderMismatch = "conform/method-header-mismatch", Error, HttpServerValidation,
        summary: ("A POST whose Mcp-Method header names another method than its body was not refused with 400 and -32020.", "Запрос `POST`, в котором заголовок `Mcp-Method` называет не тот метод, что указан в теле, не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("Compare Mcp-Method with the body's method (case matters) and refuse a mismatch with 400 and -32020 before you serve the request.",
               "Сравнивайте `Mcp-Method` с методом в теле (с учётом регистра) и при расхождении отвечайте статусом `400` и ошибкой `-32020`, прежде чем обслуживать запрос."),
        bad: "$ python3 tests/servers/conform_bad.py method-header-mismatch --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformNameHeaderMismatch = "conform/name-header-mismatch", Error, HttpServerValidation,
        summary: ("A tools/call, prompts/get or resources/read whose Mcp-Name header is unlike params.name or params.uri was not refused with 400 and -32020.", "Запрос `tools/call`, `prompts/get` или `resources/read`, в котором заголовок `Mcp-Name` не совпадает с `params.name` или `params.uri`, не был отклонён со статусом `400` и ошибкой `-32020`."),
        help: ("Decode a Base64-sentinel value (=?base64?…?=) first, then compare Mcp-Name with params.name or params.uri, and refuse a mismatch with 400 and -32020.",
               "Сначала декодируйте значение в формате `=?base64?…?=`, затем сравните `Mcp-Name` с `params.name` или `params.uri` и при расхождении отвечайте статусом `400` и ошибкой `-32020`."),
        bad: "$ python3 tests/servers/conform_bad.py name-header-mismatch --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformNameHeaderEncoded = "conform/name-header-encoded", Error, HttpServerValidation,
        summary: ("A request whose name is not plain ASCII, sent with Mcp-Name in the Base64 sentinel as a client must send it, was refused with -32020.", "Запрос с именем не из одних символов ASCII, в котором `Mcp-Name` записан в формате `=?base64?…?=`, как его ДОЛЖЕН отправлять клиент, был отклонён ошибкой `-32020`."),
        help: ("A client encodes a name or URI that is not plain ASCII as =?base64?…?=; decode such a value before you compare it with the body, or every such request is refused.",
               "Клиент записывает имя или URI не из одних символов ASCII в виде `=?base64?…?=`; декодируйте такое значение, прежде чем сравнивать его с телом, иначе каждый такой запрос будет отклонён."),
        bad: "$ python3 tests/servers/conform_bad.py name-header-encoded --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformForeignOrigin = "conform/foreign-origin", Error, HttpEndpoint,
        summary: ("A request with an Origin header of a foreign site was not refused with 403.", "Запрос с заголовком `Origin` постороннего сайта не был отклонён со статусом `403`."),
        help: ("Check Origin on every request and answer an origin you do not trust with 403 Forbidden: otherwise a web page can reach a local server through DNS rebinding.",
               "Проверяйте `Origin` в каждом запросе и на источник, которому сервер не доверяет, отвечайте `403 Forbidden`: иначе веб-страница может добраться до локального сервера с помощью атаки с перепривязкой DNS."),
        bad: "$ python3 tests/servers/conform_bad.py foreign-origin --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformGetDelete = "conform/get-delete", Warning, HttpBackwardCompatibility,
        summary: ("A server of 2026-07-28 alone did not answer GET or DELETE at its endpoint with 405.", "На `GET` или `DELETE` к конечной точке сервера, который поддерживает только ревизию 2026-07-28, пришёл не статус `405`."),
        help: ("2026-07-28 has no standalone stream and no sessions; answer the GET and DELETE an older client sends with 405 Method Not Allowed, so it learns that at once.",
               "В ревизии 2026-07-28 нет отдельного потока и сессий; на `GET` и `DELETE`, которые отправляет клиент прежней ревизии, отвечайте `405 Method Not Allowed`, чтобы он сразу это понял."),
        bad: "$ python3 tests/servers/conform_bad.py get-delete --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
    ConformContentType = "conform/content-type", Error, HttpSending,
        summary: ("An answer to a request came as neither application/json nor text/event-stream.", "Ответ на запрос пришёл не как `application/json` и не как `text/event-stream`."),
        help: ("Answer every request with Content-Type application/json (one JSON-RPC message) or text/event-stream (a stream that ends with the response): a client reads the body by this header.",
               "На каждый запрос отвечайте с `Content-Type` `application/json` (одно сообщение JSON-RPC) или `text/event-stream` (поток, который заканчивается ответом): по этому заголовку клиент решает, как читать тело."),
        bad: "$ python3 tests/servers/conform_bad.py content-type --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp",
        good: "$ python3 tests/servers/conform_good.py --http PORT &\n$ mcp-anatomy conform http://127.0.0.1:PORT/mcp";
}

const SERVER_VALIDATION: &str = "basic/transports/streamable-http#server-validation";
const VALUE_ENCODING: &str = "basic/transports/streamable-http#value-encoding";

pub(super) fn over_stdio() -> Message {
    msg!(
        "a check of Streamable HTTP; the server runs over stdio",
        "проверка транспорта Streamable HTTP, а сервер работает через `stdio`"
    )
}

pub(super) fn run(link: &mut Link, facts: &Facts, checks: &mut Checklist) {
    if !link.is_http() {
        let codes = [
            (Code::ConformHttpStatus, "basic/transports/streamable-http"),
            (Code::ConformVersionHeaderMissing, SERVER_VALIDATION),
            (Code::ConformVersionHeaderMismatch, SERVER_VALIDATION),
            (Code::ConformMethodHeaderMissing, SERVER_VALIDATION),
            (Code::ConformMethodHeaderMismatch, SERVER_VALIDATION),
            (Code::ConformNameHeaderMismatch, SERVER_VALIDATION),
            (Code::ConformNameHeaderEncoded, VALUE_ENCODING),
            (
                Code::ConformForeignOrigin,
                "basic/transports/streamable-http",
            ),
            (
                Code::ConformGetDelete,
                "basic/transports/streamable-http#earlier-streamable-http-revisions",
            ),
            (
                Code::ConformContentType,
                "basic/transports/streamable-http#sending-messages",
            ),
        ];
        for (code, section) in codes {
            checks.add(Check::skip(code, section, over_stdio()), &link.log);
        }
        return;
    }
    let status = http_status(&checks.checks);
    checks.add(status, &link.log);
    // Each header check: the headers changed, what the body of server/discover keeps.
    if facts.serves_before("2025-06-18") {
        let why = msg!(
            "the server also serves revisions from before 2025-06-18, whose clients send no MCP-Protocol-Version: it may take a request without the header",
            "сервер поддерживает и ревизии до 2025-06-18, клиенты которых не отправляют `MCP-Protocol-Version`: он вправе принять запрос без этого заголовка"
        );
        checks.add(
            Check::skip(Code::ConformVersionHeaderMissing, SERVER_VALIDATION, why),
            &link.log,
        );
    } else {
        checks.add(
            header_check(
                link,
                Code::ConformVersionHeaderMissing,
                "MCP-Protocol-Version",
                None,
            ),
            &link.log,
        );
    }
    let other = (facts.supported.iter())
        .find(|v| v.as_str() != link.revision())
        .map_or("2025-11-25", String::as_str)
        .to_owned();
    checks.add(
        header_check(
            link,
            Code::ConformVersionHeaderMismatch,
            "MCP-Protocol-Version",
            Some(&other),
        ),
        &link.log,
    );
    checks.add(
        header_check(link, Code::ConformMethodHeaderMissing, "Mcp-Method", None),
        &link.log,
    );
    checks.add(
        header_check(
            link,
            Code::ConformMethodHeaderMismatch,
            "Mcp-Method",
            Some("tools/list"),
        ),
        &link.log,
    );
    checks.add(name_header(link, facts), &link.log);
    checks.add(name_encoded(link, facts), &link.log);
    checks.add(foreign_origin(link), &link.log);
    checks.add(get_delete(link, facts), &link.log);
    let content = content_type(&checks.checks);
    checks.add(content, &link.log);
}

/// server/discover with one header removed (`None`) or set to `value`: 400 and -32020.
fn header_check(link: &mut Link, code: Code, header: &str, value: Option<&str>) -> Check {
    let id = Value::String(link.next_id());
    let mut headers = link.headers("server/discover", &Map::new());
    set_header(&mut headers, header, value);
    let body = link.body(&id, "server/discover", Map::new(), Meta::Full);
    let reply = link.send(&body, &headers, &answers_to(id));
    status_too(
        expect_error(code, SERVER_VALIDATION, body, reply, &[-32020], Some(400)),
        400,
    )
}

/// A check that passed on its JSON-RPC error fails when the status is not `status`.
pub(super) fn status_too(mut check: Check, status: u16) -> Check {
    let came = check.reply.as_ref().and_then(|r| r.status);
    if check.verdict == Verdict::Pass && came != Some(status) {
        check.verdict = Verdict::Fail;
        check.message = msg!(
            "the error came with HTTP {}, not {}",
            "ошибка пришла со статусом HTTP {}, а не {}",
            came.map_or("?".to_owned(), |s| s.to_string()),
            status
        );
    }
    check
}

fn name_header(link: &mut Link, facts: &Facts) -> Check {
    let Some((method, _, member, absent)) = NAMED.into_iter().find(|n| facts.declares(n.1)) else {
        return Check::skip(
            Code::ConformNameHeaderMismatch,
            SERVER_VALIDATION,
            none_declared(),
        );
    };
    let id = Value::String(link.next_id());
    let mut params = Map::new();
    params.insert(member.into(), json!(absent));
    let mut headers = link.headers(method, &params);
    set_header(&mut headers, "Mcp-Name", Some(&format!("{ABSENT}-other")));
    let body = link.body(&id, method, params, Meta::Full);
    let reply = link.send(&body, &headers, &answers_to(id));
    let check = expect_error(
        Code::ConformNameHeaderMismatch,
        SERVER_VALIDATION,
        body,
        reply,
        &[-32020],
        Some(400),
    );
    status_too(check, 400)
}

/// A name that is not plain ASCII, which the client sends encoded: any answer but -32020.
fn name_encoded(link: &mut Link, facts: &Facts) -> Check {
    let code = Code::ConformNameHeaderEncoded;
    let Some((method, _, member, _)) = NAMED.into_iter().find(|n| facts.declares(n.1)) else {
        return Check::skip(code, VALUE_ENCODING, none_declared());
    };
    let id = Value::String(link.next_id());
    let mut params = Map::new();
    let absent = match member {
        "uri" => "mcp-anatomy-conform://нет",
        _ => "mcp-anatomy-conform-нет",
    };
    params.insert(member.into(), json!(absent));
    let headers = link.headers(method, &params);
    let body = link.body(&id, method, params, Meta::Full);
    let reply = link.send(&body, &headers, &answers_to(id));
    let got = reply.describe();
    let outcome = match reply.error_code() {
        Some(-32020) => (
            Verdict::Fail,
            msg! {
                en: format!("the encoded Mcp-Name was refused as unlike the body: {}", got.en),
                ru: format!("сервер отклонил закодированный `Mcp-Name` как не совпадающий с телом: {}", reply.came_ru()),
            },
        ),
        Some(_) => (Verdict::Pass, got),
        None if reply.result().is_some() => (Verdict::Pass, got),
        None => (
            Verdict::Fail,
            msg! {
                en: format!("expected an answer; came: {}", got.en),
                ru: format!("ожидался ответ JSON-RPC, {}", reply.instead_ru()),
            },
        ),
    };
    Check::judged(code, VALUE_ENCODING, outcome, Some(body), Some(reply))
}

fn foreign_origin(link: &mut Link) -> Check {
    let id = Value::String(link.next_id());
    let mut headers = link.headers("server/discover", &Map::new());
    set_header(
        &mut headers,
        "Origin",
        Some("https://mcp-anatomy-conform.invalid"),
    );
    let body = link.body(&id, "server/discover", Map::new(), Meta::Full);
    let reply = link.send(&body, &headers, &answers_to(id));
    statuses(
        Code::ConformForeignOrigin,
        "basic/transports/streamable-http",
        body,
        vec![reply],
        403,
    )
}

fn get_delete(link: &mut Link, facts: &Facts) -> Check {
    let section = "basic/transports/streamable-http#earlier-streamable-http-revisions";
    if facts.serves_before(link.revision()) {
        let why = msg!(
            "the server also serves earlier revisions, whose transport has GET and DELETE",
            "сервер поддерживает и прежние ревизии, в транспорте которых есть `GET` и `DELETE`"
        );
        return Check::skip(Code::ConformGetDelete, section, why);
    }
    let replies: Vec<Reply> = ["GET", "DELETE"]
        .into_iter()
        .filter_map(|v| link.send_verb(v))
        .collect();
    statuses(
        Code::ConformGetDelete,
        section,
        "GET, DELETE".to_owned(),
        replies,
        405,
    )
}

/// Passes when every reply came with `status`.
fn statuses(
    code: Code,
    section: &'static str,
    request: String,
    mut replies: Vec<Reply>,
    status: u16,
) -> Check {
    let wrong = replies.iter().position(|r| r.status != Some(status));
    let (verdict, message) = match wrong {
        None => (Verdict::Pass, msg!("HTTP {}", "HTTP {}", status)),
        Some(index) => (
            Verdict::Fail,
            msg! {
                en: format!("expected HTTP {status}; came: {}", replies[index].describe().en),
                ru: format!("ожидался статус HTTP {status}, {}", replies[index].instead_ru()),
            },
        ),
    };
    let reply = replies.drain(..).nth(wrong.unwrap_or(0));
    Check {
        code,
        section,
        verdict,
        message,
        request: Some(request),
        reply,
        status_due: None,
        exchanges: Vec::new(),
    }
}

/// The checks before it whose answer has a status the transport page fixes.
fn http_status(checks: &[Check]) -> Check {
    let section = "basic/transports/streamable-http#protocol-version-header";
    let judged: Vec<&Check> = (checks.iter())
        .filter(|c| c.verdict != Verdict::Skip && c.status_due.is_some())
        .collect();
    let wrong = judged.iter().find(|c| {
        let came = c.reply.as_ref().and_then(|r| r.status);
        // Only an answer of the expected error is held to its status; a wrong one fails its own check.
        c.verdict == Verdict::Pass && came != c.status_due
    });
    let (verdict, message) = match wrong {
        None if judged.is_empty() => (
            Verdict::Skip,
            msg!(
                "no refusal to judge",
                "нет отказов, которые можно проверить"
            ),
        ),
        None => (
            Verdict::Pass,
            msg!(
                "{} refusals, each with its status",
                "отказов: {}, каждый пришёл с положенным статусом",
                judged.len()
            ),
        ),
        Some(check) => (
            Verdict::Fail,
            msg!(
                "{}: HTTP {}, where the transport asks for {}",
                "`{}`: статус HTTP {}, а транспорт требует {}",
                check.code.id(),
                check
                    .reply
                    .as_ref()
                    .and_then(|r| r.status)
                    .map_or("?".to_owned(), |s| s.to_string()),
                check.status_due.unwrap_or_default()
            ),
        ),
    };
    Check {
        code: Code::ConformHttpStatus,
        section,
        verdict,
        message,
        request: wrong.and_then(|c| c.request.clone()),
        reply: None,
        status_due: None,
        exchanges: Vec::new(),
    }
}

/// Every answer to a POST of the run, by its Content-Type.
fn content_type(checks: &[Check]) -> Check {
    let section = "basic/transports/streamable-http#sending-messages";
    let fits = |t: &str| t.starts_with("application/json") || t.starts_with("text/event-stream");
    let posts = (checks.iter())
        .filter(|c| !matches!(c.code, Code::ConformGetDelete | Code::ConformForeignOrigin))
        .filter_map(|c| Some((c, c.reply.as_ref()?)));
    let mut seen = 0;
    for (check, reply) in posts {
        let Some(kind) = reply
            .content_type
            .as_deref()
            .filter(|_| reply.text.is_some())
        else {
            continue;
        };
        seen += 1;
        if !fits(kind) {
            return Check {
                code: Code::ConformContentType,
                section,
                verdict: Verdict::Fail,
                message: msg!(
                    "the answer judged by {} came as \"{}\"",
                    "ответ, который проверялся в `{}`, пришёл с типом содержимого «{}»",
                    check.code.id(),
                    kind.escape_debug()
                ),
                request: check.request.clone(),
                reply: None,
                status_due: None,
                exchanges: Vec::new(),
            };
        }
    }
    Check {
        code: Code::ConformContentType,
        section,
        verdict: if seen == 0 {
            Verdict::Skip
        } else {
            Verdict::Pass
        },
        message: msg!(
            "{} answers, each of a type a client reads",
            "ответов: {}, у каждого тип содержимого, который клиент умеет читать",
            seen
        ),
        request: None,
        reply: None,
        status_due: None,
        exchanges: Vec::new(),
    }
}
