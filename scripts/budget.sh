#!/usr/bin/env bash
# Reports what an embedding page transfers, gzip-compressed: a page with the editor (the loader,
# both stylesheets, and the glue and module of the page's language) against the goal of issue 6
# (150 KB), and a page that shows only the diagram (the loader, the widget's stylesheet, and the
# light module of its language) against issue 18's 80 KB, and a page that shows only the
# reference view (the loader, the widget's and the reference's stylesheets, the reader of its
# data, and the reference module of its language) against issue 31's 110 KB. The reference's
# findings come after it is drawn, from a module of their own that a page showing no findings
# never fetches: that module, and the reference page with it, are reported apart, the whole
# against REFERENCE_WHOLE_BUDGET_KB when set. A page in one language fetches one
# language's files; each total is reported, and the script fails when the larger page with the
# editor is over BUDGET_KB (the goal unless set; `make test` sets the Makefile's limit, and the
# goal line says how far the page is from the goal), or a diagram page over DIAGRAM_BUDGET_KB
# (80 unless set), or a reference page over REFERENCE_BUDGET_KB (the goal, 110, unless set; the
# Makefile sets today's ceiling, and the reference goal line says how far the page is from the
# goal). The help table of each language, which a page fetches only when an editor
# first shows a finding or the reader first points at or focuses a widget with the editor (or a
# script loads the language for validate()), is reported apart. Brotli sizes (what many hosts and CDNs send to browsers that accept it) are
# reported beside them.
# Usage: scripts/budget.sh [DIST] (after make dist).
set -euo pipefail
dist=${1:-dist}
goal_kb=150
budget_kb=${BUDGET_KB:-$goal_kb}
diagram_budget_kb=${DIAGRAM_BUDGET_KB:-80}
reference_goal_kb=110
reference_budget_kb=${REFERENCE_BUDGET_KB:-$reference_goal_kb}
reference_whole_budget_kb=${REFERENCE_WHOLE_BUDGET_KB:-}
languages=(en ru)

brotli_size() { # file: its size at Brotli's highest quality (Node's zlib has Brotli built in)
  node -e 'const z = require("zlib");
    const packed = z.brotliCompressSync(require("fs").readFileSync(process.argv[1]),
      { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } });
    process.stdout.write(String(packed.length));' "$1"
}

# page_total TITLE FILE…: prints each file and the total; sets total and total_brotli.
page_total() {
  echo "$1:"
  shift
  total=0
  total_brotli=0
  for file in "$@"; do
    [ -f "$dist/$file" ] || { echo "budget: $dist/$file is missing; run make dist" >&2; exit 2; }
    raw=$(wc -c < "$dist/$file")
    packed=$(gzip -9c "$dist/$file" | wc -c)
    brotli=$(brotli_size "$dist/$file")
    total=$((total + packed))
    total_brotli=$((total_brotli + brotli))
    printf '  %-34s %9d bytes  %8d gzipped  %8d brotli\n' "$file" "$raw" "$packed" "$brotli"
  done
  printf '  %-34s %9s        %8d gzipped  %8d brotli\n' "total" "" "$total" "$total_brotli"
}

