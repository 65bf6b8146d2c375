// Writes the README's screenshots of the narrow and the dark layouts into docs/ from the
// release build (`make screenshots`): a phone, and a docs column switched to dark by its site.
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
await browser.close();
await server.close();
