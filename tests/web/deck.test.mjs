// The page with the person's own Automa deck (option real_deck, issue 28 item 7) and the moves to a
// home base (Crimea's Wayfare, R-SC-59), on a phone-sized Chromium:
//  1. an Automa turn asks which card came up (automaTurn's dialog) and plays that card; a card that
//     cannot be there (already on the discard pile) is refused with the library's reason
//  2. a combat asks which card each Automa drew, after your dial and cards (openCombat's dialog),
//     and the plan names that card
//  3. with a shared deck (two Automas) the dialog and the combat plan say "the shared deck"
//  4. with Wayfare a home base lights up for your character; a tap moves it there and it is drawn
//     on the base
// Without the dialogs the turn or the combat would be sent without the card and refused by the
// library (real_deck needs it), and the checks on the dialog and on the card played fail.
// Games: created and imported through window.automa.api (the same in both builds).
// usage: node deck.test.mjs BASE_URL OUT_DIR [served|offline]
import { chromium } from 'playwright-core';
import { chromiumOptions, checker } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [base, outDir, mode = 'served'] = process.argv.slice(2);
if (!base || !outDir) { console.error('usage: node deck.test.mjs BASE_URL OUT_DIR [served|offline]'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });
const T = checker();
const check = T.check;
const tag = mode === 'offline' ? ' (offline)' : '';

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const ctx = await chromium.launchPersistentContext(profile, chromiumOptions({
  viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US'
}));
const errors = [], outside = [];
const page = ctx.pages()[0] || await ctx.newPage();
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text()); });
await ctx.route('**/*', (route) => {   // nothing beyond the page's own origin
  const u = new URL(route.request().url());
  if (u.origin !== new URL(base).origin) { outside.push(u.href); return route.abort(); }
  return route.continue();
});
page.setDefaultTimeout(15000);
const shot = (name) => page.screenshot({ path: path.join(outDir, 'deck-' + mode + '-' + name + '.png') });

const callApi = (method, p, body) => page.evaluate(([m, q, b]) => window.automa.api(m, q, b), [method, p, body]);
const idle = () => page.waitForFunction(() => typeof S !== 'undefined' && !S.busy && !document.body.classList.contains('busy'));
async function openGame(name) {
  await page.evaluate((n) => { location.hash = '#/scythe/' + n; }, name);
  await page.waitForFunction((n) => typeof S !== 'undefined' && S.name === n && S.loaded === n && S.view && document.querySelector('main'), name);
  await idle();
}
async function importGame(name, game) {
  const j = await callApi('POST', '/api/games', { name, file: JSON.stringify(game) + '\n' });
  if (!j.ok) throw new Error('import ' + name + ': ' + JSON.stringify(j));
}
const dialogText = () => page.evaluate(() => { const d = document.querySelector('#modal .dialog'); return d ? d.textContent : ''; });
const msgText = () => page.evaluate(() => { const m = document.querySelector('#msg'); return m && !m.hidden ? m.textContent : ''; });
const hex = (name) => `svg.board [data-terr="${name}"]`;
const unitSel = (kind, pos) => `svg.board .unit.mine[data-unit="${kind}"][data-pos="${pos}"]`;
async function tapHex(name) {
  const box = await page.locator(hex(name) + ' polygon').first().boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.88);
}
async function part(name, fn) {
  try { await fn(); } catch (e) {
    T.fail(name + ' stopped: ' + (e && e.message ? e.message.split('\n')[0] : e));
    try { await shot('stopped-' + name.replace(/[^a-z0-9]+/gi, '-')); } catch (_) { /* */ }
    try { await page.keyboard.press('Escape'); } catch (_) { /* */ }
  }
}

