//! mcp-anatomy: an interactive anatomy of an MCP server and a validator for `server/discover`
//! responses under MCP 2026-07-28. See ARCHITECTURE.md for the map of the code.

// A one-language build leaves the other language's sentences and arguments unused on purpose.
#![cfg_attr(
    not(all(feature = "lang-en", feature = "lang-ru")),
    allow(unused_variables, dead_code)
)]

#[cfg(not(any(feature = "lang-en", feature = "lang-ru")))]
compile_error!("mcp-anatomy needs at least one language: enable lang-en, lang-ru or both");
#[cfg(all(
    not(target_arch = "wasm32"),
    not(all(feature = "lang-en", feature = "lang-ru"))
))]
compile_error!("the command line speaks both languages: build it with the default features");

pub mod engine;
pub mod spec;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod highlight;
// Every string of markup the project writes; `validate()`'s module writes none.
#[cfg(any(not(target_arch = "wasm32"), not(feature = "check")))]
pub mod markup;
pub mod navigation;
// The browser's reference view (feature `reference`) reads surfaces and makes server text
// inert as `docs` does; the editor does so for the server's words its findings quote.
#[cfg(any(not(target_arch = "wasm32"), feature = "reference", feature = "editor"))]
pub mod inert;
#[cfg(not(target_arch = "wasm32"))]
pub mod prose;
#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
pub mod surface;

#[cfg(target_arch = "wasm32")]
pub mod check_module;
#[cfg(all(target_arch = "wasm32", feature = "reference"))]
pub mod findings_module;
#[cfg(all(
    target_arch = "wasm32",
    not(feature = "check"),
    not(feature = "findings")
))]
pub mod web;

// A smaller allocator than the standard library's dlmalloc: about 2 KB less gzipped module.
// SAFETY: the module's only global allocator, on a single-threaded target.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };
