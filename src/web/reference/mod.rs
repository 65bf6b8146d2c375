//! The reference view (`view="reference"`, feature `reference`): a server's tools, prompts,
//! resources and templates as documentation, read from the JSON the loader hands over (an
//! answer, a transcript or a saved probe walk) by `surface::read`, with the validator's findings
//! at the item they concern. What it says and how it places findings is `docs`' own
//! (`surface::{rows, reference, found}`); this file only draws it.
//!
//! Server text is only ever text: names, descriptions and schema values go into text nodes
//! (Yew escapes them), made inert first (`inert`), and an icon's address is used only when it
//! is `data:`, or `https:` when the host opts in (`allow-remote-icons`).

mod item;

use super::Shared;
use super::app::{AppProps, heading};
use super::components::theme_switch::{ThemeSwitchProps, theme_switch};
use super::components::with_code;
use super::hooks::use_help::{table_here, use_help};
use super::hooks::use_theme::use_theme;
use super::text;
use crate::engine;
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::found::{Found, Messages, Note};
use crate::surface::reference::{
    Anchors, anchor_prefix, hints, label, section_anchor, section_title, summary, title,
};
use crate::surface::{Item, ListKind, Source};
use item::{ItemView, cell, findings, table};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

/// What the loader hands a reference widget: the JSON text, the label of where it came from
/// (the `src` address, or `inline`), why it could not be fetched, if it could not, and whether
/// the host allows `https:` icons.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Data {
    pub text: String,
    pub label: String,
    pub problem: Option<String>,
    pub allow_remote_icons: bool,
}

thread_local! {
    /// The data of the host being mounted, between `mount_reference` and `web::mount`.
    static PENDING: std::cell::RefCell<Option<Data>> = const { std::cell::RefCell::new(None) };
}

/// Mounts a reference widget into `element` showing `text` (read from `label`), or saying why
/// there is nothing to show (`problem`: the loader could not fetch it).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn mount_reference(
    element: web_sys::Element,
    text: String,
    label: String,
    problem: Option<String>,
) {
    let allow_remote_icons = element.has_attribute("allow-remote-icons");
    PENDING.set(Some(Data {
        text,
        label,
        problem,
        allow_remote_icons,
    }));
    super::mount(element);
}

/// The data `mount_reference` left for the widget being mounted.
pub fn take_pending() -> Shared<Data> {
    Shared::new(PENDING.take().unwrap_or_default())
}

/// A finding as the view shows it.
#[derive(Clone, Debug, PartialEq)]
struct Finding {
    severity: Severity,
    code: &'static str,
    message: String,
    line: usize,
}

impl From<&Note> for Finding {
    fn from(note: &Note) -> Finding {
        Finding {
            severity: note.severity,
            code: note.code,
            message: note.message.clone(),
            line: note.line,
        }
    }
}

/// One item with what the view needs of it.
#[derive(Debug)]
pub struct Entry {
    kind: ListKind,
    anchor: String,
    item: Item,
    findings: Vec<Finding>,
    /// Its key, title and description in lower case, for the filter.
    haystack: String,
}

struct Section {
    kind: ListKind,
    hints: Option<String>,
    findings: Vec<Finding>,
    entries: Vec<Shared<Entry>>,
}

struct ServerPart {
    name: Option<String>,
    version: Option<String>,
    /// Each capability and its settings as JSON (`None`: offered, with no settings).
    capabilities: Vec<(String, Option<String>)>,
    findings: Vec<Finding>,
}

struct Model {
    title: String,
    /// What the data holds and what was found in it; for a legacy walk, why its later answers
    /// are not judged here (with code between backticks).
    summary: String,
    server: Option<ServerPart>,
    sections: Vec<Section>,
    other: Vec<Finding>,
    /// Whether the validator found anything: only then are the sentences of the help table said.
    any_findings: bool,
}

