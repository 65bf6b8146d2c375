// The reference view's speed in headless Chromium (issue 31): a tools/list answer of about 1 MB
// (500 tools with schemas) handed to mcpAnatomy.mount() once the module is loaded, timed from the
// call to the frame that shows it (the data has arrived: this is what the view itself costs);
// then one filter keystroke, from its input event to the frame that shows the filtered list.
// Prints the median of several runs. A benchmark, not a test: it reports figures and fails only
// when the page does not work. Each further argument is a file of a real list (a tools/list
// answer or any data the view reads), timed the same way from the data to its items on screen:
// issue 51 asks 150 ms for GitHub's 117 tools and 1 s for 1,006. The findings come after the
// items, from a module of their own: the time until they are drawn in too is printed beside.
// Usage: node scripts/bench-reference.mjs [DIST [LIST.json ...]] (after make dist)
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { launch, serve, DIST } from '../tests/e2e/harness.mjs';

const RUNS = 7;

function toolsList() {
  const tools = [];
  for (let i = 0; tools.length < 500; i++) {
    const properties = {};
    for (let p = 0; p < 8; p++) {
      properties[`param_${p}`] = {
        type: p % 3 === 0 ? 'string' : p % 3 === 1 ? 'integer' : 'object',
        description: `Parameter ${p} of tool ${i}: what it means, which values it takes and what happens when it is left out. Longer for some. `,
        ...(p % 3 === 0 ? { enum: ['alpha', 'beta', 'gamma', 'delta'], default: 'alpha' } : {}),
        ...(p % 3 === 1 ? { minimum: 0, maximum: 1000 } : {}),
        ...(p % 3 === 2 ? { properties: { inner: { type: 'string', format: 'uri' } }, required: ['inner'] } : {}),
      };
    }
    tools.push({
      name: `tool_${i}`,
      title: `Tool number ${i}`,
      description: `Tool ${i} does one useful thing with the parameters it is given and returns what it found. `.repeat(3),
      inputSchema: { type: 'object', properties, required: ['param_0'] },
      annotations: { readOnlyHint: i % 2 === 0, openWorldHint: false },
    });
  }
  return JSON.stringify({ resultType: 'complete', tools, ttlMs: 60000, cacheScope: 'public' });
}

/** In the page: mounts a reference of `text`, and times its items on screen and its findings in. */
async function timeMount(text) {
  const host = document.createElement('div');
  document.body.append(host);
  const start = performance.now();
  await mcpAnatomy.mount(host, { view: 'reference', data: text });
  while (!host.shadowRoot?.querySelector('.mcpa-ref-item')) await new Promise((resolve) => setTimeout(resolve));
  // The frame that shows them starts.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const shownMs = performance.now() - start;
  while (host.shadowRoot.querySelector('[aria-busy]')) await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const judgedMs = performance.now() - start;
  const items = host.shadowRoot.querySelectorAll('.mcpa-ref-item').length;
  host.remove();
  return { shownMs, judgedMs, items };
}

const BENCH_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><script type="module" src="/embed.js"></script></head><body><div id="warm"></div></body></html>';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dist = process.argv[2] ?? DIST;
const server = await serve(dist);
const browser = await launch();
try {
  const data = toolsList();
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.route(`${server.url}/bench.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: BENCH_PAGE,
    }),
  );
  await page.goto(`${server.url}/bench.html`);
  await page.waitForFunction(() => globalThis.mcpAnatomy);
  // The module loads with a small list first: what is timed starts when the data is there.
  // The findings module too, which the first reference asks for once drawn.
  await page.evaluate(() => mcpAnatomy.mount(document.getElementById('warm'), { view: 'reference', data: { tools: [{ name: 'warm', inputSchema: { type: 'object' } }] } }));
  await page.waitForFunction(() => !document.getElementById('warm').shadowRoot.querySelector('[aria-busy]'));
  const shown = [];
  const keystrokes = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await page.evaluate(async (text) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const host = document.createElement('div');
      document.body.append(host);
      const start = performance.now();
      await mcpAnatomy.mount(host, { view: 'reference', data: text });
      while (!host.shadowRoot?.querySelector('.mcpa-ref-item')) await new Promise((resolve) => setTimeout(resolve));
      await frame();
      const shownMs = performance.now() - start;
      const input = host.shadowRoot.querySelector('input[type="search"]');
      const count = host.shadowRoot.querySelector('.mcpa-ref-count');
      const changed = new Promise((resolve) =>
        new MutationObserver((_, observer) => {
          observer.disconnect();
          resolve(performance.now());
        }).observe(count, { attributes: true, childList: true, subtree: true, characterData: true }),
      );
      const typed = performance.now();
      input.value = 'tool_4';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      const updated = await changed;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const keyMs = updated - typed;
      const items = host.shadowRoot.querySelectorAll('.mcpa-ref-item').length;
      host.remove();
      return { shownMs, keyMs, items, shownAfterFilter: Number(count.dataset.shown) };
    }, data);
    if (result.items !== 500 || result.shownAfterFilter !== 111) throw new Error(`bench-reference: unexpected page ${JSON.stringify(result)}`);
    shown.push(result.shownMs);
    keystrokes.push(result.keyMs);
  }
  console.log(`tools/list of ${(data.length / 1e6).toFixed(2)} MB, 500 tools, ${RUNS} runs (median):`);
  console.log(`  data handed over to the reference on screen: ${median(shown).toFixed(1)} ms (target 300 ms)`);
  console.log(`  filter keystroke to the filtered list:       ${median(keystrokes).toFixed(1)} ms (target 16 ms)`);
  for (const file of process.argv.slice(3)) {
    const text = readFileSync(file, 'utf8');
    const times = [];
    const judged = [];
    let items = 0;
    for (let run = 0; run < RUNS; run++) {
      const result = await page.evaluate(timeMount, text);
      times.push(result.shownMs);
      judged.push(result.judgedMs);
      items = result.items;
    }
    console.log(
      `${basename(file)}: ${(text.length / 1e6).toFixed(2)} MB, ${items} items on screen in ${median(times).toFixed(1)} ms, ` +
        `with their findings in ${median(judged).toFixed(1)} ms (medians of ${RUNS})`,
    );
    // The first reference of a page: its findings module not there yet, so the items are drawn,
    // the module fetched (from this machine), the data judged and drawn again with the findings.
    const first = [];
    for (let run = 0; run < 3; run++) {
      const fresh = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      await fresh.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: BENCH_PAGE }));
      await fresh.goto(`${server.url}/bench.html`);
      await fresh.waitForFunction(() => globalThis.mcpAnatomy);
      // The reference module alone (a widget that shows no findings asks for no findings module).
      await fresh.evaluate(() => mcpAnatomy.mount(document.getElementById('warm'), { view: 'reference', findings: 'none', data: { tools: [{ name: 'warm', inputSchema: { type: 'object' } }] } }));
      first.push(await fresh.evaluate(timeMount, text));
      await fresh.close();
    }
    const at = (key) => median(first.map((result) => result[key])).toFixed(1);
    console.log(`  the first reference of a page: items on screen in ${at('shownMs')} ms, with their findings in ${at('judgedMs')} ms (medians of 3)`);
  }
} finally {
  await browser.close();
  await server.close();
}
