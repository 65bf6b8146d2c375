// Writes the README's screenshots of the narrow and the dark layouts into docs/ from the
// release build (`make screenshots`): a phone, and a docs column switched to dark by its site;
// and the reference view of the official examples (read from ../shared/mcp-spec), one tool open,
// and of the example page's notes server on a dark phone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, newContext, serve, ROOT } from '../tests/e2e/harness.mjs';

const server = await serve();
const browser = await launch();
const shots = [
  // name, page, viewport width, what the site does first
  ['narrow-ru.png', '/examples/docs-ru.html', 390, () => {}],
  ['column-dark-ru.png', '/examples/docs-ru.html', 768, () => document.documentElement.classList.add('dark')],
];
for (const [name, path, width, prepare] of shots) {
  const context = await newContext(browser, { viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('#validator [data-editor]');
  await page.evaluate(prepare);
  await page.locator('#validator [data-samples]').selectOption('typos');
  await page.waitForTimeout(300);
  await page.locator('#diagram').screenshot({ path: join(ROOT, 'docs', name) });
  await page.locator('#validator').screenshot({ path: join(ROOT, 'docs', name.replace('.png', '-editor.png')) });
  console.log(`docs/${name}`);
  await context.close();
}

// The official examples as one transcript: each request, then its answer.
const examples = join(ROOT, '../shared/mcp-spec/2026-07-28/examples');
const answer = (name) => {
  const dir = join(examples, name);
  return JSON.parse(readFileSync(join(dir, readdirSync(dir).find((file) => file.endsWith('.json'))), 'utf8'));
};
const transcript = [
  ['DiscoverResult', 'server/discover'],
  ['ListToolsResult', 'tools/list'],
  ['ListPromptsResult', 'prompts/list'],
  ['ListResourceTemplatesResult', 'resources/templates/list'],
]
  .flatMap(([name, method], id) => [{ jsonrpc: '2.0', id, method }, { jsonrpc: '2.0', id, result: answer(name) }])
  .map((message) => JSON.stringify(message))
  .join('\n');
{
  const context = await newContext(browser, { viewport: { width: 760, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.route(`${server.url}/reference.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title><script type="module" src="/embed.js"></script></head>
        <body><mcp-anatomy id="reference" view="reference"><script type="application/json">${transcript}</script></mcp-anatomy></body></html>`,
    }),
  );
  await page.goto(`${server.url}/reference.html#tool-get_weather`);
  // An item open, and the findings drawn in (the root is aria-busy until they come).
  await page.waitForFunction(() => document.getElementById('reference').shadowRoot?.querySelector('.mcpa-root:not([aria-busy]) details[open] table'));
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('#reference').screenshot({ path: join(ROOT, 'docs', 'reference.png') });
  console.log('docs/reference.png');
  await context.close();
}
// The example page of the reference view (www/examples/reference-en.html: a notes server's saved
// walk) on a phone whose site is dark, its first tool opened by the address.
{
  const context = await newContext(browser, { viewport: { width: 390, height: 900 }, deviceScaleFactor: 1, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${server.url}/examples/reference-en.html#tool-search_notes`);
  await page.waitForFunction(() => document.getElementById('reference').shadowRoot?.querySelector('.mcpa-root:not([aria-busy]) details[open] table'));
  // The page's site switched to dark, as docs sites mark it; the window as the reader sees it,
  // scrolled to the opened tool by its address.
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ROOT, 'docs', 'reference-narrow-dark.png') });
  console.log('docs/reference-narrow-dark.png');
  await context.close();
}
await browser.close();
await server.close();
