// The editor, typed into and pasted into for real: diagnostics in place, quick fixes and undo,
// saving, share links, scale, privacy, accessibility, and the link to the anatomy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, axe, bigResponse, measurePaste, newContext, prependHost, withBrowser } from './harness.mjs';

const SPEC = process.env.MCP_SPEC_DIR || join(ROOT, '../shared/mcp-spec/2026-07-28');

const env = withBrowser();

async function open(options = {}) {
  const context = await newContext(env.browser, { viewport: { width: 1280, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
  if (options.blockStorage) {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    });
  }
  const page = await context.newPage();
  await page.goto(options.url || `${env.server.url}/index.html`);
  await page.waitForSelector('[data-editor]');
  return { page, context };
}

/** Replaces the editor's text by pasting it through the real clipboard. */
async function paste(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator('[data-editor]').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

async function waitForText(page, expected) {
  await page.waitForFunction((t) => widgetQuery('[data-editor]').value === t, expected);
}

const summary = (page) => page.locator('[data-summary]').first();
const codes = (page) => page.locator('[data-diagnostic]').evaluateAll((items) => items.map((i) => i.dataset.code));

async function checked(page) {
  // The summary reflects the text once the debounced check has run.
  await page.waitForTimeout(250);
  return { errors: Number(await summary(page).getAttribute('data-errors')), warnings: Number(await summary(page).getAttribute('data-warnings')) };
}

test('the official example, pasted, shows zero errors and zero warnings', async () => {
  const { page, context } = await open();
  const dir = join(SPEC, 'examples/DiscoverResultResponse');
  for (const file of await readdir(dir)) {
    const text = await readFile(join(dir, file), 'utf8');
    await paste(page, text);
    await waitForText(page, text);
    assert.deepEqual(await checked(page), { errors: 0, warnings: 0 }, file);
    assert.equal(await summary(page).getAttribute('data-kind'), 'discover-response');
    assert.match(await summary(page).textContent(), /valid for 2026-07-28/);
    for (const row of await page.locator('[data-field]').all()) {
      assert.ok(['ok', 'absent'].includes(await row.getAttribute('data-status')), await row.getAttribute('data-field'));
    }
  }
  await context.close();
});

test('the help of the codes comes with the first finding shown, once, and then stands under each finding', async () => {
  const context = await newContext(env.browser, { viewport: { width: 1280, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname.split('/').pop()));
  await page.goto(`${env.server.url}/index.html`);
  await page.waitForSelector('[data-editor]');
  await checked(page);
  // The editor starts with a valid answer: no finding, so no help is fetched.
  assert.equal(await page.locator('[data-diagnostic]').count(), 0);
  assert.deepEqual(fetched.filter((name) => name.startsWith('mcp-anatomy-help')), []);
  await paste(page, '{\n  "ttlMs": -5\n}');
  await waitForText(page, '{\n  "ttlMs": -5\n}');
  await checked(page);
  const fromCli = JSON.parse(spawnSync(join(ROOT, 'target/debug/mcp-anatomy'), ['check', '--format', 'json', '-'], { input: '{"ttlMs": -5}', encoding: 'utf8' }).stdout);
  const expected = fromCli.diagnostics.find((d) => d.code === 'ttl/negative').help;
  assert.ok(expected.length > 20, expected);
  // The paragraph holds the help, then the link to the specification.
  await page.waitForFunction((text) => widgetQuery('[data-code="ttl/negative"] .mcpa-help').textContent.startsWith(text), expected);
  await paste(page, '{\n  "ttlMs": 1.5\n}');
  await waitForText(page, '{\n  "ttlMs": 1.5\n}');
  await checked(page);
  assert.deepEqual(fetched.filter((name) => name.startsWith('mcp-anatomy-help')), ['mcp-anatomy-help-en.js']);
  await context.close();
});

test('common mistakes show the right code at the right line, typed for real', async () => {
  const { page, context } = await open();
  const cases = [
    ['{\n  "ttlMs": -5\n}', 'ttl/negative', 2],
    ['{\n  "resultType": "complete",\n  "cacheScope": "Public"\n}', 'schema/enum-value', 3],
    ['{\n  "ttl_ms": 10\n}', 'schema/misspelt-member', 2],
    ['{\n  "a": 1,\n}', 'syntax/trailing-comma', 2],
    ['{\n  "instructions": "Погода 🌦 ё",\n  "ttlMs": -1\n}', 'ttl/negative', 3],
  ];
  for (const [text, code, line] of cases) {
    await page.locator('[data-editor]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(text, { delay: 2 });
    await waitForText(page, text);
    await checked(page);
    const item = page.locator(`[data-diagnostic][data-code="${code}"]`).first();
    assert.equal(await item.count(), 1, `${code} in ${await codes(page)}`);
    assert.match(await item.locator('.mcpa-where').textContent(), new RegExp(`\\b${line}:`));
    // The gutter marks that line, and its message shows on keyboard focus.
    const marker = page.locator('.mcpa-gutter-line').nth(line - 1).locator('.mcpa-marker');
    assert.equal(await marker.count(), 1, `marker on line ${line}`);
    await marker.focus();
    assert.ok(await page.locator('.mcpa-gutter-line').nth(line - 1).locator('.mcpa-tip').isVisible());
  }
  await context.close();
});

test('activating a finding selects its range; a quick fix removes it and undo brings it back', async () => {
  const { page, context } = await open();
  const text = '{\n  "resultType": "complete",\n  "supportedVersions": ["2026-07-28"],\n  "capabilities": {},\n  "ttlMs": 60000,\n  "cacheScope": "Public"\n}';
  await paste(page, text);
  await waitForText(page, text);
  await checked(page);
  const item = page.locator('[data-diagnostic][data-code="schema/enum-value"]');
  await item.locator('.mcpa-diagnostic-go').click();
  const selected = await page.evaluate(() => {
    const t = widgetQuery('[data-editor]');
    return t.value.slice(t.selectionStart, t.selectionEnd);
  });
  assert.equal(selected, '"Public"');
  await item.locator('[data-fix]').click();
  await checked(page);
  assert.equal(await page.locator('[data-diagnostic][data-code="schema/enum-value"]').count(), 0);
  assert.match(await page.locator('[data-editor]').inputValue(), /"cacheScope": "public"/);
  await page.locator('[data-editor]').focus();
  await page.keyboard.press('Control+Z');
  await checked(page);
  assert.match(await page.locator('[data-editor]').inputValue(), /"Public"/, 'the browser undo restores the text');
  assert.equal(await page.locator('[data-diagnostic][data-code="schema/enum-value"]').count(), 1);
  await context.close();
});

test('an initialize result is judged by its own revision, and its fix writes the server/discover answer, in both languages', async () => {
  const { page, context } = await open();
  const text = '{\n  "jsonrpc": "2.0",\n  "id": 0,\n  "result": {\n    "protocolVersion": "2025-06-18",\n    "capabilities": {"tools": {"listChanged": true}, "tasks": {"list": {}}},\n    "serverInfo": {"name": "<b>legacy</b>", "version": "1.0.0"},\n    "instructions": "Use <script>alert(1)</script> never."\n  }\n}';
  await paste(page, text);
  await waitForText(page, text);
  assert.deepEqual(await checked(page), { errors: 0, warnings: 0 });
  assert.equal(await summary(page).getAttribute('data-kind'), 'initialize-response');
  assert.match(await summary(page).textContent(), /valid by the schema of 2025-11-25/);
  assert.deepEqual(await codes(page), ['document/legacy-initialize']);
  const item = page.locator('[data-diagnostic][data-code="document/legacy-initialize"]');
  assert.match(await item.textContent(), /revision 2025-06-18, checked by the schema of 2025-11-25/);
  assert.equal(await item.locator('a[href*="/specification/"]').getAttribute('href'), 'https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions');
  assert.equal(await page.locator('[data-field]').count(), 0, 'the discover checklist is not shown for initialize');
  await item.locator('[data-fix]').click();
  await checked(page);
  const fixed = await page.locator('[data-editor]').inputValue();
  const result = JSON.parse(fixed).result;
  assert.deepEqual(result.supportedVersions, ['2026-07-28', '2025-06-18']);
  assert.equal(result._meta['io.modelcontextprotocol/serverInfo'].name, '<b>legacy</b>');
  assert.equal(result.capabilities.tasks, undefined);
  assert.equal(await summary(page).getAttribute('data-kind'), 'discover-response');
  assert.deepEqual(await checked(page), { errors: 0, warnings: 0 });
  assert.equal(await page.locator('b, script', { hasText: 'legacy' }).count(), 0, 'the server\'s words stay text');
  // A revision that is markup between backticks is shown as code, as text.
  const hostile = '{"protocolVersion": "`<img src=x onerror=window.pwned=1>`", "capabilities": {}, "serverInfo": {"name": "s", "version": "1"}}';
  await paste(page, hostile);
  await waitForText(page, hostile);
  await checked(page);
  const note = page.locator('[data-diagnostic][data-code="document/legacy-initialize"]');
  assert.match(await note.textContent(), /revision `?<img src=x onerror=window.pwned=1>`?, checked by the schema of 2025-11-25/);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  // A broken one cites the 2025-11-25 page it is judged by.
  await prependHost(page, 'ru', { 'data-mcp-anatomy': 'validator', lang: 'ru' });
  await page.waitForSelector('#ru [data-editor]');
  const broken = '{"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "s"}}';
  await page.evaluate(() => navigator.clipboard.writeText('{"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "s"}}'));
  await page.locator('#ru [data-editor]').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await page.waitForFunction((t) => document.querySelector('#ru').shadowRoot.querySelector('[data-editor]').value === t, broken);
  await page.waitForTimeout(250);
  const ru = page.locator('#ru [data-diagnostic][data-code="document/legacy-initialize"]');
  assert.match(await ru.textContent(), /Это результат\s+initialize\s+ревизии 2025-11-25; он проверен по схеме этой ревизии/);
  const missing = page.locator('#ru [data-diagnostic][data-code="schema/missing-member"]');
  assert.equal(await missing.locator('a[href*="/specification/"]').getAttribute('href'), 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization');
  assert.match(await ru.locator('[data-fix]').textContent(), /Заменить равнозначным результатом/);
  await context.close();
});

test('field rows report status and move the caret; findings light up their anatomy part', async () => {
  const { page, context } = await open();
  await page.locator('[data-samples]').selectOption('typos');
  await checked(page);
  assert.equal(await page.locator('[data-field="ttlMs"]').getAttribute('data-status'), 'missing');
  assert.equal(await page.locator('[data-field="cacheScope"]').getAttribute('data-status'), 'error');
  assert.equal(await page.locator('[data-field="instructions"]').getAttribute('data-status'), 'absent');
  await page.locator('[data-field="cacheScope"] button').click();
  const caretLine = await page.evaluate(() => {
    const t = widgetQuery('[data-editor]');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  });
  assert.equal(caretLine, 10);
  // A missing field takes the caret to the object it belongs in.
  await page.locator('[data-field="ttlMs"] button').click();
  assert.equal(await page.evaluate(() => {
    const t = widgetQuery('[data-editor]');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  }), 4);
  assert.equal(await page.locator('.mcpa-part[data-related]').getAttribute('data-part'), 'caching');
  await page.locator('[data-diagnostic][data-code="schema/wrong-type"] .mcpa-diagnostic-go').click();
  assert.equal(await page.locator('.mcpa-part[data-related]').getAttribute('data-part'), 'prompts');
  // And the other way: selecting a part marks its fields.
  await page.locator('[data-part="caching"]').click();
  const related = await page.locator('tr[data-related]').evaluateAll((rows) => rows.map((r) => r.dataset.field));
  assert.deepEqual(related, ['ttlMs', 'cacheScope']);
  await context.close();
});

test('every cacheable result, a transcript and the method selector; findings light up tools, resources and caching', async () => {
  const { page, context } = await open();
  const related = () => page.locator('.mcpa-part[data-related]').getAttribute('data-part');
  const lineOf = async (code) => {
    await page.locator(`[data-diagnostic][data-code="${code}"] .mcpa-diagnostic-go`).first().click();
    return page.evaluate(() => {
      const t = widgetQuery('[data-editor]');
      return t.value.slice(0, t.selectionStart).split('\n').length;
    });
  };
  const rows = () => page.locator('[data-field]').evaluateAll((all) => all.map((r) => `${r.dataset.field} ${r.dataset.status}`));
  const tableTitle = () => page.locator('.mcpa-fields').getAttribute('aria-label');
  await page.locator('[data-samples]').selectOption('tools-list');
  assert.deepEqual(await checked(page), { errors: 0, warnings: 0 });
  assert.deepEqual(await codes(page), []);
  // The checklist is the tools/list result's own table, every row in order.
  assert.deepEqual(await rows(), ['envelope ok', 'resultType ok', 'tools ok', 'serverInfo ok', 'ttlMs ok', 'cacheScope ok']);
  assert.match(await tableTitle(), /tools\/list$/);
  await page.locator('[data-part="tools"]').click();
  assert.deepEqual(await page.locator('tr[data-related]').evaluateAll((all) => all.map((r) => r.dataset.field)), ['tools']);
  // Said to answer prompts/list, the same text lacks its prompts, and the table says so.
  await page.locator('[data-method]').selectOption('prompts/list');
  await checked(page);
  const missing = page.locator('[data-diagnostic][data-code="schema/missing-member"]');
  // The member is named as code: a <code> element, no raw backtick.
  const said = await missing.first().innerText();
  assert.match(said, /has no prompts,/);
  assert.ok(!said.includes('`'), said);
  assert.ok((await missing.first().locator('code').allInnerTexts()).includes('prompts'));
  assert.ok((await rows()).includes('prompts missing'), `${await rows()}`);
  assert.match(await tableTitle(), /prompts\/list$/);
  await page.locator('[data-method]').selectOption('');
  assert.deepEqual(await checked(page), { errors: 0, warnings: 0 });

  await page.locator('[data-samples]').selectOption('tools-mistakes');
  await checked(page);
  for (const code of ['tool/name', 'tool/name-repeated', 'tool/schema-dialect', 'tool/x-mcp-header']) {
    assert.ok((await codes(page)).includes(code), `${code} in ${await codes(page)}`);
  }
  assert.equal(await lineOf('tool/name'), 8);
  assert.equal(await related(), 'tools');

  await page.locator('[data-samples]').selectOption('read-mistakes');
  await checked(page);
  await lineOf('resource/text-and-blob');
  assert.equal(await related(), 'resources');

  await page.locator('[data-samples]').selectOption('transcript');
  await checked(page);
  assert.equal(await lineOf('transcript/scope-changes'), 6);
  assert.equal(await related(), 'caching');
  assert.equal(await lineOf('transcript/capability-undeclared'), 4);
  assert.equal(await lineOf('transcript/capability-refused'), 8);
  // The checklist is the discover answer's, on its line.
  await page.locator('[data-field="cacheScope"] button').click();
  assert.equal(await page.evaluate(() => {
    const t = widgetQuery('[data-editor]');
    return t.value.slice(0, t.selectionStart).split('\n').length;
  }), 2);
  await context.close();
});

test('reload restores the text; a share link round-trips; format keeps the caret member', async () => {
  const { page, context } = await open();
  const text = '{"resultType":"complete","ttlMs":1000.0,"cacheScope":"private"}';
  await paste(page, text);
  await waitForText(page, text);
  await page.waitForTimeout(200);
  await page.reload();
  await page.waitForSelector('[data-editor]');
  assert.equal(await page.locator('[data-editor]').inputValue(), text);

  await page.locator('[data-share]').click();
  const link = await page.locator('[data-share-link]').inputValue();
  assert.match(link, /#mcpa=/);
  // The notices' words come with the help table (spec::notices).
  await page.waitForFunction(() => /never sent to a server/.test(widgetQuery('[data-notice="share"]')?.textContent ?? ''));
  const fresh = await newContext(env.browser);
  const other = await fresh.newPage();
  await other.goto(link);
  // The link is decoded (by the browser's DecompressionStream) once the widget is up.
  await other.waitForFunction((t) => widgetQuery('[data-editor]')?.value === t, text);
  // A damaged link says so and leaves the reader's own text in place.
  const damaged = await fresh.newPage();
  await damaged.goto(link.slice(0, -12));
  await damaged.waitForFunction(() => /damaged or cut short/.test(widgetQuery('[data-notice="action"]')?.textContent ?? ''));
  assert.notEqual(await damaged.locator('[data-editor]').inputValue(), text);
  await fresh.close();

  // Caret inside ttlMs, then Format.
  await page.evaluate((t) => {
    const area = widgetQuery('[data-editor]');
    const at = t.indexOf('1000.0') + 2;
    area.focus();
    area.setSelectionRange(at, at);
  }, text);
  await page.locator('[data-format]').click();
  const after = await page.evaluate(() => {
    const t = widgetQuery('[data-editor]');
    return { value: t.value, line: t.value.slice(0, t.selectionStart).split('\n').pop() };
  });
  assert.equal(after.value, '{\n  "resultType": "complete",\n  "ttlMs": 1000.0,\n  "cacheScope": "private"\n}\n');
  assert.match(after.line, /^ {2}"ttlMs": 10/);
  await context.close();
});

test('without storage the editor still works and says so once', async () => {
  const { page, context } = await open({ blockStorage: true });
  assert.equal(await page.locator('[data-notice="storage"]').count(), 1);
  await paste(page, '{"ttlMs": -1}');
  await checked(page);
  assert.equal(await page.locator('[data-diagnostic][data-code="ttl/negative"]').count(), 1);
  await context.close();
});

test('pasted content stays text and nothing leaves the page after load', async () => {
  const { page, context } = await open();
  const requests = [];
  page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), body: r.postData() ?? null }));
  const hostile = '{"instructions": "<img src=x onerror=window.pwned=1><script>window.pwned=2</script>", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "x", "version": "1", "websiteUrl": "https://attacker.example/", "icons": [{"src": "https://attacker.example/i.png"}]}}}';
  await paste(page, hostile);
  await checked(page);
  await page.locator('[data-samples]').selectOption('typos');
  await page.locator('[data-diagnostic] [data-fix]').first().click();
  await page.locator('[data-format]').click();
  await page.locator('[data-share]').click();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.equal(await page.locator('.mcpa-root img, .mcpa-root script').count(), 0);
  // The one request after load is the help table of the page's language, fetched with the first
  // finding shown: a file of the package asked for by name, carrying nothing of the text.
  const help = new URL('/mcp-anatomy-help-en.js', env.server.url).href;
  assert.deepEqual(requests, [{ url: help, method: 'GET', body: null }], 'no request after load but the help table');
  await context.close();
});

test("a server's words in a finding can neither reorder nor hide the rest of its sentence", async () => {
  const { page, context } = await open();
  // A right-to-left override and a zero-width space in tool names, quoted by tool/name.
  const tools = [{ name: 'evil\u202Etxt.exe', inputSchema: { type: 'object' } }, { name: 'a\u200Bb c', inputSchema: { type: 'object' } }];
  await page.locator('[data-editor]').fill(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete', tools, ttlMs: 1, cacheScope: 'public' } }, null, 2));
  await page.waitForFunction(() => widgetQuery('[data-diagnostic][data-code="tool/name"]'));
  const said = await page.evaluate(() => [...widgetQuery('[data-editor]').getRootNode().querySelectorAll('[data-code="tool/name"] .mcpa-message, .mcpa-tip')].map((e) => e.textContent).join('\n'));
  assert.match(said, /"evil⟨U\+202E⟩txt\.exe" should be/);
  assert.match(said, /"a⟨U\+200B⟩b c" should be/);
  assert.doesNotMatch(said, /[\u202E\u200B]/u);
  // The text area keeps the document exactly as pasted.
  assert.match(await page.locator('[data-editor]').inputValue(), /evil\u202Etxt/u);
  await context.close();
});

test('1 MB and 10 MB pastes are checked; latency is reported, not asserted', async () => {
  const { page, context } = await open();
  for (const [label, bytes] of [['1 MB', 480 << 10], ['10 MB', 4800 << 10]]) {
    const text = bigResponse(bytes);
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.locator('[data-editor]').focus();
    await page.keyboard.press('Control+A');
    const latency = await measurePaste(page);
    console.log(`# ${label} paste (${text.length} bytes): input event to findings on screen ${latency.inputToFindings.toFixed(1)} ms (check ${latency.checkMs.toFixed(1)} ms); key press to findings ${latency.total.toFixed(0)} ms`);
    const large = text.length > 2 << 20;
    assert.equal(await page.locator('[data-notice="large"]').count(), large ? 1 : 0);
    if (large) {
      // Too large for Chromium's text area: checked and shown read-only, findings still reachable.
      assert.equal(await page.locator('[data-large-view]').count(), 1);
      // The notice's words come with the help table.
      await page.waitForFunction(() => /too large to edit here.* MB\)/.test(widgetQuery('[data-notice="large"]')?.textContent ?? ''));
      await page.locator('[data-diagnostic][data-code="ttl/negative"] .mcpa-diagnostic-go').click();
      assert.ok(await page.locator('[data-large-view]').evaluate((e) => e.scrollTop) > 1000, 'the view scrolled to the finding');
    } else {
      // Typing in it stays possible: a keystroke at the end is checked again.
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' ');
      await checked(page);
      assert.equal(await page.locator('[data-diagnostic][data-code="ttl/negative"]').count(), 1);
    }
    // Only the lines in view are drawn.
    assert.ok(await page.locator('.mcpa-code-line').count() < 100);
  }
  await context.close();
});

test('axe-core finds nothing with diagnostics showing, in both languages', async () => {
  const { page, context } = await open();
  await page.locator('[data-samples]').selectOption('typos');
  await checked(page);
  assert.ok((await codes(page)).length >= 4);
  assert.deepEqual(await axe(page), []);
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.setAttribute('data-mcp-anatomy', 'validator');
    host.setAttribute('lang', 'ru');
    host.setAttribute('theme', 'dark');
    host.id = 'ru';
    document.body.prepend(host);
  });
  await page.waitForSelector('#ru [data-editor]');
  await page.locator('#ru [data-samples]').selectOption('typos');
  await page.waitForTimeout(250);
  assert.match(await page.locator('#ru [data-summary]').textContent(), /не соответствует/);
  assert.deepEqual(await axe(page, '.mcpa-root', '#ru'), []);
  await context.close();
});

