// Issue 21: the page in Italian, played as a person plays it in headless Chromium (Debian's
// /usr/bin/chromium, playwright-core): a new Scythe game, your moves (the character leaves its
// home base), four Automa turns, a combat with a retreat (fixtures/combat-it.json), the score
// sheet, and the errors a player meets (a game name already taken, the same faction twice, a game
// that does not exist). Every text the page shows must be free of the English words the program
// uses for names - faction keys (nordic ... albion), `mat`, `power`, the level keys - and the
// error messages must be in the page's language whatever the server's own language is (W17).
// Screenshots: OUT_DIR/italiano-*.png.
// usage: node italian.test.mjs BASE_URL OUT_DIR      (the server is started by run.sh)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) { console.error('usage: node italian.test.mjs BASE_URL OUT_DIR'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });

let checks = 0, failures = 0;
function check(cond, what) {
  checks++;
  if (cond) console.log('  ok   ' + what);
  else { failures++; console.log('  FAIL ' + what); }
}

// The English names: case-sensitive, whole words (the Italian ones are capitalised or other words:
// Nordici, Crimea, Autometta, plancia fazione, Potere). "automa" alone is the level key too.
const ENGLISH_NAME = /(?<![\w-])(nordic|rusviet|togawa|crimea|saxony|polania|albion|mat|power|autometta|automa|automaszyna|ultimaszyna|passive|aggressive|Riverwalk|Speed|Seaworthy|Artillery|industrial|patriotic|mechanical|mill|armory|monument|mine)(?![\w-])/g;
// ... and in capitals on the board (NORDIC, SAXONY; the Italian RUSVIET, CRIMEA ... are the same words)
const ENGLISH_CAPS = /(?<![\w-])(NORDIC|SAXONY|MAT|POWER)(?![\w-])/g;
const seen = [];   // [where, text]
function englishNames(text) { return [...new Set([...(text.match(ENGLISH_NAME) || []), ...(text.match(ENGLISH_CAPS) || [])])]; }

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-it-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
  viewport: { width: 1500, height: 1000 },
  locale: 'it-IT'
});
const page = ctx.pages()[0] || await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text()); });
await page.route('**/*', (route) => (new URL(route.request().url()).origin !== new URL(base).origin ? route.abort() : route.continue()));
page.setDefaultTimeout(10000);

const unit = (kind, pos, faction) => `svg.board .unit[data-unit="${kind}"][data-pos="${pos}"]` + (faction ? `[data-faction="${faction}"]` : '');
const hex = (name) => `svg.board [data-terr="${name}"]`;
async function clickHex(name) {
  const box = await page.locator(hex(name) + ' polygon.hex').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.8);
}
const idle = () => page.waitForFunction(() => !document.body.classList.contains('busy'));
// What the page says now, without the brand in the header ("automa" is the program's name there).
async function look(where) {
  const text = await page.evaluate(() => {
    const top = document.querySelector('header.top');
    const all = document.body.innerText;
    // the board's SVG texts (home-base names, terrains) and tooltips, one per line
    const svg = [...document.querySelectorAll('svg text, svg title')].map((e) => e.textContent).join('\n');
    return (top ? all.replace(top.innerText, '') : all) + '\n' + svg;
  });
  seen.push([where, text]);
  return text;
}
async function message() {
  await page.waitForSelector('#msg:not([hidden])');
  return (await page.textContent('#msg')) || '';
}