/// Reads and checks the data, and places each finding where `docs` would.
fn model(data: &Data, lang: Lang) -> Result<Model, String> {
    let sources = vec![Source::new(data.label.clone(), data.text.clone(), false)];
    let messages = Messages::of_sources(&sources);
    let surface = crate::surface::read(sources).map_err(|e| e.message().get(lang).to_owned())?;
    let mut notes = match engine::check_messages(&data.text, false) {
        Some(reports) => Note::of(&data.label, reports.iter().map(|m| &m.report), lang),
        None => Note::of(
            &data.label,
            std::iter::once(&engine::check_answer(&data.text, None)),
            lang,
        ),
    };
    // A legacy walk: the engine's findings from its `initialize` answer on would be 2026-07-28's
    // demands, not the server's faults; `check` judges them by its own revision.
    let earlier = surface.earlier.as_ref().map(|(revision, place)| {
        let from = messages.of(place).map_or(place.span.start, |(_, span)| span.start);
        notes.retain(|note| note.start < from);
        crate::spec::msg!(
            "This server speaks revision {}; the page judges by 2026-07-28 only and leaves its answers from `initialize` on unjudged. `mcp-anatomy check` judges them by its revision.",
            "Сервер поддерживает ревизию {}, а страница проверяет только по 2026-07-28, поэтому его ответы, начиная с `initialize`, здесь не проверены. По его собственной ревизии их проверит `mcp-anatomy check`.",
            revision
        )
        .get(lang)
        .to_owned()
    });
    let mut found = Found::new(notes, messages);
    let findings = |found: &Found, indices: Vec<usize>| -> Vec<Finding> {
        found.get(&indices).into_iter().map(Finding::from).collect()
    };
    let server = surface.capabilities.as_ref().map(|capabilities| {
        let of_server = found.in_messages(std::iter::once(&capabilities.place));
        let identity = surface.server.as_ref();
        ServerPart {
            name: identity
                .and_then(|s| s.name.as_ref())
                .map(|n| inert(&n.value)),
            version: (identity.and_then(|s| s.version.as_ref()))
                .filter(|v| !v.value.is_empty())
                .map(|v| inert(&v.value)),
            capabilities: (capabilities.members().unwrap_or_default().iter())
                .map(|(name, value)| {
                    let settings = match value.members() {
                        Some([]) => None,
                        _ => Some(inert(&value.to_json())),
                    };
                    (inert(name), settings)
                })
                .collect(),
            findings: findings(&found, of_server),
        }
    });
    let mut anchors = Anchors::default();
    let mut sections = Vec::new();
    for kind in ListKind::ALL {
        let Some(list) = surface.list(kind) else {
            continue;
        };
        let mut entries = Vec::new();
        for item in &list.items {
            let of_item = found.within(item.place());
            let mut haystack = item.key.value.to_lowercase();
            for text in [&item.title, &item.description].into_iter().flatten() {
                haystack.push('\n');
                haystack.push_str(&text.value.to_lowercase());
            }
            entries.push(Shared::new(Entry {
                kind,
                anchor: anchors.take(anchor_prefix(kind), &item.key.value),
                item: item.clone(),
                findings: findings(&found, of_item),
                haystack,
            }));
        }
        let pages = std::iter::once(&list.place).chain(list.items.iter().map(Item::place));
        let of_list = found.in_messages(pages);
        sections.push(Section {
            kind,
            hints: hints(list, lang),
            findings: findings(&found, of_list),
            entries,
        });
    }
    let held = sections.iter().map(|s| (s.kind, s.entries.len()));
    let mut summary = summary(held, &found.notes, lang);
    let rest = found.take(|_| true);
    let name = surface.server.as_ref().and_then(|s| s.name.as_ref());
    let any_findings = !found.notes.is_empty();
    if let Some(earlier) = earlier {
        summary = format!("{summary} {earlier}");
    }
    Ok(Model {
        any_findings,
        title: title(name.map(|n| n.value.as_str()), lang),
        summary,
        server,
        sections,
        other: findings(&found, rest),
    })
}

