//! The findings module: the validator's findings on a reference's data, built with the feature
//! `findings` and one language (scripts/build-modules.sh). The reference view's own module
//! carries no rule: it draws the reference at once and, unless its findings are hidden, asks
//! the loader for this module, which judges the same text and hands back its notes
//! (`surface::found::Note`), each a code of the catalogue with its sentence. So the reference
//! is on screen before the engine is fetched, and a page that shows no findings never fetches
//! it (docs/measurements.md).
//!
//! The notes cross from one module to the other as one flat JavaScript array, [`FIELDS`]
//! values a note, written by [`encode`] here and read by [`decode`] in the reference module.

use crate::spec::codes::Severity;
use crate::surface::found::Note;
use wasm_bindgen::{JsCast, JsValue};

/// The values of one note in the flat array: severity, code, sentence, line, byte offset,
/// tool (or `undefined`), pointer. The source is the reader's: its label.
const FIELDS: u32 = 7;

/// The flat array of `notes`, as [`decode`] reads it.
#[cfg(feature = "findings")]
pub fn encode(notes: &[Note]) -> js_sys::Array {
    let array = js_sys::Array::new();
    for note in notes {
        let severity = match note.severity {
            Severity::Error => 0,
            Severity::Warning => 1,
            Severity::Info => 2,
        };
        array.push(&JsValue::from(severity));
        array.push(&JsValue::from(note.code.as_str()));
        array.push(&JsValue::from(note.message.as_str()));
        array.push(&JsValue::from(note.line as u32));
        array.push(&JsValue::from(note.start as u32));
        array.push(
            &note
                .tool
                .as_deref()
                .map_or(JsValue::UNDEFINED, JsValue::from),
        );
        array.push(&JsValue::from(note.pointer.as_str()));
    }
    array
}

/// The notes of a flat array [`encode`] wrote, each from the source labelled `source`; a value
/// of another type (no such array) is read as nothing rather than trusted.
pub fn decode(array: &JsValue, source: &str) -> Vec<Note> {
    let Some(array) = array.dyn_ref::<js_sys::Array>() else {
        return Vec::new();
    };
    let number = |index: u32| array.get(index).as_f64().unwrap_or(0.0) as usize;
    let text = |index: u32| array.get(index).as_string().unwrap_or_default();
    (0..array.length() / FIELDS)
        .map(|note| note * FIELDS)
        .map(|at| Note {
            severity: match number(at) {
                0 => Severity::Error,
                1 => Severity::Warning,
                _ => Severity::Info,
            },
            code: text(at + 1),
            message: text(at + 2),
            source: source.to_owned(),
            line: number(at + 3),
            start: number(at + 4),
            tool: array.get(at + 5).as_string(),
            pointer: text(at + 6),
        })
        .collect()
}

#[cfg(feature = "findings")]
pub use exports::*;

#[cfg(feature = "findings")]
mod exports {
    use crate::engine;
    use crate::spec::Lang;
    use crate::surface::found::Note;
    use wasm_bindgen::prelude::*;

    /// The notes of `text` (an answer, a transcript or a saved walk), judged by 2025-11-25 when
    /// `legacy`, as the reference module reads them (`decode`).
    #[wasm_bindgen]
    pub fn find(text: String, legacy: bool) -> js_sys::Array {
        let lang = Lang::default();
        let notes = match engine::check_messages_in(&text, false, legacy) {
            Some(reports) => Note::of("", reports.iter().map(|m| &m.report), lang),
            None => {
                let report = match legacy {
                    true => engine::check_legacy_answer(&text, None),
                    false => engine::check_answer(&text, None),
                };
                Note::of("", std::iter::once(&report), lang)
            }
        };
        super::encode(&notes)
    }

    /// Takes the help table of this module's language, which the loader fetched: the
    /// findings' sentences are said from its templates.
    #[wasm_bindgen]
    pub fn set_help(table: JsValue) {
        crate::check_module::install_templates(&table);
    }
}