try {
  await page.goto(base + '/');
  await page.waitForSelector('#new-scythe');

  // ---- 1. your own deck: the Automa's turn asks which card came up -------------------------------
  await part('1', async () => {
    const j = await callApi('POST', '/api/games', { kind: 'scythe', name: 'deck-turn', human: 'nordic', automa: 'rusviet', seed: 5, real_deck: true });
    check(j.ok, 'a game with your own deck (real_deck)' + tag);
    await openGame('deck-turn');
    if (await page.evaluate(() => S.view.current === S.view.human)) {
      await page.click('#end-turn');
      await idle();
    }
    await page.click('#automa-turn');
    await page.waitForSelector('#modal .dialog select#deck-card');
    const txt = await dialogText();
    check(/Your own Automa deck/.test(txt) && /Draw the top card of the Rusviet Union Automa\u2019s deck: its number/.test(txt),
      'the Automa\'s turn opens the card dialog, naming the Automa\'s deck (' + txt.slice(0, 90) + ')' + tag);
    await shot('turn-dialog');
    await page.selectOption('#deck-card', '7');
    await page.click('#deck-card-ok');
    await page.waitForSelector('#turn-report');
    await idle();
    const played = await page.evaluate(() => [S.lastTurn && S.lastTurn.card, (S.view.players.find((p) => p.type === 'automa') || {}).discard]);
    check(played[0] === 7 && (played[1] || []).includes(7), `the turn played card 7, the one said (card ${played[0]}, discard ${JSON.stringify(played[1])})` + tag);
    check(/card 7\b/i.test(await page.textContent('#turn-report')), 'the turn report shows card 7' + tag);
    await shot('turn-played');
    // the next turn: card 7 lies on the discard pile, it cannot come up: refused, nothing played
    await page.click('#end-turn');
    await idle();
    await page.click('#automa-turn');
    await page.waitForSelector('#modal .dialog select#deck-card');
    await page.selectOption('#deck-card', '7');
    await page.click('#deck-card-ok');
    await idle();
    const msg = await msgText();
    const turns = await page.evaluate(() => (S.view.players.find((p) => p.type === 'automa') || {}).discard);
    check(/card 7 lies on the rusviet Automa's main discard pile/.test(msg) && (turns || []).length === 1,
      'a card already on the discard pile is refused with the reason, no turn played (' + msg.slice(0, 80) + ')' + tag);
    await shot('turn-refused');
  });

  // ---- 2. your own deck in a combat: which card each Automa drew, after your choice ---------------
  await part('2', async () => {
    const fx = JSON.parse(fs.readFileSync(path.join(here, 'fixtures', 'combat.json'), 'utf8'));
    fx.options = Object.assign({}, fx.options || {}, { real_deck: true });
    await importGame('deck-combat', fx);
    await openGame('deck-combat');
    await page.locator(unitSel('character', 'B6')).tap();
    await tapHex('C6');
    await page.waitForSelector('.dialog[data-kind="combat"] .combat-form[data-step="1"]');
    await page.selectOption('#c-power', '5');
    await page.selectOption('#c-card-0', '2');
    await page.click('#fight');
    await page.waitForSelector('.dialog[data-kind="combat"] select.deck-card[data-side="rusviet"]');
    const txt = await dialogText();
    check(/Draw the top card of the Rusviet Union Automa\u2019s deck: its number/.test(txt),
      'after your dial and cards the combat asks which card the Automa drew (' + txt.slice(0, 80) + ')' + tag);
    await shot('combat-dialog');
    await page.selectOption('select.deck-card[data-side="rusviet"]', '11');
    await page.click('.dialog .deck-form button[type="submit"]');
    await page.waitForSelector('.combat-form[data-step="2"] .combat-plan[data-card="11"]');
    const plan = await page.textContent('.combat-plan[data-card="11"]');
    check(/Draw card 11 from the Rusviet Union Automa\u2019s deck and put it on its combat discard pile/.test(plan),
      'the combat plan names card 11, the one said (' + plan.slice(0, 80) + ')' + tag);
    await shot('combat-plan');
    await page.keyboard.press('Escape');
  });

  // ---- 3. a shared deck: the dialog and the plan say the shared deck -----------------------------
  await part('3', async () => {
    await importGame('deck-shared', {
      format: 'automa-scythe/1', seed: 11, current: 'togawa', options: { shared_deck: true, real_deck: true },
      players: [{ faction: 'polania', type: 'human' }, { faction: 'togawa', type: 'automa', level: 'automa' },
        { faction: 'albion', type: 'automa', level: 'automa' }]
    });
    await openGame('deck-shared');
    await page.click('#automa-turn');
    await page.waitForSelector('#modal .dialog select#deck-card');
    const txt = await dialogText();
    check(/Draw the top card of the shared deck: its number/.test(txt) && !/togawa Automa/.test(txt),
      'two Automas with one deck: the dialog asks for the top card of the shared deck (' + txt.slice(0, 80) + ')' + tag);
    await shot('shared-dialog');
    await page.selectOption('#deck-card', '3');
    await page.click('#deck-card-ok');
    await page.waitForSelector('#turn-report');
    await idle();
    check(await page.evaluate(() => S.lastTurn && S.lastTurn.card === 3), 'the shared deck\'s card 3 is played' + tag);
  });

  // ---- 4. Wayfare: a home base lit for your character, the move, the unit drawn on the base -----
  await part('4', async () => {
    const j = await callApi('POST', '/api/games', { kind: 'scythe', name: 'wayfare', human: 'crimea', automa: 'nordic', seed: 3 });
    check(j.ok, 'a Crimea game' + tag);
    await callApi('POST', '/api/games/wayfare/action', { action: 'unlock', ability: 1 });
    await openGame('wayfare');
    if (!(await page.evaluate(() => S.view.current === S.view.human))) throw new Error('not the person\'s turn');
    await page.locator(unitSel('character', 'crimea')).tap();
    const lit = await page.evaluate(() => [...document.querySelectorAll('svg.board g.home.reach')].map((g) => g.getAttribute('data-terr')).sort());
    check(JSON.stringify(lit) === JSON.stringify(['albion', 'polania', 'rusviet', 'saxony', 'togawa']),
      'with Wayfare the free home bases light up, not nordic\'s (' + lit.join(', ') + ')' + tag);
    await shot('wayfare-lit');
    const box = await page.locator('svg.board g.home[data-terr="togawa"] polygon').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.2);
    await idle();
    await page.waitForSelector(unitSel('character', 'togawa'));
    check(await page.evaluate(() => S.view.players.find((p) => p.faction === 'crimea').character === 'togawa'),
      'a tap on the Togawa base moves your character there (Wayfare)' + tag);
    check(await page.locator(unitSel('character', 'togawa')).count() === 1, 'the character is drawn on the Togawa base' + tag);
    await shot('wayfare-moved');
  });

  check(errors.length === 0, 'no error in the page' + (errors.length ? ': ' + errors.slice(0, 3).join(' | ') : '') + tag);
  check(outside.length === 0, 'no request beyond the page\'s origin' + tag);
} catch (e) {
  T.fail('stopped: ' + (e && e.message ? e.message : e));
  try { await shot('stopped'); } catch (_) { /* */ }
} finally {
  await ctx.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(T.summary('deck'));
