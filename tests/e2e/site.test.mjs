// The widget on a real docs page: theme `auto` follows the site's own dark-mode switch (each
// generator's signal, live), and a language whose module fails to load fails alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axePage, newContext, serve, settle, withBrowser, DIST } from './harness.mjs';

const env = withBrowser();

const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(21, 25, 30)';

/** Opens `examples/docs-ru.html` (a light page), or `body` as a page of its own with no styles. */
async function openDocs(colorScheme, body) {
  const context = await newContext(env.browser, { viewport: { width: 1024, height: 900 }, colorScheme });
  const page = await context.newPage();
  if (body) {
    await page.route('**/bare.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title><script type="module" src="/embed.js"></script></head><body>${body}</body></html>`,
      }),
    );
  }
  await page.goto(`${env.server.url}${body ? '/bare.html' : '/examples/docs-ru.html'}`);
  await page.waitForSelector('#diagram [data-part]');
  const background = (id = 'diagram') =>
    page.evaluate((id) => getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.mcpa-root')).backgroundColor, id);
  // Sets a signal on the page and waits for the widget to repaint (or to stay as it is).
  const signal = async (change) => {
    await page.evaluate(change);
    await settle(page);
    return background();
  };
  return { page, context, background, signal };
}

test("theme auto follows each docs generator's dark-mode signal, live", async () => {
  const { context, background, signal } = await openDocs('light');
  assert.equal(await background(), LIGHT, 'no signal, light system: light');
  // VitePress (and Tailwind-based sites): class="dark" on <html>.
  assert.equal(await signal(() => document.documentElement.classList.add('dark')), DARK, 'VitePress dark');
  assert.equal(await signal(() => document.documentElement.classList.remove('dark')), LIGHT, 'VitePress back to light');
  // Docusaurus and Starlight: data-theme on <html>.
  assert.equal(await signal(() => { document.documentElement.dataset.theme = 'dark'; }), DARK, 'Docusaurus/Starlight dark');
  assert.equal(await signal(() => { document.documentElement.dataset.theme = 'light'; }), LIGHT, 'Docusaurus/Starlight light');
  await signal(() => delete document.documentElement.dataset.theme);
  // MkDocs Material: data-md-color-scheme on <body>.
  assert.equal(await signal(() => { document.body.dataset.mdColorScheme = 'slate'; }), DARK, 'MkDocs Material slate');
  assert.equal(await signal(() => { document.body.dataset.mdColorScheme = 'default'; }), LIGHT, 'MkDocs Material default');
  await signal(() => delete document.body.dataset.mdColorScheme);
  // Any site: color-scheme on the root element.
  assert.equal(await signal(() => { document.documentElement.style.colorScheme = 'dark'; }), DARK, 'color-scheme: dark');
  assert.equal(await signal(() => { document.documentElement.style.colorScheme = ''; }), LIGHT, 'no signal again');
  await context.close();
});

test('a light site on a dark system stays light', async () => {
  const { context, background, signal } = await openDocs('dark');
  // docs-ru.html says nothing but paints its page #fafafa, as VitePress does in light mode.
  assert.equal(await background(), LIGHT, 'a light page');
  assert.equal(await signal(() => { document.documentElement.dataset.theme = 'dark'; }), DARK, 'the site says dark');
  assert.equal(await signal(() => { document.documentElement.dataset.theme = 'light'; }), LIGHT, 'the site says light');
  await context.close();
});