largest=0 largest_brotli=0 largest_language=
diagram_largest=0 diagram_language=
reference_largest=0 reference_language=
whole_largest=0 whole_language=
for language in "${languages[@]}"; do
  page_total "a page in $language" embed.js mcp-anatomy-styles.js mcp-anatomy-diagram-styles.js mcp-anatomy-editor-styles.js \
    "mcp-anatomy-$language.js" "mcp-anatomy-${language}_bg.wasm"
  if [ "$total" -gt "$largest" ]; then largest=$total largest_language=$language; fi
  [ "$total_brotli" -gt "$largest_brotli" ] && largest_brotli=$total_brotli
  page_total "a diagram-only page in $language" embed.js mcp-anatomy-styles.js mcp-anatomy-diagram-styles.js \
    "mcp-anatomy-diagram-$language.js" "mcp-anatomy-diagram-${language}_bg.wasm"
  if [ "$total" -gt "$diagram_largest" ]; then diagram_largest=$total diagram_language=$language; fi
  # The reader of a reference's data comes with every reference widget (embed.js imports it).
  page_total "a reference-only page in $language" embed.js mcp-anatomy-styles.js mcp-anatomy-reference-styles.js \
    mcp-anatomy-reference-data.js "mcp-anatomy-reference-$language.js" "mcp-anatomy-reference-${language}_bg.wasm"
  if [ "$total" -gt "$reference_largest" ]; then reference_largest=$total reference_language=$language; fi
  reference_page=$total
  # Fetched once the reference is drawn, unless its findings attribute is none.
  page_total "later, the findings of a reference in $language" "mcp-anatomy-findings-$language.js" \
    "mcp-anatomy-findings-${language}_bg.wasm"
  printf '  %-34s %9s        %8d gzipped\n' "the reference page with them" "" $((reference_page + total))
  if [ $((reference_page + total)) -gt "$whole_largest" ]; then whole_largest=$((reference_page + total)) whole_language=$language; fi
  # Not part of either page as it loads: fetched when an editor first shows a finding or the
  # reader first reaches for a widget with the editor, or when a script loads the language for
  # validate().
  page_total "later, with the first finding or reach for the widget in $language" "mcp-anatomy-help-$language.js"
  # A page whose script only calls validate() (no widget): the loader, validate()'s module and
  # the help, which it needs to say its findings. No limit: reported for comparison.
  page_total "a page that only validates, in $language" embed.js "mcp-anatomy-check-$language.js" \
    "mcp-anatomy-check-${language}_bg.wasm" "mcp-anatomy-help-$language.js"
done
printf 'largest (%s) %d gzipped  %d brotli\n' "$largest_language" "$largest" "$largest_brotli"
if [ "$largest" -gt $((goal_kb * 1024)) ]; then
  printf 'goal %d KB (%d) gzipped: over by %d bytes\n' "$goal_kb" $((goal_kb * 1024)) $((largest - goal_kb * 1024))
else
  printf 'goal %d KB (%d) gzipped: met, %d bytes to spare\n' "$goal_kb" $((goal_kb * 1024)) $((goal_kb * 1024 - largest))
fi
printf 'largest diagram-only page (%s) %d gzipped, limit %d KB (%d): %d bytes to spare\n' \
  "$diagram_language" "$diagram_largest" "$diagram_budget_kb" $((diagram_budget_kb * 1024)) \
  $((diagram_budget_kb * 1024 - diagram_largest))
printf 'largest reference-only page (%s) %d gzipped, limit %d KB (%d)\n' \
  "$reference_language" "$reference_largest" "$reference_budget_kb" $((reference_budget_kb * 1024))
if [ "$reference_largest" -gt $((reference_goal_kb * 1024)) ]; then
  printf 'reference goal %d KB (%d) gzipped: over by %d bytes\n' "$reference_goal_kb" $((reference_goal_kb * 1024)) $((reference_largest - reference_goal_kb * 1024))
else
  printf 'reference goal %d KB (%d) gzipped: met, %d bytes to spare\n' "$reference_goal_kb" $((reference_goal_kb * 1024)) $((reference_goal_kb * 1024 - reference_largest))
fi
printf 'largest reference page with its findings (%s) %d gzipped\n' "$whole_language" "$whole_largest"
status=0
if [ "$largest" -gt $((budget_kb * 1024)) ]; then
  echo "budget: over the limit of $budget_kb KB ($((budget_kb * 1024))) by $((largest - budget_kb * 1024)) bytes" >&2
  status=1
fi
if [ "$diagram_largest" -gt $((diagram_budget_kb * 1024)) ]; then
  echo "budget: a diagram-only page is over the limit of $diagram_budget_kb KB by $((diagram_largest - diagram_budget_kb * 1024)) bytes" >&2
  status=1
fi
if [ "$reference_largest" -gt $((reference_budget_kb * 1024)) ]; then
  echo "budget: a reference-only page is over the limit of $reference_budget_kb KB by $((reference_largest - reference_budget_kb * 1024)) bytes" >&2
  status=1
fi
if [ -n "$reference_whole_budget_kb" ] && [ "$whole_largest" -gt $((reference_whole_budget_kb * 1024)) ]; then
  echo "budget: a reference page with its findings is over the limit of $reference_whole_budget_kb KB by $((whole_largest - reference_whole_budget_kb * 1024)) bytes" >&2
  status=1
fi
[ "$status" = 0 ] && echo "budget: within the limits of $budget_kb KB and, for diagram-only pages, $diagram_budget_kb KB, for reference-only pages, $reference_budget_kb KB"
exit "$status"
