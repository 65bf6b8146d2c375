//! The few ways the reference view finds its own elements: one or all under a root by a
//! selector, an element's children, the items, the filter box; shared by the view and `patch`.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

pub fn one(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).ok().flatten()
}

pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|index| list.item(index)?.dyn_into::<Element>().ok())
        .collect()
}

pub fn children(parent: &Element) -> Vec<Element> {
    all(parent, ":scope > *")
}

/// The widget's items, in the order of the model's entries.
pub fn items(root: &Element) -> Vec<Element> {
    all(root, "details.mcpa-ref-item")
}

pub fn filter_box(root: &Element) -> Option<HtmlInputElement> {
    one(root, "input[type=search]")?.dyn_into().ok()
}

pub fn focus_summary(item: &Element) {
    if let Some(summary) = item.first_element_child() {
        let _ = summary.unchecked_into::<HtmlElement>().focus();
    }
}
