//! Every classification rule of `diff` (src/surface/diff.rs), each on an official example of
//! the 2026-07-28 revision against a copy mutated here, plus the places each change points at.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use mcp_anatomy::surface::{Change, Class, Diff, Flow, ListKind, Source, What, diff, read};
use serde_json::{Value, json};

/// The first official example of `kind`, parsed.
fn example(kind: &str) -> Value {
    let dir = common::spec_dir().join("examples").join(kind);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    serde_json::from_str(&std::fs::read_to_string(&files[0]).unwrap()).unwrap()
}

/// The official tool with an input and an output schema, in a tools/list result.
fn tools() -> Value {
    let tool: Value = serde_json::from_str(
        &std::fs::read_to_string(
            common::spec_dir().join("examples/Tool/with-output-schema-for-structured-content.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let mut list = example("ListToolsResult");
    list["tools"].as_array_mut().unwrap().push(tool);
    list
}

/// Compares `old` with a copy changed by `mutate`; both pretty-printed, as files would be.
fn compare(old: &Value, mutate: impl FnOnce(&mut Value)) -> (Diff, String, String) {
    let mut new = old.clone();
    mutate(&mut new);
    let (old_text, new_text) = (
        serde_json::to_string_pretty(old).unwrap(),
        serde_json::to_string_pretty(&new).unwrap(),
    );
    let old_surface = read(vec![Source::new("old.json", old_text.clone(), false)]).unwrap();
    let new_surface = read(vec![Source::new("new.json", new_text.clone(), false)]).unwrap();
    (diff(&old_surface, &new_surface), old_text, new_text)
}

/// The one change `mutate` makes, asserted to be the only one.
fn only_change(old: &Value, mutate: impl FnOnce(&mut Value)) -> Change {
    let (diff, _, _) = compare(old, mutate);
    assert_eq!(diff.changes.len(), 1, "{:#?}", diff.changes);
    diff.changes.into_iter().next().unwrap()
}

fn weather_data(list: &mut Value) -> &mut Value {
    &mut list["tools"][1]
}

#[test]
fn identical_examples_have_no_changes() {
    for kind in [
        "ListToolsResult",
        "ListPromptsResult",
        "ListResourcesResult",
        "ListResourceTemplatesResult",
        "DiscoverResult",
    ] {
        let (diff, _, _) = compare(&example(kind), |_| {});
        assert!(diff.changes.is_empty(), "{kind}: {:#?}", diff.changes);
    }
    let (diff, _, _) = compare(&tools(), |list| {
        // Member order and number notation are not changes.
        let tool = weather_data(list).as_object_mut().unwrap();
        let schema = tool.remove("inputSchema").unwrap();
        tool.insert("inputSchema".into(), schema);
        list["ttlMs"] = json!(300000.0);
    });
    assert!(diff.changes.is_empty(), "{:#?}", diff.changes);
}

#[test]
fn a_removed_item_of_each_list_breaks_and_an_added_one_is_safe() {
    for (kind, list) in [
        ("ListToolsResult", ListKind::Tools),
        ("ListPromptsResult", ListKind::Prompts),
        ("ListResourcesResult", ListKind::Resources),
        ("ListResourceTemplatesResult", ListKind::Templates),
    ] {
        let old = example(kind);
        let change = only_change(&old, |v| v[list.member()] = json!([]));
        assert_eq!(
            (change.class, &change.what),
            (Class::Breaking, &What::ItemRemoved),
            "{kind}"
        );
        assert_eq!(change.list, Some(list));
        let key = old[list.member()][0][list.key()].as_str().unwrap();
        assert_eq!(change.item.as_deref(), Some(key));

        let mut emptied = old.clone();
        emptied[list.member()] = json!([]);
        let change = only_change(&emptied, |v| *v = old.clone());
        assert_eq!(
            (change.class, &change.what),
            (Class::Safe, &What::ItemAdded),
            "{kind}"
        );
    }
}

#[test]
fn a_removed_tool_points_at_it_in_the_old_text_and_at_the_list_in_the_new() {
    let (diff, old_text, new_text) = compare(&tools(), |list| {
        list["tools"].as_array_mut().unwrap().remove(1);
    });
    let change = &diff.changes[0];
    let old = change.old.as_ref().unwrap();
    let new = change.new.as_ref().unwrap();
    assert_eq!(&*old.source, "old.json");
    assert_eq!(&*new.source, "new.json");
    let removed = &old_text[old.span.start..old.span.end];
    assert!(removed.starts_with('{') && removed.contains("\"get_weather_data\""));
    assert_eq!(
        old.line,
        old_text[..old.span.start].matches('\n').count() + 1
    );
    assert!(new_text[new.span.start..].starts_with('['));
}

#[test]
fn parameters_new_required_breaks_new_optional_is_safe_removed_breaks() {
    let old = tools();
    let change = only_change(&old, |list| {
        let schema = &mut weather_data(list)["inputSchema"];
        schema["properties"]["units"] = json!({"type": "string"});
        schema["required"] = json!(["location", "units"]);
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::FieldAdded {
            flow: Flow::Input,
            field: "units".into(),
            required: true
        }
    );
    assert_eq!(change.pointer, "/inputSchema/properties/units");

    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["properties"]["units"] = json!({"type": "string"});
    });
    assert_eq!(change.class, Class::Safe);
    assert!(matches!(
        change.what,
        What::FieldAdded {
            required: false,
            ..
        }
    ));

    let change = only_change(&old, |list| {
        let schema = &mut weather_data(list)["inputSchema"];
        schema["properties"]
            .as_object_mut()
            .unwrap()
            .remove("location");
        schema["required"] = json!([]);
    });
    // Only the removal is reported: a gone parameter is not also "made optional".
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(
        change.what,
        What::FieldRemoved {
            flow: Flow::Input,
            ..
        }
    ));
}

#[test]
fn a_parameter_made_required_breaks_and_made_optional_is_safe() {
    let old = tools();
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["required"] = json!([])
    });
    assert_eq!(change.class, Class::Safe);
    assert!(matches!(
        change.what,
        What::FieldRequired {
            required: false,
            flow: Flow::Input,
            ..
        }
    ));
    let mut optional = old.clone();
    weather_data(&mut optional)["inputSchema"]["required"] = json!([]);
    let change = only_change(&optional, |list| *list = old.clone());
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(
        change.what,
        What::FieldRequired { required: true, .. }
    ));
}

