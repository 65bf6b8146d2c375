//! The browser front end (wasm32 only): Yew components that render the anatomy and the editor,
//! and the reference view (written as markup, without Yew), mounted by the loader
//! (www/embed.js) into every host element that asks for it. The engine and the spec data are
//! used, never changed.

#[cfg(not(feature = "reference"))]
mod api;
#[cfg(not(feature = "reference"))]
mod app;
#[cfg(not(feature = "reference"))]
mod components;
#[cfg(feature = "editor")]
mod editor_state;
#[cfg(not(feature = "reference"))]
mod hooks;
mod host;
#[cfg(not(feature = "reference"))]
mod mount;
#[cfg(feature = "reference")]
pub mod reference;
#[cfg(feature = "editor")]
pub mod share;
#[cfg(not(feature = "reference"))]
mod shared;
#[cfg(not(feature = "reference"))]
pub mod state;
pub mod text;
#[cfg(feature = "editor")]
mod textarea;

#[cfg(feature = "editor")]
pub use api::set_help;
pub use host::{Heading, MOUNT_ATTRIBUTE, MOUNTED_ATTRIBUTE};
#[cfg(not(feature = "reference"))]
pub use mount::{mount, unmount};
#[cfg(not(feature = "reference"))]
pub use shared::Shared;
