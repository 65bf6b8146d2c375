#!/usr/bin/env bash
# Reports what an embedding page transfers (loader, JS glue, wasm, CSS), gzip-compressed,
# against the goal of issue 6 (150 KB), and fails when the gzip total is over BUDGET_KB (the
# goal unless set; `make test` sets the size ratchet). Brotli sizes (what many hosts
# and CDNs send to browsers that accept it) are reported beside them, for information.
# Usage: scripts/budget.sh [DIST] (after make dist).
set -euo pipefail
dist=${1:-dist}
goal_kb=150
budget_kb=${BUDGET_KB:-$goal_kb}
files=(embed.js mcp-anatomy.js mcp-anatomy_bg.wasm mcp-anatomy.css)

brotli_size() { # file: its size at Brotli's highest quality (Node's zlib has Brotli built in)
  node -e 'const z = require("zlib");
    const packed = z.brotliCompressSync(require("fs").readFileSync(process.argv[1]),
      { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } });
    process.stdout.write(String(packed.length));' "$1"
}

total=0
total_brotli=0
for file in "${files[@]}"; do
  [ -f "$dist/$file" ] || { echo "budget: $dist/$file is missing; run make dist" >&2; exit 2; }
  raw=$(wc -c < "$dist/$file")
  packed=$(gzip -9c "$dist/$file" | wc -c)
  brotli=$(brotli_size "$dist/$file")
  total=$((total + packed))
  total_brotli=$((total_brotli + brotli))
  printf '%-22s %9d bytes  %8d gzipped  %8d brotli\n' "$file" "$raw" "$packed" "$brotli"
done
printf '%-22s %9s        %8d gzipped  %8d brotli\n' "total" "" "$total" "$total_brotli"
if [ "$total" -gt $((goal_kb * 1024)) ]; then
  printf 'goal %d KB (%d) gzipped: over by %d bytes\n' "$goal_kb" $((goal_kb * 1024)) $((total - goal_kb * 1024))
else
  printf 'goal %d KB (%d) gzipped: met, %d bytes to spare\n' "$goal_kb" $((goal_kb * 1024)) $((goal_kb * 1024 - total))
fi
if [ "$total" -gt $((budget_kb * 1024)) ]; then
  echo "budget: over the limit of $budget_kb KB ($((budget_kb * 1024))) by $((total - budget_kb * 1024)) bytes" >&2
  exit 1
fi
echo "budget: within the limit of $budget_kb KB"
