// The release build (trunk build --release) loads in Chromium and the Yew app renders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openWidget, withBrowser } from './harness.mjs';

const env = withBrowser();

test('release build renders the Yew app', async () => {
  const { page, errors } = await openWidget(env.browser, `${env.server.url}/index.html`);
  assert.equal(await page.locator('[data-part]').count(), 7);
  assert.match(await page.locator('.mcpa-title').textContent(), /Anatomy of an MCP server/);
  assert.equal(await page.locator('[data-panel="purpose"]').getAttribute('data-shows'), 'transport');
  assert.deepEqual(errors, []);
});
