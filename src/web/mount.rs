//! Yew apps mounted into their hosts (every module but the reference one): an app is made
//! once per host, and kept for the next host when its own leaves the page.

use super::app::{App as Root, AppProps, View};
use super::host::{
    Heading, MOUNT_ATTRIBUTE, MOUNTED_ATTRIBUTE, host_lang, next_index, shadow_container,
};
use crate::spec::DEFAULT_SPEC_BASE;
use web_sys::Element;

/// A mounted widget: its host, the element Yew renders into, and the app.
struct Widget {
    host: Element,
    root: Element,
    app: yew::AppHandle<Root>,
}

thread_local! {
    static MOUNTED: std::cell::RefCell<Vec<Widget>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Apps of unmounted widgets, with their roots, waiting for the next host. Yew never frees
    /// an app: the listeners it puts on its root are forgotten closures that hold the app, so
    /// destroying apps and making new ones would leak one root and its listeners per mount.
    static IDLE: std::cell::RefCell<Vec<(Element, yew::AppHandle<Root>)>> = const {
        std::cell::RefCell::new(Vec::new())
    };
}

/// Mounts one widget into `host`, reading its options from the host's attributes: the view
/// from `data-mcp-anatomy` (or, on an `<mcp-anatomy>` element, `view`).
pub fn mount(host: Element) {
    if host.get_attribute(MOUNTED_ATTRIBUTE).is_some() {
        return;
    }
    let _ = host.set_attribute(MOUNTED_ATTRIBUTE, "");
    let instance = next_index();
    let view = host
        .get_attribute(MOUNT_ATTRIBUTE)
        .or_else(|| host.get_attribute("view"));
    let props = AppProps {
        instance,
        view: View::from_attribute(view.as_deref().unwrap_or("")),
        lang: host_lang(&host),
        theme: host
            .get_attribute("theme")
            .unwrap_or_else(|| "auto".into())
            .into(),
        #[cfg(feature = "editor")]
        storage_key: host
            .get_attribute("storage-key")
            .unwrap_or_else(|| ["editor-", &instance.to_string()].concat())
            .into(),
        spec_base: host
            .get_attribute("spec-base")
            .unwrap_or_else(|| DEFAULT_SPEC_BASE.into())
            .into(),
        heading: Heading::from_attribute(&host.get_attribute("heading").unwrap_or_default()),
    };
    let idle =
        (host.shadow_root()).and_then(|shadow| Some((shadow, IDLE.with_borrow_mut(Vec::pop)?)));
    let widget = match idle {
        Some((shadow, (root, mut app))) => {
            shadow.set_inner_html("");
            let _ = shadow.append_child(&root);
            app.update(props);
            Widget { host, root, app }
        }
        None => {
            let root = shadow_container(&host).unwrap_or_else(|| host.clone());
            let app = yew::Renderer::<Root>::with_root_and_props(root.clone(), props).render();
            Widget { host, root, app }
        }
    };
    MOUNTED.with_borrow_mut(|mounted| mounted.push(widget));
}

/// Unmounts the widget of `host`, if it has one, so that the host may be mounted again. Its app
/// and root wait for the next host (see `IDLE`).
pub fn unmount(host: &Element) {
    let widget = MOUNTED.with_borrow_mut(|mounted| {
        let index = mounted.iter().position(|widget| widget.host == *host)?;
        Some(mounted.swap_remove(index))
    });
    let Some(widget) = widget else { return };
    if widget.root == widget.host {
        widget.app.destroy();
    } else {
        widget.root.remove();
        IDLE.with_borrow_mut(|idle| idle.push((widget.root, widget.app)));
    }
    let _ = host.remove_attribute(MOUNTED_ATTRIBUTE);
}
