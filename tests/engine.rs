//! The engine against the official examples, and its classification, positions and fixes.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::engine::{self, DocumentKind, apply_edits};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::{Code, Severity};

fn codes(text: &str) -> Vec<&'static str> {
    engine::check(text)
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.code.id())
        .collect()
}

#[test]
fn official_discover_examples_are_clean() {
    for type_name in ["DiscoverResult", "DiscoverResultResponse"] {
        for (name, text) in common::examples(type_name) {
            let report = engine::check(&text);
            let loud: Vec<_> = report
                .diagnostics
                .iter()
                .filter(|d| d.diagnostic.severity() >= Severity::Warning)
                .map(|d| d.diagnostic.code.id())
                .collect();
            assert!(loud.is_empty(), "{type_name}/{name}: {loud:?}");
            let expected = if type_name == "DiscoverResult" {
                DocumentKind::DiscoverResult
            } else {
                DocumentKind::DiscoverResponse
            };
            assert_eq!(report.kind, expected, "{name}");
        }
    }
}

/// Every official example of the other cacheable results, and of interim results, is read as
/// what it is and has no error. The one exception breaks a MUST of the caching page: it has no
/// `ttlMs` and no `cacheScope` although `resultType` says it is complete (the schema lets it
/// through only as an `input_required` result). The examples carry no server identity, a
/// SHOULD, which is the one warning they get.
#[test]
fn official_examples_of_every_cacheable_result() {
    for (type_name, kind) in [
        ("ListToolsResult", DocumentKind::ToolsListResult),
        ("ListToolsResultResponse", DocumentKind::ToolsListResponse),
        ("ListPromptsResult", DocumentKind::PromptsListResult),
        (
            "ListPromptsResultResponse",
            DocumentKind::PromptsListResponse,
        ),
        ("ListResourcesResult", DocumentKind::ResourcesListResult),
        (
            "ListResourcesResultResponse",
            DocumentKind::ResourcesListResponse,
        ),
        (
            "ListResourceTemplatesResult",
            DocumentKind::ResourceTemplatesListResult,
        ),
        (
            "ListResourceTemplatesResultResponse",
            DocumentKind::ResourceTemplatesListResponse,
        ),
        ("ReadResourceResult", DocumentKind::ResourcesReadResult),
        (
            "ReadResourceResultResponse",
            DocumentKind::ResourcesReadResponse,
        ),
        ("InputRequiredResult", DocumentKind::InputRequiredResult),
    ] {
        for (name, text) in common::examples(type_name) {
            let report = engine::check(&text);
            assert_eq!(report.kind, kind, "{type_name}/{name}");
            let loud: Vec<_> = (report.diagnostics.iter())
                .filter(|d| d.diagnostic.severity() >= Severity::Warning)
                .map(|d| (d.diagnostic.code, d.diagnostic.pointer.as_str()))
                .collect();
            let expected: Vec<(Code, &str)> = match name.as_str() {
                "read-resource-result-response.json" => vec![
                    (Code::MissingMember, "/result"),
                    (Code::MissingMember, "/result"),
                    (Code::MissingServerInfo, "/result"),
                ],
                _ if kind == DocumentKind::InputRequiredResult => vec![],
                _ if type_name.ends_with("Response") => vec![(Code::MissingServerInfo, "/result")],
                _ => vec![(Code::MissingServerInfo, "")],
            };
            assert_eq!(loud, expected, "{type_name}/{name}");
        }
    }
}

#[test]
fn official_unsupported_version_error_is_a_valid_modern_answer() {
    for (name, text) in common::examples("UnsupportedProtocolVersionError") {
        let report = engine::check(&text);
        assert_eq!(report.kind, DocumentKind::UnsupportedVersion, "{name}");
        assert!(report.is_valid(), "{name}");
        assert_eq!(codes(&text), vec!["document/unsupported-version"]);
    }
}

