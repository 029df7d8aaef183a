// `automa serve --offline DIR` (issue 27): the offline page opened from the program's server at
// /offline/, in headless Chromium as a phone. Its files with their media types, nothing outside
// the folder (a path with "..", an unknown kind of file: 404), the engine allowed to compile its
// WebAssembly in the worker (the server's Content-Security-Policy), a game made and played by the
// engine in the browser (not by the server: the server's folder stays empty), the network off
// after the first visit and the page still playing.
// usage: node serve-offline.test.mjs BASE_URL GAMES_DIR OUT_DIR    (BASE_URL: automa serve --offline)
import { chromium } from 'playwright-core';
import { chromiumOptions, checker } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import http from 'node:http';

const [base, games, outDir] = process.argv.slice(2);
if (!base || !games || !outDir) { console.error('usage: node serve-offline.test.mjs BASE_URL GAMES_DIR OUT_DIR'); process.exit(2); }
const T = checker();
const check = T.check;
// node's http sends the path as written ("..": not folded away as fetch would)
const head = (p) => new Promise((res, rej) => {
  const u = new URL(base);
  http.get({ host: u.hostname, port: u.port, path: p }, (r) => {
    r.resume();
    r.on('end', () => res([r.statusCode, r.headers['content-type'] || '', r.headers['content-security-policy'] || '']));
  }).on('error', rej);
});
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const ctx = await chromium.launchPersistentContext(profile, chromiumOptions({
  viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'en-US'
}));
const page = ctx.pages()[0] || await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.setDefaultTimeout(20000);
try {
  const [s1, t1] = await head('/offline/automa-engine.wasm');
  const [s2, t2, csp] = await head('/offline/');
  check(s1 === 200 && t1 === 'application/wasm' && s2 === 200 && t2.startsWith('text/html') && csp.includes("'wasm-unsafe-eval'"),
    'the offline page\'s files from automa serve, with their media types and a CSP that lets the engine compile');
  const bad = await Promise.all(['/offline/../../web/app.js', '/offline/../Makefile', '/offline/%2e%2e/Makefile', '/offline/.git/config', '/offline/nothing.js',
    '/offline/locale/it/automa.mo/../../index.html'].map(async (p) => (await head(p))[0]));
  check(bad.every((s) => s === 404 || s === 400), 'nothing outside the folder, nor an unknown file (' + bad.join(' ') + ')');
  await page.goto(base + '/offline/');
  await page.waitForSelector('#new-scythe');
  check(await page.evaluate(() => window.automa && window.automa.offline === true), 'opened from automa serve, the page is the offline one');
  const j = await page.evaluate(() => window.automa.api('POST', '/api/games', { kind: 'scythe', name: 'inbrowser', human: 'nordic', seed: 3 }));
  const t = await page.evaluate(() => window.automa.api('POST', '/api/games/inbrowser/action', { action: 'done' }));
  check(j.ok && t.ok && !fs.existsSync(path.join(games, 'inbrowser.json')), 'a game made and played by the engine in the browser, not in the server\'s folder');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('.game-link[data-game="inbrowser"]');
  check(true, 'the network off: the page reloads from its service worker and lists the game');
  check(errors.length === 0, 'no script error' + (errors.length ? ': ' + errors.slice(0, 3).join(' | ') : ''));
} catch (e) {
  T.fail('the test stopped: ' + (e && e.stack ? e.stack : e));
  try { await page.screenshot({ path: path.join(outDir, 'serve-offline-stopped.png') }); } catch (_) { /* */ }
} finally {
  await ctx.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(T.summary(`serve --offline`));
