//! `_meta` (basic/index, "_meta"): key names, prefixes reserved for MCP, W3C trace context, the
//! server's identity (`io.modelcontextprotocol/serverInfo`, an `Implementation`), and, across a
//! session, a request without the per-request fields that the server did not refuse.

use super::checker::{Checker, fix, get, rename_fix};
use super::facts::{AllFacts, asked_by, line_of, sent_by_server};
use crate::engine::diagnostic::{Diagnostic, Span, diagnostic};
use crate::engine::edits::insert_member;
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::json::{Object, Spanned};
use crate::engine::names::KeyProblem;
use crate::engine::names::{is_reserved_prefix, likely_meant, meta_key_problem};
use crate::engine::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::fields::{self, SERVER_INFO_KEY};

crate::spec::codes::codes! {
    RequestNotRefused = "transcript/request-not-refused", Error, Basic,
        summary: ("A request without the per-request _meta fields is answered instead of refused with -32602.", "На запрос без обязательных полей `_meta` приходит ответ, а не отказ с кодом `-32602`."),
        help: ("Refuse a request whose _meta lacks io.modelcontextprotocol/protocolVersion or io.modelcontextprotocol/clientCapabilities with -32602 (Invalid params), and with 400 over HTTP.",
               "Если в `_meta` запроса нет `io.modelcontextprotocol/protocolVersion` или `io.modelcontextprotocol/clientCapabilities`, отклоняйте его с кодом `-32602` (неверные параметры), а по HTTP\u{a0}— со статусом 400."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32602, \"message\": \"Missing _meta: io.modelcontextprotocol/protocolVersion\"}}";
    MetaKey = "meta/key-format", Error, Basic,
        summary: ("A _meta key breaks the naming rules.", "Ключ `_meta` нарушает правила именования."),
        help: ("Keys are an optional prefix of dot-separated labels followed by a slash, then a name that starts and ends with a letter or digit.",
               "Ключ — необязательный префикс из меток через точку с косой чертой в конце, затем имя, которое начинается и кончается буквой или цифрой."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "-build-": "42"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "com.example/build": "42"}, …}"#;
    MissingServerInfo = "meta/missing-server-info", Warning, Discover,
        summary: ("_meta does not say which server answered.", "В `_meta` не сказано, какой сервер ответил."),
        help: ("Add _meta[\"io.modelcontextprotocol/serverInfo\"] with name and version; clients show it and log it.",
               "Добавьте в `_meta` ключ `io.modelcontextprotocol/serverInfo` с `name` и `version`: клиенты показывают эти данные и пишут их в журналы."),
        bad: r#"{"_meta": {}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, …}"#;
    EmptyServerVersion = "meta/empty-version", Warning, Discover,
        summary: ("serverInfo.version is empty.", "`serverInfo.version` пуст."),
        help: ("Report the real version of your server software; it is what people quote in bug reports.",
               "Укажите настоящую версию программы сервера: её приводят в сообщениях об ошибках."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": ""}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, …}"#;
    ReservedPrefix = "meta/reserved-prefix", Warning, Basic,
        summary: ("A _meta key uses a prefix reserved for MCP.", "Ключ `_meta` использует префикс, зарезервированный за MCP."),
        help: ("Prefixes whose second label is modelcontextprotocol or mcp belong to MCP; name your own keys under your reverse domain, such as com.example/.",
               "Префиксы со второй меткой `modelcontextprotocol` или `mcp` принадлежат MCP; для своих ключей берите префикс от своего домена в обратной записи, например `com.example/`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "dev.mcp/build": "42"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "com.example.mcp/build": "42"}, …}"#;
    TraceContext = "meta/trace-context", Error, Basic,
        summary: ("traceparent, tracestate or baggage breaks its W3C format.", "`traceparent`, `tracestate` или `baggage` нарушает формат W3C."),
        help: ("Pass these values through exactly as your tracing library writes them (W3C Trace Context and W3C Baggage).",
               "Передавайте эти значения ровно так, как их записывает библиотека трассировки (форматы W3C для контекста трассировки и для `baggage`)."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "traceparent": "00-00000000000000000000000000000000-00f067aa0ba902b7-01"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"}, …}"#;
}

/// Reads a W3C trace-context value and says what is wrong with it.
type TraceRule = fn(&str) -> Option<TraceProblem>;

/// The keys of any `_meta` object.
pub fn keys(checker: &mut Checker<'_>, meta: &Object<'_>, path: &Path<'_>) {
    for member in meta.members {
        let key = member.name();
        let key_path = path.member(key);
        if let Some(problem) = meta_key_problem(key, false) {
            let finding = Found::MetaKey {
                key: key.to_owned(),
                problem,
            };
            checker.emit(Code::MetaKey, key_path, member.key.span, finding);
        } else if is_reserved_prefix(key) {
            let finding = Found::ReservedPrefix {
                key: key.to_owned(),
            };
            checker.emit(Code::ReservedPrefix, key_path, member.key.span, finding);
        }
        let trace_rule: Option<(&'static str, TraceRule)> = match key {
            "traceparent" => Some(("traceparent", traceparent_problem)),
            "tracestate" => Some(("tracestate", tracestate_problem)),
            "baggage" => Some(("baggage", baggage_problem)),
            _ => None,
        };
        if let Some((key, rule)) = trace_rule {
            let problem = match member.value.as_str() {
                Some(text) => rule(text),
                None => Some(TraceProblem::NotAString),
            };
            if let Some(problem) = problem {
                let finding = Found::Trace { key, problem };
                checker.emit(Code::TraceContext, key_path, member.value.span(), finding);
            }
        }
    }
}

/// A result's `_meta` without the server's identity (basic/index, "Per-response protocol
/// fields": SHOULD).
pub fn server_info(checker: &mut Checker<'_>, meta: &Object<'_>, path: &Path<'_>) {
    if get(meta, SERVER_INFO_KEY).is_some() {
        return;
    }
    // `serverInfo` without its prefix, or a near miss of the full key.
    let near_miss = meta.members.iter().find(|member| {
        let key = member.name();
        key == "serverInfo" || likely_meant(key, &[SERVER_INFO_KEY]).is_some()
    });
    let text = checker.text;
    let finding = Found::NoServerInfo {
        written: near_miss.map(|m| m.name().to_owned()),
    };
    let diagnostic = checker.emit(Code::MissingServerInfo, path, meta.brace(), finding);
    match near_miss {
        Some(member) => diagnostic.offer(|| rename_fix(member, SERVER_INFO_KEY)),
        None => {
            let default = fields::field("serverInfo").map_or("{}", |f| f.default);
            diagnostic.offer(|| {
                fix(
                    FixTitle::AddServerInfo,
                    vec![insert_member(text, meta, SERVER_INFO_KEY, default)],
                )
            });
        }
    }
}

/// Every result but the discover result (which explains its draft shapes itself) names the
/// server in `_meta` (basic/index, "Per-response protocol fields": SHOULD).
pub fn result_identity(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    match get(result, "_meta") {
        Some((_, meta)) => {
            if let crate::engine::json::Value::Object(meta) = &meta.value {
                server_info(checker, meta, &path.member("_meta"));
            }
        }
        None => {
            checker.emit(Code::MissingServerInfo, path, result.brace(), Found::NoMeta);
        }
    }
}

/// The server's `Implementation` names a real version. (A request's `_meta` names the client
/// with the same type; what its version says is not the server's to fix.)
pub fn implementation(checker: &mut Checker<'_>, info: &Object<'_>, path: &Path<'_>) {
    if matches!(path, Path::Member(_, "io.modelcontextprotocol/clientInfo")) {
        return;
    }
    if let Some((_, version)) = get(info, "version")
        && version.value.as_str().is_some_and(|v| v.trim().is_empty())
    {
        checker.emit(
            Code::EmptyServerVersion,
            path.member("version"),
            version.value.span(),
            Found::EmptyServerVersion,
        );
    }
}

fn is_lower_hex(text: &str) -> bool {
    text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// W3C Trace Context, `traceparent`: `version-traceid-parentid-flags` in lower-case hex;
/// version `ff` is invalid, and an all-zero trace or parent id is invalid. Later versions may
/// append fields after a dash.
fn traceparent_problem(value: &str) -> Option<TraceProblem> {
    let fields: Vec<&str> = value.splitn(5, '-').collect();
    let [version, trace, parent, flags, rest @ ..] = fields.as_slice() else {
        return Some(TraceProblem::ParentShape);
    };
    let shaped = [(version, 2), (trace, 32), (parent, 16), (flags, 2)]
        .iter()
        .all(|(field, len)| field.len() == *len && is_lower_hex(field));
    if !shaped || (*version == "00" && !rest.is_empty()) {
        return Some(TraceProblem::ParentShape);
    }
    if *version == "ff" {
        return Some(TraceProblem::ParentVersion);
    }
    if trace.bytes().all(|b| b == b'0') {
        return Some(TraceProblem::TraceIdZero);
    }
    if parent.bytes().all(|b| b == b'0') {
        return Some(TraceProblem::ParentIdZero);
    }
    None
}

/// W3C Trace Context, `tracestate`: up to 32 `key=value` entries separated by commas; keys in
/// lower case (`vendor` or `tenant@vendor`), values printable ASCII without `,` and `=`.
fn tracestate_problem(value: &str) -> Option<TraceProblem> {
    let key_char = |b: u8| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' | b'*' | b'/');
    let simple_key = |key: &str| {
        key.len() <= 256
            && key
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            && key.bytes().all(key_char)
    };
    let entries: Vec<&str> = (value.split(','))
        .map(|entry| entry.trim_matches([' ', '\t']))
        .filter(|entry| !entry.is_empty())
        .collect();
    let well_formed = entries.len() <= 32
        && entries.iter().all(|entry| {
            let Some((key, val)) = entry.split_once('=') else {
                return false;
            };
            let key_ok = match key.split_once('@') {
                Some((tenant, system)) => simple_key(tenant) && simple_key(system),
                None => simple_key(key),
            };
            key_ok
                && !val.is_empty()
                && val.len() <= 256
                && !val.ends_with(' ')
                && val
                    .bytes()
                    .all(|b| (0x20..=0x7e).contains(&b) && b != b',' && b != b'=')
        });
    (!well_formed).then_some(TraceProblem::StateShape)
}

/// W3C Baggage: `key=value` entries separated by commas, each with optional `;properties`;
/// keys are HTTP tokens, values baggage octets (no spaces, quotes, commas, semicolons or
/// backslashes; anything else percent-encoded).
fn baggage_problem(value: &str) -> Option<TraceProblem> {
    let token_char = |b: u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b);
    let value_char =
        |b: u8| matches!(b, 0x21 | 0x23..=0x2b | 0x2d..=0x3a | 0x3c..=0x5b | 0x5d..=0x7e);
    let well_formed = value.split(',').all(|entry| {
        let pair = entry
            .split(';')
            .next()
            .unwrap_or("")
            .trim_matches([' ', '\t']);
        let Some((key, val)) = pair.split_once('=') else {
            return false;
        };
        let (key, val) = (key.trim_matches([' ', '\t']), val.trim_matches([' ', '\t']));
        !key.is_empty() && key.bytes().all(token_char) && val.bytes().all(value_char)
    });
    (!well_formed).then_some(TraceProblem::BaggageShape)
}

/// Each answer to a client's request whose `_meta` lacks a field every request must carry
/// (basic/index, "Per-request protocol fields": the server MUST reject it with -32602), when it
/// is a result or an error of another code. Not in a session of an earlier revision
/// (`legacy`): its requests carry no such fields.
pub fn requests_not_refused(text: &str, all: &AllFacts, legacy: bool) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if legacy {
        return out;
    }
    for (index, (answer, _, span)) in all.iter().enumerate() {
        let asked = asked_by(&all[..index], answer).filter(|_| answer.method.is_none());
        let Some((request, _, request_span)) = asked else {
            continue;
        };
        let (Some(method), Some(&missing)) = (&request.method, request.missing_meta.first()) else {
            continue;
        };
        let refused_with = answer.error_code.as_ref().map(|(code, ..)| code.as_str());
        if sent_by_server(method) || refused_with == Some("-32602") {
            continue;
        }
        let finding = Found::RequestNotRefused {
            method: method.clone(),
            missing,
            line: line_of(text, request_span.start),
            code: refused_with.map(str::to_owned),
        };
        let head = Span::new(span.start, span.start + 1);
        out.push(diagnostic(Code::RequestNotRefused, "", head, finding));
    }
    out
}

// ----- findings ------------------------------------------------------------------------------

/// Why a W3C trace-context value in `_meta` is malformed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceProblem {
    NotAString,
    /// `traceparent` is not `version-traceid-parentid-flags` in lower-case hex.
    ParentShape,
    /// Version `ff` is forbidden.
    ParentVersion,
    TraceIdZero,
    ParentIdZero,
    /// `tracestate` entries are `key=value`, at most 32, separated by commas.
    StateShape,
    /// `baggage` entries are `key=value` with a token key.
    BaggageShape,
}

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    MetaKey {
        key: String,
        problem: KeyProblem,
    },
    ReservedPrefix {
        key: String,
    },
    Trace {
        key: &'static str,
        problem: TraceProblem,
    },
    NoMeta,
    NoServerInfo {
        written: Option<String>,
    },
    EmptyServerVersion,
    /// The answer to a `method` request on `line` that lacks the `_meta` key `missing`: a
    /// result, or an error with `code`.
    RequestNotRefused {
        method: String,
        missing: &'static str,
        line: usize,
        code: Option<String>,
    },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::render::en::*;
    use crate::engine::rules::meta::{Found, TraceProblem};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::MetaKey { key, problem } => say!(
                "The `_meta` key \"{key}\" is invalid: {}.",
                key_problem(*problem)
            ),
            Found::ReservedPrefix { key } => say!(
                "The prefix of \"{key}\" is reserved for MCP (its second label is `modelcontextprotocol` or `mcp`), and MCP defines no key there; use a prefix of your own."
            ),
            Found::Trace { key, problem } => trace(key, *problem),
            Found::NoMeta => {
                say!("The result has no `_meta`, so it does not say which server answered.")
            }
            Found::NoServerInfo { written } => {
                let guess = written.as_ref().map_or(String::new(), |w| {
                    say!(" Perhaps it is the \"{w}\" written here.")
                });
                say!(
                    "`_meta` has no `{SERVER_INFO_KEY}`, so clients cannot show or log which server answered.{guess}"
                )
            }
            Found::EmptyServerVersion => {
                say!("`version` is empty; give the version of your server software.")
            }
            Found::RequestNotRefused {
                method,
                missing,
                line,
                code,
            } => {
                let answer = answered(code.as_deref());
                say!(
                    "The `{method}` request on line {line} has no `{missing}` in its `_meta`, and the server {answer}; a server must refuse such a request with -32602 (Invalid params)."
                )
            }
        }
    }
    fn trace(key: &str, problem: TraceProblem) -> String {
        let why = match problem {
            TraceProblem::NotAString => say!("it must be a string"),
            TraceProblem::ParentShape => {
                say!(
                    "it must be version, trace id, parent id and flags in lower-case hex, joined by dashes (2, 32, 16 and 2 digits)"
                )
            }
            TraceProblem::ParentVersion => say!("version `ff` is forbidden"),
            TraceProblem::TraceIdZero => say!("the trace id is all zeros, which marks it invalid"),
            TraceProblem::ParentIdZero => {
                say!("the parent id is all zeros, which marks it invalid")
            }
            TraceProblem::StateShape => {
                say!(
                    "it must be at most 32 `key=value` entries separated by commas, with lower-case keys and printable values without `,` or `=`"
                )
            }
            TraceProblem::BaggageShape => {
                say!(
                    "it must be `key=value` entries separated by commas, keys being tokens and values free of spaces, quotes, commas, semicolons and backslashes"
                )
            }
        };
        say!("`{key}` does not follow the W3C format: {why}.")
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::render::ru::*;
    use crate::engine::rules::meta::{Found, TraceProblem};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::MetaKey { key, problem } => {
                say!("Ключ `_meta` «{key}» неверен: {}.", key_problem(*problem))
            }
            Found::ReservedPrefix { key } => say!(
                "Префикс ключа «{key}» зарезервирован за MCP (вторая метка — `modelcontextprotocol` или `mcp`), а MCP не определяет там такого ключа; возьмите собственный префикс."
            ),
            Found::Trace { key, problem } => trace(key, *problem),
            Found::NoMeta => {
                say!("В результате нет `_meta`, поэтому не сказано, какой сервер ответил.")
            }
            Found::NoServerInfo { written } => {
                let guess = written.as_ref().map_or(String::new(), |w| {
                    say!(" Возможно, он записан здесь как «{w}».")
                });
                say!(
                    "В `_meta` нет `{SERVER_INFO_KEY}`, и клиенты не смогут показать или записать в журнал, какой сервер ответил.{guess}"
                )
            }
            Found::EmptyServerVersion => {
                say!("`version` пуст; укажите версию программы сервера.")
            }
            Found::RequestNotRefused {
                method,
                missing,
                line,
                code,
            } => {
                let answer = answered(code.as_deref());
                say!(
                    "В `_meta` запроса `{method}` на строке {line} нет `{missing}`, а сервер {answer}; такой запрос сервер ДОЛЖЕН отклонять с кодом `-32602` (неверные параметры)."
                )
            }
        }
    }
    fn trace(key: &str, problem: TraceProblem) -> String {
        let why = match problem {
            TraceProblem::NotAString => say!("значение должно быть строкой"),
            TraceProblem::ParentShape => {
                say!(
                    "нужны версия, идентификатор трассы, идентификатор родителя и флаги в шестнадцатеричной записи строчными буквами через дефис (2, 32, 16 и 2 цифры)"
                )
            }
            TraceProblem::ParentVersion => say!("версия `ff` запрещена"),
            TraceProblem::TraceIdZero => {
                say!("идентификатор трассы состоит из одних нулей, а значит, недействителен")
            }
            TraceProblem::ParentIdZero => {
                say!("идентификатор родителя состоит из одних нулей, а значит, недействителен")
            }
            TraceProblem::StateShape => {
                say!(
                    "нужно не больше 32 записей `ключ=значение` через запятую, ключи строчными буквами, значения из печатных символов без `,` и `=`"
                )
            }
            TraceProblem::BaggageShape => {
                say!(
                    "нужны записи `ключ=значение` через запятую; ключ — лексема, а в значении нет пробелов, кавычек, запятых, точек с запятой и обратной косой черты"
                )
            }
        };
        say!("`{key}` не соответствует формату W3C: {why}.")
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    use crate::engine::names::KeyProblem;
    let mut all: Vec<crate::engine::finding::Finding> = vec![
        Found::RequestNotRefused {
            method: "tools/list".into(),
            missing: "io.modelcontextprotocol/protocolVersion",
            line: 3,
            code: None,
        }
        .into(),
        Found::RequestNotRefused {
            method: "tools/call".into(),
            missing: "io.modelcontextprotocol/clientCapabilities",
            line: 5,
            code: Some("-32601".into()),
        }
        .into(),
        Found::ReservedPrefix {
            key: "modelcontextprotocol.io/x".into(),
        }
        .into(),
        Found::NoMeta.into(),
        Found::NoServerInfo { written: None }.into(),
        Found::NoServerInfo {
            written: Some("serverinfo".into()),
        }
        .into(),
        Found::EmptyServerVersion.into(),
    ];
    for problem in [
        KeyProblem::NoPrefix,
        KeyProblem::BadPrefix,
        KeyProblem::BadName,
    ] {
        all.push(
            Found::MetaKey {
                key: "example.com/-x".into(),
                problem,
            }
            .into(),
        );
    }
    for problem in [
        TraceProblem::NotAString,
        TraceProblem::ParentShape,
        TraceProblem::ParentVersion,
        TraceProblem::TraceIdZero,
        TraceProblem::ParentIdZero,
        TraceProblem::StateShape,
        TraceProblem::BaggageShape,
    ] {
        all.push(
            Found::Trace {
                key: "traceparent",
                problem,
            }
            .into(),
        );
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traceparent_follows_w3c_trace_context() {
        assert_eq!(
            traceparent_problem("00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"),
            None
        );
        // A later version may carry more fields.
        assert_eq!(
            traceparent_problem("cc-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01-what"),
            None
        );
        for (bad, problem) in [
            (
                "00-0AF7651916CD43DD8448EB211C80319C-00f067aa0ba902b7-01",
                TraceProblem::ParentShape,
            ),
            (
                "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7",
                TraceProblem::ParentShape,
            ),
            (
                "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01-x",
                TraceProblem::ParentShape,
            ),
            (
                "ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01",
                TraceProblem::ParentVersion,
            ),
            (
                "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
                TraceProblem::TraceIdZero,
            ),
            (
                "00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01",
                TraceProblem::ParentIdZero,
            ),
        ] {
            assert_eq!(traceparent_problem(bad), Some(problem), "{bad}");
        }
    }

    #[test]
    fn tracestate_and_baggage_lists() {
        assert_eq!(
            tracestate_problem("congo=t61rcWkgMzE, rojo=00f067aa0ba902b7"),
            None
        );
        assert_eq!(tracestate_problem("tenant@vendor=x,,"), None);
        assert!(tracestate_problem("Congo=t61").is_some());
        assert!(tracestate_problem("congo").is_some());
        assert!(tracestate_problem("congo=a,b").is_some());
        assert_eq!(
            baggage_problem("userId=alice,serverNode=DF%2028;ttl=1"),
            None
        );
        assert!(baggage_problem("user id=alice").is_some());
        assert!(baggage_problem("userId=al ice").is_some());
        assert!(baggage_problem("userId").is_some());
    }
}
