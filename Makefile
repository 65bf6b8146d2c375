# The two commands of the README: `make serve` and `make test`. Each installs what it lacks
# first (scripts/bootstrap.sh skips whatever is already at the pinned version).

SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TERM_COLOR ?= never

.PHONY: serve test test-native test-wasm test-e2e lint release dist budget size-ratchet bench bench-web bench-embed bootstrap

# Issue 6 sets a goal of 150 KB gzipped for everything an embedding page transfers (`make
# budget` reports against it). Until the embed gets there, the test run holds the line at what
# it weighs now, so that nothing grows unnoticed; lower this as the embed shrinks.
SIZE_RATCHET_KB := 169

serve:
	scripts/bootstrap.sh web
	trunk serve

bootstrap:
	scripts/bootstrap.sh all

test: bootstrap lint test-native test-wasm release test-e2e size-ratchet

lint:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings

test-native:
	cargo test

test-wasm:
	cargo test --target wasm32-unknown-unknown --test web

release:
	trunk build --release

# dist/ with stable names: embed.js, mcp-anatomy.js, mcp-anatomy_bg.wasm, mcp-anatomy.css.
dist:
	scripts/bootstrap.sh web
	trunk build --release

budget: dist
	scripts/budget.sh dist

size-ratchet:
	BUDGET_KB=$(SIZE_RATCHET_KB) scripts/budget.sh dist

test-e2e:
	node --test --test-concurrency=1 tests/e2e/*.test.mjs

bench:
	cargo bench --bench engine

bench-web: release
	node scripts/bench-editor.mjs

bench-embed: dist
	node scripts/bench-embed.mjs
