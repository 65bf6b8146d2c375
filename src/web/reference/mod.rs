//! The reference view (`view="reference"`, feature `reference`): a server's tools, prompts,
//! resources and templates as documentation, read from the JSON the loader hands over (an
//! answer, a transcript or a saved probe walk) by `surface::read`, with the validator's findings
//! at the item they concern. What it says and how it places findings is `docs`' own
//! (`surface::{rows, reference, found}`). The findings come from a module of their own
//! (`findings_module`): the view is drawn first, then asks the loader for them (a
//! `mcp-anatomy-findings` event on its host) unless its `findings` attribute hides them all, and
//! is drawn again with them (`take_findings`).
//!
//! No Yew here: the view is written once as markup (`markup.rs`), and what changes afterwards
//! is small and local (an item opened, the filter, the theme), so a few listeners on the
//! widget's root do it in place. The module carries no virtual DOM, which is most of the weight
//! a framework adds (docs/measurements.md).
//!
//! Server text is only ever text: names, descriptions and schema values are escaped into the
//! markup, made inert first (`inert`), and an icon's address is used only when it is `data:`,
//! or `https:` when the host opts in (`allow-remote-icons`).

mod dom;
mod markup;
mod model;
mod patch;

use super::host::{Heading, MOUNTED_ATTRIBUTE, host_lang, next_index, shadow_container};
use super::text;
use crate::inert::inert;
use crate::surface::Surface;
use crate::surface::found::Shown;
use crate::surface::page::Model;
use dom::{filter_box, focus_summary, items};
use markup::Frame;
use model::Data;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, HtmlInputElement};

/// A mounted reference widget.
struct Widget {
    host: Element,
    /// The element the markup is written into (inside the host's shadow root).
    root: Element,
    frame: Frame,
    data: Data,
    /// Which findings it shows (the `findings` attribute).
    shown: Shown,
    /// The data's surface, read once (or why it cannot be read).
    surface: Result<Surface, String>,
    model: Result<Model, String>,
    /// The findings module has judged the data (`take_findings`).
    judged: bool,
    /// Each item's words in lower case, for the filter (`model::haystacks`).
    haystacks: Vec<String>,
    /// Items opened for printing, closed again after.
    opened_for_print: Vec<usize>,
    /// The listeners on `root`, kept while it lives.
    _listeners: [Closure<dyn Fn(Event)>; 2],
}

