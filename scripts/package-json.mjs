// Writes the npm package's package.json into a built dist folder (Trunk's staging folder): the
// version comes from Cargo.toml, the entry is the loader, and `files` lists what a docs site
// needs (the loader, the stylesheets, both modules of each language, the types, the Custom
// Elements Manifest, the prerendered diagrams that scripts/snippets.mjs adds), so that
// `npm pack dist` packs the package and not the demo site.
// Usage: node scripts/package-json.mjs DIST
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node scripts/package-json.mjs DIST');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8');
const field = (name) => cargo.match(new RegExp(`^${name} = "([^"]*)"`, 'm'))?.[1];
const pkg = {
  name: 'mcp-anatomy',
  version: field('version'),
  description: 'An interactive anatomy of an MCP server and a validator of its answers (MCP 2026-07-28), as a custom element for docs sites.',
  license: field('license'),
  type: 'module',
  exports: {
    '.': { types: './mcp-anatomy.d.ts', default: './embed.js' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  types: './mcp-anatomy.d.ts',
  customElements: 'custom-elements.json',
  // Importing the entry defines <mcp-anatomy> in a browser; a bundler must keep the import.
  sideEffects: true,
  files: [
    'embed.js',
    'mcp-anatomy-styles.js',
    'mcp-anatomy-diagram-styles.js',
    'mcp-anatomy-editor-styles.js',
    'mcp-anatomy-reference-styles.js',
    'mcp-anatomy-reference-data.js',
    'mcp-anatomy-en.js',
    'mcp-anatomy-en_bg.wasm',
    'mcp-anatomy-ru.js',
    'mcp-anatomy-ru_bg.wasm',
    'mcp-anatomy-diagram-en.js',
    'mcp-anatomy-diagram-en_bg.wasm',
    'mcp-anatomy-diagram-ru.js',
    'mcp-anatomy-diagram-ru_bg.wasm',
    'mcp-anatomy-reference-en.js',
    'mcp-anatomy-reference-en_bg.wasm',
    'mcp-anatomy-reference-ru.js',
    'mcp-anatomy-reference-ru_bg.wasm',
    'mcp-anatomy-findings-en.js',
    'mcp-anatomy-findings-en_bg.wasm',
    'mcp-anatomy-findings-ru.js',
    'mcp-anatomy-findings-ru_bg.wasm',
    'mcp-anatomy-check-en.js',
    'mcp-anatomy-check-en_bg.wasm',
    'mcp-anatomy-check-ru.js',
    'mcp-anatomy-check-ru_bg.wasm',
    'mcp-anatomy-help-en.js',
    'mcp-anatomy-help-ru.js',
    'mcp-anatomy.d.ts',
    'custom-elements.json',
    'snippets/diagram-en.html',
    'snippets/diagram-ru.html',
  ],
  keywords: ['mcp', 'model-context-protocol', 'custom-element', 'web-component', 'validator', 'docs'],
};
for (const [name, value] of Object.entries({ version: pkg.version, license: pkg.license })) {
  if (!value) throw new Error(`package-json: no ${name} in Cargo.toml`);
}
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
// The package's own short README (packaging/widget-README.md): the repository's is long and
// shows images the package does not carry.
copyFileSync(join(root, 'packaging/widget-README.md'), join(dist, 'README.md'));
