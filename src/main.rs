//! One binary, two builds: the command line natively, the web app on wasm32 (Trunk).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    mcp_anatomy::cli::run()
}

// A smaller allocator than the standard library's dlmalloc: about 2 KB less gzipped module.
// SAFETY: the module's only global allocator, on a single-threaded target.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

#[cfg(target_arch = "wasm32")]
fn main() {
    mcp_anatomy::web::start();
}
