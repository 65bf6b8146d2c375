// `mcp-anatomy docs` (target/debug/mcp-anatomy, as `cargo build` leaves it) with real parts:
// its Markdown built by VitePress without a warning and opened in Chromium, and its HTML page
// opened in Chromium at a phone's width and in both colour schemes. Hostile server text must
// neither run (no dialog, no page error) nor add headings. (MkDocs builds the same pages in
// tests/docs.rs: it takes a second, VitePress about ten, hence this file.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, launch, serve } from './harness.mjs';

const CLI = join(ROOT, 'target/debug/mcp-anatomy');
const EXAMPLES = '/work/shared/mcp-spec/2026-07-28/examples';
const work = join(ARTIFACTS, 'docs');
const inputs = ['ListToolsResult', 'ListPromptsResult', 'ListResourcesResult', 'ListResourceTemplatesResult', 'DiscoverResult'].map((name) => join(EXAMPLES, name));

// What a server could send to run code in a docs site or take over its page.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{ alert(1) }} {{ constructor.constructor("alert(1)")() }}',
  '[click](javascript:alert(1)) <a href="javascript:alert(1)">x</a>',
  '::: danger\ninjected\n:::\n\n# Heading\n\n<style>body{display:none}</style>',
  '\u202Eevil\u200Bzero',
];

function hostile(payload, dir) {
  mkdirSync(dir, { recursive: true });
  const schema = { type: 'object', properties: { [payload]: { type: 'string', description: payload, enum: [payload], default: payload } } };
  const list = {
    tools: [{ name: payload, title: payload, description: payload, inputSchema: schema, outputSchema: schema }],
  };
  writeFileSync(join(dir, 'tools.json'), JSON.stringify(list));
  writeFileSync(join(dir, 'prompts.json'), JSON.stringify({ prompts: [{ name: payload, description: payload, arguments: [{ name: payload, description: payload }] }] }));
  writeFileSync(join(dir, 'discover.json'), JSON.stringify({ capabilities: { [payload]: {} }, _meta: { 'io.modelcontextprotocol/serverInfo': { name: payload, version: payload } } }));
  return ['tools.json', 'prompts.json', 'discover.json'].map((name) => join(dir, name));
}

const docs = (args) => execFileSync(CLI, ['docs', ...args], { encoding: 'utf8' });

let browser;
let site;
let page;
const buildLog = {};

before(async () => {
  rmSync(work, { recursive: true, force: true });
  const pages = join(work, 'vitepress/docs');
  mkdirSync(pages, { recursive: true });
  // Inside the project, so that the build finds VitePress in its node_modules; served under
  // /site/, its base, so that its scripts load and draw the outline.
  writeFileSync(join(work, 'vitepress/package.json'), '{"private": true, "type": "module"}\n');
  writeFileSync(join(pages, 'index.md'), docs([...inputs, '--format', 'markdown']));
  writeFileSync(join(pages, 'ru.md'), docs([...inputs, '--format', 'markdown', '--lang', 'ru']));
  PAYLOADS.forEach((payload, index) => {
    const files = hostile(payload, join(work, `inputs/${index}`));
    writeFileSync(join(pages, `hostile-${index}.md`), docs([...files, '--format', 'markdown']));
  });
  const html = join(work, 'html');
  docs([...inputs, '--out', html]);
  docs([...hostile(PAYLOADS.join('\n\n'), join(work, 'inputs/all')), '--out', join(html, 'hostile')]);
  const build = spawnSync(join(ROOT, 'node_modules/.bin/vitepress'), ['build', 'docs', '--outDir', join(work, 'site'), '--base', '/site/'], {
    cwd: join(work, 'vitepress'),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  buildLog.status = build.status;
  buildLog.out = `${build.stdout}${build.stderr}`;
  site = await serve(work);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens a page, failing the test on any dialog (a payload that ran) or page error. */
async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: options.width || 1200, height: 800 }, colorScheme: options.colorScheme || 'light' });
  page = await context.newPage();
  const problems = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState('load');
  return { context, problems };
}

