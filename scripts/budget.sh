#!/usr/bin/env bash
# Reports what an embedding page transfers, gzip-compressed, against the goal of issue 6
# (150 KB): the loader, the stylesheet, and the glue and module of the page's language. A page
# in one language fetches one module; both totals are reported, and the script fails when the
# larger is over BUDGET_KB (the goal unless set; `make test` sets the Makefile's ceiling and
# the goal line says how far the page is from the goal). Brotli
# sizes (what many hosts and CDNs send to browsers that accept it) are reported beside them.
# Usage: scripts/budget.sh [DIST] (after make dist).
set -euo pipefail
dist=${1:-dist}
goal_kb=150
budget_kb=${BUDGET_KB:-$goal_kb}
languages=(en ru)

brotli_size() { # file: its size at Brotli's highest quality (Node's zlib has Brotli built in)
  node -e 'const z = require("zlib");
    const packed = z.brotliCompressSync(require("fs").readFileSync(process.argv[1]),
      { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } });
    process.stdout.write(String(packed.length));' "$1"
}

largest=0
largest_brotli=0
largest_language=
for language in "${languages[@]}"; do
  files=(embed.js mcp-anatomy.css "mcp-anatomy-$language.js" "mcp-anatomy-${language}_bg.wasm")
  total=0
  total_brotli=0
  echo "a page in $language:"
  for file in "${files[@]}"; do
    [ -f "$dist/$file" ] || { echo "budget: $dist/$file is missing; run make dist" >&2; exit 2; }
    raw=$(wc -c < "$dist/$file")
    packed=$(gzip -9c "$dist/$file" | wc -c)
    brotli=$(brotli_size "$dist/$file")
    total=$((total + packed))
    total_brotli=$((total_brotli + brotli))
    printf '  %-26s %9d bytes  %8d gzipped  %8d brotli\n' "$file" "$raw" "$packed" "$brotli"
  done
  printf '  %-26s %9s        %8d gzipped  %8d brotli\n' "total" "" "$total" "$total_brotli"
  if [ "$total" -gt "$largest" ]; then
    largest=$total
    largest_language=$language
  fi
  [ "$total_brotli" -gt "$largest_brotli" ] && largest_brotli=$total_brotli
done
printf 'largest (%s) %d gzipped  %d brotli\n' "$largest_language" "$largest" "$largest_brotli"
if [ "$largest" -gt $((goal_kb * 1024)) ]; then
  printf 'goal %d KB (%d) gzipped: over by %d bytes\n' "$goal_kb" $((goal_kb * 1024)) $((largest - goal_kb * 1024))
else
  printf 'goal %d KB (%d) gzipped: met, %d bytes to spare\n' "$goal_kb" $((goal_kb * 1024)) $((goal_kb * 1024 - largest))
fi
if [ "$largest" -gt $((budget_kb * 1024)) ]; then
  echo "budget: over the limit of $budget_kb KB ($((budget_kb * 1024))) by $((largest - budget_kb * 1024)) bytes" >&2
  exit 1
fi
echo "budget: within the limit of $budget_kb KB"
