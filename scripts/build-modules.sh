#!/usr/bin/env bash
# Trunk post-build hook: builds the browser module once per language — the library as a cdylib
# with one language feature, so that a page fetches only the language it shows — and binds it
# with wasm-bindgen into mcp-anatomy-<lang>.js and mcp-anatomy-<lang>_bg.wasm; and once more
# without the editor, into mcp-anatomy-diagram-<lang>.js and _bg.wasm, for pages that show
# only the diagram; and once with the reference view alone (feature `reference`), into
# mcp-anatomy-reference-<lang>.js and _bg.wasm, and once with its findings (feature `findings`:
# the engine, which the view asks for once drawn), into mcp-anatomy-findings-<lang>.js and
# _bg.wasm; and once with `validate()` alone (feature `check`:
# the engine, no widget), into mcp-anatomy-check-<lang>.js and _bg.wasm. Release builds
# are then shrunk with wasm-opt (scripts/minify-names.mjs shortens the names the module and its
# glue share) and the glue, the loader and the stylesheet minified with
# esbuild (Trunk's own JS minifier cannot parse the glue). Trunk sets TRUNK_PROFILE,
# TRUNK_SOURCE_DIR and TRUNK_STAGING_DIR; the tools come from scripts/bootstrap.sh.
set -euo pipefail
profile=${TRUNK_PROFILE:-debug}
staging=${TRUNK_STAGING_DIR:?run by trunk build or trunk serve}
cd "${TRUNK_SOURCE_DIR:-.}"
bin=$PWD/node_modules/.bin
target_dir=${CARGO_TARGET_DIR:-target}
cargo_profile=()
[ "$profile" = release ] && cargo_profile=(--release)
if [ "$profile" = release ]; then
  for tool in wasm-opt esbuild; do
    [ -x "$bin/$tool" ] || { echo "build-modules: $tool is missing; run scripts/bootstrap.sh web (npm ci)" >&2; exit 1; }
  done
fi

# Panic locations name the source files of dependencies; without the registry's absolute path
# they are shorter (−120 bytes gzipped) and the same on every machine.
remap=()
for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
  remap+=("--remap-path-prefix=$dir=")
done
# Wasm's vector instructions (simd128; every browser with CSS light-dark(), which the widget
# needs anyway, has them): the parser scans strings sixteen bytes at a time, and LLVM copies
# small structures in one instruction (−1.1 KB gzipped). .cargo/config.toml sets the same for
# the wasm tests.
export RUSTFLAGS="${RUSTFLAGS:-} ${remap[*]} -Ctarget-feature=+simd128"

# Release modules build the standard library with them, at the module's own `opt-level = "z"`
# and with its smaller variants (`optimize_for_size`: a plainer sort, for one), and let a panic
# stop the module at once: with no panic messages, no source locations and no `Debug`
# formatting, the full module is 21 KB smaller gzipped (docs/measurements.md). These are unstable
# options of the pinned stable compiler, enabled for this build alone with RUSTC_BOOTSTRAP; the
# engine never panics on input (tests/properties.rs), and nothing in the browser formats with
# `Debug`. Their own target folder keeps the other builds' caches warm.
build_std=()
if [ "$profile" = release ]; then
  build_std=(-Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size)
  export RUSTC_BOOTSTRAP=1
  export RUSTFLAGS="$RUSTFLAGS -Zunstable-options -Cpanic=immediate-abort -Zfmt-debug=none -Zlocation-detail=none"
  # Without reference types, wasm-bindgen keeps the module's JavaScript values in its glue's
  # heap instead of a table of the module's, whose upkeep was code beside every import and
  # export: the full module 1.2 KB smaller gzipped, the glue 0.2 KB larger (docs/measurements.md).
  export RUSTFLAGS="$RUSTFLAGS -Ctarget-feature=-reference-types"
  target_dir=$target_dir/browser-modules
  export CARGO_TARGET_DIR=$target_dir
fi

