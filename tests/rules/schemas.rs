//! JSON Schema validity of tool schemas (basic/index, "Schema Validation"): each keyword in the
//! form its dialect's meta-schema asks for, in every subschema, pointed at where it breaks.

use super::*;

fn tool_with(schemas: &str) -> Report {
    engine::check(&tools_list(&format!(r##"[{{"name": "t", {schemas}}}]"##)))
}

fn schema_codes(report: &Report) -> Vec<(String, Code)> {
    (report.diagnostics.iter())
        .filter(|d| d.diagnostic.code == Code::InvalidSchema)
        .map(|d| (d.diagnostic.pointer.clone(), d.diagnostic.code))
        .collect()
}

#[test]
fn valid_schemas_of_both_dialects_are_clean() {
    for schemas in [
        r##""inputSchema": {"type": "object", "properties": {"city": {"type": ["string", "null"], "minLength": 1.0, "pattern": "^[a-z]+$"}, "n": {"type": "integer", "multipleOf": 0.5, "maximum": -3}}, "required": ["city"], "additionalProperties": false, "$defs": {"x": true}, "allOf": [{"$ref": "#/$defs/x"}], "x-free": {"type": 5}}"##,
        r##""inputSchema": {"type": "object", "$id": "https://example.com/s#", "$anchor": "_a-1.b", "dependentRequired": {"a": ["b", "c"]}, "prefixItems": [true], "items": false, "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true}}"##,
        r##""inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "items": [{"type": "string"}], "additionalItems": false, "definitions": {"a": {}}, "dependencies": {"a": ["b"], "c": {"required": ["d"]}}, "$defs": 5, "prefixItems": 5}"##,
        r##""inputSchema": {"type": "object"}, "outputSchema": {"type": ["object", "array"], "items": {"enum": [1, 1]}}"##,
    ] {
        let report = tool_with(schemas);
        // Draft-07 is warned of (`tool/schema-dialect`), and nothing else.
        let expected: &[Code] = match schemas.contains("draft-07") {
            true => &[Code::SchemaDialect],
            false => &[],
        };
        assert_eq!(codes(&report), expected, "{schemas}");
    }
}

#[test]
fn each_keyword_in_the_wrong_form_is_found_where_it_is() {
    for (schema, pointer, en, ru) in [
        (
            r##"{"type": "object", "properties": {"city": {"type": "text"}}}"##,
            "/properties/city/type",
            "`array`, `boolean`",
            "одним из имён",
        ),
        (
            r##"{"type": "object", "properties": {"city": 5}}"##,
            "/properties/city",
            "Each entry of `properties` must be a schema",
            "Каждый элемент `properties` должен быть схемой",
        ),
        (
            r##"{"type": "object", "required": "city"}"##,
            "/required",
            "`required` must be an array of distinct strings",
            "Значение `required` должно быть массивом различных строк",
        ),
        (
            r##"{"type": "object", "required": ["a", "b", "a"]}"##,
            "/required/2",
            "repeats an earlier one",
            "повторяет предыдущий",
        ),
        (
            r##"{"type": "object", "anyOf": []}"##,
            "/anyOf",
            "a non-empty array of schemas",
            "непустым массивом схем",
        ),
        (
            r##"{"type": "object", "not": {"oneOf": [{}, null]}}"##,
            "/not/oneOf/1",
            "must be a schema",
            "схемой",
        ),
        (
            r##"{"type": "object", "properties": {"n": {"maxLength": -1}}}"##,
            "/properties/n/maxLength",
            "a whole number, zero or more",
            "целым неотрицательным числом",
        ),
        (
            r##"{"type": "object", "properties": {"n": {"minItems": 1.5}}}"##,
            "/properties/n/minItems",
            "a whole number",
            "целым",
        ),
        (
            r##"{"type": "object", "properties": {"n": {"multipleOf": 0.0}}}"##,
            "/properties/n/multipleOf",
            "above zero",
            "больше нуля",
        ),
        (
            r##"{"type": "object", "properties": {"n": {"minimum": "1"}}}"##,
            "/properties/n/minimum",
            "a number",
            "числом",
        ),
        (
            r##"{"type": "object", "$defs": {"a": {"type": []}}}"##,
            "/$defs/a/type",
            "non-empty array",
            "непустым массивом",
        ),
        (
            r##"{"type": "object", "$id": "https://example.com/s#frag"}"##,
            "/$id",
            "no fragment",
            "без фрагмента",
        ),
        (
            r##"{"type": "object", "$anchor": "1a"}"##,
            "/$anchor",
            "a letter or `_`",
            "с буквы или `_`",
        ),
        (
            r##"{"type": "object", "dependentRequired": {"a": [1]}}"##,
            "/dependentRequired/a/0",
            "must be a string",
            "строкой",
        ),
        (
            r##"{"type": "object", "if": {"uniqueItems": "yes"}}"##,
            "/if/uniqueItems",
            "true or false",
            "логическим значением",
        ),
        (
            r##"{"type": "object", "patternProperties": {"^a": {"enum": {}}}}"##,
            "/patternProperties/^a/enum",
            "an array",
            "массивом",
        ),
        (
            r##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "items": []}"##,
            "/items",
            "a schema or a non-empty array of schemas",
            "схемой или непустым массивом схем",
        ),
        (
            r##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "dependencies": {"a": 5}}"##,
            "/dependencies/a",
            "a schema or an array of distinct strings",
            "схемой или массивом различных строк",
        ),
    ] {
        let report = tool_with(&format!(r##""inputSchema": {schema}"##));
        let pointer = format!("/result/tools/0/inputSchema{pointer}");
        expect(&report, Code::InvalidSchema, &pointer, en, ru);
        assert_eq!(
            schema_codes(&report).len(),
            1,
            "{schema}: {:?}",
            codes(&report)
        );
    }
}

#[test]
fn output_schemas_and_dialects() {
    let report = tool_with(
        r##""inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "properties": {"a": {"title": 1}}}"##,
    );
    expect(
        &report,
        Code::InvalidSchema,
        "/result/tools/0/outputSchema/properties/a/title",
        "`title` must be a string",
        "Значение `title` должно быть строкой",
    );
    assert_eq!(codes(&report), [Code::InvalidSchema]);
    // 2020-12's `items` is one schema; draft-07's may be a list.
    let items = r##"{"type": "object", "items": [true]}"##;
    let report = tool_with(&format!(r##""inputSchema": {items}"##));
    assert_eq!(codes(&report), [Code::InvalidSchema]);
    // An unknown dialect is only warned of, never checked.
    let report = tool_with(
        r##""inputSchema": {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object", "required": 5}"##,
    );
    assert_eq!(codes(&report), [Code::SchemaDialect]);
    // What the shape table checks at the root is not reported twice.
    let report = tool_with(r##""inputSchema": {"type": "array"}"##);
    assert!(schema_codes(&report).is_empty(), "{:?}", codes(&report));
}

#[test]
fn containers_past_the_depth_limit_are_not_taken_for_empty_ones() {
    // Past 128 levels a container stands in the tree as an empty one; `allOf` must not be
    // called empty there, at whatever depth it falls.
    for depth in 115..130 {
        let schema = format!(
            r#"{{"type": "object", "properties": {{"a": {}{{"allOf": [{{}}]}}{}}}}}"#,
            r#"{"not": "#.repeat(depth),
            "}".repeat(depth)
        );
        let report = tool_with(&format!(r#""inputSchema": {schema}"#));
        assert!(
            schema_codes(&report).is_empty(),
            "{depth}: {:?}",
            codes(&report)
        );
        let empty = schema.replace("[{}]", "[]");
        let report = tool_with(&format!(r#""inputSchema": {empty}"#));
        // Well within the tree an empty `allOf` is found; past it nothing is.
        match depth {
            115 => assert_eq!(schema_codes(&report).len(), 1),
            129 => assert!(schema_codes(&report).is_empty()),
            _ => {}
        }
    }
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
