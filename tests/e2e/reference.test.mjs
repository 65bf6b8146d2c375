// The reference view (view="reference"): the official examples from `src`, a transcript inline,
// a saved probe walk of the Python SDK server through mount(); what the validator finds shown at
// the item, the same codes as `check`; hostile text in every field inert; the filter, deep links,
// print, Russian, axe light and dark, and a 280 px widget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, axePage, newContext, settle, withBrowser } from './harness.mjs';

const EXAMPLES = join(ROOT, '../shared/mcp-spec/2026-07-28/examples');
const CLI = join(ROOT, 'target/debug/mcp-anatomy');
const example = (name) => {
  const dir = join(EXAMPLES, name);
  return readFileSync(join(dir, readdirSync(dir).find((file) => file.endsWith('.json'))), 'utf8');
};
const LISTS = {
  discover: ['DiscoverResult', 'server/discover'],
  tools: ['ListToolsResult', 'tools/list'],
  prompts: ['ListPromptsResult', 'prompts/list'],
  resources: ['ListResourcesResult', 'resources/list'],
  templates: ['ListResourceTemplatesResult', 'resources/templates/list'],
};

const env = withBrowser();

/** Opens a page of the test server whose <main> holds `body`; `files` are served under /test/;
 * `prepare(page)` runs before the page is opened. */
async function openPage(body, { files = {}, lang = 'en', viewport = { width: 1000, height: 800 }, colorScheme = 'light', hash = '', mounted = true, prepare } = {}) {
  const context = await newContext(env.browser, { viewport, colorScheme });
  const page = await context.newPage();
  await prepare?.(page);
  const errors = [];
  const requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname.split('/').pop()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    dialog.dismiss();
  });
  await page.route(`${env.server.url}/test/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice('/test/'.length);
    if (name === 'page.html') {
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Reference</title>
          <script type="module" src="/embed.js"></script></head><body><main><h1>Reference</h1>${body}</main></body></html>`,
      });
    }
    if (name in files) return route.fulfill({ contentType: 'application/json', body: files[name] });
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${env.server.url}/test/page.html${hash}`);
  if (mounted) await waitMounted(page);
  else await page.waitForFunction(() => globalThis.mcpAnatomy);
  return { page, context, errors, requests };
}

/** Waits until every reference host on the page shows its reference (or its problem). */
async function waitMounted(page) {
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('mcp-anatomy, [data-mcp-anatomy]')];
    // Drawn, and its findings judged (the root is aria-busy while they are on their way).
    return hosts.length > 0 && hosts.every((host) => host.shadowRoot?.querySelector('.mcpa-ref-summary, [data-problem]') && !host.shadowRoot.querySelector('[aria-busy]'));
  });
}

/** Evaluates `fn(shadowRoot, arg)` in the shadow root of the host matching `host`. */
const inShadow = (page, host, fn, arg) =>
  page.evaluate(([host, source, arg]) => new Function('root', 'arg', `return (${source})(root, arg)`)(document.querySelector(host).shadowRoot, arg), [host, fn.toString(), arg]);

/** The codes `mcp-anatomy check` reports for `text`, sorted. */
function checkedCodes(text, name = 'input.json') {
  const dir = mkdtempSync(join(tmpdir(), 'mcpa-ref-'));
  const file = join(dir, name);
  execFileSync('sh', ['-c', 'cat > "$1"', 'sh', file], { input: text });
  let output;
  try {
    output = execFileSync(CLI, ['check', '--format', 'json', file], { encoding: 'utf8' });
  } catch (error) {
    output = error.stdout; // check exits 1 when it finds errors
  }
  return output
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => JSON.parse(line).diagnostics.map((d) => d.code))
    .sort();
}

/** Whether each finding in `root` says its sentence besides its severity, code and line. */
const sentencesSaid = (root) =>
  [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].every((li) => {
    const framing = [...li.querySelectorAll(':scope > .mcpa-severity, :scope > code, :scope > .mcpa-ref-at')];
    return li.textContent.length - framing.reduce((sum, e) => sum + e.textContent.length, 0) > 10;
  });

const shownCodes = (page, host) => inShadow(page, host, (root) => [...root.querySelectorAll('.mcpa-ref-badge[data-tone="error"], .mcpa-ref-badge[data-tone="warning"], .mcpa-ref-badge[data-tone="info"], .mcpa-ref-findings li[data-code]')].map((e) => e.dataset.code ?? e.textContent));

test('the official examples, each fetched from src, show their items and the codes check reports', async () => {
  assert.ok(existsSync(CLI), `${CLI} is missing: cargo build`);
  const files = Object.fromEntries(Object.entries(LISTS).map(([name, [dir]]) => [`${name}.json`, example(dir)]));
  const body = Object.keys(LISTS).map((name) => `<mcp-anatomy id="${name}" view="reference" src="/test/${name}.json"></mcp-anatomy>`).join('');
  const { page, context, errors } = await openPage(body, { files });
  const tools = JSON.parse(files['tools.json']).tools;
  for (const tool of tools) {
    const summary = await inShadow(page, '#tools', (root, name) => root.querySelector(`details[id="tool-${name}"] summary`)?.textContent, tool.name);
    assert.ok(summary?.includes(tool.name) && summary.includes(tool.title), `tool ${tool.name}: ${summary}`);
  }
  assert.equal(await inShadow(page, '#tools', (root) => root.querySelector('.mcpa-ref-section p').textContent), 'Caching: fresh for 5 minutes, shared cache allowed.');
  // Opened: the input schema as a parameter table, and no https icon without the opt-in.
  await page.locator('#tools').locator('.mcpa-ref-item > summary').first().click();
  const rows = await inShadow(page, '#tools', (root) => [...root.querySelectorAll('details[open] tbody tr')].map((tr) => [...tr.cells].slice(0, 3).map((c) => c.textContent)));
  assert.deepEqual(rows, [['location', 'string', 'yes']]);
  assert.equal(await inShadow(page, '#tools', (root) => root.querySelectorAll('img').length), 0);
  await page.locator('#prompts').locator('.mcpa-ref-item > summary').first().click();
  const argumentsTable = await inShadow(page, '#prompts', (root) => root.querySelector('details[open] table caption')?.textContent);
  assert.equal(argumentsTable, 'Arguments');
  await page.locator('#templates').locator('.mcpa-ref-item > summary').first().click();
  const variable = await inShadow(page, '#templates', (root) => [...root.querySelector('details[open] tbody tr').cells].map((c) => c.textContent));
  assert.equal(variable[0], 'path');
  // A resource's own facts: its name (its key is the URI) and media type, as docs writes them.
  const resource = JSON.parse(files['resources.json']).resources[0];
  await page.locator('#resources').locator('.mcpa-ref-item > summary').first().click();
  const facts = await inShadow(page, '#resources', (root) => root.querySelector('details[open] .mcpa-ref-body > p:nth-child(2)').textContent);
  assert.equal(facts, `Name ${resource.name}; Media type ${resource.mimeType}`);
  const capabilities = Object.keys(JSON.parse(files['discover.json']).capabilities);
  const shownCapabilities = await inShadow(page, '#discover', (root) => [...root.querySelectorAll('[data-server] tbody tr td:first-child')].map((td) => td.textContent));
  assert.deepEqual(shownCapabilities, capabilities);
  // Every finding of `check` is shown, each once (in the list's findings or at its item).
  for (const name of Object.keys(LISTS)) {
    await page.locator(`#${name}`).evaluate((host) => dispatchEvent(new Event('beforeprint')));
    const shown = (await inShadow(page, `#${name}`, (root) => [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code))).sort();
    assert.deepEqual(shown, checkedCodes(files[`${name}.json`]), name);
    // Each says its sentence, whose template comes with the help table after the view is drawn.
    await page.waitForFunction(([id, source]) => new Function('root', `return (${source})(root)`)(document.getElementById(id).shadowRoot), [name, sentencesSaid.toString()]);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

