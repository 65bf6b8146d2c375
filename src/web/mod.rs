//! The browser front end (wasm32 only): Yew components that render the anatomy, mounted into
//! every host element that asks for it. The engine and the spec data are used, never changed.

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
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::Element;

/// The attribute that marks a host element; its value picks the view.
pub const MOUNT_ATTRIBUTE: &str = "data-mcp-anatomy";

/// Mounts a widget into every element marked with [`MOUNT_ATTRIBUTE`], now and whenever one
/// is added later (client-side navigation on a docs site).
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    mount_all();
    thread_local! {
        static OBSERVING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if OBSERVING.with(|o| o.replace(true)) {
        return;
    }
    let on_change = Closure::<dyn FnMut()>::new(mount_all);
    if let (Ok(observer), Some(root)) = (
        web_sys::MutationObserver::new(on_change.as_ref().unchecked_ref()),
        document.document_element(),
    ) {
        let options = web_sys::MutationObserverInit::new();
        options.set_child_list(true);
        options.set_subtree(true);
        let _ = observer.observe_with_options(&root, &options);
    }
    // The observer lives as long as the page.
    on_change.forget();
}

fn mount_all() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let selector = format!("[{MOUNT_ATTRIBUTE}]:not([data-mcp-anatomy-mounted])");
    let Ok(hosts) = document.query_selector_all(&selector) else {
        return;
    };
    for index in 0..hosts.length() {
        if let Some(host) = hosts.item(index).and_then(|n| n.dyn_into::<Element>().ok()) {
            mount(host);
        }
    }
}

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

/// The widget's language: its own `lang` attribute, else the page's, else English.
fn host_lang(host: &Element) -> Lang {
    host.get_attribute("lang")
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
                .and_then(|html| html.get_attribute("lang"))
        })
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}

/// Numbers widgets in mounting order: unique element ids, and a storage key of its own by default.
fn next_index() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