#[test]
fn a_type_narrowed_breaks_a_type_widened_is_safe() {
    let old = tools();
    let mut wide = old.clone();
    *location_type(&mut wide) = json!(["string", "number"]);
    let change = only_change(&wide, |list| *list = old.clone());
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::TypeChanged {
            flow: Flow::Input,
            field: "location".into(),
            removed: vec!["number".into()],
            added: vec![],
        }
    );
    let change = only_change(&old, |list| *list = wide.clone());
    assert_eq!(change.class, Class::Safe);
    // An integer is a number: number → integer narrows, integer → number widens.
    let mut number = old.clone();
    *location_type(&mut number) = json!("number");
    let mut integer = old.clone();
    *location_type(&mut integer) = json!("integer");
    assert_eq!(
        only_change(&number, |l| *l = integer.clone()).class,
        Class::Breaking
    );
    assert_eq!(
        only_change(&integer, |l| *l = number.clone()).class,
        Class::Safe
    );
}

#[test]
fn an_enum_value_removed_breaks_added_is_safe_introduced_breaks() {
    let mut old = tools();
    weather_data(&mut old)["inputSchema"]["properties"]["location"]["enum"] =
        json!(["Paris", "Oslo"]);
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["properties"]["location"]["enum"] = json!(["Paris"]);
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::EnumChanged {
            flow: Flow::Input,
            field: "location".into(),
            removed: vec!["\"Oslo\"".into()],
            added: vec![],
        }
    );
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["properties"]["location"]["enum"] =
            json!(["Paris", "Oslo", "Rome"]);
    });
    assert_eq!(change.class, Class::Safe);
    let open = tools();
    let change = only_change(&open, |list| *list = old.clone());
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(change.what, What::EnumIntroduced { .. }));
    let change = only_change(&old, |list| *list = open.clone());
    assert_eq!(change.class, Class::Safe);
    assert!(matches!(change.what, What::EnumLifted { .. }));
}

