//! `diff` of two 1 MB `tools/list` responses (issue #32's target: 50 ms natively): the second a
//! copy with one tool in ten changed (an enum value removed, a description rewritten, a
//! parameter added), some removed and some added. Measured whole (both texts read into
//! surfaces, then compared) and the comparison alone. Run with `cargo bench --bench diff`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mcp_anatomy::surface::{Source, Surface, diff, read};
use serde_json::{Value, json};
use std::hint::black_box;

/// The next release of `old`: every tenth tool changed one of three ways, every hundredth
/// removed, a few added.
fn next_release(old: &str) -> String {
    let mut response: Value = serde_json::from_str(old).unwrap();
    let tools = response["result"]["tools"].as_array_mut().unwrap();
    for (index, tool) in tools.iter_mut().enumerate().filter(|(i, _)| i % 10 == 0) {
        let properties = &mut tool["inputSchema"]["properties"];
        match index / 10 % 3 {
            0 => properties["units"]["enum"] = json!(["metric"]),
            1 => tool["description"] = json!(format!("Does thing {index} better.")),
            _ => properties["verbose"] = json!({"type": "boolean"}),
        }
    }
    let mut index = 0;
    tools.retain(|_| {
        index += 1;
        index % 100 != 0
    });
    for i in 0..20 {
        tools.push(json!({"name": format!("new_{i}"), "inputSchema": {"type": "object"}}));
    }
    response.to_string()
}

fn surface(label: &str, text: &str) -> Surface {
    read(vec![Source::new(label, text, false)]).unwrap()
}

fn bench(c: &mut Criterion) {
    let old = common::large_tools_list(1 << 20);
    let new = next_release(&old);
    let (old_surface, new_surface) = (surface("old", &old), surface("new", &new));
    let changes = diff(&old_surface, &new_surface).changes.len();
    assert!(changes > 250, "the copy differs: {changes} changes");

    let mut group = c.benchmark_group("diff-tools-list-1MB");
    group.throughput(Throughput::Bytes((old.len() + new.len()) as u64));
    group.sample_size(20);
    group.bench_function("read+diff", |b| {
        b.iter(|| {
            let old = surface("old", black_box(&old));
            let new = surface("new", black_box(&new));
            diff(&old, &new)
        })
    });
    group.bench_function("diff", |b| {
        b.iter(|| diff(black_box(&old_surface), black_box(&new_surface)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
