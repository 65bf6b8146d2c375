// The JavaScript API: validate() gives exactly what `mcp-anatomy check --format json` gives,
// mount() mounts a widget with options, and load() fetches the module of another language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, ROOT, openWidget, withBrowser } from './harness.mjs';

const env = withBrowser();
const CLI = join(ROOT, 'target/debug/mcp-anatomy');

const INPUTS = [
  '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{},"ttlMs":60000,"cacheScope":"public"}}',
  '{\n  "ttl_ms": "60000",\n  "cacheScope": "Public",\n  "serverInfo": {"name": "ё", "version": ""}\n}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}',
  '{"a": 1, // 😀\n}',
  '',
  '{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"public","tools":[{"name":"get weather","inputSchema":{"type":"object","properties":{"r":{"type":"number","x-mcp-header":"R"}}}}]}}',
  '{"jsonrpc":"2.0","id":3,"result":{"resultType":"input_required","requestState":"s","ttlMs":5}}',
  // An initialize result judged by 2025-11-25: its findings link that revision's page.
  '{"jsonrpc":"2.0","id":4,"result":{"protocolVersion":"2025-11-25","capabilities":{"tasks":{}},"serverInfo":{"name":"s"}}}',
];

function cli(text, lang, method) {
  const told = method ? ['--method', method] : [];
  try {
    return JSON.parse(execFileSync(CLI, ['check', '--format', 'json', '--lang', lang, ...told, '-'], { input: text }).toString());
  } catch (error) {
    // Exit status 1 means findings; the JSON is on stdout all the same.
    return JSON.parse(error.stdout.toString());
  }
}

/** Type-checks `source` with the shipped mcp-anatomy.d.ts beside it; returns tsc's result. */
function typecheck(source) {
  const dir = mkdtempSync(join(tmpdir(), 'mcpa-types-'));
  copyFileSync(join(DIST, 'mcp-anatomy.d.ts'), join(dir, 'mcp-anatomy.d.ts'));
  writeFileSync(join(dir, 'use.ts'), source);
  const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom'];
  return spawnSync(join(ROOT, 'node_modules/.bin/tsc'), [...flags, join(dir, 'use.ts')], { encoding: 'utf8' });
}

const reports = [];

test('validate() returns the same diagnostics as the command line', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  // The page is in English: the Russian module is fetched only when asked for.
  const notYet = await page.evaluate(() => {
    try {
      return globalThis.mcpAnatomy.validate('{}', { lang: 'ru' });
    } catch (error) {
      return error.message;
    }
  });
  assert.match(notYet, /the ru module is not loaded yet; await mcpAnatomy.load\('ru'\)/);
  // The page has an editor of its language, so validate()'s module (and the help) come with load().
  const moduleNotYet = await page.evaluate(() => {
    try {
      return globalThis.mcpAnatomy.validate('{}', { lang: 'en' });
    } catch (error) {
      return error.message;
    }
  });
  assert.match(moduleNotYet, /the en module is not loaded yet; await mcpAnatomy.load\('en'\)/);
  await page.evaluate(() => Promise.all([globalThis.mcpAnatomy.load('ru-RU'), globalThis.mcpAnatomy.load('en')]));
  for (const lang of ['en', 'ru']) {
    for (const text of INPUTS) {
      const fromPage = await page.evaluate(([t, l]) => globalThis.mcpAnatomy.validate(t, { lang: l }), [text, lang]);
      const fromCli = cli(text, lang);
      fromCli.input = fromPage.input;
      assert.equal(JSON.stringify(fromPage), JSON.stringify(fromCli), `${lang}: ${text}`);
      reports.push(fromPage);
    }
    // Told the method, both read a bare result as that method's.
    for (const method of ['prompts/list', 'resources/read']) {
      const text = INPUTS[0].replace('"supportedVersions":["2026-07-28"],"capabilities":{},', '');
      const fromPage = await page.evaluate(([t, l, m]) => globalThis.mcpAnatomy.validate(t, { lang: l, method: m }), [text, lang, method]);
      const fromCli = cli(text, lang, method);
      fromCli.input = fromPage.input;
      assert.deepEqual(fromPage, fromCli, `${lang} as ${method}: ${text}`);
      assert.equal(fromPage.kind, method === 'prompts/list' ? 'prompts-list-response' : 'resources-read-response');
    }
  }
  const thrown = await page.evaluate(() => {
    try {
      globalThis.mcpAnatomy.validate('{}', { lang: 5 });
    } catch (error) {
      return { isError: error instanceof Error, message: String(error.message) };
    }
  });
  assert.deepEqual(thrown, { isError: true, message: 'mcp-anatomy: bad options: lang must be a string' });
  const notText = await page.evaluate(() => {
    try {
      globalThis.mcpAnatomy.validate(42);
    } catch (error) {
      return { isTypeError: error instanceof TypeError, message: String(error.message) };
    }
  });
  assert.deepEqual(notText, { isTypeError: true, message: 'mcp-anatomy: validate() takes the text as a string' });
  // Text reaches the engine as UTF-8 whatever it holds: a column after Cyrillic and an emoji
  // counts UTF-16 units, and a lone surrogate arrives as U+FFFD, as TextEncoder makes it.
  const wide = await page.evaluate(() => {
    const text = '{"a": "Погода 🌦 \ud800", "jsonrpc": 2}';
    const finding = globalThis.mcpAnatomy.validate(text).diagnostics.find((d) => d.pointer === '/jsonrpc');
    return { start: finding?.range.start, expected: text.indexOf('2}') };
  });
  assert.equal(wide.start?.line, 1);
  assert.equal(wide.start?.utf16, wide.expected);
});

