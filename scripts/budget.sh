#!/usr/bin/env bash
# Reports what an embedding page transfers (loader, JS glue, wasm, CSS), gzip-compressed,
# against the goal of issue 6 (150 KB), and fails when the total is over BUDGET_KB (the goal
# unless set; `make test` sets the size ratchet). Usage: scripts/budget.sh [DIST] (after make dist).
set -euo pipefail
dist=${1:-dist}
goal_kb=150
budget_kb=${BUDGET_KB:-$goal_kb}
total=0
for file in embed.js mcp-anatomy.js mcp-anatomy_bg.wasm mcp-anatomy.css; do
  [ -f "$dist/$file" ] || { echo "budget: $dist/$file is missing; run make dist" >&2; exit 2; }
  raw=$(wc -c < "$dist/$file")
  packed=$(gzip -9c "$dist/$file" | wc -c)
  total=$((total + packed))
  printf '%-22s %9d bytes  %8d gzipped\n' "$file" "$raw" "$packed"
done
printf '%-22s %9s        %8d gzipped\n' "total" "" "$total"
if [ "$total" -gt $((goal_kb * 1024)) ]; then
  printf 'goal %d KB (%d): over by %d bytes\n' "$goal_kb" $((goal_kb * 1024)) $((total - goal_kb * 1024))
else
  printf 'goal %d KB (%d): met, %d bytes to spare\n' "$goal_kb" $((goal_kb * 1024)) $((goal_kb * 1024 - total))
fi
if [ "$total" -gt $((budget_kb * 1024)) ]; then
  echo "budget: over the limit of $budget_kb KB ($((budget_kb * 1024))) by $((total - budget_kb * 1024)) bytes" >&2
  exit 1
fi
echo "budget: within the limit of $budget_kb KB"
