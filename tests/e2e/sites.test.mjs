// Real docs sites built on this machine as a docs team would: VitePress (npm) installing the
// npm package packed from dist/ and importing it in its theme; Docusaurus and Starlight (npm)
// set up as the README's recipes say; and MkDocs Material (PyPI) with the release build's files
// dropped in and the loader as a script tag. Every static build must pass. In Chromium: the
// widgets mount, fit a phone and the site's own column, follow the site's own dark-mode switch,
// and mount again after the site's navigation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS, DIST, ROOT, launch, newContext, serve, settle } from './harness.mjs';

// Inside the project, so that the site's build finds VitePress and Vue in its node_modules.
const work = join(ARTIFACTS, 'sites');
const sites = {};
let browser;
let vitepressDir;
let tarballPath;

// Where each site keeps the files it serves as they are: the reference page's tools/list
// (tests/sites/tools.json) goes there, and the page names it as /tools.json.
const STATIC = { vitepress: 'docs/public', docusaurus: 'static', starlight: 'public', mkdocs: 'docs' };

/** Copies a site from tests/sites to a scratch folder, with dist/ at `assets` inside it and the
 * reference's tools/list among its static files. */
function prepare(name, assets) {
  const dir = join(work, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'tests/sites', name), dir, { recursive: true });
  if (assets) cpSync(DIST, join(dir, assets), { recursive: true });
  mkdirSync(join(dir, STATIC[name]), { recursive: true });
  cpSync(join(ROOT, 'tests/sites/tools.json'), join(dir, STATIC[name], 'tools.json'));
  return dir;
}

const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];
const npm = (args, cwd) => execFileSync('npm', [...args, ...NPM_QUIET], { cwd, encoding: 'utf8' });
const run = promisify(execFile);
// No telemetry or update checks from the generators: the machine has no internet.
const quiet = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' };

/** A generator's site from tests/sites with its own pinned dependencies (`npm ci`) and the
 * packed package, built with its own command; returns the folder of the static site. */
async function buildWithOwnDependencies(name, build, out) {
  const dir = prepare(name);
  // Generous output buffers: a generator's progress lines must not fail the build.
  const options = { cwd: dir, env: quiet, maxBuffer: 64 << 20 };
  await run('npm', ['ci', '--prefer-offline', ...NPM_QUIET], options);
  await run('npm', ['install', '--offline', '--no-save', tarballPath, ...NPM_QUIET], options);
  await run(join(dir, 'node_modules/.bin', build[0]), build.slice(1), options);
  return join(dir, out);
}

before(async () => {
  const vitepress = (vitepressDir = prepare('vitepress'));
  // A page with the reference's JSON inline, as the README's first recipe has it; VitePress
  // writes the script into the static page with its quotes escaped.
  const tools = JSON.stringify(JSON.parse(readFileSync(join(ROOT, 'tests/sites/tools.json'), 'utf8')));
  writeFileSync(
    join(vitepress, 'docs/inline.md'),
    `# Справочник, данные в странице\n\n<mcp-anatomy view="reference" heading="none">\n  <script type="application/json">${tools}</script>\n</mcp-anatomy>\n\nКак устроен сервер в целом: [схема сервера](/).\n`,
  );
  // The package as npm would publish it, installed from its tarball without the network.
  const tarball = npm(['pack', DIST, '--pack-destination', work, '--silent'], work).trim().split('\n').pop();
  tarballPath = join(work, tarball);
  npm(['install', '--offline', '--no-save', tarballPath], vitepress);
  execFileSync(join(ROOT, 'node_modules/.bin/vitepress'), ['build', 'docs', '--outDir', join(work, 'vitepress-site')], { cwd: vitepress, stdio: 'pipe' });
  // The two generators with dependencies of their own install and build side by side.
  const [docusaurus, starlight] = await Promise.all([
    buildWithOwnDependencies('docusaurus', ['docusaurus', 'build'], 'build'),
    buildWithOwnDependencies('starlight', ['astro', 'build'], 'dist'),
  ]);
  sites.docusaurus = await serve(docusaurus);
  sites.starlight = await serve(starlight);
  const mkdocs = prepare('mkdocs', 'docs/mcp-anatomy');
  execFileSync(join(ROOT, '.venv/bin/mkdocs'), ['build', '--quiet', '--site-dir', join(work, 'mkdocs-site')], { cwd: mkdocs, stdio: 'pipe' });
  sites.vitepress = await serve(join(work, 'vitepress-site'));
  sites.mkdocs = await serve(join(work, 'mkdocs-site'));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await Promise.all(Object.values(sites).map((s) => s.close()));
  if (!process.env.KEEP_SITES) rmSync(work, { recursive: true, force: true });
});

