//! The prose rules of the specification, one case each, in both languages: the code at the
//! right place, the document's kind, and a message in each language that names what it found.
#![cfg(not(target_arch = "wasm32"))]

use mcp_anatomy::engine::{self, DocumentKind, Report};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::{Code, Severity};

/// A valid discover result with `extra` members spliced into it.
fn result_with(extra: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {{}}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"{extra}}}}}}}}}"#
    )
}

fn meta_with(extra: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {{}}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}{extra}}}}}}}"#
    )
}

/// The finding with `code` at `pointer`; its messages in both languages must hold `en` and
/// `ru`.
fn expect(report: &Report, code: Code, pointer: &str, en: &str, ru: &str) {
    let found = report
        .diagnostics
        .iter()
        .map(|d| &d.diagnostic)
        .find(|d| d.code == code && d.pointer == pointer);
    let Some(d) = found else {
        let all: Vec<_> = (report.diagnostics.iter())
            .map(|d| (d.diagnostic.code.id(), d.diagnostic.pointer.clone()))
            .collect();
        panic!("no {} at {pointer:?}; found {all:?}", code.id());
    };
    let (message_en, message_ru) = (d.message(Lang::En), d.message(Lang::Ru));
    assert!(message_en.contains(en), "{message_en}");
    assert!(message_ru.contains(ru), "{message_ru}");
}

fn codes(report: &Report) -> Vec<Code> {
    report
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.code)
        .collect()
}

#[test]
fn the_templates_are_clean() {
    for text in [result_with(""), meta_with("")] {
        let report = engine::check(&text);
        assert!(
            report.is_valid() && report.diagnostics.is_empty(),
            "{:?}",
            codes(&report)
        );
    }
}

