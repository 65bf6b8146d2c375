//! What every module reads from its host element, at the bottom of `web`: the attributes that
//! mark a host and a mounted one, the heading level, the language, the shadow root to render
//! into, and the numbers that tell widgets apart. The Yew widgets' mounting (`mount.rs`) and
//! the reference view (`reference/`) both stand on it.

use crate::spec::Lang;
use web_sys::Element;

/// The widget's title: its heading level, or hidden when the host gives the widget a heading of
/// its own (`heading="none"`). Headings inside the widget continue the outline below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heading {
    pub level: u8,
    pub shown: bool,
}

impl Heading {
    /// `1`–`5` set the level, `none` hides the title; anything else is the default, level 2.
    pub fn from_attribute(value: &str) -> Heading {
        // Matched by hand: integer parsing would add its code to the module.
        let level = match value.trim().as_bytes() {
            [digit @ b'1'..=b'5'] => digit - b'0',
            _ => 2,
        };
        Heading {
            level,
            shown: value.trim() != "none",
        }
    }
}

/// The attribute that marks a host element; its value picks the view.
pub const MOUNT_ATTRIBUTE: &str = "data-mcp-anatomy";

/// The attribute of a mounted host.
pub const MOUNTED_ATTRIBUTE: &str = "data-mcp-anatomy-mounted";

/// An element to render into, inside the shadow root the loader (www/embed.js) gave `host`
/// with the widget's stylesheet adopted: the host page's CSS cannot reach in, and the widget's
/// cannot leak out. Whatever the root held (a message that a module failed) goes. Without a
/// shadow root, the module is used on its own and the widget renders into the host.
pub fn shadow_container(host: &Element) -> Option<Element> {
    let shadow = host.shadow_root()?;
    shadow.set_inner_html("");
    let container = host.owner_document()?.create_element("div").ok()?;
    shadow.append_child(&container).ok()?;
    Some(container)
}

/// The widget's language: the host's `lang`, else its nearest ancestor's, as the loader
/// (www/embed.js) resolved it when it picked this module.
pub fn host_lang(host: &Element) -> Lang {
    let tagged = host.closest("[lang]").ok().flatten();
    Lang::from_tag(
        &tagged
            .and_then(|e| e.get_attribute("lang"))
            .unwrap_or_default(),
    )
}

/// Numbers widgets in mounting order: unique element ids, and a storage key of its own by default.
pub fn next_index() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