// The VitePress site uses the tag, the MkDocs one the div.
const HOST = 'mcp-anatomy, [data-mcp-anatomy]';

// What a mounted widget shows first: a part of the drawing, the editor, or a reference's summary
// once its findings are in.
const DRAWN = '[data-part], [data-editor], .mcpa-root:not([aria-busy]) .mcpa-ref-summary';

async function open(url, width, colorScheme = 'light') {
  const context = await newContext(browser, { viewport: { width, height: 900 }, colorScheme });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname.split('/').pop()));
  await page.goto(url);
  await page.waitForFunction(([host, drawn]) => document.querySelector(host)?.shadowRoot?.querySelector(drawn), [HOST, DRAWN]);
  return { page, context, errors, requests };
}

/** The widget's background, its host's width, and how far the page scrolls sideways. */
const look = (page) =>
  page.evaluate((selector) => {
    const host = document.querySelector(selector);
    return {
      background: getComputedStyle(host.shadowRoot.querySelector('.mcpa-root')).backgroundColor,
      width: Math.round(host.getBoundingClientRect().width),
      sideways: document.documentElement.scrollWidth - innerWidth,
    };
  }, HOST);

/** Shows each part of the diagram in turn, as a reader taps them on a phone: the page never
 * scrolls sideways and no text of the panels reaches past the widget (a message fragment
 * scrolls in its own box). */
async function everyPartFits(page, width) {
  const ids = await page.evaluate((selector) => [...document.querySelector(selector).shadowRoot.querySelectorAll('[data-part]')].map((p) => p.dataset.part), HOST);
  assert.ok(ids.length >= 7, ids.join());
  for (const id of ids) {
    await page.locator(`[data-part="${id}"]`).first().click();
    const fit = await page.evaluate((selector) => {
      const host = document.querySelector(selector);
      const right = host.getBoundingClientRect().right;
      const out = [...host.shadowRoot.querySelectorAll('[data-panel] :is(p, p code, h2, h3, h4)')].filter((e) => e.getBoundingClientRect().right > right + 0.5);
      return { sideways: document.documentElement.scrollWidth - innerWidth, out: out.map((e) => e.textContent.slice(0, 40)) };
    }, HOST);
    assert.deepEqual(fit, { sideways: 0, out: [] }, `${id} at ${width}px`);
  }
}

const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(21, 25, 30)';

