//! The command line. In the browser the crate is a library instead (built as a cdylib by
//! scripts/build-modules.sh); on wasm32 this binary exists only because integration tests
//! build every binary of the package, and it does nothing.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    // Rust ignores SIGPIPE, so a write to a closed pipe (`… | head`) would panic in println!.
    // SAFETY: called before any other thread exists; SIG_DFL is a valid handler.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    mcp_anatomy::cli::run()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
