//! What the reference view shows, read from the loader's data: the page of `docs`
//! (`surface::page`), from the surface of the data and the findings module's notes on it
//! (`findings_module`). Pure: no DOM here (`markup.rs` writes it, `mod.rs` mounts it).

use crate::spec::Lang;
use crate::surface::found::{Found, Messages, Note, Shown};
use crate::surface::page::{self, Model};
use crate::surface::{Source, Surface};

/// What the loader hands a reference widget: the JSON text, the label of where it came from
/// (the `src` address, or `inline`), and why it could not be fetched, if it could not; and
/// whether it is judged by 2025-11-25 (the `revision` attribute).
pub struct Data {
    pub text: String,
    pub label: String,
    pub problem: Option<String>,
    pub legacy: bool,
}

impl Data {
    fn source(&self) -> Source {
        Source::new(self.label.clone(), self.text.clone(), false)
    }
}

/// The surface of the data: what the page shows, read once and drawn with or without findings.
pub fn read(data: &Data, lang: Lang) -> Result<Surface, String> {
    crate::surface::read(vec![data.source()]).map_err(|e| e.message().get(lang).to_owned())
}

/// The page of `surface` with each of `notes` that `shown` keeps placed where `docs` would;
/// without notes (the findings module has not judged the data yet), the page says nothing of
/// findings.
pub fn model(
    surface: &Surface,
    data: &Data,
    lang: Lang,
    (shown, notes): (Shown, Option<Vec<Note>>),
) -> Model {
    let messages = Messages::of_sources(&[data.source()]);
    let found = match notes {
        Some(notes) => Found::new(notes, messages, shown),
        None => Found::new(Vec::new(), messages, Shown::Nothing),
    };
    page::model(surface, found, lang)
}

/// Each item's key, title and description in lower case, in page order, for the filter.
pub fn haystacks(model: &Model) -> Vec<String> {
    (model.entries())
        .map(|entry| {
            let item = &entry.item;
            let mut haystack = item.key.value.clone();
            let description = item.description.as_ref().map(|d| d.value.as_str());
            for text in [item.shown_title(), description].into_iter().flatten() {
                haystack.push('\n');
                haystack.push_str(text);
            }
            lower_case(&haystack)
        })
        .collect()
}

/// `text` in lower case, by the browser: Rust's own case tables would add kilobytes to the
/// module for the filter alone.
pub fn lower_case(text: &str) -> String {
    js_sys::JsString::from(text).to_lower_case().into()
}

/// Whether `haystack` holds `needle`, compared byte by byte: `str::contains` would bring the
/// string searcher into the module for this one use.
pub fn holds(haystack: &str, needle: &str) -> bool {
    let needle = needle.as_bytes();
    needle.is_empty() || (haystack.as_bytes().windows(needle.len())).any(|window| window == needle)
}