test('with no signal and no background of its own, the reader’s system decides, live', async () => {
  const { page, context, background } = await openDocs('dark', '<main><div id="diagram" data-mcp-anatomy="diagram"></div></main>');
  assert.equal(await background(), DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
  assert.equal(await background(), LIGHT);
  await context.close();
});

test("the host's theme attribute and the widget's switch win over the site", async () => {
  const { page, context, background, signal } = await openDocs('light');
  assert.equal(await signal(() => document.documentElement.classList.add('dark')), DARK);
  // The site's class is its switch's mark, which leaves the widget's out unless the host keeps it.
  await page.evaluate(() => document.getElementById('diagram').setAttribute('theme-switch', 'show'));
  // The switch goes auto → light → dark → auto.
  await page.locator('#diagram [data-theme-switch]').click();
  assert.equal(await background(), LIGHT, 'switched to light on a dark site');
  await page.locator('#diagram [data-theme-switch]').click();
  await page.locator('#diagram [data-theme-switch]').click();
  assert.equal(await background(), DARK, 'back to auto: the site again');
  // A widget whose host says theme="light" stays light on a dark site.
  await page.evaluate(() => {
    const host = Object.assign(document.createElement('div'), { id: 'fixed' });
    host.setAttribute('data-mcp-anatomy', 'diagram');
    host.setAttribute('theme', 'light');
    document.querySelector('main').append(host);
  });
  await page.waitForSelector('#fixed [data-part]');
  assert.equal(await background('fixed'), LIGHT);
  await context.close();
});

test("custom properties on the host element restyle the widget", async () => {
  const { page, context } = await openDocs('light');
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no colour transitions to wait for
  const accent = () => page.locator('#diagram [data-part="transport"]').evaluate((e) => getComputedStyle(e).borderTopColor);
  assert.equal(await accent(), 'rgb(11, 92, 173)', 'the default accent marks the selected part');
  await page.evaluate(() => document.getElementById('diagram').style.setProperty('--mcpa-accent', 'light-dark(rgb(200, 0, 100), rgb(0, 200, 100))'));
  assert.equal(await accent(), 'rgb(200, 0, 100)');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await settle(page);
  assert.equal(await accent(), 'rgb(0, 200, 100)', 'the dark half once the site turns dark');
  await context.close();
});

/** Whether the theme button of each host named by id is on screen. */
const switches = (page, ids) =>
  page.evaluate((ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id).shadowRoot.querySelector('[data-theme-switch]').checkVisibility()])), ids);

test("the theme button: kept on a plain page, left out where the site has a switch of its own or where the host says so", async () => {
  const hosts = ['diagram', 'none', 'show', 'api'].map((id) => `<div id="${id}" data-mcp-anatomy="diagram"${id === 'none' || id === 'show' ? ` theme-switch="${id}"` : ''}></div>`);
  // A page that paints itself light, as a plain docs theme does: a background is no switch.
  const { page, context, signal } = await openDocs('light', `<main style="background: #fafafa">${hosts.join('')}</main>`);
  await page.evaluate(() => mcpAnatomy.mount(document.getElementById('api'), { view: 'diagram', themeSwitch: 'none' }));
  await page.waitForFunction(() => ['diagram', 'none', 'show', 'api'].every((id) => document.getElementById(id).shadowRoot?.querySelector('[data-part]')));
  const ids = ['diagram', 'none', 'show', 'api'];
  assert.deepEqual(await switches(page, ids), { diagram: true, none: false, show: true, api: false }, 'a plain page');
  // Each generator's switch marks the page; the button goes at once, and `show` keeps it.
  const bySite = { diagram: false, none: false, show: true, api: false };
  for (const [site, on, off] of [
    ['VitePress, dark', () => document.documentElement.classList.add('dark'), () => document.documentElement.classList.remove('dark')],
    ['a Tailwind-style switch, light', () => document.documentElement.classList.add('light'), () => document.documentElement.classList.remove('light')],
    ['Docusaurus, Starlight', () => { document.documentElement.dataset.theme = 'light'; }, () => delete document.documentElement.dataset.theme],
    ['MkDocs Material', () => { document.body.dataset.mdColorScheme = 'default'; }, () => delete document.body.dataset.mdColorScheme],
  ]) {
    await signal(on);
    assert.deepEqual(await switches(page, ids), bySite, site);
    await signal(off);
    assert.deepEqual(await switches(page, ids), { diagram: true, none: false, show: true, api: false }, `${site}, gone again`);
  }
  await context.close();
  // VitePress in light mode marks nothing on <html>: its dark-mode script, in the head of every
  // page whose appearance switch is on, is the sign.
  const vitepress = await openDocs('light', '<script id="check-dark-mode">/* VitePress adds the dark class here */</script><main><div id="diagram" data-mcp-anatomy="diagram"></div><div id="show" data-mcp-anatomy="diagram" theme-switch="show"></div></main>');
  await vitepress.page.waitForSelector('#show [data-part]');
  assert.deepEqual(await switches(vitepress.page, ['diagram', 'show']), { diagram: false, show: true }, 'VitePress, light');
  await vitepress.context.close();
});