/** The per-request `_meta` every request of a 2026-07-28 client carries. */
const REQUEST_META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

/** The five examples as one JSON Lines transcript: each request, then its answer. */
function transcript() {
  return Object.values(LISTS)
    .flatMap(([dir, method], index) => [
      JSON.stringify({ jsonrpc: '2.0', id: index + 1, method, params: { _meta: REQUEST_META } }),
      JSON.stringify({ jsonrpc: '2.0', id: index + 1, result: JSON.parse(example(dir)) }),
    ])
    .join('\n');
}

test('a transcript inline in a script child shows the server and all four lists', async () => {
  const body = `<mcp-anatomy id="all" view="reference"><script type="application/json">${transcript()}</script></mcp-anatomy>`;
  const { page, context, errors } = await openPage(body);
  const headings = await inShadow(page, '#all', (root) => [...root.querySelectorAll('.mcpa-ref-section > h3')].map((h) => h.textContent));
  assert.deepEqual(headings, ['Server', 'Tools', 'Prompts', 'Resources', 'Resource templates']);
  const summary = await inShadow(page, '#all', (root) => root.querySelector('.mcpa-ref-summary').textContent);
  assert.match(summary, /^1 tool, 1 prompt, \d+ resources?, 1 resource template;/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** `text` as a generator writes it into HTML: each character HTML escapes, escaped (VitePress's
 * static pages write a script's text so, and a script keeps its text as written). */
const htmlEscaped = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

test('inline JSON a generator escaped shows; JSON that means its ampersands keeps them; what cannot be used says what to do', async () => {
  const tool = (description) => JSON.stringify({ resultType: 'complete', tools: [{ name: 'search_notes', description, inputSchema: { type: 'object' } }] });
  const host = (id, text, lang = 'en') => `<mcp-anatomy id="${id}" view="reference" lang="${lang}"><script type="application/json">${text}</script></mcp-anatomy>`;
  const body = [
    host('escaped', htmlEscaped(tool(`Finds "notes" & <tags>, the author's too`))),
    host('meant', tool('Spells &quot; and &amp; as HTML does')),
    host('broken', '\n  {"resultType": "complete",\n   "tools": [],}\n'),
    host('broken-ru', htmlEscaped('{"resultType": "complete", "tools": [],}'), 'ru'),
    '<mcp-anatomy id="nothing" view="reference"></mcp-anatomy>',
    '<mcp-anatomy id="nothing-ru" view="reference" lang="ru"></mcp-anatomy>',
  ].join('');
  const { page, context, errors } = await openPage(body);
  // An item's description is drawn as it opens.
  const description = async (id) => {
    await page.locator(`#${id} details.mcpa-ref-item > summary`).click();
    return inShadow(page, `#${id}`, (root) => root.querySelector('details.mcpa-ref-item[open]').textContent);
  };
  assert.deepEqual(await inShadow(page, '#escaped', (root) => root.querySelectorAll('details.mcpa-ref-item').length), 1);
  assert.match(await description('escaped'), /Finds "notes" & <tags>, the author's too/);
  assert.match(await description('meant'), /Spells &quot; and &amp; as HTML does/);
  const problem = (id) => inShadow(page, `#${id}`, (root) => root.querySelector('[data-problem]')?.textContent);
  // Where the text stops being JSON, counted from the start of the script's text, and the way
  // round a generator that changes it; never a command about a file there is none of.
  const broken = await problem('broken');
  assert.match(broken, /^The reference data could not be loaded: the <script type="application\/json"> inside the element \(not JSON at line 3, column 16: correct it, or, .* name in src a JSON file of this site, .*public\/.*base\)\.$/);
  assert.doesNotMatch(broken, /mcp-anatomy check/);
  // Escaped and still broken: the place is in the text as its author wrote it, before escaping.
  assert.match(await problem('broken-ru'), /^Не удалось загрузить данные справочника: <script type="application\/json"> внутри элемента \(это не JSON: ошибка в строке 1, столбце 40; исправьте текст или, .* в src адрес JSON-файла этого сайта, .*public\/.* base сайта\)\.$/);
  assert.match(await problem('nothing'), /^The reference data could not be loaded: nothing to show \(name in src a JSON file of this site, .*\)\.$/);
  assert.match(await problem('nothing-ru'), /^Не удалось загрузить данные справочника: источник не указан \(укажите в src адрес JSON-файла этого сайта, .*\)\.$/);
  // The place is code.
  assert.equal(await inShadow(page, '#broken', (root) => root.querySelector('[data-problem] code')?.textContent), '<script type="application/json">');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a saved probe walk of the Python SDK server, mounted by mcpAnatomy.mount with its data', async () => {
  const python = join(ROOT, '.venv/bin/python');
  assert.ok(existsSync(python), `${python} is missing: run scripts/bootstrap.sh servers`);
  const dir = mkdtempSync(join(tmpdir(), 'mcpa-walk-'));
  const saved = join(dir, 'walk.jsonl');
  execFileSync(CLI, ['probe', '--timeout', '30', '--save', saved, '--', python, join(ROOT, 'tests/servers/modern_server.py')]);
  const walk = readFileSync(saved, 'utf8');
  const { page, context, errors } = await openPage('<div id="walk"></div>', { mounted: false });
  await page.evaluate((data) => mcpAnatomy.mount(document.getElementById('walk'), { view: 'reference', data }), walk);
  await waitMounted(page);
  assert.equal(await inShadow(page, '#walk', (root) => root.querySelector('.mcpa-title').textContent), 'anatomy-test-server — reference');
  assert.ok(await inShadow(page, '#walk', (root) => !!root.querySelector('details[id="tool-add"]')));
  const serverCodes = await inShadow(page, '#walk', (root) => [...root.querySelectorAll('[data-server] li[data-code]')].map((li) => li.dataset.code));
  assert.ok(serverCodes.includes('meta/empty-version'), serverCodes.join());
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  const shown = await shownCodes(page, '#walk');
  const listed = (await inShadow(page, '#walk', (root) => [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code))).sort();
  assert.deepEqual(listed, checkedCodes(walk, 'walk.jsonl'));
  assert.ok(shown.length >= listed.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a legacy server\'s saved walk: the view says which revision it speaks and judges its answers by that revision, not by 2026-07-28\'s demands', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpa-legacy-'));
  const walks = {};
  for (const variant of ['sound', 'faulty']) {
    const saved = join(dir, `${variant}.jsonl`);
    const args = variant === 'faulty' ? ['faulty'] : [];
    try {
      execFileSync(CLI, ['probe', '--save', saved, '--', 'python3', join(ROOT, 'tests/servers/legacy_server.py'), ...args]);
    } catch {
      // The probe exits 1: a legacy server's discover answer is an error for 2026-07-28.
    }
    walks[variant] = readFileSync(saved, 'utf8');
  }
  const { page, context, errors } = await openPage('<div id="sound"></div><div id="faulty"></div>', { mounted: false });
  await page.evaluate((walks) => {
    for (const [id, data] of Object.entries(walks)) mcpAnatomy.mount(document.getElementById(id), { view: 'reference', data });
  }, walks);
  await waitMounted(page);
  const summary = await inShadow(page, '#sound', (root) => root.querySelector('.mcpa-ref-summary').textContent);
  assert.ok(summary.includes('This server speaks revision 2025-06-18') && summary.includes('judged by the schema of 2025-11-25'), summary);
  assert.ok(await inShadow(page, '#sound', (root) => !!root.querySelector('details[id="tool-add"]')));
  const listed = (id) => inShadow(page, id, (root) => [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code));
  // The discover answer's error and the handshake's note; none of 2026-07-28's demands.
  assert.deepEqual((await listed('#sound')).sort(), ['document/legacy-initialize', 'document/legacy-server']);
  // The handshake's note stands under the answer that declared the capabilities.
  const headings = await inShadow(page, '#sound', (root) => [...root.querySelectorAll('.mcpa-ref-caption')].map((h) => h.textContent));
  assert.ok(headings.some((h) => h.includes('Findings about the initialize answer')), headings.join(' | '));
  assert.ok(checkedCodes(walks.sound, 'walk.jsonl').includes('document/legacy-server'));
  // The faults both revisions share are found, at the tool and the prompt that hold them
  // (an item's findings are written when it opens).
  await inShadow(page, '#faulty', (root) => {
    root.querySelector('details[id="tool-echo"] summary').click();
    root.querySelector('details[id="prompt-greet"] summary').click();
  });
  const faults = await listed('#faulty');
  assert.ok(faults.includes('schema/missing-member') && faults.includes('schema/wrong-type'), faults.join(' '));
  assert.ok(await inShadow(page, '#faulty', (root) => /inputSchema/.test(root.querySelector('details[id="tool-echo"]').textContent)));
  assert.deepEqual(errors, []);
  await context.close();
});

const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'onerror\'">',
  '[click](javascript:window.__pwned="link")',
  '<style>*{display:none !important}</style>',
  '<a href="javascript:window.__pwned=1" onclick="window.__pwned=2">a</a>',
  '\u202Eevil',
].join(' ');
// Markup between backticks: a description's code span, which the view shows as <code> holding
// the literal text; and a backtick without its pair, shown as written.
const MARKUP_CODE = '<img src=x onerror=alert(1)>';
const HOSTILE_DESCRIPTION = `${HOSTILE} \`${MARKUP_CODE}\` and an \`unpaired tick`;

function hostileTools() {
  const schema = { type: 'object', properties: { [HOSTILE]: { type: HOSTILE, description: HOSTILE_DESCRIPTION, enum: [HOSTILE], default: HOSTILE, format: HOSTILE, 'x-mcp-header': HOSTILE } }, required: [HOSTILE] };
  const tool = (name) => ({
    name,
    title: HOSTILE,
    description: HOSTILE_DESCRIPTION,
    inputSchema: schema,
    outputSchema: schema,
    annotations: { title: HOSTILE, readOnlyHint: true },
    icons: [{ src: 'javascript:window.__pwned="icon"' }, { src: 'https://example.com/icon.png' }, { src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>' }],
  });
  return JSON.stringify({
    resultType: 'complete',
    tools: [tool(`a${HOSTILE}`), tool('<b onmouseover=alert(1)>b</b>')],
    ttlMs: 60000,
    cacheScope: HOSTILE,
  });
}

test('hostile text in every field stays text: no script runs, no markup, links only to items and gathered findings', async () => {
  const tools = hostileTools();
  const body = `<mcp-anatomy id="plain" view="reference" src="/test/tools.json"></mcp-anatomy>
    <mcp-anatomy id="remote" view="reference" allow-remote-icons src="/test/tools.json"></mcp-anatomy>`;
  const { page, context, errors } = await openPage(body, { files: { 'tools.json': tools } });
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await settle(page);
  for (const host of ['#plain', '#remote']) {
    const found = await inShadow(page, host, (root) => ({
      elements: [...root.querySelectorAll('script, style, iframe, object, embed, b, link, svg')].map((e) => e.localName),
      handlers: [...root.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name)).filter((name) => name.startsWith('on')),
      links: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      images: [...root.querySelectorAll('img')].map((img) => img.getAttribute('src')),
      text: root.textContent,
      code: [...root.querySelectorAll('.mcpa-ref-text code')].map((c) => [c.childElementCount, c.textContent]),
      allOpen: [...root.querySelectorAll('details.mcpa-ref-item')].every((d) => d.open),
    }));
    assert.deepEqual(found.elements, [], host);
    assert.deepEqual(found.handlers, [], host);
    // Both tools share findings, which their list tells once, each with links to both.
    assert.ok(found.links.every((href) => /^#(tool|found)-[A-Za-z0-9_.-]+$/.test(href)), found.links.join());
    assert.ok(found.links.includes('#found-tool-name'), found.links.join());
    assert.ok(found.text.includes('<script>window.__pwned = "script"</script>'), 'the script is shown as text');
    assert.ok(found.text.includes('⟨U+202E⟩evil'), 'the override is shown by its code point');
    // The code span in the tools' and the parameters' descriptions (input and output): <code>
    // with the markup as its text; the unpaired backtick as written, with no code after it.
    assert.ok(found.code.length >= 6, `code spans: ${found.code.length}`);
    assert.ok(found.code.every(([children, text]) => children === 0 && text === MARKUP_CODE), JSON.stringify(found.code));
    assert.ok(found.text.includes(' and an `unpaired tick'), 'the unpaired backtick is shown');
    assert.ok(found.allOpen, 'printing opens every item');
    const https = found.images.filter((src) => src.startsWith('https:'));
    assert.ok(found.images.every((src) => src.startsWith('data:image/') || src.startsWith('https:')), found.images.join());
    assert.equal(https.length, host === '#remote' ? 2 : 0, host);
    assert.equal(found.images.length - https.length, 2, `${host}: data: icons`);
  }
  // The items of a finding the list tells once are printed, folded or not.
  await page.emulateMedia({ media: 'print' });
  const printed = await inShadow(page, '#plain', (root) => [...root.querySelectorAll('.mcpa-ref-places:not([open]) > p')].map((p) => p.checkVisibility()));
  assert.ok(printed.length > 0 && printed.every(Boolean), JSON.stringify(printed));
  await page.emulateMedia({ media: 'screen' });
  await page.locator('#plain').locator('.mcpa-ref-permalink a').first().click();
  await page.mouse.move(200, 200);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

function manyTools(count) {
  const tools = Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    title: `Tool number ${i}`,
    description: i % 10 === 3 ? 'Finds the weather' : `Does thing ${i}`,
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  }));
  return JSON.stringify({ resultType: 'complete', tools, ttlMs: 1000, cacheScope: 'private' });
}

test('the filter hides what does not match as you type, and a deep link opens its item', async () => {
  const { page, context, errors } = await openPage('<mcp-anatomy id="many" view="reference" src="/test/many.json"></mcp-anatomy>', {
    files: { 'many.json': manyTools(50) },
    hash: '#tool-tool_42',
  });
  const opened = await inShadow(page, '#many', (root) => [...root.querySelectorAll('details.mcpa-ref-item[open]')].map((d) => d.id));
  assert.deepEqual(opened, ['tool-tool_42']);
  await page.waitForFunction(() => deepActiveElement()?.parentElement?.id === 'tool-tool_42');
  const filter = page.locator('#many').locator('input[type="search"]');
  await filter.pressSequentially('WEATHER');
  const visible = () => inShadow(page, '#many', (root) => [...root.querySelectorAll('details.mcpa-ref-item:not([hidden])')].map((d) => d.id));
  assert.deepEqual(await visible(), ['tool-tool_3', 'tool-tool_13', 'tool-tool_23', 'tool-tool_33', 'tool-tool_43']);
  assert.equal(await inShadow(page, '#many', (root) => root.querySelector('.mcpa-ref-count').textContent), 'Shown 5 of 50');
  await filter.fill('no such tool');
  assert.deepEqual(await visible(), []);
  assert.equal(await inShadow(page, '#many', (root) => root.querySelector('.mcpa-ref-count').textContent), 'Nothing matches the filter.');
  await filter.fill('');
  assert.equal((await visible()).length, 50);
  // A link to another item, followed: it opens and takes the focus.
  await page.evaluate(() => (location.hash = '#tool-tool_7'));
  await page.waitForFunction(() => deepActiveElement()?.parentElement?.id === 'tool-tool_7');
  assert.ok(await inShadow(page, '#many', (root) => root.querySelector('details[id="tool-tool_7"]').open));
  // The keyboard opens and closes an item.
  await page.keyboard.press('Enter');
  assert.equal(await inShadow(page, '#many', (root) => root.querySelector('details[id="tool-tool_7"]').open), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the help table only when there are findings: none for a clean server, once for findings, and the deep-linked item stays open', async () => {
  const clean = JSON.stringify({ ...JSON.parse(manyTools(20)), _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'clean', version: '1.0.0' } } });
  assert.deepEqual(checkedCodes(clean), [], 'the clean list is clean');
  const first = await openPage('<mcp-anatomy id="clean" view="reference" src="/test/clean.json"></mcp-anatomy>', { files: { 'clean.json': clean }, hash: '#tool-tool_7' });
  // Long enough for a table asked for on the first frame to have come.
  await first.page.waitForTimeout(500);
  assert.deepEqual(first.requests.filter((file) => file.startsWith('mcp-anatomy-help')), [], first.requests.join());
  assert.equal(await inShadow(first.page, '#clean', (root) => root.querySelectorAll('.mcpa-ref-findings li').length), 0);
  assert.deepEqual(await inShadow(first.page, '#clean', (root) => [...root.querySelectorAll('details.mcpa-ref-item[open]')].map((d) => d.id)), ['tool-tool_7']);
  assert.deepEqual(first.errors, []);
  await first.context.close();

  // One tool with an empty title, and the list's ttlMs below zero: findings at the item and the list.
  const tools = JSON.parse(manyTools(50));
  tools.tools[42].title = '';
  tools.ttlMs = -1;
  const faulty = JSON.stringify(tools);
  const codes = checkedCodes(faulty);
  assert.ok(codes.includes('ttl/negative') && codes.length >= 2, codes.join());
  const { page, context, errors, requests } = await openPage('<mcp-anatomy id="faulty" view="reference" src="/test/faulty.json"></mcp-anatomy>', {
    files: { 'faulty.json': faulty },
    hash: '#tool-tool_42',
  });
  await page.waitForFunction((source) => new Function('root', `return (${source})(root)`)(document.getElementById('faulty').shadowRoot), sentencesSaid.toString());
  const item = await inShadow(page, '#faulty', (root) => ({
    opened: [...root.querySelectorAll('details.mcpa-ref-item[open]')].map((d) => d.id),
    findings: [...root.querySelectorAll('details[id="tool-tool_42"] .mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code),
  }));
  assert.deepEqual(item.opened, ['tool-tool_42'], 'the item the address names is still open once the sentences came');
  assert.ok(item.findings.length > 0, 'its findings are shown in it');
  await page.waitForFunction(() => deepActiveElement()?.parentElement?.id === 'tool-tool_42');
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  const shown = (await inShadow(page, '#faulty', (root) => [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code))).sort();
  assert.deepEqual(shown, codes);
  assert.ok(await inShadow(page, '#faulty', sentencesSaid), 'every finding says its sentence');
  assert.deepEqual(requests.filter((file) => file.startsWith('mcp-anatomy-help')), ['mcp-anatomy-help-en.js']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the findings attribute shows all findings, the errors alone or none, and a change of it redraws', async () => {
  // An empty title (a warning) and a negative ttlMs (an error).
  const tools = JSON.parse(manyTools(5));
  tools.tools[2].title = '';
  tools.ttlMs = -1;
  const faulty = JSON.stringify(tools);
  const { page, context, errors } = await openPage('<mcp-anatomy id="shown" view="reference" findings="errors" src="/test/faulty.json"></mcp-anatomy>', { files: { 'faulty.json': faulty } });
  const shownCodes = () => inShadow(page, '#shown', (root) => [...root.querySelectorAll('li[data-code]')].map((li) => li.dataset.code));
  const severities = await inShadow(page, '#shown', (root) => [...root.querySelectorAll('li[data-code]')].map((li) => li.className));
  assert.ok((await shownCodes()).includes('ttl/negative'), (await shownCodes()).join());
  assert.ok(checkedCodes(faulty).length > (await shownCodes()).length, `${checkedCodes(faulty)} against ${await shownCodes()}: ${severities}`);
  await page.evaluate(() => document.getElementById('shown').setAttribute('findings', 'none'));
  // Mounted again (its summary drawn) and with no finding: an empty shadow root while it
  // remounts has none either.
  await page.waitForFunction(() => {
    const root = document.getElementById('shown').shadowRoot;
    return root?.querySelector('.mcpa-ref-summary') && root.querySelectorAll('li[data-code]').length === 0;
  });
  const summary = await inShadow(page, '#shown', (root) => root.querySelector('.mcpa-ref-summary').textContent);
  assert.equal(summary, '5 tools.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the revision attribute judges a list of 2025-11-25 by that revision, and a change of it redraws', async () => {
  // A tool list as a server reached through initialize publishes it: no resultType, ttlMs or
  // cacheScope, which only 2026-07-28 asks for.
  const old = JSON.stringify({ tools: [{ name: 'create_pull_request', inputSchema: { type: 'object' }, annotations: { title: 'Open new pull request' } }] });
  const { page, context, errors } = await openPage('<mcp-anatomy id="old" view="reference" revision="2025-11-25" src="/test/old.json"></mcp-anatomy>', { files: { 'old.json': old } });
  const shownCodes = () => inShadow(page, '#old', (root) => [...root.querySelectorAll('li[data-code]')].map((li) => li.dataset.code));
  assert.deepEqual(await shownCodes(), []);
  assert.equal(await inShadow(page, '#old', (root) => root.querySelector('.mcpa-ref-summary').textContent), '1 tool; the validator found nothing to report.');
  await page.evaluate(() => document.getElementById('old').removeAttribute('revision'));
  await page.waitForFunction(() => {
    const root = document.getElementById('old').shadowRoot;
    return root?.querySelector('.mcpa-ref-summary') && root.querySelectorAll('li[data-code]').length > 0;
  });
  assert.ok((await shownCodes()).includes('schema/missing-member'), (await shownCodes()).join());
  assert.deepEqual(errors, []);
  await context.close();
});

test('a help table that fails to come is asked for again as the reader opens an item', async () => {
  const tools = JSON.parse(manyTools(5));
  tools.tools[2].title = '';
  const help = (requests) => requests.filter((file) => file.startsWith('mcp-anatomy-help'));
  const { page, context, errors, requests } = await openPage('<mcp-anatomy id="faulty" view="reference" src="/test/faulty.json"></mcp-anatomy>', {
    files: { 'faulty.json': JSON.stringify(tools) },
    prepare: (page) => {
      let failed = false;
      return page.route('**/mcp-anatomy-help-*.js', (route) => (failed ? route.continue() : ((failed = true), route.abort())));
    },
  });
  await page.waitForTimeout(500);
  assert.deepEqual(help(requests), ['mcp-anatomy-help-en.js']);
  await page.locator('#faulty details[id="tool-tool_2"] > summary').click();
  assert.ok(await inShadow(page, '#faulty', (root) => root.querySelector('details[id="tool-tool_2"] .mcpa-ref-findings li[data-code="tool/title-empty"]')), 'the finding is shown in its item');
  await page.waitForFunction((source) => new Function('root', `return (${source})(root)`)(document.getElementById('faulty').shadowRoot), sentencesSaid.toString());
  assert.deepEqual(help(requests), ['mcp-anatomy-help-en.js', 'mcp-anatomy-help-en.js']);
  assert.deepEqual(await inShadow(page, '#faulty', (root) => [...root.querySelectorAll('details.mcpa-ref-item[open]')].map((d) => d.id)), ['tool-tool_2'], 'the item stays open as the sentences come');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the findings come after the reference, from their own module: none fetched when hidden, asked again when it failed', async () => {
  const tools = JSON.parse(manyTools(5));
  tools.tools[2].title = '';
  tools.ttlMs = -1;
  const faulty = JSON.stringify(tools);
  const findingsModule = (requests) => requests.filter((file) => file.startsWith('mcp-anatomy-findings'));
  // Held back until the reference is seen drawn: the items are there, the root says it is busy,
  // and the summary claims nothing of findings yet.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const first = await openPage('<mcp-anatomy id="later" view="reference" src="/test/faulty.json"></mcp-anatomy>', {
    files: { 'faulty.json': faulty },
    mounted: false,
    prepare: (page) => page.route('**/mcp-anatomy-findings-en_bg.wasm', async (route) => (await held, route.continue())),
  });
  await first.page.waitForFunction(() => document.getElementById('later').shadowRoot?.querySelector('.mcpa-ref-item'));
  const before = await inShadow(first.page, '#later', (root) => ({
    busy: root.querySelector('.mcpa-root').getAttribute('aria-busy'),
    summary: root.querySelector('.mcpa-ref-summary').textContent,
    findings: root.querySelectorAll('li[data-code], .mcpa-ref-badge[data-tone="error"]').length,
  }));
  assert.deepEqual(before, { busy: 'true', summary: '5 tools.', findings: 0 });
  release();
  await waitMounted(first.page);
  assert.ok((await shownCodes(first.page, '#later')).includes('ttl/negative'));
  assert.match(await inShadow(first.page, '#later', (root) => root.querySelector('.mcpa-ref-summary').textContent), /validator/);
  assert.deepEqual(findingsModule(first.requests), ['mcp-anatomy-findings-en.js', 'mcp-anatomy-findings-en_bg.wasm']);
  // The findings were put into the reference drawn first: the same page as one drawn at once
  // with them (a second reference, the module now here), its numbered ids aside.
  await first.page.evaluate(() => {
    const again = Object.assign(document.createElement('mcp-anatomy'), { id: 'again' });
    again.setAttribute('view', 'reference');
    again.setAttribute('src', '/test/faulty.json');
    document.querySelector('main').append(again);
  });
  await waitMounted(first.page);
  const page = (host) => inShadow(first.page, host, (root) => root.querySelector('.mcpa-root').outerHTML.replace(/mcpa-\d+-/g, 'mcpa-N-'));
  assert.equal(await page('#later'), await page('#again'));
  assert.deepEqual(first.errors, []);
  await first.context.close();

  // A clean list: when the findings module finds nothing, only the summary's line changes and
  // the items drawn first stay the same elements.
  const clean = JSON.stringify({ ...JSON.parse(manyTools(5)), _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'clean', version: '1.0.0' } } });
  assert.deepEqual(checkedCodes(clean), []);
  let releaseClean;
  const heldClean = new Promise((resolve) => (releaseClean = resolve));
  const kept = await openPage('<mcp-anatomy id="clean" view="reference" src="/test/clean.json"></mcp-anatomy>', {
    files: { 'clean.json': clean },
    mounted: false,
    prepare: (page) => page.route('**/mcp-anatomy-findings-en_bg.wasm', async (route) => (await heldClean, route.continue())),
  });
  await kept.page.waitForFunction(() => document.getElementById('clean').shadowRoot?.querySelector('.mcpa-ref-item'));
  await kept.page.evaluate(() => (globalThis.firstItem = document.getElementById('clean').shadowRoot.querySelector('.mcpa-ref-item')));
  releaseClean();
  await waitMounted(kept.page);
  assert.equal(await inShadow(kept.page, '#clean', (root) => root.querySelector('.mcpa-ref-summary').textContent), '5 tools; the validator found nothing to report.');
  assert.ok(await kept.page.evaluate(() => globalThis.firstItem.isConnected), 'the first item is the element drawn first');
  assert.deepEqual(kept.errors, []);
  await kept.context.close();

  // Hidden findings: neither the module nor the help table is fetched.
  const hidden = await openPage('<mcp-anatomy id="hidden" view="reference" findings="none" src="/test/faulty.json"></mcp-anatomy>', { files: { 'faulty.json': faulty } });
  await hidden.page.waitForTimeout(500);
  assert.deepEqual(findingsModule(hidden.requests), [], hidden.requests.join());
  assert.deepEqual(hidden.requests.filter((file) => file.startsWith('mcp-anatomy-help')), []);
  assert.equal(await inShadow(hidden.page, '#hidden', (root) => root.querySelectorAll('[aria-busy], li[data-code]').length), 0);
  await hidden.context.close();

  // A module that failed to come: the reference stays, no longer busy, and opening an item asks again.
  const failed = await openPage('<mcp-anatomy id="failed" view="reference" src="/test/faulty.json"></mcp-anatomy>', {
    files: { 'faulty.json': faulty },
    prepare: (page) => {
      let refused = false;
      return page.route('**/mcp-anatomy-findings-en_bg.wasm', (route) => (refused ? route.continue() : ((refused = true), route.abort())));
    },
  });
  assert.deepEqual(await shownCodes(failed.page, '#failed'), []);
  await failed.page.locator('#failed details[id="tool-tool_2"] > summary').click();
  await failed.page.waitForFunction(() => document.getElementById('failed').shadowRoot.querySelector('details[id="tool-tool_2"] li[data-code="tool/title-empty"]'));
  assert.ok(await inShadow(failed.page, '#failed', (root) => root.querySelector('details[id="tool-tool_2"]').open), 'the item stays open as its findings come');
  assert.deepEqual(findingsModule(failed.requests), ['mcp-anatomy-findings-en.js', 'mcp-anatomy-findings-en_bg.wasm', 'mcp-anatomy-findings-en_bg.wasm']);
  await failed.context.close();
});

test('the example page: the notes server\'s saved walk from src, fits a phone, the codes check reports', async () => {
  const walk = readFileSync(join(ROOT, 'www/examples/notes-walk.jsonl'), 'utf8');
  const context = await newContext(env.browser, { viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}/examples/reference-en.html#tool-search_notes`);
  await waitMounted(page);
  const shown = await inShadow(page, '#reference', (root) => ({
    title: root.querySelector('.mcpa-title').textContent,
    items: [...root.querySelectorAll('details.mcpa-ref-item')].map((d) => d.id),
    opened: [...root.querySelectorAll('details.mcpa-ref-item[open]')].map((d) => d.id),
  }));
  assert.equal(shown.title, 'notes — reference');
  assert.deepEqual(shown.items, ['tool-search_notes', 'tool-export_note', 'tool-delete_note', 'prompt-summarise', 'resource-notes-recent', 'template-notes-note_id-']);
  assert.deepEqual(shown.opened, ['tool-search_notes']);
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await settle(page);
  const codes = (await inShadow(page, '#reference', (root) => [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code))).sort();
  assert.deepEqual(codes, checkedCodes(walk, 'walk.jsonl'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  assert.deepEqual(await axePage(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('docs --format html is this view prerendered: without JavaScript the same items and findings, which the element takes over in place', async () => {
  const walk = join(ROOT, 'www/examples/notes-walk.jsonl');
  const html = execFileSync(CLI, ['docs', walk], { encoding: 'utf8' });
  const host = html.slice(html.indexOf('<mcp-anatomy'), html.indexOf('</mcp-anatomy>') + '</mcp-anatomy>'.length);
  const shown = (page) =>
    inShadow(page, 'mcp-anatomy', (root) => ({
      items: [...root.querySelectorAll('details.mcpa-ref-item')].map((d) => d.id),
      codes: [...root.querySelectorAll('.mcpa-ref-findings li[data-code]')].map((li) => li.dataset.code).sort(),
      summary: root.querySelector('.mcpa-ref-summary').textContent,
      filter: root.querySelector('.mcpa-ref-filter') !== null,
    }));
  // The page as docs wrote it, no script at all: the declarative shadow root alone.
  const context = await newContext(env.browser, { viewport: { width: 390, height: 800 } });
  const still = await context.newPage();
  await still.route(`${env.server.url}/test/docs.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await still.goto(`${env.server.url}/test/docs.html`);
  const prerendered = await shown(still);
  assert.equal(prerendered.filter, false);
  assert.deepEqual(prerendered.codes, checkedCodes(readFileSync(walk, 'utf8'), 'walk.jsonl'));
  const overflow = await still.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the static page scrolls sideways by ${overflow} px`);
  await context.close();
  // The same element on a page with the loader: the view replaces it, from the data it carries.
  const { page, context: live, errors } = await openPage(host, { mounted: false });
  await page.waitForFunction(() => document.querySelector('mcp-anatomy').shadowRoot?.querySelector('.mcpa-root:not([aria-busy]) .mcpa-ref-filter'));
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await settle(page);
  const taken = await shown(page);
  assert.deepEqual(taken.items, prerendered.items);
  assert.deepEqual(taken.codes, prerendered.codes);
  assert.equal(taken.summary, prerendered.summary);
  assert.deepEqual(errors, []);
  await live.close();
});

test('in Russian, with the words of docs and the glossary', async () => {
  const { page, context } = await openPage(`<mcp-anatomy id="all" view="reference"><script type="application/json">${transcript()}</script></mcp-anatomy>`, { lang: 'ru' });
  const words = await inShadow(page, '#all', (root) => ({
    headings: [...root.querySelectorAll('.mcpa-ref-section > h3')].map((h) => h.textContent),
    filter: root.querySelector('.mcpa-ref-filter label').textContent,
  }));
  assert.deepEqual(words.headings, ['Сервер', 'Инструменты', 'Шаблоны запросов', 'Ресурсы', 'Шаблоны ресурсов']);
  assert.equal(words.filter, 'Отбор по имени или описанию');
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()));
  assert.ok(requested.includes('mcp-anatomy-reference-ru_bg.wasm') && !requested.some((f) => /mcp-anatomy-(en|ru)_bg/.test(f)), requested.join());
  await context.close();
});

test('an item shows its example call; its copy button, by keyboard, puts exactly the shown request on the clipboard, which the engine finds a clean request', async () => {
  // A name with a quote, a backslash and the end of a script, and a marked parameter whose
  // value is not ASCII: the request must still be the same JSON, and the curl its headers.
  const tools = {
    tools: [
      {
        name: 'get"</script>\\weather',
        inputSchema: {
          type: 'object',
          properties: { city: { type: 'string', 'x-mcp-header': 'City', default: 'Zürich' }, days: { type: 'integer', minimum: 1 } },
          required: ['city', 'days'],
        },
      },
    ],
  };
  const { page, context, errors } = await openPage(
    '<mcp-anatomy id="calls" view="reference" src="/test/tools.json"></mcp-anatomy><mcp-anatomy id="ru" lang="ru" view="reference" src="/test/tools.json"></mcp-anatomy>',
    {
      files: { 'tools.json': JSON.stringify(tools) },
      prepare: (page) => page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url }),
    },
  );
  const host = page.locator('#calls');
  await host.locator('details.mcpa-ref-item > summary').first().click();
  const blocks = await inShadow(page, '#calls', (root) =>
    [...root.querySelectorAll('.mcpa-ref-example')].map((figure) => ({
      caption: figure.querySelector('figcaption').textContent,
      button: figure.querySelector('button[data-copy]').textContent,
      code: figure.querySelector('pre > code').textContent,
    })),
  );
  assert.deepEqual(blocks.map((b) => [b.caption, b.button]), [['Example call', 'Copy'], ["The same over HTTP (MCP_URL: the server's endpoint)", 'Copy']]);
  const copy = host.locator('button[data-copy]');
  const status = host.locator('.mcpa-ref-example [role="status"]');
  // By keyboard: the focus on the first button, then Enter; on the second, Space.
  await copy.nth(0).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => widgetQuery('.mcpa-ref-example [role="status"]', '#calls')?.textContent === 'Copied');
  const request = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(request, blocks[0].code);
  const sent = JSON.parse(request);
  assert.equal(sent.params.name, tools.tools[0].name);
  assert.deepEqual(sent.params.arguments, { city: 'Zürich', days: 1 });
  assert.equal(sent.params._meta['io.modelcontextprotocol/protocolVersion'], '2026-07-28');
  await copy.nth(1).focus();
  await page.keyboard.press(' ');
  await page.waitForFunction(() => widgetQuery('.mcpa-ref-example + .mcpa-ref-example [role="status"]', '#calls')?.textContent === 'Copied');
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(curl, blocks[1].code);
  assert.match(curl, /^curl "\$MCP_URL" /);
  assert.match(curl, /-H 'Mcp-Param-City: =\?base64\?WsO8cmljaA==\?=' /);
  assert.equal(await status.nth(1).textContent(), 'Copied');
  // What the view shows is a request the project's own check finds clean (validate()'s engine).
  const report = await page.evaluate(async (text) => {
    await mcpAnatomy.load('en');
    return mcpAnatomy.validate(text);
  }, request);
  assert.equal(report.kind, 'client-request');
  assert.deepEqual(report.diagnostics.map((d) => d.code), []);
  // In Russian: the button's and the status's words.
  await page.locator('#ru').locator('details.mcpa-ref-item > summary').first().click();
  await page.locator('#ru').locator('button[data-copy]').first().click();
  await page.waitForFunction(() => widgetQuery('.mcpa-ref-example [role="status"]', '#ru')?.textContent === 'Скопировано');
  assert.equal(await page.locator('#ru').locator('button[data-copy]').first().textContent(), 'Копировать');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), request);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const colorScheme of ['light', 'dark']) {
  for (const width of [280, 1000]) {
    test(`axe finds nothing and nothing scrolls sideways, ${colorScheme}, ${width} px`, async () => {
      const { page, context } = await openPage(`<mcp-anatomy id="all" view="reference"><script type="application/json">${transcript()}</script></mcp-anatomy>`, {
        viewport: { width, height: 800 },
        colorScheme,
      });
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await settle(page);
      assert.deepEqual(await axePage(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      await context.close();
    });
  }
}

/** Each table of the view at this width: its headers, and per body row each cell's data-label,
 * text, box, display and the words its ::before adds. */
const tablesSeen = (root) =>
  [...root.querySelectorAll('.mcpa-ref-table')].map((box) => {
    const table = box.querySelector('table');
    return {
      caption: table.caption.textContent,
      sideways: box.scrollWidth - box.clientWidth,
      tableDisplay: getComputedStyle(table).display,
      headers: [...table.tHead.rows[0].cells].map((th) => th.textContent),
      headWidth: table.tHead.getBoundingClientRect().width,
      rows: [...table.tBodies[0].rows].map((tr) => ({
        display: getComputedStyle(tr).display,
        depth: Number(tr.dataset.depth ?? 0),
        cells: [...tr.cells].map((td) => {
          const box = td.getBoundingClientRect();
          return {
            label: td.dataset.label,
            empty: td.textContent === '',
            shown: getComputedStyle(td).display !== 'none',
            before: getComputedStyle(td, '::before').content,
            indent: parseFloat(getComputedStyle(td).paddingInlineStart),
            top: box.top,
            bottom: box.bottom,
          };
        }),
      })),
    };
  });

for (const lang of ['en', 'ru']) {
  test(`on a 390 px phone each table row is a card, each value after its column's header (${lang}); at 1000 px a table as before`, async () => {
    const walk = readFileSync(join(ROOT, 'www/examples/notes-walk.jsonl'), 'utf8');
    // The official examples (capabilities, a tool, a prompt's arguments, a template's variables)
    // and the notes server's walk (nested parameters, output schemas), each on a page of its own.
    const data = { all: transcript(), notes: walk.replaceAll('<', '\\u003c') };
    for (const [width, host] of [390, 1000].flatMap((width) => ['#all', '#notes'].map((host) => [width, host]))) {
      const body = `<mcp-anatomy id="${host.slice(1)}" view="reference"><script type="application/json">${data[host.slice(1)]}</script></mcp-anatomy>`;
      const { page, context, errors } = await openPage(body, { lang, viewport: { width, height: 800 } });
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await settle(page);
      let rows = 0;
      let nested = 0;
      const tables = await inShadow(page, host, tablesSeen);
      // Capabilities, the tools' inputs and outputs, a prompt's arguments, a template's variables.
      assert.ok(tables.length >= (host === '#all' ? 4 : 6), `${host}: ${tables.length} tables`);
      for (const table of tables) {
        const what = `${lang}, ${width} px, ${host}, ${table.caption}`;
        // (Wide, a collapsed border's half pixel may stick out, as it always has.)
        if (width === 390) assert.ok(table.sideways <= 0, `${what}: the table scrolls sideways by ${table.sideways} px`);
        for (const row of table.rows) {
          rows += 1;
          // Every cell carries its column's header, in the page's language.
          assert.deepEqual(row.cells.map((cell) => cell.label), table.headers, what);
          if (width === 1000) {
            assert.equal(table.tableDisplay, 'table', what);
            assert.equal(row.display, 'table-row', what);
            assert.ok(table.headWidth > 100, `${what}: the header row is shown`);
            assert.ok(row.cells.every((cell) => cell.before === 'none' && cell.shown), `${what}: a cell adds words`);
            continue;
          }
          assert.equal(row.display, 'block', `${what}: not a card`);
          assert.ok(table.headWidth <= 1, `${what}: the header row is in sight`);
          const [name, ...rest] = row.cells;
          assert.equal(name.before, 'none', `${what}: the name has a label`);
          assert.ok(name.shown && !name.empty, what);
          // The name first, then each other value on a line of its own, after its label.
          let above = name.bottom;
          for (const cell of rest) {
            assert.equal(cell.shown, !cell.empty, `${what}: ${cell.label}`);
            if (!cell.shown) continue;
            // The label is the header's words; screen readers hear the header instead.
            assert.equal(cell.before, `${JSON.stringify(`${cell.label}: `)} / ""`, `${what}: ${cell.label}`);
            assert.ok(cell.top >= above - 0.5, `${what}: ${cell.label} is not below the line above it`);
            above = cell.bottom;
          }
          if (row.depth > 0) {
            nested += 1;
            assert.ok(name.indent > 8, `${what}: a nested parameter keeps its indent`);
          }
        }
      }
      assert.ok(rows >= 5, `${host}: ${rows} rows`);
      if (width === 390 && host === '#notes') assert.ok(nested > 0, 'a nested parameter among the rows');
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        widgets: [...document.querySelectorAll('mcp-anatomy')].map((host) => {
          const root = host.shadowRoot.querySelector('.mcpa-root');
          return root.scrollWidth - root.clientWidth;
        }),
      }));
      assert.ok(overflow.page <= 0, `${width} px: the page scrolls sideways by ${overflow.page} px`);
      assert.ok(overflow.widgets.every((o) => o <= 0), `${width} px: a widget overflows: ${overflow.widgets}`);
      // Still a table to assistive technology: Chromium's own accessibility tree.
      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const roles = nodes.map((node) => node.role?.value);
      const count = (role) => roles.filter((r) => r === role).length;
      assert.ok(count('table') >= 4 && count('columnheader') >= 14 && count('cell') >= rows * 2, `${width} px, ${host}: ${count('table')} tables, ${count('columnheader')} headers, ${count('cell')} cells`);
      if (width === 390) assert.deepEqual(await axePage(page), []);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('a finding the same at several tools is told once with the list, and each tool leads there', async () => {
  const draft07 = { type: 'object', $schema: 'http://json-schema.org/draft-07/schema#' };
  const fillers = Array.from({ length: 40 }, (_, index) => ({ name: `filler_${index}`, inputSchema: { type: 'object' } }));
  const tools = [{ name: 'alpha', inputSchema: draft07 }, { name: 'beta', inputSchema: draft07 }, ...fillers, { name: 'gamma', inputSchema: draft07 }];
  const { page, context, errors } = await openPage('<mcp-anatomy id="r" view="reference" src="/test/r.json"></mcp-anatomy>', {
    files: { 'r.json': JSON.stringify({ tools }) },
  });
  // The findings are gathered once their sentences have come with the help table.
  const groupSelector = 'li[id="found-tool-schema-dialect"]';
  await page.waitForFunction((selector) => document.querySelector('#r').shadowRoot.querySelector(selector), groupSelector);
  const group = await inShadow(page, '#r', (root, selector) => {
    const li = root.querySelector(selector);
    return {
      summary: li.querySelector('summary').textContent,
      links: [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      said: root.querySelectorAll('.mcpa-ref-findings li[data-code="tool/schema-dialect"]:not(.mcpa-ref-told)').length,
      badges: root.querySelectorAll('.mcpa-ref-badge[data-tone="warning"]').length,
    };
  }, groupSelector);
  assert.deepEqual(group, { summary: 'Tools with this finding (3)', links: ['#tool-alpha', '#tool-beta', '#tool-gamma'], said: 1, badges: 3 });
  // A name in the group opens its tool; the tool's line leads back to the group.
  const host = page.locator('#r');
  await host.locator(`${groupSelector} summary`).click();
  await host.locator(`${groupSelector} a[href="#tool-gamma"]`).click();
  await page.waitForFunction(() => document.querySelector('#r').shadowRoot.querySelector('details[id="tool-gamma"]').open);
  await host.locator('details[id="tool-gamma"] .mcpa-ref-told a').click();
  await page.waitForFunction(() => location.hash === '#found-tool-schema-dialect');
  await page.waitForFunction((selector) => {
    const box = document.querySelector('#r').shadowRoot.querySelector(selector).getBoundingClientRect();
    return box.top > -1 && box.bottom <= innerHeight; // scrolled to, within a pixel's fraction
  }, groupSelector);
  assert.deepEqual(errors, []);
  await context.close();
});

/** GitHub's MCP server's 117 tools (tests/lists/README.md), judged by their revision. */
const github = () => readFileSync(join(ROOT, 'tests/lists/github-tools.json'), 'utf8');
const GITHUB_HOST = '<mcp-anatomy id="gh" view="reference" revision="2025-11-25" src="/test/github.json"></mcp-anatomy>';

/** Where the lines of each element matching `selector` break inside a word: every break must
 * follow `_`, `-`, `.`, `/`, or fall between a lower-case and an upper-case letter. Also counts
 * the elements that wrap at all, so that a page too wide to wrap anything cannot pass. */
const wordBreaks = (root, selector) => {
  const inside = [];
  let wrapped = 0;
  for (const element of root.querySelectorAll(selector)) {
    const letters = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = 0; at < node.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getClientRects()[0];
        if (box) letters.push([node.data[at], box.top]);
      }
    }
    let breaks = 0;
    for (let at = 1; at < letters.length; at += 1) {
      if (letters[at][1] <= letters[at - 1][1] + 2) continue;
      breaks += 1;
      const [before, after] = [letters[at - 1][0], letters[at][0]];
      if (!('_-./'.includes(before) || (/[a-z]/.test(before) && /[A-Z]/.test(after)))) inside.push(`${element.textContent} after ${before}`);
    }
    wrapped += Number(breaks > 0);
  }
  return { inside, wrapped };
};

const navSeen = (root) => {
  const nav = root.querySelector('.mcpa-ref-nav');
  const main = root.querySelector('.mcpa-ref-main').getBoundingClientRect();
  const box = nav.getBoundingClientRect();
  const links = [...nav.querySelectorAll('a')];
  return {
    open: nav.querySelector('details').open,
    summaryShown: getComputedStyle(nav.querySelector('summary')).display !== 'none',
    beside: box.right <= main.left && box.width > 150,
    top: box.top,
    links: links.length,
    shownLinks: links.filter((a) => a.checkVisibility()).length,
    groups: [...nav.querySelectorAll('[data-group]')].filter((g) => getComputedStyle(g).display !== 'none').map((g) => g.firstElementChild.textContent),
    current: [...nav.querySelectorAll('[aria-current]')].map((a) => a.getAttribute('href')).join(),
  };
};

for (const colorScheme of ['light', 'dark']) {
  test(`GitHub's 117 tools at 1,280 px (${colorScheme}): the contents list beside the items, grouped by hints, following the scroll, filtered with them`, async () => {
    const { page, context, errors } = await openPage(GITHUB_HOST, { files: { 'github.json': github() }, viewport: { width: 1280, height: 900 }, colorScheme });
    let seen = await inShadow(page, '#gh', navSeen);
    assert.ok(seen.beside && !seen.summaryShown, JSON.stringify(seen));
    assert.equal(seen.shownLinks, 117);
    assert.deepEqual(seen.groups, ['Tools', 'read-only', 'may change things', 'destructive']);
    // Far down the page the list is still in sight, its entry of the item in view marked.
    await inShadow(page, '#gh', (root) => root.querySelector('details[id="tool-merge_pull_request"]').scrollIntoView());
    await page.waitForFunction(() => document.querySelector('#gh').shadowRoot.querySelector('.mcpa-ref-nav a[aria-current]'));
    seen = await inShadow(page, '#gh', navSeen);
    assert.ok(seen.top >= 0 && seen.top < 10, `the list is at ${seen.top} px`);
    assert.equal(seen.current, '#tool-merge_pull_request');
    // An entry is a link: it opens its item and gives it the focus.
    await page.locator('#gh').locator('.mcpa-ref-nav a[href="#tool-get_me"]').click();
    await page.waitForFunction(() => deepActiveElement()?.parentElement?.id === 'tool-get_me');
    assert.ok(await inShadow(page, '#gh', (root) => root.querySelector('details[id="tool-get_me"]').open));
    // The filter hides the entries of the items it hides, and a group left empty.
    await page.locator('#gh').locator('input[type="search"]').fill('delete');
    seen = await inShadow(page, '#gh', navSeen);
    const shown = await inShadow(page, '#gh', (root) => root.querySelectorAll('details.mcpa-ref-item:not([hidden])').length);
    assert.ok(shown > 0 && shown < 117);
    assert.equal(seen.shownLinks, shown);
    assert.ok(!seen.groups.includes('read-only'), seen.groups.join());
    await page.locator('#gh').locator('input[type="search"]').fill('');
    assert.equal((await inShadow(page, '#gh', navSeen)).shownLinks, 117);
    // Wide, a table's name column is narrow: its names wrap, between their words.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await settle(page);
    for (const selector of ['.mcpa-ref-nav a', '.mcpa-ref-table td:first-child code']) {
      const { inside, wrapped } = await inShadow(page, '#gh', wordBreaks, selector);
      assert.deepEqual(inside, [], selector);
      assert.ok(wrapped > 0, `${selector}: nothing wraps at 1,280 px`);
    }
    assert.deepEqual(await axePage(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`GitHub's 117 tools at 390 px (${colorScheme}): the contents list folds away, and no name breaks inside a word`, async () => {
    const { page, context, errors } = await openPage(GITHUB_HOST, { files: { 'github.json': github() }, viewport: { width: 390, height: 800 }, colorScheme });
    let seen = await inShadow(page, '#gh', navSeen);
    assert.ok(!seen.open && seen.summaryShown && !seen.beside && seen.shownLinks === 0, JSON.stringify(seen));
    await page.locator('#gh').locator('.mcpa-ref-nav summary').click();
    seen = await inShadow(page, '#gh', navSeen);
    assert.equal(seen.shownLinks, 117);
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await settle(page);
    for (const selector of ['.mcpa-ref-nav a', '.mcpa-ref-name', '.mcpa-ref-table td:first-child code']) {
      const { inside, wrapped } = await inShadow(page, '#gh', wordBreaks, selector);
      assert.deepEqual(inside, [], selector);
      if (selector === '.mcpa-ref-name') assert.ok(wrapped > 0, `${selector}: nothing wraps at 390 px`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    assert.deepEqual(await axePage(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a link to an item leaves room for the site\'s fixed header (--mcpa-anchor-offset)', async () => {
  const header = '<style>body{margin:0} #bar{position:fixed;top:0;left:0;right:0;height:64px;background:#333} mcp-anatomy{--mcpa-anchor-offset:64px}</style><div id="bar"></div>';
  const { page, context } = await openPage(header + GITHUB_HOST, { files: { 'github.json': github() }, viewport: { width: 1280, height: 900 }, hash: '#tool-list_issues' });
  await page.waitForFunction(() => deepActiveElement()?.parentElement?.id === 'tool-list_issues');
  const top = await inShadow(page, '#gh', (root) => root.querySelector('details[id="tool-list_issues"]').getBoundingClientRect().top);
  assert.ok(Math.abs(top - 64) < 2, `the item's top is at ${top} px`);
  // The list beside it stays below the header too.
  await page.mouse.wheel(0, 3000);
  await settle(page);
  const navTop = await inShadow(page, '#gh', (root) => root.querySelector('.mcpa-ref-nav').getBoundingClientRect().top);
  assert.ok(Math.abs(navTop - 64) < 2, `the list's top is at ${navTop} px`);
  await context.close();
});
