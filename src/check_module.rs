//! The check module: `validate()` for a page's own scripts, built with the feature `check` and
//! one language (scripts/build-modules.sh). It is the engine and this file, with no widget and
//! no Yew, so a page that only validates fetches a fraction of the full module, and the page
//! with the editor does not carry this API. `validate(text, specBase, method)` gives the report
//! of `mcp-anatomy check --format json` in a compact form, from which the loader's
//! `mcpAnatomy.validate(text, options)` builds it.
//!
//! `install_templates` serves every module that says findings: the widget modules call it when
//! their help table comes (`web::hooks::use_help`).

use wasm_bindgen::{JsCast, JsValue};

/// Installs the findings' sentence templates of a help table the loader fetched (an object
/// whose `#`-keys are template numbers; `engine::sentence`).
pub fn install_templates(table: &JsValue) {
    let entries = js_sys::Object::entries(table.unchecked_ref());
    crate::engine::sentence::install(entries.iter().filter_map(|entry| {
        let pair: js_sys::Array = entry.unchecked_into();
        let id = crate::engine::sentence::id_of_key(&pair.get(0).as_string()?)?;
        Some((id, pair.get(1).as_string()?))
    }));
}

#[cfg(feature = "check")]
pub use exports::*;

#[cfg(feature = "check")]
mod exports {
    use crate::engine;
    use crate::spec::{DEFAULT_SPEC_BASE, Lang};
    use wasm_bindgen::prelude::*;

    /// Checks `text` as the answer to `method` (without it, its members tell what it answers)
    /// and returns the report in its compact form (`Report::to_compact_text`), from which the
    /// loader builds `{input, kind, valid, errors, warnings, infos, diagnostics}` (www/embed.js,
    /// which also checks the arguments: reading the options object from here took longer). The
    /// report is in the module's own language (one module per language): a language tag passed
    /// in cost a string copied in and read.
    #[wasm_bindgen]
    pub fn validate(
        text: &js_sys::JsString,
        spec_base: Option<String>,
        method: Option<String>,
    ) -> String {
        let text = utf8_of(text);
        let report = engine::check_answer_without_checklist(&text, method.as_deref());
        let spec_base = spec_base.as_deref().unwrap_or(DEFAULT_SPEC_BASE);
        report.to_compact_text("<input>", Lang::default(), spec_base)
    }

    /// `[severity, code]` of the code at `index` of the catalogue, as JSON text, which the
    /// compact form of a report leaves out (an empty array past the catalogue's end).
    #[wasm_bindgen]
    pub fn code_info(index: usize) -> String {
        engine::Report::code_text(index).unwrap_or_else(|| "[]".to_owned())
    }

    /// Takes the help table of this module's language, which the loader fetched: the
    /// findings' sentences are said from its templates.
    #[wasm_bindgen]
    pub fn set_help(table: JsValue) {
        super::install_templates(&table);
    }

    #[wasm_bindgen]
    extern "C" {
        type TextEncoder;
        #[wasm_bindgen(constructor)]
        fn new() -> TextEncoder;
        #[wasm_bindgen(method, js_name = encodeInto)]
        fn encode_into(
            this: &TextEncoder,
            source: &js_sys::JsString,
            into: &js_sys::Uint8Array,
        ) -> EncodeResult;
        type EncodeResult;
        #[wasm_bindgen(method, getter)]
        fn written(this: &EncodeResult) -> u32;
    }

    /// The text in UTF-8, encoded by the browser in one call. The glue's own way of passing a
    /// `&str` copies ASCII a character at a time in JavaScript first, which took a sixth of
    /// `validate()` on a typical answer. A lone surrogate becomes U+FFFD, as it would there, so
    /// what the encoder writes is always UTF-8 and is not checked again (1.4 % of `validate()`
    /// on a 1 MB tool list).
    fn utf8_of(text: &js_sys::JsString) -> String {
        thread_local!(static ENCODER: TextEncoder = TextEncoder::new());
        // Each UTF-16 unit takes at most three bytes of UTF-8.
        let capacity = text.length() as usize * 3;
        let mut bytes = Vec::<u8>::with_capacity(capacity);
        // SAFETY: the view covers the vector's spare capacity, nothing allocates while it is in
        // use (so wasm memory cannot move), `set_len` counts only bytes the encoder wrote, and
        // the Encoding Standard's UTF-8 encoder writes nothing but well-formed UTF-8.
        unsafe {
            let view = js_sys::Uint8Array::view_mut_raw(bytes.as_mut_ptr(), capacity);
            let written = ENCODER.with(|encoder| encoder.encode_into(text, &view).written());
            bytes.set_len(written as usize);
            String::from_utf8_unchecked(bytes)
        }
    }
}
