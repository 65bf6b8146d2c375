// The anatomy with a real pointer and real key presses: hover, arrows, Home/End, Escape, focus
// order, layouts, languages, themes, accessibility.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, newContext, openWidget, prependHost, screenshot, withBrowser } from './harness.mjs';

const PARTS = ['transport', 'envelope', 'discovery', 'tools', 'resources', 'prompts', 'caching'];
const TITLES_EN = { transport: 'Transport', envelope: 'Request envelope', discovery: 'Discovery', tools: 'Tools', resources: 'Resources', prompts: 'Prompts', caching: 'Caching' };

const env = withBrowser();

const shown = async (page, panel) => page.locator(`[data-panel="${panel}"]`).first().getAttribute('data-shows');
const focusedPart = (page) => page.evaluate(() => deepActiveElement()?.getAttribute('data-part'));

test('hovering each part previews it in both panels; leaving restores the selection', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  for (const id of PARTS) {
    await page.locator(`[data-part="${id}"]`).hover();
    assert.equal(await shown(page, 'purpose'), id);
    assert.equal(await shown(page, 'details'), id);
    assert.match(await page.locator('[data-panel="purpose"] [id$="-title"]').textContent(), new RegExp(TITLES_EN[id]));
    assert.ok((await page.locator('[data-panel="details"] pre').textContent()).length > 20, `${id} has a fragment`);
  }
  await page.mouse.move(1, 1);
  assert.equal(await shown(page, 'purpose'), 'transport');
  await page.locator('[data-part="tools"]').click();
  await page.mouse.move(1, 1);
  assert.equal(await shown(page, 'purpose'), 'tools');
  assert.equal(await page.locator('[data-part="tools"]').getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('[aria-selected="true"]').count(), 1);
});

test('arrow keys pressed faster than the widget renders still step one part each', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.keyboard.press('Tab'); // theme switch
  await page.keyboard.press('Tab'); // the drawing's single tab stop
  assert.equal(await focusedPart(page), 'transport');
  // Three presses in one task: no render happens between them.
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      deepActiveElement().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    }
  });
  assert.equal(await focusedPart(page), 'tools');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedPart(page), 'resources');
  assert.equal(await shown(page, 'purpose'), 'resources', 'the panel follows the keyboard');
});

test('arrow keys step through the tabs in reading order and wrap; Home, End, Enter, Escape', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.keyboard.press('Tab'); // theme switch
  await page.keyboard.press('Tab'); // the drawing's single tab stop
  assert.equal(await focusedPart(page), 'transport');
  // Right and Down go forward, Left and Up back, as the WAI-ARIA Tabs pattern has it.
  for (const key of ['ArrowRight', 'ArrowDown']) {
    for (const expected of [...PARTS.slice(1), PARTS[0]]) {
      await page.keyboard.press(key);
      assert.equal(await focusedPart(page), expected, `${key} should reach ${expected}`);
      assert.equal(await shown(page, 'purpose'), expected, 'the panel follows the keyboard');
    }
  }
  for (const key of ['ArrowLeft', 'ArrowUp']) {
    for (const expected of [...PARTS].reverse()) {
      await page.keyboard.press(key);
      assert.equal(await focusedPart(page), expected, `${key} should reach ${expected}`);
    }
  }
  // Screen readers hear the position in the list, which matches the order the keys follow.
  const positions = await page.locator('[role=tab]').evaluateAll((tabs) => tabs.map((t) => t.dataset.part));
  assert.deepEqual(positions, PARTS);
  await page.keyboard.press('End');
  assert.equal(await focusedPart(page), 'caching');
  await page.keyboard.press('Home');
  assert.equal(await focusedPart(page), 'transport');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-part="caching"]').getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  assert.equal(await focusedPart(page), 'caching');
  assert.equal(await shown(page, 'purpose'), 'caching');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  assert.equal(await page.locator('[data-part="resources"]').getAttribute('aria-selected'), 'true');
  // One tab stop: Tab leaves the drawing, Shift+Tab comes back to the selected part.
  const stops = await page.locator('[data-part][tabindex="0"]').count();
  assert.equal(stops, 1);
  await page.keyboard.press('Tab');
  assert.notEqual(await focusedPart(page), 'tools');
  assert.equal(await page.evaluate(() => deepActiveElement()?.closest('[role=tablist]')), null);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedPart(page), 'resources');
  // Focus is visible.
  const outline = await page.evaluate(() => getComputedStyle(deepActiveElement()).outlineStyle);
  assert.notEqual(outline, 'none');
});