/// MCP's own refusals, answering any method: the official examples carry what their types
/// require.
#[test]
fn official_refusals_are_clean_answers_to_any_method() {
    for definition in [
        "MissingRequiredClientCapabilityError",
        "HeaderMismatchError",
        "UnsupportedProtocolVersionError",
    ] {
        let examples = common::examples(definition);
        assert!(!examples.is_empty(), "{definition}");
        for (name, text) in examples {
            let report = engine::check_answer(&text, Some("tools/call"));
            assert_eq!(
                report.kind,
                DocumentKind::ErrorResponse,
                "{definition}/{name}"
            );
            let found: Vec<&str> = (report.diagnostics.iter())
                .map(|d| d.diagnostic.code.id())
                .collect();
            assert!(found.is_empty(), "{definition}/{name}: {found:?}");
        }
    }
}

#[test]
fn official_request_is_judged_as_a_client_sends_it() {
    for (_, text) in common::examples("DiscoverRequest") {
        let report = engine::check(&text);
        assert_eq!(report.kind, DocumentKind::ClientRequest);
        assert!(codes(&text).is_empty(), "{:?}", codes(&text));
    }
}

#[test]
fn classifies_what_was_pasted() {
    let cases = [
        ("", DocumentKind::Empty),
        ("  \n ", DocumentKind::Empty),
        ("hello", DocumentKind::NotJson),
        ("{\"a\": }", DocumentKind::NotJson),
        ("42", DocumentKind::OtherJson),
        ("[1, 2]", DocumentKind::OtherJson),
        (
            "{\"name\": \"x\", \"version\": \"1\"}",
            DocumentKind::OtherJson,
        ),
        (
            "[{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {}}]",
            DocumentKind::Transcript,
        ),
        (
            "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/tools/list_changed\"}",
            DocumentKind::Notification,
        ),
        (
            "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}",
            DocumentKind::Request,
        ),
        (
            "{\"jsonrpc\": \"2.0\", \"id\": 1, \"error\": {\"code\": -32601, \"message\": \"Method not found\"}}",
            DocumentKind::LegacyServer,
        ),
        (
            "{\"jsonrpc\": \"2.0\", \"id\": 1, \"error\": {\"code\": -32603, \"message\": \"boom\"}}",
            DocumentKind::LegacyServer,
        ),
        ("{}", DocumentKind::DiscoverResult),
        ("{\"ttl_ms\": 5}", DocumentKind::DiscoverResult),
    ];
    for (text, kind) in cases {
        let report = engine::check(text);
        assert_eq!(report.kind, kind, "{text:?}");
        // A valid answer in its own way: a refusal that names the revisions, a server's
        // notification.
        if !matches!(
            kind,
            DocumentKind::UnsupportedVersion | DocumentKind::Notification
        ) {
            assert!(!report.is_valid(), "{text:?} should not be valid");
        }
    }
}

#[test]
fn legacy_answer_explains_the_fallback_to_initialize() {
    let text = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}"#;
    let report = engine::check(text);
    let d = &report.diagnostics[0].diagnostic;
    assert_eq!(d.code, Code::LegacyServer);
    assert!(
        d.message(Lang::En).contains("initialize"),
        "{}",
        d.message(Lang::En)
    );
    assert!(
        d.message(Lang::Ru).contains("initialize"),
        "{}",
        d.message(Lang::Ru)
    );
}

#[test]
fn strict_json_errors_carry_their_position() {
    let cases = [
        (
            "{\n  \"a\": 1, // note\n  \"b\": 2\n}",
            "syntax/comment",
            2,
            11,
        ),
        ("{\n  \"a\": [1,]\n}", "syntax/trailing-comma", 2, 10),
        ("{\n  'a': 1\n}", "syntax/single-quote", 2, 3),
        ("{\"ttlMs\": NaN}", "syntax/non-finite-number", 1, 11),
        ("{\"a\": \"x\ty\"}", "syntax/control-character", 1, 9),
        ("{\"a\": \"\\ud800\"}", "syntax/lone-surrogate", 1, 8),
    ];
    for (text, code, line, column) in cases {
        let report = engine::check(text);
        let first = report
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.code.id() == code)
            .unwrap_or_else(|| panic!("{text:?}: no {code}; got {:?}", codes(text)));
        assert_eq!(
            (first.start.line, first.start.column),
            (line, column),
            "{text:?}"
        );
    }
}

