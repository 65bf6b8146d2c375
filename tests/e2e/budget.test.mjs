// The size budget script: it reports every file and the total, and its exit status is what
// makes the build fail when the embed grows past the limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, DIST } from './harness.mjs';

const budget = (dist, limitKb) =>
  spawnSync('bash', [join(ROOT, 'scripts/budget.sh'), dist], {
    env: { ...process.env, BUDGET_KB: String(limitKb), REFERENCE_BUDGET_KB: '100000' },
    encoding: 'utf8',
  });

test('the budget script fails the build when the embed is over the limit', () => {
  const over = budget(DIST, 1);
  assert.equal(over.status, 1, over.stdout + over.stderr);
  assert.match(over.stderr, /over the limit of 1 KB/);
  const within = budget(DIST, 100000);
  assert.equal(within.status, 0, within.stdout + within.stderr);
  const [, total, brotli] = within.stdout.match(/^largest \(\w+\) (\d+) gzipped\s+(\d+) brotli/m).map(Number);
  assert.ok(brotli > 0 && brotli < total, 'Brotli is reported beside gzip');
  // A page in each language: the loader, the stylesheets, and that language's glue and module;
  // a diagram-only page: the loader, the widget's stylesheet and the light module.
  const section = (title) => within.stdout.split(`${title}:`)[1].split(/^a /m)[0];
  const hasFiles = (text, files) => {
    for (const file of files) assert.match(text, new RegExp(`^\\s+${file.replaceAll('.', '\\.')}\\s+\\d+ bytes`, 'm'));
  };
  for (const lang of ['en', 'ru']) {
    const full = section(`a page in ${lang}`);
    hasFiles(full, ['embed.js', 'mcp-anatomy-styles.js', 'mcp-anatomy-diagram-styles.js', 'mcp-anatomy-editor-styles.js', `mcp-anatomy-${lang}.js`, `mcp-anatomy-${lang}_bg.wasm`]);
    const pageTotal = Number(full.match(/^\s+total\s+(\d+) gzipped/m)[1]);
    assert.ok(pageTotal > 0 && pageTotal <= total, `${lang} is counted, and the largest page is the limit`);
    const diagram = section(`a diagram-only page in ${lang}`);
    hasFiles(diagram, ['embed.js', 'mcp-anatomy-styles.js', 'mcp-anatomy-diagram-styles.js', `mcp-anatomy-diagram-${lang}.js`, `mcp-anatomy-diagram-${lang}_bg.wasm`]);
    assert.doesNotMatch(diagram, /editor-styles\.js|mcp-anatomy-\w\w\.js/, 'a diagram page fetches neither the editor nor the full module');
    const diagramTotal = Number(diagram.match(/^\s+total\s+(\d+) gzipped/m)[1]);
    assert.ok(diagramTotal > 0 && diagramTotal < pageTotal);
    const reference = section(`a reference-only page in ${lang}`);
    hasFiles(reference, ['embed.js', 'mcp-anatomy-styles.js', 'mcp-anatomy-reference-styles.js', 'mcp-anatomy-reference-data.js', `mcp-anatomy-reference-${lang}.js`, `mcp-anatomy-reference-${lang}_bg.wasm`]);
    assert.doesNotMatch(reference, /editor-styles\.js|diagram-styles\.js|mcp-anatomy-\w\w\.js/, 'a reference page fetches neither the editor, the drawing\'s styles nor the full module');
    // Its findings come later, from their own module: reported apart, and with the page.
    const findings = section(`later, the findings of a reference in ${lang}`);
    hasFiles(findings, [`mcp-anatomy-findings-${lang}.js`, `mcp-anatomy-findings-${lang}_bg.wasm`]);
    const referencePage = Number(reference.match(/^\s+total\s+(\d+) gzipped/m)[1]);
    const [findingsTotal, whole] = [/^\s+total\s+(\d+) gzipped/m, /^\s+the reference page with them\s+(\d+) gzipped/m].map((pattern) => Number(findings.match(pattern)[1]));
    assert.ok(findingsTotal > 0 && whole === referencePage + findingsTotal, `${referencePage} + ${findingsTotal} = ${whole}`);
    // A page whose script only validates: the engine alone, lighter than the diagram's page.
    const checking = section(`a page that only validates, in ${lang}`);
    hasFiles(checking, ['embed.js', `mcp-anatomy-check-${lang}.js`, `mcp-anatomy-check-${lang}_bg.wasm`, `mcp-anatomy-help-${lang}.js`]);
    assert.doesNotMatch(checking, /styles\.js|mcp-anatomy-\w\w\.js/, 'no stylesheet, no widget module');
    assert.ok(Number(checking.match(/^\s+total\s+(\d+) gzipped/m)[1]) < pageTotal);
  }
  assert.match(within.stdout, /^reference goal 110 KB \(112640\) gzipped: (met|over)/m);
  assert.match(within.stdout, /^largest diagram-only page \(\w+\) \d+ gzipped, limit 80 KB/m);
  // The limit is in KB of 1024 bytes: one byte over the total fails, the total itself passes.
  assert.ok(total > 0);
  assert.equal(budget(DIST, Math.ceil(total / 1024)).status, 0);
  assert.equal(budget(DIST, Math.floor((total - 1) / 1024)).status, 1);
  // The diagram pages have a limit of their own.
  const diagramTotal = Number(within.stdout.match(/^largest diagram-only page \(\w+\) (\d+) gzipped/m)[1]);
  const tight = spawnSync('bash', [join(ROOT, 'scripts/budget.sh'), DIST], {
    env: { ...process.env, BUDGET_KB: '100000', REFERENCE_BUDGET_KB: '100000', DIAGRAM_BUDGET_KB: String(Math.floor((diagramTotal - 1) / 1024)) },
    encoding: 'utf8',
  });
  assert.equal(tight.status, 1);
  assert.match(tight.stderr, /a diagram-only page is over the limit/);
  // So do the reference pages.
  const referenceTotal = Number(within.stdout.match(/^largest reference-only page \(\w+\) (\d+) gzipped/m)[1]);
  const referenceLimit = (kb) =>
    spawnSync('bash', [join(ROOT, 'scripts/budget.sh'), DIST], {
      env: { ...process.env, BUDGET_KB: '100000', REFERENCE_BUDGET_KB: String(kb) },
      encoding: 'utf8',
    });
  assert.equal(referenceLimit(Math.ceil(referenceTotal / 1024)).status, 0);
  const referenceOver = referenceLimit(Math.floor((referenceTotal - 1) / 1024));
  assert.equal(referenceOver.status, 1);
  assert.match(referenceOver.stderr, /a reference-only page is over the limit/);
  // And the reference page with its findings, when a limit is set for it.
  const wholeTotal = Number(within.stdout.match(/^largest reference page with its findings \(\w+\) (\d+) gzipped/m)[1]);
  const wholeLimit = (kb) =>
    spawnSync('bash', [join(ROOT, 'scripts/budget.sh'), DIST], {
      env: { ...process.env, BUDGET_KB: '100000', REFERENCE_BUDGET_KB: '100000', REFERENCE_WHOLE_BUDGET_KB: String(kb) },
      encoding: 'utf8',
    });
  assert.ok(wholeTotal > referenceTotal);
  assert.equal(wholeLimit(Math.ceil(wholeTotal / 1024)).status, 0);
  const wholeOver = wholeLimit(Math.floor((wholeTotal - 1) / 1024));
  assert.equal(wholeOver.status, 1);
  assert.match(wholeOver.stderr, /a reference page with its findings is over the limit/);
});

test('a missing file is a usage error, not a pass', () => {
  const empty = mkdtempSync(join(tmpdir(), 'mcpa-budget-'));
  writeFileSync(join(empty, 'embed.js'), '//');
  const result = budget(empty, 100000);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /missing; run make dist/);
});