for module_name in en ru diagram-en diagram-ru reference-en reference-ru findings-en findings-ru check-en check-ru; do
  lang=${module_name##*-}
  case $module_name in
    diagram-*) features="lang-$lang" ;;
    reference-*) features="lang-$lang,reference" ;;
    findings-*) features="lang-$lang,findings" ;;
    check-*) features="lang-$lang,check" ;;
    *) features="lang-$lang,editor" ;;
  esac
  # validate()'s module is built for speed, not size: a page's script may call it on every
  # message of a session, and no page with a widget fetches it (docs/measurements.md).
  module_target=$target_dir std=("${build_std[@]}") shrink=(-Oz --converge) speed=()
  if [[ $module_name = check-* && $profile = release ]]; then
    module_target=$target_dir-fast std=(-Zbuild-std=std,panic_abort) shrink=(-O3) speed=(CARGO_PROFILE_RELEASE_OPT_LEVEL=3)
  fi
  env "${speed[@]}" CARGO_TARGET_DIR="$module_target" cargo rustc --quiet --lib "${cargo_profile[@]}" "${std[@]}" \
    --target wasm32-unknown-unknown --crate-type cdylib --no-default-features --features "$features"
  wasm-bindgen --target web --no-typescript --out-dir "$staging" --out-name "mcp-anatomy-$module_name" \
    "$module_target/wasm32-unknown-unknown/$profile/mcp_anatomy.wasm"
  if [ "$profile" = release ]; then
    module="$staging/mcp-anatomy-${module_name}_bg.wasm"
    # --low-memory-unused (−750 bytes gzipped): the first KiB of memory is the far end of Rust's
    # 1 MiB stack (the stack comes first), which the engine's depth bound keeps far from.
    # --strip-producers: the toolchain versions, which no browser reads (−190 bytes gzipped).
    "$bin/wasm-opt" "${shrink[@]}" --low-memory-unused --strip-producers "$module" -o "$module"
    # Short names for what the module and its glue share (−2.2 KB gzipped on each page).
    node scripts/minify-names.mjs "$bin/wasm-opt" "$module" "$staging/mcp-anatomy-$module_name.js"
  fi
done

if [ "$profile" = release ]; then
  for file in mcp-anatomy-en.js mcp-anatomy-ru.js mcp-anatomy-diagram-en.js mcp-anatomy-diagram-ru.js \
    mcp-anatomy-reference-en.js mcp-anatomy-reference-ru.js mcp-anatomy-findings-en.js mcp-anatomy-findings-ru.js mcp-anatomy-check-en.js mcp-anatomy-check-ru.js mcp-anatomy-reference-data.js embed.js mcp-anatomy-help-en.js \
    mcp-anatomy-help-ru.js mcp-anatomy.css mcp-anatomy-diagram.css mcp-anatomy-editor.css mcp-anatomy-reference.css; do
    # As a module, the loader's top-level names are its own and may be shortened too.
    format=()
    [[ "$file" = embed.js ]] && format=(--format=esm)
    # The help tables' Russian (and the reference reader's few sentences) as it is: escaped, it
    # weighs more gzipped too.
    [[ "$file" = mcp-anatomy-help-* || "$file" = mcp-anatomy-reference-data.js ]] && format=(--format=esm --charset=utf8)
    "$bin/esbuild" --minify "${format[@]}" --log-level=warning --allow-overwrite \
      "$staging/$file" --outfile="$staging/$file"
  done
  # esbuild drops comments, and with them what tells bundlers to leave the loader's two runtime
  # imports alone (webpack would otherwise turn them into a context module that finds nothing).
  node -e 'const fs = require("fs");
    const file = process.argv[1];
    let count = 0;
    const code = fs.readFileSync(file, "utf8").replace(/\bimport\(/g, () => (count++, "import(/* @vite-ignore */ /* webpackIgnore: true */ "));
    if (count !== 2) throw new Error(`build-modules: expected 2 dynamic imports in ${file}, found ${count}`);
    fs.writeFileSync(file, code);' "$staging/embed.js"
fi

# Each stylesheet as a module whose default export is its text (www/embed.js says why).
for sheet in mcp-anatomy mcp-anatomy-diagram mcp-anatomy-editor mcp-anatomy-reference; do
  node -e 'const fs = require("fs");
    fs.writeFileSync(process.argv[2], `export default ${JSON.stringify(fs.readFileSync(process.argv[1], "utf8").trim())};\n`);' \
    "$staging/$sheet.css" "$staging/$sheet-styles.js"
  rm "$staging/$sheet.css"
done

# The npm package's manifest, beside the files it lists (`npm pack dist`).
node scripts/package-json.mjs "$staging"
