// `automa serve --lan` in headless Chromium (docs/web.md, docs/hardening.md): the page without
// the token is refused; the address printed with the token opens it, sets a SameSite=Strict
// cookie and leaves the token out of the address bar; the page then plays, notices a game changed
// by the terminal (version counter) and reloads it, and a write based on an old version answers
// 409 "changed". Every request goes to the loopback address (127.0.0.1) of the LAN server.
// usage: node lan.test.mjs BASE_URL TOKEN GAMES_DIR PROGRAM OUT_DIR   (the server is started by run.sh)
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const [base, token, games, prog, outDir] = process.argv.slice(2);
if (!outDir) { console.error('usage: node lan.test.mjs BASE_URL TOKEN GAMES_DIR PROGRAM OUT_DIR'); process.exit(2); }
fs.mkdirSync(outDir, { recursive: true });
let checks = 0, failures = 0;
function check(cond, what) {
  checks++;
  if (cond) console.log('  ok   ' + what);
  else { failures++; console.log('  FAIL ' + what); }
}
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'automa-chromium-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
  viewport: { width: 390, height: 844 },
  locale: 'en-US'
});
const page = ctx.pages()[0] || await ctx.newPage();
const errors = [], outside = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.route('**/*', (route) => {
  const u = new URL(route.request().url());
  if (u.origin !== new URL(base).origin) { outside.push(u.href); return route.abort(); }
  return route.continue();
});
page.setDefaultTimeout(10000);
try {
  // 1. without the token: refused
  let r = await page.goto(base + '/');
  check(r.status() === 403, 'the page without the token is refused (HTTP ' + r.status() + ')');
  check((await page.content()).includes('token'), 'the refusal says the token is needed');
  await page.screenshot({ path: path.join(outDir, 'lan-no-token.png') });
  r = await page.goto(base + '/?token=' + '0'.repeat(32));
  check(r.status() === 403, 'a wrong token is refused');

  // 2. the address printed: the page opens, the cookie is SameSite=Strict, the token leaves the address
  r = await page.goto(base + '/?token=' + token);
  check(r.status() === 200, 'the address with the token opens the page (HTTP ' + r.status() + ')');
  check(!page.url().includes('token'), 'the token is not left in the address bar: ' + page.url());
  const ck = (await ctx.cookies()).find((c) => c.name === 'automa_token');
  check(ck && ck.value === token && ck.sameSite === 'Strict' && ck.httpOnly, 'the cookie: the token, SameSite=Strict, HttpOnly');
  await page.waitForSelector('#app');
  await page.screenshot({ path: path.join(outDir, 'lan-home.png') });

  // 3. a game made and opened by the page (its requests carry the cookie)
  const made = await page.evaluate(async () => {
    const res = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'lan1', kind: 'scythe', human: 'nordic', automa: 'rusviet', seed: 2 }) });
    return res.status;
  });
  check(made === 200, 'the page creates a game over --lan (HTTP ' + made + ')');
  await page.goto(base + '/#/scythe/lan1');
  await page.waitForSelector('svg.board');
  const v1 = await page.evaluate(() => S.version);
  check(v1 === 1, 'the page knows the game\'s version (' + v1 + ')');

  // 4. the terminal changes the game: the page notices (version) and shows it as it is now
  execFileSync(prog, ['scythe', 'set', path.join(games, 'lan1.json'), 'coins', '+5'], { env: { ...process.env, AUTOMA_HISTORY: path.join(games, 'h.db') } });
  await page.waitForFunction(() => S.version === 2, null, { timeout: 6000 }).catch(() => {});
  check(await page.evaluate(() => S.version) === 2, 'the page reloaded the game changed in the terminal');
  const coins = await page.evaluate(() => S.view.players.find((p) => p.faction === 'nordic').coins);
  check(coins === 10, 'the page shows the terminal\'s coins (' + coins + ')');
  const msg = await page.locator('#msg').textContent().catch(() => '');
  check(/changed elsewhere/.test(msg || ''), 'the page says the game changed elsewhere: ' + msg);
  await page.screenshot({ path: path.join(outDir, 'lan-changed-elsewhere.png') });

  // 5. a write on an old version: 409 "changed", nothing written
  const stale = await page.evaluate(async () => {
    const res = await fetch('/api/games/lan1/action', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'set', stat: 'power', value: 3, version: 1 }) });
    return { status: res.status, body: await res.json() };
  });
  check(stale.status === 409 && stale.body.error.code === 'changed', 'a write on version 1 after version 2: 409 changed');
  const file = fs.readFileSync(path.join(games, 'lan1.json'), 'utf8');
  check(file.includes('"version": 2}'), 'the refused write wrote nothing');

} catch (e) {
  failures++;
  console.log('  FAIL ' + e.message);
}
check(errors.length === 0, 'no script error' + (errors.length ? ': ' + errors.join(' | ') : ''));
check(outside.length === 0, 'no request left the loopback server' + (outside.length ? ': ' + outside.join(' ') : ''));
await ctx.close();
fs.rmSync(profile, { recursive: true, force: true });
console.log(`lan: ${checks - failures}/${checks} checks passed`);
process.exit(failures ? 1 : 0);
