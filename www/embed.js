// mcp-anatomy embed loader. On a documentation page:
//   <script type="module" src="/path/to/embed.js"></script>
//   <div data-mcp-anatomy="full|diagram|validator" lang="ru|en" theme="auto|light|dark"></div>
// Every such element, also one added later, becomes a widget in its own shadow root. There is
// one module per language (mcp-anatomy-en.js + _bg.wasm, mcp-anatomy-ru.js + _bg.wasm), so a
// page fetches only the languages its widgets speak; the files come from this folder, nothing
// else is fetched, and no inline script or style is used.
const base = new URL('.', import.meta.url);
globalThis.mcpAnatomyEmbed = { stylesheet: new URL('mcp-anatomy.css', base).href };

const LANGUAGES = ['en', 'ru'];
const HOSTS = '[data-mcp-anatomy]:not([data-mcp-anatomy-mounted])';
const modules = new Map(); // language → promise of its initialised module
const ready = new Map(); // language → the module, once initialised (for the synchronous validate)

/** The built-in language for a BCP 47 tag: `ru`, `ru-RU` → ru; anything else → en. */
function languageOf(tag) {
  const primary = String(tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.includes(primary) ? primary : 'en';
}

/** A widget speaks its element's `lang`, else the nearest ancestor's, else English. */
function languageOfElement(element) {
  return languageOf(element.closest('[lang]')?.getAttribute('lang'));
}

const pageLanguage = () => languageOfElement(document.documentElement);

function load(tag) {
  const language = languageOf(tag);
  if (!modules.has(language)) {
    const module = import(new URL(`mcp-anatomy-${language}.js`, base).href).then(async (glue) => {
      await glue.default({ module_or_path: new URL(`mcp-anatomy-${language}_bg.wasm`, base) });
      ready.set(language, glue);
      return glue;
    });
    modules.set(language, module);
  }
  return modules.get(language);
}

/** Mounts a widget into `element`; `options` mirror the host attributes (see mcp-anatomy.d.ts). */
async function mount(element, options) {
  const lang = options?.lang;
  const language = languageOf(typeof lang === 'string' ? lang : languageOfElement(element));
  const glue = await load(language);
  // Options the module would refuse (not an object, a lang that is not a string) go to it as
  // given, so that it says what is wrong.
  const valid = options == null || (typeof options === 'object' && (lang == null || typeof lang === 'string'));
  glue.mount(element, valid ? { ...options, lang: language } : options);
}

/** Checks `text` in the module of `options.lang` (default: the page's language). */
function validate(text, options) {
  const language = typeof options?.lang === 'string' ? languageOf(options.lang) : pageLanguage();
  const glue = ready.get(language);
  if (!glue) {
    throw new Error(`mcp-anatomy: the ${language} module is not loaded yet; await mcpAnatomy.load('${language}') first`);
  }
  return glue.validate(text, options);
}

// Hosts already handed to mount(): while a module loads, later mutations do not queue them again.
const requested = new WeakSet();

function mountAll() {
  for (const element of document.querySelectorAll(HOSTS)) {
    if (requested.has(element)) continue;
    requested.add(element);
    mount(element).catch((error) => console.error('mcp-anatomy:', error));
  }
}

// The page's language and those of the widgets already there load before the ready event.
const initial = new Set([pageLanguage(), ...[...document.querySelectorAll(HOSTS)].map(languageOfElement)]);
await Promise.all([...initial].map(load));
globalThis.mcpAnatomy = { validate, mount, load: (tag) => load(tag).then(() => undefined) };
mountAll();
new MutationObserver(mountAll).observe(document.documentElement, { childList: true, subtree: true });
globalThis.dispatchEvent(new Event('mcp-anatomy-ready'));
