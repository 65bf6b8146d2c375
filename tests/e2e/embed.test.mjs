// Embedding with the loader: shadow roots, several independent instances, hostile host CSS,
// and a page served with a strict Content Security Policy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, DIST } from './harness.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let server;
let browser;
before(async () => {
  // The strict page is served with the policy as a header too, as a docs site would.
  server = await serve(DIST, (path) => (path.endsWith('csp.html') ? { 'content-security-policy': CSP } : {}));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, ...options });
  const page = await context.newPage();
  const problems = [];
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname.split('/').pop()));
  page.on('pageerror', (e) => problems.push(e.message));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('[data-part], [data-editor]');
  return { page, context, problems, fetched };
}

test('a page with the diagram only fetches the light module, and an editor added later the full one', async () => {
  const { page, context, problems, fetched } = await open('/examples/diagram-en.html');
  const ours = () => fetched.filter((name) => name.startsWith('mcp-anatomy')).sort();
  assert.deepEqual(ours(), ['mcp-anatomy-diagram-en.js', 'mcp-anatomy-diagram-en_bg.wasm', 'mcp-anatomy-diagram-styles.js', 'mcp-anatomy-styles.js']);
  // The light module draws the same widget: seven parts, the arrow keys, the panels.
  assert.equal(await page.locator('#diagram [data-part]').count(), 7);
  await page.locator('#diagram [data-part="transport"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#diagram [data-panel="details"]').getAttribute('data-shows'), 'envelope');
  assert.match(await page.locator('#diagram [data-panel="details"]').innerText(), /jsonrpc/);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#diagram [data-part="envelope"]').getAttribute('aria-selected'), 'true');
  // validate() needs its own module, which a page of diagrams does not fetch.
  const early = await page.evaluate(() => {
    try {
      globalThis.mcpAnatomy.validate('{}', { lang: 'en' });
      return 'answered';
    } catch (error) {
      return error.message;
    }
  });
  assert.match(early, /not loaded yet; await mcpAnatomy.load\('en'\)/);
  await page.evaluate(() => {
    const host = Object.assign(document.createElement('div'), { id: 'later' });
    host.dataset.mcpAnatomy = 'validator';
    document.querySelector('main').append(host);
  });
  await page.waitForSelector('#later [data-editor]');
  assert.deepEqual(ours(), [
    'mcp-anatomy-diagram-en.js',
    'mcp-anatomy-diagram-en_bg.wasm',
    'mcp-anatomy-diagram-styles.js',
    'mcp-anatomy-editor-styles.js',
    'mcp-anatomy-en.js',
    'mcp-anatomy-en_bg.wasm',
    'mcp-anatomy-styles.js',
  ]);
  // validate() has a module of its own, the engine without the widgets; load() brings it and the help.
  await page.evaluate(() => globalThis.mcpAnatomy.load('en'));
  assert.equal(await page.evaluate(() => globalThis.mcpAnatomy.validate('{}', { lang: 'en' }).valid), false);
  // A diagram added now comes from the full module, already there.
  await page.evaluate(() => {
    const host = Object.assign(document.createElement('div'), { id: 'second' });
    host.dataset.mcpAnatomy = 'diagram';
    document.querySelector('main').append(host);
  });
  await page.waitForSelector('#second [data-part]');
  // Nothing more than the seven files, and validate()'s module and the English help that load() brought.
  assert.deepEqual(ours().filter((name) => name.startsWith('mcp-anatomy-help')), ['mcp-anatomy-help-en.js']);
  assert.deepEqual(ours().filter((name) => name.startsWith('mcp-anatomy-check')), ['mcp-anatomy-check-en.js', 'mcp-anatomy-check-en_bg.wasm']);
  assert.equal(ours().length, 10);
  assert.deepEqual(problems, []);
  await context.close();
});

