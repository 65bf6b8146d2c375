#!/usr/bin/env bash
# Issue 52: the command line installs without Rust. In fresh folders, with no network and no
# cargo on the PATH, the wheel of `make wheel` (target/wheels/) goes into a new venv with pip,
# and the npm tarballs of `make npm-cli` (target/npm/) into a new project with npm; each
# installed command checks an official example (exit 0), a broken answer (exit 1), and probes
# the Python SDK server. The install commands are the README's ("Install", "From the built
# files"). The Action's steps and the pre-commit hook run with the wheel's command. Ends with the plain "N passed, N failed" line; exits 1 when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
ROOT=$PWD
SPEC=$(realpath -m "${MCP_SPEC_DIR:-../shared/mcp-spec/2026-07-28}")
EXAMPLE=$SPEC/examples/DiscoverResultResponse/discover-result-response.json
SERVER=("$ROOT/.venv/bin/python" "$ROOT/tests/servers/modern_server.py")
VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1" >&2; }

# expect STATUS NAME COMMAND...: runs COMMAND, passes when it exits with STATUS.
expect() {
  local want=$1 name=$2 status=0
  shift 2
  "$@" >"$WORK/out" 2>"$WORK/err" || status=$?
  if [ "$status" -eq "$want" ]; then pass "$name"; else
    fail "$name: exit $status, expected $want"
    sed 's/^/  | /' "$WORK/out" "$WORK/err" >&2
  fi
}

# said PATTERN NAME: passes when the last command's output or error holds PATTERN.
said() {
  if grep -q -- "$1" "$WORK/out" "$WORK/err"; then pass "$2"; else fail "$2: no '$1' in the output"; fi
}

# The checks every installed command must pass; $1 names the install, the rest runs the command.
commands() {
  local how=$1
  shift
  expect 0 "$how: --version" "$@" --version
  expect 0 "$how: check an official example" "$@" check "$EXAMPLE"
  expect 1 "$how: check a broken answer" "$@" check "$WORK/broken.json"
  expect 0 "$how: probe the Python SDK server" "$@" probe -- "${SERVER[@]}"
  said 'tools/list' "$how: the probe walked tools/list"
}

