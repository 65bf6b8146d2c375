// The prerendered diagrams of dist/snippets: without JavaScript a reader sees the seven parts
// and the first part's panels; with it the module takes over without moving the page, which a
// layout-shift observer measures against the same page without the snippet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, withBrowser } from './harness.mjs';

const env = withBrowser();
const snippet = (lang) => readFileSync(join(DIST, 'snippets', `diagram-${lang}.html`), 'utf8');

/** A docs-like page: a heading, the widget (with `inside` in it) and a column of text below. */
async function open(inside, { javaScript = true } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 900 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const text = '<p>Текст страницы под схемой, который сдвинулся бы, если бы схема появилась позже.</p>'.repeat(30);
  await page.route('**/prerendered.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Prerendered</title>
<script>window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });
addEventListener('mcp-anatomy-mounted', () => { window.__mounted = true; });</script>
<script type="module" src="/embed.js"></script></head>
<body><h1>Как устроен MCP-сервер</h1><mcp-anatomy view="diagram">${inside}</mcp-anatomy>${text}</body></html>`,
    }),
  );
  await page.goto(`${env.server.url}/prerendered.html`);
  return { page, context };
}

for (const lang of ['en', 'ru']) {
  test(`without JavaScript the ${lang} snippet shows the seven parts and the first part's panels`, async () => {
    const { page, context } = await open(snippet(lang), { javaScript: false });
    const seen = await page.evaluate(() => {
      const root = document.querySelector('mcp-anatomy').shadowRoot;
      return {
        parts: [...root.querySelectorAll('[data-part]')].map((p) => p.textContent.trim()),
        purpose: root.querySelector('[data-panel="purpose"]')?.textContent.trim() ?? '',
        details: root.querySelector('[data-panel="details"]')?.textContent.trim() ?? '',
        styled: getComputedStyle(root.querySelector('.mcpa-root')).borderTopStyle,
      };
    });
    assert.equal(seen.parts.length, 7);
    assert.ok(seen.parts.every((title) => title.length > 0));
    assert.match(seen.purpose, lang === 'ru' ? /Транспорт/ : /Transport/);
    assert.ok(seen.details.length > 100, 'the details panel has its text and fragment');
    assert.equal(seen.styled, 'solid', 'the widget stylesheet applies');
    await context.close();
  });
}

test('the module takes over a prerendered diagram without moving the page (CLS ≤ 0.05)', async () => {
  const shift = async (inside) => {
    const { page, context } = await open(inside);
    await page.waitForFunction(() => window.__mounted);
    // Two frames after the mount, so that any shift it caused is recorded.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const value = await page.evaluate(() => window.__shift);
    await context.close();
    return value;
  };
  const prerendered = await shift(snippet('ru'));
  const empty = await shift('');
  console.log(`cumulative layout shift: ${prerendered.toFixed(4)} with the snippet, ${empty.toFixed(4)} without`);
  assert.ok(prerendered <= 0.05, `with the snippet: ${prerendered}`);
  assert.ok(empty > 0.05, `the measure sees a widget that appears late: ${empty}`);
});
