// The page's own findings of issue 27 (item 6), each checked in the browser, in both builds: the
// served page (`automa serve`) and the offline page (build/web-dist, the library in WebAssembly).
//  1. a combat dialog closed with x or Escape leaves a way back to the combat
//  2. the Automata final score table fits a 360 px phone, totals in view
//  3. the board from the keyboard: units and territories focusable, focus kept after an action,
//     the dialog takes the focus and keeps it
//  4. axe-core: no critical violation and no colour contrast below 4.5:1, on every view
//  5. combat step 2 on a phone: the Automa card at its width, Fight above the fold
//  6. units at least 14 px on a phone; tapping a territory again cycles through your units on it
//  7. tablet landscape: the turn buttons on the first screen
//  8. no "changed elsewhere" banner while a game is still loading
//  9. a 7-7 combat says that a tie goes to the attacker
// 10. a game made with the home page's form opens at its top (the board on the screen)
// 11. no button's words run out of it on a phone, in English and in Italian, in the three games
//     ("Turno dell'Automa" of Expeditions and "Basecamp" were cut at 360 px)
// Games: fixtures/combat.json imported under the names f27-* through window.automa.api (the API's
// import, the same in both builds).
// usage: node findings.test.mjs BASE_URL OUT_DIR [served|offline]
import { chromium } from 'playwright-core';
import { chromiumOptions, checker } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [base, outDir, mode = 'served'] = process.argv.slice(2);
if (!base || !outDir) { console.error('usage: node findings.test.mjs BASE_URL OUT_DIR [served|offline]'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });
const T = checker();
const check = T.check;

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const ctx = await chromium.launchPersistentContext(profile, chromiumOptions({
  viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US',
  bypassCSP: true   // axe-core is injected as a script of the page
}));
const errors = [], outside = [];
const page = ctx.pages()[0] || await ctx.newPage();
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await ctx.route('**/*', (route) => {   // nothing beyond the page's own origin
  const u = new URL(route.request().url());
  if (u.origin !== new URL(base).origin) { outside.push(u.href); return route.abort(); }
  return route.continue();
});
page.setDefaultTimeout(15000);
const shot = (name) => page.screenshot({ path: path.join(outDir, 'findings-' + mode + '-' + name + '.png') });
const tag = mode === 'offline' ? ' (offline)' : '';

