//! `say!`, the way every sentence of a finding is written (src/engine/sentence.rs says why).
//!
//! `say!("Tool «{name}» has {} arguments.", count)` reads like `format!` and accepts its simple
//! placeholders: `{}`, `{0}`, `{name}` (a variable in scope) and `{{` `}}`. It becomes a call of
//! `crate::engine::sentence::say` with the template's number, the template itself outside
//! wasm32, and the values in the order the template uses them. In a browser module the template
//! is left out: the module fetches it with the help table.

use proc_macro::TokenStream;
use proc_macro2::{TokenStream as Tokens, TokenTree};
use quote::{format_ident, quote};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::OnceLock;

#[proc_macro]
pub fn say(input: TokenStream) -> TokenStream {
    match expand(input.into()) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

fn expand(input: Tokens) -> syn::Result<Tokens> {
    let mut parts = split_on_commas(input).into_iter();
    let first = parts.next().unwrap_or_default();
    let literal: syn::LitStr = syn::parse2(first)?;
    let explicit: Vec<Tokens> = parts.filter(|part| !part.is_empty()).collect();
    let (template, slots) =
        normalise(&literal.value()).map_err(|problem| syn::Error::new(literal.span(), problem))?;
    let mut used = vec![false; explicit.len()];
    let mut values = Vec::with_capacity(slots.len());
    let mut next = 0;
    for slot in slots {
        let index = match slot {
            Slot::Next => {
                next += 1;
                next - 1
            }
            Slot::Index(index) => index,
            Slot::Name(name) => {
                let name = format_ident!("{}", name, span = literal.span());
                values.push(quote!(&#name as &dyn ::core::fmt::Display));
                continue;
            }
        };
        let Some(value) = explicit.get(index) else {
            return Err(syn::Error::new(
                literal.span(),
                "more placeholders than values",
            ));
        };
        used[index] = true;
        values.push(quote!(&(#value) as &dyn ::core::fmt::Display));
    }
    if used.contains(&false) {
        return Err(syn::Error::new(
            literal.span(),
            "a value no placeholder uses",
        ));
    }
    let id = template_id(&template);
    Ok(quote! {{
        #[cfg(not(target_arch = "wasm32"))]
        let template = ::core::option::Option::Some(#template);
        #[cfg(target_arch = "wasm32")]
        let template = ::core::option::Option::None;
        crate::engine::sentence::say(#id, template, &[#(#values),*])
    }})
}

/// The macro's input split where a comma stands outside any bracket.
fn split_on_commas(input: Tokens) -> Vec<Tokens> {
    let mut parts = vec![Tokens::new()];
    for tree in input {
        match &tree {
            TokenTree::Punct(punct) if punct.as_char() == ',' => parts.push(Tokens::new()),
            _ => parts.last_mut().expect("never empty").extend([tree]),
        }
    }
    parts
}

enum Slot {
    Next,
    Index(usize),
    Name(String),
}

/// The template with every placeholder written `{}` (and `{{`, `}}` kept), and what fills each.
fn normalise(text: &str) -> Result<(String, Vec<Slot>), String> {
    let mut template = String::with_capacity(text.len());
    let mut slots = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                template.push_str("{{");
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                template.push_str("}}");
            }
            '{' => {
                let mut inside = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => inside.push(c),
                        None => return Err("a `{` without its `}`".into()),
                    }
                }
                slots.push(if inside.is_empty() {
                    Slot::Next
                } else if let Ok(index) = inside.parse() {
                    Slot::Index(index)
                } else if inside.chars().all(|c| c == '_' || c.is_alphanumeric()) {
                    Slot::Name(inside)
                } else {
                    return Err(format!(
                        "`{{{inside}}}`: a sentence template has no format specifications; format the value first"
                    ));
                });
                template.push_str("{}");
            }
            '}' => return Err("a `}` without its `{`".into()),
            c => template.push(c),
        }
    }
    Ok((template, slots))
}

/// The template's number: its line in `src/engine/templates.txt` of the crate being built, so
/// that the browser modules carry small numbers that follow one another (random 32-bit keys
/// cost them a kilobyte gzipped: five bytes at each call, and tables of them). The list only
/// grows, so a help table cached from an earlier build never gives a number another sentence.
/// A template not in it yet gets a number at or above [`UNLISTED`] (its FNV-1a hash), and the
/// tests ask for the list to be regenerated (`UPDATE_DOCS=1 cargo test --test sentences`).
fn template_id(template: &str) -> u32 {
    static LISTED: OnceLock<HashMap<String, u32>> = OnceLock::new();
    let listed = LISTED.get_or_init(|| {
        let path = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(|dir| PathBuf::from(dir).join("src/engine/templates.txt"));
        let text = path.and_then(|path| std::fs::read_to_string(path).ok());
        (text.unwrap_or_default().lines().zip(1..))
            .filter(|(line, _)| !line.is_empty())
            .map(|(line, number)| (unescape_line(line), number))
            .collect()
    });
    listed.get(template).copied().unwrap_or_else(|| {
        let hash = template.bytes().fold(0x811c_9dc5, |hash: u32, byte| {
            (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
        });
        UNLISTED | hash
    })
}

/// Where the numbers of templates missing from the list begin (`engine::sentence::UNLISTED`).
const UNLISTED: u32 = 0x8000_0000;

/// A line of the list as its template: `\n` in it is a line break and `\\` a backslash.
fn unescape_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}
