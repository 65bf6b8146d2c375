//! `mcp-anatomy docs --format markdown` on a generated 1 MB `tools/list` answer of about 500
//! tools (2 KB each: a Markdown description, nested objects, arrays, enums, a `$ref`,
//! annotations): reading and checking the file as `check` does, reading the surface, writing
//! the page. Issue 31's target is 100 ms. Then issue 51's: 1,006 tools of the same kind, each
//! schema declaring draft-07 (one finding at every tool, which the page tells once), as HTML
//! and Markdown, within 300 ms. Run with `cargo bench --bench docs`.

use criterion::{Criterion, criterion_group, criterion_main};
use mcp_anatomy::cli::docs::{DocsFormat, Options, reference};
use mcp_anatomy::cli::inputs::check_all;
use mcp_anatomy::spec::Lang;
use mcp_anatomy::surface::found::Shown;
use std::hint::black_box;

/// A `tools/list` answer: tools are added while `more(bytes, tools)` says so.
fn tools_list(more: impl Fn(usize, usize) -> bool) -> String {
    let mut tools = Vec::new();
    let (mut size, mut i) = (0, 0);
    while more(size, i) {
        let tool = serde_json::json!({
            "name": format!("get_forecast_{i}"),
            "title": format!("Forecast provider number {i}"),
            "description": format!("Returns the **forecast** for a place, day by day, from station {i}. \
                Use `units` to pick metric or imperial figures; see [the station list](https://example.com/stations/{i}). \
                Results are cached by the server for ten minutes, so asking twice in a row returns the same figures.\n\n\
                - one line per day\n- temperatures, wind and rain"),
            "inputSchema": {
                "type": "object",
                "$defs": {"place": {"type": "object", "properties": {
                    "city": {"type": "string", "description": "City name, as the post office writes it", "minLength": 1},
                    "country": {"type": "string", "description": "ISO 3166-1 alpha-2 code", "pattern": "^[A-Z]{2}$"},
                    "coordinates": {"type": "object", "properties": {
                        "lat": {"type": "number", "minimum": -90, "maximum": 90},
                        "lon": {"type": "number", "minimum": -180, "maximum": 180}}}},
                    "required": ["city"]}},
                "properties": {
                    "where": {"$ref": "#/$defs/place"},
                    "days": {"type": "integer", "minimum": 1, "maximum": 14, "default": 3, "description": "How many days ahead"},
                    "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric"},
                    "fields": {"type": "array", "items": {"type": "string", "enum": ["temperature", "wind", "rain", "humidity"]}, "uniqueItems": true},
                    "since": {"type": "string", "format": "date-time", "description": "Start of the period"},
                    "detail": {"oneOf": [{"type": "string", "const": "summary"}, {"type": "integer", "minimum": 1}]}
                },
                "required": ["where"],
                "additionalProperties": false
            },
            "outputSchema": {"type": "object", "properties": {
                "days": {"type": "array", "items": {"type": "object", "properties": {
                    "date": {"type": "string", "format": "date"},
                    "high": {"type": "number"}, "low": {"type": "number"}}}}}},
            "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": true}
        });
        size += tool.to_string().len() + 1;
        tools.push(tool);
        i += 1;
    }
    serde_json::json!({"resultType": "complete", "tools": tools, "ttlMs": 600000, "cacheScope": "public"})
        .to_string()
}

fn docs_markdown(c: &mut Criterion) {
    let text = tools_list(|bytes, _| bytes < 1 << 20);
    let dir = std::env::temp_dir().join(format!("mcp-anatomy-docs-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tools.json");
    std::fs::write(&path, &text).unwrap();
    let args = [path.to_string_lossy().into_owned()];
    let options = Options {
        format: DocsFormat::Markdown,
        lang: Lang::En,
        allow_remote_icons: false,
        budget: false,
        shown: Shown::All,
    };
    let page = reference(&check_all(&args, None, Default::default()), options).unwrap();
    let tools = text.matches("\"get_forecast_").count();
    assert!(
        page.contains("<a id=\"tool-get_forecast_0\"></a>") && tools >= 450,
        "{tools} tools"
    );
    eprintln!(
        "tools/list: {} bytes, {tools} tools; page: {} bytes",
        text.len(),
        page.len()
    );
    c.bench_function("docs-markdown-tools-list-1MB", |b| {
        b.iter(|| {
            reference(
                black_box(&check_all(&args, None, Default::default())),
                options,
            )
            .unwrap()
        })
    });
    // With each tool's context cost: the tokenizer is loaded by the first iteration.
    let budget = Options {
        budget: true,
        ..options
    };
    c.bench_function("docs-markdown-budget-tools-list-1MB", |b| {
        b.iter(|| {
            reference(
                black_box(&check_all(&args, None, Default::default())),
                budget,
            )
            .unwrap()
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
}

fn docs_of_1006_tools(c: &mut Criterion) {
    let mut list: serde_json::Value =
        serde_json::from_str(&tools_list(|_, tools| tools < 1006)).unwrap();
    for tool in list["tools"].as_array_mut().unwrap() {
        tool["inputSchema"]["$schema"] = "http://json-schema.org/draft-07/schema#".into();
    }
    let text = list.to_string();
    let dir = std::env::temp_dir().join(format!(
        "mcp-anatomy-docs-bench-1006-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tools.json");
    std::fs::write(&path, &text).unwrap();
    let args = [path.to_string_lossy().into_owned()];
    for format in [DocsFormat::Html, DocsFormat::Markdown] {
        let options = Options {
            format,
            lang: Lang::En,
            allow_remote_icons: false,
            budget: false,
            shown: Shown::All,
        };
        let page = reference(&check_all(&args, None, Default::default()), options).unwrap();
        let told = match format {
            DocsFormat::Html => "with this finding (1006)",
            DocsFormat::Markdown => "with this finding \\(1006\\)",
        };
        assert!(page.contains(told), "the draft-07 finding, told once");
        let name = match format {
            DocsFormat::Html => "docs-html-1006-tools",
            DocsFormat::Markdown => "docs-markdown-1006-tools",
        };
        c.bench_function(name, |b| {
            b.iter(|| {
                reference(
                    black_box(&check_all(&args, None, Default::default())),
                    options,
                )
                .unwrap()
            })
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, docs_markdown, docs_of_1006_tools);
criterion_main!(benches);
