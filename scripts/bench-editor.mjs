// Measures, in headless Chromium, how long the editor takes from the input event of a paste
// to the findings on screen, for a 1 MB response (target: 50 ms). Reports figures; asserts
// nothing. Run with `make bench-web` after `trunk build --release`.
import { serve, launch, bigResponse, measurePaste, newContext } from '../tests/e2e/harness.mjs';

const RUNS = Number(process.env.RUNS || 7);
const server = await serve();
const browser = await launch();
const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
const page = await context.newPage();
await page.goto(`${server.url}/index.html`);
await page.waitForSelector('[data-editor]');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [label, bytes] of [['2 KB', 2 << 10], ['1 MB', 480 << 10]]) {
  const text = bigResponse(bytes);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), i % 2 ? text : `${text} `);
    await page.locator('[data-editor]').focus();
    await page.keyboard.press('Control+A');
    runs.push(await measurePaste(page));
  }
  console.log(
    `${label} (${text.length} bytes), median of ${RUNS}: input to findings ${median(runs.map((r) => r.inputToFindings)).toFixed(1)} ms, ` +
      `engine check ${median(runs.map((r) => r.checkMs)).toFixed(1)} ms, key press to findings ${median(runs.map((r) => r.total)).toFixed(0)} ms`,
  );
}
await browser.close();
await server.close();
