//! Where things end in the bytes of JSON text, for the parser: the plain run of a string (a
//! block at a time, with wasm's vector instructions in the browser), a number, a word someone
//! meant as a number, and the next character.

/// The first quote, backslash or control character at or after `at` (or the end of `bytes`).
/// Strings are most of a document, so the plain run is scanned a block at a time.
pub(super) fn plain_text_end(bytes: &[u8], at: usize) -> usize {
    let mut at = match stop_in_blocks(bytes, at) {
        Ok(stop) => return stop,
        Err(blocks_end) => blocks_end,
    };
    while at < bytes.len() && !matches!(bytes[at], b'"' | b'\\' | 0..0x20) {
        at += 1;
    }
    at
}

/// Sixteen bytes at a time with wasm's vector instructions: `Ok` with the first stop, or `Err`
/// with where the last whole block ends.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn stop_in_blocks(bytes: &[u8], mut at: usize) -> Result<usize, usize> {
    use core::arch::wasm32::{
        u8x16_bitmask, u8x16_eq, u8x16_lt, u8x16_splat, v128, v128_load, v128_or,
    };
    while at + 16 <= bytes.len() {
        // SAFETY: the sixteen bytes from `at` are inside `bytes`; the load needs no alignment.
        let chunk = unsafe { v128_load(bytes.as_ptr().add(at).cast::<v128>()) };
        let stops = v128_or(
            v128_or(
                u8x16_eq(chunk, u8x16_splat(b'"')),
                u8x16_eq(chunk, u8x16_splat(b'\\')),
            ),
            u8x16_lt(chunk, u8x16_splat(0x20)),
        );
        let mask = u8x16_bitmask(stops);
        if mask != 0 {
            return Ok(at + mask.trailing_zeros() as usize);
        }
        at += 16;
    }
    Err(at)
}

/// Eight bytes at a time in a `u64` elsewhere: `Ok` with the first stop, or `Err` with where
/// the last whole block ends.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn stop_in_blocks(bytes: &[u8], mut at: usize) -> Result<usize, usize> {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGH_BITS: u64 = ONES * 0x80;
    // `(x - ONES) & !x` sets the high bit of each byte of `x` that is zero (and perhaps of
    // bytes after it, which the lowest set bit ignores); subtracting 0x20 instead finds bytes
    // below 0x20.
    let below = |word: u64, limit: u64| word.wrapping_sub(ONES * limit) & !word;
    while let Some(chunk) = bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let word = u64::from_le_bytes(*chunk);
        let stops = below(word ^ (ONES * u64::from(b'"')), 1)
            | below(word ^ (ONES * u64::from(b'\\')), 1)
            | below(word, 0x20);
        let stops = stops & HIGH_BITS;
        if stops != 0 {
            return Ok(at + (stops.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    Err(at)
}

/// Length of the longest JSON number at the start of `bytes` (0 when there is none).
pub(in crate::engine) fn json_number_len(bytes: &[u8]) -> usize {
    let digits = |from: usize| {
        bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let mut at = usize::from(bytes.first() == Some(&b'-'));
    match bytes.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => at += digits(at),
        _ => return 0,
    }
    if bytes.get(at) == Some(&b'.') && digits(at + 1) > 0 {
        at += 1 + digits(at + 1);
    }
    if let Some(b'e' | b'E') = bytes.get(at) {
        let sign = usize::from(matches!(bytes.get(at + 1), Some(b'+' | b'-')));
        let exponent = digits(at + 1 + sign);
        if exponent > 0 {
            at += 1 + sign + exponent;
        }
    }
    at
}

/// Length of the run of characters someone may have meant as a number.
pub(super) fn number_like_len(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'+' | b'-'))
        .count()
}

/// Where `needle` first occurs in `haystack`.
pub(super) fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Where the character at `at` ends (the text's end when `at` is past it).
pub(super) fn next_boundary(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    let mut end = at + 1;
    while !text.is_char_boundary(end) {
        end += 1;
    }
    end
}