#[test]
fn icon_sources_are_https_or_data() {
    for scheme in ["javascript", "file", "ftp", "ws", "http"] {
        let text = result_with(&format!(r#", "icons": [{{"src": "{scheme}:x/icon.png"}}]"#));
        let report = engine::check(&text);
        let pointer = "/result/_meta/io.modelcontextprotocol~1serverInfo/icons/0/src";
        expect(
            &report,
            Code::IconScheme,
            pointer,
            &format!("`{scheme}:`"),
            &format!("`{scheme}:`"),
        );
    }
    for good in [
        "https://example.com/i.png",
        "data:image/png;base64,AAAA",
        "HTTPS://example.com/i.png",
    ] {
        let text = result_with(&format!(r#", "icons": [{{"src": "{good}"}}]"#));
        assert!(
            !codes(&engine::check(&text)).contains(&Code::IconScheme),
            "{good}"
        );
    }
}

#[test]
fn icon_sizes_are_width_by_height_or_any() {
    let text = result_with(
        r#", "icons": [{"src": "https://example.com/i.png", "sizes": ["48x48", "any", "48", "large"]}]"#,
    );
    let report = engine::check(&text);
    let sizes = "/result/_meta/io.modelcontextprotocol~1serverInfo/icons/0/sizes";
    expect(
        &report,
        Code::IconSize,
        &format!("{sizes}/2"),
        "\"48\"",
        "\"48\"",
    );
    expect(
        &report,
        Code::IconSize,
        &format!("{sizes}/3"),
        "\"large\"",
        "\"large\"",
    );
    assert_eq!(
        codes(&report)
            .iter()
            .filter(|c| **c == Code::IconSize)
            .count(),
        2
    );
}

#[test]
fn prefixes_whose_second_label_is_mcp_are_reserved() {
    for key in [
        "dev.mcp/build",
        "org.modelcontextprotocol.api/x",
        "com.mcp.tools/y",
    ] {
        let report = engine::check(&meta_with(&format!(r#", "{key}": 1"#)));
        let pointer = format!("/result/_meta/{}", key.replace('/', "~1"));
        expect(&report, Code::ReservedPrefix, &pointer, key, key);
    }
    for key in [
        "com.example.mcp/build",
        "io.modelcontextprotocol/tasks",
        "build",
    ] {
        let report = engine::check(&meta_with(&format!(r#", "{key}": 1"#)));
        assert!(!codes(&report).contains(&Code::ReservedPrefix), "{key}");
    }
}

#[test]
fn trace_context_follows_w3c() {
    let good = r#", "traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01", "tracestate": "rojo=00f067aa0ba902b7", "baggage": "userId=alice""#;
    assert!(engine::check(&meta_with(good)).diagnostics.is_empty());
    for (extra, key, en, ru) in [
        (
            r#", "traceparent": "00-00000000000000000000000000000000-00f067aa0ba902b7-01""#,
            "traceparent",
            "all zeros",
            "одних нулей",
        ),
        (
            r#", "traceparent": "ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01""#,
            "traceparent",
            "`ff`",
            "`ff`",
        ),
        (
            r#", "traceparent": 7"#,
            "traceparent",
            "a string",
            "строкой",
        ),
        (
            r#", "tracestate": "Rojo=1""#,
            "tracestate",
            "`key=value`",
            "`ключ=значение`",
        ),
        (
            r#", "baggage": "user id=alice""#,
            "baggage",
            "`key=value`",
            "`ключ=значение`",
        ),
    ] {
        let report = engine::check(&meta_with(extra));
        expect(
            &report,
            Code::TraceContext,
            &format!("/result/_meta/{key}"),
            en,
            ru,
        );
    }
}

fn refusal(supported: &str, requested: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": -32022, "message": "Unsupported protocol version", "data": {{"supported": {supported}, "requested": "{requested}"}}}}}}"#
    )
}

#[test]
fn an_unsupported_version_error_offers_something_else() {
    let report = engine::check(&refusal("[]", "2099-01-01"));
    assert_eq!(report.kind, DocumentKind::UnsupportedVersion);
    expect(
        &report,
        Code::SupportedEmpty,
        "/error/data/supported",
        "empty",
        "пуст",
    );
    let report = engine::check(&refusal(r#"["2025-11-25", "2026-07-28"]"#, "2026-07-28"));
    expect(
        &report,
        Code::SupportedHasRequested,
        "/error/data/supported/1",
        "\"2026-07-28\"",
        "\"2026-07-28\"",
    );
    assert!(engine::check(&refusal(r#"["2026-07-28"]"#, "2099-01-01")).is_valid());
}

#[test]
fn errors_tell_the_era() {
    let answer = |code: i64| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "error": {{"code": {code}, "message": "No"}}}}"#
        ))
    };
    for code in [-32020, -32021] {
        let report = answer(code);
        assert_eq!(report.kind, DocumentKind::ModernRefusal, "{code}");
        expect(
            &report,
            Code::ModernRefusal,
            "/error/code",
            "modern",
            "современный",
        );
    }
    let report = answer(-32601);
    assert_eq!(report.kind, DocumentKind::LegacyServer);
    expect(
        &report,
        Code::LegacyServer,
        "/error/code",
        "falls back",
        "откат",
    );
    for code in [-32602, -32603, 42] {
        let report = answer(code);
        assert_eq!(report.kind, DocumentKind::LegacyServer, "{code}");
        expect(
            &report,
            Code::ErrorResponse,
            "/error/code",
            "falls back",
            "откат",
        );
    }
}

#[test]
fn an_error_message_is_one_sentence() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported version. Use another one. Thanks!", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    expect(
        &engine::check(text),
        Code::ErrorMessageSentences,
        "/error/message",
        "3 sentences",
        "3",
    );
}

#[test]
fn a_byte_order_mark_is_named_and_the_rest_still_checked() {
    let text = format!(
        "\u{feff}{}",
        result_with(r#", "icons": [{"src": "ftp://x/i.png"}]"#)
    );
    let report = engine::check(&text);
    expect(
        &report,
        Code::ByteOrderMark,
        "",
        "byte order mark",
        "метки порядка байтов",
    );
    assert!(
        codes(&report).contains(&Code::IconScheme),
        "{:?}",
        codes(&report)
    );
    let bom = &report.diagnostics[0];
    assert_eq!((bom.start.offset, bom.end.offset, bom.end.utf16), (0, 3, 1));
    let fixed = engine::apply_edits(&text, &bom.diagnostic.fixes[0].edits).unwrap();
    assert!(!fixed.starts_with('\u{feff}'));
    assert!(!codes(&engine::check(&fixed)).contains(&Code::ByteOrderMark));
}

#[test]
fn bytes_that_are_not_utf8_get_a_report() {
    let (text, report) = engine::check_bytes(b"{\"ttlMs\": 1, \"a\": \"\xff\"}");
    assert_eq!(report.kind, DocumentKind::NotUtf8);
    assert!(text.contains('\u{fffd}'));
    expect(&report, Code::NotUtf8, "", "byte 19", "байта 19");
    assert_eq!(report.diagnostics[0].start.offset, 19);
}

#[test]
fn a_repeated_member_whose_first_value_is_broken_says_so() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": -5, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#;
    let report = engine::check(text);
    expect(
        &report,
        Code::DuplicateKey,
        "/result/ttlMs",
        "first value breaks a rule (ttl/negative)",
        "(ttl/negative)",
    );
    // Harmless repeats keep the plain message.
    let text = text.replace("-5", "60000");
    expect(
        &engine::check(&text),
        Code::DuplicateKey,
        "/result/ttlMs",
        "some parsers keep the first value",
        "одни парсеры",
    );
}

#[test]
fn list_results_are_checked_against_their_schema() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "array"}}, {"inputSchema": {"type": "object"}}]}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::ToolsListResponse);
    expect(
        &report,
        Code::ConstValue,
        "/result/tools/0/inputSchema/type",
        "\"object\"",
        "\"object\"",
    );
    expect(
        &report,
        Code::MissingMember,
        "/result/tools/1",
        "`name`",
        "`name`",
    );
}

fn tools_list(tools: &str) -> String {
    format!(
        r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "tools": {tools}}}}}"#
    )
}

#[test]
fn tool_names_follow_the_tools_page() {
    let report = engine::check(&tools_list(
        r#"[{"name": "getUser", "inputSchema": {"type": "object"}}, {"name": "DATA_EXPORT_v2", "inputSchema": {"type": "object"}}, {"name": "admin.tools.list", "inputSchema": {"type": "object"}}]"#,
    ));
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    let long = "x".repeat(129);
    for bad in ["", "get user", "a,b", "naïve", long.as_str()] {
        let report = engine::check(&tools_list(&format!(
            r#"[{{"name": "{bad}", "inputSchema": {{"type": "object"}}}}]"#
        )));
        expect(
            &report,
            Code::ToolName,
            "/result/tools/0/name",
            "1 to 128",
            "из 1–128 символов",
        );
    }
    let report = engine::check(&tools_list(
        r#"[{"name": "add", "inputSchema": {"type": "object"}}, {"name": "sum", "inputSchema": {"type": "object"}}, {"name": "add", "inputSchema": {"type": "object"}}]"#,
    ));
    expect(
        &report,
        Code::ToolNameRepeated,
        "/result/tools/2/name",
        "\"add\"",
        "\"add\"",
    );
    assert_eq!(codes(&report), [Code::ToolNameRepeated]);
}

