//! mcp-anatomy: an interactive anatomy of an MCP server and a validator for `server/discover`
//! responses under MCP 2026-07-28. See ARCHITECTURE.md for the map of the code.

pub mod engine;
pub mod spec;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod highlight;
pub mod navigation;

#[cfg(target_arch = "wasm32")]
pub mod web;
