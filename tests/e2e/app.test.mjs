// The release build (trunk build --release) loads in Chromium and the Yew app renders.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openWidget } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('release build renders the Yew app', async () => {
  const { page, errors } = await openWidget(browser, `${server.url}/index.html`);
  assert.equal(await page.locator('[data-part]').count(), 7);
  assert.match(await page.locator('.mcpa-title').textContent(), /Anatomy of an MCP server/);
  assert.equal(await page.locator('[data-panel="purpose"]').getAttribute('data-shows'), 'transport');
  assert.deepEqual(errors, []);
});