#[test]
fn x_mcp_header_constraints_drop_the_tool() {
    let schema = |properties: &str| {
        tools_list(&format!(
            r#"[{{"name": "t", "inputSchema": {{"type": "object", "properties": {properties}}}}}]"#
        ))
    };
    let good = schema(
        r#"{"region": {"type": "string", "x-mcp-header": "Region"}, "deep": {"type": "object", "properties": {"n": {"type": "integer", "x-mcp-header": "N"}}}}"#,
    );
    assert!(
        engine::check(&good).diagnostics.is_empty(),
        "{:?}",
        codes(&engine::check(&good))
    );
    for (properties, pointer, en, ru) in [
        (
            r#"{"a": {"type": "number", "x-mcp-header": "A"}}"#,
            "/properties/a/x-mcp-header",
            "`boolean`",
            "`boolean`",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": ""}}"#,
            "/properties/a/x-mcp-header",
            "field name",
            "имя поля HTTP",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": "Bad Name"}}"#,
            "/properties/a/x-mcp-header",
            "field name",
            "имя поля HTTP",
        ),
        (
            r#"{"a": {"type": "string", "x-mcp-header": "Region"}, "b": {"type": "string", "x-mcp-header": "region"}}"#,
            "/properties/b/x-mcp-header",
            "ignoring case",
            "без учёта регистра",
        ),
        (
            r#"{"a": {"type": "array", "items": {"type": "string", "x-mcp-header": "Item"}}}"#,
            "/properties/a/items/x-mcp-header",
            "`properties` keys",
            "`properties`",
        ),
        (
            r#"{"a": {"anyOf": [{"type": "string", "x-mcp-header": "A"}]}}"#,
            "/properties/a/anyOf/0/x-mcp-header",
            "`properties` keys",
            "`properties`",
        ),
    ] {
        let report = engine::check(&schema(properties));
        let pointer = format!("/result/tools/0/inputSchema{pointer}");
        expect(&report, Code::McpHeader, &pointer, en, ru);
        expect(
            &report,
            Code::McpHeader,
            &pointer,
            "\"t\" is dropped",
            "\"t\" отбросит",
        );
    }
    // A default value is data, not a schema: an `x-mcp-header` key inside it is no annotation.
    let data = schema(r#"{"a": {"type": "object", "default": {"x-mcp-header": 1}}}"#);
    assert!(engine::check(&data).diagnostics.is_empty());
}

#[test]
fn resource_contents_are_text_or_bytes() {
    let read = |contents: &str, scope: &str| {
        engine::check(&format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 1, "cacheScope": "{scope}", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "d", "version": "1"}}}}, "contents": {contents}}}}}"#
        ))
    };
    let report = read(
        r#"[{"uri": "https://e.com/a", "text": "a", "blob": "YQ=="}]"#,
        "public",
    );
    assert_eq!(report.kind, DocumentKind::ResourcesReadResponse);
    expect(
        &report,
        Code::TextAndBlob,
        "/result/contents/0/blob",
        "`text` and `blob`",
        "и `text`, и `blob`",
    );
    let report = read(
        r#"[{"uri": "https://e.com/a", "blob": "not base64"}]"#,
        "private",
    );
    expect(
        &report,
        Code::NotBase64,
        "/result/contents/0/blob",
        "base64",
        "`base64`",
    );
    let report = read(r#"[{"uri": "FILE:///etc/motd", "text": "hi"}]"#, "public");
    expect(
        &report,
        Code::PublicFile,
        "/result/contents/0/uri",
        "local file",
        "локальный файл",
    );
    assert!(
        read(r#"[{"uri": "file:///etc/motd", "text": "hi"}]"#, "private")
            .diagnostics
            .is_empty()
    );
}

#[test]
fn interim_results_carry_no_caching_hints() {
    let text = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s", "ttlMs": 5, "cacheScope": "public"}}"#;
    let report = engine::check(text);
    assert_eq!(report.kind, DocumentKind::InputRequiredResponse);
    expect(
        &report,
        Code::HintsOnInputRequired,
        "/result/ttlMs",
        "`ttlMs`",
        "`ttlMs`",
    );
    expect(
        &report,
        Code::HintsOnInputRequired,
        "/result/cacheScope",
        "not cacheable",
        "не кэшируются",
    );
    let clean = r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "s"}}"#;
    assert!(
        engine::check(clean).is_valid(),
        "{:?}",
        codes(&engine::check(clean))
    );
}

/// A complete result of `method`'s kind, with `items` as its list member.
fn list_result(member: &str, items: &str, scope: &str) -> String {
    format!(
        r#"{{"resultType": "complete", "ttlMs": 60000, "cacheScope": "{scope}", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "{member}": {items}}}"#
    )
}

