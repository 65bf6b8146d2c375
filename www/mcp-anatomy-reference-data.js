// What a reference widget (view="reference") shows, read by the loader (embed.js) only for such
// widgets, so that pages without one never fetch this: the JSON given to mount() (`given`), else
// a <script type="application/json"> child of the host, else the text fetched from its `src`,
// which must be on this site (a reference shows what its own site serves, and asking another
// would tell it who reads the page). `problem` says why there is none; the module says it in the
// widget's language, after `label`.
export default async function referenceData(host, given, language) {
  followContents(host);
  if (given != null) return { text: typeof given === 'string' ? given : JSON.stringify(given), label: 'data' };
  const inline = [...host.children].find((child) => child.localName === 'script' && child.type === 'application/json');
  if (inline) return readInline(inline.textContent, WORDS[language] ?? WORDS.en);
  const src = host.getAttribute('src');
  if (!src) {
    const words = WORDS[language] ?? WORDS.en;
    return { text: '', label: words.nothing, problem: words.file + words.lost };
  }
  let url;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    return { text: '', label: src, problem: 'not an address' };
  }
  if (url.origin !== location.origin) return { text: '', label: src, problem: 'not on this site' };
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return { text: '', label: src, problem: `HTTP ${response.status}` };
    return { text: await response.text(), label: src };
  } catch {
    return { text: '', label: src, problem: 'network error' };
  }
}

// What the loader says, in the widget's language, when it has no data it can use: what to do,
// which is mostly to name a file in `src`. A generator that draws a page in the browser
// (VitePress, on every page reached by its own links) leaves a <script> child out, and one may
// change its text (VitePress's static HTML escapes the quotes, which readInline undoes).
const WORDS = {
  en: {
    nothing: 'nothing to show',
    inline: 'the `<script type="application/json">` inside the element',
    notJson: (place) => `not JSON${place.line ? ` at line ${place.line}, column ${place.column}` : ''}: correct it, or, where the site's generator changes the text,`,
    file: "name in `src` a JSON file of this site, such as one in VitePress's `public/` folder, its address starting with the site's `base`",
    lost: ': a `<script>` inside the element is lost where a generator draws pages in the browser, as VitePress does',
  },
  ru: {
    nothing: 'источник не указан',
    inline: '`<script type="application/json">` внутри элемента',
    notJson: (place) => `это не JSON${place.line ? `: ошибка в строке ${place.line}, столбце ${place.column}` : ''}; исправьте текст или, если его меняет генератор сайта,`,
    file: 'укажите в `src` адрес JSON-файла этого сайта, например из папки `public/` в VitePress, с учётом `base` сайта',
    lost: ': `<script>` внутри элемента пропадает, когда генератор отрисовывает страницу в браузере, как это делает VitePress',
  },
};

/** The JSON of a <script type="application/json"> child as the module reads it. A Markdown
 * generator may have written it with HTML's escapes (VitePress's static pages: `&quot;` for
 * each quote), which a script's text keeps as they are; they are decoded only when the text is
 * not JSON as written and is once decoded, so JSON that means `&amp;` is never changed. */
function readInline(raw, words) {
  if (!wrongAt(raw)) return { text: raw, label: 'inline' };
  const decoded = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|quot|amp|lt|gt|apos);/gi, entity);
  // The place in the decoded text, which is what the page's author wrote before the generator
  // escaped it (in the text as escaped, the first `&` would be the place every time).
  const wrong = wrongAt(decoded);
  if (!wrong) return { text: decoded, label: 'inline' };
  // Said here rather than by the module, whose sentence names a file to check: there is none.
  return { text: '', label: words.inline, problem: `${words.notJson(wrong)} ${words.file}` };
}

const NAMED = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** The character an HTML character reference stands for, or the reference itself when it names
 * no character. */
function entity(reference, name) {
  if (name[0] !== '#') return NAMED[name.toLowerCase()];
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
}

/** Where `text` stops being what the module reads (one JSON text, or JSON Lines): null when it
 * is such, else its line and column when the browser's parser tells the place ({} when not). */
function wrongAt(text) {
  const whole = parseError(text);
  if (!whole) return null;
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim());
  // JSON Lines: every line a JSON text; the first that is not names the place.
  if (first >= 0 && !parseError(lines[first]) && lines.length > first + 1) {
    const bad = lines.findIndex((line) => line.trim() && parseError(line));
    if (bad < 0) return null;
    return { line: bad + 1, column: placeOf(lines[bad], parseError(lines[bad])).column };
  }
  return placeOf(text, whole);
}

const parseError = (text) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return null;
  } catch (error) {
    return error.message;
  }
};

/** The line and column of a JSON.parse message's place: Firefox says both, Chromium the offset
 * (with both in recent versions); Safari says neither. */
function placeOf(text, message) {
  const place = message.match(/line (\d+) column (\d+)/);
  if (place) return { line: Number(place[1]), column: Number(place[2]) };
  const offset = message.match(/position (\d+)/);
  if (!offset) return {};
  const before = text.slice(0, Number(offset[1])).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

// The contents list of a reference widget (src/surface/page/contents.rs) follows the page: the
// entry of the item in view (the last whose top has reached the window's top, or the host's fixed
// header: the items' scroll-margin-top) is marked, aria-current, and kept in sight in the list; the
// entries of the items the filter hides
// are hidden too (the stylesheet hides a group left empty). Here rather than in the module: these
// lines weigh less than the bindings the module would need for them.
const followed = new WeakSet();
function followContents(host) {
  if (followed.has(host)) return;
  followed.add(host);
  const root = () => host.shadowRoot ?? host;
  let nav, links, marked;
  // The list's links by their item's id, read anew when the widget is drawn anew; beside the
  // items (its summary left out) the list is opened, as the stylesheet shows it.
  const linkTo = (id) => {
    const now = root().querySelector('.mcpa-ref-nav');
    if (now !== nav) {
      nav = now;
      links = new Map([...(now?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href').slice(1), a]));
      const list = now?.firstChild;
      if (list && getComputedStyle(list.firstChild).display === 'none') list.open = true;
    }
    return links.get(id);
  };
  addEventListener('scroll', () => {
    let current, line;
    for (const item of root().querySelectorAll('.mcpa-ref-item:not([hidden])')) {
      line ??= parseFloat(getComputedStyle(item).scrollMarginTop) + 8;
      if (item.getBoundingClientRect().top > line) break;
      current = item;
    }
    const link = current && linkTo(current.id);
    if (link === marked) return;
    marked?.removeAttribute('aria-current');
    marked = link;
    if (!link) return;
    link.setAttribute('aria-current', 'true');
    const [shown, at] = [nav.getBoundingClientRect(), link.getBoundingClientRect()];
    if (at.top < shown.top || at.bottom > shown.bottom) nav.scrollTop += at.top - shown.top - shown.height / 2;
  }, { passive: true });
  host.addEventListener('mcp-anatomy-mounted', () => {
    linkTo();
    new MutationObserver((changes) => {
      for (const { target } of changes) linkTo(target.id)?.parentElement.toggleAttribute('hidden', target.hidden);
    }).observe(root(), { subtree: true, childList: true, attributeFilter: ['hidden'] });
  }, { once: true });
}