#[test]
fn additional_properties_closed_breaks_opened_is_safe() {
    let old = tools();
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["additionalProperties"] = json!(false);
    });
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(
        change.what,
        What::AdditionalProperties {
            closed: true,
            flow: Flow::Input,
            ..
        }
    ));
    let mut closed = old.clone();
    weather_data(&mut closed)["inputSchema"]["additionalProperties"] = json!(false);
    let change = only_change(&closed, |list| *list = old.clone());
    assert_eq!(change.class, Class::Safe);
}

/// In `outputSchema` the server promises and the client reads: promising less breaks.
#[test]
fn output_fields_removed_or_made_optional_break_added_is_safe() {
    let old = tools();
    let change = only_change(&old, |list| {
        let schema = &mut weather_data(list)["outputSchema"];
        schema["properties"]
            .as_object_mut()
            .unwrap()
            .remove("humidity");
        schema["required"] = json!(["temperature", "conditions"]);
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::FieldRemoved {
            flow: Flow::Output,
            field: "humidity".into()
        }
    );
    let change = only_change(&old, |list| {
        weather_data(list)["outputSchema"]["required"] = json!(["temperature", "conditions"]);
    });
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(
        change.what,
        What::FieldRequired {
            flow: Flow::Output,
            required: false,
            ..
        }
    ));
    let change = only_change(&old, |list| {
        weather_data(list)["outputSchema"]["properties"]["wind"] = json!({"type": "number"});
    });
    assert_eq!(change.class, Class::Safe);
    // A type widened in the output breaks readers; narrowed, it does not.
    let change = only_change(&old, |list| {
        weather_data(list)["outputSchema"]["properties"]["humidity"]["type"] =
            json!(["number", "null"]);
    });
    assert_eq!(change.class, Class::Breaking);
    assert!(matches!(
        change.what,
        What::TypeChanged {
            flow: Flow::Output,
            ..
        }
    ));
    let change = only_change(&old, |list| {
        weather_data(list)
            .as_object_mut()
            .unwrap()
            .remove("outputSchema");
    });
    assert_eq!(
        (change.class, &change.what),
        (Class::Breaking, &What::OutputSchema { present: false })
    );
}

#[test]
fn an_output_enum_value_added_breaks_removed_is_safe() {
    let mut old = tools();
    weather_data(&mut old)["outputSchema"]["properties"]["conditions"]["enum"] =
        json!(["sunny", "rain"]);
    let grow = |list: &mut Value| {
        weather_data(list)["outputSchema"]["properties"]["conditions"]["enum"] =
            json!(["sunny", "rain", "snow"]);
    };
    assert_eq!(only_change(&old, grow).class, Class::Breaking);
    let shrink = |list: &mut Value| {
        weather_data(list)["outputSchema"]["properties"]["conditions"]["enum"] = json!(["sunny"]);
    };
    assert_eq!(only_change(&old, shrink).class, Class::Safe);
}

#[test]
fn texts_annotations_and_unknown_keywords_are_risky() {
    let old = tools();
    let change = only_change(&old, |list| {
        weather_data(list)["description"] = json!("Weather, and also deletes files");
    });
    assert_eq!(change.class, Class::Risky);
    assert_eq!(
        change.what,
        What::Text {
            member: "description".into(),
            field: String::new()
        }
    );
    let change = only_change(&old, |list| weather_data(list)["title"] = json!("Weather"));
    assert_eq!(change.class, Class::Risky);
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["properties"]["location"]["description"] = json!("City");
    });
    assert_eq!(change.class, Class::Risky);
    assert!(matches!(change.what, What::Text { ref field, .. } if field == "location"));
    let change = only_change(&old, |list| {
        weather_data(list)["inputSchema"]["properties"]["location"]["maxLength"] = json!(40);
    });
    assert_eq!(change.class, Class::Risky);
    assert_eq!(
        change.what,
        What::Keyword {
            field: "location".into(),
            keyword: "maxLength".into()
        }
    );
}

