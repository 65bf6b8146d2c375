// Every example page at phone, docs-column and desktop widths, in both languages: the page never
// scrolls sideways, nothing sticks out of a widget, no label breaks inside a word, targets are at
// least 24 × 24 px, and axe finds nothing, light and dark, wide and narrow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axePage, newContext, settle, withBrowser } from './harness.mjs';

const env = withBrowser();

const PAGES = ['/index.html', '/examples/docs-ru.html', '/examples/hostile.html', '/examples/csp.html'];
const WIDTHS = [280, 320, 390, 688, 768, 1024, 1280];

/** Opens `path` with its page language set to `lang` (the widgets follow it), as a reader would. */
async function open(path, lang, options = {}) {
  // axe is injected as a script, which the strict-CSP page would refuse; that page's policy is
  // tested in embed.test.mjs.
  const context = await newContext(env.browser, { viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light', bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`);
    await route.fulfill({ response, body });
  });
  await page.goto(`${env.server.url}${path}`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-mcp-anatomy]')].every((h) => h.shadowRoot?.querySelector('[data-part], [data-editor]')),
  );
  // Fonts and container queries settle within a frame or two.
  await settle(page);
  return { page, context, errors };
}

/** In the page: every way the layout fails a reader at this width. */
function layoutProblems() {
  const problems = [];
  const describe = (el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}${el.dataset.part ? `[${el.dataset.part}]` : ''}`;
  const overflow = document.documentElement.scrollWidth - innerWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
  // Labels: wrapping between words is fine, and at the hyphen of a compound word (MCP-сервер);
  // inside a word, or inside a date, it is not.
  const LABELS = '.mcpa-part-title, .mcpa-part-mark, .mcpa-server, :is(h1, h2, h3, h4, h5, h6), .mcpa-panel-kicker, .mcpa-theme, .mcpa-toolbar button, .mcpa-fix, .mcpa-status, .mcpa-severity';
  for (const host of document.querySelectorAll('[data-mcp-anatomy]')) {
    const root = host.shadowRoot.querySelector('.mcpa-root');
    const box = root.getBoundingClientRect();
    for (const el of root.querySelectorAll('*')) {
      // Inside a box that scrolls or clips, only that box has to fit.
      let clipped = false;
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      }
      const r = el.getBoundingClientRect();
      if (clipped || (r.width === 0 && r.height === 0)) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
        problems.push(`${host.id || host.dataset.mcpAnatomy}: ${describe(el)} sticks out of the widget by ${Math.round(Math.max(box.left - r.left, r.right - box.right))}px`);
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && el.matches('button, .mcpa-panel, .mcpa-part')) {
        problems.push(`${describe(el)} is narrower than its content`);
      }
    }
    for (const label of root.querySelectorAll(LABELS)) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.data.matchAll(/\S+/g)) {
          let at = word.index;
          for (const piece of word[0].split(/(?<=\p{L}-)(?=\p{L})/u)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + piece.length);
            const lines = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
            if (lines.size > 1) problems.push(`"${piece}" breaks across lines in ${describe(label)}`);
            at += piece.length;
          }
        }
      }
    }
  }
  return problems;
}

for (const path of PAGES) {
  for (const lang of ['en', 'ru']) {
    test(`${path} in ${lang}: fits at ${WIDTHS.join(', ')} px`, async () => {
      const { page, context, errors } = await open(path, lang);
      const fitsAtEveryWidth = async (what) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await settle(page);
          assert.deepEqual(await page.evaluate(layoutProblems), [], `${path} (${lang})${what} at ${width}px`);
        }
      };
      await fitsAtEveryWidth('');
      // The widest sample puts long findings and a long field table on screen.
      const samples = page.locator('[data-samples]');
      if (await samples.count()) {
        await samples.first().selectOption('typos');
        await page.waitForTimeout(200);
        await fitsAtEveryWidth(' with findings');
      }
      // Each part's panels (fields, details, fragment) at a phone's and a docs column's width.
      const parts = page.locator('[data-part]');
      const ids = [...new Set(await parts.evaluateAll((all) => all.map((p) => p.dataset.part)))];
      for (const width of [280, 390, 688]) {
        await page.setViewportSize({ width, height: 900 });
        for (const id of ids) {
          const shown = page.locator(`[data-part="${id}"]`);
          for (let i = 0; i < (await shown.count()); i++) await shown.nth(i).click();
          // The texts after the first part come with the help table, asked for by the first click.
          await page.waitForTimeout(id === ids[0] && width === 280 ? 500 : 50);
          await settle(page);
          assert.deepEqual(await page.evaluate(layoutProblems), [], `${path} (${lang}) showing ${id} at ${width}px`);
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('a narrow column in a wide window lays out as a phone does: the widget judges its own width', async () => {
  const { page, context } = await open('/examples/docs-ru.html', 'ru', { width: 1280 });
  const arrangement = () =>
    page.evaluate(() => {
      const boxes = [...document.getElementById('diagram').shadowRoot.querySelectorAll('[data-part]')].map((p) => p.getBoundingClientRect());
      return new Set(boxes.map((b) => Math.round(b.left))).size === 1 ? 'column' : 'grid';
    });
  assert.equal(await arrangement(), 'grid');
  await page.evaluate(() => { document.querySelector('main').style.maxWidth = '300px'; });
  await settle(page);
  assert.equal(await arrangement(), 'column');
  assert.deepEqual(await page.evaluate(layoutProblems), []);
  await context.close();
});

test('the field table stacks its rows when narrow and keeps four columns when wide', async () => {
  const { page, context } = await open('/index.html', 'en', { width: 1280 });
  const columns = () =>
    page.locator('[data-field="ttlMs"]').evaluate((row) => new Set([...row.children].map((cell) => Math.round(cell.getBoundingClientRect().top))).size);
  assert.equal(await columns(), 1, 'one line of four cells at 1280px');
  await page.setViewportSize({ width: 390, height: 900 });
  await settle(page);
  assert.ok((await columns()) >= 3, 'name and status, presence, meaning on lines of their own at 390px');
  await context.close();
});

test('targets are at least 24 × 24 px; the gutter markers have an equivalent in the findings list', async () => {
  for (const width of [390, 1280]) {
    const { page, context } = await open('/index.html', 'ru', { width });
    await page.locator('[data-samples]').selectOption('typos');
    await page.waitForTimeout(200);
    const small = await page.evaluate(() => {
      const root = widgetQuery('.mcpa-root');
      return [...root.querySelectorAll('button, a, select, input, textarea, [role=tab]')]
        .filter((el) => !el.classList.contains('mcpa-marker'))
        .map((el) => ({ el: `${el.tagName} ${el.className} ${el.textContent.slice(0, 30)}`, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.width < 24 || r.height < 24))
        .map(({ el, r }) => `${el}: ${r.width.toFixed(1)} × ${r.height.toFixed(1)}`);
    });
    assert.deepEqual(small, [], `at ${width}px`);
    // A marker is smaller than 24 px to fit its 20 px line; WCAG 2.5.8 allows it because the
    // findings list offers the same action with a full-size button for every finding.
    const markers = await page.locator('.mcpa-marker').count();
    const findings = await page.locator('[data-diagnostic] .mcpa-diagnostic-go').count();
    assert.ok(markers > 0 && findings >= markers, `${markers} markers, ${findings} findings`);
    await context.close();
  }
});

test("a marker's message shows over the text on hover, inside the widget", async () => {
  for (const width of [390, 1280]) {
    const { page, context } = await open('/examples/docs-ru.html', 'ru', { width });
    await page.locator('#validator [data-samples]').selectOption('typos');
    await page.waitForTimeout(200);
    await page.locator('#validator .mcpa-marker').first().hover();
    const tip = await page.evaluate(() => {
      const root = document.getElementById('validator').shadowRoot;
      const tip = root.querySelector('.mcpa-marker-wrap:hover .mcpa-tip');
      const r = tip.getBoundingClientRect();
      const box = root.querySelector('.mcpa-root').getBoundingClientRect();
      // What a reader sees at the tip's centre is the tip, not the code behind it.
      const seen = root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { onTop: tip.contains(seen), inside: r.left >= box.left && r.right <= box.right, text: tip.textContent };
    });
    assert.ok(tip.onTop && tip.inside, `at ${width}px: ${JSON.stringify(tip)}`);
    assert.match(tip.text, /ошибка/);
    await context.close();
  }
});

for (const path of PAGES) {
  test(`axe finds nothing on ${path}, light and dark, wide and narrow`, async () => {
    for (const colorScheme of ['light', 'dark']) {
      for (const width of [390, 1280]) {
        const { page, context } = await open(path, path.includes('-ru') ? 'ru' : 'en', { width, colorScheme });
        assert.deepEqual(await axePage(page), [], `${path}, ${colorScheme}, ${width}px`);
        await context.close();
      }
    }
  });
}
