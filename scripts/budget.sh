#!/usr/bin/env bash
# Reports what an embedding page transfers (loader, JS glue, wasm, CSS), gzip-compressed, and
# fails when the total is over the budget. Usage: scripts/budget.sh [DIST] (after make dist).
set -euo pipefail
dist=${1:-dist}
budget_kb=${BUDGET_KB:-150}
total=0
for file in embed.js mcp-anatomy.js mcp-anatomy_bg.wasm mcp-anatomy.css; do
  [ -f "$dist/$file" ] || { echo "budget: $dist/$file is missing; run make dist" >&2; exit 2; }
  raw=$(wc -c < "$dist/$file")
  packed=$(gzip -9c "$dist/$file" | wc -c)
  total=$((total + packed))
  printf '%-22s %9d bytes  %8d gzipped\n' "$file" "$raw" "$packed"
done
printf '%-22s %9s        %8d gzipped (budget %d KB = %d)\n' "total" "" "$total" "$budget_kb" $((budget_kb * 1024))
if [ "$total" -gt $((budget_kb * 1024)) ]; then
  echo "budget: over by $((total - budget_kb * 1024)) bytes" >&2
  exit 1
fi
