// Figures for embedding, from headless Chromium on a local static server (issues 6 and 18):
// - navigation to an interactive widget on examples/docs-ru.html (a diagram and an editor) and
//   examples/diagram-en.html (the diagram alone) (median of fresh loads, taking turns with a
//   page with no widget), in Chromium as the tests launch it and in the same Chromium without
//   the hidden browser pages its headless mode loads in every new window (see quietBrowser);
// - validate() against JSON.parse + ajv (draft 2020-12, compiled from the official schema),
//   side by side in the same page, each against its own type of the schema, taking turns after
//   a warm-up (the median of 401 short batches, or of 21 calls for a large answer): on typical
//   small answers (issue 34: the official examples of every cacheable result and of error
//   responses, and what the Python SDK's server answers the probe; each one's ratio, their
//   median and the worst), a 2 KB discover response of 60 extensions, a 1 MB discover response
//   and a 1 MB tools/list response;
// - where the time of examples/docs-ru.html goes: the moments of its loads, from further loads
//   that watch the loader from outside (median of each moment).
// Reports figures; asserts nothing. Run with `make bench-embed` (after make dist);
// `node scripts/bench-embed.mjs loads` or `… validate` runs one half.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, launch, bigResponse, ROOT } from '../tests/e2e/harness.mjs';

const SPEC = process.env.MCP_SPEC_DIR || join(ROOT, '../shared/mcp-spec/2026-07-28');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const part = process.argv[2];
const server = await serve();
const browser = await launch();

/** The browser pages a new window of `chromium` opens beside the page, hidden (their URLs). */
async function hiddenPages(chromium) {
  const context = await chromium.newContext();
  await context.newPage();
  await new Promise((resolve) => setTimeout(resolve, 250)); // the window's own pages open meanwhile
  const { targetInfos } = await (await chromium.newBrowserCDPSession()).send('Target.getTargets');
  await context.close();
  return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
}

/** The same Chromium without the two pages its headless mode loads, hidden, in every new window:
 * the omnibox's popup (chrome://omnibox-popup.top-chrome/ and its AI-mode variant). A fresh
 * context per load opens a new window each time, and those pages then load beside the measured
 * one: their renderer used about 140 ms of CPU during each load on this two-core machine, more
 * than the page's own main thread (about 40 ms). A reader's browser opens its window once, and
 * Chromium's headless shell has no such pages. Chromium takes only the last --disable-features
 * switch, so Playwright's own list, read from the command line it launched with, is kept in it.
 * Null when the browser opens no such pages, or (said on stderr) when they cannot be turned off:
 * no figure is then taken for quieter than it is. */
async function quietBrowser() {
  const HIDDEN_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
  if ((await hiddenPages(browser)).length === 0) return null;
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  const commandLine = readFileSync(`/proc/${processInfo.find((p) => p.type === 'browser').id}/cmdline`, 'utf8').split('\0');
  const disabled = commandLine.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1]);
  const quiet = await launch([`--disable-features=${[...disabled, ...HIDDEN_PAGES].join(',')}`]);
  const left = await hiddenPages(quiet);
  if (left.length === 0) return quiet;
  console.error(`bench-embed: Chromium still opens ${left.join(', ')} with ${HIDDEN_PAGES} off; no quiet figures`);
  await quiet.close();
  return null;
}

/** One fresh load of `url` in `chromium` (a new context: nothing cached): what the page's init
 * script `watch` logs on the console after `label `. The page reports on the console: waiting
 * with page.waitForFunction would have Playwright inject its own script while the widget loads,
 * and its evaluation (about 27 ms in a trace here) would be counted against the widget. */
async function freshLoad(chromium, url, watch, label) {
  const context = await chromium.newContext();
  const page = await context.newPage();
  await page.addInitScript(watch);
  const reported = page.waitForEvent('console', (message) => message.text().startsWith(`${label} `));
  await page.goto(url, { waitUntil: 'commit' });
  const text = (await reported).text().slice(label.length + 1);
  await context.close();
  return text;
}

/** One fresh load of `url`: navigation start to the diagram's parts on screen (or, on the floor
 * page, to its first frame). */
async function navigation(chromium, url) {
  const watch = () => {
    window.addEventListener('mcp-anatomy-ready', () => {
      const poll = () => {
        const host = document.getElementById('diagram');
        if (host?.shadowRoot?.querySelector('[data-part]')) console.log(`interactive ${performance.now()}`);
        else requestAnimationFrame(poll);
      };
      poll();
    });
  };
  return Number(await freshLoad(chromium, url, watch, 'interactive'));
}

