# The two commands of the README: `make serve` and `make test`. Each installs what it lacks
# first (scripts/bootstrap.sh skips whatever is already at the pinned version).

SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TERM_COLOR ?= never
# The packaging tools' venv (maturin, actionlint, pre-commit: scripts/bootstrap.sh pack).
PACK := .venv-pack/bin

.PHONY: serve test test-native test-wasm test-e2e lint regen release dist budget check-budget bench bench-web bench-embed bench-ci bootstrap screenshots

serve:
	scripts/bootstrap.sh web
	trunk serve

bootstrap:
	scripts/bootstrap.sh all

test: bootstrap lint test-native test-wasm release test-e2e check-budget test-install

lint:
	cargo fmt --all --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy -p mcp-anatomy-macros -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings
	# What ships: per language, the full module, the diagram-only one, the reference one, its findings' and validate()'s.
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-en,editor -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-ru,editor -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-en -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-ru -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-en,reference -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-ru,reference -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-en,findings -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-ru,findings -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-en,check -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features lang-ru,check -- -D warnings
	$(MAKE) lint-packaging

# The release workflow (actionlint, which runs shellcheck on its `run:` scripts), the scripts of
# the Action and the install test, the pre-commit hook's manifest, the Action's metadata and the
# README's workflows that use it (scripts/check-action.py: actionlint lints workflows only).
lint-packaging:
	scripts/bootstrap.sh pack
	$(PACK)/actionlint .github/workflows/*.yml
	shellcheck scripts/action.sh tests/install.sh
	$(PACK)/pre-commit validate-manifest .pre-commit-hooks.yaml
	$(PACK)/python scripts/check-action.py action.yml README.md $(PACK)/actionlint

test-native:
	cargo test

# Every generated file, in the order each step needs the one before: the shape table from the
# official schema; the list that numbers the sentences' templates (the crate is built again
# with the new numbers); then what the catalogue gives (docs/codes.md, the README's table, the
# `.d.ts` unions, the help tables) and the two snapshots of every sentence; last, the same
# tests without writing, which pass when everything is current. Read the snapshots' diff.
regen:
	UPDATE_SHAPES=1 cargo test --test shapes
	UPDATE_DOCS=1 cargo test --test sentences every_template_has_its_line_in_the_list
	UPDATE_DOCS=1 INSTA_UPDATE=always INSTA_FORCE_PASS=1 cargo test --test catalogue
	cargo test --test shapes --test sentences --test catalogue

test-wasm:
	cargo test --target wasm32-unknown-unknown --test web

release:
	trunk build --release
	node scripts/snippets.mjs dist

# dist/ with stable names: embed.js, mcp-anatomy-styles.js, mcp-anatomy-editor-styles.js, and
# per language mcp-anatomy-<lang>.js and _bg.wasm (the full module) and
# mcp-anatomy-diagram-<lang>.js and _bg.wasm (the diagram alone) (scripts/build-modules.sh, run
# by Trunk); package.json and custom-elements.json, which make it the npm package; and the
# prerendered diagrams in snippets/ (scripts/snippets.mjs, in headless Chromium).
dist:
	scripts/bootstrap.sh web browser
	trunk build --release
	node scripts/snippets.mjs dist

# The most a page with the editor may transfer, in KB gzipped; make budget and make
# check-budget fail above it. The goal of issues 6 and 15 is 150, which the page met again in
# session 29 and then left by about 2 KB for the requests a client sends, judged by their
# types, and four rules of a session (issue 47; docs/measurements.md, "The requests a client
# sends"): until that is won back the ceiling stands at 153, and budget.sh still reports the
# page against 150. Today's figures: README, "Measured"; their history: docs/measurements.md.
BUDGET_CEILING_KB := 153
# The most a page with only the reference view may transfer as it loads, in KB gzipped: issue
# 31's goal, 110, met again in session 31 by the findings' module of their own (the view is
# drawn without the engine, which comes after; docs/measurements.md, "The findings apart").
REFERENCE_CEILING_KB := 110
# The most the same page may transfer with its findings, the findings module fetched once it is
# drawn (the help table, which comes only with findings, apart): today's figure (133.6 KB in
# Russian) with a kilobyte for gzip's swings, kept from growing. It is 16 % above the page whose
# one module carried the engine (117.4 KB): the parser, the allocator and the glue are in both.
REFERENCE_WHOLE_CEILING_KB := 135

budget: dist
	BUDGET_KB=$(BUDGET_CEILING_KB) REFERENCE_BUDGET_KB=$(REFERENCE_CEILING_KB) REFERENCE_WHOLE_BUDGET_KB=$(REFERENCE_WHOLE_CEILING_KB) scripts/budget.sh dist

check-budget:
	BUDGET_KB=$(BUDGET_CEILING_KB) REFERENCE_BUDGET_KB=$(REFERENCE_CEILING_KB) REFERENCE_WHOLE_BUDGET_KB=$(REFERENCE_WHOLE_CEILING_KB) scripts/budget.sh dist

test-e2e:
	node --test --test-concurrency=1 tests/e2e/*.test.mjs

# Issue 52: the command line without Rust. One build of the binary (Cargo profile `cli`), put
# into a wheel by maturin (target/wheels/) and repacked from that wheel into the npm packages
# (target/npm/: the launcher @mcp-anatomy/cli and this machine's platform package);
# tests/install.sh installs each in a fresh folder, offline, and runs it with no cargo on the PATH.
.PHONY: wheel npm-cli test-install lint-packaging

wheel:
	scripts/bootstrap.sh pack
	rm -f target/wheels/mcp_anatomy-*.whl
	$(PACK)/maturin build --out target/wheels

npm-cli: wheel
	rm -rf target/npm
	node scripts/npm-cli.mjs target/npm target/wheels/mcp_anatomy-*.whl

test-install: npm-cli
	scripts/bootstrap.sh servers
	tests/install.sh

bench:
	cargo bench --bench engine --bench diff

bench-web: release
	node scripts/bench-editor.mjs

bench-embed: dist
	node scripts/bench-embed.mjs

# Issue 16: one check over 1,000 responses against ajv-cli with the official schema.
bench-ci:
	scripts/bench-ci.sh

screenshots: dist
	node scripts/screenshots.mjs