/** WCAG's contrast ratio of two `rgb()` colours. */
function contrast(a, b) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('the focus ring is not the error colour, and stands out 3:1 from what it sits on, light and dark', async () => {
  const tools = JSON.stringify({ resultType: 'complete', tools: [{ name: 'search_notes', inputSchema: { type: 'object' } }] });
  const { page, context, signal } = await openDocs(
    'light',
    `<main><div id="diagram" data-mcp-anatomy="diagram"></div><mcp-anatomy id="reference" view="reference"><script type="application/json">${tools}</script></mcp-anatomy></main>`,
  );
  await page.waitForSelector('#reference .mcpa-ref-filter input');
  /** The focused control's ring, the error colour, and what the ring is drawn on (the first
   * background behind the control that is not transparent). */
  const ring = (id, selector) =>
    page.evaluate(([id, selector]) => {
      const root = document.getElementById(id).shadowRoot;
      const control = root.querySelector(selector);
      control.focus({ focusVisible: true });
      const style = getComputedStyle(control);
      const probe = Object.assign(document.createElement('span'), { style: 'color: var(--mcpa-error)' });
      root.querySelector('.mcpa-root').append(probe);
      const error = getComputedStyle(probe).color;
      probe.remove();
      let behind = control.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return { colour: style.outlineColor, width: parseFloat(style.outlineWidth), style: style.outlineStyle, matches: control.matches(':focus-visible'), error, behind: getComputedStyle(behind).backgroundColor };
    }, [id, selector]);
  for (const scheme of ['light', 'dark']) {
    if (scheme === 'dark') await signal(() => document.documentElement.classList.add('dark'));
    for (const [id, selector] of [['reference', '.mcpa-ref-filter input'], ['diagram', '[data-part]']]) {
      await page.keyboard.press('Escape');
      const seen = await ring(id, selector);
      const where = `${scheme}: ${selector} (${JSON.stringify(seen)})`;
      assert.ok(seen.matches && seen.style === 'solid' && seen.width >= 2, where);
      assert.notEqual(seen.colour, seen.error, where);
      assert.ok(contrast(seen.colour, seen.behind) >= 3, `${where}: ${contrast(seen.colour, seen.behind).toFixed(2)}:1`);
    }
  }
  await context.close();
});

/** A page with an English and a Russian widget (full, so each language's full module), served
 * with the Russian module answering 404 (or `failing.reply(route)`). Diagrams added later use
 * the module already asked. */
async function failingPage(failing = { file: 'mcp-anatomy-ru_bg.wasm', status: 404 }) {
  const server = await serve(DIST);
  const context = await newContext(env.browser, { viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  const requests = [];
  const state = { failing: true };
  await page.route(`**/${failing.file}`, (route) => {
    requests.push(route.request().method());
    if (!state.failing) return route.continue();
    return failing.reply ? failing.reply(route) : route.fulfill({ status: failing.status, body: 'not here' });
  });
  await page.route('**/mixed.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two languages</title>
        <script type="module" src="/embed.js"></script></head>
        <body><main><h1>Two languages</h1><div id="en" data-mcp-anatomy="full"></div><div id="ru" data-mcp-anatomy="full" lang="ru"></div></main></body></html>`,
    }),
  );
  await context.addInitScript(() => addEventListener('mcp-anatomy-ready', (e) => { window.__ready = e.detail; }));
  await page.goto(`${server.url}/mixed.html`);
  await page.waitForFunction(() => window.__ready);
  return { page, context, requests, state, close: () => Promise.all([context.close(), server.close()]) };
}

const failureText = (page, id) =>
  page.evaluate((id) => document.getElementById(id).shadowRoot?.querySelector('[data-failure]')?.textContent ?? null, id);

test('a module that fails to load fails alone, says so in its language and can be retried', async () => {
  const { page, requests, state, close } = await failingPage();
  // A failed assertion must not leave the extra server running, or the runner never ends.
  try {
    // The English widget mounts; the ready event fires and names the language that failed.
    await page.waitForSelector('#en [data-part]');
    assert.deepEqual(await page.evaluate(() => window.__ready), { failed: ['ru'] });
    await page.waitForFunction(() => document.getElementById('ru').shadowRoot?.querySelector('[data-failure]'));
    const message = await failureText(page, 'ru');
    assert.match(message, /Не удалось загрузить анатомию MCP-сервера/);
    assert.match(message, /mcp-anatomy-ru_bg\.wasm \(HTTP 404\)/);
    assert.equal(await page.locator('#ru [data-retry]').textContent(), 'Повторить');
    assert.equal(await page.locator('#ru [role=alert]').count(), 1);
    assert.deepEqual(await axePage(page), [], 'the message and its button are accessible too');
    // The API is there: English answers. validate() has a module of its own: while it fails too,
    // loading Russian rejects with an Error that says why; once it is back, Russian answers,
    // though the Russian widgets' module still fails.
    const legacyAnswer = '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}';
    await page.evaluate(() => mcpAnatomy.load('en'));
    const kind = await page.evaluate((text) => mcpAnatomy.validate(text, { lang: 'en' }).kind, legacyAnswer);
    assert.equal(kind, 'legacy-server');
    await page.route('**/mcp-anatomy-check-ru_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
    const rejected = await page.evaluate(() => mcpAnatomy.load('ru').then(() => 'loaded', (e) => [e instanceof Error, e.message]));
    assert.deepEqual(rejected, [true, 'mcp-anatomy: could not load mcp-anatomy-check-ru_bg.wasm (HTTP 404)']);
    await page.unroute('**/mcp-anatomy-check-ru_bg.wasm');
    await page.evaluate(() => mcpAnatomy.load('ru'));
    const russian = await page.evaluate((text) => mcpAnatomy.validate(text, { lang: 'ru' }).diagnostics[0].message, legacyAnswer);
    assert.match(russian, /[а-я]/);
    // A Russian widget added later tries once more; the one after it shows the failure at once.
    const before = requests.length;
    const addHost = (id) =>
      page.evaluate((id) => {
        const host = Object.assign(document.createElement('div'), { id, lang: 'ru' });
        host.setAttribute('data-mcp-anatomy', 'diagram');
        document.querySelector('main').append(host);
      }, id);
    await addHost('ru2');
    await page.waitForFunction(() => document.getElementById('ru2').shadowRoot?.querySelector('[data-failure]'));
    assert.equal(requests.length, before + 1, 'one retry for a later host');
    await addHost('ru3');
    await page.waitForFunction(() => document.getElementById('ru3').shadowRoot?.querySelector('[data-failure]'));
    assert.equal(requests.length, before + 1, 'no more automatic retries');
    // The file is back: the button mounts every Russian widget in place of its message.
    state.failing = false;
    await page.locator('#ru [data-retry]').click();
    for (const id of ['ru', 'ru2', 'ru3']) {
      await page.waitForSelector(`#${id} [data-part]`);
      assert.equal(await failureText(page, id), null);
    }
    assert.match(await page.locator('#ru .mcpa-title').textContent(), /Анатомия MCP-сервера/);
    assert.match(await page.locator('#en .mcpa-title').textContent(), /Anatomy of an MCP server/);
  } finally {
    await close();
  }
});