/** The moments of one more load of `url`, in ms from navigation start: when the page's HTML was
 * in, its first paint, the loader's first request and the module's last byte, the module compiled
 * and instantiated, the ready event, the diagram mounted (its `mcp-anatomy-mounted` event), its
 * parts rendered (Yew renders in a microtask queued by the mount) and the next frame. Watched
 * from an init script that wraps WebAssembly's compile and instantiate, which the loader and the
 * glue call, so the loader runs as shipped; these loads are apart from the timed ones above. */
async function moments(chromium, url) {
  const watch = () => {
    const seen = {};
    const mark = (name) => (seen[name] ??= performance.now());
    const wrap = (name, after) => {
      const original = WebAssembly[name];
      WebAssembly[name] = (...args) => original(...args).then((value) => (mark(after), value));
    };
    wrap('compileStreaming', 'compiled');
    wrap('compile', 'compiled');
    wrap('instantiate', 'instantiated');
    addEventListener('mcp-anatomy-ready', () => mark('ready'));
    addEventListener('mcp-anatomy-mounted', (event) => {
      if (event.target.id !== 'diagram') return;
      mark('mounted');
      queueMicrotask(() => {
        if (event.target.shadowRoot.querySelector('[data-part]')) mark('rendered');
        requestAnimationFrame(() => {
          mark('next frame');
          const files = performance.getEntriesByType('resource').filter((entry) => /mcp-anatomy-/.test(entry.name));
          const paint = performance.getEntriesByName('first-paint')[0];
          const moments = {
            'HTML in': performance.getEntriesByType('navigation')[0].responseEnd,
            ...(paint && { 'first paint': paint.startTime }),
            "loader's first request": Math.min(...files.map((entry) => entry.startTime)),
            "module's last byte": Math.max(...files.map((entry) => entry.responseEnd)),
            ...seen,
          };
          console.log(`moments ${JSON.stringify(moments)}`);
        });
      });
    });
  };
  return JSON.parse(await freshLoad(chromium, url, watch, 'moments'));
}