// The official examples of each cacheable result, whole responses and bare results, and of an
// error response, with the method each answers (bench-embed times the same set).
const SPEC = process.env.MCP_SPEC_DIR || join(ROOT, '../shared/mcp-spec/2026-07-28');
const OFFICIAL = [
  ['server/discover', ['DiscoverResultResponse', 'DiscoverResult', 'UnsupportedProtocolVersionError']],
  ['tools/list', ['ListToolsResultResponse', 'ListToolsResult']],
  ['prompts/list', ['ListPromptsResultResponse', 'ListPromptsResult']],
  ['resources/list', ['ListResourcesResultResponse', 'ListResourcesResult']],
  ['resources/templates/list', ['ListResourceTemplatesResultResponse', 'ListResourceTemplatesResult']],
  ['resources/read', ['ReadResourceResultResponse', 'ReadResourceResult']],
].flatMap(([method, types]) =>
  types.flatMap((type) =>
    readdirSync(join(SPEC, 'examples', type)).map((file) => [method, readFileSync(join(SPEC, 'examples', type, file), 'utf8')]),
  ),
);

test('validate() gives the command line\'s report on the official examples, told their method', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.evaluate(() => Promise.all([globalThis.mcpAnatomy.load('ru'), globalThis.mcpAnatomy.load('en')]));
  for (const lang of ['en', 'ru']) {
    for (const [method, text] of OFFICIAL) {
      const fromPage = await page.evaluate(([t, l, m]) => globalThis.mcpAnatomy.validate(t, { lang: l, method: m }), [text, lang, method]);
      const fromCli = cli(text, lang, method);
      fromCli.input = fromPage.input;
      // Member for member, in the same order.
      assert.equal(JSON.stringify(fromPage), JSON.stringify(fromCli), `${lang} as ${method}: ${text}`);
    }
  }
});

test('the shipped TypeScript declarations describe what validate() returns', () => {
  assert.ok(reports.length > 0, 'runs after the test that collects reports');
  const use = `import type { ReadyDetail, Report } from './mcp-anatomy.js';
import { load, mount, ready, validate } from './mcp-anatomy.js';
const fromExport: Report = validate('{}', { method: 'tools/list' });
const exported: Promise<void>[] = [mount(document.body, { view: 'full' }), load('en'), ready];
const tag: HTMLElement = document.createElement('mcp-anatomy');
console.log(fromExport.valid, exported.length, tag.localName);
const reports: Report[] = ${JSON.stringify(reports)};
declare const element: Element;
const api = globalThis.mcpAnatomy;
if (api) {
  const report: Report = api.validate('{}', { lang: 'ru', specBase: 'https://example.org' });
  const mounted: Promise<void> = api.mount(element, { view: 'diagram', lang: 'en', theme: 'dark', storageKey: 'k', heading: 'none' });
  const loaded: Promise<void> = api.load('ru');
  void Promise.all([mounted, loaded]);
  addEventListener('mcp-anatomy-ready', (event) => {
    const failed: string[] = (event as CustomEvent<ReadyDetail>).detail.failed;
    console.log(failed.length);
  });
  console.log(report.diagnostics.map((d) => d.code), reports.length);
}
`;
  const checked = typecheck(use);
  assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  // The declarations are strict enough to catch a wrong shape.
  const wrong = structuredClone(reports.find((r) => r.diagnostics.length > 0));
  wrong.diagnostics[0].code = 'no/such-code';
  wrong.kind = 'discover';
  const refused = typecheck(`import type { Report } from './mcp-anatomy.js';\nconst report: Report = ${JSON.stringify(wrong)};\n`);
  assert.equal(refused.status, 2, refused.stdout);
  assert.match(refused.stdout, /no\/such-code/);
  assert.match(refused.stdout, /"discover"/);
});

test('mount() mounts a widget with the given options', async () => {
  const { page } = await openWidget(env.browser, `${env.server.url}/index.html`);
  await page.evaluate(() => {
    const host = document.createElement('section');
    host.id = 'api-mounted';
    document.body.prepend(host);
    return globalThis.mcpAnatomy.mount(host, { view: 'diagram', lang: 'ru', theme: 'dark' });
  });
  await page.waitForSelector('#api-mounted [data-part]');
  assert.match(await page.locator('#api-mounted .mcpa-title').textContent(), /Анатомия/);
  assert.equal(await page.locator('#api-mounted [data-editor]').count(), 0);
  assert.equal(await page.locator('#api-mounted .mcpa-root').getAttribute('data-theme'), 'dark');
  // Options of the wrong type reject the promise with an Error.
  const refused = await page.evaluate(() =>
    Promise.all(
      [{ view: 1 }, { lang: 5 }, 'full'].map((options) =>
        globalThis.mcpAnatomy.mount(document.createElement('div'), options).then(
          () => 'mounted',
          (error) => (error instanceof Error ? error.message : 'not an Error'),
        ),
      ),
    ),
  );
  assert.deepEqual(refused, [
    'mcp-anatomy: bad options: view must be a string',
    'mcp-anatomy: bad options: lang must be a string',
    'mcp-anatomy: bad options: expected an object',
  ]);
});
