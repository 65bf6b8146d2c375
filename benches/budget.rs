//! Token counting of the context budget on a generated 1 MB `tools/list` response (issue 32's
//! target: at most 100 ms, loading the encoding included). Loading o200k_base and the first
//! weighing are timed once and printed; criterion then measures the warm count.
//! Run with `cargo bench --bench budget`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mcp_anatomy::cli::budget::{ENCODING, weigh};
use mcp_anatomy::surface::{self, Source};
use std::hint::black_box;
use std::time::Instant;

fn count(c: &mut Criterion) {
    let text = common::large_tools_list(1 << 20);
    let surface = surface::read(vec![Source::new("tools-list-1MB", text.as_str(), false)])
        .expect("the generated list reads");
    let started = Instant::now();
    bpe_openai::o200k_base();
    let loaded = started.elapsed();
    let weight = weigh(&surface).expect("a tools list");
    let counted = started.elapsed() - loaded;
    println!(
        "first weighing: {ENCODING} loaded in {:.1} ms, then counted in {:.1} ms: {} tools, {} bytes of model text, {} tokens",
        loaded.as_secs_f64() * 1000.0,
        counted.as_secs_f64() * 1000.0,
        weight.tools.len(),
        weight.bytes,
        weight.tokens
    );
    let mut group = c.benchmark_group("budget-tools-list-1MB");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(20);
    group.bench_function("weigh", |b| b.iter(|| weigh(black_box(&surface))));
    group.bench_function("read+weigh", |b| {
        b.iter(|| {
            let source = Source::new("tools-list-1MB", black_box(text.as_str()), false);
            weigh(&surface::read(vec![source]).expect("reads"))
        })
    });
    group.finish();
}

criterion_group!(benches, count);
criterion_main!(benches);