/** Navigation figures in both browsers, then where the time of examples/docs-ru.html goes. */
async function loadFigures() {
  const quiet = await quietBrowser();
  // What this machine's browser takes before any widget could show: a page whose only module
  // script reports its first frame. It takes turns with the widget pages, load after load, so
  // that all three meet the same minutes of a shared machine, whose floor moves by tens of ms.
  const floorDir = await mkdtemp(join(tmpdir(), 'mcpa-floor-'));
  await writeFile(
    join(floorDir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>floor</title><h1>No widget</h1>' +
      '<script type="module">requestAnimationFrame(() => console.log(`interactive ${performance.now()}`));</script>',
  );
  const floor = await serve(floorDir);
  const pages = [
    [`${server.url}/examples/docs-ru.html`, 'navigation to interactive widget (examples/docs-ru.html, a diagram and an editor: the full module)'],
    [`${server.url}/examples/diagram-en.html`, 'navigation to interactive widget (examples/diagram-en.html, the diagram alone: the light module)'],
    [`${floor.url}/`, 'the same, a page with no widget (its first frame after a module script)'],
  ];
  const FLOOR = pages.length - 1;
  const LOADS = 15;
  // Both browsers take turns too, page after page, so that they meet the same minutes.
  const browsers = [
    [browser, 'Chromium as the tests launch it'],
    ...(quiet ? [[quiet, 'the same without the hidden omnibox pages of each new window']] : []),
  ];
  const times = browsers.map(() => pages.map(() => []));
  for (let round = 0; round < LOADS; round++) {
    for (const [b, [chromium]] of browsers.entries()) {
      for (const [index, [url]] of pages.entries()) times[b][index].push(await navigation(chromium, url));
    }
  }
  await floor.close();
  await rm(floorDir, { recursive: true });
  for (const [b, [, which]] of browsers.entries()) {
    console.log(`${which}:`);
    const floorMedian = median(times[b][FLOOR]);
    for (const [index, [, what]] of pages.entries()) {
      const time = median(times[b][index]);
      const above = index !== FLOOR ? ` (${(time - floorMedian).toFixed(0)} ms above the page with no widget)` : '';
      console.log(`  ${what}, median of ${LOADS} fresh loads: ${time.toFixed(0)} ms${above}`);
    }
  }

  for (const [chromium, which] of browsers) {
    const watched = [];
    for (let load = 0; load < LOADS; load++) watched.push(await moments(chromium, pages[0][0]));
    // A moment some loads lack (the paint entry is sometimes missing) takes the median of those
    // that have it.
    const steps = [...new Set(watched.flatMap(Object.keys))]
      .map((name) => [name, median(watched.map((moment) => moment[name]).filter(Number.isFinite))])
      .sort((a, b) => a[1] - b[1]);
    console.log(
      `where the time of examples/docs-ru.html goes (${which}), median of ${LOADS} more loads (ms from navigation start): ` +
        steps.map(([name, time]) => `${name} ${time.toFixed(0)}`).join(', '),
    );
  }
  await quiet?.close();
}

if (part !== 'validate') await loadFigures();

/** The official examples of `type` (a folder of the spec's examples/), as [file, text]. */
async function examples(type) {
  const dir = join(SPEC, 'examples', type);
  const files = (await readdir(dir)).sort();
  return Promise.all(files.map(async (file) => [file, await readFile(join(dir, file), 'utf8')]));
}

// The methods of the cacheable results and the names of their types in the schema.
const RESULTS = [
  ['server/discover', 'Discover'],
  ['tools/list', 'ListTools'],
  ['prompts/list', 'ListPrompts'],
  ['resources/list', 'ListResources'],
  ['resources/templates/list', 'ListResourceTemplates'],
  ['resources/read', 'ReadResource'],
];
const RESPONSE_TYPE = Object.fromEntries(RESULTS.map(([method, name]) => [method, `${name}ResultResponse`]));
const byType = (type) => ({ $ref: `#/$defs/${type}` });
// A bare error of the examples, as the whole response a server sends: the ajv side checks the
// response as a JSON-RPC error response whose error is that error's own type.
const errorResponse = (type) => ({ allOf: [byType('JSONRPCErrorResponse'), { properties: { error: byType(type) } }] });

/** Typical small answers (issue 34), each as { label, text, method, schema }: the official
 * examples of every cacheable result, as a whole response and as a bare result (told its
 * method, as the probe tells the engine), and of error responses (a bare error inside the
 * envelope a server sends it in, the text of the example kept); then what the Python SDK's
 * server answers the project's own probe. */
async function smallAnswers() {
  const answers = [];
  for (const [method, name] of RESULTS) {
    for (const type of [`${name}ResultResponse`, `${name}Result`]) {
      for (const [file, text] of await examples(type)) answers.push({ label: `${type}/${file}`, text, method, schema: byType(type) });
    }
  }
  for (const [file, text] of await examples('UnsupportedProtocolVersionError')) {
    answers.push({ label: `UnsupportedProtocolVersionError/${file}`, text, method: 'server/discover', schema: byType('UnsupportedProtocolVersionError') });
  }
  for (const [type, method] of [['MethodNotFoundError', 'prompts/list'], ['InvalidParamsError', 'tools/list'], ['InternalError', 'resources/read']]) {
    const [file, error] = (await examples(type))[0];
    const text = `{"jsonrpc": "2.0", "id": 1, "error": ${error}}`;
    answers.push({ label: `${type}/${file} in a response to ${method}`, text, method, schema: errorResponse(type) });
  }
  for (const { method, response } of pythonSdkAnswers()) {
    const schema = 'error' in JSON.parse(response) ? byType('JSONRPCErrorResponse') : byType(RESPONSE_TYPE[method]);
    answers.push({ label: `Python SDK (mcp 2.3.0) answer to ${method}`, text: response, method, schema });
  }
  return answers;
}

/** What the Python SDK's server (tests/servers/modern_server.py) answers `mcp-anatomy probe`:
 * server/discover and each list of the walk, as [{ method, response }]. */
function pythonSdkAnswers() {
  const python = join(ROOT, '.venv/bin/python');
  const command = ['run', '--quiet', '--bin', 'mcp-anatomy', '--', 'probe', '--format', 'json', '--', python, join(ROOT, 'tests/servers/modern_server.py')];
  let output;
  try {
    output = execFileSync('cargo', command, { cwd: ROOT, encoding: 'utf8' });
  } catch (error) {
    // Exit status 1 means findings; the JSON is on stdout all the same.
    output = error.stdout;
  }
  let probe;
  try {
    probe = JSON.parse(output);
  } catch {
    console.error('bench-embed: the probe of tests/servers/modern_server.py gave no report (is .venv there? scripts/bootstrap.sh servers); no Python SDK answers');
    return [];
  }
  return [{ method: 'server/discover', response: probe.response }, ...(probe.exchanges ?? [])].filter((exchange) => exchange.response);
}

/** validate() against JSON.parse + ajv on each of `answers` in one page, each against its own
 * type of the schema: the median time of a call of each, the two taking turns batch after batch
 * after a warm-up. */
async function validateAgainstAjv(page, answers) {
  const schema = JSON.parse(await readFile(join(SPEC, 'schema.json'), 'utf8'));
  return page.evaluate(
    ([answers, defs]) => {
      const ajv = new window.ajv2020.default({ strict: false });
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const time = (fn, repeat) => {
        const start = performance.now();
        for (let j = 0; j < repeat; j++) fn();
        return performance.now() - start;
      };
      return answers.map(({ text, method, schema }) => {
        const check = ajv.compile({ ...schema, $defs: defs });
        const options = method ? { method } : undefined;
        const sides = { engine: () => globalThis.mcpAnatomy.validate(text, options), ajv: () => check(JSON.parse(text)) };
        // Warm: V8 moves hot wasm and JavaScript to its optimising tier while they run.
        const warm = text.length > 100000 ? 3 : 2000;
        for (let i = 0; i < 3; i++) for (const fn of Object.values(sides)) time(fn, warm);
        // Batches of about 0.3 ms for a small answer, read on the page's 5 µs clock: short enough
        // that a batch another process interrupts is one of many, which the median leaves out on
        // a busy machine; a large answer takes one call a batch.
        const repeat = {};
        for (const [side, fn] of Object.entries(sides)) repeat[side] = Math.max(1, Math.round((0.3 * warm) / time(fn, warm)));
        const batches = text.length > 100000 ? 21 : 401;
        const runs = { engine: [], ajv: [] };
        for (let i = 0; i < batches; i++) {
          for (const [side, fn] of Object.entries(sides)) runs[side].push(time(fn, repeat[side]) / repeat[side]);
        }
        const report = sides.engine();
        return { kind: report.kind, engineValid: report.valid, ajvValid: sides.ajv(), engine: median(runs.engine), ajv: median(runs.ajv) };
      });
    },
    [answers, schema.$defs],
  );
}

/** A tools/list response of at least `bytes`: thousands of tools with input schemas. */
function toolsList(bytes) {
  const tools = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const tool = {
      name: `tool_${i}`,
      title: `Tool ${i}`,
      description: `Does thing number ${i} with the given city and day count.`,
      inputSchema: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'Where' },
          days: { type: 'integer', minimum: 1, maximum: 14 },
          units: { type: 'string', enum: ['metric', 'imperial'] },
        },
        required: ['city'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    };
    size += JSON.stringify(tool).length + 1;
    tools.push(tool);
  }
  const meta = { 'io.modelcontextprotocol/serverInfo': { name: 'big', version: '1' } };
  const result = { resultType: 'complete', tools, _meta: meta, ttlMs: 60000, cacheScope: 'public' };
  return JSON.stringify({ jsonrpc: '2.0', id: 1, result });
}

