//! What the Yew widget modules export to the loader (the reference module's own are in
//! `web::reference`): `mount(element)` and `unmount(element)`, and `set_help` and `help_failed`
//! for those that show findings. `validate()` lives in a module of its own
//! (`crate::check_module`).

use wasm_bindgen::prelude::*;
use web_sys::Element;

/// Takes the help table of this module's language (an object from code id to help), which the
/// loader fetched: the widgets that show findings draw their help from it.
#[cfg(feature = "editor")]
#[wasm_bindgen]
pub fn set_help(table: JsValue) {
    super::hooks::use_help::set_table(table);
}

/// Tells the module that its language's help table could not be fetched, so that the reader's
/// next move over a widget asks for it again.
#[cfg(feature = "editor")]
#[wasm_bindgen]
pub fn help_failed() {
    super::hooks::use_help::table_failed();
}

/// Mounts a widget into `element`, as its attributes say; the loader (www/embed.js) turns the
/// options of `mcpAnatomy.mount` into those attributes.
#[wasm_bindgen]
pub fn mount(element: Element) {
    super::mount::mount(element);
}

/// Unmounts the widget of `element` (an `<mcp-anatomy>` leaving the page, or one whose
/// attributes changed and is mounted again).
#[wasm_bindgen]
pub fn unmount(element: Element) {
    super::mount::unmount(&element);
}
