// automa offline page: the engine's Web Worker (issue 27, docs/web.md "The offline page").
// The library compiled to WebAssembly (automa-engine.js, automa-engine.wasm; src/wasm/engine.c)
// answers the page's API requests (docs/web.md "The JSON API"), exactly as `automa serve` does,
// over the library's store in memory. The games live in the browser's IndexedDB: read into the
// store when the worker starts; after a request that changed a game, every changed game is
// written to IndexedDB in one transaction *before* the answer goes back. When the browser refuses
// to store it, the answer says so (500 "io") and the store is put back as it was: nothing is
// claimed that was not kept. The history of finished games is kept there too (one row per game).
// The engine runs here, not in the page, so that the hard bot's thinking never freezes the page.
'use strict';
/* global createAutomaEngine */
importScripts('automa-engine.js');

const DB_NAME = 'automa', DB_VERSION = 1;
const req2p = (r) => new Promise((res, rej) => { r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
const done = (tx) => new Promise((res, rej) => {
  tx.oncomplete = () => res();
  tx.onerror = () => rej(tx.error || new Error('transaction failed'));
  tx.onabort = () => rej(tx.error || new Error('transaction aborted'));
});

function openDb() {
  const r = indexedDB.open(DB_NAME, DB_VERSION);
  r.onupgradeneeded = () => {
    const db = r.result;
    // games: {name, text (the game as the library writes it, without the store's envelope),
    // version, id, modified}; history: {id (the game's id), name, finished (seconds), row}
    if (!db.objectStoreNames.contains('games')) db.createObjectStore('games', { keyPath: 'name' });
    if (!db.objectStoreNames.contains('history')) db.createObjectStore('history', { keyPath: 'id' });
  };
  return req2p(r);
}

const rand32 = () => crypto.getRandomValues(new Uint32Array(1))[0];
const now = () => Math.floor(Date.now() / 1000);

let M = null, db = null, mirror = new Map();   // name -> {version, id, text} as IndexedDB has it
const ready = (async () => {
  db = await openDb();
  M = await createAutomaEngine({ locateFile: (f) => f });
  // the Italian catalogue, for the library's texts (the page's own are in i18n.js)
  try {
    const r = await fetch('locale/it/automa.mo');
    if (r.ok) {
      M.FS.mkdirTree('/locale/it/LC_MESSAGES');
      M.FS.writeFile('/locale/it/LC_MESSAGES/automa.mo', new Uint8Array(await r.arrayBuffer()));
    }
  } catch (e) { /* the library's texts stay in English */ }
  if (M.ccall('engine_init', 'number', ['number', 'number'], [rand32(), rand32()]) !== 0) throw new Error('out of memory');
  const tx = db.transaction(['games', 'history'], 'readonly');
  const games = await req2p(tx.objectStore('games').getAll());
  const hist = await req2p(tx.objectStore('history').count());
  games.sort((a, b) => (a.created || 0) - (b.created || 0));
  for (const g of games) {
    const rc = M.ccall('engine_put', 'number', ['string', 'string', 'number', 'string', 'number'],
      [g.name, g.text, g.version, g.id || '', g.modified || 0]);
    if (rc === 0) mirror.set(g.name, { version: g.version, id: g.id || '', text: g.text, created: g.created || 0 });
  }
  M.ccall('engine_set_history', null, ['number'], [hist > 0 ? 1 : 0]);
})();

// The games of the store now: name -> {version, id, text}.
function storeGames() {
  const out = new Map();
  for (let i = 0; ; i++) {
    const name = M.ccall('engine_name', 'string', ['number'], [i]);
    if (!name) break;
    const s = M.ccall('engine_game', 'string', ['string'], [name]);
    const nl = s.indexOf('\n');
    const [version, id] = s.slice(0, nl).split(' ');
    out.set(name, { version: Number(version), id: id || '', text: s.slice(nl + 1) });
  }
  return out;
}

function engineCall(method, path, body, lang) {
  const s = M.ccall('engine_request', 'string', ['string', 'string', 'string', 'string', 'number', 'number', 'number'],
    [method, path, body, lang, rand32(), rand32(), now()]);
  return { status: Number(s.slice(0, 3)), body: s.slice(4) };
}

// Writes the changes of the store into IndexedDB (one transaction): the games saved, made or
// deleted, and the history row of each game that is finished.
async function persist(before, after) {
  const put = [], del = [];
  for (const [name, g] of after) {
    const b = before.get(name);
    if (!b || b.version !== g.version || b.id !== g.id || b.text !== g.text) put.push([name, g, b]);
  }
  for (const name of before.keys()) if (!after.has(name)) del.push(name);
  if (!put.length && !del.length) return { put, del };
  const tx = db.transaction(['games', 'history'], 'readwrite');
  const games = tx.objectStore('games'), hist = tx.objectStore('history');
  const t = now();
  for (const [name, g, b] of put) {
    const created = b ? b.created : Date.now();
    g.created = created;
    games.put({ name, text: g.text, version: g.version, id: g.id, modified: t, created });
    const row = M.ccall('engine_history_row', 'string', ['string'], [g.text]);
    if (row && g.id) hist.put({ id: g.id, name, finished: t, row: JSON.parse(row) });
  }
  for (const name of del) games.delete(name);
  await done(tx);
  return { put, del };
}

// Puts the store back as IndexedDB has it (the browser refused the change).
function rollback(before, after) {
  for (const [name, g] of before) {
    const a = after.get(name);
    if (!a || a.version !== g.version || a.text !== g.text)
      M.ccall('engine_put', 'number', ['string', 'string', 'number', 'string', 'number'], [name, g.text, g.version, g.id, now()]);
  }
  for (const name of after.keys())
    if (!before.has(name)) engineCall('DELETE', '/games/' + name, null, 'en');   // made by the refused request
}

let queue = Promise.resolve();
async function handle(m) {
  await ready;
  let path = String(m.path || '');
  const q = path.indexOf('?');
  if (q >= 0) path = path.slice(0, q);
  if (!path.startsWith('/api/') && path !== '/api') {
    return { status: 404, body: { ok: false, error: { code: 'not-found', message: 'not found: ' + path } } };
  }
  const changes = M.ccall('engine_changes', 'number', [], []);
  const before = mirror;
  const ans = engineCall(String(m.method || 'GET').toUpperCase(), path.slice(4), m.body, m.lang === 'it' ? 'it' : 'en');
  if (M.ccall('engine_changes', 'number', [], []) !== changes) {
    const after = storeGames();
    try {
      await persist(before, after);
      for (const [name, g] of after) if (g.created === undefined) g.created = (before.get(name) || {}).created || 0;
      mirror = after;
    } catch (e) {
      rollback(before, after);
      return { status: 500, body: { ok: false, error: { code: 'io', message:
        (m.lang === 'it' ? 'il browser non ha salvato la partita (' : 'the browser did not store the game (') +
        (e && e.name ? e.name : String(e)) + (m.lang === 'it' ? '): nulla è cambiato' : '): nothing changed') } } };
    }
  }
  return { status: ans.status, body: JSON.parse(ans.body) };
}

self.onmessage = (ev) => {
  const m = ev.data || {};
  queue = queue.then(() => handle(m)).then(
    (a) => self.postMessage({ id: m.id, status: a.status, answer: a.body }),
    (e) => self.postMessage({ id: m.id, error: String(e && e.message ? e.message : e) }));
};
