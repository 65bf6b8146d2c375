// The JavaScript API: validate() gives exactly what `mcp-anatomy check --format json` gives,
// and mount() mounts a widget with options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, openWidget, withBrowser } from './harness.mjs';

const env = withBrowser();
const CLI = join(ROOT, 'target/debug/mcp-anatomy');

const INPUTS = [
  '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{},"ttlMs":60000,"cacheScope":"public"}}',
  '{\n  "ttl_ms": "60000",\n  "cacheScope": "Public",\n  "serverInfo": {"name": "ё", "version": ""}\n}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}',
  '{"a": 1, // 😀\n}',
  '',
];

function cli(text, lang) {
  try {
    return JSON.parse(execFileSync(CLI, ['check', '--format', 'json', '--lang', lang, '-'], { input: text }).toString());
  } catch (error) {
    // Exit status 1 means findings; the JSON is on stdout all the same.
    return JSON.parse(error.stdout.toString());
  }
}

test('validate() returns the same diagnostics as the command line', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  for (const lang of ['en', 'ru']) {
    for (const text of INPUTS) {
      const fromPage = await page.evaluate(([t, l]) => window.wasmBindings.validate(t, { lang: l }), [text, lang]);
      const fromCli = cli(text, lang);
      fromCli.input = fromPage.input;
      assert.deepEqual(fromPage, fromCli, `${lang}: ${text}`);
    }
  }
  await assert.rejects(page.evaluate(() => window.wasmBindings.validate('{}', { lang: 5 })), /bad options/);
});

test('mount() mounts a widget with the given options', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.evaluate(() => {
    const host = document.createElement('section');
    host.id = 'api-mounted';
    document.body.prepend(host);
    window.wasmBindings.mount(host, { view: 'diagram', lang: 'ru', theme: 'dark' });
  });
  await page.waitForSelector('#api-mounted [data-part]');
  assert.match(await page.locator('#api-mounted .mcpa-title').textContent(), /Анатомия/);
  assert.equal(await page.locator('#api-mounted [data-editor]').count(), 0);
  assert.equal(await page.locator('#api-mounted .mcpa-root').getAttribute('data-theme'), 'dark');
});
