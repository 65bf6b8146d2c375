// Figures for embedding, from headless Chromium on a local static server (issue 6):
// - navigation to an interactive widget on examples/docs-ru.html (median of fresh loads);
// - validate() against JSON.parse + ajv (draft 2020-12, compiled from the official schema) on
//   a 2 KB and a 1 MB response, side by side in the same page.
// Reports figures; asserts nothing. Run with `make bench-embed` (after make dist).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, launch, bigResponse, ROOT } from '../tests/e2e/harness.mjs';

const SPEC = process.env.MCP_SPEC_DIR || join(ROOT, '../shared/mcp-spec/2026-07-28');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await serve();
const browser = await launch();

const loads = [];
for (let i = 0; i < 7; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener('mcp-anatomy-ready', () => {
      const poll = () => {
        const host = document.getElementById('diagram');
        if (host?.shadowRoot?.querySelector('[data-part]')) window.__interactive = performance.now();
        else requestAnimationFrame(poll);
      };
      poll();
    });
  });
  await page.goto(`${server.url}/examples/docs-ru.html`);
  await page.waitForFunction(() => window.__interactive);
  loads.push(await page.evaluate(() => window.__interactive));
  await context.close();
}
console.log(`navigation to interactive widget (docs-ru.html), median of ${loads.length} fresh loads: ${median(loads).toFixed(0)} ms`);

const schema = JSON.parse(await readFile(join(SPEC, 'schema.json'), 'utf8'));
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${server.url}/examples/docs-ru.html`);
await page.waitForFunction(() => globalThis.mcpAnatomy);
await page.addScriptTag({ path: join(ROOT, 'node_modules/ajv-dist/dist/ajv2020.bundle.js') });
const typical = bigResponse(1400).replace(/"ttlMs": -1/, '"ttlMs": 60000');
for (const [label, text] of [['2 KB', typical], ['1 MB', bigResponse(480 << 10).replace(/"ttlMs": -1/, '"ttlMs": 60000')]]) {
  const result = await page.evaluate(([text, schema]) => {
    const ajv = new window.ajv2020.default({ strict: false });
    const check = ajv.compile({ $ref: '#/$defs/DiscoverResultResponse', $defs: schema.$defs });
    const time = (fn) => {
      const runs = [];
      for (let i = 0; i < 15; i++) {
        const start = performance.now();
        const repeat = text.length > 100000 ? 1 : 200;
        for (let j = 0; j < repeat; j++) fn();
        runs.push((performance.now() - start) / repeat);
      }
      return runs.sort((a, b) => a - b)[7];
    };
    return {
      engineValid: globalThis.mcpAnatomy.validate(text).valid,
      ajvValid: check(JSON.parse(text)),
      engine: time(() => globalThis.mcpAnatomy.validate(text)),
      ajv: time(() => check(JSON.parse(text))),
    };
  }, [text, schema]);
  console.log(
    `${label} (${text.length} bytes): validate() ${result.engine.toFixed(3)} ms, JSON.parse+ajv ${result.ajv.toFixed(3)} ms, ` +
      `ratio ${(result.engine / result.ajv).toFixed(2)} (valid: engine ${result.engineValid}, ajv ${result.ajvValid})`,
  );
}
await browser.close();
await server.close();
