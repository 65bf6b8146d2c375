//! Sentences of findings as templates. Every sentence a finding says is written with `say!`
//! (the `mcp-anatomy-macros` crate), which reads like `format!` but leaves each template out of
//! the browser modules: they fetch their language's templates with the help table, the first
//! time a finding is shown (or when a page's script loads the language for `validate()`), and
//! install them here. What the modules save is most of their text, about 5 KB gzipped in Russian
//! (docs/measurements.md). The command line has every template built in and fills it by the same
//! code, so the tests of its sentences test the browser's too.

use std::cell::RefCell;
use std::fmt::{Display, Write};

thread_local! {
    /// The templates the loader fetched, sorted by number (empty natively, and in the browser
    /// until the help table comes).
    static INSTALLED: RefCell<Vec<(u32, String)>> = const { RefCell::new(Vec::new()) };
    /// Natively, while a test collects them: every template said, by number.
    #[cfg(not(target_arch = "wasm32"))]
    static SAID: RefCell<Option<std::collections::BTreeSet<(u32, &'static str)>>> = const { RefCell::new(None) };
}

/// The sentence of template `id` with `values` in its placeholders, in order. `template` is the
/// template itself where it is built in (natively); an installed template of that number comes
/// first. Without either (a browser module whose table has not come yet) the sentence is empty,
/// and the widget that shows it draws again when the table comes.
pub fn say(id: u32, template: Option<&'static str>, values: &[&dyn Display]) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(template) = template {
        SAID.with(|said| {
            if let Some(said) = said.borrow_mut().as_mut() {
                said.insert((id, template));
            }
        });
    }
    INSTALLED.with(|installed| {
        let installed = installed.borrow();
        let fetched = installed
            .binary_search_by_key(&id, |(key, _)| *key)
            .ok()
            .map(|at| installed[at].1.as_str());
        fetched
            .or(template)
            .map_or_else(String::new, |t| fill(t, values))
    })
}

/// `template` with its `{}` replaced by `values` in order and `{{`, `}}` unescaped.
fn fill(template: &str, values: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16 * values.len());
    let mut values = values.iter();
    let mut rest = template;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let brace = &rest[at..];
        if brace.starts_with("{}") {
            if let Some(value) = values.next() {
                let _ = write!(out, "{value}");
            }
        } else {
            out.push_str(&brace[..1]);
        }
        rest = &brace[2.min(brace.len())..];
    }
    out.push_str(rest);
    out
}

/// Installs templates fetched by the loader: `(number, template)` in any order.
pub fn install(templates: impl IntoIterator<Item = (u32, String)>) {
    let mut templates: Vec<(u32, String)> = templates.into_iter().collect();
    templates.sort_unstable_by_key(|(id, _)| *id);
    INSTALLED.with(|installed| *installed.borrow_mut() = templates);
}

/// Runs `speak` and returns every template it said with its number: how the tests build the table
/// the browser fetches, from the enumeration of every finding (`engine::variants`). Two templates
/// of one number would be a collision, which the tests look for.
#[cfg(not(target_arch = "wasm32"))]
pub fn collect(speak: impl FnOnce()) -> std::collections::BTreeSet<(u32, &'static str)> {
    SAID.with(|said| *said.borrow_mut() = Some(Default::default()));
    speak();
    SAID.with(|said| said.borrow_mut().take().unwrap_or_default())
}

/// A template's number as the table writes it: `#` and its hex digits.
#[cfg(not(target_arch = "wasm32"))]
pub fn table_key(id: u32) -> String {
    format!("#{id:x}")
}

/// The numbers of templates `say!` found no line for in `templates.txt` start here (the list's
/// test fails until it is regenerated).
#[cfg(not(target_arch = "wasm32"))]
pub const UNLISTED: u32 = 0x8000_0000;

// `say!` numbers each template by its line in this list; naming the file here makes Cargo build
// the crate again, and so number the templates again, when the list changes.
const _: &str = include_str!("templates.txt");

/// The number of a table key written by [`table_key`].
pub fn id_of_key(key: &str) -> Option<u32> {
    u32::from_str_radix(key.strip_prefix('#')?, 16).ok()
}
