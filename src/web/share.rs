//! Share links: the document deflated and base64url-encoded into the URL fragment, which
//! browsers never send to a server.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

pub const FRAGMENT_PREFIX: &str = "#mcpa=";
/// Longer fragments break in some browsers and chat tools.
pub const MAX_FRAGMENT: usize = 60_000;

pub fn encode(text: &str) -> Option<String> {
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    let fragment = format!("{FRAGMENT_PREFIX}{}", URL_SAFE_NO_PAD.encode(packed));
    (fragment.len() <= MAX_FRAGMENT).then_some(fragment)
}

pub fn decode(fragment: &str) -> Option<String> {
    let packed = URL_SAFE_NO_PAD
        .decode(fragment.strip_prefix(FRAGMENT_PREFIX)?)
        .ok()?;
    // The limit guards against a small fragment that inflates to gigabytes.
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, 64 << 20).ok()?;
    String::from_utf8(bytes).ok()
}