test('the drawing takes the arrangement its room allows', async () => {
  // Viewport width → the arrangement of the parts in the full widget of the standalone page.
  for (const [width, arrangement] of [[1280, 'wide'], [688, 'wide'], [600, 'rows'], [390, 'column']]) {
    const { page, context } = await openWidget(env.browser, `${env.server.url}/index.html`, { viewport: { width, height: 900 } });
    const box = async (id) => page.locator(`[data-part="${id}"]`).boundingBox();
    const [transport, envelope, discovery, tools, resources, prompts, caching] = await Promise.all(PARTS.map(box));
    const at = `at ${width}px`;
    assert.ok(envelope.y + envelope.height <= discovery.y, `${at}: envelope above discovery`);
    assert.ok(discovery.y + discovery.height <= tools.y, `${at}: discovery above the primitives`);
    assert.ok(Math.max(tools.y, resources.y, prompts.y) + prompts.height <= caching.y + 1, `${at}: caching at the bottom`);
    if (arrangement === 'wide') {
      assert.ok(transport.x + transport.width <= envelope.x, `${at}: transport at the left edge`);
      assert.ok(transport.height > discovery.height * 2, `${at}: transport spans the layers`);
    } else {
      assert.ok(transport.y + transport.height <= envelope.y, `${at}: transport on top`);
    }
    if (arrangement === 'column') {
      assert.ok(tools.y + tools.height <= resources.y && resources.y + resources.height <= prompts.y, `${at}: one part per row`);
    } else {
      assert.ok(tools.x + tools.width <= resources.x && resources.x + resources.width <= prompts.x, `${at}: tools, resources, prompts in a row`);
    }
    await context.close();
  }
});

test('wide layout puts the purpose panel beside the drawing, narrow below it', async () => {
  for (const [width, beside] of [[1200, true], [688, false], [480, false]]) {
    const { page, context } = await openWidget(env.browser, `${env.server.url}/index.html`, { viewport: { width, height: 1000 } });
    const diagram = await page.locator('.mcpa-diagram').boundingBox();
    const purpose = await page.locator('[data-panel="purpose"]').boundingBox();
    const details = await page.locator('[data-panel="details"]').boundingBox();
    if (beside) {
      assert.ok(purpose.x >= diagram.x + diagram.width, `at ${width}px purpose is to the right`);
    } else {
      assert.ok(purpose.y >= diagram.y + diagram.height, `at ${width}px purpose is below`);
    }
    assert.ok(details.y >= diagram.y + diagram.height, 'details are below the drawing');
    await screenshot(page, beside ? 'wide-light.png' : `narrow-${width}.png`);
    await context.close();
  }
});

test('Russian from the host lang attribute, and a widget added later mounts', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await prependHost(page, 'later', { 'data-mcp-anatomy': 'diagram', lang: 'ru' });
  await page.waitForSelector('#later [data-part]');
  assert.match(await page.locator('#later .mcpa-title').textContent(), /Анатомия MCP-сервера/);
  await page.locator('#later [data-part="caching"]').hover();
  assert.match(await page.locator('#later [data-panel="purpose"] h3').textContent(), /Кэширование/);
  // The two widgets keep their own state.
  assert.equal(await page.locator('.page .mcpa-root').locator('[data-panel="purpose"]').getAttribute('data-shows'), 'transport');
});

test('dark theme from prefers-color-scheme and from the switch; axe-core finds nothing', async () => {
  const { page, context } = await openWidget(env.browser, `${env.server.url}/index.html`, { colorScheme: 'dark' });
  const background = () => page.evaluate(() => getComputedStyle(widgetQuery('.mcpa-root')).backgroundColor);
  const dark = await background();
  assert.equal(dark, 'rgb(21, 25, 30)');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wide-dark.png');
  await page.locator('[data-theme-switch]').click(); // auto -> light
  assert.equal(await background(), 'rgb(255, 255, 255)');
  assert.deepEqual(await axe(page), []);
  await page.locator('[data-theme-switch]').click(); // light -> dark
  assert.equal(await background(), dark);
  await context.close();
});

test('forced colours and reduced motion are respected', async () => {
  const { page, context } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
  const transition = await page.locator('[data-part="tools"]').evaluate((e) => getComputedStyle(e).transitionDuration);
  assert.equal(transition, '0s');
  const selectedBorder = await page.locator('[data-part="transport"]').evaluate((e) => getComputedStyle(e).borderTopStyle);
  assert.equal(selectedBorder, 'double');
  await context.close();
});

test('touch selects without hover', async () => {
  const context = await newContext(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/index.html`);
  await page.waitForSelector('[data-part]');
  await page.locator('[data-part="resources"]').tap();
  assert.equal(await page.locator('[data-part="resources"]').getAttribute('aria-selected'), 'true');
  assert.equal(await shown(page, 'purpose'), 'resources');
  assert.equal(await shown(page, 'details'), 'resources');
  await context.close();
});
