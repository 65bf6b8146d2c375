#!/usr/bin/env bash
# Issue 16's target: one `check` call over 1,000 typical server/discover responses against
# ajv-cli validating the same files with the official schema (JSON Schema 2020-12, the
# DiscoverResultResponse definition). Both read the same folder and run as a CI job would: a
# fresh process each time. Prints the median of RUNS wall-clock times of each and their ratio.
# Figures, not a test: the machine is shared. Usage: scripts/bench-ci.sh [RUNS] (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
spec=${MCP_SPEC_DIR:-../shared/mcp-spec/2026-07-28}
bin=target/release/mcp-anatomy
ajv=node_modules/.bin/ajv
[ -x "$ajv" ] || { echo "bench-ci: ajv-cli is missing; run scripts/bootstrap.sh web (npm ci)" >&2; exit 1; }
cargo build --release --quiet

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/responses"
# 1,000 answers that differ as real ones do: the id, the server's name and version, the TTL.
node - "$spec/examples/DiscoverResultResponse/discover-result-response.json" "$work/responses" <<'JS'
const [source, out] = process.argv.slice(2);
const fs = require('node:fs');
const example = JSON.parse(fs.readFileSync(source, 'utf8'));
for (let i = 0; i < 1000; i++) {
  const answer = structuredClone(example);
  answer.id = `discover-${i}`;
  answer.result.ttlMs = 1000 * (i + 1);
  const info = answer.result._meta?.['io.modelcontextprotocol/serverInfo'];
  if (info) Object.assign(info, { name: `server-${i}`, version: `1.${i}.0` });
  fs.writeFileSync(`${out}/r${String(i).padStart(4, '0')}.json`, JSON.stringify(answer, null, 2));
}
JS
# The official schema with its DiscoverResultResponse definition as the root (ajv-cli cannot
# refer into a schema that has no $id).
node -e 'const s = require(process.argv[1]); s.$ref = "#/$defs/DiscoverResultResponse"; require("fs").writeFileSync(process.argv[2], JSON.stringify(s))' \
  "$(realpath "$spec/schema.json")" "$work/response.schema.json"

# Both must agree that every file is valid before their times mean anything.
"$bin" check --format json "$work/responses" | grep -c '"valid":true' | grep -qx 1000 \
  || { echo "bench-ci: mcp-anatomy does not find the 1,000 responses valid" >&2; exit 1; }
ajv_check() { # ajv-cli with formats (uri …) checked, as the engine checks them
  (cd "$work" && "$root/$ajv" validate --spec=draft2020 --strict=false -c ajv-formats -s response.schema.json -d 'responses/*.json')
}
root=$PWD
ajv_check >/dev/null 2>&1 \
  || { echo "bench-ci: ajv-cli does not find the 1,000 responses valid" >&2; exit 1; }

median_ms() { # command...
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

ours=$(median_ms "$bin" check --format json "$work/responses")
theirs=$(median_ms ajv_check)
echo "1,000 typical responses, median of $runs runs, $(nproc) cores:"
echo "  mcp-anatomy check: ${ours} ms"
echo "  ajv-cli validate (official schema): ${theirs} ms"
awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "  mcp-anatomy is %.1f× faster (target: 5× or more)\n", a / b }'
