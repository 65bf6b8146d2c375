//! The JavaScript API for documentation tooling: `validate(text, {lang})` returns the same
//! report as `mcp-anatomy check --format json`, and `mount(element, options)` mounts a widget
//! where a page's own script decides.

use crate::engine;
use crate::spec::{DEFAULT_SPEC_BASE, Lang};
use serde::Deserialize;
use wasm_bindgen::prelude::*;
use web_sys::Element;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct ValidateOptions {
    lang: Option<String>,
    spec_base: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct MountOptions {
    view: Option<String>,
    lang: Option<String>,
    theme: Option<String>,
    storage_key: Option<String>,
    spec_base: Option<String>,
}

fn options<T: for<'de> Deserialize<'de> + Default>(value: JsValue) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsValue::from_str(&format!("mcp-anatomy: bad options: {e}")))
}

/// Checks `text` and returns `{input, kind, valid, errors, warnings, infos, diagnostics}`.
#[wasm_bindgen]
pub fn validate(text: &str, options_value: JsValue) -> Result<JsValue, JsValue> {
    let options: ValidateOptions = options(options_value)?;
    let lang = options.lang.as_deref().map_or(Lang::En, Lang::from_tag);
    let report = engine::check(text);
    let json = report.to_json(
        "<input>",
        lang,
        options.spec_base.as_deref().unwrap_or(DEFAULT_SPEC_BASE),
    );
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(&json, &serializer).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// Mounts a widget into `element`; options mirror the host attributes.
#[wasm_bindgen]
pub fn mount(element: Element, options_value: JsValue) -> Result<(), JsValue> {
    let options: MountOptions = options(options_value)?;
    let attributes = [
        (super::MOUNT_ATTRIBUTE, options.view),
        ("lang", options.lang),
        ("theme", options.theme),
        ("storage-key", options.storage_key),
        ("spec-base", options.spec_base),
    ];
    for (name, value) in attributes {
        match value {
            Some(value) => element.set_attribute(name, &value)?,
            None if name == super::MOUNT_ATTRIBUTE && !element.has_attribute(name) => {
                element.set_attribute(name, "full")?
            }
            None => {}
        }
    }
    super::mount(element);
    Ok(())
}