test('a help table that fails to come is asked for again as the reader next reaches for the widget', async () => {
  const context = await newContext(env.browser, { viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const asked = [];
  await page.route('**/mcp-anatomy-help-*.js', async (route) => {
    asked.push(route.request().url());
    if (asked.length === 1) await route.abort();
    else await route.continue();
  });
  await page.goto(`${env.server.url}/index.html`);
  await page.waitForSelector('[data-editor]');
  await page.locator('[data-part="caching"]').hover();
  await page.waitForTimeout(500);
  assert.equal(asked.length, 1, `asked for: ${asked}`);
  assert.doesNotMatch(await page.locator('[data-panel="purpose"]').first().textContent(), /how long a result stays fresh/, 'no table, no text');
  await page.locator('[data-part="tools"]').hover();
  await page.locator('[data-part="caching"]').hover();
  await page.waitForFunction(() => /how long a result stays fresh/.test(widgetQuery('[data-panel="purpose"]')?.textContent ?? ''));
  assert.equal(asked.length, 2, `asked for: ${asked}`);
  await context.close();
});

test('what the module leaves out comes with the help table once the reader reaches for the widget, in either language', async () => {
  const context = await newContext(env.browser, { viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const asked = [];
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/mcp-anatomy-help-*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${env.server.url}/index.html`);
  await page.waitForSelector('[data-editor]');
  await page.waitForTimeout(300);
  assert.deepEqual(asked, [], 'a page whose editor shows no finding fetches no help table before the reader reaches for it');
  // A sample picked while the table is held back: the text area keeps its text until the table comes.
  const value = () => page.evaluate(() => widgetQuery('[data-editor]').value);
  const before = await value();
  await page.locator('[data-samples]').selectOption('typos');
  await page.waitForTimeout(300);
  assert.equal(await value(), before);
  assert.ok(asked.some((url) => url.endsWith('mcp-anatomy-help-en.js')), `asked for: ${asked}`);
  release();
  await page.waitForFunction((b) => widgetQuery('[data-editor]').value !== b, before);
  assert.match(await value(), /"list_changed": true/);
  assert.equal(await page.locator('[data-samples]').inputValue(), '', 'the sample list is ready for the next pick');
  // A part after the first: its purpose, details and fragment, from the table.
  await page.locator('[data-part="caching"]').hover();
  assert.match(await page.locator('[data-panel="purpose"]').first().textContent(), /how long a result stays fresh/);
  assert.match(await page.locator('[data-panel="details"] pre').textContent(), /notifications\/tools\/list_changed/);
  // Russian: the full module of that language, its own table.
  await prependHost(page, 'ru', { 'data-mcp-anatomy': 'full', lang: 'ru' });
  await page.waitForSelector('#ru [data-editor]');
  await page.locator('#ru [data-part="envelope"]').hover();
  await page.waitForFunction(() => widgetQuery('[data-panel="details"] pre', '#ru')?.textContent.includes('protocolVersion'));
  assert.match(await page.locator('#ru [data-panel="details"]').textContent(), /Каждый запрос несёт в/);
  assert.match(await page.locator('#ru [data-panel="purpose"]').textContent(), /Делает каждый запрос самодостаточным/);
  assert.ok(asked.some((url) => url.endsWith('mcp-anatomy-help-ru.js')), `asked for: ${asked}`);
  await context.close();
});