test('VitePress builds the Markdown pages without a warning', () => {
  assert.equal(buildLog.status, 0, buildLog.out);
  assert.match(buildLog.out, /build complete/);
  assert.doesNotMatch(buildLog.out, /warn|error/i, buildLog.out);
});

test('the built reference has its anchors, lists, outline and words', async () => {
  const { context, problems } = await open('/site/index.html', { width: 1440 });
  assert.equal(await page.locator('#tool-get_weather').count(), 1);
  const content = page.locator('.vp-doc');
  assert.equal(await content.locator('h3').count(), 4);
  // Lists, not tables: nothing a phone's column would scroll sideways.
  assert.equal(await content.locator('table').count(), 0);
  assert.match(await content.locator('li').first().innerText(), /tools/);
  assert.match(await page.innerText('body'), /fresh for 5 minutes, shared cache allowed/);
  // The page's outline names every item, not only the sections.
  const links = page.locator('.VPDocAsideOutline a.outline-link');
  await links.first().waitFor();
  const outline = await links.allInnerTexts();
  assert.ok(outline.includes('get_weather'), outline.join(' | '));
  assert.deepEqual(problems, []);
  await context.close();
  for (const colorScheme of ['light', 'dark']) {
    const narrow = await open('/site/index.html', { width: 390, colorScheme });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the VitePress page is ${width} px wide at 390 (${colorScheme})`);
    await narrow.context.close();
  }
  const ru = await open('/site/ru.html');
  assert.match(await page.innerText('body'), /время свежести\u00a0— 5 минут, общий кэш разрешён/);
  await ru.context.close();
});

for (const [index, payload] of PAYLOADS.entries()) {
  test(`hostile text stays text in VitePress: ${JSON.stringify(payload).slice(0, 40)}`, async () => {
    const { context, problems } = await open(`/site/hostile-${index}.html`);
    await page.waitForTimeout(200);
    assert.deepEqual(problems, []);
    // Our headings only: the title; Server, Tools, Prompts; one tool and one prompt.
    const content = page.locator('.vp-doc');
    assert.equal(await content.locator('h1').count(), 1);
    assert.equal(await content.locator('h2').count(), 3);
    assert.equal(await content.locator('h3').count(), 2);
    assert.equal(await content.locator('script, style, img, .custom-block').count(), 0);
    const hrefs = await content.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.every((href) => href.startsWith('#') || href.startsWith('https:')), hrefs.join(' '));
    assert.ok(await page.evaluate(() => getComputedStyle(document.body).display !== 'none'));
    await context.close();
  });
}

test('the HTML page fits a phone and follows the colour scheme, and hostile text stays text', async () => {
  const backgrounds = [];
  for (const colorScheme of ['light', 'dark']) {
    const { context, problems } = await open('/html/index.html', { width: 390, colorScheme });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide at 390`);
    backgrounds.push(await page.evaluate(() => getComputedStyle(document.querySelector('mcp-anatomy').shadowRoot.querySelector('.mcpa-root')).backgroundColor));
    assert.deepEqual(problems, []);
    await context.close();
  }
  assert.notEqual(backgrounds[0], backgrounds[1]);
  const { context, problems } = await open('/html/hostile/index.html', { width: 390 });
  await page.waitForTimeout(200);
  assert.deepEqual(problems, []);
  // Locators look into the widget's shadow root too: its one style sheet is ours; no script
  // (several inputs: no data), no image.
  assert.equal(await page.locator('main script, main img').count(), 0);
  assert.equal(await page.locator('main style').count(), 1);
  assert.ok(await page.evaluate(() => getComputedStyle(document.body).display !== 'none'));
  assert.match(await page.locator('.mcpa-root').innerText(), /<script>alert\(1\)<\/script>/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the hostile page is ${width} px wide at 390`);
  await context.close();
});
