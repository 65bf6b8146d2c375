//! Browser tests (wasm-bindgen-test in headless Chromium): the anatomy's logic, the engine on
//! a wasm stack, and the widget rendered into a real document.
#![cfg(target_arch = "wasm32")]

use mcp_anatomy::engine;
use mcp_anatomy::navigation::{Move, step};
use mcp_anatomy::spec::Lang;
use mcp_anatomy::spec::codes::Code;
use mcp_anatomy::web::state::{Action, AnatomyState};
use std::rc::Rc;
use wasm_bindgen_test::*;
use yew::Reducible;

wasm_bindgen_test_configure!(run_in_browser);

fn reduce(state: AnatomyState, actions: &[Action]) -> AnatomyState {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(*action);
    }
    (*state).clone()
}

#[wasm_bindgen_test]
fn arrow_keys_walk_all_seven_parts_in_order_and_wrap() {
    let mut seen = vec!["transport"];
    let mut at = "transport";
    for _ in 0..6 {
        at = step(at, Move::Next);
        seen.push(at);
    }
    assert_eq!(at, "caching");
    assert_eq!(step(at, Move::Next), "transport");
    assert_eq!(step("transport", Move::Previous), "caching");
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 7, "{seen:?}");
    assert_eq!(step("caching", Move::First), "transport");
    assert_eq!(step("transport", Move::Last), "caching");
}

#[wasm_bindgen_test]
fn selection_preview_and_escape() {
    let state = reduce(AnatomyState::default(), &[Action::Hover("tools")]);
    assert_eq!((state.shown(), state.selected), ("tools", "transport"));
    let state = reduce(state, &[Action::Unhover]);
    assert_eq!(state.shown(), "transport");
    let state = reduce(
        state,
        &[Action::Navigate(Move::Next), Action::SelectFocused],
    );
    assert_eq!(state.selected, "envelope");
    let state = reduce(state, &[Action::Navigate(Move::Next), Action::Restore]);
    assert_eq!((state.focused, state.shown()), ("envelope", "envelope"));
    let state = reduce(state, &[Action::Select("caching")]);
    assert_eq!(
        (state.selected, state.focused, state.preview),
        ("caching", "caching", None)
    );
}