test('VitePress: fits its column and a phone, follows its appearance switch, survives navigation', async () => {
  for (const [width, colorScheme] of [[1440, 'light'], [390, 'light'], [1440, 'dark']]) {
    const { page, context, errors } = await open(`${sites.vitepress.url}/`, width, colorScheme);
    const before = await look(page);
    assert.equal(before.sideways, 0, `${width}px`);
    if (width < 768) await everyPartFits(page, width);
    // VitePress follows the system until its switch is used, then the reader's choice.
    assert.equal(before.background, colorScheme === 'dark' ? DARK : LIGHT);
    assert.equal(await themeButton(page), false, `${width}px, ${colorScheme}: the widget's theme button beside VitePress's switch`);
    // On a phone the switch hides in the menu; at desktop widths it is in the bar.
    if (width > 768) {
      await page.locator('.VPNavBar .VPSwitchAppearance').filter({ visible: true }).first().click();
      await page.waitForTimeout(300);
      assert.equal((await look(page)).background, colorScheme === 'dark' ? LIGHT : DARK, `${width}px, switched`);
    }
    // Client-side navigation to the page with the editor: the new widget mounts.
    await page.evaluate(() => document.querySelector('a[href$="/check.html"], a[href$="/check"]').click());
    await page.waitForFunction(() => document.querySelector('mcp-anatomy[view="validator"]')?.shadowRoot?.querySelector('[data-editor]'));
    assert.equal((await look(page)).sideways, 0);
    if (width === 1440 && colorScheme === 'light') {
      // A finding's help comes from the package's help table, which the site's bundle serves.
      const expected = (await import(join(ROOT, 'www/mcp-anatomy-help-ru.js'))).default['ttl/negative'];
      await page.locator('mcp-anatomy[view="validator"] [data-editor]').fill('{"ttlMs": -1}');
      await page.waitForFunction(
        (text) => document.querySelector('mcp-anatomy[view="validator"]').shadowRoot.querySelector('[data-code="ttl/negative"] .mcpa-help')?.textContent.startsWith(text),
        expected,
      );
    }
    // And back: the diagram mounts again, and the editor left with its page.
    await page.evaluate(() => document.querySelector('.VPNavBar a[href="/"], .VPNavBar a[href="/index.html"]').click());
    await page.waitForFunction(() => document.querySelector('mcp-anatomy[view="diagram"]')?.shadowRoot?.querySelector('[data-part]'));
    assert.equal(await page.locator('mcp-anatomy').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // The content column of VitePress at its widest: the drawing keeps its widest arrangement.
  const { page, context } = await open(`${sites.vitepress.url}/`, 1440);
  const { width } = await look(page);
  assert.ok(width >= 680 && width <= 700, `VitePress's column is ${width}px`);
  const arrangement = await page.evaluate(() => {
    const [transport, envelope] = [...document.querySelector('mcp-anatomy').shadowRoot.querySelectorAll('[data-part]')].map((p) => p.getBoundingClientRect());
    return transport.right <= envelope.left ? 'transport at the left' : 'stacked';
  });
  assert.equal(arrangement, 'transport at the left');
  await context.close();
});

/** Whether the first widget's theme button is on screen. */
const themeButton = (page) => page.evaluate((host) => document.querySelector(host).shadowRoot.querySelector('[data-theme-switch]').checkVisibility(), HOST);

/** What the README's recipe for a generator must give: the diagram mounts at a desktop width
 * and a phone's, the site's own dark switch repaints it, the site's link to the page with the
 * editor mounts that one, and going back mounts the diagram again. */
async function checkRecipe(url, switchToDark) {
  for (const width of [1440, 390]) {
    const { page, context, errors } = await open(`${url}/`, width);
    assert.equal((await look(page)).sideways, 0, `${width}px`);
    if (width < 768) await everyPartFits(page, width);
    assert.equal((await look(page)).background, LIGHT, `${width}px`);
    if (width > 1000) {
      await switchToDark(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      await page.waitForTimeout(300);
      assert.equal((await look(page)).background, DARK, 'switched to dark');
      await page.locator('main a[href*="check"]').first().click();
      await page.waitForFunction(() => document.querySelector('mcp-anatomy[view="validator"]')?.shadowRoot?.querySelector('[data-editor]'));
      assert.equal((await look(page)).background, DARK, 'the editor page, dark');
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('mcp-anatomy[view="diagram"]')?.shadowRoot?.querySelector('[data-part]'));
      assert.equal(await page.locator('mcp-anatomy').count(), 1);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
}

/** Each site's own switch to its dark mode, as a reader uses it at a desktop width. */
const TO_DARK = {
  // VitePress follows the system until its switch is used; the tests open it light.
  vitepress: (page) => page.locator('.VPNavBar .VPSwitchAppearance').filter({ visible: true }).first().click(),
  docusaurus: async (page) => {
    // The toggle goes through light, dark and the system's choice, in an order of its own.
    for (let click = 0; click < 3; click++) {
      if ((await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') break;
      await page.locator('.navbar button[class*="toggleButton"]').click();
    }
  },
  starlight: (page) => page.locator('starlight-theme-select select').filter({ visible: true }).first().selectOption('dark'),
  mkdocs: (page) => page.locator('label.md-header__button[for^="__palette"]').first().click(),
};

test('Docusaurus, set up as the README says: builds, mounts, follows its colour-mode toggle and its navigation', async () => {
  await checkRecipe(sites.docusaurus.url, TO_DARK.docusaurus);
});

test('Starlight, set up as the README says: builds, mounts, follows its theme select and its links', async () => {
  await checkRecipe(sites.starlight.url, TO_DARK.starlight);
});

test('MkDocs Material: fits, and its palette switch (default ↔ slate) repaints the widgets', async () => {
  for (const width of [390, 1280]) {
    const { page, context, errors } = await open(`${sites.mkdocs.url}/`, width);
    assert.equal((await look(page)).sideways, 0, `${width}px`);
    assert.equal((await look(page)).background, LIGHT);
    await TO_DARK.mkdocs(page);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => document.body.dataset.mdColorScheme), 'slate');
    assert.equal((await look(page)).background, DARK, `${width}px, slate`);
    const validator = await page.evaluate(() =>
      getComputedStyle(document.querySelector('[data-mcp-anatomy="validator"]').shadowRoot.querySelector('.mcpa-root')).backgroundColor,
    );
    assert.equal(validator, DARK, 'every widget on the page follows');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// The reference page of each site (tests/sites/*/…/reference.*): the view of tests/sites/tools.json.
const REFERENCE_PAGE = { vitepress: '/reference.html', docusaurus: '/reference/', starlight: '/reference/', mkdocs: '/reference/' };
const TOOLS = ['tool-search_notes', 'tool-export_note', 'tool-delete_note'];

/** The reference widget's items, once it shows them all. */
const referenceItems = (page) =>
  page.waitForFunction(
    ([host, count]) => {
      const items = [...(document.querySelector(host)?.shadowRoot?.querySelectorAll('details.mcpa-ref-item') ?? [])];
      return items.length === count && items.map((d) => d.id);
    },
    [HOST, TOOLS.length],
  ).then((handle) => handle.jsonValue());

for (const [name, title] of [['vitepress', 'VitePress'], ['docusaurus', 'Docusaurus'], ['starlight', 'Starlight'], ['mkdocs', 'MkDocs Material']]) {
  test(`${title}: the reference view mounts, fits a phone and the column, follows the dark switch, mounts again after navigation`, async () => {
    for (const width of [390, 1440]) {
      const { page, context, errors, requests } = await open(`${sites[name].url}${REFERENCE_PAGE[name]}`, width);
      assert.deepEqual(await referenceItems(page), TOOLS, `${width}px`);
      // The first tool opened: its two parameter tables are the widest thing the view draws.
      await page.locator(HOST).locator('details.mcpa-ref-item > summary').first().click();
      await page.waitForFunction((host) => document.querySelector(host).shadowRoot.querySelectorAll('details.mcpa-ref-item[open] table').length === 2, HOST);
      const fit = await look(page);
      assert.equal(fit.sideways, 0, `${width}px: the page scrolls sideways`);
      assert.equal(fit.background, LIGHT, `${width}px`);
      const overflow = await page.evaluate((host) => {
        const root = document.querySelector(host).shadowRoot.querySelector('.mcpa-root');
        return root.scrollWidth - root.clientWidth;
      }, HOST);
      assert.ok(overflow <= 0, `${width}px: the widget overflows by ${overflow} px`);
      // A phone stacks each parameter as a card; the site's column keeps the tables.
      const rows = await page.evaluate((host) => [...document.querySelector(host).shadowRoot.querySelectorAll('details.mcpa-ref-item[open] tbody tr')].map((tr) => getComputedStyle(tr).display), HOST);
      assert.ok(rows.length > 0 && rows.every((display) => display === (width === 390 ? 'block' : 'table-row')), `${width}px: ${rows}`);
      if (name === 'vitepress' && width === 1440) assert.ok(fit.width >= 680 && fit.width <= 700, `VitePress's column is ${fit.width}px`);
      // The site has a dark switch of its own, which repaints the widget: the widget's is left out.
      assert.equal(await themeButton(page), false, `${width}px: the widget's theme button`);
      if (width === 1440) {
        await TO_DARK[name](page);
        await page.waitForTimeout(300);
        assert.equal((await look(page)).background, DARK, 'switched to dark');
      }
      // The site's link to the diagram's page, and back: the reference mounts again.
      await page.locator('main a', { hasText: 'схема сервера' }).first().click();
      await page.waitForFunction(() => document.querySelector('[view="diagram"], [data-mcp-anatomy="diagram"]')?.shadowRoot?.querySelector('[data-part]'));
      await page.goBack();
      assert.deepEqual(await referenceItems(page), TOOLS, `${width}px, back`);
      if (width === 1440) assert.equal((await look(page)).background, DARK, 'back, still dark');
      // A clean tools/list: no finding, so no help table is fetched.
      assert.deepEqual(requests.filter((file) => file.startsWith('mcp-anatomy-help')), [], requests.join());
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('VitePress: the reference inline in a page shows, though VitePress escapes its quotes; reached by a link, the page says to use src', async () => {
  for (const width of [390, 1440]) {
    const { page, context, errors } = await open(`${sites.vitepress.url}/inline.html`, width);
    assert.deepEqual(await referenceItems(page), TOOLS, `${width}px`);
    // The static page holds the JSON as VitePress wrote it: a script keeps `&quot;` as text.
    assert.match(await page.evaluate(() => document.querySelector('mcp-anatomy > script').textContent), /^\{&quot;resultType&quot;/);
    assert.equal((await look(page)).sideways, 0, `${width}px`);
    // VitePress draws a page reached by its own links in the browser, without the script.
    await page.locator('main a', { hasText: 'схема сервера' }).first().click();
    await page.waitForFunction(() => document.querySelector('[view="diagram"]')?.shadowRoot?.querySelector('[data-part]'));
    await page.goBack();
    const problem = await page.waitForFunction((host) => document.querySelector(host)?.shadowRoot?.querySelector('[data-problem]')?.textContent, HOST);
    assert.match(await problem.jsonValue(), /^Не удалось загрузить данные справочника: источник не указан \(укажите в src адрес JSON-файла этого сайта, например из папки public\/ в VitePress, с учётом base сайта: /);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('VitePress: the reference at a phone and in the column, light and dark, its filter focused (screenshots)', async () => {
  for (const width of [390, 1440]) {
    const { page, context } = await open(`${sites.vitepress.url}/reference.html`, width);
    await referenceItems(page);
    await page.locator(HOST).locator('details.mcpa-ref-item > summary').first().click();
    for (const scheme of ['light', 'dark']) {
      if (scheme === 'dark') {
        if (width > 768) await TO_DARK.vitepress(page);
        // On a phone the switch is in the menu: VitePress's own script reads the same choice.
        else await page.evaluate(() => document.documentElement.classList.add('dark'));
        await page.waitForTimeout(300);
      }
      await page.locator(HOST).locator('.mcpa-ref-filter input').focus();
      await settle(page);
      const { top } = await page.locator(HOST).boundingBox();
      await page.evaluate((y) => scrollTo(0, y - 80), top);
      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, `vitepress-reference-${width === 390 ? 390 : 'column'}-${scheme}.png`) });
    }
    await context.close();
  }
});

test('VitePress dev server: the installed package mounts there too', async () => {
  const server = spawn(join(ROOT, 'node_modules/.bin/vitepress'), ['dev', 'docs'], { cwd: vitepressDir, env: { ...process.env, FORCE_COLOR: '1' } });
  try {
    const url = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`vitepress dev did not start: ${output}`)), 30000);
      server.stdout.on('data', (chunk) => {
        // Colours come and go with the terminal and CI variables; the address is read without them.
        output += String(chunk).replace(/\x1b\[[0-9;]*m/g, '');
        const found = output.match(/Local:\s+(http:\/\/\S+)/);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
      server.on('exit', (code) => reject(new Error(`vitepress dev exited with ${code}: ${output}`)));
    });
    const { page, context, errors } = await open(url, 1024);
    assert.equal(await page.evaluate(() => document.querySelector('mcp-anatomy').shadowRoot.querySelectorAll('[data-part]').length), 7);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    server.kill();
  }
});

test('webpack 5 (what Docusaurus bundles with) copies every file of the package, and the tag mounts', async () => {
  // A bare webpack build of `import 'mcp-anatomy'`: the loader's new URL(...) files become
  // assets, and its two runtime imports stay runtime imports.
  const dir = join(work, 'webpack');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private": true}');
  writeFileSync(join(dir, 'src/index.js'), "import { ready } from 'mcp-anatomy';\nready.then(() => document.body.dataset.ready = '');\n");
  npm(['install', '--offline', '--no-save', tarballPath], dir);
  const { default: webpack } = await import(join(ROOT, 'node_modules/webpack/lib/index.js'));
  const stats = await new Promise((resolve, reject) =>
    webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'out') }, performance: { hints: false } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  const { errors, warnings, assets } = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  assert.deepEqual([...errors, ...warnings].map((e) => e.message), []);
  // Per language: the full module, the diagram's, the reference view's, its findings' and validate()'s.
  assert.equal(assets.filter((a) => a.name.endsWith('.wasm')).length, 10, 'the ten modules');
  writeFileSync(
    join(dir, 'out/index.html'),
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>webpack</title><script src="main.js"></script></head><body><mcp-anatomy view="diagram"></mcp-anatomy><mcp-anatomy view="validator" lang="en"></mcp-anatomy></body></html>',
  );
  const site = await serve(join(dir, 'out'));
  try {
    const context = await newContext(browser, { viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${site.url}/index.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('mcp-anatomy')].every((h) => h.shadowRoot?.querySelector('[data-part], [data-editor]')));
    assert.equal(await page.evaluate(() => document.querySelector('mcp-anatomy').shadowRoot.querySelector('.mcpa-title').textContent), 'Анатомия MCP-сервера');
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await site.close();
  }
});
