// The WebAssembly engine answers as the native server (issue 27): the same seeded API sessions
// sent to `automa serve` (HTTP, from node) and to the offline page (window.automa.api in headless
// Chromium, the library in WebAssembly over IndexedDB), every answer's JSON body compared after
// setting "modified" (a clock) to 0. The sessions: tests/golden/api/session.req (every endpoint, the
// three games, every action kind, combats, traps, undo/redo, versions, malformed and refused
// requests; its "PUT NAME FIXTURE" lines become imports of the fixture file on both sides), then
// the lines below (the search bots, export and import), all of it in English, then again in
// Italian on fresh games (the library's texts from the catalogue on both sides). What may differ
// and is not the engine's is set aside (norm below).
// usage: node equivalence.test.mjs SERVER_URL DIST_DIR OUT_DIR   (SERVER_URL: a server with an empty folder)
import { chromium } from 'playwright-core';
import { chromiumOptions, checker } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const [server, dist, outDir] = process.argv.slice(2);
if (!server || !dist || !outDir) { console.error('usage: node equivalence.test.mjs SERVER_URL DIST_DIR OUT_DIR'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });

// the session's requests: [method, path, body (text or null)]
const EXTRA = `
POST /games {"kind":"automata","name":"hb","seats":["hard","normal","easy"],"seed":77}
POST /games/hb/action {"action":"bots"}
GET /games/hb/score
POST /games {"kind":"automata","name":"hh","seats":["human","hard"],"seed":4611686018427387903}
POST /games/hh/action {"action":"bots"}
POST /games/hh/action {"action":"play","index":3}
POST /games/hh/action {"action":"bots"}
POST /games/hh/action {"action":"takeback"}
POST /games/hh/action {"action":"redo"}
GET /games/hh/file
GET /games/structures/file
GET /games/nothing/file
POST /games {"name":"copy","file":"{\\"format\\": \\"automa-scythe/1\\", \\"seed\\": -3}"}
POST /games {"name":"copy","file":"not a game"}
POST /games {"name":"copy","file":"{\\"shopping\\": 1}"}
POST /games {"name":"copy","file":12}
POST /games {"name":"bad name","file":"{}"}
POST /games {"name":"copy","file":"{}","kind":"scythe"}
GET /games
`;
function session(prefix) {
  const lines = fs.readFileSync(path.join(root, 'tests/golden/api/session.req'), 'utf8').split('\n').concat(EXTRA.split('\n'));
  const out = [];
  for (const line of lines) {
    if (!line.trim() || line.startsWith('#')) continue;
    const sp = line.indexOf(' ');
    const method = line.slice(0, sp);
    let rest = line.slice(sp + 1);
    const sp2 = rest.indexOf(' ');
    let p = sp2 < 0 ? rest : rest.slice(0, sp2);
    let body = sp2 < 0 ? null : rest.slice(sp2 + 1);
    if (method === 'PUT' && p.startsWith('/') === false) {   // PUT NAME FIXTURE: import the fixture
      const text = fs.readFileSync(path.join(root, 'tests/web/fixtures', body), 'utf8');
      out.push(['POST', '/games', JSON.stringify({ name: prefix + p, file: text })]);
      continue;
    }
    // every game of the Italian round gets its own name (the English round's games stay)
    if (prefix) {
      p = p.replace(/^\/games\/([A-Za-z0-9_-]+)/, (m, n) => '/games/' + prefix + n);
      if (body && method === 'POST' && p === '/games') body = body.replace(/"name":"([A-Za-z0-9_-]+)"/, (m, n) => `"name":"${prefix}${n}"`);
    }
    out.push([method, p, body]);
  }
  return out;
}

// What may differ and is not the engine's: "modified" (the clock), the order of the games list
// (by "modified", then name: sorted by name here), and a game's id in an exported file (each
// store makes its own, at random).
const norm = (text) => {
  let j;
  try { j = JSON.parse(text); } catch (e) { return 'NOT JSON: ' + text; }
  if (Array.isArray(j.games)) j.games.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (typeof j.file === 'string') j.file = j.file.replace(/^(\{\n {2}"store": \{"id": ")[0-9a-f]{16}"/, '$1ID"');
  return JSON.stringify(j, (k, v) => (k === 'modified' ? 0 : v));
};

async function toServer(method, p, body, lang) {
  const headers = { 'X-Automa-Lang': lang };
  if (body !== null) headers['Content-Type'] = 'application/json';
  const r = await fetch(server + '/api' + p, { method, headers, body: body === null ? undefined : body });
  return norm(await r.text());
}

const host = await serveStatic(dist);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const ctx = await chromium.launchPersistentContext(profile, chromiumOptions({
  viewport: { width: 1000, height: 800 }, locale: 'en-US'
}));
const page = ctx.pages()[0] || await ctx.newPage();
page.setDefaultTimeout(120000);
const T = checker();
const diffs = [];
try {
  await page.goto(host.url + '/');
  await page.waitForFunction(() => window.automa && window.automa.offline);
  for (const [lang, prefix] of [['en', ''], ['it', 'it-']]) {
    await page.evaluate((l) => { LANG = l; }, lang);   // the page's language goes with every request
    const reqs = session(prefix);
    let same = 0;
    for (const [method, p, body] of reqs) {
      const a = await toServer(method, p, body, lang);
      const b = norm(JSON.stringify(await page.evaluate(([m, q, x]) => window.automa.api(m, q, x), [method, '/api' + p, body])));
      if (a === b) same++;
      else diffs.push(`${lang} ${method} ${p} ${body || ''}\n  server:  ${a.slice(0, 600)}\n  offline: ${b.slice(0, 600)}`);
    }
    T.check(same === reqs.length, same === reqs.length ? `${lang}: ${reqs.length} requests, the offline page's answers equal the server's`
      : `${lang}: ${reqs.length - same} of ${reqs.length} answers differ`);
  }
} catch (e) {
  T.fail('the test stopped: ' + (e && e.stack ? e.stack : e));
} finally {
  await ctx.close();
  await host.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
if (diffs.length) {
  fs.writeFileSync(path.join(outDir, 'equivalence-diffs.txt'), diffs.join('\n'));
  console.log(diffs.slice(0, 5).join('\n'));
  console.log(`(every difference: ${path.join(outDir, 'equivalence-diffs.txt')})`);
}
process.exit(T.summary(`equivalence`));
