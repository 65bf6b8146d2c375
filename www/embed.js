// mcp-anatomy embed loader, and the entry of the npm package. On a documentation page:
//   <script type="module" src="/path/to/embed.js"></script>   (or: import 'mcp-anatomy')
//   <mcp-anatomy view="full|diagram|validator" lang="ru|en" theme="auto|light|dark"></mcp-anatomy>
//   or <div data-mcp-anatomy="full|diagram|validator" lang="ru|en"></div>
//   <mcp-anatomy view="reference" src="/tools.json"></mcp-anatomy> (a server's reference, from a
//   same-site JSON answer, transcript or saved probe walk, or a <script type="application/json">
//   child, or mount(element, { view: 'reference', data }))
// Every such element, also one added later, becomes a widget in its own shadow root. There are
// five modules per language: the full one (mcp-anatomy-ru.js + _bg.wasm: anatomy and editor), a
// light one for widgets that show only the diagram (mcp-anatomy-diagram-ru.js + _bg.wasm), one
// for the reference view (mcp-anatomy-reference-ru.js + _bg.wasm) and one for its findings, which
// it asks for once drawn (mcp-anatomy-findings-ru.js + _bg.wasm), and the engine alone for
// validate() (mcp-anatomy-check-ru.js + _bg.wasm), so a page fetches only the languages and the
// parts its widgets and scripts need; the files
// come from this folder, nothing else is fetched, and no inline script or style is used. A
// module that fails to load fails alone: its widgets say so and offer a retry, the others mount.
// Every file is named by a literal `new URL('./…', import.meta.url)`, which is how Vite and
// webpack 5 see a file to emit beside a bundle; a browser resolves it next to this file. The
// stylesheets come as modules whose default export is the CSS text: a .css file emitted that
// way is taken by VitePress for the site's own stylesheet.
const FILES = {
  'mcp-anatomy-styles.js': new URL('./mcp-anatomy-styles.js', import.meta.url),
  'mcp-anatomy-diagram-styles.js': new URL('./mcp-anatomy-diagram-styles.js', import.meta.url),
  'mcp-anatomy-editor-styles.js': new URL('./mcp-anatomy-editor-styles.js', import.meta.url),
  'mcp-anatomy-reference-styles.js': new URL('./mcp-anatomy-reference-styles.js', import.meta.url),
  'mcp-anatomy-reference-data.js': new URL('./mcp-anatomy-reference-data.js', import.meta.url),
  'mcp-anatomy-en.js': new URL('./mcp-anatomy-en.js', import.meta.url),
  'mcp-anatomy-en_bg.wasm': new URL('./mcp-anatomy-en_bg.wasm', import.meta.url),
  'mcp-anatomy-ru.js': new URL('./mcp-anatomy-ru.js', import.meta.url),
  'mcp-anatomy-ru_bg.wasm': new URL('./mcp-anatomy-ru_bg.wasm', import.meta.url),
  'mcp-anatomy-diagram-en.js': new URL('./mcp-anatomy-diagram-en.js', import.meta.url),
  'mcp-anatomy-diagram-en_bg.wasm': new URL('./mcp-anatomy-diagram-en_bg.wasm', import.meta.url),
  'mcp-anatomy-diagram-ru.js': new URL('./mcp-anatomy-diagram-ru.js', import.meta.url),
  'mcp-anatomy-diagram-ru_bg.wasm': new URL('./mcp-anatomy-diagram-ru_bg.wasm', import.meta.url),
  'mcp-anatomy-reference-en.js': new URL('./mcp-anatomy-reference-en.js', import.meta.url),
  'mcp-anatomy-reference-en_bg.wasm': new URL('./mcp-anatomy-reference-en_bg.wasm', import.meta.url),
  'mcp-anatomy-reference-ru.js': new URL('./mcp-anatomy-reference-ru.js', import.meta.url),
  'mcp-anatomy-reference-ru_bg.wasm': new URL('./mcp-anatomy-reference-ru_bg.wasm', import.meta.url),
  'mcp-anatomy-findings-en.js': new URL('./mcp-anatomy-findings-en.js', import.meta.url),
  'mcp-anatomy-findings-en_bg.wasm': new URL('./mcp-anatomy-findings-en_bg.wasm', import.meta.url),
  'mcp-anatomy-findings-ru.js': new URL('./mcp-anatomy-findings-ru.js', import.meta.url),
  'mcp-anatomy-findings-ru_bg.wasm': new URL('./mcp-anatomy-findings-ru_bg.wasm', import.meta.url),
  'mcp-anatomy-check-en.js': new URL('./mcp-anatomy-check-en.js', import.meta.url),
  'mcp-anatomy-check-en_bg.wasm': new URL('./mcp-anatomy-check-en_bg.wasm', import.meta.url),
  'mcp-anatomy-check-ru.js': new URL('./mcp-anatomy-check-ru.js', import.meta.url),
  'mcp-anatomy-check-ru_bg.wasm': new URL('./mcp-anatomy-check-ru_bg.wasm', import.meta.url),
  'mcp-anatomy-help-en.js': new URL('./mcp-anatomy-help-en.js', import.meta.url),
  'mcp-anatomy-help-ru.js': new URL('./mcp-anatomy-help-ru.js', import.meta.url),
};
// Modules of data whose default export is what the loader wants: a stylesheet's text, a help
// table, the reader of a reference's JSON. (The only import() of a file besides the glue's.)
const importData = (file) => import(/* @vite-ignore */ /* webpackIgnore: true */ FILES[file].href).then((module) => module.default);
// Stylesheets shared by every widget, adopted by each shadow root before the widget renders: no
// frame without styles, one fetch each. The editor's come apart, for widgets that show it. A
// stylesheet that cannot be fetched leaves widgets unstyled.
const sheets = new Map(); // file → promise of its CSSStyleSheet
const stylesheet = (file) => {
  if (!sheets.has(file)) {
    const styles = importData(file)
      .catch(() => '')
      .then((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
    sheets.set(file, styles);
  }
  return sheets.get(file);
};
// Each view's stylesheets besides the shared one: the drawing's rules go only where it is drawn.
const VIEW_STYLES = { diagram: ['mcp-anatomy-diagram-styles.js'], reference: ['mcp-anatomy-reference-styles.js'] };
const FULL_STYLES = ['mcp-anatomy-diagram-styles.js', 'mcp-anatomy-editor-styles.js'];
const stylesheetsFor = (view) => Promise.all(['mcp-anatomy-styles.js', ...(VIEW_STYLES[view] ?? FULL_STYLES)].map(stylesheet));
/** Views drawn by a module of their own, without the editor: a page of only these loads no
 * full module. */
const isLight = (view) => view === 'diagram' || view === 'reference';

const LANGUAGES = ['en', 'ru'];
const HOSTS = '[data-mcp-anatomy]:not([data-mcp-anatomy-mounted])';
const modules = new Map(); // module name (`ru`, `diagram-ru`) → promise of the initialised module
const initialised = new Map(); // module name → the module, once initialised (for the synchronous validate)
const failures = new Map(); // module name → the Error of its last failed load
const retriedByHost = new Set(); // modules a later host has already retried once

// The help of each code, per language. The modules carry none (it is most of their text): a
// widget asks for its language's table with a `mcp-anatomy-help` event the first time it shows
// a finding (an editor, or a reference view whose data has findings: a clean server's reference
// fetches none), and load() fetches it for validate(). The table also holds the texts the full
// module leaves out (the anatomy's parts and the editor's samples after the first, the editor's
// notices), so a full widget asks for it as the pointer or the focus first enters it. A table
// that cannot be fetched leaves the findings without help and those texts empty, and is asked
// for again as the reader next reaches for a widget.
const helpTables = new Map(); // language → promise of its table
/** The language of a module's name: `ru` of `ru`, `diagram-ru`, `reference-ru`, `findings-ru`
 * and `check-ru`. */
const languageOfModule = (name) => name.split('-').pop();
const helpLoaded = new Map(); // language → its table, once here (for the synchronous validate)
function loadHelp(language) {
  if (!helpTables.has(language)) {
    const table = importData(`mcp-anatomy-help-${language}.js`).then((help) => {
      helpLoaded.set(language, help);
      // The full module, the reference view's and validate()'s say the findings' sentences from it.
      for (const [name, glue] of initialised) if (languageOfModule(name) === language) glue.set_help?.(help);
      return help;
    });
    table.catch(() => {
      helpTables.delete(language);
      // The full modules that asked ask again as the reader next reaches for a widget.
      for (const [name, glue] of initialised) if (languageOfModule(name) === language) glue.help_failed?.();
    });
    helpTables.set(language, table);
  }
  return helpTables.get(language);
}

/** The module a widget needs: the light one when it shows the diagram alone, unless the full
 * one of its language is already there for another widget; the reference one for a reference
 * (and `findings` for its findings); for `check` (no widget: validate()), the engine alone. */
const moduleName = (language, view) =>
  view === 'reference' || view === 'findings' || view === 'check'
    ? `${view}-${language}`
    : view === 'diagram' && !modules.has(language)
      ? `diagram-${language}`
      : language;
const viewOf = (element) => element.getAttribute('data-mcp-anatomy') ?? element.getAttribute('view');
const moduleOfHost = (host) => moduleName(languageOfElement(host), viewOf(host));

// What a widget says when its module cannot be loaded: the module holds the widget's words, so
// these few live here.
const FAILURE_TEXT = {
  en: ['The MCP server anatomy could not be loaded', 'Try again'],
  ru: ['Не удалось загрузить анатомию MCP-сервера', 'Повторить'],
};

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

/** An Error that names the file that failed and why (`HTTP 404`, `network error`). */
function loadError(file, reason) {
  const error = new Error(`mcp-anatomy: could not load ${file} (${reason})`);
  error.file = file;
  error.reason = reason;
  return error;
}

async function fetchWasm(url, file) {
  const response = await fetch(url).catch(() => {
    throw loadError(file, 'network error');
  });
  if (!response.ok) throw loadError(file, `HTTP ${response.status}`);
  return response;
}

/** The compiled module, compiled while its bytes arrive (off the main thread, and while the glue
 * loads); a server that does not label it application/wasm gets it compiled once downloaded. */
async function compileWasm(response, file) {
  try {
    if (response.headers.get('Content-Type')?.startsWith('application/wasm')) {
      return await WebAssembly.compileStreaming(response);
    }
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (error) {
    throw loadError(file, error.message);
  }
}

async function importGlue(url, file) {
  try {
    return await import(/* @vite-ignore */ /* webpackIgnore: true */ url);
  } catch (error) {
    // import() does not tell the status; ask once, on this rare path only.
    const status = await fetch(url, { method: 'HEAD' }).then((r) => r.status, () => 0);
    throw status && status !== 200 ? loadError(file, `HTTP ${status}`) : loadError(file, error.message);
  }
}

/** The initialised module of a language (the light one for a `diagram` view); a module that
 * failed before is tried again. */
function load(tag, view) {
  const name = moduleName(languageOf(tag), view);
  if (failures.has(name)) {
    failures.delete(name);
    modules.delete(name);
  }
  if (!modules.has(name)) {
    const glueFile = `mcp-anatomy-${name}.js`;
    const wasmFile = `mcp-anatomy-${name}_bg.wasm`;
    // The glue is fetched while the wasm is fetched and compiled.
    const module = Promise.all([
      importGlue(FILES[glueFile].href, glueFile),
      fetchWasm(FILES[wasmFile], wasmFile).then((response) => compileWasm(response, wasmFile)),
    ]).then(async ([glue, wasm]) => {
      await glue.default({ module_or_path: wasm }).catch((error) => {
        throw loadError(wasmFile, error.message);
      });
      initialised.set(name, glue);
      const table = helpLoaded.get(languageOfModule(name));
      if (table) glue.set_help?.(table);
      return glue;
    });
    module.catch((error) => failures.set(name, error));
    modules.set(name, module);
  }
  return modules.get(name);
}

// The options of mount() and the host attributes they stand for.
const OPTIONS = {
  view: 'data-mcp-anatomy',
  lang: 'lang',
  theme: 'theme',
  storageKey: 'storage-key',
  specBase: 'spec-base',
  heading: 'heading',
  src: 'src',
  findings: 'findings',
  revision: 'revision',
  themeSwitch: 'theme-switch',
};
const givenData = new WeakMap(); // host → the `data` handed to mount() for its reference

/** Mounts a widget into `element`; `options` mirror the host attributes (see mcp-anatomy.d.ts). */
async function mount(element, options) {
  options ??= {};
  checkOptions(options, Object.keys(OPTIONS));
  for (const [name, attribute] of Object.entries(OPTIONS)) {
    if (options[name] != null) element.setAttribute(attribute, options[name]);
  }
  if (options.data != null) givenData.set(element, options.data);
  else givenData.delete(element);
  if (!viewOf(element)) element.setAttribute('data-mcp-anatomy', options.data != null ? 'reference' : 'full');
  await mountElement(element);
}

const mounted = new Map(); // host → the module that mounted its widget
const attempts = new WeakMap(); // host → the number of its latest mount, to drop stale ones

/** Mounts the widget `element`'s attributes describe, in its language's module for its view. */
async function mountElement(element) {
  const attempt = (attempts.get(element) ?? 0) + 1;
  attempts.set(element, attempt);
  const view = viewOf(element) ?? 'full';
  const [glue, , data] = await Promise.all([
    load(languageOfElement(element), view),
    adoptStyles(element, view),
    view === 'reference' && importData('mcp-anatomy-reference-data.js').then((read) => read(element, givenData.get(element), languageOfElement(element))),
  ]);
  // A later mount of the same host (its attributes changed meanwhile), or an <mcp-anatomy> that
  // left the page while its module loaded, wins.
  if (attempts.get(element) !== attempt || (element.localName === 'mcp-anatomy' && !element.isConnected)) return;
  if (data) {
    element.addEventListener('mcp-anatomy-findings', judgeReference);
    // The findings module, when another reference brought it: the findings come in the same draw.
    const findings = initialised.get(moduleName(languageOfElement(element), 'findings'));
    glue.mount_reference(element, data.text, data.label, data.problem, findings?.find);
    element.shadowRoot?.addEventListener('click', copyCall);
  } else glue.mount(element);
  mounted.set(element, glue);
  element.dispatchEvent(new CustomEvent('mcp-anatomy-mounted', { bubbles: true, composed: true }));
}

// A reference widget, once drawn, asks for its findings with a `mcp-anatomy-findings` event on
// its host (not when its `findings` attribute hides them all): the findings module of its
// language is fetched then, and its `find` handed to the reference module, which judges its data
// with it and draws the findings in (the widget's root is aria-busy till then). A module that
// cannot be fetched leaves the reference without findings, no longer busy, and is asked for
// again as the reader opens an item; one ask at a time per host.
const judging = new WeakSet(); // hosts whose findings module is on its way
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
function judgeReference(event) {
  const host = event.currentTarget;
  if (judging.has(host)) return;
  judging.add(host);
  load(languageOfElement(host), 'findings')
    .then(
      // After the frame that shows the reference: judging a long list takes a while.
      (findings) => afterPaint().then(() => mounted.get(host)?.take_findings(host, findings.find)),
      () => host.shadowRoot?.querySelector('[aria-busy]')?.removeAttribute('aria-busy'),
    )
    .finally(() => judging.delete(host));
}

/** A reference's copy button: the example call beside it to the clipboard, at the reader's click
 * (nothing else leaves the page), and its `data-copy` words in the line after it once there. */
function copyCall(event) {
  const button = event.target.closest?.('[data-copy]');
  const said = button?.nextSibling;
  if (!said) return;
  said.textContent = '';
  navigator.clipboard.writeText(button.parentNode.querySelector('code').textContent)
    .then(() => { said.textContent = button.dataset.copy; });
}

function unmountElement(element) {
  mounted.get(element)?.unmount(element);
  mounted.delete(element);
  requested.delete(element);
  attempts.set(element, (attempts.get(element) ?? 0) + 1);
}

/** Unmounts the `data-mcp-anatomy` hosts that left the page (a docs site's client-side
 * navigation replaces the content): their widgets stop, and their apps wait for the next host.
 * An <mcp-anatomy> does this itself. */
function unmountRemoved() {
  for (const host of mounted.keys()) {
    if (!host.isConnected && host.localName !== 'mcp-anatomy') unmountElement(host);
  }
}

/** `<mcp-anatomy view lang theme storage-key spec-base heading src findings revision theme-switch>`: the widget as a tag
 * of its own.
 * A changed attribute mounts it again as it now says; leaving the page unmounts it. Defined once,
 * however many copies of the loader a page runs. */
function defineElement() {
  if (customElements.get('mcp-anatomy')) return;
  customElements.define(
    'mcp-anatomy',
    class McpAnatomyElement extends HTMLElement {
      static observedAttributes = ['view', 'allow-remote-icons', ...Object.values(OPTIONS).slice(1)];
      connectedCallback() {
        mountHost(this);
      }
      disconnectedCallback() {
        unmountElement(this);
      }
      attributeChangedCallback(name, old, value) {
        if (old === value || !mounted.has(this)) return;
        unmountElement(this);
        mountHost(this);
      }
    },
  );
}

/** Throws when `options` is neither absent nor an object, or gives one of `names` as other
 * than a string. */
function checkOptions(options, names) {
  if (options == null) return;
  if (typeof options !== 'object') throw new Error('mcp-anatomy: bad options: expected an object');
  for (const name of names) {
    if (options[name] != null && typeof options[name] !== 'string') {
      throw new Error(`mcp-anatomy: bad options: ${name} must be a string`);
    }
  }
}

const codeInfos = new Map(); // module → [severity, code] of each code it has reported

// The tag validate() last read its language from, and that language: reading a tag (a split
// by a pattern, and the page's through closest()) took a sixth of a call on a small answer.
let validateTag, validateLanguage;

/** Checks `text` in the module of `options.lang` (default: the page's language). */
function validate(text, options) {
  // The root element's own attribute is what pageLanguage() finds: it has no ancestor.
  const tag = typeof options?.lang === 'string' ? options.lang : document.documentElement.getAttribute('lang');
  if (tag !== validateTag) [validateTag, validateLanguage] = [tag, languageOf(tag)];
  const language = validateLanguage;
  const glue = initialised.get(`check-${language}`);
  if (!glue) {
    throw new Error(`mcp-anatomy: the ${language} module is not loaded yet; await mcpAnatomy.load('${language}') first`);
  }
  if (typeof text !== 'string') throw new TypeError('mcp-anatomy: validate() takes the text as a string');
  checkOptions(options, ['lang', 'specBase', 'method']);
  const help = helpLoaded.get(language);
  if (!help) {
    throw new Error(`mcp-anatomy: the ${language} help is not loaded yet; await mcpAnatomy.load('${language}') first`);
  }
  if (!codeInfos.has(glue)) codeInfos.set(glue, []);
  const codes = codeInfos.get(glue);
  // The module hands over what varies from report to report, in arrays (Report::to_compact_text
  // in src/engine/report.rs): one short string to decode and parse, where the whole report's
  // names took a share of the call; the report is built here, member for member, with the help
  // of each code from the language's table (the module carries none).
  const [input, kind, valid, errors, warnings, infos, diagnostics, specRoot] = JSON.parse(glue.validate(text, options?.specBase, options?.method));
  const range = (numbers, at) => {
    const position = (i) => ({ offset: numbers[i], line: numbers[i + 1], column: numbers[i + 2], utf16: numbers[i + 3] });
    return { start: position(at), end: position(at + 4) };
  };
  return {
    input,
    kind,
    valid,
    errors,
    warnings,
    infos,
    diagnostics: diagnostics.map((d) => {
      const [severity, code] = (codes[d[0]] ??= JSON.parse(glue.code_info(d[0])));
      const fixes = d[12].map(([title, edits]) => ({ title, edits: edits.map((edit) => ({ range: range(edit, 0), newText: edit[8] })) }));
      return { severity, code, pointer: d[1], message: d[2], help: help[code], range: range(d, 3), spec: specUrl(specRoot, d[11]), fixes };
    }),
  };
}

/** A page's address: its path below the revision's root, or, for a page of an earlier revision
 * (`../2025-11-25/…`), below the root's parent. */
function specUrl(root, path) {
  return path.startsWith("../") ? root.replace(/[^/]+\/$/, "") + path.slice(3) : root + path;
}

/** The shadow root of `host`, made if need be, with the stylesheets of its view and the site's
 * colour scheme. */
async function adoptStyles(host, view) {
  showSiteTheme(host, siteTheme(), siteSwitches());
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = await stylesheetsFor(view);
  return shadow;
}

/** Says in `host`, in its language, that its module failed, with a button that tries again. */
async function showFailure(host, error) {
  host.dispatchEvent(new CustomEvent('mcp-anatomy-error', { bubbles: true, composed: true, detail: { file: error.file, reason: error.reason } }));
  const language = languageOfElement(host);
  const [sentence, again] = FAILURE_TEXT[language] ?? FAILURE_TEXT.en;
  const shadow = await adoptStyles(host, 'diagram');
  const box = Object.assign(document.createElement('div'), { className: 'mcpa-root mcpa-failure', lang: language });
  box.setAttribute('role', 'alert');
  box.dataset.theme = 'auto';
  box.dataset.failure = error.file ?? '';
  const message = Object.assign(document.createElement('p'), {
    textContent: error.file ? `${sentence}: ${error.file} (${error.reason}).` : `${sentence}.`,
  });
  const button = Object.assign(document.createElement('button'), { type: 'button', textContent: again });
  button.dataset.retry = '';
  button.addEventListener('click', () => retry(moduleOfHost(host)));
  box.append(message, button);
  shadow.replaceChildren(box);
}

/** The hosts showing that the module `name` failed. */
const failedHosts = (name) =>
  [...document.querySelectorAll(`${HOSTS}, mcp-anatomy`)].filter(
    (host) => host.shadowRoot?.querySelector('[data-failure]') && moduleOfHost(host) === name,
  );

function retry(name) {
  for (const host of failedHosts(name)) mountHost(host);
}

/** Mounts the widget of `host`; one that shows the editor alone waits for the next frame.
 * Building an editor takes several times a diagram's work, so a docs page with a diagram above
 * an editor paints the diagram that much sooner. */
function mountHost(host) {
  if (viewOf(host) !== 'validator') {
    mountNow(host);
    return;
  }
  const attempt = attempts.get(host);
  // After the frame, not in it: a requestAnimationFrame callback runs before the frame paints.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (attempts.get(host) === attempt && host.isConnected) mountNow(host);
    }),
  );
}

function mountNow(host) {
  mountElement(host).catch((error) => {
    if (error.file) showFailure(host, error);
    else console.error('mcp-anatomy:', error);
  });
}

// Hosts already handed to mount(): while a module loads, later mutations do not queue them again.
const requested = new WeakSet();

/** Mounts the hosts not yet seen. A language that failed is tried again once, for the first host
 * that appears after the failure (`retryFailed`); after that its hosts show the failure at once. */
function mountAll(retryFailed) {
  for (const host of document.querySelectorAll(HOSTS)) {
    if (requested.has(host)) continue;
    requested.add(host);
    const name = moduleOfHost(host);
    const failure = failures.get(name);
    const retry = failure && retryFailed && !retriedByHost.has(name);
    if (failure && !retry) {
      showFailure(host, failure);
      continue;
    }
    if (retry) retriedByHost.add(name);
    mountHost(host);
  }
}

/** The colour scheme the host site shows, from the signals docs generators set, or null when it
 * gives none (then the widget follows `prefers-color-scheme`). Last comes the page's own
 * background: VitePress marks only its dark mode, so on a dark system a VitePress page switched
 * to light says so only by being light. */
function siteTheme() {
  const html = document.documentElement;
  const body = document.body;
  if (html.classList.contains('dark')) return 'dark'; // VitePress, Tailwind-based sites
  const theme = html.dataset.theme ?? body?.dataset.theme; // Docusaurus, Starlight
  if (theme === 'dark' || theme === 'light') return theme;
  const material = body?.dataset.mdColorScheme; // MkDocs Material: default or slate
  if (material === 'slate') return 'dark';
  if (material === 'default') return 'light';
  for (const element of [html, body]) {
    const scheme = element ? getComputedStyle(element).colorScheme.replace('only ', '') : '';
    if (scheme === 'dark' || scheme === 'light') return scheme;
  }
  for (const element of [body, html]) {
    const channels = element && getComputedStyle(element).backgroundColor.match(/^rgba?\((.*)\)$/)?.[1].split(',').map(Number);
    if (channels && (channels[3] ?? 1) > 0.5) {
      const [r, g, b] = channels;
      return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
    }
  }
  return null;
}

/** Whether the site has a light/dark switch of its own, told by the signal that switch sets:
 * Docusaurus and Starlight always mark their scheme, MkDocs Material whenever it has a palette,
 * switches in the manner of Tailwind put `dark` or `light` in <html>'s class, and VitePress,
 * which marks only its dark mode, adds its dark-mode script (`script#check-dark-mode`) to every
 * page that has its appearance switch. A plain page's background or `color-scheme` is no
 * switch. */
function siteSwitches() {
  const html = document.documentElement;
  const body = document.body;
  return (
    html.matches('.dark, .light') ||
    document.getElementById('check-dark-mode')?.localName === 'script' ||
    ['dark', 'light'].includes(html.dataset.theme ?? body?.dataset.theme) ||
    body?.dataset.mdColorScheme != null
  );
}

/** Tells a widget the site's scheme, which its stylesheet applies while the widget's theme is
 * auto, and whether the site switches it itself: then the widget's own switch is left out
 * (`theme-switch="auto"`), since the site's already repaints the widget. */
function showSiteTheme(host, theme, switches) {
  if (theme) host.setAttribute('data-site-theme', theme);
  else host.removeAttribute('data-site-theme');
  host.toggleAttribute('data-site-switch', switches);
}

function followSiteTheme() {
  const [theme, switches] = [siteTheme(), siteSwitches()];
  for (const host of document.querySelectorAll('[data-mcp-anatomy], mcp-anatomy')) showSiteTheme(host, theme, switches);
}

async function start() {
  // The modules of the widgets already there load before the ready event, and validate()'s module
  // and help of the page's language too, unless the page shows widgets and either all of them are
  // light (the diagram, a reference) or one is an editor of that language (a page that is about
  // its widgets, whose scripts call load() first); a module that fails is reported in its detail
  // and does not hold the others back.
  // The full modules start first, so that a diagram beside an editor of its language uses the
  // module that is coming anyway.
  const hosts = [...document.querySelectorAll(`${HOSTS}, mcp-anatomy`)];
  const lightOnly = hosts.length > 0 && hosts.every((host) => isLight(viewOf(host)));
  for (const view of new Set(hosts.map(viewOf))) stylesheetsFor(view);
  const editors = hosts.filter((host) => !isLight(viewOf(host)));
  const editorLanguages = new Set(editors.map(languageOfElement));
  const loading = [...editorLanguages].map((language) => load(language, 'full'));
  // An editor's help comes with its first finding, or as the reader reaches for it (or load()).
  const scripted = lightOnly || editorLanguages.has(pageLanguage()) ? null : pageLanguage();
  if (scripted) loading.push(loadLanguage(scripted));
  addEventListener('mcp-anatomy-help', () => {
    for (const name of initialised.keys()) {
      if (!name.startsWith('diagram-')) loadHelp(languageOfModule(name)).catch(() => {});
    }
  });
  for (const host of hosts) loading.push(load(languageOfElement(host), viewOf(host)));
  await Promise.allSettled(loading);
  globalThis.mcpAnatomy = { validate, mount, load: loadLanguage };
  defineElement();
  mountAll(false);
  new MutationObserver(() => {
    unmountRemoved();
    mountAll(true);
  }).observe(document.documentElement, { childList: true, subtree: true });
  // A site's dark-mode toggle repaints the widgets at once.
  const themeObserver = new MutationObserver(followSiteTheme);
  for (const element of [document.documentElement, document.body]) {
    themeObserver.observe(element, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-md-color-scheme'] });
  }
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', followSiteTheme);
  globalThis.dispatchEvent(new CustomEvent('mcp-anatomy-ready', { detail: { failed: [...failures.keys()] } }));
}

/** Fetches and starts validate()'s module of a language and its help. */
const loadLanguage = (tag) => Promise.all([load(tag, 'check'), loadHelp(languageOf(tag))]).then(() => undefined);

// A static site's build may import this file in Node, where there is no page: it then does
// nothing. No top-level await, which the default targets of Vite and webpack refuse.
const ready = typeof document === 'undefined' ? Promise.resolve() : start();

export { validate, mount, loadLanguage as load, ready };
