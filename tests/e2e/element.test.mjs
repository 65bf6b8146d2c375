// <mcp-anatomy>: the widget as a custom element. Attributes apply live, loading the loader twice
// defines the element once, and mounting and removing it (or a <div data-mcp-anatomy>, as a
// docs site's client-side navigation does) many times leaves nothing behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, withBrowser } from './harness.mjs';

const env = withBrowser();

/** A bare page with `body`, which loads the loader (twice when `twice`). */
async function open(body, { twice = false } = {}) {
  const context = await newContext(env.browser, { viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const scripts = ['/embed.js', ...(twice ? ['/embed.js?again'] : [])]
    .map((src) => `<script type="module" src="${src}"></script>`)
    .join('');
  await page.route('**/element.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Element</title>${scripts}</head><body><main>${body}</main></body></html>`,
    }),
  );
  await page.goto(`${env.server.url}/element.html`);
  await page.waitForFunction(() => globalThis.mcpAnatomy && customElements.get('mcp-anatomy'));
  return { page, context, problems };
}

const title = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot?.querySelector('.mcpa-title')?.textContent ?? null, id);

test('<mcp-anatomy> mounts, and a changed attribute renders it again as it now says', async () => {
  const { page, context, problems } = await open('<mcp-anatomy id="a" view="diagram" lang="en"></mcp-anatomy>', { twice: true });
  await page.waitForFunction(() => document.getElementById('a').shadowRoot?.querySelector('[data-part]'));
  assert.match(await title(page, 'a'), /Anatomy of an MCP server/);
  assert.equal(await page.locator('#a [data-editor]').count(), 0);
  // The second copy of the loader found the element defined and left it.
  assert.deepEqual(problems, []);
  await page.evaluate(() => document.getElementById('a').setAttribute('lang', 'ru'));
  await page.waitForFunction(() => /Анатомия/.test(document.getElementById('a').shadowRoot?.querySelector('.mcpa-title')?.textContent ?? ''));
  await page.evaluate(() => document.getElementById('a').setAttribute('view', 'full'));
  await page.waitForSelector('#a [data-editor]');
  assert.equal(await page.locator('#a [data-part]').count(), 7);
  assert.equal(await page.locator('#a .mcpa-root').count(), 1, 'one widget, not one per render');
  await page.evaluate(() => document.getElementById('a').setAttribute('theme', 'dark'));
  await page.waitForFunction(() => document.getElementById('a').shadowRoot?.querySelector('.mcpa-root')?.dataset.theme === 'dark');
  await page.evaluate(() => document.getElementById('a').setAttribute('heading', 'none'));
  await page.waitForFunction(() => document.getElementById('a').shadowRoot?.querySelector('[data-part]') && !document.getElementById('a').shadowRoot.querySelector('.mcpa-title'));
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [what, make] of [
  ['<mcp-anatomy>', (view) => `<mcp-anatomy view="${view}"></mcp-anatomy>`],
  ['<div data-mcp-anatomy>', (view) => `<div data-mcp-anatomy="${view}"></div>`],
]) test(`mounting and removing ${what} 200 times leaves no nodes or listeners behind`, async () => {
  const { page, context, problems } = await open('');
  const client = await context.newCDPSession(page);
  const counters = async () => {
    // Counted once the page is settled: work still queued when the last widget left (a render,
    // a timer) holds its nodes through a collection, and on a loaded machine it once held one
    // widget's worth (150 nodes) at the second count only. A leak grows with the mounts either way.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
    await client.send('HeapProfiler.collectGarbage');
    await client.send('HeapProfiler.collectGarbage');
    const { nodes, jsEventListeners } = await client.send('Memory.getDOMCounters');
    return { nodes, listeners: jsEventListeners };
  };
  const cycle = (times) =>
    page.evaluate(async ([times, markup]) => {
      for (let i = 0; i < times; i++) {
        const main = document.querySelector('main');
        main.innerHTML = markup[i % 2];
        const element = main.firstElementChild;
        while (!element.shadowRoot?.querySelector('[data-part]')) await new Promise((r) => setTimeout(r, 1));
        element.remove();
      }
      // The loader sees removals when the mutation observer runs.
      await new Promise((r) => setTimeout(r, 1));
    }, [times, [make('diagram'), make('full')]]);
  await cycle(20);
  const before = await counters();
  await cycle(200);
  const after = await counters();
  console.log(`after 20 mounts: ${JSON.stringify(before)}; after 200 more: ${JSON.stringify(after)}`);
  assert.ok(after.listeners <= before.listeners, `listeners grew: ${JSON.stringify({ before, after })}`);
  // Nodes: a widget holds hundreds; a leak of one per mount would show as 200 more.
  assert.ok(after.nodes <= before.nodes + 20, `nodes grew: ${JSON.stringify({ before, after })}`);
  assert.equal(await page.locator('main > *').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
