// Shared pieces of the browser tests: a static server for dist/, Debian's Chromium driven by
// playwright-core (never a downloaded browser), axe-core, and an artifacts folder.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = process.env.MCPA_DIST || join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'tests/e2e/artifacts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** Serves `dir` on 127.0.0.1 at a free port; `headers(path)` may add response headers. */
export async function serve(dir = DIST, headers = () => ({})) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', ...headers(path) });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** In-page helpers for widgets, which live in shadow roots (installed in every test page). */
function widgetHelpers() {
  // The first match of `selector` inside the shadow root of a host matching `host`.
  globalThis.widgetQuery = (selector, host = '[data-mcp-anatomy]') => {
    for (const element of document.querySelectorAll(host)) {
      const found = element.shadowRoot?.querySelector(selector);
      if (found) return found;
    }
    return null;
  };
  // The focused element, looking through shadow roots.
  globalThis.deepActiveElement = () => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
}

/** A browser context whose pages have the widget helpers. */
export async function newContext(browser, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(widgetHelpers);
  return context;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, headless; `args` come after the harness's own. */
export async function launch(args = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/** Opens `url` in a fresh page and waits until the widget has rendered its parts. */
export async function openWidget(browser, url, options = {}) {
  const context = await newContext(browser, { viewport: options.viewport || { width: 1200, height: 900 }, colorScheme: options.colorScheme || 'light' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  await page.waitForSelector('[data-part]');
  return { page, context, errors };
}

/** Runs axe-core on `selector` and returns its violations. */
export async function axe(page, selector = '.mcpa-root', host = '[data-mcp-anatomy]') {
  await page.addScriptTag({ path: join(ROOT, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async ([sel, hostSel]) => {
    const result = await window.axe.run(widgetQuery(sel, hostSel), { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, [selector, host]);
}

/** Puts a new host element, `<div id=…>` with these attributes, first in the page's body. */
export function prependHost(page, id, attributes) {
  return page.evaluate(([hostId, pairs]) => {
    const host = document.createElement('div');
    for (const [name, value] of Object.entries(pairs)) host.setAttribute(name, value);
    host.id = hostId;
    document.body.prepend(host);
  }, [id, attributes]);
}

/** Waits two frames, in which layout, container queries and fonts settle after a change. */
export function settle(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Runs axe-core, every rule and impact, on the whole page (shadow roots included). */
export async function axePage(page) {
  await page.addScriptTag({ path: join(ROOT, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  await page.locator('.mcpa-root').first().screenshot({ path });
  return path;
}

/** Starts the static server and Chromium before a file's tests and stops them after. */
export function withBrowser() {
  const env = {};
  before(async () => {
    env.server = await serve();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Presses Ctrl+V and times, inside the page, the input event and the findings it produced. */
export async function measurePaste(page) {
  await page.evaluate(() => {
    const area = widgetQuery('[data-editor]');
    window.__mcpaTiming = { pressed: performance.now() };
    window.addEventListener('input', () => { window.__mcpaTiming.input = performance.now(); }, { once: true, capture: true });
    window.addEventListener('paste', () => { window.__mcpaTiming.input ??= performance.now(); }, { once: true, capture: true });
    const summaryLine = widgetQuery('[data-summary]');
    new MutationObserver((_, observer) => {
      if (widgetQuery('[data-diagnostic][data-code="ttl/negative"]')) {
        window.__mcpaTiming.shown = performance.now();
        observer.disconnect();
      }
    }).observe(summaryLine.parentElement, { subtree: true, childList: true, attributes: true });
  });
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => window.__mcpaTiming.shown, null, { timeout: 120000 });
  const t = await page.evaluate(() => window.__mcpaTiming);
  // A large paste is taken from the paste event itself, with no input event.
  t.input ??= t.pressed;
  const checkMs = Number(await page.locator('[data-summary]').first().getAttribute('data-check-ms'));
  return { inputToFindings: t.shown - t.input, total: t.shown - t.pressed, checkMs };
}

export function bigResponse(bytes) {
  const extensions = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const entry = `"com.example${i}/feature-${i}": {"level": ${i}, "tags": ["a", "b"]}`;
    extensions.push(entry);
    size += entry.length + 2;
  }
  return JSON.stringify(JSON.parse(`{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"extensions":{${extensions.join(',')}}},"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"big","version":"1"}},"ttlMs":-1,"cacheScope":"public"}}`), null, 2);
}
