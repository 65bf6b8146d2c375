//! The probe as a compliant client of Streamable HTTP (issue 48, point 4): every request it
//! sends, the read of a resource included, passes a server that validates each header against
//! the body (tests/servers/conform_good.py: `MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`
//! decoded from the Base64 sentinel, refused with 400 and -32020 when missing or unlike).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{free_port, start_listening};
use serde_json::Value;
use std::process::Command;

#[test]
fn every_request_of_the_probe_passes_a_server_that_validates_its_headers() {
    let root = env!("CARGO_MANIFEST_DIR");
    let port = free_port();
    let mut server = Command::new("python3");
    server
        .args(["tests/servers/conform_good.py", "--http", &port.to_string()])
        .current_dir(root);
    let _server = start_listening(server, port);
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .current_dir(root)
        .args(["probe", "--format", "json", "--read"])
        .arg(format!("http://127.0.0.1:{port}/mcp"))
        .output()
        .expect("runs");
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let exchanges = json["exchanges"].as_array().expect("the walk");
    let methods: Vec<&str> = (exchanges.iter())
        .map(|e| e["method"].as_str().unwrap())
        .collect();
    assert!(methods.contains(&"resources/read"), "{methods:?}");
    for exchange in exchanges {
        // A refused header comes back as HTTP 400 with -32020.
        assert_eq!(exchange["httpStatus"], 200, "{exchange}");
        assert!(
            !exchange["response"].as_str().unwrap().contains("-32020"),
            "{exchange}"
        );
    }
    let read = (exchanges.iter())
        .find(|e| e["method"] == "resources/read")
        .unwrap();
    let answer: Value = serde_json::from_str(read["response"].as_str().unwrap()).unwrap();
    assert_eq!(answer["result"]["contents"][0]["uri"], "notes://первая");
    assert_eq!(out.status.code(), Some(0), "{json}");
}

/// A server that finds fault with headers that are right: each refused request is the server's
/// error, counted in its line, never "valid".
#[test]
fn a_request_refused_for_headers_that_are_right_is_not_valid() {
    let root = env!("CARGO_MANIFEST_DIR");
    let port = free_port();
    let mut server = Command::new("python3");
    server
        .args(["tests/servers/misbehaving_http.py", &port.to_string()])
        .current_dir(root);
    let _server = start_listening(server, port);
    let out = Command::new(env!("CARGO_BIN_EXE_mcp-anatomy"))
        .args(["probe", "--lang", "en"])
        .arg(format!("http://127.0.0.1:{port}/refuses-headers"))
        .output()
        .expect("runs");
    let printed = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = printed
        .lines()
        .filter(|l| l.starts_with("  tools/list "))
        .collect();
    assert_eq!(lines.len(), 1, "{printed}");
    assert!(
        lines[0].ends_with("1 error, 0 warnings, 0 notes — not valid for 2026-07-28"),
        "{printed}"
    );
    assert_eq!(
        printed.matches("error[probe/headers-refused]").count(),
        4,
        "{printed}"
    );
    assert_eq!(out.status.code(), Some(1), "{printed}");
}
