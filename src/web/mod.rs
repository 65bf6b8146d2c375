//! The browser front end (wasm32 only): Yew components that render the anatomy, mounted by
//! the loader (www/embed.js) into every host element that asks for it. The engine and the spec
//! data are used, never changed.

mod api;
mod app;
mod components;
mod editor_state;
mod hooks;
pub mod share;
pub mod state;
pub mod text;
mod textarea;

use crate::spec::{DEFAULT_SPEC_BASE, Lang};
use app::{App, AppProps, View};
use web_sys::Element;

/// The attribute that marks a host element; its value picks the view.
pub const MOUNT_ATTRIBUTE: &str = "data-mcp-anatomy";

/// Mounts one widget into `host`, reading its options from the host's attributes.
pub fn mount(host: Element) {
    if host.get_attribute("data-mcp-anatomy-mounted").is_some() {
        return;
    }
    let _ = host.set_attribute("data-mcp-anatomy-mounted", "");
    let instance = next_index();
    let props = AppProps {
        instance,
        view: View::from_attribute(host.get_attribute(MOUNT_ATTRIBUTE).as_deref().unwrap_or("")),
        lang: host_lang(&host),
        theme: host
            .get_attribute("theme")
            .unwrap_or_else(|| "auto".into())
            .into(),
        storage_key: host
            .get_attribute("storage-key")
            .unwrap_or_else(|| format!("editor-{instance}"))
            .into(),
        spec_base: host
            .get_attribute("spec-base")
            .unwrap_or_else(|| DEFAULT_SPEC_BASE.into())
            .into(),
    };
    let root = embed_stylesheet()
        .and_then(|href| shadow_container(&host, &href))
        .unwrap_or(host);
    yew::Renderer::<App>::with_root_and_props(root, props).render();
}

/// The stylesheet URL that `embed.js` publishes in `globalThis.mcpAnatomyEmbed`; present only
/// when the widget is embedded, and then each widget lives in its own shadow root.
fn embed_stylesheet() -> Option<String> {
    let config = js_sys::Reflect::get(&js_sys::global(), &"mcpAnatomyEmbed".into()).ok()?;
    js_sys::Reflect::get(&config, &"stylesheet".into())
        .ok()?
        .as_string()
}

/// A shadow root on `host` holding the widget's stylesheet and an element to render into: the
/// host page's CSS cannot reach in, and the widget's cannot leak out.
fn shadow_container(host: &Element, stylesheet: &str) -> Option<Element> {
    let shadow = host
        .attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open))
        .ok()?;
    let document = host.owner_document()?;
    let link = document.create_element("link").ok()?;
    link.set_attribute("rel", "stylesheet").ok()?;
    link.set_attribute("href", stylesheet).ok()?;
    let container = document.create_element("div").ok()?;
    shadow.append_child(&link).ok()?;
    shadow.append_child(&container).ok()?;
    Some(container)
}

/// The widget's language, from the host's `lang` attribute. The loader (www/embed.js) has
/// already resolved it from the page and picked this module for it.
fn host_lang(host: &Element) -> Lang {
    Lang::from_tag(&host.get_attribute("lang").unwrap_or_default())
}

/// Numbers widgets in mounting order: unique element ids, and a storage key of its own by default.
fn next_index() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
