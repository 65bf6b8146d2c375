// The npm package that `make dist` writes: its package.json agrees with Cargo.toml and lists
// files that exist, `npm pack` packs those and nothing of the demo site, and the Custom Elements
// Manifest names exactly the attributes, CSS custom properties and CSS parts the widget has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT, newContext, withBrowser } from './harness.mjs';

const env = withBrowser();
const pkg = JSON.parse(readFileSync(join(DIST, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(DIST, 'custom-elements.json'), 'utf8'));
const element = manifest.modules[0].declarations.find((d) => d.tagName === 'mcp-anatomy');

test('package.json: the version and licence of Cargo.toml, an ESM entry, types, the manifest', () => {
  const cargo = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8');
  assert.equal(pkg.name, 'mcp-anatomy');
  assert.equal(pkg.version, cargo.match(/^version = "(.*)"/m)[1]);
  assert.equal(pkg.license, cargo.match(/^license = "(.*)"/m)[1]);
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.exports['.'].default, './embed.js');
  assert.equal(pkg.exports['.'].types, pkg.types);
  assert.equal(pkg.customElements, 'custom-elements.json');
  for (const file of [...pkg.files, pkg.types]) assert.ok(existsSync(join(DIST, file)), `${file} is in dist/`);
});

test('npm pack packs the listed files and none of the demo site', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', DIST], { encoding: 'utf8' }));
  const files = packed.files.map((f) => f.path).sort();
  assert.deepEqual(files, [...pkg.files, 'README.md', 'package.json'].sort());
});

test('the Custom Elements Manifest matches the element, its stylesheet and its parts', async () => {
  const css = readFileSync(join(ROOT, 'www/mcp-anatomy.css'), 'utf8');
  const hostBlock = css.match(/^:host \{([^}]*)\}/m)[1];
  const properties = [...hostBlock.matchAll(/(--mcpa-[\w-]+):/g)].map((m) => m[1]).sort();
  assert.deepEqual(element.cssProperties.map((p) => p.name).sort(), properties);

  const context = await newContext(env.browser, { viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/index.html`);
  await page.waitForFunction(() => customElements.get('mcp-anatomy'));
  const observed = await page.evaluate(() => customElements.get('mcp-anatomy').observedAttributes);
  assert.deepEqual(element.attributes.map((a) => a.name).sort(), [...observed].sort());
  // Every part name a full widget shows once a part is selected and a finding listed.
  await page.evaluate(() => {
    const host = document.createElement('mcp-anatomy');
    host.id = 'parts';
    document.body.append(host);
  });
  await page.waitForFunction(() => document.getElementById('parts').shadowRoot?.querySelector('[data-editor]'));
  await page.locator('#parts [data-part]').first().click();
  await page.locator('#parts [data-editor]').fill('{}');
  await page.waitForSelector('#parts [data-diagnostic]');
  const shown = await page.evaluate(() =>
    [...new Set([...document.getElementById('parts').shadowRoot.querySelectorAll('[part]')].flatMap((e) => e.getAttribute('part').split(/\s+/)))].sort(),
  );
  assert.deepEqual(element.cssParts.map((p) => p.name).sort(), shown);
  await context.close();
});
