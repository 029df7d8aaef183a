// Load test of `automa serve` on loopback: a bounded loop of requests (reads, changes, undo,
// static files, and bad requests that must be refused), 8 at a time, on one game. Fails on any
// request that does not get the expected answer, or if the server's memory (VmRSS) grows by more
// than 2 MiB between the end of the warm-up and the end of the run.
// usage: node load.mjs BASE_URL SERVER_PID [REQUESTS]
import fs from 'node:fs';

const [base, pid, nArg] = process.argv.slice(2);
const TOTAL = Number(nArg || 4000), WARMUP = 1000, PARALLEL = 8;
const rss = () => Number((fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/) || [])[1]);
const json = { 'Content-Type': 'application/json' };
const post = (p, body) => fetch(base + p, { method: 'POST', headers: json, body: JSON.stringify(body) });

let r = await post('/api/games', { name: 'load', kind: 'scythe', human: 'nordic', automa: 'rusviet', seed: 7 });
if (r.status !== 200 && r.status !== 409) { console.log('load: cannot create the game', r.status); process.exit(1); }

// Each step: [request, expected status]
const steps = [
  () => [fetch(base + '/api/games/load'), 200],
  (i) => [post('/api/games/load/action', { action: 'set', stat: 'coins', value: i % 50 }), 200],
  () => [post('/api/games/load/action', { action: 'undo' }), [200, 409]],   // 409 when a parallel undo emptied the history
  () => [fetch(base + '/app.js'), 200],
  () => [post('/api/games/load/action', { action: 'move', unit: 'worker', from: 'A5', to: 'H4' }), 409],
  () => [fetch(base + '/api/games/load', { method: 'POST', headers: json, body: '{"action":' }), 400],
  () => [fetch(base + '/api/games/..%2Fx'), 400],
  () => [fetch(base + '/api/board/scythe'), 200],
  () => [fetch(base + '/api/games'), 200],
  () => [fetch(base + '/api/games/load/score'), 200],
];
let done = 0, failed = 0, refused = 0, before = 0;
const t0 = Date.now();
async function one(i) {
  const [p, want] = steps[i % steps.length](i);
  try {
    const res = await p;
    await res.arrayBuffer();
    if (!(Array.isArray(want) ? want.includes(res.status) : res.status === want)) { failed++; if (failed < 5) console.log(`load: request ${i}: HTTP ${res.status}, expected ${want}`); }
    else if (res.status >= 400) refused++;
  } catch (e) { failed++; if (failed < 5) console.log(`load: request ${i}: ${e}`); }
  done++;
}
for (let i = 0; i < TOTAL; i += PARALLEL) {
  if (i >= WARMUP && !before) before = rss();
  await Promise.all(Array.from({ length: Math.min(PARALLEL, TOTAL - i) }, (_, k) => one(i + k)));
}
const after = rss();
const secs = (Date.now() - t0) / 1000;
console.log(`load: ${done} requests in ${secs.toFixed(1)} s (${(done / secs).toFixed(0)}/s), ${failed} failed, ` +
  `${refused} bad requests refused as expected; server VmRSS ${before} kB after the warm-up, ${after} kB at the end`);
const grew = after - before;
if (failed) { console.log('load: FAIL: some requests failed'); process.exit(1); }
if (grew > 2048) { console.log(`load: FAIL: the server grew by ${grew} kB`); process.exit(1); }
console.log('load: ok');