#[test]
fn common_mistakes_point_at_the_right_place() {
    let text = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": \"d-1\",\n  \"result\": {\n    \"resultType\": \"complete\",\n    \"supportedVersions\": [\"2026-07-28\"],\n    \"capabilities\": {\"tools\": {}},\n    \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"s\", \"version\": \"1\"}},\n    \"ttlMs\": \"60000\",\n    \"cacheScope\": \"Private\"\n  }\n}";
    let report = engine::check(text);
    let find = |code: &str| {
        report
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.code.id() == code)
            .unwrap()
    };
    let ttl = find("schema/wrong-type");
    assert_eq!(
        (ttl.start.line, ttl.diagnostic.pointer.as_str()),
        (9, "/result/ttlMs")
    );
    let scope = find("schema/enum-value");
    assert_eq!(
        (scope.start.line, scope.diagnostic.pointer.as_str()),
        (10, "/result/cacheScope")
    );
    // Both fixes together make the document valid.
    let edits: Vec<_> = [ttl, scope]
        .iter()
        .flat_map(|d| d.diagnostic.fixes[0].edits.clone())
        .collect();
    let fixed = apply_edits(text, &edits).unwrap();
    assert!(engine::check(&fixed).is_valid(), "{fixed}");
}

#[test]
fn inserted_members_follow_the_layout() {
    let text = "{\n  \"resultType\": \"complete\",\n  \"supportedVersions\": [\"2026-07-28\"],\n  \"capabilities\": {},\n  \"cacheScope\": \"public\"\n}";
    let report = engine::check(text);
    let missing = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::MissingMember)
        .unwrap();
    let fixed = apply_edits(text, &missing.diagnostic.fixes[0].edits).unwrap();
    assert!(
        fixed.contains("\"cacheScope\": \"public\",\n  \"ttlMs\": 3600000\n}"),
        "{fixed}"
    );
    let compact = r#"{"resultType":"complete"}"#;
    let report = engine::check(compact);
    let mut text = compact.to_owned();
    // Apply every missing-member fix one at a time, re-checking in between, as an editor would.
    while let Some(d) = engine::check(&text)
        .diagnostics
        .into_iter()
        .find(|d| d.diagnostic.code == Code::MissingMember)
    {
        text = apply_edits(&text, &d.diagnostic.fixes[0].edits).unwrap();
    }
    assert!(report.count(Severity::Error) >= 4);
    assert_eq!(engine::check(&text).count(Severity::Error), 0, "{text}");
}

#[test]
fn server_info_moves_into_existing_meta() {
    let text = r#"{"resultType":"complete","serverInfo":{"name":"s","version":"2"},"supportedVersions":["2026-07-28"],"capabilities":{},"_meta":{"com.example/x":1},"ttlMs":5,"cacheScope":"public"}"#;
    let report = engine::check(text);
    let d = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::ServerInfoTopLevel)
        .unwrap();
    let fixed = apply_edits(text, &d.diagnostic.fixes[0].edits).unwrap();
    let value: serde_json::Value = serde_json::from_str(&fixed).unwrap();
    assert_eq!(
        value["_meta"]["io.modelcontextprotocol/serverInfo"]["version"],
        "2"
    );
    assert!(value.get("serverInfo").is_none());
    assert!(
        engine::check(&fixed)
            .diagnostics
            .iter()
            .all(|d| d.diagnostic.severity() == Severity::Info),
        "{fixed}"
    );
}

