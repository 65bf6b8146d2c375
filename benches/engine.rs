//! Throughput of the engine on a typical (2 KB) and a large (1 MB) response, side by side with
//! the schema path: serde_json parsing plus the official JSON Schema through `jsonschema`.
//! Run with `make bench`; criterion prints the figures and keeps a history under target/.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn compare(c: &mut Criterion) {
    let validator = common::validator_for("DiscoverResultResponse");
    let inputs = [
        ("2KB", common::typical_response()),
        ("1MB", common::large_response(1 << 20)),
    ];
    for (label, text) in &inputs {
        assert!(
            mcp_anatomy::engine::check(text).is_valid(),
            "{label} input must be valid"
        );
        let parsed: serde_json::Value = serde_json::from_str(text).unwrap();
        assert!(
            validator.is_valid(&parsed),
            "{label} input must be schema-valid"
        );

        let mut group = c.benchmark_group(format!("discover-{label}"));
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
