#!/usr/bin/env bash
# Trunk post-build hook: in release builds, minifies the wasm-bindgen glue and the widget's
# stylesheet with esbuild (Trunk's own JS minifier cannot parse the glue). Debug builds stay
# readable. Trunk sets TRUNK_PROFILE, TRUNK_SOURCE_DIR and TRUNK_STAGING_DIR.
set -euo pipefail
[ "${TRUNK_PROFILE:-debug}" = release ] || exit 0
esbuild="$TRUNK_SOURCE_DIR/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || { echo "minify: esbuild is missing; run scripts/bootstrap.sh web (npm ci)" >&2; exit 1; }
for file in mcp-anatomy.js mcp-anatomy.css; do
  "$esbuild" --minify --log-level=warning --allow-overwrite \
    "$TRUNK_STAGING_DIR/$file" --outfile="$TRUNK_STAGING_DIR/$file"
done
