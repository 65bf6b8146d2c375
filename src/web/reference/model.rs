//! What the reference view shows, read from the loader's data: the page of `docs`
//! (`surface::page`), from the surface of the data and the engine's findings on it. Pure: no
//! DOM here (`markup.rs` writes it, `mod.rs` mounts it).

use crate::engine;
use crate::spec::Lang;
use crate::surface::Source;
use crate::surface::found::{Found, Messages, Note, Shown};
use crate::surface::page::{self, Model};

/// What the loader hands a reference widget: the JSON text, the label of where it came from
/// (the `src` address, or `inline`), and why it could not be fetched, if it could not; and
/// whether it is judged by 2025-11-25 (the `revision` attribute).
pub struct Data {
    pub text: String,
    pub label: String,
    pub problem: Option<String>,
    pub legacy: bool,
}

/// Reads and checks the data, and places each finding `shown` keeps where `docs` would.
pub fn model(data: &Data, lang: Lang, shown: Shown) -> Result<Model, String> {
    let sources = vec![Source::new(data.label.clone(), data.text.clone(), false)];
    let messages = Messages::of_sources(&sources);
    let surface = crate::surface::read(sources).map_err(|e| e.message().get(lang).to_owned())?;
    let notes = match engine::check_messages_in(&data.text, false, data.legacy) {
        Some(reports) => Note::of(&data.label, reports.iter().map(|m| &m.report), lang),
        None => {
            let report = match data.legacy {
                true => engine::check_legacy_answer(&data.text, None),
                false => engine::check_answer(&data.text, None),
            };
            Note::of(&data.label, std::iter::once(&report), lang)
        }
    };
    Ok(page::model(
        &surface,
        Found::new(notes, messages, shown),
        lang,
    ))
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
