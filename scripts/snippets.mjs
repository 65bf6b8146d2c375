// Prerenders the diagram of each language into dist/snippets/diagram-<lang>.html, for a page to
// put inside <mcp-anatomy view="diagram" lang="<lang>">: a declarative shadow root holding the
// widget's stylesheet and the markup its module renders first (the seven parts with their
// labels, the first part's purpose and details). A reader without JavaScript, and a search
// engine, see that; when the module loads it renders the same markup in the same place, so the
// page does not move. Rendered by the module itself in headless Chromium, so the snippet is
// exactly its first frame. Usage: node scripts/snippets.mjs [DIST] (after trunk build).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, serve } from '../tests/e2e/harness.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const languages = ['en', 'ru'];
const sheet = async (name) => (await import(pathToFileURL(join(dist, name)).href)).default;
const css = `${await sheet('mcp-anatomy-styles.js')}\n${await sheet('mcp-anatomy-diagram-styles.js')}`;
if (css.includes('</style')) throw new Error('snippets: the stylesheet would close its <style> early');

const server = await serve(dist);
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
  const hosts = languages.map((lang) => `<mcp-anatomy view="diagram" lang="${lang}"></mcp-anatomy>`).join('');
  await page.route('**/prerender.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/embed.js"></script></head><body>${hosts}</body></html>`,
    }),
  );
  await page.goto(`${server.url}/prerender.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('mcp-anatomy')].every((host) => host.shadowRoot?.querySelector('[data-part]')));
  const markups = await page.evaluate(() => [...document.querySelectorAll('mcp-anatomy')].map((host) => host.shadowRoot.innerHTML));
  mkdirSync(join(dist, 'snippets'), { recursive: true });
  languages.forEach((lang, index) => {
    const snippet = `<template shadowrootmode="open"><style>${css}</style>${markups[index]}</template>\n`;
    writeFileSync(join(dist, 'snippets', `diagram-${lang}.html`), snippet);
  });
} finally {
  await browser.close();
  await server.close();
}
