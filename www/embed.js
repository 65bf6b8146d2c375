// mcp-anatomy embed loader. On a documentation page:
//   <script type="module" src="/path/to/embed.js"></script>
//   <div data-mcp-anatomy="full|diagram|validator" lang="ru|en" theme="auto|light|dark"></div>
// Every such element, also one added later, becomes a widget in its own shadow root. The files
// beside this one (mcp-anatomy.js, mcp-anatomy_bg.wasm, mcp-anatomy.css) are loaded from the
// same folder; nothing else is fetched, and no inline script or style is used.
const base = new URL('.', import.meta.url);
globalThis.mcpAnatomyEmbed = { stylesheet: new URL('mcp-anatomy.css', base).href };
const glue = await import(new URL('mcp-anatomy.js', base).href);
await glue.default({ module_or_path: new URL('mcp-anatomy_bg.wasm', base) });
// The JS API for docs tooling: validate(text, {lang}) and mount(element, options).
globalThis.mcpAnatomy = { validate: glue.validate, mount: glue.mount };
globalThis.dispatchEvent(new Event('mcp-anatomy-ready'));