try {
  // ---- the page in Italian from the start (the browser's language) ------------------------------
  await page.goto(base + '/');
  await page.waitForSelector('#new-scythe');
  check(await page.evaluate(() => LANG) === 'it', 'an Italian browser gets the Italian page');
  await look('home');

  // ---- W17: the server answers in the language the page asks for, whatever its own ----------------
  const ask = async (lang) => (await page.request.get(base + '/api/games/no-such-game', { headers: { 'X-Automa-Lang': lang } })).json();
  const en = await ask('en'), it = await ask('it');
  check(/no game named/.test(en.error.message), 'W17: asked in English, the server answers in English (' + en.error.message + ')');
  check(/nessuna partita/.test(it.error.message) && !/no game named/.test(it.error.message),
    'W17: asked in Italian, the server answers in Italian (' + it.error.message + ')');

  // ---- a new game, and the errors a player meets on the way ---------------------------------------
  await page.fill('#f-name', 'italiano');
  await page.selectOption('#f-human', 'nordic');
  await page.selectOption('#f-automa', 'nordic');
  await page.fill('#f-seed', '5');
  await page.click('#create-scythe');
  let m = await message();
  check(/fazioni diverse/.test(m) && !/different/.test(m), 'the same faction twice: the message is Italian (' + m + ')');
  await look('error: same faction');
  await page.selectOption('#f-automa', 'crimea');
  await page.click('#create-scythe');
  await page.waitForSelector('svg.board');
  check(page.url().endsWith('#/scythe/italiano'), 'the new game opens');
  await look('new game');

  // issue 29: the mech abilities of your faction mat by their Italian names (Riverwalk is Passafiume)
  await page.click('details.more summary');
  const ab = await look('mech abilities');
  check(/Passafiume/.test(ab) && /Velocità/.test(ab) && /Artiglieria/.test(ab), 'the mech abilities have their Italian names');
  await page.click('details.more summary');
  // your turn: the character leaves the home base, power +1
  await page.click(unit('character', 'nordic', 'nordic'));
  await page.waitForSelector(hex('A6') + '.reach');
  await clickHex('A6');
  await page.waitForSelector(unit('character', 'A6', 'nordic'));
  await page.click('#set-power-plus');
  await idle();
  const log1 = await look('your moves');
  check(/Hai spostato il tuo personaggio dalla base principale \(Regni Nordici\) ad A6/.test(log1),
    'the move from the home base is told in Italian, with its article');
  check(/NORDICI/.test(log1) && /SASSONIA/.test(log1), 'the board names the home bases in Italian');

  // four Automa turns
  for (let k = 1; k <= 4; k++) {
    await page.click('#end-turn');
    await page.waitForSelector('#automa-turn:not([disabled])');
    await page.click('#automa-turn');
    await page.waitForSelector('#turn-report');
    await idle();
    const r = await look('Automa turn ' + k);
    if (k === 1) {
      check(/Tracciato Stella/.test(r), 'the Automa\'s turn is explained in Italian');
      await page.screenshot({ path: path.join(outDir, 'italiano-turno.png'), fullPage: true });
    }
  }
  await page.click('#score-btn');
  await page.waitForSelector('#score-sheet table.score tr.total');
  await look('score sheet');
  await page.keyboard.press('Escape');

  // the same name again: Italian message
  await page.click('#home-link');
  await page.waitForSelector('#new-scythe');
  await page.fill('#f-name', 'italiano');
  await page.click('#create-scythe');
  m = await message();
  check(/esiste già/.test(m) && !/already exists/.test(m), 'a game name already taken: the message is Italian (' + m + ')');
  await look('error: name taken');
  await page.screenshot({ path: path.join(outDir, 'italiano-errore.png'), fullPage: true });

  // a game that does not exist
  await page.goto(base + '/#/scythe/sparita');
  m = await message();
  check(/nessuna partita di nome 'sparita'/.test(m), 'a game that does not exist: the message is Italian (' + m + ')');

  // ---- a combat in Italian: the Automa wins, your units retreat to the home base ---------------------
  await page.goto(base + '/#/scythe/combat-it');
  await page.waitForSelector(unit('character', 'B6', 'nordic'));
  await page.click(unit('character', 'B6', 'nordic'));
  await clickHex('C6');
  await page.waitForSelector('.dialog[data-kind="combat"]');
  await look('combat dialog');
  await page.selectOption('#c-power', '3');
  await page.selectOption('#c-card-0', '4');
  await page.click('#fight');   // issue 14: your choice first (step 1), then the Automa's card and its combat cards
  await page.waitForSelector('.combat-form[data-step="2"]');
  const c2 = await look('combat dialog, step 2');
  check(/La tua scelta: 3 punti Potere/.test(c2), 'issue 29: your choice counts "3 punti Potere" (' + (c2.match(/La tua scelta[^\n]*/) || [''])[0] + ')');
  check(/la carta chiede \d+ punt[oi] Potere e \d+ cart[ae] Combattimento/.test(c2) && !/Potere \d+ e carte/.test(c2),
    'issue 29: what the Automa\'s card asks is counted in words (' + (c2.match(/Colonna[^\n]*/) || [''])[0] + ')');
  await page.selectOption('#a-card-1-0', '3');
  await page.click('#fight');
  await page.waitForSelector('#combat-result');
  await idle();
  const cr = await look('combat result');
  check(/C6/.test(cr) && /8/.test(cr) && /7/.test(cr), 'the combat result is shown');
  check(await page.locator(unit('character', 'nordic', 'nordic')).count() === 1, 'your character retreated to its home base');
  await page.screenshot({ path: path.join(outDir, 'italiano-combattimento.png'), fullPage: true });
} catch (e) {
  failures++;
  console.log('  FAIL ' + (e && e.stack ? e.stack : e));
  await page.screenshot({ path: path.join(outDir, 'italiano-failure.png'), fullPage: true }).catch(() => {});
}

// ---- no English name anywhere the Italian page spoke -------------------------------------------------
for (const [where, text] of seen) {
  const bad = englishNames(text);
  const lines = text.split('\n').filter((l) => englishNames(l).length).slice(0, 5);
  check(bad.length === 0, `Italian page, ${where}: no English name` + (bad.length ? ` (${bad.join(', ')}): ` + lines.join(' | ') : ''));
}
check(seen.length >= 10, 'the Italian page was looked at ' + seen.length + ' times');
check(errors.length === 0, 'no JavaScript errors' + (errors.length ? ': ' + errors.join(' | ') : ''));
await ctx.close();
fs.rmSync(profile, { recursive: true, force: true });
console.log(`italian page test: ${checks - failures} of ${checks} checks passed; screenshots in ${outDir}`);
process.exit(failures ? 1 : 0);
