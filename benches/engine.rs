//! Throughput of the engine on a typical (2 KB) and a large (1 MB) discover response and a 1 MB
//! `tools/list` response, side by side with the schema path: serde_json parsing plus the
//! official JSON Schema (the response's own type) through `jsonschema`.
//! Run with `make bench`; criterion prints the figures and keeps a history under target/.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn compare(c: &mut Criterion) {
    let discover = common::validator_for("DiscoverResultResponse");
    let tools = common::validator_for("ListToolsResultResponse");
    let inputs = [
        ("discover-2KB", common::typical_response(), &discover),
        ("discover-1MB", common::large_response(1 << 20), &discover),
        ("tools-list-1MB", common::large_tools_list(1 << 20), &tools),
    ];
    for (label, text, validator) in &inputs {
        assert!(
            mcp_anatomy::engine::check(text).is_valid(),
            "{label} input must be valid"
        );
        let parsed: serde_json::Value = serde_json::from_str(text).unwrap();
        assert!(
            validator.is_valid(&parsed),
            "{label} input must be schema-valid"
        );

        let mut group = c.benchmark_group(*label);
        group.throughput(Throughput::Bytes(text.len() as u64));
        if text.len() > 100_000 {
            group.sample_size(20);
        }
        group.bench_function("engine", |b| {
            b.iter(|| mcp_anatomy::engine::check(black_box(text)))
        });
        group.bench_function("serde_json+jsonschema", |b| {
            b.iter(|| {
                let value: serde_json::Value = serde_json::from_str(black_box(text)).unwrap();
                validator.is_valid(&value)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, compare);
criterion_main!(benches);