[ -f "$EXAMPLE" ] || { echo "install: no official example at $EXAMPLE" >&2; exit 1; }
[ -x "${SERVER[0]}" ] || { echo "install: no .venv (scripts/bootstrap.sh servers)" >&2; exit 1; }
wheels=(target/wheels/mcp_anatomy-*.whl)
tarballs=(target/npm/mcp-anatomy-cli-*.tgz)
[ -f "${wheels[0]}" ] || { echo "install: no wheel in target/wheels (make wheel)" >&2; exit 1; }
[ ${#wheels[@]} -eq 1 ] || { echo "install: more than one wheel in target/wheels" >&2; exit 1; }
[ -f "${tarballs[0]}" ] || { echo "install: no tarball in target/npm (make npm-cli)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"inputSchema": {"type": "object"}}]}}' >"$WORK/broken.json"

# No Rust: the PATH without every folder that holds cargo or rustc.
NO_RUST_PATH=
while IFS= read -r dir; do
  [ -x "$dir/cargo" ] || [ -x "$dir/rustc" ] || NO_RUST_PATH=${NO_RUST_PATH:+$NO_RUST_PATH:}$dir
done < <(tr ':' '\n' <<<"$PATH")
if PATH=$NO_RUST_PATH command -v cargo >/dev/null; then fail "cargo is still on the PATH without Rust"; else pass "no cargo on the PATH"; fi

# The wheel: pip from the file alone (--no-index: no registry), in a fresh venv.
python3 -m venv "$WORK/venv"
wheel=$ROOT/${wheels[0]}
cd "$WORK" || exit 1
PATH=$NO_RUST_PATH expect 0 "pip install --no-index the wheel" \
  venv/bin/pip install --no-index "$wheel"
PATH=$WORK/venv/bin:$NO_RUST_PATH commands wheel mcp-anatomy
# uv: the wheel in an environment of uv's own, as the README's `uvx` line runs it; offline, with
# an empty cache and no Python download.
UV_CACHE_DIR=$WORK/uv-cache UV_OFFLINE=1 UV_PYTHON_DOWNLOADS=never PATH=$NO_RUST_PATH \
  commands uvx "$ROOT/.venv-pack/bin/uvx" --from "$wheel" mcp-anatomy

# The Action's `run` step (scripts/action.sh) as a workflow runs it, with the wheel's command:
# it exits 0 and records the status, names the SARIF log it wrote, and for a diff in a pull
# request the comment. action COMMAND ARGS; the step's outputs end in $WORK/action/output.
action() {
  rm -rf "$WORK/action" && mkdir "$WORK/action"
  RUNNER_TEMP=$WORK/action GITHUB_OUTPUT=$WORK/action/output GITHUB_STEP_SUMMARY=$WORK/action/summary \
    MCPA_COMMAND=$1 MCPA_ARGS=$2 MCPA_PULL_REQUEST=7 "$ROOT/scripts/action.sh" run
  cat "$WORK/action/output"
}
export PATH=$WORK/venv/bin:$NO_RUST_PATH
expect 0 "Action: check a broken answer" action check "'$WORK/broken.json'"
said 'exit-code=1' "Action: check records the status 1"
said 'sarif-file=' "Action: check writes a SARIF log"
expect 0 "Action: probe the Python SDK server" action probe "-- '${SERVER[0]}' '${SERVER[1]}'"
said 'exit-code=0' "Action: probe records the status 0"
said 'sarif-file=' "Action: probe writes a SARIF log of the walk"
said 'walk=mcp-anatomy-walk.jsonl' "Action: probe names its saved walk"
mv mcp-anatomy-walk.jsonl "$WORK/walk.jsonl"
expect 0 "Action: diff two walks" action diff "'$WORK/walk.jsonl' '$WORK/walk.jsonl'"
said 'comment-file=' "Action: diff leaves the pull-request comment"

# The pre-commit hook that runs the command on the PATH, on a fresh repository's answers:
# fails with the broken one, passes without it.
mkdir "$WORK/hooked" && cd "$WORK/hooked" || exit 1
git init -q && cp "$EXAMPLE" good.json && cp "$WORK/broken.json" . && git add .
hook() { PRE_COMMIT_HOME=$WORK/pre-commit "$ROOT/.venv-pack/bin/pre-commit" try-repo "$ROOT" mcp-anatomy-check-system --all-files; }
expect 1 "pre-commit hook: a broken answer fails" hook
git rm -q --cached broken.json
expect 0 "pre-commit hook: the official example passes" hook
cd "$WORK" || exit 1
export PATH=$NO_RUST_PATH

# npm: a fresh project that installs the launcher and the linux-x64 package from their
# tarballs, with an empty cache, --offline and the registry at a closed local port. The other
# platforms' packages are optional and cannot be fetched: npm must skip them.
mkdir "$WORK/project"
echo '{"name": "install-test", "private": true}' >"$WORK/project/package.json"
export npm_config_cache=$WORK/npm-cache npm_config_registry=http://127.0.0.1:9/ npm_config_offline=true \
  npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
cd "$WORK/project" || exit 1
PATH=$NO_RUST_PATH expect 0 "npm install the launcher and linux-x64 tarballs" \
  npm install "$ROOT"/target/npm/mcp-anatomy-cli-0*.tgz "$ROOT"/target/npm/mcp-anatomy-cli-linux-x64-*.tgz
PATH=$NO_RUST_PATH commands npx npx mcp-anatomy
# Without its platform package the launcher says which package is missing.
rm -rf "$WORK/project/node_modules/@mcp-anatomy/cli-linux-x64"
PATH=$NO_RUST_PATH expect 1 "the launcher without its platform package" npx mcp-anatomy check "$EXAMPLE"
said '@mcp-anatomy/cli-linux-x64' "the launcher names the missing package"

# The release workflow's repacking of the other platforms' wheels (scripts/npm-cli.mjs), with
# stand-in binaries: each wheel's binary lands in the package its tag names, `os` and `cpu` set.
fake=$WORK/fake-wheels
for tag in manylinux_2_28_aarch64 macosx_10_12_x86_64 macosx_11_0_arm64 win_amd64 win_arm64; do
  exe=mcp-anatomy
  [[ $tag == win* ]] && exe=mcp-anatomy.exe
  mkdir -p "$fake/$tag/mcp_anatomy-$VERSION.data/scripts"
  echo stand-in >"$fake/$tag/mcp_anatomy-$VERSION.data/scripts/$exe"
  (cd "$fake/$tag" && python3 -m zipfile -c "$fake/mcp_anatomy-$VERSION-py3-none-$tag.whl" "mcp_anatomy-$VERSION.data")
done
expect 0 "npm-cli.mjs repacks the other platforms' wheels" node "$ROOT/scripts/npm-cli.mjs" "$fake/npm" "$fake"/*.whl
# platform_package OS-CPU EXECUTABLE: the tarball holds the executable and says its os and cpu.
platform_package() {
  local tarball=$fake/npm/mcp-anatomy-cli-$1-$VERSION.tgz
  # grep reads the whole list: with -q it could stop early and fail tar with SIGPIPE.
  tar tzf "$tarball" | grep -x "package/$2" >/dev/null &&
    tar xzf "$tarball" -O package/package.json | node -e '
      const pkg = JSON.parse(require("fs").readFileSync(0, "utf8"));
      const platform = process.argv[1];
      process.exit(pkg.os + "-" + pkg.cpu === platform && pkg.name === "@mcp-anatomy/cli-" + platform ? 0 : 1);' "$1"
}
for platform in linux-arm64 darwin-x64 darwin-arm64 win32-x64 win32-arm64; do
  exe=mcp-anatomy
  [[ $platform == win32-* ]] && exe=mcp-anatomy.exe
  expect 0 "npm package for $platform" platform_package "$platform" "$exe"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
