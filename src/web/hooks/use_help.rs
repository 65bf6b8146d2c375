//! The help of each diagnostic code and the templates of the findings' sentences
//! (`engine::sentence`). The browser modules carry neither (most of their text): the loader
//! fetches the language's table the first time a widget shows a finding, or when a page's script
//! loads the language for `validate()`, and hands it over through `set_help`; the widgets that
//! asked for it then draw again. The table also holds the texts the full module leaves out
//! (`spec::later!`), so the widget asks for it as soon as the pointer or the focus enters it.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The loader's object from code id to help, read in place (a map of our own cost 1 KB of code).
#[derive(Clone)]
pub struct HelpTable(JsValue);

impl HelpTable {
    pub fn get(&self, code: &str) -> Option<String> {
        js_sys::Reflect::get(&self.0, &JsValue::from_str(code))
            .ok()?
            .as_string()
    }
}

thread_local! {
    static TABLE: RefCell<Option<HelpTable>> = const { RefCell::new(None) };
    /// Widgets drawn without the table, to draw again once it comes.
    static WAITING: RefCell<Vec<Callback<()>>> = const { RefCell::new(Vec::new()) };
    /// Whether the loader was asked already (the pointer moving over a widget asks again and again).
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Asks the loader for the table with a `mcp-anatomy-help` event on the window, unless it is here
/// or on its way (a table that failed to come is asked for again as the reader next reaches for
/// a widget, see `table_failed`).
pub fn request() {
    if ASKED.replace(true) || TABLE.with(|t| t.borrow().is_some()) {
        return;
    }
    if let Some(window) = web_sys::window()
        && let Ok(event) = web_sys::Event::new("mcp-anatomy-help")
    {
        let _ = window.dispatch_event(&event);
    }
}

/// A text of `spec::later!`: `built_in` where this module has it, else the table's entry
/// `kind` + `id` (`details:tools`), empty until the table comes.
pub fn or_later(built_in: &'static str, kind: &str, id: &str) -> Cow<'static, str> {
    if !built_in.is_empty() {
        return Cow::Borrowed(built_in);
    }
    let entry = TABLE.with(|t| {
        t.borrow()
            .as_ref()
            .and_then(|help| help.get(&[kind, id].concat()))
    });
    Cow::Owned(entry.unwrap_or_default())
}

/// Runs `then` once the table is here: at once if it is, else when it comes (asking for it).
pub fn when_here(then: Callback<()>) {
    if TABLE.with(|t| t.borrow().is_some()) {
        then.emit(());
        return;
    }
    WAITING.with(|w| w.borrow_mut().push(then));
    ASKED.set(false);
    request();
}

/// The loader could not fetch the table: the next reach for a widget asks again, and the widgets
/// that wait for it draw again once it comes.
pub fn table_failed() {
    ASKED.set(false);
}

/// Takes the table the loader fetched (an object from code id to help, and from `#` and a
/// template's number to the template), installs the templates and redraws the widgets that wait
/// for it.
pub fn set_table(table: JsValue) {
    crate::check_module::install_templates(&table);
    TABLE.with(|t| *t.borrow_mut() = Some(HelpTable(table)));
    for redraw in WAITING.with(|w| std::mem::take(&mut *w.borrow_mut())) {
        redraw.emit(());
    }
}

/// The help table once it is there. While it is not and `wanted` holds (the widget shows a
/// finding, or a text the module left out), asks the loader for it, once per widget, and draws
/// again when it comes.
#[hook]
pub fn use_help(wanted: bool) -> Option<HelpTable> {
    let table = TABLE.with(|t| t.borrow().clone());
    let redraw = use_force_update();
    let ask = wanted && table.is_none();
    use_effect_with(ask, move |ask| {
        if *ask {
            when_here(Callback::from(move |()| redraw.force_update()));
        }
    });
    table
}