test('a failing English module says so in English, also for a language without its own words', async () => {
  const { page, close } = await failingPage({ file: 'mcp-anatomy-en.js', status: 503 });
  // A failed assertion must not leave the extra server running, or the runner never ends.
  try {
    assert.deepEqual(await page.evaluate(() => window.__ready), { failed: ['en'] });
    await page.waitForSelector('#ru [data-part]');
    await page.waitForFunction(() => document.getElementById('en').shadowRoot?.querySelector('[data-failure]'));
    assert.match(await failureText(page, 'en'), /could not be loaded: mcp-anatomy-en\.js \(HTTP 503\)/);
    assert.equal(await page.locator('#en [data-retry]').textContent(), 'Try again');
    // German has no module and no words of its own: its widget uses the English ones.
    await page.evaluate(() => {
      const host = Object.assign(document.createElement('div'), { id: 'de', lang: 'de' });
      host.setAttribute('data-mcp-anatomy', 'diagram');
      document.querySelector('main').append(host);
    });
    await page.waitForFunction(() => document.getElementById('de').shadowRoot?.querySelector('[data-failure]'));
    assert.match(await failureText(page, 'de'), /^The MCP server anatomy could not be loaded/);
  } finally {
    await close();
  }
});

test('a module served as another type still mounts; one that is not wasm fails alone and says why', async () => {
  // Some hosts label .wasm files application/octet-stream: the module is then compiled once
  // downloaded instead of while it arrives.
  const relabelled = await failingPage({
    file: 'mcp-anatomy-ru_bg.wasm',
    reply: async (route) => route.fulfill({ response: await route.fetch(), contentType: 'application/octet-stream' }),
  });
  try {
    assert.deepEqual(await relabelled.page.evaluate(() => window.__ready), { failed: [] });
    await relabelled.page.waitForSelector('#ru [data-part]');
    await relabelled.page.waitForSelector('#en [data-part]');
  } finally {
    await relabelled.close();
  }
  // A site's fallback page where the module should be.
  const damaged = await failingPage({
    file: 'mcp-anatomy-ru_bg.wasm',
    reply: (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: '<!doctype html><title>Not found</title>' }),
  });
  try {
    assert.deepEqual(await damaged.page.evaluate(() => window.__ready), { failed: ['ru'] });
    await damaged.page.waitForSelector('#en [data-part]');
    await damaged.page.waitForFunction(() => document.getElementById('ru').shadowRoot?.querySelector('[data-failure]'));
    assert.match(await failureText(damaged.page, 'ru'), /^Не удалось загрузить анатомию MCP-сервера: mcp-anatomy-ru_bg\.wasm \(WebAssembly\.\w+\(\): .+\)\./);
  } finally {
    await damaged.close();
  }
});