async function validateFigures() {
  // Cross-origin isolated, the page's clock steps by 5 µs instead of 100.
  const isolated = await serve(undefined, () => ({ 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${isolated.url}/examples/docs-ru.html`);
  await page.waitForFunction(() => globalThis.mcpAnatomy);
  // The page's editor fetches its help with its first finding; validate() needs it now.
  await page.evaluate(() => globalThis.mcpAnatomy.load(document.documentElement.lang));
  if (!(await page.evaluate(() => crossOriginIsolated))) console.error('bench-embed: the page is not cross-origin isolated; its clock is coarse');
  await page.addScriptTag({ path: join(ROOT, 'node_modules/ajv-dist/dist/ajv2020.bundle.js') });
  const line = ({ label, text }, result) =>
    `${label} (${text.length} bytes, ${result.kind}): validate() ${(result.engine * 1000).toFixed(1)} µs, ` +
    `JSON.parse+ajv ${(result.ajv * 1000).toFixed(1)} µs, ratio ${(result.engine / result.ajv).toFixed(2)} ` +
    `(valid: engine ${result.engineValid}, ajv ${result.ajvValid})`;

  const small = await smallAnswers();
  const smallResults = await validateAgainstAjv(page, small);
  console.log(`validate() ÷ (JSON.parse + ajv 2020-12, official schema) on ${small.length} typical small answers:`);
  small.forEach((answer, i) => console.log(`  ${line(answer, smallResults[i])}`));
  const ratios = smallResults.map((result) => result.engine / result.ajv);
  const worst = ratios.indexOf(Math.max(...ratios));
  console.log(`  small answers: median ratio ${median(ratios).toFixed(2)}, worst ${ratios[worst].toFixed(2)} (${small[worst].label})`);

  // A 2 KB discover response whose 60 extensions make ajv unusually slow, and the large ones.
  const large = [
    { label: '2 KB discover response of 60 extensions', text: bigResponse(1400).replace(/"ttlMs": -1/, '"ttlMs": 60000'), schema: byType('DiscoverResultResponse') },
    { label: '1 MB discover response', text: bigResponse(480 << 10).replace(/"ttlMs": -1/, '"ttlMs": 60000'), schema: byType('DiscoverResultResponse') },
    { label: '1 MB tools/list response', text: toolsList(1 << 20), schema: byType('ListToolsResultResponse') },
  ];
  const largeResults = await validateAgainstAjv(page, large);
  large.forEach((answer, i) => console.log(line(answer, largeResults[i])));
  await context.close();
  await isolated.close();
}

if (part !== 'loads') await validateFigures();
await browser.close();
await server.close();
