// The offline page (make web-dist, issue 27) in headless Chromium as a phone (360x800, touch),
// from a static host on 127.0.0.1 (tests/web/static.mjs: files only, no API): the first visit
// (the service worker takes every file, the manifest and icons valid, Chromium's installability
// check passes), a Scythe game's first rounds played by tapping, the network off and the page
// reloaded (the game from IndexedDB, played on), an Expeditions turn, an Automata game against the
// hard bot, Italian (the library's texts from the catalogue in the page), the game exported and
// continued in the terminal (`automa scythe show`, `done`, `turn` on the downloaded file), imported
// back, a bad file refused with the library's message and nothing stored changed, the games
// still there after the browser restarts. Screenshots: OUT_DIR/offline-*.png.
// usage: node offline.test.mjs DIST_DIR OUT_DIR AUTOMA_PROGRAM
import { chromium } from 'playwright-core';
import { chromiumOptions, checker } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { serveStatic } from './static.mjs';

const [dist, outDir, prog] = process.argv.slice(2);
if (!dist || !outDir || !prog) { console.error('usage: node offline.test.mjs DIST_DIR OUT_DIR AUTOMA_PROGRAM'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });
const T = checker();
const check = T.check;
const host = await serveStatic(dist);
const base = host.url;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-offline-'));
const launch = () => chromium.launchPersistentContext(profile, chromiumOptions({
  viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US',
  acceptDownloads: true
}));
let ctx = await launch();
let page = ctx.pages()[0] || await ctx.newPage();
const errors = [], outside = [];
function watch(c, p) {
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  c.on('request', (r) => { if (!r.url().startsWith(base + '/') && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) outside.push(r.url()); });
}
watch(ctx, page);
page.setDefaultTimeout(20000);
const shot = (name) => page.screenshot({ path: path.join(outDir, 'offline-' + name + '.png') });
const idle = () => page.waitForFunction(() => typeof S !== 'undefined' && !S.busy && !document.body.classList.contains('busy'));
const loaded = (name) => page.waitForFunction((n) => typeof S !== 'undefined' && S.loaded === n && !S.busy, name);
const callApi = (method, p, body) => page.evaluate(([m, q, b]) => window.automa.api(m, q, b), [method, p, body]);
const run = (...args) => execFileSync(prog, args, { encoding: 'utf8', env: Object.assign({}, process.env, { LANGUAGE: '', LC_ALL: 'C' }) });
async function tapHex(name) {
  const box = await page.locator(`svg.board [data-terr="${name}"] polygon.hex`).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.88);
}

