//! Operations on the editor's text area that keep the browser's own undo history.

use wasm_bindgen::JsCast;
use web_sys::{HtmlDocument, HtmlTextAreaElement};

/// Height of one editor line in CSS pixels; the stylesheet fixes the same value.
pub const LINE_PX: i32 = 20;

/// Selects UTF-16 range `start..end`, focuses the text area and scrolls the range into view.
pub fn select(textarea: &HtmlTextAreaElement, start: u32, end: u32, line: usize) {
    let _ = textarea.focus();
    let _ = textarea.set_selection_range(start, end);
    scroll_to_line(textarea, line);
}

/// Scrolls an element so that `line` sits a third of the way down its view.
pub fn scroll_to_line(element: &web_sys::Element, line: usize) {
    let above = i32::try_from(line.saturating_sub(1)).unwrap_or(i32::MAX / LINE_PX);
    let top = (above.saturating_mul(LINE_PX) - element.client_height() / 3).max(0);
    element.set_scroll_top(top);
}

/// Replaces UTF-16 range `start..end` with `text` as if typed, so Ctrl+Z undoes it.
/// Returns false when the browser refuses; the caller then sets the value directly.
pub fn replace_range(textarea: &HtmlTextAreaElement, start: u32, end: u32, text: &str) -> bool {
    let _ = textarea.focus();
    let _ = textarea.set_selection_range(start, end);
    let document = textarea
        .owner_document()
        .and_then(|d| d.dyn_into::<HtmlDocument>().ok());
    match document {
        Some(document) if text.is_empty() => document.exec_command("delete").unwrap_or(false),
        Some(document) => document
            .exec_command_with_show_ui_and_value("insertText", false, text)
            .unwrap_or(false),
        None => false,
    }
}

/// Replaces the whole text, undoably where the browser allows it.
pub fn replace_all(textarea: &HtmlTextAreaElement, text: &str) {
    let length = textarea.value().encode_utf16().count() as u32;
    if !replace_range(textarea, 0, length, text) {
        textarea.set_value(text);
    }
}
