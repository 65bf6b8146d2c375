//! conform's codes (`conform/…`): each bad example, run as written against
//! tests/servers/conform_bad.py FAULT, makes its check fail and no other; each good example,
//! against conform_good.py, fails none. Both read the checks from `--format json`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::run_example;
use mcp_anatomy::spec::codes::Code;

fn conform_codes() -> Vec<Code> {
    (Code::ALL.iter().copied())
        .filter(|code| code.info().origin.starts_with("crate::cli::conform"))
        .collect()
}

/// The ids of the checks that failed, from the JSON an example printed.
fn failed(printed: &str) -> Result<Vec<String>, String> {
    let json: serde_json::Value =
        serde_json::from_str(printed).map_err(|e| format!("not JSON ({e}): {printed}"))?;
    let checks = json["checks"]
        .as_array()
        .ok_or(format!("no checks: {printed}"))?;
    Ok((checks.iter())
        .filter(|c| c["outcome"] == "fail")
        .filter_map(|c| c["id"].as_str().map(str::to_owned))
        .collect())
}

#[test]
fn each_bad_example_fails_its_own_check_alone_and_each_good_one_fails_none() {
    let codes = conform_codes();
    assert!(codes.len() >= 23, "{} conform codes", codes.len());
    let runs: Vec<(Code, bool)> = (codes.iter())
        .flat_map(|code| [(*code, true), (*code, false)])
        .collect();
    let mut problems = Vec::new();
    for batch in runs.chunks(8) {
        problems.extend(std::thread::scope(|scope| {
            let handles: Vec<_> = (batch.iter())
                .map(|&(code, bad)| {
                    scope.spawn(move || {
                        let info = code.info();
                        let example = if bad { info.bad } else { info.good };
                        let want: Vec<String> = match bad {
                            true => vec![info.id.to_owned()],
                            false => Vec::new(),
                        };
                        // Some checks are about time (a server's exit within two seconds, an
                        // answer within --timeout), which a machine busy with other builds can
                        // stretch: a mismatch is run once more, and fails when it comes again.
                        let mismatch = || {
                            let extra = ["--format", "json", "--timeout", "10"];
                            match failed(&run_example(example, &extra)) {
                                Ok(got) if got == want => None,
                                Ok(got) => Some(format!("{example}: failed {got:?}, not {want:?}")),
                                Err(problem) => Some(format!("{example}: {problem}")),
                            }
                        };
                        mismatch().and_then(|_| mismatch())
                    })
                })
                .collect();
            (handles.into_iter())
                .filter_map(|h| h.join().expect("an example runs"))
                .collect::<Vec<String>>()
        }));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
