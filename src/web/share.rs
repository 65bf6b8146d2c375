//! Share links: the document deflated and base64url-encoded into the URL fragment, which
//! browsers never send to a server. The browser does both steps (CompressionStream with raw
//! DEFLATE, as links made by earlier versions hold; btoa and atob), so the module carries
//! neither a compressor nor a base64 codec: together they were 18 KB of the gzipped module.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableWritablePair, Response};

pub const FRAGMENT_PREFIX: &str = "#mcpa=";
/// Longer fragments break in some browsers and chat tools. Decoding refuses them too, which
/// bounds what a hand-made link can inflate to (DEFLATE expands at most about 1,032 times).
pub const MAX_FRAGMENT: usize = 60_000;

// web-sys offers these two only behind its unstable-API flag; the constructors are all we use.
#[wasm_bindgen]
extern "C" {
    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;

    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

const FORMAT: &str = "deflate-raw";

/// Why a share link could not be made or opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// The browser has no CompressionStream or DecompressionStream (it predates 2023).
    Unsupported,
    /// The link would be, or is, longer than [`MAX_FRAGMENT`].
    TooLarge,
    /// Not base64url, not DEFLATE, cut short, or not UTF-8.
    Damaged,
}

/// The fragment for `text`.
pub async fn encode(text: &str) -> Result<String, ShareError> {
    let compressor = CompressionStream::new(FORMAT).map_err(|_| ShareError::Unsupported)?;
    let packed = pipe(text.as_bytes(), compressor.unchecked_ref())
        .await
        .ok_or(ShareError::Unsupported)?;
    let encoded = to_base64url(&packed).ok_or(ShareError::Unsupported)?;
    let fragment = format!("{FRAGMENT_PREFIX}{encoded}");
    if fragment.len() > MAX_FRAGMENT {
        return Err(ShareError::TooLarge);
    }
    Ok(fragment)
}

/// The part of a URL fragment after the share-link prefix, if it is a share link at all.
pub fn payload(fragment: &str) -> Option<&str> {
    fragment.strip_prefix(FRAGMENT_PREFIX)
}

/// The text that the [`payload`] of a share link holds.
pub async fn decode(payload: &str) -> Result<String, ShareError> {
    if FRAGMENT_PREFIX.len() + payload.len() > MAX_FRAGMENT {
        return Err(ShareError::TooLarge);
    }
    let packed = from_base64url(payload).ok_or(ShareError::Damaged)?;
    let decompressor = DecompressionStream::new(FORMAT).map_err(|_| ShareError::Unsupported)?;
    let bytes = pipe(&packed, decompressor.unchecked_ref())
        .await
        .ok_or(ShareError::Damaged)?;
    String::from_utf8(bytes).map_err(|_| ShareError::Damaged)
}

/// Streams `input` through a transform stream and collects what comes out.
async fn pipe(input: &[u8], transform: &ReadableWritablePair) -> Option<Vec<u8>> {
    let mut owned = input.to_vec();
    let source = Response::new_with_opt_u8_array(Some(&mut owned))
        .ok()?
        .body()?;
    let output =
        Response::new_with_opt_readable_stream(Some(&source.pipe_through(transform))).ok()?;
    let buffer = JsFuture::from(output.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Base64url without padding (RFC 4648, section 5). `btoa` takes a string of code points up to
/// U+00FF, one per byte.
fn to_base64url(bytes: &[u8]) -> Option<String> {
    let latin1: String = bytes.iter().map(|&byte| char::from(byte)).collect();
    let standard = web_sys::window()?.btoa(&latin1).ok()?;
    Some(
        standard
            .trim_end_matches('=')
            .chars()
            .map(|c| match c {
                '+' => '-',
                '/' => '_',
                other => other,
            })
            .collect(),
    )
}

/// The bytes of base64url text, padded or not; `None` for anything else.
fn from_base64url(text: &str) -> Option<Vec<u8>> {
    // atob would skip spaces; a link holds none.
    if !text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'='))
    {
        return None;
    }
    let standard: String = text
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            other => other,
        })
        .collect();
    let latin1 = web_sys::window()?.atob(&standard).ok()?;
    latin1.chars().map(|c| u8::try_from(c).ok()).collect()
}