// ---- helpers ---------------------------------------------------------------------------------------
const callApi = (method, p, body) => page.evaluate(([m, q, b]) => window.automa.api(m, q, b), [method, p, body]);
const idle = () => page.waitForFunction(() => typeof S !== 'undefined' && !S.busy && !document.body.classList.contains('busy'));
async function openGame(kind, name) {
  await page.evaluate(([k, n]) => { location.hash = '#/' + k + '/' + n; }, [kind, name]);
  // S.loaded: the game shown is loaded (S.name changes before, with the previous game's view)
  await page.waitForFunction((n) => typeof S !== 'undefined' && S.name === n && S.loaded === n && S.view && document.querySelector('main'), name);
  await idle();
}
// A fixture under a new name, imported through the page's transport.
async function fixture(file, name) {
  const text = fs.readFileSync(path.join(here, 'fixtures', file), 'utf8');
  const j = await callApi('POST', '/api/games', { name, file: text });
  if (!j.ok) throw new Error('import ' + file + ': ' + JSON.stringify(j));
  return name;
}
async function setViewport(w, h) { await page.setViewportSize({ width: w, height: h }); }
const hex = (name) => `svg.board [data-terr="${name}"]`;
const unitSel = (kind, pos) => `svg.board .unit.mine[data-unit="${kind}"][data-pos="${pos}"]`;
// taps a territory on its ground (below the units), as a finger on a phone
async function tapHex(name) {
  const box = await page.locator(hex(name) + ' polygon.hex').boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.88);
}
const sel = () => page.evaluate(() => (S.sel ? S.sel.unit + '@' + S.sel.pos : 'none'));
const inView = (selector) => page.evaluate((s) => {
  const e = document.querySelector(s);
  if (!e) return false;
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5;
}, selector);
const modalOpen = () => page.evaluate(() => { const m = document.querySelector('#modal'); return !!m && !m.hidden; });
const focusInDialog = () => page.evaluate(() => !!document.activeElement && !!document.activeElement.closest('#modal .dialog'));
const active = () => page.evaluate(() => {
  const a = document.activeElement;
  if (!a) return '';
  return a.id ? '#' + a.id : a.getAttribute('data-terr') ? 'terr:' + a.getAttribute('data-terr')
    : a.classList && a.classList.contains('unit') ? 'unit:' + a.getAttribute('data-unit') + '@' + a.getAttribute('data-pos') : a.tagName;
});
// one part of the test: a failure is counted and the next part still runs
async function part(name, fn) {
  try { await fn(); } catch (e) {
    T.fail(name + ' stopped: ' + (e && e.message ? e.message.split('\n')[0] : e));
    try { await shot('stopped-' + name.replace(/[^a-z0-9]+/gi, '-')); } catch (_) { /* */ }
    try { await page.keyboard.press('Escape'); } catch (_) { /* */ }
  }
}
const axeSource = fs.readFileSync(path.join(here, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
// axe-core on the page as it is: the critical violations and every colour contrast below 4.5:1
async function axe(where) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = res.violations.filter((v) => v.impact === 'critical' || v.id === 'color-contrast');
  for (const v of bad) console.log(`    ${where}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  check(bad.length === 0, `axe-core: no critical violation and no low contrast on ${where}${tag}`);
}

try {
  await page.goto(base + '/');
  await page.waitForSelector('#new-scythe');
  await axe('the home page (phone)');

  // ---- 8. no "changed elsewhere" while a game is still loading --------------------------------------
  // The page checks the game's version every 2 s; the answer with the game is held back 2.6 s here
  // (by wrapping the page's transport), so the check runs before the game is loaded.
  await part('8', async () => {
    const j = await callApi('POST', '/api/games', { kind: 'scythe', name: 'f27-slow', human: 'nordic', seed: 4 });
    check(j.ok, 'a new game through window.automa.api' + tag);
    await page.evaluate(() => {
      const real = window.automa.api;
      window.automa.api = (m, p, b) => (m === 'GET' && p === '/api/games/f27-slow'
        ? new Promise((res) => setTimeout(res, 2600)).then(() => real(m, p, b)) : real(m, p, b));
      window.__realApi = real;
    });
    await page.evaluate(() => { location.hash = '#/scythe/f27-slow'; });
    await page.waitForFunction(() => S.view && S.name === 'f27-slow' && document.querySelector('#turn-status'), null, { timeout: 10000 });
    await page.waitForTimeout(2500);   // and one more version check after the game is shown
    const msg = await page.evaluate(() => (S.msg ? S.msg.text : ''));
    check(!/changed elsewhere/i.test(msg), 'a game that loads slowly: no false "changed elsewhere" banner' + tag + (msg ? ' (' + msg + ')' : ''));
    await page.evaluate(() => { window.automa.api = window.__realApi; });
  });

  // ---- 10. a new game from the form opens at its top ----------------------------------------------
  await part('10', async () => {
    await page.evaluate(() => { location.hash = '#/'; });
    await page.waitForSelector('#create-scythe');
    await page.fill('#f-name', 'f27-form');
    await page.fill('#f-seed', '9');
    await page.locator('#create-scythe').scrollIntoViewIfNeeded();
    await page.click('#create-scythe');
    await page.waitForFunction(() => typeof S !== 'undefined' && S.loaded === 'f27-form');
    const top = await page.evaluate(() => { const r = document.querySelector('svg.board').getBoundingClientRect(); return [window.scrollY, r.top, r.bottom]; });
    check(top[0] === 0 && top[1] >= 0 && top[2] <= 800, `a game made with the form opens at its top, the board on the screen (scrollY ${top[0]})` + tag);
  });

  // ---- 6. units of 14 px on a phone; a territory tapped again cycles through your units ------------
  await part('6', async () => {
    await fixture('combat.json', 'f27-combat');
    await openGame('scythe', 'f27-combat');
    const sizes = await page.$$eval('svg.board .unit.mine', (us) => us.map((u) => Math.min(u.getBoundingClientRect().width, u.getBoundingClientRect().height)));
    check(sizes.length > 0 && Math.min(...sizes) >= 14, `units on a 360 px phone are at least 14 px (${sizes.map((x) => x.toFixed(1)).join(', ')})` + tag);
    await shot('phone-board');
    await tapHex('B6');
    const s1 = await sel();
    await tapHex('B6');
    const s2 = await sel();
    await tapHex('B6');
    const s3 = await sel();
    check(s1 === 'character@B6' && s2 === 'mech@B6' && s3 === 'none',
      `tapping B6 again and again: character, then mech, then nothing (${s1}, ${s2}, ${s3})` + tag);
    await axe('a Scythe game (phone)');
  });

  // ---- 1. the combat dialog: a way back after x and after Escape; 5. step 2 on a phone; 9. a tie ---
  await part('1-5-9', async () => {
    await openGame('scythe', 'f27-combat');
    if (await sel() !== 'character@B6') await page.locator(unitSel('character', 'B6')).tap();
    await tapHex('C6');                       // onto the Automa's units: a combat
    await page.waitForSelector('.dialog[data-kind="combat"] .combat-form[data-step="1"]');
    check(await focusInDialog(), 'the combat dialog takes the focus' + tag);
    await axe('the combat dialog, step 1 (phone)');
    await page.keyboard.press('Escape');
    check(!(await modalOpen()), 'Escape closes the combat dialog' + tag);
    const back = '#combat-reopen';
    check(await inView(back), 'after Escape a button leads back to the waiting combat, on screen' + tag);
    if (await page.locator(back).count()) await page.locator(back).click();
    check(await modalOpen() && await page.locator('.combat-form[data-step="1"]').count() === 1, 'the button opens the combat again' + tag);
    if (!(await modalOpen())) { await page.reload(); await page.waitForSelector('.combat-form[data-step="1"]'); }   // (without the way back)
    // step 1: 5 power and a card of 2: 7; the Automa (card 6, 5 power, one card drawn) a 2: 7
    await page.selectOption('#c-power', '5');
    await page.selectOption('#c-card-0', '2');
    await page.click('#fight');
    await page.waitForSelector('.combat-form[data-step="2"]');
    await idle();
    await shot('combat-step2');
    const cardW = await page.evaluate(() => { const c = document.querySelector('.dialog .acard'); return c ? c.getBoundingClientRect().width : 0; });
    check(cardW >= 280, `combat step 2 on a 360 px phone: the Automa card ${cardW.toFixed(0)} px wide (>= 280)` + tag);
    const broken = await page.evaluate(() => [...document.querySelectorAll('.dialog .acard th, .dialog .acard td')]
      .filter((c) => c.textContent.trim().length > 1 && c.getBoundingClientRect().height > 1.7 * parseFloat(getComputedStyle(c).lineHeight || '20')).map((c) => c.textContent));
    check(broken.length === 0, 'combat step 2: no word of the card\'s table broken over two lines' + (broken.length ? ' (' + broken.join(', ') + ')' : '') + tag);
    check(await inView('#fight'), 'combat step 2 on a phone: Fight on the first screen of the dialog' + tag);
    check(await inView('#a-card-1-0'), 'combat step 2 on a phone: the Automa\'s combat card value on the first screen too' + tag);
    await axe('the combat dialog, step 2 (phone)');
    await page.click('.dialog button.close');
    check(!(await modalOpen()), 'x closes the combat dialog' + tag);
    check(await inView(back), 'after x a button leads back to the waiting combat, on screen' + tag);
    if (await page.locator(back).count()) await page.locator(back).click();
    check(await modalOpen() && await page.locator('.combat-form[data-step="2"]').count() === 1, 'the button opens the combat again at step 2' + tag);
    if (!(await modalOpen())) { await page.reload(); await page.waitForSelector('.combat-form[data-step="2"]'); }
    await page.selectOption('#a-card-1-0', '2');
    await page.click('#fight');
    await page.waitForSelector('#combat-result');
    await idle();
    const cr = await page.textContent('#combat-result');
    check(/7 against 7/.test(cr) && /tie goes to the attacker/i.test(cr), 'a 7-7 combat says that a tie goes to the attacker' + tag);
    await shot('combat-tie');
  });

  // ---- 2. the Automata final score table on a 360 px phone --------------------------------------
  await part('2', async () => {
    const j = await callApi('POST', '/api/games', { kind: 'automata', name: 'f27-dice', seats: ['greedy', 'greedy', 'greedy', 'greedy'], seed: 3 });
    const k = await callApi('POST', '/api/games/f27-dice/action', { action: 'bots' });
    check(j.ok && k.ok && k.game.game_over, 'an all-bot Automata game played to the end' + tag);
    await openGame('automata', 'f27-dice');
    await page.waitForSelector('#atm-score table');
    const fit = await page.evaluate(() => {
      const tb = document.querySelector('#atm-score table').getBoundingClientRect();
      const totals = [...document.querySelectorAll('#atm-score [data-col="total"]')];
      return { right: tb.right, n: totals.length, ok: totals.every((c) => { const r = c.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth; }) };
    });
    check(fit.right <= 360 && fit.n === 4 && fit.ok, `the Automata final score table fits 360 px (right edge ${fit.right.toFixed(0)}), the 4 totals in view` + tag);
    await page.locator('#atm-score').scrollIntoViewIfNeeded();
    await shot('automata-score');
    await axe('an Automata game (phone)');
  });
  await part('expeditions', async () => {
    const j = await callApi('POST', '/api/games', { kind: 'expeditions', name: 'f27-exp', level: 2, seed: 3 });
    check(j.ok, 'a new Expeditions game' + tag);
    await openGame('expeditions', 'f27-exp');
    await axe('an Expeditions game (phone)');
  });

  // ---- 11. no button's text cut on a phone, English and Italian -----------------------------------
  await part('11', async () => {
    await callApi('POST', '/api/games', { kind: 'automata', name: 'f27-atm', seats: ['human', 'greedy'], seed: 5 });
    for (const lang of ['en', 'it']) {
      await page.evaluate((l) => { setLang(l); }, lang);
      const cut = [];
      for (const [kind, name] of [['scythe', 'f27-combat'], ['expeditions', 'f27-exp'], ['automata', 'f27-atm']]) {
        await openGame(kind, name);
        cut.push(...await page.evaluate(() => [...document.querySelectorAll('main button, header button')]
          .filter((b) => b.offsetParent && b.getBoundingClientRect().width > 0 && b.scrollWidth > b.clientWidth + 1)
          .map((b) => (b.id || b.className) + ' "' + b.textContent.trim() + '"')));
      }
      check(cut.length === 0, `${lang}: no button's words run out of it on a 360 px phone (Scythe, Expeditions, Automata)` + (cut.length ? ': ' + cut.join(', ') : '') + tag);
    }
    await page.evaluate(() => { setLang('en'); });
  });

  // ---- 7. tablet landscape: the turn buttons on the first screen -----------------------------------
  await part('7', async () => {
    await setViewport(1024, 768);
    await openGame('scythe', 'f27-slow');
    await page.evaluate(() => window.scrollTo(0, 0));
    check(await inView('#automa-turn') && await inView('#end-turn'), 'tablet landscape (1024x768): the turn buttons on the first screen' + tag);
    await shot('tablet-landscape');
  });

  // ---- 3. the board from the keyboard (a desktop) ---------------------------------------------------
  await part('3', async () => {
    await setViewport(1280, 800);
    await fixture('combat.json', 'f27-keys');
    await openGame('scythe', 'f27-keys');
    await axe('a Scythe game (desktop)');
    await page.evaluate(() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); });
    let where = '';
    for (let i = 0; i < 80 && !where.startsWith('unit:character'); i++) { await page.keyboard.press('Tab'); where = await active(); }
    check(where === 'unit:character@B6', 'Tab reaches your character on the board (' + where + ')' + tag);
    await page.keyboard.press('Enter');
    check(await sel() === 'character@B6', 'Enter selects it' + tag);
    where = await active();
    for (let i = 0; i < 12 && where !== 'terr:B7'; i++) { await page.keyboard.press('Tab'); where = await active(); }
    check(where === 'terr:B7', 'Tab goes through the territories it can reach (B7)' + tag);
    await page.keyboard.press('Enter');
    await idle();
    const ch = await page.evaluate(() => S.view.players[0].character);
    check(ch === 'B7', 'Enter on B7 moves the character there' + tag);
    check(await active() === 'unit:character@B7', 'the focus stays on the moved character (' + await active() + ')' + tag);
    // arrow keys: from B7 to the territory on its left, B6 (the mech)
    await page.keyboard.press('Escape');
    await page.focus(hex('B7'));
    await page.keyboard.press('ArrowLeft');
    check(await active() === 'terr:B6', 'ArrowLeft moves the focus to the territory on the left (' + await active() + ')' + tag);
    await page.keyboard.press('Enter');
    check(await sel() === 'mech@B6', 'Enter on a territory selects your unit there (the mech)' + tag);
    where = await active();
    for (let i = 0; i < 12 && where !== 'terr:C6'; i++) { await page.keyboard.press('Tab'); where = await active(); }
    await page.keyboard.press('Enter');
    await page.waitForSelector('.dialog[data-kind="combat"]');
    check(await focusInDialog(), 'the combat dialog takes the focus (keyboard)' + tag);
    let inside = true;
    for (let i = 0; i < 14; i++) { await page.keyboard.press('Tab'); inside = inside && await focusInDialog(); }
    for (let i = 0; i < 6; i++) { await page.keyboard.press('Shift+Tab'); inside = inside && await focusInDialog(); }
    check(inside, 'Tab and Shift+Tab stay in the dialog' + tag);
    await page.keyboard.press('Escape');
    check(await active() === '#combat-reopen', 'after Escape the focus is on the way back to the combat (' + await active() + ')' + tag);
    await page.keyboard.press('Enter');
    check(await modalOpen(), 'Enter there opens the combat again' + tag);
    await axe('the combat dialog (desktop)');
    await page.keyboard.press('Escape');
    await page.click('#score-btn');
    await page.waitForSelector('#score-sheet');
    check(await focusInDialog(), 'the score sheet takes the focus' + tag);
    await axe('the score sheet (desktop)');
    await page.keyboard.press('Escape');
  });
  check(errors.length === 0, 'no script error' + tag + (errors.length ? ': ' + errors.slice(0, 3).join(' | ') : ''));
  check(outside.length === 0, 'no request beyond the page\'s origin' + tag + (outside.length ? ': ' + outside.slice(0, 3).join(' ') : ''));
} catch (e) {
  T.fail('the test stopped: ' + (e && e.stack ? e.stack : e));
  try { await shot('stopped'); } catch (_) { /* */ }
} finally {
  await ctx.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(T.summary(`findings${tag}`));