#[test]
fn a_tool_now_destructive_is_risky_counting_the_defaults() {
    let mut old = tools();
    weather_data(&mut old)["annotations"] = json!({"destructiveHint": false});
    // Absent, destructiveHint is true by default: removing `false` makes the tool destructive.
    let change = only_change(&old, |list| {
        weather_data(list)
            .as_object_mut()
            .unwrap()
            .remove("annotations");
    });
    assert_eq!(change.class, Class::Risky);
    assert_eq!(
        change.what,
        What::Annotation {
            hint: "destructiveHint".into(),
            old: "false".into(),
            new: "true".into()
        }
    );
    // Writing out a default is no change.
    let (diff, _, _) = compare(&tools(), |list| {
        weather_data(list)["annotations"] = json!({"openWorldHint": true, "readOnlyHint": false});
    });
    assert!(diff.changes.is_empty(), "{:#?}", diff.changes);
}

#[test]
fn caching_hints_are_safe_and_an_absent_ttl_counts_as_zero() {
    let old = example("ListToolsResult");
    let change = only_change(&old, |list| list["ttlMs"] = json!(1000));
    assert_eq!(change.class, Class::Safe);
    assert_eq!(
        change.what,
        What::Hint {
            hint: "ttlMs".into(),
            old: "300000".into(),
            new: "1000".into()
        }
    );
    let change = only_change(&old, |list| list["cacheScope"] = json!("private"));
    assert_eq!(change.class, Class::Safe);
    let mut zero = old.clone();
    zero["ttlMs"] = json!(0);
    let (diff, _, _) = compare(&zero, |list| {
        list.as_object_mut().unwrap().remove("ttlMs");
    });
    assert!(diff.changes.is_empty(), "{:#?}", diff.changes);
}

#[test]
fn prompt_arguments_follow_the_parameter_rules() {
    let old = example("ListPromptsResult");
    let change = only_change(&old, |list| {
        arguments(list)
            .as_array_mut()
            .unwrap()
            .push(json!({"name": "language", "required": true}));
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::ArgumentAdded {
            name: "language".into(),
            required: true
        }
    );
    let change = only_change(&old, |list| {
        arguments(list)
            .as_array_mut()
            .unwrap()
            .push(json!({"name": "language"}));
    });
    assert_eq!(change.class, Class::Safe);
    let change = only_change(&old, |list| *arguments(list) = json!([]));
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::ArgumentRemoved {
            name: "code".into()
        }
    );
    let change = only_change(&old, |list| arguments(list)[0]["required"] = json!(false));
    assert_eq!(change.class, Class::Safe);
    let mut optional = old.clone();
    optional["prompts"][0]["arguments"][0]["required"] = json!(false);
    let change = only_change(&optional, |list| *list = old.clone());
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::ArgumentRequired {
            name: "code".into(),
            required: true
        }
    );
}

#[test]
fn a_template_variable_renamed_breaks_and_the_template_is_found_by_name() {
    let old = example("ListResourceTemplatesResult");
    let change = only_change(&old, |list| {
        list["resourceTemplates"][0]["uriTemplate"] = json!("file:///{file}");
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::VariableRenamed {
            old: "path".into(),
            new: "file".into()
        }
    );
    let change = only_change(&old, |list| {
        list["resourceTemplates"][0]["uriTemplate"] = json!("file:///{path}{?version}");
    });
    assert_eq!(change.class, Class::Safe);
    let change = only_change(&old, |list| {
        list["resourceTemplates"][0]["uriTemplate"] = json!("file:///{path}/{version}");
    });
    assert_eq!(change.class, Class::Breaking);
    let change = only_change(&old, |list| {
        list["resourceTemplates"][0]["uriTemplate"] = json!("file:///project/{path}");
    });
    assert_eq!(
        (change.class, &change.what),
        (Class::Risky, &What::TemplateRewritten)
    );
}

#[test]
fn a_capability_withdrawn_breaks_and_one_declared_is_safe() {
    let old = example("DiscoverResult");
    let change = only_change(&old, |result| {
        result["capabilities"]
            .as_object_mut()
            .unwrap()
            .remove("resources");
    });
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::Capability {
            name: "resources".into(),
            withdrawn: true
        }
    );
    assert_eq!(change.list, None);
    let change = only_change(&old, |result| result["capabilities"]["prompts"] = json!({}));
    assert_eq!(change.class, Class::Safe);
    let mut listed = old.clone();
    listed["capabilities"]["tools"] = json!({"listChanged": true});
    let change = only_change(&listed, |result| *result = old.clone());
    assert_eq!(change.class, Class::Breaking);
    assert_eq!(
        change.what,
        What::Capability {
            name: "tools.listChanged".into(),
            withdrawn: true
        }
    );
}

