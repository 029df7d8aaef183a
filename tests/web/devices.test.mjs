// The page at the table (issue 19): a phone (360x800) and a tablet (768x1024, both orientations) in
// headless Chromium's device emulation (touch, mobile viewport). On the phone: the home page (no
// select cut off, the terminal's defaults), a new game, an Automa turn, its "why" panel, a reload
// that shows the same turn, a unit moved by tapping it then a territory, touch targets of 44 px, no
// horizontal scrolling; the card's combat table fits in Italian; the Expeditions and Automata pages.
// Screenshots of every layout: OUT_DIR/device-*.png.
// usage: node devices.test.mjs BASE_URL OUT_DIR      (the server is started by run.sh)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) { console.error('usage: node devices.test.mjs BASE_URL OUT_DIR'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });
let checks = 0, failures = 0;
function check(cond, what) {
  checks++;
  if (cond) console.log('  ok   ' + what);
  else { failures++; console.log('  FAIL ' + what); }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync']
});
const outside = [], errors = [];
async function device(width, height, locale) {
  const ctx = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1,
    locale: locale || 'en-US' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.route('**/*', (route) => {   // every request to the loopback server only
    const u = new URL(route.request().url());
    if (u.origin !== new URL(base).origin) { outside.push(u.href); return route.abort(); }
    return route.continue();
  });
  page.setDefaultTimeout(10000);
  return { ctx, page };
}
const shot = (page, name) => page.screenshot({ path: path.join(outDir, 'device-' + name + '.png'), fullPage: true });
// No horizontal scrolling: the document is no wider than the screen.
// (html and body clip sideways overflow, so also look for any visible element reaching past the right edge)
const noHScroll = async (page) => {
  const out = await page.evaluate(() => {
    const w = window.innerWidth, bad = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('#modal[hidden]')) continue;
      if (r.right > w + 1) bad.push((el.id || el.className || el.tagName) + '@' + Math.round(r.right));
    }
    return { ok: document.documentElement.scrollWidth <= w + 1 && bad.length === 0, bad: bad.slice(0, 6) };
  });
  if (!out.ok) console.log('    past the right edge: ' + out.bad.join(', '));
  return out.ok;
};
// Visible controls smaller than 44 px in either direction (checkboxes sit in 44 px labels).
const smallTargets = (page, scope) => page.evaluate((scope) => {
  const bad = [];
  for (const el of document.querySelectorAll(scope + ' button, ' + scope + ' select, ' + scope + ' input:not([type=checkbox]), ' + scope + ' summary')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (r.height < 43.5 || r.width < 43.5) bad.push((el.id || el.className || el.tagName) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  return bad;
}, scope);
// Selects whose chosen text is wider than the select shows (cut off).
const cutSelects = (page) => page.evaluate(() => {
  const bad = [];
  const c = document.createElement('canvas').getContext('2d');
  for (const s of document.querySelectorAll('select')) {
    const r = s.getBoundingClientRect();
    if (!r.width) continue;
    const cs = getComputedStyle(s);
    c.font = cs.font;
    const need = c.measureText(s.options[s.selectedIndex] ? s.options[s.selectedIndex].text : '').width
      + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 20;   // 20: the arrow
    if (need > r.width) bad.push(s.name + ' needs ' + Math.round(need) + ' has ' + Math.round(r.width));
  }
  return bad;
});
const unit = (kind, pos, faction) => `svg.board .unit[data-unit="${kind}"][data-pos="${pos}"]` + (faction ? `[data-faction="${faction}"]` : '');
async function api(page, p) { return (await page.request.get(base + '/api' + p)).json(); }

try {
  // ---- the phone: home page ------------------------------------------------------------------
  const { ctx: pc, page } = await device(360, 800);
  await page.goto(base + '/');
  await page.waitForSelector('#new-scythe');
  await page.evaluate(() => { localStorage.setItem('automa-lang', 'en'); });
  const board = await api(page, '/board/scythe');
  check(await page.inputValue('#f-level') === board.defaults.level, 'phone: the new game\'s difficulty is the terminal\'s default (' + board.defaults.level + ')');
  check(await page.inputValue('#f-combat') === 'companion' && await page.inputValue('#f-automa') === '',
    'phone: companion combat and the farthest Automa by default, as in the terminal');
  check(await page.inputValue('#new-exp select[name="level"]') === '2', 'phone: Expeditions level 2 by default, as in the terminal');
  const cut = await cutSelects(page);
  check(cut.length === 0, 'phone: no select on the home page is cut off ' + cut.join('; '));
  check(await noHScroll(page), 'phone: the home page does not scroll sideways');
  const homeSmall = await smallTargets(page, 'main');
  check(homeSmall.length === 0, 'phone: home page touch targets are 44 px at least ' + homeSmall.join('; '));
  await shot(page, 'phone-home');

  // ---- the phone: a game, an Automa turn, the why panel ----------------------------------------
  await page.fill('#f-name', 'phone');
  await page.selectOption('#f-human', 'nordic');
  await page.selectOption('#f-automa', 'rusviet');
  await page.selectOption('#f-level', 'automa');
  await page.fill('#f-seed', '5');
  await page.tap('#create-scythe');
  await page.waitForSelector('svg.board');
  const vw = await page.evaluate(() => window.innerWidth);
  const bb = await page.locator('svg.board').boundingBox();
  check(bb.width >= vw - 20, 'phone: the map fills the width (' + Math.round(bb.width) + ' of ' + vw + ')');
  check(await noHScroll(page), 'phone: the game page does not scroll sideways');
  await shot(page, 'phone-start');
  await page.tap('#end-turn');
  await page.waitForFunction(() => !document.querySelector('#automa-turn').disabled);
  await page.tap('#automa-turn');
  await page.waitForSelector('#turn-report');
  const rep1 = await page.textContent('#turn-report');
  const arrows1 = await page.locator('svg.board .arrow').count();
  const card1 = await page.getAttribute('#card-panel .acard', 'data-card');
  const boardBottom = (await page.locator('svg.board').boundingBox()).y + (await page.locator('svg.board').boundingBox()).height;
  const repTop = (await page.locator('#turn-report').boundingBox()).y;
  check(repTop > boardBottom && repTop < 800 - 100, 'phone: the Automa\'s instructions follow the map on the first screen (at ' + Math.round(repTop) + ' px, the map ends at ' + Math.round(boardBottom) + ')');
  const cardBox = await page.locator('#card-panel .acard').boundingBox();
  check(cardBox === null || cardBox.y > repTop, 'phone: the card comes after the instructions (folded)');
  check(await page.locator('#automa-panel.folded').count() === 1, 'phone: the Automa panel is folded to its title');
  await page.tap('#automa-panel h2');
  check(await page.locator('#automa-panel.folded').count() === 0 && await page.isVisible('#tracker'), 'phone: tapping the title opens the panel');
  await page.tap('#why-panel summary');
  check(await page.locator('#why-panel table.why-cands tr').count() > 1, 'phone: the why panel lists the candidates');
  check(await page.locator('#why-panel tr.chosen').count() >= 1, 'phone: the why panel marks the chosen territory');
  const gameSmall = await smallTargets(page, 'main');
  check(gameSmall.length === 0, 'phone: game page touch targets are 44 px at least ' + gameSmall.join('; '));
  check(await noHScroll(page), 'phone: no sideways scrolling after the Automa turn');
  await shot(page, 'phone-automa-turn');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, 'device-phone-screen.png') });   // what the phone shows first

  // ---- a reload shows the same turn -------------------------------------------------------------
  await page.reload();
  await page.waitForSelector('#turn-report');
  check(await page.textContent('#turn-report') === rep1, 'reload: the same "What to do" list');
  check(await page.locator('svg.board .arrow').count() === arrows1 && arrows1 > 0, 'reload: the same arrows on the map (' + arrows1 + ')');
  await page.tap('#card-panel .card-fold summary');
  check(await page.getAttribute('#card-panel .acard', 'data-card') === card1, 'reload: the same card (' + card1 + ')');
  check(await page.locator('#why-panel').count() === 1, 'reload: the why panel is there');
  await shot(page, 'phone-after-reload');

  // ---- tap a unit, then a territory --------------------------------------------------------------
  await page.tap(unit('character', 'nordic', 'nordic'));
  await page.waitForSelector('svg.board .terr.reach');
  const target = await page.locator('svg.board .terr.reach').first().getAttribute('data-terr');
  await shot(page, 'phone-unit-selected');
  const tb = await page.locator(`svg.board [data-terr="${target}"] polygon.hex`).boundingBox();
  await page.touchscreen.tap(tb.x + tb.width / 2, tb.y + tb.height * 0.8);
  await page.waitForFunction((t) => document.querySelector(`svg.board .unit[data-unit="character"][data-pos="${t}"]`), target);
  const g = await api(page, '/games/phone');
  check(g.game.players.find((p) => p.faction === 'nordic').character === target, 'phone: tap the character, tap ' + target + ': it moved there');
  await shot(page, 'phone-moved');
  // a tap on the ground of a territory with a worker of yours selects that worker (the icons are small)
  const wpos = g.game.players.find((p) => p.faction === 'nordic').workers.find((w) => w !== target);
  const wb = await page.locator(`svg.board [data-terr="${wpos}"] polygon.hex`).boundingBox();
  await page.touchscreen.tap(wb.x + wb.width / 2, wb.y + wb.height * 0.85);
  await page.waitForSelector('svg.board .terr.reach');
  check((await page.textContent('#hint')).includes(wpos), 'phone: tapping the territory ' + wpos + ' selects your worker there');
  await page.tap('#end-turn');
  await pc.close();

  // ---- tablets, both orientations ------------------------------------------------------------------
  for (const [w, h2, name] of [[768, 1024, 'tablet-portrait'], [1024, 768, 'tablet-landscape']]) {
    const { ctx, page: p } = await device(w, h2);
    await p.goto(base + '/#/scythe/phone');
    await p.waitForSelector('#turn-report');
    const b = await p.locator('svg.board').boundingBox();
    if (w < h2) check(b.width >= w - 40, name + ': the map fills the width (' + Math.round(b.width) + ' of ' + w + ')');
    else {   // issue 27: in landscape the map sits beside the panels, the turn buttons on the first screen
      const t = await p.locator('#automa-turn').boundingBox();
      check(b.width >= w / 2 && t && t.y + t.height <= h2 && t.x >= b.x + b.width,
        name + ': the map beside the panels (' + Math.round(b.width) + ' of ' + w + '), the turn buttons on the first screen');
    }
    check(await noHScroll(p), name + ': no sideways scrolling');
    const small = await smallTargets(p, 'main');
    check(small.length === 0, name + ': touch targets are 44 px at least ' + small.join('; '));
    await shot(p, name);
    await ctx.close();
  }

  // ---- Italian: the card's combat table fits its frame ---------------------------------------------
  {
    const { ctx, page: p } = await device(1024, 768, 'it-IT');
    await p.goto(base + '/');
    await p.evaluate(() => { localStorage.setItem('automa-lang', 'it'); });
    await p.goto(base + '/#/scythe/phone');
    await p.waitForSelector('#card-panel .acard .combat-table');
    const fit = await p.evaluate(() => {
      const card = document.querySelector('#card-panel .acard'), tab = card.querySelector('.combat-table');
      const c = card.getBoundingClientRect(), r = tab.getBoundingClientRect();
      // and no cell's text runs out of its cell (a long Italian heading)
      const spill = [...tab.querySelectorAll('th, td')].filter((x) => x.scrollWidth > x.clientWidth + 1).map((x) => x.textContent);
      return { ok: r.right <= c.right - 1 && r.left >= c.left && tab.scrollWidth <= tab.clientWidth + 1 && !spill.length, c: c.width, t: r.width, spill };
    });
    check(fit.ok, 'Italian: the combat table fits in the card (' + Math.round(fit.t) + ' in ' + Math.round(fit.c) + ') ' + fit.spill.join(', '));
    await p.locator('#card-panel .acard').screenshot({ path: path.join(outDir, 'device-card-it.png') });
    await ctx.close();
  }

  // ---- Automata in Italian on the phone: action labels and the bots' reasons come translated --------
  {
    const { ctx, page: p } = await device(360, 800, 'it-IT');
    await p.goto(base + '/');
    await p.evaluate(() => { localStorage.setItem('automa-lang', 'it'); });
    await p.request.post(base + '/api/games', { data: { kind: 'automata', name: 'phone-atm', seats: ['human', 'greedy'], seed: 4 } });
    await p.goto(base + '/#/automata/phone-atm');
    await p.waitForSelector('.abuttons button');
    const labels = await p.locator('.abuttons button').allTextContents();
    check(labels.length > 0 && labels.every((x) => !/\b(place|on|pay|use|forfeit|with)\b/.test(x)),
      'Automata, Italian: the action labels are Italian (' + labels[0] + ')');
    await p.locator('.abuttons button').first().tap();
    await p.waitForSelector('#atm-botlog li.bot');
    const why = await p.locator('#atm-botlog li.bot').first().textContent();
    check(!/\b(the|adds|random|best|raises|choice|because)\b/.test(why), 'Automata, Italian: the bot\'s move and reason are Italian (' + why + ')');
    check(await noHScroll(p), 'phone: the Automata page does not scroll sideways');
    await shot(p, 'phone-automata-it');
    await p.tap('#lang');
    await p.waitForFunction(() => /\bon\b/.test(document.querySelector('.abuttons button').textContent));
    check(true, 'Automata: switching the page to English brings the labels in English');
    await ctx.close();
  }

  // ---- Expeditions and Automata on the phone -----------------------------------------------------------
  {
    const { ctx, page: p } = await device(360, 800);
    await p.goto(base + '/');
    await p.evaluate(() => { localStorage.setItem('automa-lang', 'en'); });
    await p.goto(base + '/');
    await p.waitForSelector('#new-exp');
    await p.fill('#new-exp input[name="name"]', 'phone-exp');
    await p.fill('#new-exp input[name="seed"]', '3');
    await p.tap('#new-exp button[type="submit"]');
    await p.waitForSelector('main.exp');
    check(await noHScroll(p), 'phone: the Expeditions page does not scroll sideways');
    const ev = await api(p, '/games/phone-exp');
    check((await p.textContent('#exp-whose')).includes(ev.game.first_player === 'automa' ? 'Automa' : 'Your turn'),
      'Expeditions: the heading names who plays first (' + ev.game.first_player + ')');
    let dialogs = 0;
    p.on('dialog', (d) => { dialogs++; d.accept(); });
    await p.tap('#exp-turn');
    await p.waitForSelector('#exp-report');
    check((await p.textContent('#exp-whose')).includes('Your turn'), 'Expeditions: after her turn the heading says it is yours');
    const down = await p.evaluate(() => [...document.querySelectorAll('button.loc.down')].map((b) => b.getAttribute('data-loc'))
      .find((x) => /^N/.test(x)));
    await p.tap(`button.loc[data-loc="${down}"]`);
    await p.waitForSelector('#exp-flip');
    check((await p.textContent('#msg')).includes('Recorded: your mech is on ' + down), 'Expeditions: moving says in one line what was recorded');
    check(await p.inputValue('#rev-loc') === down, 'Expeditions: moving onto a face-down tile asks to flip it (' + down + ' chosen to reveal)');
    await shot(p, 'phone-expeditions-flip');
    await p.fill('#rev-num', '9');
    await p.fill('#rev-tok', '2 1');
    await p.tap('#rev-btn');
    await p.waitForFunction(() => !document.querySelector('#exp-flip'));
    check((await p.textContent('#msg')).includes('Recorded: ' + down + ' is location 9, corruption (top first): 2 1.'),
      'Expeditions: the reveal is confirmed in one line');
    await p.tap('#glory-btn');
    await p.waitForFunction(() => document.querySelector('#msg') && document.querySelector('#msg').textContent.includes('glory token 1 of 4'));
    check(true, 'Expeditions: a glory token is confirmed in one line');
    await p.fill('#exp-coins', '10');
    await p.tap('#coins-btn');
    await p.waitForFunction(() => document.querySelector('#msg').textContent.includes('if the game ended now'));
    check(true, 'Expeditions: scoring before the end says "if the game ended now"');
    // Automa turns until one sweeps: the Sweep is among the instructions
    let swept = null;
    for (let i = 0; i < 10 && !swept; i++) {
      if (await p.isDisabled('#exp-turn')) break;
      const [resp] = await Promise.all([p.waitForResponse((r) => r.url().includes('/action')), p.tap('#exp-turn')]);
      const j = await resp.json();
      await p.waitForSelector('#exp-report');
      if (j.result && j.result.turn && (j.result.turn.mechs || []).some((m) => m.sweep)) swept = await p.textContent('#exp-report');
    }
    check(swept !== null && swept.includes('Sweep'), 'phone: an Automa turn with a Sweep says so in the instructions');
    check(dialogs >= 1, 'Expeditions: a second Automa turn in a row asks first (' + dialogs + ' question(s))');
    await shot(p, 'phone-expeditions');
    await ctx.close();
  }
} catch (e) {
  failures++;
  console.log('  FAIL ' + (e && e.stack ? e.stack : e));
}
check(outside.length === 0, 'no request left the loopback server ' + outside.join(' '));
check(errors.length === 0, 'no error in the browser console ' + errors.join(' | '));
await browser.close();

console.log(`devices: ${checks - failures} of ${checks} checks passed`);
process.exit(failures ? 1 : 0);