test('two instances mount in their own shadow roots and work independently', async () => {
  const { page, context, problems, fetched } = await open('/examples/docs-ru.html');
  await page.waitForSelector('#validator [data-editor]');
  // A Russian page fetches the Russian module only.
  const modules = () => fetched.filter((name) => name.startsWith('mcp-anatomy-')).sort();
  // The diagram beside the editor uses the full module the editor needs: nothing is fetched twice.
  assert.deepEqual(modules(), ['mcp-anatomy-diagram-styles.js', 'mcp-anatomy-editor-styles.js', 'mcp-anatomy-ru.js', 'mcp-anatomy-ru_bg.wasm', 'mcp-anatomy-styles.js']);
  assert.ok(await page.evaluate(() => document.getElementById('diagram').shadowRoot !== null));
  assert.ok(await page.evaluate(() => document.getElementById('validator').shadowRoot !== null));
  assert.match(await page.locator('#diagram .mcpa-title').textContent(), /Анатомия/);
  // heading="none": the page's own heading names the editor, which shows no title of its own.
  assert.equal(await page.locator('#validator :is(.mcpa-title, .mcpa-validator-title)').count(), 0);
  assert.match(await page.locator('#validator .mcpa-validator').getAttribute('aria-label'), /Проверка ответа/);
  assert.equal(await page.locator('#diagram [data-editor]').count(), 0);
  assert.equal(await page.locator('#validator [data-part]').count(), 0);
  await page.locator('#diagram [data-part="tools"]').click();
  assert.equal(await page.locator('#diagram [data-part="tools"]').getAttribute('aria-selected'), 'true');
  await page.locator('#validator [data-editor]').fill('{"ttlMs": -1}');
  await page.waitForTimeout(250);
  assert.equal(await page.locator('#validator [data-diagnostic][data-code="ttl/negative"]').count(), 1);
  // An instance added later mounts too, and the JS API is there.
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.id = 'later';
    host.setAttribute('data-mcp-anatomy', 'diagram');
    host.setAttribute('lang', 'en');
    document.querySelector('main').append(host);
  });
  await page.waitForSelector('#later [data-part]');
  assert.match(await page.locator('#later .mcpa-title').textContent(), /Anatomy/);
  // The English diagram brought the light English module, once; the Russian widgets kept theirs.
  // The Russian editor has shown findings by now, and with them came its help.
  assert.deepEqual(modules(), [
    'mcp-anatomy-diagram-en.js',
    'mcp-anatomy-diagram-en_bg.wasm',
    'mcp-anatomy-diagram-styles.js',
    'mcp-anatomy-editor-styles.js',
    'mcp-anatomy-help-ru.js',
    'mcp-anatomy-ru.js',
    'mcp-anatomy-ru_bg.wasm',
    'mcp-anatomy-styles.js',
  ]);
  assert.match(await page.locator('#diagram .mcpa-title').textContent(), /Анатомия/);
  const report = await page.evaluate(() =>
    globalThis.mcpAnatomy.load('ru').then(() => globalThis.mcpAnatomy.validate('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}')),
  );
  assert.equal(report.kind, 'legacy-server');
  // Without a lang option, validate() speaks the page's language.
  assert.match(report.diagnostics[0].message, /[а-я]/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a diagram above an editor is painted before the editor is built, and a host that leaves first gets none', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    // Frames so far, counted where each frame starts; and each widget's mount, with that count.
    window.__frames = 0;
    const count = () => {
      window.__frames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    window.__mounted = [];
    addEventListener('mcp-anatomy-mounted', (event) => window.__mounted.push([event.target.id, window.__frames]));
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}/examples/docs-ru.html`);
  await page.waitForSelector('#validator [data-editor]');
  const mounted = await page.evaluate(() => window.__mounted);
  assert.deepEqual(mounted.map(([id]) => id), ['diagram', 'validator']);
  assert.ok(mounted[1][1] > mounted[0][1], `the editor was built in the diagram's frame: ${JSON.stringify(mounted)}`);
  // An editor's host removed while it waits for its frame stays empty.
  const left = await page.evaluate(async () => {
    const host = Object.assign(document.createElement('div'), { id: 'gone' });
    host.dataset.mcpAnatomy = 'validator';
    document.querySelector('main').append(host);
    // The loader's MutationObserver sees the host before it leaves.
    await new Promise((resolve) => setTimeout(resolve));
    host.remove();
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return { shadow: host.shadowRoot !== null, mounted: window.__mounted.map(([id]) => id) };
  });
  assert.deepEqual(left, { shadow: false, mounted: ['diagram', 'validator'] });
  assert.deepEqual(problems, []);
  await context.close();
});