#[test]
fn initialize_result_is_recognised_and_converted() {
    // The handshake's whole result: one note, whose one fix writes the discover answer.
    let text = r#"{"protocolVersion":"2026-07-28","capabilities":{"tools":{}},"serverInfo":{"name":"old","version":"1"}}"#;
    assert_eq!(codes(text), ["document/legacy-initialize"]);
    let report = engine::check(text);
    let fixed = apply_edits(text, &report.diagnostics[0].diagnostic.fixes[0].edits).unwrap();
    assert!(engine::check(&fixed).diagnostics.is_empty(), "{fixed}");
    // Half-way to a discover answer (resultType written), the draft members get a fix each.
    let text = r#"{"resultType":"complete","protocolVersion":"2026-07-28","capabilities":{"tools":{}},"serverInfo":{"name":"old","version":"1"}}"#;
    let found = codes(text);
    assert!(found.contains(&"discover/initialize-result"), "{found:?}");
    assert!(
        found.contains(&"discover/server-info-top-level"),
        "{found:?}"
    );
    let mut text = text.to_owned();
    for _ in 0..10 {
        let report = engine::check(&text);
        let Some(fix) = report.diagnostics.iter().find_map(|d| {
            d.diagnostic
                .fixes
                .first()
                .filter(|_| d.diagnostic.severity() >= Severity::Warning)
        }) else {
            break;
        };
        text = apply_edits(&text, &fix.edits).unwrap();
    }
    assert!(engine::check(&text).is_valid(), "{text}");
}

#[test]
fn ttl_rules() {
    let with = |ttl: &str| codes(&common::expand_example(&format!("{{\"ttlMs\": {ttl}, …}}")));
    assert_eq!(with("60000"), Vec::<&str>::new());
    assert_eq!(with("0"), vec!["ttl/zero"]);
    assert_eq!(with("-5"), vec!["ttl/negative"]);
    assert_eq!(with("1.25"), vec!["ttl/fraction"]);
    assert_eq!(with("1e3"), vec!["ttl/float-syntax"]);
    assert_eq!(with("9007199254740992"), vec!["ttl/unsafe-integer"]);
    assert_eq!(with("\"oops\""), vec!["schema/wrong-type"]);
    assert_eq!(with("null"), vec!["schema/wrong-type"]);
}

#[test]
fn positions_count_utf16_for_javascript() {
    // "😀" is 4 bytes, 1 column, 2 UTF-16 units.
    let text = "{\"instructions\": \"😀\", \"ttlMs\": -1}";
    let report = engine::check(text);
    let ttl = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == Code::TtlNegative)
        .unwrap();
    let byte = text.find("-1").unwrap();
    assert_eq!(ttl.start.offset, byte);
    assert_eq!(ttl.start.column, text[..byte].chars().count() + 1);
    assert_eq!(ttl.start.utf16, text[..byte].encode_utf16().count());
}

#[test]
fn json_output_has_the_documented_shape() {
    let text = r#"{"ttlMs": -1}"#;
    let report = engine::check(text);
    let json = serde_json::to_value(report.to_json(
        "x.json",
        mcp_anatomy::spec::Lang::Ru,
        "https://docs.example",
    ))
    .unwrap();
    assert_eq!(json["input"], "x.json");
    assert_eq!(json["kind"], "discover-result");
    let d = &json["diagnostics"][0];
    for key in [
        "severity", "code", "pointer", "message", "range", "spec", "fixes",
    ] {
        assert!(d.get(key).is_some(), "missing {key}");
    }
    for key in ["offset", "line", "column"] {
        assert!(
            d["range"]["start"][key].is_u64() && d["range"]["end"][key].is_u64(),
            "range {key}"
        );
    }
    assert!(
        d["spec"]
            .as_str()
            .unwrap()
            .starts_with("https://docs.example/specification/2026-07-28/")
    );
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('а'..='я').contains(&c))
    );
}

#[test]
fn field_checklist_follows_the_document() {
    let status = |text: &str| -> Vec<(&'static str, &'static str)> {
        engine::check(text)
            .fields
            .iter()
            .map(|f| (f.id, f.status.as_str()))
            .collect()
    };
    let (_, official) = &common::examples("DiscoverResultResponse")[0];
    assert_eq!(
        status(official),
        vec![
            ("envelope", "ok"),
            ("resultType", "ok"),
            ("supportedVersions", "ok"),
            ("capabilities", "ok"),
            ("serverInfo", "ok"),
            ("instructions", "absent"),
            ("ttlMs", "ok"),
            ("cacheScope", "ok"),
        ]
    );
    let broken = r#"{"jsonrpc":"2.0","id":null,"result":{"resultType":"complete","supportedVersions":[],"capabilities":{},"cacheScope":"Public"}}"#;
    assert_eq!(
        status(broken),
        vec![
            ("envelope", "error"),
            ("resultType", "ok"),
            ("supportedVersions", "warning"),
            ("capabilities", "ok"),
            ("serverInfo", "missing"),
            ("instructions", "absent"),
            ("ttlMs", "missing"),
            ("cacheScope", "error"),
        ]
    );
    let bare = common::expand_example("{…}");
    assert_eq!(status(&bare)[0], ("envelope", "absent"));
    // Rows of present fields know where the field starts.
    let report = engine::check(broken);
    let scope = report.fields.iter().find(|f| f.id == "cacheScope").unwrap();
    assert_eq!(
        scope.offset.unwrap(),
        broken.find("\"cacheScope\"").unwrap()
    );
}

#[test]
fn editor_samples_are_what_their_titles_say() {
    use mcp_anatomy::spec::samples::SAMPLES;
    let has_all = |text: &str, expected: &[&str]| {
        let found = codes(text);
        for code in expected {
            assert!(found.contains(code), "{code} in {found:?}");
        }
    };
    for sample in SAMPLES {
        let report = engine::check(sample.text);
        match sample.id {
            "valid" => assert!(report.diagnostics.is_empty(), "{:?}", codes(sample.text)),
            "legacy" => assert_eq!(report.kind, DocumentKind::LegacyServer),
            "unsupported" => {
                assert!(report.kind == DocumentKind::UnsupportedVersion && report.is_valid())
            }
            "draft-server-info" => has_all(sample.text, &["discover/server-info-top-level"]),
            "typos" => has_all(
                sample.text,
                &[
                    "schema/misspelt-member",
                    "schema/wrong-type",
                    "schema/enum-value",
                    "schema/missing-member",
                ],
            ),
            "initialize" => {
                assert_eq!(report.kind, DocumentKind::InitializeResponse);
                has_all(sample.text, &["document/legacy-initialize"]);
            }
            "not-json" => assert_eq!(report.kind, DocumentKind::NotJson),
            "tools-list" => {
                assert_eq!(report.kind, DocumentKind::ToolsListResponse);
                assert!(report.diagnostics.is_empty(), "{:?}", codes(sample.text));
            }
            "tools-mistakes" => has_all(
                sample.text,
                &[
                    "tool/name",
                    "tool/name-repeated",
                    "tool/schema-dialect",
                    "tool/x-mcp-header",
                ],
            ),
            "read-mistakes" => has_all(
                sample.text,
                &[
                    "resource/text-and-blob",
                    "resource/mime-type",
                    "caching/public-file",
                ],
            ),
            "transcript" => {
                assert_eq!(report.kind, DocumentKind::Transcript);
                has_all(
                    sample.text,
                    &[
                        "transcript/scope-changes",
                        "transcript/capability-undeclared",
                        "transcript/capability-refused",
                    ],
                );
            }
            other => panic!("sample {other} has no test"),
        }
    }
}