try {
  // ---- the first visit: every file kept by the service worker; manifest, icons, installable --------
  await page.goto(base + '/');
  await page.waitForSelector('#new-scythe');
  check(await page.evaluate(() => window.automa && window.automa.offline === true), 'the offline page: window.automa.api is the WebAssembly engine');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector('#new-scythe');
  check(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page after the first visit');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('automa-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname.replace(/^\//, ''));
  });
  const files = fs.readdirSync(dist, { recursive: true }).filter((f) => fs.statSync(path.join(dist, f)).isFile()).map((f) => f.split(path.sep).join('/'));
  const missing = files.filter((f) => f !== 'sw.js' && !cached.includes(f));
  check(missing.length === 0 && files.length > 10, `the service worker's cache holds every file of the page (${cached.length}; missing: ${missing.join(' ') || 'none'})`);
  const man = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
  const png = (f) => { const b = fs.readFileSync(path.join(dist, f)); return b.slice(1, 4).toString() === 'PNG' ? [b.readUInt32BE(16), b.readUInt32BE(20)] : null; };
  const sizesOk = man.icons.filter((i) => i.type === 'image/png').every((i) => { const d = png(i.src); return d && `${d[0]}x${d[1]}` === i.sizes; });
  check(man.name && man.short_name && man.start_url && man.display === 'standalone' && sizesOk &&
    man.icons.some((i) => i.sizes === '192x192') && man.icons.some((i) => i.sizes === '512x512') && man.icons.some((i) => i.purpose === 'maskable'),
    'the manifest: name, start_url, standalone, PNG icons of 192 and 512 px (sizes as written), a maskable one');
  const cdp = await ctx.newCDPSession(page);
  const inst = await cdp.send('Page.getInstallabilityErrors');
  const instErr = (inst.installabilityErrors || []).map((e) => e.errorId);
  check(instErr.length === 0, 'Chromium finds the page installable (' + (instErr.join(', ') || 'no error') + ')');
  const man2 = await cdp.send('Page.getAppManifest');
  check(!man2.errors || man2.errors.length === 0, 'Chromium parses the manifest without error');
  const persisted = await page.evaluate(async () => (navigator.storage && navigator.storage.persisted ? navigator.storage.persisted() : 'n/a'));
  console.log('    persistent storage granted: ' + persisted);

  // ---- a Scythe game: its first rounds, by tapping ----------------------------------------------------
  await page.fill('#f-name', 'phone');
  await page.fill('#f-seed', '11');
  await page.click('#create-scythe');
  await loaded('phone');
  check(await page.locator('svg.board .unit.mine').count() >= 2, 'Scythe: a new game from the form, your units on the board');
  let moved = 0;
  for (let round = 1; round <= 3; round++) {
    const v = await page.evaluate(() => S.view);
    if (v.current === v.human) {
      // a worker of yours moves to a territory it can reach: a tap on its territory (again, until
      // the worker is the one selected), then on the territory
      const r = v.reach.find((x) => x.unit === 'worker' && x.to.length && /^[A-H]\d$/.test(x.to[x.to.length - 1]));
      if (r) {
        const to = r.to[r.to.length - 1];
        for (let k = 0; k < 4 && await page.evaluate(() => (S.sel ? S.sel.unit : '')) !== 'worker'; k++) await tapHex(r.from);
        await tapHex(to);
        await idle();
        const w = await page.evaluate(() => S.view.players.find((p) => p.faction === S.view.human).workers);
        if (w.includes(to)) moved++;
      }
      await page.click('#end-turn');
      await idle();
    }
    await page.click('#automa-turn');
    await page.waitForSelector('#turn-report');
    await idle();
  }
  const rep = await page.textContent('#turn-report');
  check(moved === 3, `Scythe: a worker moved by two taps in each of the three rounds (${moved})`);
  check(/draws card \d+/.test(rep), 'Scythe: three rounds played, the Automa\'s last turn told (' + rep.slice(0, 50).replace(/\s+/g, ' ') + '...)');
  await shot('scythe');
  const roundText = await page.textContent('#turn-status');

  // ---- the network off: the page reloads from the service worker, the game from IndexedDB ---------
  await ctx.setOffline(true);
  await page.reload();
  await loaded('phone');
  check((await page.textContent('#turn-status')) === roundText && (await page.locator('#turn-report').count()) === 1,
    'network off: the page reloads and shows the game as it was (' + roundText + ')');
  const turnsOff = await page.evaluate(() => S.view.turns);
  await page.click('#end-turn');
  await idle();
  await page.click('#automa-turn');
  await page.waitForSelector('#turn-report');
  await idle();
  check((await page.evaluate(() => S.view.turns)) === turnsOff + 2 && (await page.evaluate(() => !S.msg || S.msg.kind !== 'error')),
    'network off: your turn ended and an Automa turn played, saved (turns ' + turnsOff + ' -> ' + (turnsOff + 2) + ')');
  await shot('scythe-offline');

  // ---- Italian: the page's words and the library's (its catalogue, offline) --------------------------
  await page.click('#lang');
  await page.waitForSelector('#lang:text-is("English")');
  const itTurn = await page.textContent('#automa-turn');
  check(/Automa/.test(itTurn) && itTurn !== 'Automa turn', 'Italian: the page in Italian (' + itTurn + ')');

  // ---- an Expeditions turn ------------------------------------------------------------------------------
  await page.click('#home-link');
  await page.waitForSelector('#new-exp');
  await page.fill('#new-exp input[name="name"]', 'exp');
  await page.fill('#new-exp input[name="seed"]', '3');
  await page.click('#new-exp button[type="submit"]');
  await loaded('exp');
  await page.click('#exp-turn');
  await page.waitForSelector('#exp-report');
  await idle();
  check(await page.locator('.loc .mech.automa').count() >= 2, 'Expeditions (offline, Italian): the Automa\'s turn, her mechs on the board');
  await shot('expeditions');

  // ---- Automata against the hard bot (Italian labels from the library's catalogue) ------------------
  await page.click('#home-link');
  await page.waitForSelector('#new-automata');
  await page.fill('#atm-name', 'dice');
  await page.fill('#atm-seed', '5');
  await page.selectOption('#atm-seat0', 'human');
  await page.selectOption('#atm-seat1', 'hard');
  await page.click('#create-automata');
  await page.waitForSelector('#atm-actions button.atm-act', { timeout: 60000 });
  await idle();
  check((await page.textContent('#atm-botlog')).length > 20, 'Automata: the hard bot played its first move, with its reason');
  const label = await page.textContent('#atm-actions button.atm-act >> nth=0');
  check(/^piazza /.test(label), 'Automata: the library\'s action labels in Italian (' + label + ')');
  await page.click('#atm-actions button.atm-act >> nth=0');
  await page.waitForFunction(() => !S.busy && S.view.human_to_act, null, { timeout: 60000 });
  check(true, 'Automata: your move, then the hard bot\'s answer');
  await shot('automata');
  await page.click('#lang');   // back to English

  // ---- export; the terminal goes on with the file; import back ------------------------------------
  await page.evaluate(() => { location.hash = '#/scythe/phone'; });
  await loaded('phone');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#export-btn')]);
  const exported = path.join(work, 'phone.json');
  await dl.saveAs(exported);
  check(dl.suggestedFilename() === 'phone.json', 'export: the download is phone.json');
  const text = fs.readFileSync(exported, 'utf8');
  check(/^\{\n {2}"store": \{"id": "[0-9a-f]{16}", "version": \d+\},\n {2}"format": "automa-scythe\/1"/.test(text),
    'export: the game file as the command line writes it (the store line, then the game)');
  const shown = run('scythe', 'show', exported);
  check(/nordic|crimea|rusviet|polania|saxony|togawa|albion/.test(shown), 'the terminal reads the exported file: automa scythe show');
  const before = await page.evaluate(() => S.view.turns);
  if ((await page.evaluate(() => S.view.current === S.view.human))) run('scythe', 'done', exported);
  run('scythe', 'turn', exported);
  const after = JSON.parse(fs.readFileSync(exported, 'utf8'));
  check(after.turns > before, `the terminal plays on: done, turn (turns ${before} -> ${after.turns})`);
  await page.click('#home-link');
  await page.waitForSelector('#import-form');
  await page.setInputFiles('#import-file', exported);
  await page.fill('#import-name', 'back');
  await page.click('#import-btn');
  await loaded('back');
  check((await page.evaluate(() => S.view.turns)) === after.turns, 'import back: the terminal\'s game on the page (turns ' + after.turns + ')');
  await shot('imported');

  // ---- a bad file: refused with the library's message, nothing stored changed ------------------------
  await page.click('#home-link');
  await page.waitForSelector('#import-form');
  const listBefore = JSON.stringify((await callApi('GET', '/api/games')).games.map((g) => [g.name, g.version]));
  const bad = path.join(work, 'phone-bad.json');
  fs.writeFileSync(bad, text.replace('"format": "automa-scythe/1"', '"format": "automa-scythe/1", "power_unknown": 3'));
  await page.setInputFiles('#import-file', bad);
  await page.fill('#import-name', 'phone');   // and over an existing game's name
  await page.click('#import-btn');
  await page.waitForSelector('#msg:not([hidden])');
  const msg = await page.textContent('#msg');
  check(/Not imported \(phone-bad\.json\)/.test(msg) && /power_unknown|unknown field/.test(msg), 'a bad file is refused with the library\'s message: ' + msg.trim());
  const listAfter = JSON.stringify((await callApi('GET', '/api/games')).games.map((g) => [g.name, g.version]));
  check(listBefore === listAfter, 'the refused import changed nothing stored');
  const other = path.join(work, 'notes.json');
  fs.writeFileSync(other, '{"shopping": ["milk"]}');
  await page.setInputFiles('#import-file', other);
  await page.fill('#import-name', 'notes');
  await page.click('#import-btn');
  await page.waitForFunction(() => /not a game file/.test(document.querySelector('#msg').textContent));
  check(true, 'a JSON file that is no game: "not a game file of this program"');

  // ---- the history of finished games, kept in the browser ------------------------------------------
  const levelBefore = (await callApi('GET', '/api/board/scythe')).defaults.level;
  const fin = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'structures.json'), 'utf8');
  const imp = await callApi('POST', '/api/games', { name: 'finished', file: fin });
  const rows = await page.evaluate(() => new Promise((res, rej) => {
    const r = indexedDB.open('automa');
    r.onsuccess = () => { const q = r.result.transaction('history').objectStore('history').getAll(); q.onsuccess = () => res(q.result); q.onerror = rej; };
    r.onerror = rej;
  }));
  const levelAfter = (await callApi('GET', '/api/board/scythe')).defaults.level;
  check(imp.ok && imp.game.game_over && rows.length === 1 && rows[0].name === 'finished' && rows[0].row.game === 'scythe',
    'a finished game goes into the browser\'s history of finished games (' + JSON.stringify(rows.map((r) => r.row)) + ')');
  check(levelBefore === 'autometta' && levelAfter === 'automa', `after a finished game a new Scythe game proposes the Automa level (${levelBefore} -> ${levelAfter})`);
  await callApi('DELETE', '/api/games/finished');

  // ---- the browser restarts: the games are still there (IndexedDB) -----------------------------------
  await ctx.close();
  ctx = await launch();
  page = ctx.pages()[0] || await ctx.newPage();
  watch(ctx, page);
  await ctx.setOffline(true);
  await page.goto(base + '/');
  await page.waitForSelector('.game-link[data-game="phone"]');
  const names = await page.$$eval('.game-link', (as) => as.map((a) => a.getAttribute('data-game')).sort());
  check(JSON.stringify(names) === JSON.stringify(['back', 'dice', 'exp', 'phone']), 'after a restart, offline: the four games are listed (' + names.join(', ') + ')');
  check(errors.length === 0, 'no script error' + (errors.length ? ': ' + errors.slice(0, 3).join(' | ') : ''));
  check(outside.length === 0, 'no request beyond the static host' + (outside.length ? ': ' + outside.slice(0, 3).join(' ') : ''));
} catch (e) {
  T.fail('the test stopped: ' + (e && e.stack ? e.stack : e));
  try { await shot('stopped'); } catch (_) { /* */ }
} finally {
  await ctx.close();
  await host.close();
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(T.summary(`offline`));
