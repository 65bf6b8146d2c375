//! A server's surface — what its lists and its discover answer offer a client — read from its
//! answers (`read.rs`), so that two versions of a server can be compared (`diff`). Every item
//! and every value keeps its place in the text it was read from, so a comparison can point into
//! both documents.

#[cfg(not(target_arch = "wasm32"))]
pub mod diff;
pub mod example;
pub mod found;
mod model;
pub mod page;
pub mod read;
pub mod reference;
pub mod rows;
mod words;

#[cfg(not(target_arch = "wasm32"))]
pub use diff::{Change, Class, Diff, Flow, What, diff};
pub use model::*;
pub use read::{ReadError, Source, read};
