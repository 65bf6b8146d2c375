//! A tool's structured results across a session: present when the tool has an outputSchema,
//! and conforming to it.

use super::across::exchanges;
use super::*;

/// A tool the session listed with an `outputSchema` answers its calls with `structuredContent`
/// (tools, "Output Schema": MUST); its own error (`isError`) need not.
#[test]
fn a_tool_with_an_output_schema_answers_with_structured_content() {
    let list = r#""result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object"}}, {"name": "echo", "inputSchema": {"type": "object"}}]}"#;
    let call = |tool: &str| format!(r#""name": "{tool}", "arguments": {{}}"#);
    let text_only =
        r#""result": {"resultType": "complete", "content": [{"type": "text", "text": "sunny"}]}"#;
    let structured = r#""result": {"resultType": "complete", "content": [{"type": "text", "text": "{}"}], "structuredContent": {}}"#;
    let failed = r#""result": {"resultType": "complete", "content": [{"type": "text", "text": "no such city"}], "isError": true}"#;
    let weather = call("get_weather");
    let echo = call("echo");
    let session = |answers: &[(&str, &str, &str)]| {
        let mut all = vec![("tools/list", "", list)];
        all.extend_from_slice(answers);
        engine::check(&exchanges(r#"{"tools": {}}"#, &all))
    };
    let report = session(&[("tools/call", &weather, text_only)]);
    assert_eq!(codes(&report), [Code::StructuredMissing]);
    expect(
        &report,
        Code::StructuredMissing,
        "/result",
        "`get_weather` is listed with an `outputSchema`",
        "У инструмента «get_weather» в перечне есть `outputSchema`",
    );
    assert_eq!(report.diagnostics[0].start.line, 6, "on the call's answer");
    for clean in [
        session(&[("tools/call", &weather, structured)]),
        session(&[("tools/call", &weather, failed)]),
        // A tool without an output schema may answer in text alone.
        session(&[("tools/call", &echo, text_only)]),
    ] {
        assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    }
}

/// The session of `weather_schema`'s listing and one call answered with `structured`.
fn call_answered(schema: &str, structured: &str) -> Report {
    let list = format!(
        r#""result": {{"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {{"io.modelcontextprotocol/serverInfo": {{"name": "demo", "version": "1.0.0"}}}}, "tools": [{{"name": "get_weather", "inputSchema": {{"type": "object"}}, "outputSchema": {schema}}}]}}"#
    );
    let text = serde_json::to_string(
        &serde_json::to_string(
            &serde_json::from_str::<serde_json::Value>(structured).expect("JSON"),
        )
        .expect("text"),
    )
    .expect("quoted");
    let answer = format!(
        r#""result": {{"resultType": "complete", "content": [{{"type": "text", "text": {text}}}], "structuredContent": {structured}}}"#
    );
    let call = r#""name": "get_weather", "arguments": {}"#;
    engine::check(&exchanges(
        r#"{"tools": {}}"#,
        &[("tools/list", "", &list), ("tools/call", call, &answer)],
    ))
}

/// Structured content is held to the tool's outputSchema (tools, "Output Schema": MUST), at
/// the value that breaks it, in 2020-12 and in the draft-07 a schema declares.
#[test]
fn structured_content_conforms_to_the_output_schema() {
    let schema = r##"{"type": "object", "properties": {"temperature": {"type": "number"}, "humidity": {"type": "integer", "minimum": 0, "maximum": 100}, "unit": {"enum": ["C", "F"]}, "readings": {"type": "array", "items": {"$ref": "#/$defs/reading"}, "maxItems": 2}}, "required": ["temperature"], "additionalProperties": false, "$defs": {"reading": {"type": "number", "multipleOf": 0.1}}}"##;
    let clean = call_answered(
        schema,
        r#"{"temperature": 22.5, "humidity": 40, "unit": "C", "readings": [0.3, 1.7]}"#,
    );
    assert!(clean.diagnostics.is_empty(), "{:?}", codes(&clean));
    let cases = [
        (
            r#"{"temperature": "22.5"}"#,
            "/result/structuredContent/temperature",
            "`structuredContent` at `/temperature` is a string, where the schema asks for a number",
            "Значение `/temperature` в `structuredContent`: ожидается число, а здесь строка",
        ),
        (
            r#"{"humidity": 40}"#,
            "/result/structuredContent",
            "`structuredContent` lacks `temperature`, which the schema requires",
            "В `structuredContent` нет поля `temperature`, обязательного по схеме",
        ),
        (
            r#"{"temperature": 1, "wind": 3}"#,
            "/result/structuredContent/wind",
            "`structuredContent` has `wind`, which the schema does not allow",
            "В `structuredContent` есть поле `wind`, которого схема не допускает",
        ),
        (
            r#"{"temperature": 1, "humidity": 101}"#,
            "/result/structuredContent/humidity",
            "breaks `maximum: 100` of the schema",
            "нарушает ограничение схемы `maximum: 100`",
        ),
        (
            r#"{"temperature": 1, "unit": "K"}"#,
            "/result/structuredContent/unit",
            "fails the schema's `enum`: this result of `get_weather` does not conform",
            "не проходит проверку `enum` схемы; этот результат вызова «get_weather» не соответствует",
        ),
        (
            r#"{"temperature": 1, "readings": [0.25]}"#,
            "/result/structuredContent/readings/0",
            "fails the schema's `multipleOf`",
            "`multipleOf`",
        ),
        (
            r#"{"temperature": 1, "readings": [1, 2, 3]}"#,
            "/result/structuredContent/readings",
            "breaks `maxItems: 2`",
            "`maxItems: 2`",
        ),
    ];
    for (structured, pointer, en, ru) in cases {
        let report = call_answered(schema, structured);
        assert_eq!(codes(&report), [Code::StructuredInvalid], "{structured}");
        expect(&report, Code::StructuredInvalid, pointer, en, ru);
        assert_eq!(report.diagnostics[0].start.line, 6, "on the call's answer");
    }
    // draft-07: `$ref` stands alone, `items` as a list holds items by position.
    let draft07 = r##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}], "additionalItems": false}, "id": {"$ref": "#/definitions/id", "type": "string"}}, "definitions": {"id": {"type": "integer"}}}"##;
    let invalid_at = |report: &Report| -> Vec<String> {
        (report.diagnostics.iter())
            .filter(|d| d.diagnostic.code == Code::StructuredInvalid)
            .map(|d| d.diagnostic.pointer.clone())
            .collect()
    };
    let clean = call_answered(draft07, r#"{"pair": ["a", 1], "id": 7}"#);
    // The one finding: the tool's schema is not in 2020-12.
    assert_eq!(codes(&clean), [Code::SchemaDialect]);
    let pointers = invalid_at(&call_answered(draft07, r#"{"pair": [1, 1, true]}"#));
    assert_eq!(
        pointers,
        [
            "/result/structuredContent/pair/0",
            "/result/structuredContent/pair/2"
        ]
    );
    // A dialect the check does not know is not judged (the tool's schema checks warn of it).
    let draft04 = r#"{"$schema": "http://json-schema.org/draft-04/schema#", "type": "object", "required": ["a"]}"#;
    let report = call_answered(draft04, "{}");
    assert!(!codes(&report).contains(&Code::StructuredInvalid));
}
