// What a reference widget (view="reference") shows, read by the loader (embed.js) only for such
// widgets, so that pages without one never fetch this: the JSON given to mount() (`given`), else
// a <script type="application/json"> child of the host, else the text fetched from its `src`,
// which must be on this site (a reference shows what its own site serves, and asking another
// would tell it who reads the page). `problem` says why there is none; the module says it in the
// widget's language.
export default async function referenceData(host, given) {
  if (given != null) return { text: typeof given === 'string' ? given : JSON.stringify(given), label: 'data' };
  const inline = [...host.children].find((child) => child.localName === 'script' && child.type === 'application/json');
  if (inline) return { text: inline.textContent, label: 'inline' };
  const src = host.getAttribute('src');
  if (!src) return { text: '', label: '', problem: 'no src, inline JSON or data' };
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