/// The item the address's fragment names (`#tool-get_weather`), if any.
fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let anchor = hash.strip_prefix('#')?;
    (!anchor.is_empty()).then(|| anchor.to_owned())
}

/// Listens to `event` on the window while the component lives.
fn on_window(event: &'static str, handler: Closure<dyn Fn()>) -> impl FnOnce() {
    let window = web_sys::window();
    if let Some(window) = &window {
        let _ = window.add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
    }
    move || {
        if let Some(window) = window {
            let _ =
                window.remove_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
        }
    }
}

#[function_component(ReferenceApp)]
pub fn reference_app(props: &AppProps) -> Html {
    let lang = props.lang;
    let instance = props.instance;
    let theme = use_theme(&props.theme, instance);
    let data = props.reference.clone();
    // The findings' sentences come with the help table (engine::sentence). The view asks for it
    // only when its data has findings (a clean server's page fetches no table), and reads its
    // data again once the table is there: the items keep their state (keyed by anchor), so an
    // item opened by the address stays open.
    let sentences = table_here();
    let model = use_memo((data.clone(), lang, sentences), |(data, lang, _)| {
        model(data, *lang)
    });
    use_help(matches!(&*model, Ok(model) if model.any_findings));
    // Per instance, as the theme: a reused app starts afresh.
    let query = use_state(|| (0u32, String::new()));
    let printing = use_state(|| false);
    // The address's item opens in the first frame (the effect below follows later changes and a
    // reused app's new host).
    let target = use_state(|| (instance, fragment()));
    {
        let (target, printing) = (target.clone(), printing.clone());
        use_effect_with(instance, move |&instance| {
            target.set((instance, fragment()));
            let on_hash = {
                let target = target.clone();
                Closure::<dyn Fn()>::new(move || target.set((instance, fragment())))
            };
            let before = {
                let printing = printing.clone();
                Closure::<dyn Fn()>::new(move || printing.set(true))
            };
            let after = Closure::<dyn Fn()>::new(move || printing.set(false));
            let stops = [
                on_window("hashchange", on_hash),
                on_window("beforeprint", before),
                on_window("afterprint", after),
            ];
            move || stops.into_iter().for_each(|stop| stop())
        });
    }
    let query_text = match &*query {
        (i, text) if *i == instance => text.trim().to_lowercase(),
        _ => String::new(),
    };
    let targeted = match &*target {
        (i, anchor) if *i == instance => anchor.clone(),
        _ => None,
    };
    let oninput = {
        let query = query.clone();
        Callback::from(move |event: InputEvent| {
            let value = (event.target_dyn_into::<web_sys::HtmlInputElement>())
                .map(|input| input.value())
                .unwrap_or_default();
            query.set((instance, value));
        })
    };
    let level = props.heading.level;
    let body = match (&data.problem, &*model) {
        (Some(problem), _) => html! {
            <p class="mcpa-notice" role="alert" data-problem="">
                { format!("{}: {} ({}).", text::DATA_FAILED.get(lang), inert(&data.label), inert(problem)) }
            </p>
        },
        (None, Err(reason)) => html! {
            <p class="mcpa-notice" role="alert" data-problem="">
                { format!("{}: {}.", text::DATA_UNREADABLE.get(lang), inert(reason)) }
            </p>
        },
        (None, Ok(model)) => {
            let total: usize = model.sections.iter().map(|s| s.entries.len()).sum();
            let shown_of =
                |entry: &Entry| query_text.is_empty() || entry.haystack.contains(&query_text);
            let shown: usize = (model.sections.iter())
                .flat_map(|s| s.entries.iter())
                .filter(|e| shown_of(e))
                .count();
            let filter_id = format!("mcpa-{instance}-filter");
            html! {
                <>
                    <p class="mcpa-ref-summary">{ with_code(&model.summary) }</p>
                    if total > 0 {
                        <div class="mcpa-ref-filter" role="search">
                            <label for={filter_id.clone()}>{ text::FILTER_LABEL.get(lang) }</label>
                            <input id={filter_id} type="search" autocomplete="off" spellcheck="false" {oninput} />
                            <p class="mcpa-ref-count" aria-live="polite" data-shown={shown.to_string()}>
                                if query_text.is_empty() {
                                } else if shown == 0 {
                                    { text::NOTHING_MATCHES.get(lang) }
                                } else {
                                    { format!("{} {shown} {} {total}", text::SHOWN.get(lang), text::SHOWN_OF.get(lang)) }
                                }
                            </p>
                        </div>
                    }
                    if let Some(server) = &model.server {
                        { server_part(server, lang, level + 1) }
                    }
                    { for model.sections.iter().map(|section| html! {
                        <section class="mcpa-ref-section" aria-labelledby={format!("mcpa-{instance}-{}", section_anchor(section.kind))}>
                            { heading(level + 1, None, Some(format!("mcpa-{instance}-{}", section_anchor(section.kind))), &section_title(section.kind, lang)) }
                            if let Some(hints) = &section.hints {
                                <p>{ hints }</p>
                            }
                            { findings(&section.findings, label::FINDINGS_ABOUT_LIST.get(lang), lang) }
                            { for section.entries.iter().map(|entry| html! {
                                <ItemView key={entry.anchor.clone()} entry={entry.clone()} {lang}
                                    shown={shown_of(entry)} expanded={*printing}
                                    targeted={targeted.as_deref() == Some(entry.anchor.as_str())}
                                    allow_remote_icons={data.allow_remote_icons} level={level + 2} />
                            }) }
                        </section>
                    }) }
                    if !model.other.is_empty() {
                        <section class="mcpa-ref-section">
                            { heading(level + 1, None, None, label::OTHER_FINDINGS.get(lang)) }
                            { findings(&model.other, "", lang) }
                        </section>
                    }
                </>
            }
        }
    };
    let title_text = match &*model {
        Ok(model) => model.title.clone(),
        Err(_) => label::UNTITLED_REFERENCE.get(lang).to_owned(),
    };
    html! {
        <div key={instance} class="mcpa-root mcpa-reference" part="root" data-theme={theme.current.attribute()} lang={lang.tag()} data-view="reference">
            <header class="mcpa-header">
                if props.heading.shown {
                    { heading(level, Some("mcpa-title"), None, &title_text) }
                }
                { theme_switch(ThemeSwitchProps { lang, current: theme.current, on_cycle: theme.cycle.clone() }) }
            </header>
            { body }
        </div>
    }
}

fn server_part(server: &ServerPart, lang: Lang, level: u8) -> Html {
    let head = [label::CAPABILITY.get(lang), label::SETTINGS.get(lang)];
    html! {
        <section class="mcpa-ref-section" data-server="">
            { heading(level, None, None, label::SERVER.get(lang)) }
            if let Some(name) = &server.name {
                <p>
                    { label::NAME.get(lang) }{ " " }<code>{ name }</code>
                    if let Some(version) = &server.version {
                        { format!(", {} ", label::VERSION.get(lang)) }<code>{ version }</code>
                    }
                </p>
            }
            { table(label::CAPABILITIES.get(lang), None, &head,
                server.capabilities.iter().map(|(name, settings)| html! {
                    <tr>
                        { cell(head[0], html! { <code>{ name }</code> }) }
                        { cell(head[1], match settings {
                            Some(settings) => html! { <code>{ settings }</code> },
                            None => label::OFFERED.get(lang).into(),
                        }) }
                    </tr>
                }).collect()) }
            { findings(&server.findings, label::FINDINGS_ABOUT_DISCOVER.get(lang), lang) }
        </section>
    }
}
