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

test('heading sets the level of the title and the headings inside follow; none hides it', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  const outline = (id) =>
    page.evaluate((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName), id);
  // The standalone page gives its full widget heading="1".
  assert.equal(await page.evaluate(() => widgetQuery('.mcpa-title').tagName), 'H1');
  const cases = [
    ['full', null, ['H2', 'H3', 'H3', 'H4', 'H4']],
    ['full', '4', ['H4', 'H5', 'H5', 'H6', 'H6']],
    // Alone, the editor is named by the widget's title, not by a second title of its own.
    ['validator', null, ['H2', 'H3', 'H3']],
    ['validator', 'none', ['H3', 'H3']],
    ['diagram', 'none', ['H3']],
    ['diagram', 'seven', ['H2', 'H3']],
  ];
  for (const [index, [view, heading, expected]] of cases.entries()) {
    const id = `heading-${index}`;
    await page.evaluate(([id, view, heading]) => {
      const host = Object.assign(document.createElement('div'), { id });
      host.setAttribute('data-mcp-anatomy', view);
      if (heading) host.setAttribute('heading', heading);
      document.body.append(host);
    }, [id, view, heading]);
    await page.waitForSelector(`#${id} :is([data-part], [data-editor])`);
    assert.deepEqual(await outline(id), expected, `${view}, heading=${heading}`);
  }
  // The level changes the outline, not the look.
  const look = (id) =>
    page.evaluate((id) => {
      const style = getComputedStyle(document.getElementById(id).shadowRoot.querySelector('[data-panel="purpose"] [id$="-title"]'));
      return [style.fontSize, style.marginTop, style.marginBottom];
    }, id);
  assert.deepEqual(await look('heading-1'), await look('heading-0'));
});

test('the summary counts findings in the grammar of the page: 3 ошибки, 2 предупреждения, 0 заметок', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/examples/docs-ru.html`);
  await page.locator('#validator [data-samples]').selectOption('typos');
  const summary = page.locator('#validator [data-summary]');
  await page.waitForFunction(() => document.getElementById('validator').shadowRoot.querySelector('[data-summary]').dataset.errors === '3');
  assert.match(await summary.textContent(), /· 3 ошибки · 2 предупреждения · 0 заметок$/);
});