thread_local! {
    static WIDGETS: RefCell<Vec<Widget>> = const { RefCell::new(Vec::new()) };
    /// The help table is here: the findings module says the findings' sentences (`set_help`).
    static HELP_HERE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static WINDOW_LISTENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Mounts a reference widget into `element` showing `text` (read from `label`), or saying why
/// there is nothing to show (`problem`: the loader could not fetch it). `find` is the findings
/// module's when it is already here (another reference brought it): the findings are then
/// drawn with the reference, in one draw.
#[wasm_bindgen]
pub fn mount_reference(
    element: Element,
    text: String,
    label: String,
    problem: Option<String>,
    find: Option<js_sys::Function>,
) {
    if element.get_attribute(MOUNTED_ATTRIBUTE).is_some() {
        return;
    }
    let _ = element.set_attribute(MOUNTED_ATTRIBUTE, "");
    listen_to_window();
    let lang = host_lang(&element);
    let heading = Heading::from_attribute(&element.get_attribute("heading").unwrap_or_default());
    let theme = match element.get_attribute("theme").as_deref() {
        Some("light") => "light",
        Some("dark") => "dark",
        _ => "auto",
    };
    let frame = Frame {
        instance: next_index(),
        lang,
        level: heading.level,
        title_shown: heading.shown,
        theme,
        allow_remote_icons: element.has_attribute("allow-remote-icons"),
    };
    let data = Data {
        text,
        label,
        problem,
        legacy: element.get_attribute("revision").as_deref() == Some(crate::spec::LEGACY_REVISION),
    };
    let root = shadow_container(&element).unwrap_or_else(|| element.clone());
    let instance = frame.instance;
    let on_click = Closure::<dyn Fn(Event)>::new(move |event: Event| clicked(instance, &event));
    let on_input = Closure::<dyn Fn(Event)>::new(move |event: Event| filtered(instance, &event));
    for (name, listener) in [("click", &on_click), ("input", &on_input)] {
        let _ = root.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
    }
    let shown = Shown::from_attribute(&element.get_attribute("findings").unwrap_or_default());
    let surface = model::read(&data, lang);
    let model = (surface.as_ref())
        .map(|surface| model::model(surface, &data, lang, (shown, None)))
        .map_err(String::clone);
    let mut widget = Widget {
        host: element,
        root,
        haystacks: model.as_ref().map(model::haystacks).unwrap_or_default(),
        surface,
        model,
        judged: false,
        frame,
        data,
        shown,
        opened_for_print: Vec::new(),
        _listeners: [on_click, on_input],
    };
    if let Some(find) = find.filter(|_| wants_findings(&widget)) {
        judge(&mut widget, &find);
    }
    draw(&widget);
    ask_for_findings_if_wanted(&widget);
    ask_for_help_if_wanted(&widget);
    WIDGETS.with_borrow_mut(|widgets| widgets.push(widget));
    open_target(instance);
}

/// Unmounts the widget of `element` (an `<mcp-anatomy>` leaving the page, or one whose
/// attributes changed and is mounted again).
#[wasm_bindgen]
pub fn unmount(element: Element) {
    let widget = WIDGETS.with_borrow_mut(|widgets| {
        let index = widgets.iter().position(|w| w.host == element)?;
        Some(widgets.swap_remove(index))
    });
    let Some(widget) = widget else { return };
    if widget.root == widget.host {
        widget.root.set_inner_html("");
    } else {
        widget.root.remove();
    }
    let _ = element.remove_attribute(MOUNTED_ATTRIBUTE);
}

/// Takes the findings of `element`'s widget: `find` is the findings module's (`find(text,
/// legacy)`), which the loader hands over. The widget is drawn again with them, each item as it
/// was; if they need sentences the help table has not brought yet, it is asked for.
#[wasm_bindgen]
pub fn take_findings(element: Element, find: js_sys::Function) {
    let instance = WIDGETS.with_borrow_mut(|widgets| {
        let widget = widgets.iter_mut().find(|w| w.host == element)?;
        judge(widget, &find).then_some(widget.frame.instance)
    });
    let Some(instance) = instance else { return };
    with_widget(instance, |widget| {
        if !put_findings_in(widget) {
            redraw(widget);
        }
        ask_for_help_if_wanted(widget);
    });
}

/// Puts the findings into the widget as drawn without them (`patch`), keeping the focus on the
/// item that had it; false when it must be drawn again instead.
fn put_findings_in(widget: &Widget) -> bool {
    let Ok(model) = &widget.model else {
        return false;
    };
    let focused = focused_item(widget);
    let body = |index: usize| {
        let entry = model.entries().nth(index);
        entry.map_or_else(String::new, |entry| markup::body(&widget.frame, entry))
    };
    if !patch::findings_in(&widget.root, &markup_of(widget), body) {
        return false;
    }
    if let Some(item) = focused.and_then(|index| items(&widget.root).into_iter().nth(index)) {
        focus_summary(&item);
    }
    true
}

/// Judges the widget's data with the findings module's `find` and makes its model again with
/// the notes; false when there is nothing to judge or `find` failed.
fn judge(widget: &mut Widget, find: &js_sys::Function) -> bool {
    let Ok(surface) = &widget.surface else {
        return false;
    };
    let (text, legacy) = (JsValue::from(widget.data.text.as_str()), widget.data.legacy);
    let Ok(found) = find.call2(&JsValue::NULL, &text, &JsValue::from(legacy)) else {
        return false;
    };
    let notes = crate::findings_module::decode(&found, &widget.data.label);
    let (lang, shown) = (widget.frame.lang, widget.shown);
    widget.model = Ok(model::model(
        surface,
        &widget.data,
        lang,
        (shown, Some(notes)),
    ));
    widget.judged = true;
    true
}

/// The help table of this module's language has come (the findings module took its sentences):
/// the widgets with findings ask for them again, now with their sentences.
#[wasm_bindgen]
pub fn set_help(_table: JsValue) {
    HELP_HERE.set(true);
    WIDGETS.with_borrow(|widgets| {
        (widgets.iter())
            .filter(|w| matches!(&w.model, Ok(model) if model.any_findings))
            .for_each(ask_for_findings)
    });
}

/// Draws the widget again from its model, keeping which items are open, the filter's text and
/// the focused item.
fn redraw(widget: &Widget) {
    let open: Vec<usize> = (items(&widget.root).iter().enumerate())
        .filter(|(_, item)| item.has_attribute("open"))
        .map(|(index, _)| index)
        .collect();
    let focused = focused_item(widget);
    let query = filter_box(&widget.root).map(|input| input.value());
    draw(widget);
    let items = items(&widget.root);
    for index in open {
        open_item(widget, &items, index);
    }
    if let Some(query) = query.filter(|q| !q.is_empty())
        && let Some(input) = filter_box(&widget.root)
    {
        input.set_value(&query);
        apply_filter(widget, &query);
    }
    if let Some(index) = focused {
        focus_summary(&items[index]);
    }
}

/// Asks the loader for the findings (a `mcp-anatomy-findings` event on the host) while the
/// data is readable, not yet judged and its findings are not all hidden.
fn ask_for_findings_if_wanted(widget: &Widget) {
    if wants_findings(widget) {
        ask_for_findings(widget);
    }
}

fn wants_findings(widget: &Widget) -> bool {
    !widget.judged && widget.shown != Shown::Nothing && widget.model.is_ok()
}

fn ask_for_findings(widget: &Widget) {
    if let Ok(event) = Event::new("mcp-anatomy-findings") {
        let _ = widget.host.dispatch_event(&event);
    }
}

/// Asks the loader for the help table (a `mcp-anatomy-help` event on the window) while it is not
/// here and `widget` has findings to say; an ask while it is on its way joins that fetch.
fn ask_for_help_if_wanted(widget: &Widget) {
    if !HELP_HERE.get()
        && matches!(&widget.model, Ok(model) if model.any_findings)
        && let Some(window) = web_sys::window()
        && let Ok(event) = Event::new("mcp-anatomy-help")
    {
        let _ = window.dispatch_event(&event);
    }
}

fn with_widget(instance: u32, action: impl FnOnce(&mut Widget)) {
    WIDGETS.with_borrow_mut(|widgets| {
        if let Some(widget) = widgets.iter_mut().find(|w| w.frame.instance == instance) {
            action(widget);
        }
    });
}

fn draw(widget: &Widget) {
    widget.root.set_inner_html(&markup_of(widget));
}

/// The widget's whole markup as its model now is.
fn markup_of(widget: &Widget) -> String {
    let problem = widget.data.problem.as_ref().map(|problem| {
        let lang = widget.frame.lang;
        let (label, problem) = (inert(&widget.data.label), inert(problem));
        format!("{}: {label} ({problem}).", text::DATA_FAILED.get(lang))
    });
    let judging = wants_findings(widget);
    markup::widget(&widget.frame, &widget.model, problem, judging)
}

/// Opens an item, writing its body first if it has none yet.
fn open_item(widget: &Widget, items: &[Element], index: usize) {
    let (Ok(model), Some(item)) = (&widget.model, items.get(index)) else {
        return;
    };
    write_body(widget, model, item, index);
    let _ = item.set_attribute("open", "");
}

fn write_body(widget: &Widget, model: &Model, item: &Element, index: usize) {
    let has_body = item
        .last_element_child()
        .is_some_and(|last| last.local_name() != "summary");
    if let (false, Some(entry)) = (has_body, model.entries().nth(index)) {
        let body = markup::body(&widget.frame, entry);
        let _ = item.insert_adjacent_html("beforeend", &body);
    }
}

/// The item whose summary has the focus, if one has.
fn focused_item(widget: &Widget) -> Option<usize> {
    let active = widget.host.shadow_root()?.active_element()?;
    let summary = active.closest("summary").ok()??;
    let item = summary.parent_element()?;
    items(&widget.root).iter().position(|i| *i == item)
}

/// A click in the widget: an item's summary (its body is written before the browser opens it),
/// or the theme switch.
fn clicked(instance: u32, event: &Event) {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return;
    };
    with_widget(instance, |widget| {
        if let Ok(Some(switch)) = target.closest("[data-theme-switch]") {
            widget.frame.theme = match widget.frame.theme {
                "auto" => "light",
                "light" => "dark",
                _ => "auto",
            };
            switch.set_text_content(Some(&text::theme_switch_words(
                widget.frame.theme,
                widget.frame.lang,
            )));
            if let Some(root) = widget.root.first_element_child() {
                let _ = root.set_attribute("data-theme", widget.frame.theme);
            }
            return;
        }
        let Some(item) =
            (target.closest("summary").ok().flatten()).and_then(|summary| summary.parent_element())
        else {
            return;
        };
        // A module or table whose fetch failed is asked for again as the reader opens an item.
        ask_for_findings_if_wanted(widget);
        ask_for_help_if_wanted(widget);
        let Ok(model) = &widget.model else { return };
        if let Some(index) = items(&widget.root).iter().position(|i| *i == item) {
            write_body(widget, model, &item, index);
        }
    });
}

