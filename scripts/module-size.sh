#!/usr/bin/env bash
# The gzipped size of one full browser module, built alone as scripts/build-modules.sh builds it
# for a release (the standard library with it, wasm-bindgen, wasm-opt, short shared names): a
# minute instead of the several of `make dist`, for comparing two states of the code. The page
# budget itself is `make budget`. Usage: scripts/module-size.sh [LANG] (default ru); prints the
# raw and gzipped bytes of mcp-anatomy-LANG_bg.wasm. MODULE=reference (or findings, diagram, or check)
# measures that module instead; KEEP=FILE keeps a copy of it (to compare two builds with
# other compressors: gzip -9 alone can swing by a kilobyte or more for a few bytes of code).
set -euo pipefail
cd "$(dirname "$0")/.."
lang=${1:-ru}
case ${MODULE:-full} in
  full) features="lang-$lang,editor" name="$lang" ;;
  diagram) features="lang-$lang" name="diagram-$lang" ;;
  reference) features="lang-$lang,reference" name="reference-$lang" ;;
  findings) features="lang-$lang,findings" name="findings-$lang" ;;
  check) features="lang-$lang,check" name="check-$lang" ;;
  *) echo "module-size: MODULE is full, diagram, reference, findings or check" >&2; exit 2 ;;
esac
bin=$PWD/node_modules/.bin
[ -x "$bin/wasm-opt" ] || { echo "module-size: wasm-opt is missing; run scripts/bootstrap.sh web" >&2; exit 1; }
remap=()
for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do remap+=("--remap-path-prefix=$dir="); done
export RUSTC_BOOTSTRAP=1
export RUSTFLAGS="${remap[*]} -Ctarget-feature=+simd128 -Zunstable-options -Cpanic=immediate-abort -Zfmt-debug=none -Zlocation-detail=none -Ctarget-feature=-reference-types"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/browser-modules
std=(-Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size) shrink=(-Oz --converge)
# validate()'s module is built for speed, as scripts/build-modules.sh builds it.
if [ "${MODULE:-full}" = check ]; then
  export CARGO_TARGET_DIR=$CARGO_TARGET_DIR-fast CARGO_PROFILE_RELEASE_OPT_LEVEL=3
  std=(-Zbuild-std=std,panic_abort) shrink=(-O3)
fi
cargo rustc --quiet --lib --release "${std[@]}" \
  --target wasm32-unknown-unknown --crate-type cdylib --no-default-features --features "$features"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name module \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/mcp_anatomy.wasm"
"$bin/wasm-opt" "${shrink[@]}" --low-memory-unused --strip-producers "$out/module_bg.wasm" -o "$out/module_bg.wasm"
node scripts/minify-names.mjs "$bin/wasm-opt" "$out/module_bg.wasm" "$out/module.js" >/dev/null
[ -n "${KEEP:-}" ] && cp "$out/module_bg.wasm" "$KEEP"
echo "mcp-anatomy-${name}_bg.wasm: $(wc -c < "$out/module_bg.wasm") bytes, $(gzip -9c "$out/module_bg.wasm" | wc -c) gzipped"