#[test]
fn a_list_only_one_side_holds_is_not_compared() {
    let tools_text = serde_json::to_string(&example("ListToolsResult")).unwrap();
    let prompts_text = serde_json::to_string(&example("ListPromptsResult")).unwrap();
    let old = read(vec![Source::new("old.json", tools_text, false)]).unwrap();
    let new = read(vec![Source::new("new.json", prompts_text, false)]).unwrap();
    let result = diff(&old, &new);
    assert!(result.changes.is_empty());
    assert_eq!(
        result.one_sided,
        [(ListKind::Tools, true), (ListKind::Prompts, false)]
    );
}

#[test]
fn every_change_has_a_reason_in_both_languages() {
    let (diff, _, _) = compare(&tools(), |list| {
        list["tools"].as_array_mut().unwrap().remove(0);
        weather_data_first(list)["description"] = json!("changed");
        list["ttlMs"] = json!(1);
    });
    assert_eq!(diff.changes.len(), 3, "{:#?}", diff.changes);
    for change in &diff.changes {
        let message = change.message();
        assert!(
            message.en.ends_with('.') && message.ru.ends_with('.'),
            "{message:?}"
        );
        assert_ne!(message.en, message.ru);
    }
    assert_eq!(diff.worst(), Some(Class::Breaking));
}

fn weather_data_first(list: &mut Value) -> &mut Value {
    &mut list["tools"][0]
}

fn location_type(list: &mut Value) -> &mut Value {
    &mut weather_data(list)["inputSchema"]["properties"]["location"]["type"]
}

fn arguments(list: &mut Value) -> &mut Value {
    &mut list["prompts"][0]["arguments"]
}

/// Russian reasons hold no English word outside code spans and quoted values (URI is the
/// spec's own abbreviation in both languages).
#[test]
fn russian_reasons_use_no_english_words() {
    let mut old = tools();
    weather_data(&mut old)["annotations"] = json!({"destructiveHint": false});
    let (diff, _, _) = compare(&old, |list| {
        let tool = weather_data(list);
        tool["title"] = json!("Weather");
        tool.as_object_mut().unwrap().remove("annotations");
        let input = &mut tool["inputSchema"];
        input["additionalProperties"] = json!(false);
        input["properties"]["units"] = json!({"type": "string", "enum": ["c"]});
        input["required"] = json!(["location", "units"]);
        input["properties"]["location"]["type"] = json!("integer");
        input["properties"]["location"]["pattern"] = json!("^x");
        let output = &mut tool["outputSchema"];
        output["properties"]
            .as_object_mut()
            .unwrap()
            .remove("humidity");
        output["required"] = json!(["temperature"]);
        list["tools"].as_array_mut().unwrap().remove(0);
        list["ttlMs"] = json!(1);
    });
    let (templates, _, _) = compare(&example("ListResourceTemplatesResult"), |list| {
        list["resourceTemplates"][0]["uriTemplate"] = json!("file:///{file}");
    });
    let (capabilities, _, _) = compare(&example("DiscoverResult"), |result| {
        result["capabilities"] = json!({"prompts": {}});
    });
    let changes: Vec<&Change> = (diff.changes.iter())
        .chain(&templates.changes)
        .chain(&capabilities.changes)
        .collect();
    assert!(changes.len() >= 12, "{changes:#?}");
    for change in changes {
        let russian = change.message().ru;
        let mut outside = String::new();
        let (mut in_code, mut in_quote) = (false, false);
        for c in russian.chars() {
            match c {
                '`' => in_code = !in_code,
                '"' if !in_code => in_quote = !in_quote,
                _ if !in_code && !in_quote => outside.push(c),
                _ => {}
            }
        }
        let outside = outside.replace("URI", "");
        assert!(
            !outside.chars().any(|c| c.is_ascii_alphabetic()),
            "{russian}"
        );
    }
}