/// A keystroke in the filter box.
fn filtered(instance: u32, event: &Event) {
    let Some(input) = (event.target()).and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else {
        return;
    };
    with_widget(instance, |widget| apply_filter(widget, &input.value()));
}

/// Shows the items whose name, title or description holds `query` (any case), hides the rest,
/// and says how many are shown.
fn apply_filter(widget: &Widget, query: &str) {
    let Ok(model) = &widget.model else { return };
    let query = model::lower_case(query.trim());
    let items = items(&widget.root);
    let mut shown = 0;
    for (haystack, item) in widget.haystacks.iter().zip(&items) {
        let matches = model::holds(haystack, &query);
        shown += usize::from(matches);
        if item.has_attribute("hidden") == matches {
            let _ = item.toggle_attribute_with_force("hidden", !matches);
        }
    }
    if let Ok(Some(count)) = widget.root.query_selector(".mcpa-ref-count") {
        let words = markup::count_words(query.is_empty(), shown, items.len(), widget.frame.lang);
        count.set_text_content(Some(&words));
        let _ = count.set_attribute("data-shown", &shown.to_string());
    }
}

/// The item the address's fragment names (`#tool-get_weather`), if any.
fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let anchor = hash.strip_prefix('#')?;
    (!anchor.is_empty()).then(|| anchor.to_owned())
}

