//! One binary, two builds: the command line natively, the web app on wasm32 (Trunk).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    mcp_anatomy::cli::run()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    mcp_anatomy::web::start();
}