#[wasm_bindgen_test]
fn language_comes_from_the_tag() {
    assert_eq!(Lang::from_tag("ru-RU"), Lang::Ru);
    assert_eq!(Lang::from_tag("ru"), Lang::Ru);
    assert_eq!(Lang::from_tag("en-GB"), Lang::En);
    assert_eq!(Lang::from_tag("de"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
}

#[wasm_bindgen_test]
fn engine_survives_deep_nesting_on_the_wasm_stack() {
    // Past the parser's limit a container is read by a loop, not by recursion.
    let reports_depth = |text: &str| {
        (engine::check(text).diagnostics.iter()).any(|d| d.diagnostic.code == Code::TooDeep)
    };
    assert!(reports_depth(&format!(
        "{}{}",
        "[".repeat(100_000),
        "]".repeat(100_000)
    )));
    assert!(reports_depth(&format!(
        "{}1{}",
        "{\"a\":".repeat(100_000),
        "}".repeat(100_000)
    )));
    // Just under the limit the document is parsed and walked.
    let depth = 120;
    let text = format!(
        r#"{{"instructions": {}1{}}}"#,
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let report = engine::check(&text);
    assert!(
        report
            .diagnostics
            .iter()
            .any(|d| d.diagnostic.code == Code::WrongType)
    );
}

#[wasm_bindgen_test]
fn strings_end_at_their_first_quote_backslash_or_control_character() {
    use engine::json::{Arena, Value, parse};
    // This build scans strings sixteen bytes at a time: each kind of stop is put at every
    // place of the first three blocks, with plain text before and after it; bytes of
    // non-ASCII characters (0x80 and up) are plain text.
    for before in 0..40 {
        let plain = "é".repeat(before % 3) + &"a".repeat(before);
        for (written, decoded, control) in [
            ("", "", false),
            ("\\n", "\n", false),
            ("\\\"", "\"", false),
            ("\u{1}", "\u{1}", true),
            ("\u{7f}ü", "\u{7f}ü", false),
        ] {
            let tail = if written.is_empty() {
                ""
            } else {
                "bbbbbbbbbbbbbbbbbbbb"
            };
            let text = format!("\"{plain}{written}{tail}\"");
            let arena = Arena::new();
            let parsed = parse(&text, &arena).unwrap_or_else(|e| panic!("{text:?}: {e:?}"));
            let Value::String(string) = parsed.root else {
                panic!("{text:?} is not a string");
            };
            assert_eq!(string.value, format!("{plain}{decoded}{tail}"), "{text:?}");
            assert_eq!(
                (string.span.start, string.span.end),
                (0, text.len()),
                "{text:?}"
            );
            assert_eq!(parsed.has_control_characters, control, "{text:?}");
        }
    }
}

#[wasm_bindgen_test]
async fn widget_renders_into_a_host_element() {
    let document = web_sys::window().unwrap().document().unwrap();
    let host = document.create_element("div").unwrap();
    host.set_attribute("data-mcp-anatomy", "diagram").unwrap();
    host.set_attribute("lang", "ru").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    mcp_anatomy::web::mount(host.clone());
    // Yew renders on a later tick.
    sleep(50).await;
    let parts = host.query_selector_all("[data-part]").unwrap();
    assert_eq!(parts.length(), 7);
    let purpose = host
        .query_selector("[data-panel=purpose]")
        .unwrap()
        .unwrap();
    assert!(
        purpose.text_content().unwrap().contains("Транспорт"),
        "{:?}",
        purpose.text_content()
    );
    let selected = host
        .query_selector("[aria-selected=true]")
        .unwrap()
        .unwrap();
    assert_eq!(
        selected.get_attribute("data-part").as_deref(),
        Some("transport")
    );
    // Code in the panels' sentences is code elements, never raw backticks.
    let details = host
        .query_selector("[data-panel=details]")
        .unwrap()
        .unwrap();
    let code = details.query_selector("p code").unwrap();
    assert_eq!(
        code.and_then(|c| c.text_content()).as_deref(),
        Some("stdio")
    );
    assert!(!details.text_content().unwrap().contains('`'));
    // Mounting again does not mount twice.
    mcp_anatomy::web::mount(host.clone());
    sleep(20).await;
    assert_eq!(host.query_selector_all("[data-part]").unwrap().length(), 7);
}

/// Installs the templates of the findings' sentences of www/mcp-anatomy-help-ru.js, as the
/// loader does when it has fetched the table: a browser module carries none.
fn install_russian_templates() {
    let table: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(russian_table()).unwrap();
    engine::sentence::install(table.iter().filter_map(|(key, value)| {
        Some((
            engine::sentence::id_of_key(key)?,
            value.as_str()?.to_owned(),
        ))
    }));
}

/// The Russian help table: the default export of its module, as JSON.
fn russian_table() -> &'static str {
    let module = include_str!("../www/mcp-anatomy-help-ru.js");
    (module
        .split_once("export default ")
        .map(|(_, rest)| rest.trim_end()))
    .and_then(|rest| rest.strip_suffix(';'))
    .expect("a module whose default export is an object")
}

/// The full module leaves out what `spec::later!` marks, every part and sample but the first and
/// the editor's notices,
/// and the help table (tests/catalogue.rs writes it) carries each of them.
#[wasm_bindgen_test]
fn the_full_module_leaves_out_what_the_table_carries() {
    use mcp_anatomy::spec::{notices::NOTICES, parts::PARTS, samples::SAMPLES};
    let table: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(russian_table()).unwrap();
    for (index, part) in PARTS.iter().enumerate() {
        let texts = [
            part.purpose.get(Lang::Ru),
            part.details.get(Lang::Ru),
            part.fragment,
        ];
        assert!(
            texts.iter().all(|t| t.is_empty() == (index > 0)),
            "{}",
            part.id
        );
        for kind in ["purpose:", "details:", "fragment:"] {
            let key = format!("{kind}{}", part.id);
            assert_eq!(table.contains_key(&key), index > 0, "{key}");
        }
    }
    for (index, sample) in SAMPLES.iter().enumerate() {
        assert_eq!(sample.text.is_empty(), index > 0, "{}", sample.id);
        let key = format!("sample:{}", sample.id);
        assert_eq!(table.contains_key(&key), index > 0, "{key}");
    }
    for notice in NOTICES {
        assert!(notice.text.get(Lang::Ru).is_empty(), "{}", notice.id);
        assert!(
            table.contains_key(&format!("notice:{}", notice.id)),
            "{}",
            notice.id
        );
    }
}

/// A browser module carries no sentence of a finding: the sentence is empty until the templates
/// are installed, and then reads in full.
#[wasm_bindgen_test]
fn findings_speak_only_with_the_fetched_templates() {
    let report = engine::check(r#"{"jsonrpc": "2.0", "id": 1,}"#);
    let finding = report.diagnostics.first().expect("a finding");
    engine::sentence::install([]);
    assert_eq!(finding.diagnostic.message(Lang::Ru), "");
    install_russian_templates();
    let sentence = finding.diagnostic.message(Lang::Ru);
    assert!(sentence.chars().count() > 10, "{sentence}");
}

/// The findings of the editor show the code of their sentences as code elements, in the
/// message, the fix buttons and the gutter's tips, and no raw backtick anywhere.
#[wasm_bindgen_test]
async fn findings_show_code_as_code() {
    use wasm_bindgen::JsCast;
    // As the loader hands it over: the templates, and the samples after the first.
    mcp_anatomy::web::set_help(js_sys::JSON::parse(russian_table()).unwrap());
    let document = web_sys::window().unwrap().document().unwrap();
    let host = document.create_element("div").unwrap();
    host.set_attribute("data-mcp-anatomy", "validator").unwrap();
    host.set_attribute("lang", "ru").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    mcp_anatomy::web::mount(host.clone());
    sleep(50).await;
    let samples: web_sys::HtmlSelectElement = host
        .query_selector("[data-samples]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    samples.set_value("typos");
    // As the browser sends it when the reader picks an option: a `change` that bubbles (the
    // toolbar listens for its controls).
    let change = web_sys::Event::new("change").unwrap();
    change.init_event_with_bubbles("change", true);
    samples.dispatch_event(&change).unwrap();
    sleep(300).await;
    let findings = host
        .query_selector(".mcpa-diagnostic-list")
        .unwrap()
        .unwrap();
    for selector in [".mcpa-message code", ".mcpa-fix code", ".mcpa-tip code"] {
        assert!(
            host.query_selector(selector).unwrap().is_some(),
            "{selector} in {:?}",
            findings.text_content()
        );
    }
    for shown in [".mcpa-diagnostic-list", ".mcpa-gutter"] {
        let text = host.query_selector(shown).unwrap().unwrap().text_content();
        assert!(!text.clone().unwrap_or_default().contains('`'), "{text:?}");
    }
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
fn numbers_shown_in_the_interface_have_fixed_decimals() {
    use mcp_anatomy::web::text::decimal;
    assert_eq!(decimal(12.345, 2), "12.35");
    assert_eq!(decimal(0.004, 2), "0.00");
    assert_eq!(decimal(9.96, 1), "10.0");
    assert_eq!(decimal(1.5, 0), "2");
    assert_eq!(decimal(10.0 * 1024.0 * 1024.0 / 1_048_576.0, 1), "10.0");
}

#[wasm_bindgen_test]
async fn share_links_round_trip_and_refuse_damage() {
    use mcp_anatomy::web::share::{FRAGMENT_PREFIX, MAX_FRAGMENT, ShareError, payload};
    let open = |fragment: String| async move {
        mcp_anatomy::web::share::decode(payload(&fragment).expect("a share link")).await
    };
    let text = "{\"resultType\": \"complete\", \"note\": \"Привет 👋\"}\n".repeat(50);
    let fragment = mcp_anatomy::web::share::encode(&text)
        .await
        .expect("a short document fits in a link");
    assert!(fragment.starts_with(FRAGMENT_PREFIX));
    assert!(fragment.len() < text.len() / 4, "{} bytes", fragment.len());
    assert_eq!(open(fragment.clone()).await, Ok(text.clone()));

    // A link made by the previous version (miniz_oxide, level 9) still opens.
    let older = "#mcpa=1cyxCYAwEEDR3inkaovYuoOVLiDhQCGakJyCBEFsrZwgOwiCYySbOIKYLWw_j29BoxkF1bNCKIDLXgkkhAyIRGmgyBljGfCGt1hxGZHS3dREM0j6gndh9bc__RW29HHHDktifzd-AQ";
    let line = "{\"resultType\":\"complete\",\"ttlMs\":1000,\"cacheScope\":\"private\",\"note\":\"Привет 👋\"}\n";
    assert_eq!(open(older.to_owned()).await, Ok(line.repeat(3)));

    let damaged = [
        fragment[..fragment.len() / 2].to_owned(),
        "#mcpa=not*base64".to_owned(),
        format!("{} ", &older[..40]),
        // base64url only: the standard alphabet's '+' and '/' are not in a link.
        older.replace('-', "+").replace('_', "/"),
    ];
    for fragment in damaged {
        assert_eq!(
            open(fragment.clone()).await,
            Err(ShareError::Damaged),
            "{fragment}"
        );
    }
    assert_eq!(payload("#elsewhere"), None);
    let too_long = format!("{FRAGMENT_PREFIX}{}", "A".repeat(MAX_FRAGMENT));
    assert_eq!(open(too_long).await, Err(ShareError::TooLarge));

    // Text that does not compress well enough is refused rather than cut.
    let noise: String = (0..120_000u32)
        .map(|i| char::from_u32(0x4e00 + (i.wrapping_mul(2_654_435_761) >> 20) % 0x5000).unwrap())
        .collect();
    assert_eq!(
        mcp_anatomy::web::share::encode(&noise).await,
        Err(ShareError::TooLarge)
    );

    // A browser without compression streams is told so, not that the text is too large.
    let global = js_sys::global();
    let saved = js_sys::Reflect::get(&global, &"CompressionStream".into()).unwrap();
    js_sys::Reflect::delete_property(&global, &"CompressionStream".into()).unwrap();
    let without = mcp_anatomy::web::share::encode("{}").await;
    js_sys::Reflect::set(&global, &"CompressionStream".into(), &saved).unwrap();
    assert_eq!(without, Err(ShareError::Unsupported));
}