#[test]
fn a_report_moved_into_a_larger_text_matches_checking_it_in_place() {
    // Whitespace before a JSON value means nothing, so a document checked alone and moved to
    // where it sits after blank lines and spaces must give exactly the report of checking it
    // there: ranges, positions (UTF-16 too), fix edits and field positions.
    let padding = "\n\n   ";
    let origin = engine::Position {
        offset: padding.len(),
        line: 3,
        column: 4,
        utf16: padding.len(),
    };
    // A transcript's findings name lines of the whole text, so it is checked only in place.
    let mut texts: Vec<&str> = mcp_anatomy::spec::samples::SAMPLES
        .iter()
        .filter(|s| s.id != "transcript")
        .map(|s| s.text)
        .collect();
    texts.push("{\"ttlMs\": -1, \"ё😀\": 1, \"cacheScope\": \"Public\"}");
    let mut compared = 0;
    for text in texts {
        let moved = engine::check(text).within(origin);
        compared += moved.diagnostics.len();
        assert_eq!(moved, engine::check(&format!("{padding}{text}")), "{text}");
    }
    assert!(compared > 10, "only {compared} diagnostics compared");
}

/// The field checklist follows what the text is: a `tools/list` answer has its own table (no
/// `supportedVersions` to miss, a `tools` row instead), and its `ttlMs` is checked where it is.
#[test]
fn the_field_checklist_follows_the_kind() {
    let rows = |text: &str| -> Vec<&'static str> {
        engine::check(text).fields.iter().map(|f| f.id).collect()
    };
    let status = |text: &str, id: &str| {
        let report = engine::check(text);
        let field = report.fields.iter().find(|f| f.id == id).unwrap();
        (field.status, field.offset)
    };
    let shared = [
        "envelope",
        "resultType",
        "serverInfo",
        "ttlMs",
        "cacheScope",
    ];
    let discover = r#"{"jsonrpc": "2.0", "id": 1, "result": {}}"#;
    let discover_rows = [
        "envelope",
        "resultType",
        "supportedVersions",
        "capabilities",
        "serverInfo",
        "instructions",
        "ttlMs",
        "cacheScope",
    ];
    assert_eq!(rows(discover), discover_rows);
    assert_eq!(
        status(discover, "supportedVersions").0,
        engine::FieldStatus::Missing
    );
    // Texts that are no result describe the discover result, as the editor starts with it.
    assert_eq!(rows(""), discover_rows);
    for (list, method) in [
        ("tools", "tools/list"),
        ("prompts", "prompts/list"),
        ("resources", "resources/list"),
        ("resourceTemplates", "resources/templates/list"),
        ("contents", "resources/read"),
    ] {
        let text = format!(
            r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"resultType": "complete", "ttlMs": -1, "{list}": []}}}}"#
        );
        let report = engine::check(&text);
        assert_eq!(engine::table_of(report.kind).method, method);
        let mut expected = shared.to_vec();
        expected.insert(2, list);
        assert_eq!(rows(&text), expected, "{method}");
        assert_eq!(status(&text, list).0, engine::FieldStatus::Ok);
        assert_eq!(
            status(&text, "ttlMs"),
            (engine::FieldStatus::Error, text.find("\"ttlMs\""))
        );
        assert_eq!(status(&text, "cacheScope").0, engine::FieldStatus::Missing);
        assert_eq!(status(&text, "resultType").0, engine::FieldStatus::Ok);
        assert_eq!(
            status(&text, "envelope"),
            (engine::FieldStatus::Ok, Some(0))
        );
    }
    // Told the method, a result without its list misses that row.
    let bare = r#"{"resultType": "complete", "ttlMs": 0, "cacheScope": "public"}"#;
    let report = engine::check_answer(bare, Some("tools/list"));
    let tools = report.fields.iter().find(|f| f.id == "tools").unwrap();
    assert_eq!(tools.status, engine::FieldStatus::Missing);
    let interim = r#"{"resultType": "input_required", "requestState": "s"}"#;
    assert_eq!(rows(interim), shared);
    assert_eq!(status(interim, "ttlMs").0, engine::FieldStatus::Absent);
    assert_eq!(status(interim, "envelope").0, engine::FieldStatus::Absent);
    assert_eq!(status(interim, "resultType").0, engine::FieldStatus::Ok);
}
