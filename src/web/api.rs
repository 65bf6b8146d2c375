//! The JavaScript API for documentation tooling: `validate(text, {lang})` returns the same
//! report as `mcp-anatomy check --format json`, and `mount(element)` mounts a widget where a
//! page's own script decides.

#[cfg(feature = "editor")]
use crate::engine;
#[cfg(feature = "editor")]
use crate::spec::{DEFAULT_SPEC_BASE, Lang};
use wasm_bindgen::prelude::*;
use web_sys::Element;

/// Reads the string options `names` of a plain options object (absent, undefined or null
/// ones are `None`). Read by hand rather than through serde: deserialisation, whose error
/// messages format floats, cost 9.6 KB of the gzipped module.
#[cfg(feature = "editor")]
fn string_options<const N: usize>(
    value: &JsValue,
    names: [&str; N],
) -> Result<[Option<String>; N], JsValue> {
    let mut found: [Option<String>; N] = std::array::from_fn(|_| None);
    if value.is_undefined() || value.is_null() {
        return Ok(found);
    }
    if !value.is_object() {
        return Err(js_sys::Error::new("mcp-anatomy: bad options: expected an object").into());
    }
    for (slot, name) in found.iter_mut().zip(names) {
        let option = js_sys::Reflect::get(value, &JsValue::from_str(name))?;
        if option.is_undefined() || option.is_null() {
            continue;
        }
        *slot = Some(option.as_string().ok_or_else(|| {
            js_sys::Error::new(&format!(
                "mcp-anatomy: bad options: {name} must be a string"
            ))
        })?);
    }
    Ok(found)
}

/// Checks `text` and returns `{input, kind, valid, errors, warnings, infos, diagnostics}`;
/// `method` says what the text answers when its members should not decide.
#[cfg(feature = "editor")]
#[wasm_bindgen]
pub fn validate(text: JsValue, options_value: JsValue) -> Result<JsValue, JsValue> {
    if !text.is_string() {
        return Err(
            js_sys::TypeError::new("mcp-anatomy: validate() takes the text as a string").into(),
        );
    }
    let [lang, spec_base, method] = string_options(&options_value, ["lang", "specBase", "method"])?;
    let lang = Lang::from_tag(lang.as_deref().unwrap_or_default());
    let text = utf8_of(text.unchecked_ref());
    let report = engine::check_answer(&text, method.as_deref());
    let json = report.to_json(
        "<input>",
        lang,
        spec_base.as_deref().unwrap_or(DEFAULT_SPEC_BASE),
    );
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(&json, &serializer)
        .map_err(|e| js_sys::Error::new(&e.to_string()).into())
}

#[cfg(feature = "editor")]
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
/// what the encoder writes is always UTF-8 and is not checked again (1.4 % of `validate()` on
/// a 1 MB tool list).
#[cfg(feature = "editor")]
fn utf8_of(text: &js_sys::JsString) -> String {
    thread_local!(static ENCODER: TextEncoder = TextEncoder::new());
    // Each UTF-16 unit takes at most three bytes of UTF-8.
    let capacity = text.length() as usize * 3;
    let mut bytes = Vec::<u8>::with_capacity(capacity);
    // SAFETY: the view covers the vector's spare capacity, nothing allocates while it is in
    // use (so wasm memory cannot move), `set_len` counts only bytes the encoder wrote, and the
    // Encoding Standard's UTF-8 encoder writes nothing but well-formed UTF-8.
    unsafe {
        let view = js_sys::Uint8Array::view_mut_raw(bytes.as_mut_ptr(), capacity);
        let written = ENCODER.with(|encoder| encoder.encode_into(text, &view).written());
        bytes.set_len(written as usize);
        String::from_utf8_unchecked(bytes)
    }
}

/// Mounts a widget into `element`, as its attributes say; the loader (www/embed.js) turns the
/// options of `mcpAnatomy.mount` into those attributes.
#[wasm_bindgen]
pub fn mount(element: Element) {
    super::mount(element);
}

/// Unmounts the widget of `element` (an `<mcp-anatomy>` leaving the page, or one whose
/// attributes changed and is mounted again).
#[wasm_bindgen]
pub fn unmount(element: Element) {
    super::unmount(&element);
}