fn response(id: &str, result: &str) -> String {
    format!(r#"{{"jsonrpc": "2.0", "id": {id}, "result": {result}}}"#)
}

#[test]
fn tool_schemas_in_another_dialect_may_be_refused() {
    let tools = |schema: &str| {
        let items = format!(
            r#"[{{"name": "add", "inputSchema": {{"type": "object"}}, "outputSchema": {schema}}}]"#
        );
        engine::check(&response("1", &list_result("tools", &items, "public")))
    };
    let report =
        tools(r#"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}"#);
    expect(
        &report,
        Code::SchemaDialect,
        "/result/tools/0/outputSchema/$schema",
        "draft-07",
        "диалект",
    );
    for clean in [
        r#"{"type": "object"}"#,
        r#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#,
    ] {
        assert!(
            !codes(&tools(clean)).contains(&Code::SchemaDialect),
            "{clean}"
        );
    }
}

#[test]
fn media_types_have_a_type_and_a_subtype() {
    let resources = |mime: &str| {
        let items =
            format!(r#"[{{"uri": "https://example.com/a", "name": "a", "mimeType": "{mime}"}}]"#);
        engine::check(&response("1", &list_result("resources", &items, "public")))
    };
    for bad in ["text", "text/", "/plain", "text plain", "text/pl ain"] {
        expect(
            &resources(bad),
            Code::MediaType,
            "/result/resources/0/mimeType",
            "not a media type",
            "не тип содержимого",
        );
    }
    for good in [
        "text/plain",
        "application/vnd.api+json",
        "text/plain; charset=utf-8",
    ] {
        assert!(
            !codes(&resources(good)).contains(&Code::MediaType),
            "{good}"
        );
    }
    // Templates and read contents are held to the same rule.
    let template = r#"[{"uriTemplate": "file:///{path}", "name": "f", "mimeType": "bad"}]"#;
    let report = engine::check(&response(
        "1",
        &list_result("resourceTemplates", template, "public"),
    ));
    expect(
        &report,
        Code::MediaType,
        "/result/resourceTemplates/0/mimeType",
        "\"bad\"",
        "\"bad\"",
    );
    let contents = r#"[{"uri": "https://example.com/a", "mimeType": "bad", "text": "a"}]"#;
    let report = engine::check(&response("1", &list_result("contents", contents, "public")));
    expect(
        &report,
        Code::MediaType,
        "/result/contents/0/mimeType",
        "\"bad\"",
        "\"bad\"",
    );
}

#[test]
fn prompt_argument_names_are_unique() {
    let prompts = r#"[{"name": "review", "arguments": [{"name": "code"}, {"name": "style"}, {"name": "code", "required": true}]}]"#;
    let report = engine::check(&response("1", &list_result("prompts", prompts, "public")));
    assert_eq!(report.kind, DocumentKind::PromptsListResponse);
    expect(
        &report,
        Code::PromptArgumentRepeated,
        "/result/prompts/0/arguments/2/name",
        "\"review\" already has an argument named \"code\"",
        "уже есть аргумент \"code\"",
    );
    assert_eq!(report.count(mcp_anatomy::spec::codes::Severity::Warning), 1);
}

const DISCOVER_REQUEST: &str =
    r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {}}"#;

fn discover_answer(capabilities: &str) -> String {
    response(
        "1",
        &format!(
            r#"{{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {capabilities}, "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}}}"#
        ),
    )
}

/// A stdio transcript: discover, then two pages of tools/list with the given scopes.
fn transcript(capabilities: &str, first_scope: &str, second_scope: &str) -> String {
    let first = list_result("tools", "[]", first_scope)
        .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#);
    [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(capabilities),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#.to_owned(),
        response("2", &first),
        r#"{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"cursor": "p2"}}"#
            .to_owned(),
        response("3", &list_result("tools", "[]", second_scope)),
    ]
    .join("\n")
}

#[test]
fn a_clean_transcript_is_checked_message_by_message() {
    let text = transcript(r#"{"tools": {}}"#, "private", "private");
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    assert!(report.diagnostics.is_empty(), "{:?}", codes(&report));
    // The checklist is the discover answer's, placed on its line.
    let mut offsets: Vec<usize> = report.fields.iter().filter_map(|f| f.offset).collect();
    assert!(!offsets.is_empty());
    let lines = engine::resolve_positions(&text, &mut offsets);
    assert!(lines.iter().all(|p| p.line == 2), "{:?}", report.fields);
    // A finding inside one message points into it: line and pointer.
    let broken = text.replacen(
        r#""ttlMs": 60000, "cacheScope": "private", "_meta""#,
        r#""ttlMs": -1, "cacheScope": "private", "_meta""#,
        1,
    );
    let report = engine::check(&broken);
    let located = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::TtlNegative)
        .expect("ttl/negative");
    assert_eq!(
        (located.start.line, located.diagnostic.pointer.as_str()),
        (4, "/result/ttlMs")
    );
    assert_eq!(
        &broken[located.diagnostic.span.start..located.diagnostic.span.end],
        "-1"
    );
}

#[test]
fn pages_of_one_list_keep_their_scope() {
    let report = engine::check(&transcript(r#"{"tools": {}}"#, "private", "public"));
    // The checklist describes the discover answer, which the other pages' findings leave alone.
    let worst = |id: &str| report.fields.iter().find(|f| f.id == id).unwrap().status;
    assert_eq!(
        (worst("envelope"), worst("cacheScope")),
        (engine::FieldStatus::Ok, engine::FieldStatus::Ok),
        "{:?}",
        report.fields
    );
    expect(
        &report,
        Code::ScopeChanges,
        "/result/cacheScope",
        "first page (line 4) has \"private\"",
        "у первой страницы (строка 4) — \"private\"",
    );
    let located = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::ScopeChanges)
        .unwrap();
    assert_eq!(located.start.line, 6);
    // A request without a cursor starts the list again: a new walk may have another scope.
    let again = transcript(r#"{"tools": {}}"#, "private", "public")
        .replace(r#", "params": {"cursor": "p2"}"#, "");
    assert!(!codes(&engine::check(&again)).contains(&Code::ScopeChanges));
}

#[test]
fn lists_answer_what_discover_declares() {
    let report = engine::check(&transcript("{}", "public", "public"));
    expect(
        &report,
        Code::CapabilityUndeclared,
        "",
        "does not declare `tools`",
        "не объявляет `tools`",
    );
    assert_eq!(
        codes(&report),
        vec![Code::CapabilityUndeclared],
        "reported once for the list"
    );
    let refused = [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(r#"{"prompts": {}}"#),
        r#"{"jsonrpc": "2.0", "id": "p", "method": "prompts/list"}"#.to_owned(),
        r#"{"jsonrpc": "2.0", "id": "p", "error": {"code": -32601, "message": "Method not found"}}"#.to_owned(),
    ]
    .join("\n");
    let report = engine::check(&refused);
    expect(
        &report,
        Code::CapabilityRefused,
        "",
        "declares `prompts`, yet `prompts/list` answers with an error",
        "объявляет `prompts`, но `prompts/list` отвечает ошибкой",
    );
    // The error is read as the answer to prompts/list, which says nothing of the era.
    assert!(
        !codes(&report).contains(&Code::LegacyServer),
        "{:?}",
        codes(&report)
    );
}

/// A discover answer declaring `capabilities`, then each request with its error or result.
fn exchanges(capabilities: &str, answers: &[(&str, &str, &str)]) -> String {
    let mut lines = vec![DISCOVER_REQUEST.to_owned(), discover_answer(capabilities)];
    for (i, (method, params, answer)) in answers.iter().enumerate() {
        let id = i + 2;
        lines.push(format!(
            r#"{{"jsonrpc": "2.0", "id": {id}, "method": "{method}", "params": {{{params}}}}}"#
        ));
        lines.push(format!(r#"{{"jsonrpc": "2.0", "id": {id}, {answer}}}"#));
    }
    lines.join("\n")
}

#[test]
fn a_declared_capability_must_answer_its_list() {
    let not_found = r#""error": {"code": -32601, "message": "Method not found"}"#;
    for method in ["tools/list", "prompts/list", "resources/list"] {
        let capability = method.trim_end_matches("/list");
        let text = exchanges(
            &format!(r#"{{"{capability}": {{}}}}"#),
            &[(method, "", not_found)],
        );
        let report = engine::check(&text);
        let refused = (report.diagnostics.iter())
            .map(|d| &d.diagnostic)
            .find(|d| d.code == Code::CapabilityRefused)
            .unwrap_or_else(|| panic!("{method}: {:?}", codes(&report)));
        // The tools, prompts and resources pages: a server that declares one MUST answer it.
        assert_eq!(refused.severity(), Severity::Error, "{method}");
        assert!(!report.is_valid(), "{method}");
    }
    // resources/read of a resource that does not exist MUST get -32602, and no MUST names the
    // templates list: neither is a refused capability.
    let missing = r#""error": {"code": -32602, "message": "Resource not found"}"#;
    let text = exchanges(
        r#"{"resources": {}}"#,
        &[
            (
                "resources/list",
                "",
                &format!(r#""result": {}"#, list_result("resources", "[]", "public")),
            ),
            ("resources/read", r#""uri": "file:///gone.txt""#, missing),
            ("resources/templates/list", "", not_found),
        ],
    );
    let report = engine::check(&text);
    assert!(
        !codes(&report).contains(&Code::CapabilityRefused),
        "{:?}",
        codes(&report)
    );
    // An undeclared resources capability is still found from a read that answers.
    let read = r#""result": {"resultType": "complete", "ttlMs": 1, "cacheScope": "public", "contents": [{"uri": "https://example.com/a.txt", "text": "a"}]}"#;
    let text = exchanges(
        "{}",
        &[(
            "resources/read",
            r#""uri": "https://example.com/a.txt""#,
            read,
        )],
    );
    expect(
        &engine::check(&text),
        Code::CapabilityUndeclared,
        "",
        "does not declare `resources`",
        "не объявляет `resources`",
    );
}

/// In a JSON array of messages, what the rules across messages find points at the element it
/// concerns, or a member inside it, and its range is in that element.
#[test]
fn findings_across_messages_point_at_their_element_of_an_array() {
    let lines = exchanges(
        r#"{"prompts": {}}"#,
        &[
            (
                "prompts/list",
                "",
                r#""error": {"code": -32601, "message": "Method not found"}"#,
            ),
            (
                "tools/list",
                "",
                &format!(r#""result": {}"#, list_result("tools", "[]", "public")),
            ),
        ],
    );
    let mut elements: Vec<String> = lines.lines().map(str::to_owned).collect();
    elements.push(r#"{"jsonrpc": "2.0", "id": 9, "method": "tools/list"}"#.to_owned());
    elements.push(r#"{"jsonrpc": "2.0", "id": 8, "result": {}}"#.to_owned());
    let text = format!("[\n  {}\n]", elements.join(",\n  "));
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    let element_start = |index: usize| {
        let before: usize = (elements[..index].iter())
            .map(|e| e.len() + ",\n  ".len())
            .sum();
        "[\n  ".len() + before
    };
    for (code, pointer, index, at) in [
        (Code::CapabilityRefused, "/3", 3, "{"),
        (Code::CapabilityUndeclared, "/5", 5, "{"),
        (Code::Unanswered, "/6", 6, "{"),
        (Code::UnknownId, "/7/id", 7, "8"),
    ] {
        let located = (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == code)
            .unwrap_or_else(|| panic!("{}: {:?}", code.id(), codes(&report)));
        let d = &located.diagnostic;
        assert_eq!(d.pointer, pointer, "{}", code.id());
        let (start, end) = (
            element_start(index),
            element_start(index) + elements[index].len(),
        );
        assert!(
            start <= d.span.start && d.span.end <= end,
            "{} in element {index}",
            code.id()
        );
        assert_eq!(&text[d.span.start..d.span.end], at, "{}", code.id());
        assert_eq!(located.start.line, index + 2, "{}", code.id());
    }
    assert_eq!(
        (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == Code::CapabilityRefused)
            .unwrap()
            .diagnostic
            .severity(),
        Severity::Error
    );
}

/// A conversation as the probe holds it becomes a transcript of one message a line, whose
/// check reports the same codes; each message's report is placed in its own text, a
/// pretty-printed answer included.
#[test]
fn a_conversation_is_judged_as_its_transcript() {
    let first = response(
        "2",
        &list_result("tools", "[]", "public")
            .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#),
    );
    let second: serde_json::Value =
        serde_json::from_str(&response("3", &list_result("tools", "[]", "private"))).unwrap();
    let second = serde_json::to_string_pretty(&second).unwrap();
    let messages = [
        DISCOVER_REQUEST.to_owned(),
        discover_answer(r#"{"tools": {}, "prompts": {}}"#),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#.to_owned(),
        first,
        r#"{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"cursor": "p2"}}"#
            .to_owned(),
        second.clone(),
        r#"{"jsonrpc": "2.0", "id": 4, "method": "prompts/list"}"#.to_owned(),
    ];
    let messages: Vec<&str> = messages.iter().map(String::as_str).collect();
    let (transcript, reports) = engine::check_conversation(&messages);
    assert_eq!(transcript.lines().count(), messages.len(), "{transcript}");
    assert_eq!(reports.len(), messages.len());
    let code_list = |reports: &mut dyn Iterator<Item = &Report>| {
        let mut all: Vec<&str> = reports
            .flat_map(|r| r.diagnostics.iter().map(|d| d.diagnostic.code.id()))
            .collect();
        all.sort_unstable();
        all
    };
    let judged = code_list(&mut reports.iter().flatten());
    assert_eq!(
        judged,
        ["transcript/scope-changes", "transcript/unanswered"],
        "{transcript}"
    );
    let read_back = engine::check_messages(&transcript, true).unwrap();
    assert_eq!(code_list(&mut read_back.iter().map(|m| &m.report)), judged);
    // The changed scope, placed in the pretty-printed answer itself.
    let scope = (reports[5].as_ref().unwrap().diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::ScopeChanges)
        .unwrap();
    let line = second
        .lines()
        .position(|l| l.contains("cacheScope"))
        .unwrap()
        + 1;
    assert_eq!(scope.start.line, line);
    assert_eq!(
        &second[scope.diagnostic.span.start..scope.diagnostic.span.end],
        "\"private\""
    );
    assert_eq!(scope.diagnostic.pointer, "/result/cacheScope");
    // The unanswered request is reported on itself; a blank message has no report.
    let unanswered = reports[6].as_ref().unwrap();
    assert_eq!(unanswered.kind, DocumentKind::Request);
    assert_eq!(codes(unanswered), [Code::Unanswered]);
    let (_, reports) = engine::check_conversation(&[DISCOVER_REQUEST, "  "]);
    assert!(reports[1].is_none());
    assert_eq!(codes(reports[0].as_ref().unwrap()), [Code::Unanswered]);
}

#[test]
fn responses_carry_the_ids_of_requests() {
    let text = [
        DISCOVER_REQUEST.to_owned(),
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#.to_owned(),
        discover_answer(r#"{"tools": {}}"#).replacen(r#""id": 1"#, r#""id": "1""#, 1),
        discover_answer(r#"{"tools": {}}"#),
        discover_answer(r#"{"tools": {}}"#),
    ]
    .join("\n");
    let report = engine::check(&text);
    expect(
        &report,
        Code::UnknownId,
        "/id",
        "id \"1\"",
        "идентификатора \"1\"",
    );
    expect(
        &report,
        Code::AnsweredTwice,
        "/id",
        "request 1 was already answered",
        "На запрос 1 уже был ответ",
    );
    expect(
        &report,
        Code::Unanswered,
        "",
        "request 2 (`tools/list`)",
        "На запрос 2 (`tools/list`)",
    );
    let line_of = |code: Code| {
        report
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.code == code)
            .unwrap()
            .start
            .line
    };
    assert_eq!(
        (
            line_of(Code::UnknownId),
            line_of(Code::AnsweredTwice),
            line_of(Code::Unanswered)
        ),
        (3, 5, 2)
    );
    // Answers alone, without requests, are not held to ids.
    let answers = [discover_answer("{}"), discover_answer("{}")].join("\n");
    assert!(
        engine::check(&answers).diagnostics.is_empty(),
        "{:?}",
        codes(&engine::check(&answers))
    );
}

#[test]
fn an_array_of_messages_is_checked_element_by_element() {
    let first = list_result("tools", "[]", "private")
        .replace(r#""tools": []"#, r#""tools": [], "nextCursor": "p2""#);
    let text = format!(
        "[\n  {},\n  {}\n]",
        response("2", &first),
        response(
            "3",
            &list_result(
                "tools",
                r#"[{"name": "a b", "inputSchema": {"type": "object"}}]"#,
                "public"
            )
        ),
    );
    let report = engine::check(&text);
    assert_eq!(report.kind, DocumentKind::Transcript);
    expect(
        &report,
        Code::Batch,
        "",
        "array of 2 messages",
        "массив из 2 сообщений",
    );
    expect(
        &report,
        Code::ToolName,
        "/1/result/tools/0/name",
        "\"a b\"",
        "\"a b\"",
    );
    // Findings across messages name the element they concern, like the messages' own.
    expect(
        &report,
        Code::ScopeChanges,
        "/1/result/cacheScope",
        "\"public\"",
        "\"public\"",
    );
    let tool = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::ToolName)
        .unwrap();
    assert_eq!(tool.start.line, 3);
    assert_eq!(
        &text[tool.diagnostic.span.start..tool.diagnostic.span.end],
        "\"a b\""
    );
}

#[test]
fn one_message_is_not_a_transcript() {
    for text in [
        format!("{}\n\n", discover_answer("{}")),
        serde_json::to_string_pretty(
            &serde_json::from_str::<serde_json::Value>(&discover_answer("{}")).unwrap(),
        )
        .unwrap(),
    ] {
        assert_eq!(
            engine::check(&text).kind,
            DocumentKind::DiscoverResponse,
            "{text}"
        );
    }
    // A second line after one complete object is a second message, even a broken one.
    let report = engine::check(&format!("{}\nnot json", discover_answer("{}")));
    assert_eq!(report.kind, DocumentKind::Transcript);
    let syntax = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code.id().starts_with("syntax/"))
        .expect("a syntax error");
    assert_eq!(syntax.start.line, 2);
}

#[test]
fn a_refused_cursor_is_invalid_params() {
    let exchange = |code: &str, message: &str, cursor: bool| {
        let params = if cursor {
            r#", "params": {"cursor": "old"}"#
        } else {
            ""
        };
        [
            format!(r#"{{"jsonrpc": "2.0", "id": 3, "method": "tools/list"{params}}}"#),
            format!(
                r#"{{"jsonrpc": "2.0", "id": 3, "error": {{"code": {code}, "message": "{message}"}}}}"#
            ),
        ]
        .join("\n")
    };
    let text = exchange("-32603", "Cursor expired", true);
    let report = engine::check(&text);
    expect(
        &report,
        Code::CursorError,
        "/error/code",
        "refuses the cursor of a `tools/list` request with code -32603",
        "отклонил курсор запроса `tools/list` с кодом -32603; для недействительного курсора",
    );
    let located = (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::CursorError)
        .unwrap();
    let code_column = text.lines().nth(1).unwrap().find("-32603").unwrap() + 1;
    assert_eq!(
        (located.start.line, located.start.column),
        (2, code_column),
        "at the code"
    );
    // -32602 is right; an error that does not speak of the cursor, or a request without one,
    // may be refused for another reason.
    for (code, message, cursor) in [
        ("-32602", "Invalid cursor", true),
        ("-32603", "Database unavailable", true),
        ("-32603", "Cursor expired", false),
    ] {
        let report = engine::check(&exchange(code, message, cursor));
        assert!(
            !codes(&report).contains(&Code::CursorError),
            "{code} {message} {cursor}: {:?}",
            codes(&report)
        );
    }
    // A declared capability whose later page refuses a cursor is not a refused capability: its
    // first page answered.
    let discover =
        result_with("").replace(r#""capabilities": {}"#, r#""capabilities": {"tools": {}}"#);
    let first_page = r#"{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "ttlMs": 1, "cacheScope": "public", "tools": [], "nextCursor": "old"}}"#;
    let text = [
        r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}"#,
        &discover,
        r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#,
        first_page,
        &exchange("-32602", "Invalid cursor", true),
    ]
    .join("\n");
    let found = codes(&engine::check(&text));
    assert!(!found.contains(&Code::CapabilityRefused), "{found:?}");
    // The first page refused still is.
    let refused = text.replacen(
        first_page,
        r#"{"jsonrpc": "2.0", "id": 2, "error": {"code": -32601, "message": "Method not found"}}"#,
        1,
    );
    assert!(codes(&engine::check(&refused)).contains(&Code::CapabilityRefused));
}

#[test]
fn the_same_tools_keep_their_order() {
    let listing = |id: u32, names: &[&str], cursor: bool| {
        let tools: Vec<String> = (names.iter())
            .map(|n| format!(r#"{{"name": "{n}", "inputSchema": {{"type": "object"}}}}"#))
            .collect();
        let params = if cursor {
            r#", "params": {"cursor": "p"}"#
        } else {
            ""
        };
        let result = list_result("tools", &format!("[{}]", tools.join(", ")), "public");
        [
            format!(r#"{{"jsonrpc": "2.0", "id": {id}, "method": "tools/list"{params}}}"#),
            response(&id.to_string(), &result),
        ]
        .join("\n")
    };
    let text = [
        listing(1, &["a", "b", "c"], false),
        listing(2, &["c", "a", "b"], false),
    ]
    .join("\n");
    let report = engine::check(&text);
    expect(
        &report,
        Code::ToolOrderChanges,
        "/result/tools",
        "another order than in the listing on line 2",
        "в другом порядке, чем в перечне на строке 2",
    );
    let located = (report.diagnostics.iter())
        .find(|d| d.diagnostic.code == Code::ToolOrderChanges)
        .unwrap();
    assert_eq!(located.start.line, 4, "on the second listing");
    // The same order, another set (the tools changed), or a last page of a longer list: fine.
    for second in [
        listing(2, &["a", "b", "c"], false),
        listing(2, &["c", "a"], false),
        listing(2, &["c", "a", "b"], true),
    ] {
        let text = [listing(1, &["a", "b", "c"], false), second].join("\n");
        let report = engine::check(&text);
        assert!(!codes(&report).contains(&Code::ToolOrderChanges), "{text}");
    }
}

/// A structural finding cites the page of the result it sits in, and one about a caching hint
/// the caching page; a missing hint of any cacheable result has a fix, and the fixed text is
/// free of that finding.
#[test]
fn structural_findings_cite_their_results_page_and_hints_get_fixes() {
    use mcp_anatomy::engine::apply_edits;
    use mcp_anatomy::spec::SpecPage;
    let meta =
        r#""_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}"#;
    let cases = [
        // A tool's name of the wrong type: the tools page.
        (
            format!(
                r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": 1, "cacheScope": "public", {meta}, "tools": [{{"name": 7, "inputSchema": {{"type": "object"}}}}]}}}}"#
            ),
            Code::WrongType,
            "/result/tools/0/name",
            SpecPage::Tools,
        ),
        // A prompt's arguments of the wrong type: the prompts page.
        (
            format!(
                r#"{{"resultType": "complete", "ttlMs": 1, "cacheScope": "public", {meta}, "prompts": [{{"name": "p", "arguments": {{}}}}]}}"#
            ),
            Code::WrongType,
            "/prompts/0/arguments",
            SpecPage::Prompts,
        ),
        // The same kind of finding in a discover result: the discover page, as its code says.
        (
            result_with("").replace(r#""capabilities": {}"#, r#""capabilities": []"#),
            Code::WrongType,
            "/result/capabilities",
            SpecPage::Discover,
        ),
        // A caching hint, missing or of the wrong type, in any result: the caching page.
        (
            format!(
                r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "cacheScope": "private", {meta}, "contents": []}}}}"#
            ),
            Code::MissingMember,
            "/result",
            SpecPage::Caching,
        ),
        (
            format!(
                r#"{{"resultType": "complete", "ttlMs": "60", "cacheScope": "public", {meta}, "resources": []}}"#
            ),
            Code::WrongType,
            "/ttlMs",
            SpecPage::Caching,
        ),
        (
            format!(
                r#"{{"resultType": "complete", "ttl_ms": 60, "cacheScope": "public", {meta}, "tools": []}}"#
            ),
            Code::MisspeltMember,
            "/ttl_ms",
            SpecPage::Caching,
        ),
    ];
    for (text, code, pointer, page) in cases {
        let report = engine::check(&text);
        let found = (report.diagnostics.iter())
            .map(|d| &d.diagnostic)
            .find(|d| d.code == code && d.pointer == pointer)
            .unwrap_or_else(|| panic!("no {} at {pointer} in {text}", code.id()));
        assert_eq!(found.page(), page, "{text}");
    }
    // Each list and the read result get a fix for a missing hint; applied, the finding goes.
    for (list, hints) in [
        ("tools", r#""ttlMs": 3600000"#),
        ("prompts", r#""cacheScope": "public""#),
        ("resourceTemplates", r#""ttlMs": 3600000"#),
        ("contents", r#""cacheScope": "private""#),
    ] {
        let missing = if hints.contains("ttlMs") {
            "ttlMs"
        } else {
            "cacheScope"
        };
        let present = if missing == "ttlMs" {
            r#""cacheScope": "public""#
        } else {
            r#""ttlMs": 0"#
        };
        let text = format!(r#"{{"resultType": "complete", {present}, {meta}, "{list}": []}}"#);
        let report = engine::check(&text);
        let located = (report.diagnostics.iter())
            .find(|d| d.diagnostic.code == Code::MissingMember)
            .unwrap_or_else(|| panic!("no missing member in {text}"));
        let fix = (located.diagnostic.fixes.first()).unwrap_or_else(|| panic!("no fix in {text}"));
        let fixed = apply_edits(&text, &fix.edits).unwrap();
        assert!(fixed.contains(hints), "{fixed}");
        assert!(engine::check(&fixed).is_valid(), "{fixed}");
    }
}

/// An answer to a method outside the checked ones is named, its envelope checked, and its
/// result left alone: no discover members asked of a `tools/call` result.
#[test]
fn answers_to_other_methods_are_named_not_checked_as_discover() {
    let only_other = |report: &Report| {
        assert_eq!(
            report.kind,
            DocumentKind::OtherMethod,
            "{:?}",
            codes(report)
        );
        assert_eq!(codes(report), vec![Code::OtherMethod]);
        assert!(report.is_valid() && report.fields.is_empty());
    };
    for (result, method) in [
        (
            r#"{"content": [{"type": "text", "text": "Sunny"}], "isError": false}"#,
            "tools/call",
        ),
        (
            r#"{"messages": [{"role": "user", "content": {"type": "text", "text": "Hi"}}]}"#,
            "prompts/get",
        ),
        (
            r#"{"completion": {"values": ["Paris"]}}"#,
            "completion/complete",
        ),
        (
            r#"{"resultType": "complete", "_meta": {"io.modelcontextprotocol/subscriptionId": "s"}}"#,
            "subscriptions/listen",
        ),
    ] {
        let response = format!(r#"{{"jsonrpc": "2.0", "id": 1, "result": {result}}}"#);
        let report = engine::check(&response);
        only_other(&report);
        expect(
            &report,
            Code::OtherMethod,
            "/result",
            &format!("answers `{method}`"),
            &format!("ответ на `{method}`"),
        );
        // The result alone, without its envelope, too.
        only_other(&engine::check(result));
    }
    // Told the method, the members do not matter.
    only_other(&engine::check_answer(&result_with(""), Some("tools/call")));
    // In a transcript, the request's method says it.
    let transcript = [
        r#"{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "echo", "arguments": {}}}"#,
        r#"{"jsonrpc": "2.0", "id": 5, "result": {"structuredContent": {"echo": "hi"}}}"#,
    ]
    .join("\n");
    let report = engine::check(&transcript);
    assert_eq!(codes(&report), vec![Code::OtherMethod]);
    // The envelope is still checked.
    let report = engine::check(r#"{"jsonrpc": 2, "id": null, "result": {"content": []}}"#);
    let found = codes(&report);
    assert!(
        found.contains(&Code::JsonRpcVersion) && found.contains(&Code::RequestId),
        "{found:?}"
    );
    assert!(!report.is_valid());
}