test('hostile host CSS does not change the widget, and the widget CSS does not leak out', async () => {
  const styleOf = (page, selector) =>
    page.locator(selector).first().evaluate((e) => {
      const s = getComputedStyle(e);
      return { font: s.fontFamily, size: s.fontSize, padding: s.padding, border: s.borderTopStyle, spacing: s.letterSpacing, background: s.backgroundColor };
    });
  const plain = await open('/examples/docs-ru.html');
  const hostile = await open('/examples/hostile.html');
  for (const selector of ['.mcpa-title', '[data-part="tools"]', '.mcpa-diagram']) {
    const a = await styleOf(plain.page, `#diagram ${selector}`);
    const b = await styleOf(hostile.page, `#widget ${selector}`);
    // Same widget styles, save the colours of the dark theme the hostile page asked for.
    assert.deepEqual({ ...a, background: null }, { ...b, background: null }, selector);
  }
  const hostButton = await hostile.page.locator('#host-button').evaluate((e) => getComputedStyle(e).fontFamily);
  assert.match(hostButton, /Comic Sans/);
  await plain.context.close();
  await hostile.context.close();
});

test('under a strict CSP the widget works and nothing is blocked', async () => {
  const { page, context, problems } = await open('/examples/csp.html');
  await page.waitForSelector('#widget [data-editor]');
  await page.locator('#widget [data-part="caching"]').hover();
  assert.equal(await page.locator('#widget [data-panel="purpose"]').getAttribute('data-shows'), 'caching');
  await page.locator('#widget [data-samples]').selectOption('typos');
  await page.waitForTimeout(250);
  assert.ok(await page.locator('#widget [data-diagnostic]').count() >= 4);
  await page.locator('#widget [data-editor]').evaluate((e) => { e.scrollTop = 40; e.dispatchEvent(new Event('scroll')); });
  await page.waitForTimeout(100);
  // Share links compress through the browser's streams; the policy does not get in their way.
  const shared = await page.locator('#widget [data-editor]').inputValue();
  await page.locator('#widget [data-share]').click();
  const link = await page.locator('#widget [data-share-link]').inputValue();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.reload();
  await page.waitForFunction(
    (text) => document.querySelector('#widget').shadowRoot?.querySelector('[data-editor]')?.value === text,
    shared,
  );
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('each language module carries its own language and not the other', async () => {
  const en = await readFile(join(DIST, 'mcp-anatomy-en_bg.wasm'));
  const ru = await readFile(join(DIST, 'mcp-anatomy-ru_bg.wasm'));
  const helpEn = await readFile(join(DIST, 'mcp-anatomy-help-en.js'));
  const helpRu = await readFile(join(DIST, 'mcp-anatomy-help-ru.js'));
  const has = (file, text) => file.includes(Buffer.from(text));
  assert.ok(has(en, 'Anatomy of an MCP server') && !has(ru, 'Anatomy of an MCP server'));
  assert.ok(has(ru, 'Анатомия MCP-сервера') && !has(en, 'Анатомия MCP-сервера'));
  // A finding's sentence is in neither module: it comes with its language's help table.
  for (const [text, table, other] of [['is not a member here', helpEn, helpRu], ['здесь не определено', helpRu, helpEn]]) {
    assert.ok(has(table, text) && !has(other, text) && !has(en, text) && !has(ru, text), text);
  }
  // No Cyrillic word at all in the English module (single letters can be chance bytes of code).
  assert.equal(/[\u0400-\u04ff]{3,}/.test(en.toString('utf8')), false);
});

test('importing the loader in Node, as a static site build may, succeeds and does nothing', () => {
  // No document, window or customElements there: the loader must not touch them on import.
  const script = `const api = await import(${JSON.stringify(pathToFileURL(join(DIST, 'embed.js')).href)});
    await api.ready;
    console.log(typeof globalThis.mcpAnatomy, Object.keys(api).sort().join(','), typeof api.validate, typeof api.mount, typeof api.load);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(out.trim(), 'undefined load,mount,ready,validate function function function');
});
