// Shortens the names a browser module and its glue share: wasm-bindgen names each import after
// its function plus a 16-hex-digit hash (`__wbg_setAttribute_4f3c…`), and each name is written
// twice, in the wasm and in the glue. Random hex barely compresses, so the names cost about
// 2 KB of every gzipped page. wasm-opt renames the imports, the exports and the import module
// and prints the mapping; this script then renames the same things in the glue.
// Usage: node scripts/minify-names.mjs WASM-OPT MODULE.wasm GLUE.js
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [wasmOpt, wasmFile, glueFile] = process.argv.slice(2);
if (!glueFile) {
  console.error('usage: node scripts/minify-names.mjs WASM-OPT MODULE.wasm GLUE.js');
  process.exit(2);
}
const printed = execFileSync(wasmOpt, ['--minify-imports-and-exports-and-modules', wasmFile, '-o', wasmFile], {
  encoding: 'utf8',
});
const mapping = JSON.parse(printed.slice(printed.indexOf('{')));
const compiled = new WebAssembly.Module(readFileSync(wasmFile));
const modules = new Set(WebAssembly.Module.imports(compiled).map((entry) => entry.module));
if (modules.size !== 1) throw new Error(`minify-names: expected one import module, found ${[...modules]}`);
const [newModule] = modules;

let glue = readFileSync(glueFile, 'utf8');
/** `text` as a literal inside a regular expression. */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Replaces every match of `pattern` and fails when there is none: a glue whose shape changed
 * must stop the build, not ship a module that cannot link. */
function replaceAll(pattern, replacement, what) {
  let count = 0;
  glue = glue.replace(pattern, (...match) => {
    count++;
    return typeof replacement === 'function' ? replacement(...match) : replacement;
  });
  if (count === 0) throw new Error(`minify-names: ${what} not found in ${glueFile}`);
}

const oldModules = new Set(mapping.imports.map(([module]) => module));
for (const module of oldModules) {
  replaceAll(new RegExp(`(["'])${escape(module)}\\1\\s*:`, 'g'), `"${newModule}":`, `import module ${module}`);
}
for (const [, name, short] of mapping.imports) {
  replaceAll(new RegExp(`(?<![\\w$])${escape(name)}(?=\\s*:)`, 'g'), short, `import ${name}`);
}
const exports = new Map(mapping.exports);
replaceAll(/(?<![\w$.])wasm\.([A-Za-z_$][\w$]*)/g, (whole, name) => {
  if (!exports.has(name)) throw new Error(`minify-names: the glue uses wasm.${name}, which the module does not export`);
  return `wasm.${exports.get(name)}`;
}, 'wasm exports');
writeFileSync(glueFile, glue);
