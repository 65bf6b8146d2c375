//! Icons (basic/index, "icons"): clients accept only `https:` and `data:` sources, and sizes are
//! `WxH` or `any`.

use super::checker::{Checker, get};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    IconScheme = "icon/scheme", Error, Icons,
        summary: ("An icon's source is neither https: nor data:.", "Источник значка — не `https:` и не `data:`."),
        help: ("Serve the icon over https:, or embed it as a data: URI with base64 content.",
               "Отдавайте значок по `https:` или встройте его как `data:` с содержимым в `base64`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "http://example.com/icon.png"}]}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png"}]}}, …}"#;
    IconSize = "icon/size", Warning, Icons,
        summary: ("An icon size is neither WxH nor any.", "Размер значка — не Ш×В и не `\"any\"`."),
        help: ("Write each size as width x height in pixels (\"48x48\"), or \"any\" for a scalable image.",
               "Записывайте каждый размер как ширину и высоту в пикселях (`\"48x48\"`) или `\"any\"` для масштабируемого изображения."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png", "sizes": ["48"]}]}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png", "sizes": ["48x48"]}]}}, …}"#;
}

pub fn icon(checker: &mut Checker<'_>, icon: &Object<'_>, path: &Path<'_>) {
    if let Some((_, member)) = get(icon, "src")
        && let Value::String(src) = &member.value
        && let Some(colon) = src.value.find(':')
    {
        // Schemes are case-insensitive (RFC 3986); a missing scheme is the URI rule's finding.
        let scheme = src.value[..colon].to_ascii_lowercase();
        if scheme != "https" && scheme != "data" {
            checker.emit(
                Code::IconScheme,
                path.member("src"),
                member.value.span(),
                Found::IconScheme { scheme },
            );
        }
    }
    if let Some((_, member)) = get(icon, "sizes")
        && let Value::Array(sizes) = &member.value
    {
        let sizes_path = path.member("sizes");
        for (index, size) in sizes.elements.iter().enumerate() {
            if let Value::String(size_text) = size
                && !is_icon_size(size_text.value)
            {
                checker.emit(
                    Code::IconSize,
                    sizes_path.index(index),
                    size.span(),
                    Found::IconSize {
                        value: size_text.value.to_owned(),
                    },
                );
            }
        }
    }
}

/// `any`, or width and height in pixels joined by `x` (`48x48`), as HTML's `sizes` has them.
fn is_icon_size(size: &str) -> bool {
    let positive =
        |n: &str| !n.is_empty() && !n.starts_with('0') && n.bytes().all(|b| b.is_ascii_digit());
    size == "any"
        || size
            .split_once(['x', 'X'])
            .is_some_and(|(w, h)| positive(w) && positive(h))
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    IconScheme { scheme: String },
    IconSize { value: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::icons::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::IconScheme { scheme } => say!(
                "The icon's source uses `{scheme}:`; clients accept only `https:` and `data:` and must reject the rest, so no client will show it."
            ),
            Found::IconSize { value } => say!(
                "\"{value}\" is not an icon size: write width and height in pixels, such as \"48x48\", or \"any\"."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::icons::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::IconScheme { scheme } => say!(
                "Источник значка использует схему `{scheme}:`; клиенты принимают только `https:` и `data:` и ДОЛЖНЫ отвергать остальные, так что значок никто не покажет."
            ),
            Found::IconSize { value } => say!(
                "«{value}» — не размер значка: укажите ширину и высоту в пикселях, например `\"48x48\"`, или `\"any\"`."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::IconScheme {
            scheme: "ftp".into(),
        }
        .into(),
        Found::IconSize { value: "48".into() }.into(),
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn sizes_are_width_by_height_or_any() {
        for ok in ["48x48", "96X96", "any", "1024x512"] {
            assert!(super::is_icon_size(ok), "{ok}");
        }
        for bad in [
            "48", "48px", "0x48", "x48", "48x", "48 x 48", "Any", "", "-1x2",
        ] {
            assert!(!super::is_icon_size(bad), "{bad}");
        }
    }
}
