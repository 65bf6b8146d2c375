//! The HTTP headers a Streamable HTTP request carries beside its body (basic/transports,
//! "Standard Request Headers" and "Value Encoding"): which member of the body `Mcp-Name`
//! mirrors, and how a value that is not plain ASCII travels (the Base64 sentinel). Natively for
//! the probe and `conform`, and for the example calls of the reference (`docs` and the browser's
//! reference module, whose Base64 is the few lines of `base64` below rather than a crate's).

/// The methods whose requests name their target in `Mcp-Name`, and the member of `params`
/// the header mirrors.
pub const NAME_BEARING: [(&str, &str); 3] = [
    ("tools/call", "name"),
    ("prompts/get", "name"),
    ("resources/read", "uri"),
];

/// The member of `params` that `Mcp-Name` mirrors for `method`, if it has one.
pub fn name_member(method: &str) -> Option<&'static str> {
    (NAME_BEARING.iter())
        .find(|(bearing, _)| *bearing == method)
        .map(|(_, member)| *member)
}

const SENTINEL_START: &str = "=?base64?";
const SENTINEL_END: &str = "?=";

/// A header value for `value`: itself when it is visible ASCII and spaces without a space at
/// either end, else the Base64 of its UTF-8 between the sentinel's markers, as is a plain
/// value that looks like the sentinel (so that it is not read as one).
pub fn encode_value(value: &str) -> String {
    let safe = value
        .bytes()
        .all(|b| b == b' ' || b == b'\t' || b.is_ascii_graphic())
        && value.trim_matches([' ', '\t']).len() == value.len();
    let looks_encoded = value.starts_with(SENTINEL_START) && value.ends_with(SENTINEL_END);
    if safe && !looks_encoded {
        return value.to_owned();
    }
    [SENTINEL_START, &base64(value.as_bytes()), SENTINEL_END].concat()
}

/// `bytes` in Base64 (RFC 4648, the standard alphabet, padded).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = (chunk.iter().enumerate()).fold(0u32, |group, (at, &byte)| {
            group | u32::from(byte) << (16 - 8 * at)
        });
        for at in 0..4 {
            out.push(match at <= chunk.len() {
                true => ALPHABET[(group >> (18 - 6 * at) & 63) as usize] as char,
                false => '=',
            });
        }
    }
    out
}

/// What a header value stands for: a sentinel's Base64 decoded as UTF-8, any other value as
/// it is; `None` for a sentinel that does not decode, which matches no body value.
#[cfg(not(target_arch = "wasm32"))]
pub fn decode_value(header: &str) -> Option<String> {
    let Some(encoded) =
        (header.strip_prefix(SENTINEL_START)).and_then(|rest| rest.strip_suffix(SENTINEL_END))
    else {
        return Some(header.to_owned());
    };
    use base64::Engine;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .ok()?;
    String::from_utf8(bytes).ok()
}

/// The name of the header that mirrors a parameter marked `x-mcp-header: name`.
pub fn param_header(name: &str) -> String {
    ["Mcp-Param-", name].concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The encoding table of basic/transports ("Value Encoding").
    #[test]
    fn values_are_encoded_as_the_transport_page_shows() {
        for (value, header) in [
            ("us-west1", "us-west1"),
            ("Hello, 世界", "=?base64?SGVsbG8sIOS4lueVjA==?="),
            (" padded ", "=?base64?IHBhZGRlZCA=?="),
            ("line1\nline2", "=?base64?bGluZTEKbGluZTI=?="),
            ("=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="),
            (
                "file:///projects/myapp/config.json",
                "file:///projects/myapp/config.json",
            ),
        ] {
            assert_eq!(encode_value(value), header, "{value:?}");
            assert_eq!(decode_value(header).as_deref(), Some(value), "{header}");
        }
    }

    /// Every length's padding, and every byte value, as the `base64` crate writes them.
    #[test]
    fn base64_is_the_standard_alphabet_padded() {
        use base64::Engine;
        let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
        for end in 0..bytes.len() {
            let want = base64::engine::general_purpose::STANDARD.encode(&bytes[..end]);
            assert_eq!(base64(&bytes[..end]), want, "{end}");
        }
    }

    #[test]
    fn a_broken_sentinel_stands_for_nothing() {
        assert_eq!(decode_value("=?base64?***?="), None);
        assert_eq!(decode_value("=?base64?/w==?="), None, "not UTF-8");
    }

    #[test]
    fn each_name_bearing_method_names_its_member() {
        assert_eq!(name_member("resources/read"), Some("uri"));
        assert_eq!(name_member("tools/call"), Some("name"));
        assert_eq!(name_member("tools/list"), None);
    }
}