/// Opens the item the address names in widget `instance`, scrolls to it and focuses its summary;
/// scrolls to any other element of the widget it names.
fn open_target(instance: u32) {
    let Some(anchor) = fragment() else { return };
    with_widget(instance, |widget| {
        let Ok(model) = &widget.model else { return };
        let Some(index) = model.entries().position(|entry| entry.anchor == anchor) else {
            // Not an item: a finding its list tells for several items, which they link to.
            let selector = format!("[id=\"{anchor}\"]");
            if let Ok(Some(target)) = widget.root.query_selector(&selector) {
                target.scroll_into_view();
            }
            return;
        };
        let items = items(&widget.root);
        open_item(widget, &items, index);
        if let Some(item) = items.get(index) {
            item.scroll_into_view();
            focus_summary(item);
        }
    });
}

/// The window's events every reference widget follows: the address's fragment, and printing
/// (every item open, then as they were).
fn listen_to_window() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if WINDOW_LISTENING.replace(true) {
        return;
    }
    let instances = || WIDGETS.with_borrow(|w| w.iter().map(|w| w.frame.instance).collect());
    let on_hash = Closure::<dyn Fn()>::new(move || {
        let all: Vec<u32> = instances();
        all.into_iter().for_each(open_target);
    });
    let before_print = Closure::<dyn Fn()>::new(|| {
        WIDGETS.with_borrow_mut(|widgets| {
            for widget in widgets.iter_mut() {
                let items = items(&widget.root);
                let closed: Vec<usize> = (0..items.len())
                    .filter(|&index| !items[index].has_attribute("open"))
                    .collect();
                for &index in &closed {
                    open_item(widget, &items, index);
                }
                widget.opened_for_print = closed;
            }
        })
    });
    let after_print = Closure::<dyn Fn()>::new(|| {
        WIDGETS.with_borrow_mut(|widgets| {
            for widget in widgets.iter_mut() {
                let items = items(&widget.root);
                for index in std::mem::take(&mut widget.opened_for_print) {
                    if let Some(item) = items.get(index) {
                        let _ = item.remove_attribute("open");
                    }
                }
            }
        })
    });
    // The page's life long: one set for every widget of the page.
    for (name, listener) in [
        ("hashchange", on_hash),
        ("beforeprint", before_print),
        ("afterprint", after_print),
    ] {
        let _ = window.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
        listener.forget();
    }
}
