// automa web page: the app (games list, new-game forms, the Scythe companion). Plain JS, no
// framework: the state lives in S, every change re-renders from the server's view of the game.
'use strict';

const S = {
  geo: null, name: null, kind: null, view: null, undo: 0, redo: 0,
  sel: null,          // selected unit of yours: {unit, pos}
  hl: null,           // what the board highlights from the last Automa turn
  lastTurn: null,     // the last Automa turn report (with card_data)
  lastCombat: null,
  log: [], msg: null, modal: null, combatDismissed: false, busy: false
};

// ---- small DOM helpers -------------------------------------------------------------------
function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) {
    const v = attrs[k];
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    e.appendChild(typeof kid === 'string' || typeof kid === 'number' ? document.createTextNode(String(kid)) : kid);
  }
  return e;
}
const $ = (sel) => document.querySelector(sel);

class ApiError extends Error {
  constructor(msg, code) { super(msg); this.code = code; }
}

// The transport (issue 27): window.automa.api(method, path, body) answers one request of the JSON
// API (docs/web.md: the path as written there, "/api/games/NAME/action"; body an object, or a
// string sent as it is) with a promise of the answer's JSON, the server's body, "ok" and "error"
// included; it rejects only when no answer came (code "network" or "bad-answer"). The served page
// sends the request to the server; the offline page (make web-dist) defines window.automa.api
// before this file, over the library in WebAssembly. The page's code is the same in both.
window.automa = window.automa || {};
if (!window.automa.api) {
  window.automa.api = async function (method, path, body) {
    const opt = { method, headers: { 'X-Automa-Lang': LANG } };   // the library's texts in the page's language
    if (body !== undefined && body !== null) {
      opt.headers['Content-Type'] = 'application/json';
      opt.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    let r;
    try { r = await fetch(path, opt); } catch (e) { throw Object.assign(new Error('network'), { code: 'network' }); }
    try { return await r.json(); } catch (e) { throw Object.assign(new Error('bad-answer'), { code: 'bad-answer', status: r.status }); }
  };
}

async function api(method, path, body) {
  // a write names the version of the game it was made on: the server refuses (409 "changed") a
  // write based on a version that another program (the terminal, another page) has replaced
  if (method === 'POST' && S.version != null && body && body.version === undefined &&
      /^\/games\/[A-Za-z0-9_-]+\/action$/.test(path) && path.slice(7, -7) === S.name) body = Object.assign({}, body, { version: S.version });
  let j;
  try { j = await window.automa.api(method, '/api' + path, body); } catch (e) {
    // in the page's language (issue 21)
    if (e && e.code === 'bad-answer') throw new ApiError(t('errBadAnswer', e.status), 'bad-answer');
    throw new ApiError(window.automa.offline ? t('i27.errEngine') : t('errNetwork'), 'network');
  }
  if (!j || !j.ok) {
    if (j && j.error && j.error.code === 'changed') { setTimeout(() => reloadChanged(true), 0); throw new ApiError(t('changedReload'), 'changed'); }
    throw new ApiError(j && j.error ? j.error.message : t('error'), j && j.error ? j.error.code : 'error');
  }
  return j;
}

function showMsg(text, kind) {
  S.msg = { text, kind: kind || 'error' };
  const m = $('#msg');
  if (m) {
    m.textContent = text;
    m.className = 'msg ' + S.msg.kind;
    m.hidden = false;
  }
}
function clearMsg() { S.msg = null; const m = $('#msg'); if (m) m.hidden = true; }

const fac = (f) => t('factions.' + f);
// a mech ability by its faction-mat name: the page's language has its own name for some (Riverwalk: Passafiume)
const mechAbility = (n) => { const s = t('mechAbility.' + n); return s === 'mechAbility.' + n ? n : s; };
const posLabel = (p) => (!p ? '' : /^[a-h][1-7]$/i.test(p) ? p.toUpperCase() : p === 'mat' ? t('mat') : t('homeOf', fac(p)));
const unitLabel = (u) => t(u === 'character' ? 'unitCharacter' : u === 'mech' ? 'unitMech' : 'unitWorker');

// ---- routing -----------------------------------------------------------------------------
async function route() {
  const m = location.hash.match(/^#\/(scythe|expeditions|automata)\/([A-Za-z0-9_-]{1,48})$/);
  S.sel = null; S.hl = null; S.lastTurn = null; S.lastCombat = null; S.log = []; S.modal = null; S.combatDismissed = false;
  // the game shown is not loaded yet: no version to compare with (issue 27: a version check run
  // meanwhile said "changed elsewhere" about a game that had not changed)
  S.loaded = null; S.version = null;
  clearMsg();
  if (m) {
    S.kind = m[1]; S.name = m[2];
    try {
      if (!S.geo) S.geo = prepareGeometry(await api('GET', '/board/scythe'));
      const j = await api('GET', '/games/' + S.name);
      if (m[2] !== S.name) return;   // another game was opened meanwhile
      applyGame(j);
      S.kind = j.kind;
      S.loaded = S.name;
      if (S.kind === 'scythe') restoreReport();
      S.atmLog = [];
    } catch (e) {
      S.name = null;
      renderHome();
      showMsg(e.message);
      return;
    }
    render();
    window.scrollTo(0, 0);   // a game opens at its top (issue 27: after the new-game form, the board was above the screen)
    if (S.kind === 'automata' && S.view.bot_to_act && typeof atmBots === 'function') atmBots();   // the bots move first
  } else {
    S.name = null;
    renderHome();
  }
}

function applyGame(j) {
  S.view = j.game; S.undo = j.undo; S.redo = j.redo; S.kind = j.kind;
  if (j.version != null) S.version = j.version;
}

// Every view is drawn again after a change; the focus stays where it was (the same button, unit
// or territory; S.focusNext names another one), unless a dialog took it (issue 27).
function render() {
  const key = S.focusNext || focusKey(document.activeElement);
  S.focusNext = null;
  renderView();
  if (key && !S.modal) restoreFocus(key);
}
function focusKey(e) {
  if (!e || e === document.body || !e.closest || !e.closest('#app')) return null;
  const u = e.closest('.unit');
  if (u) return `unit:${u.getAttribute('data-unit')}@${u.getAttribute('data-pos')}`;
  const tr = e.closest('[data-terr]');
  if (tr) return 'terr:' + tr.getAttribute('data-terr');
  return e.id ? '#' + e.id : null;
}
function restoreFocus(key) {
  let e = null;
  if (key.startsWith('#')) e = document.getElementById(key.slice(1));
  else if (key.startsWith('unit:')) {
    const [kind, pos] = key.slice(5).split('@');
    e = document.querySelector(`svg.board .unit[data-unit="${kind}"][data-pos="${pos}"]`);
  } else if (key.startsWith('terr:')) e = document.querySelector(`svg.board [data-terr="${key.slice(5)}"]`);
  if (e && e !== document.activeElement && typeof e.focus === 'function') e.focus({ preventScroll: true });
}

function renderView() {
  if (!S.name) return renderHome();
  if (S.kind === 'expeditions' && typeof renderExpeditions === 'function') return renderExpeditions();
  if (S.kind === 'automata' && typeof renderAutomata === 'function') return renderAutomata();
  return renderScythe();
}

function headerBar(title) {
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand', id: 'home-link' }, h('span', { class: 'logo' }, '\u2699'), ' automa'),
    title ? h('span', { class: 'game-title' }, title) : h('span', { class: 'game-title' }, t('subtitle')),
    S.name ? h('button', { class: 'lang', id: 'export-btn', title: t('i27.exportTitle'), 'aria-label': t('i27.exportTitle'), onclick: exportGame },
      '\u2913 ' + t('i27.exportShort')) : null,
    h('button', { class: 'lang', id: 'lang', onclick: async () => {
      setLang(LANG === 'it' ? 'en' : 'it');
      render();
      // the texts the server writes (Automata labels and bot reasons) come again in the new language
      if (S.name && S.kind === 'automata') { try { applyGame(await api('GET', '/games/' + S.name)); render(); } catch (e) { /* keep */ } }
    } }, t('lang')));
}

// ---- game files between the page and the terminal (issue 27) -------------------------------
// Export: the game file as the command line writes it (GET /api/games/NAME/file), downloaded as
// NAME.json: `automa scythe play NAME.json` goes on with it. Import: a game file chosen on the
// device, kept under a name (POST /api/games {"name", "file"}); a file that does not load is
// refused with the library's message and nothing is stored.
async function exportGame() {
  let j;
  try { j = await api('GET', `/games/${S.name}/file`); } catch (e) { return showMsg(e.message); }
  const url = URL.createObjectURL(new Blob([j.file], { type: 'application/json' }));
  const a = h('a', { href: url, download: j.name + '.json', hidden: true });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  showMsg(t('i27.exported', j.name + '.json'), 'ok');
}

function importForm() {
  const nameIn = h('input', { name: 'name', id: 'import-name', pattern: '[A-Za-z0-9_\\-]{1,48}', required: true, autocomplete: 'off' });
  const fileIn = h('input', { type: 'file', id: 'import-file', accept: '.json,application/json', required: true, onchange: () => {
    const f = fileIn.files[0];
    if (f && !nameIn.value) nameIn.value = f.name.replace(/\.json$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 48);
  } });
  return h('form', { class: 'import', id: 'import-form', onsubmit: async (ev) => {
    ev.preventDefault();
    const f = fileIn.files[0];
    if (!f) return;
    let text;
    try { text = await f.text(); } catch (e) { return showMsg(t('i27.unreadable', f.name)); }
    try {
      const j = await api('POST', '/games', { name: nameIn.value, file: text });
      location.hash = `#/${j.kind}/${j.name}`;
    } catch (e) { showMsg(t('i27.importRefused', f.name, e.message)); }
  } },
  h('h3', {}, t('i27.importTitle')),
  h('label', {}, t('i27.importFile'), fileIn),
  h('label', {}, t('name'), nameIn),
  h('button', { type: 'submit', id: 'import-btn' }, t('i27.importBtn')));
}

// ---- home: the games and the new-game forms ----------------------------------------------
async function renderHome() {
  document.title = 'automa';
  const app = $('#app');
  app.replaceChildren(headerBar(null), h('div', { id: 'msg', class: 'msg', hidden: true, role: 'alert' }),
    h('main', { class: 'home' }, h('p', {}, t('loading'))));
  let games = [];
  try { games = (await api('GET', '/games')).games; } catch (e) { showMsg(e.message); }
  try { if (!S.geo) S.geo = prepareGeometry(await api('GET', '/board/scythe')); } catch (e) { /* the forms keep their own defaults */ }
  const dflt = (S.geo && S.geo.defaults) || { human: 'nordic', level: 'autometta', combat: 'companion' };   // the terminal's (issue 19)
  const list = h('section', { class: 'panel games' }, h('h2', {}, t('games')),
    games.length === 0 ? h('p', { class: 'muted' }, t('noGames')) :
      h('ul', { class: 'game-list' }, games.map((g) => h('li', {},
        h('a', { href: `#/${g.kind}/${g.name}`, class: 'game-link', 'data-game': g.name },
          h('strong', {}, g.name), ' ',
          h('span', { class: 'kind' }, g.kind === 'scythe' ? 'Scythe' : g.kind === 'automata' ? 'Automata' : t('expTitle')), ' ',
          h('span', { class: 'muted' }, g.kind === 'automata' ? (g.seats || []).map((k, i) => `P${i + 1} ${k}`).join(' \u2013 ') : g.players.map((p) => fac(p.faction) + (p.type === 'automa' ? ' (' + t('automa') + ')' : '')).join(' \u2013 ')),
          g.game_over ? h('span', { class: 'badge' }, t('gameOver')) : null),
        h('button', { class: 'small danger', onclick: async () => {
          if (!confirm(t('del') + ' ' + g.name + '?')) return;
          try { await api('DELETE', '/games/' + g.name); renderHome(); } catch (e) { showMsg(e.message); }
        } }, t('del'))))),
    importForm());
  const factions = ['nordic', 'rusviet', 'togawa', 'crimea', 'saxony', 'polania', 'albion'];
  const levels = ['autometta', 'automa', 'automaszyna', 'ultimaszyna'];
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const sel = (name, opts, value) => h('select', { name, id: 'f-' + name }, opts.map(([v, l]) => h('option', { value: v, selected: v === value }, l)));
  const check = (name, label, on) => h('label', { class: 'check' }, h('input', { type: 'checkbox', name, checked: on }), ' ', label);
  // the game's options, one field per row of the library's option table (GET /api/scythe/board
  // "options", issue 22): a flag is a checkbox, a number or a choice a list; labels in i18n.js
  const scyOptions = (S.geo && S.geo.options) || [];
  const optLabel = (o) => t('i22.opt.' + o.name);
  const optValue = (o, v) => o.kind === 'int' ? (v > 0 ? '+' : '') + v : o.name === 'combat' ? t('i19.' + v + 'Short') : t('i22.val.' + v);
  const optField = (o) => !o ? null : o.kind === 'flag' ? check(o.name, optLabel(o), o.default)
    : h('label', {}, optLabel(o), sel(o.name, o.kind === 'int'
      ? Array.from({ length: o.hi - o.lo + 1 }, (_, i) => [String(o.lo + i), optValue(o, o.lo + i)])
      : o.values.map((v) => [v, optValue(o, v)]), o.name === 'combat' ? dflt.combat : String(o.default)));
  const scyForm = h('form', { class: 'panel newgame', id: 'new-scythe', onsubmit: async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const req = { kind: 'scythe', name: f.get('name'), human: f.get('human'), level: f.get('level') };
    if (f.get('automa')) req.automa = f.get('automa');
    if (f.get('seed')) req.seed = Number(f.get('seed'));
    for (const o of scyOptions) req[o.name] = o.kind === 'flag' ? f.get(o.name) === 'on' : o.kind === 'int' ? Number(f.get(o.name)) : f.get(o.name);
    req.player_mat = f.get('player_mat'); req.structure_tile = f.get('structure_tile');
    try { await api('POST', '/games', req); location.hash = '#/scythe/' + req.name; } catch (e) { showMsg(e.message); }
  } },
  h('h2', {}, t('newScythe')),
  h('label', {}, t('name'), h('input', { name: 'name', id: 'f-name', value: 'scythe-' + stamp, pattern: '[A-Za-z0-9_\\-]{1,48}', required: true })),
  h('label', {}, t('yourFaction'), sel('human', factions.map((f) => [f, fac(f)]), dflt.human)),
  h('label', {}, t('automaFaction'), sel('automa', [['', t('farthest')]].concat(factions.map((f) => [f, fac(f)])), '')),
  h('label', {}, t('level'), sel('level', levels.map((l) => [l, t('levels.' + l)]), dflt.level)),
  optField(scyOptions.find((o) => o.name === 'combat')),
  h('p', { class: 'muted small combat-note', id: 'combat-note' }, t(dflt.combat)),
  h('label', {}, t('playerMat'), sel('player_mat', ['industrial', 'engineering', 'militant', 'patriotic', 'innovative', 'mechanical', 'agricultural']
    .map((m) => [m, t('pmat.' + m)]), 'industrial')),
  h('label', {}, t('structureTile'), sel('structure_tile', ['random', 'tunnels-adjacent', 'lakes-adjacent', 'encounters-adjacent', 'on-tunnels', 'in-a-row', 'farms-tundras', 'manual']
    .map((k) => [k, t('tile.' + k)]), 'random')),
  h('label', {}, t('seed'), h('input', { name: 'seed', id: 'f-seed', type: 'number', min: 0 })),
  h('details', {}, h('summary', {}, t('options')), scyOptions.filter((o) => o.name !== 'combat').map(optField)),
  h('button', { type: 'submit', class: 'primary', id: 'create-scythe' }, t('create')));
  const expForm = h('form', { class: 'panel newgame', id: 'new-exp', onsubmit: async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const req = { kind: 'expeditions', name: f.get('name'), level: Number(f.get('level')), glory_adjust: Number(f.get('glory_adjust')) };
    if (f.get('seed')) req.seed = Number(f.get('seed'));
    const gaps = String(f.get('gaps') || '').trim();
    if (gaps) req.gaps = gaps.split(/\s+/);
    try { await api('POST', '/games', req); location.hash = '#/expeditions/' + req.name; } catch (e) { showMsg(e.message); }
  } },
  h('h2', {}, t('newExp')),
  h('label', {}, t('name'), h('input', { name: 'name', value: 'exp-' + stamp, pattern: '[A-Za-z0-9_\\-]{1,48}', required: true })),
  h('label', {}, t('level'), sel('level', [['1', '1'], ['2', '2'], ['3', '3']], '2')),
  h('label', {}, t('gloryAdjust'), sel('glory_adjust', [-2, -1, 0, 1, 2, 3].map((n) => [String(n), (n > 0 ? '+' : '') + n]), '0')),
  h('label', {}, t('i19.gaps'), h('input', { name: 'gaps', id: 'f-gaps', placeholder: 'N2,N3,C2 C5,C6', autocomplete: 'off' })),
  h('p', { class: 'muted small' }, t('i19.gapsNote')),
  h('label', {}, t('seed'), h('input', { name: 'seed', type: 'number', min: 0 })),
  h('button', { type: 'submit', class: 'primary' }, t('create')));
  app.replaceChildren(headerBar(null), h('div', { id: 'msg', class: 'msg', hidden: true, role: 'alert' }),
    h('main', { class: 'home' }, list, h('div', { class: 'forms' }, scyForm, expForm, atmNewGameForm(stamp))));
  const combatSel = $('#f-combat');
  if (combatSel) combatSel.addEventListener('change', () => { $('#combat-note').textContent = t(combatSel.value); });
  if (S.msg) showMsg(S.msg.text, S.msg.kind);
}

// ---- Scythe ------------------------------------------------------------------------------
function automaPlayer() { return S.view && S.view.players ? S.view.players.find((p) => p.type === 'automa') : null; }
function humanPlayer() { return S.view && S.view.players ? S.view.players.find((p) => p.faction === S.view.human) : null; }

// onError (optional): given the error first; returns true when it took care of it.
async function act(body, after, onError) {
  if (S.busy) return null;
  S.busy = true;
  document.body.classList.add('busy');
  try {
    const j = await api('POST', `/games/${S.name}/action`, body);
    const wasOver = S.view && S.view.game_over;
    applyGame(j);
    clearMsg();
    if (after) after(j.result);
    if (S.kind === 'scythe' && S.view.game_over && !wasOver) setTimeout(openScore, 0);   // the game just ended
    return j.result;
  } catch (e) {
    if (!(onError && onError(e))) showMsg(t('error') + ': ' + e.message);
    return null;
  } finally {
    S.busy = false;
    document.body.classList.remove('busy');
    render();
  }
}

function explainMove(m) {
  const symName = t('sym.' + m.symbol, m.threshold);
  const out = [];
  if (m.result !== 'performed') {
    if (m.result === 'skipped-bracket' || m.result === 'not-tried') return null;
    return { main: t('res.' + m.result, symName, m.threshold) };
  }
  const unit = unitLabel(m.unit);
  let main;
  if (m.rearm) main = t('res.rearm', symName, posLabel(m.from), posLabel(m.to));
  else if (m.from === m.to) main = t('res.stays', symName, unit, posLabel(m.to));
  else main = t('res.moveTo', symName, unit, posLabel(m.from), posLabel(m.to));
  out.push(t('unitWhy', unit, m.unit_distance, m.unit_tie ? t(m.unit_tie === 'home-marker' ? 'tieMarker' : 'tieReading') : ''));
  const best = (m.candidates || []).find((c) => c.territory === m.to);
  let why;
  if (m.symbol === 'encounter-factory') why = t(m.to === (S.geo && S.geo.factory) ? 'why.factory' : 'why.encounter', m.to);
  else why = t('why.' + m.symbol, m.to, best ? best.value : '?');
  out.push(t('explanation') + ': ' + why + t('tb.' + (m.tiebreak || 'none')) + '.');
  return { main, detail: out, cands: m.candidates || [] };
}

function explainEvent(e) {
  switch (e.event) {
    case 'coins': return t('ev.coins', e.amount);
    case 'power': if (!e.amount) return t('powerStays', e.total);   // at 16: not "raise by 0"
      return t('ev.power', e.amount, e.total);
    case 'combat-cards': return t('ev.' + e.event, e.amount, e.total);
    case 'recruit-bonus': return e.applied ? (e.player === S.view.human ? t('recruitBonusYou', t('recruitGain.' + e.bonus))
      : t('ev.recruit-bonus', fac(e.player), t('recruitN.' + e.bonus)))
      : t('ev.recruit-bonus-unknown', t('recruitN.' + e.bonus));
    case 'tracker': return t('ev.tracker', e.space);
    case 'workers-home': return t('ev.workers-home', fac(e.player), e.count);
    case 'resources-removed': return t('ev.resources-removed', e.territory, e.count);
    case 'flip-no-move': case 'flip-no-deploy': return t('ev.' + e.event, e.value);
    case 'trap-triggered': return t('ev.trap-triggered', e.territory) + (e.trap && e.trap !== 'unknown' ? ' ' + t('trapLoses.' + e.trap, e.lost) : '');
    default: return t('ev.' + e.event, e.territory);
  }
}

function highlightFrom(rep) {
  const hl = { arrows: [], to: [], cands: [] };
  for (const m of rep.moves || []) {
    if (m.result !== 'performed') continue;
    hl.arrows.push({ from: m.from, to: m.to, faction: rep.player });
    hl.to.push(m.to);
    for (const c of m.candidates || []) {
      if (c.territory === m.to) continue;
      hl.cands.push({ territory: c.territory, excluded: c.excluded,
        label: (m.symbol === 'encounter-factory' ? '' : c.value + '\u00b7') + 'F' + c.factory_distance });
    }
  }
  return hl;
}

// The last Automa turn's report is kept with the game by the server (last_report): a reload, an
// undo or a step played in the terminal shows it as it was, with its arrows while you have not moved.
function restoreReport() {
  const rep = S.view && S.view.last_report;
  S.lastTurn = rep || null;
  S.hl = rep && !S.view.game_over && S.view.current === S.view.human ? highlightFrom(rep) : null;   // arrows until your turn ends
}

// Your own deck (option real_deck, issue 28 item 7): the number of the card you drew from the real
// Automa deck; the server checks it can be there. done(n) gets it.
function askDeckCard(whose, done) {
  const sel = h('select', { id: 'deck-card' }, Array.from({ length: 19 }, (_, i) => h('option', { value: i + 1 }, String(i + 1))));
  const body = h('form', { class: 'deck-form', onsubmit: (ev) => { ev.preventDefault(); closeModal(); done(Number(sel.value)); } },
    h('p', {}, t('deckCardAsk', fac(whose))), sel, h('button', { class: 'primary', type: 'submit', id: 'deck-card-ok' }, t('deckCardOk')));
  openModal('deck', t('deckCardTitle'), body);
}

function automaTurn() {
  const v = S.view;
  if (v.options && v.options.real_deck && !(v.pending && v.pending.kind === 'flip-move' || v.pending && v.pending.kind === 'flip-deploy')) {
    return askDeckCard(v.current, (n) => automaTurnWith({ action: 'turn', card: n }));
  }
  automaTurnWith({ action: 'turn' });
}

function automaTurnWith(req) {
  act(req, (res) => {
    S.lastTurn = res.turn;
    S.lastCombat = null;
    S.hl = highlightFrom(res.turn);
    S.sel = null;
    S.log.unshift({ kind: 'turn', rep: res.turn });
  });
}

function renderCard(card, scheme) {
  if (!card) return h('p', { class: 'muted' }, t('noCard'));
  const chips = (arr, f) => h('span', { class: 'chips' }, arr.map(f));
  const schemeBox = (sc, i) => h('div', { class: 'scheme' + (i === scheme ? ' active' : ''), 'data-scheme': i + 1 },
    h('div', { class: 'scheme-title' }, t('scheme') + ' ' + (i ? 'II' : 'I')),
    h('div', { class: 'row' }, h('span', { class: 'lbl' }, t('moves')), chips(sc.moves, (m) =>
      h('span', { class: 'chip mv mv-' + m.kind }, (m.bracket ? '(' + fac(m.bracket) + ') ' : '') + t('sym.' + m.kind, m.threshold)))),
    h('div', { class: 'row' }, h('span', { class: 'lbl' }, t('gains')), chips(sc.gains, (g) =>
      h('span', { class: 'chip gn gn-' + g.kind }, (g.bracket ? '(' + fac(g.bracket) + ') ' : '') + (g.n > 1 ? g.n + '\u00d7 ' : '') + t('gain.' + g.kind)))),
    sc.recruit !== 'none' ? h('div', { class: 'row' }, h('span', { class: 'lbl' }, t('recruit')), h('span', { class: 'chip rc' }, t('recruitN.' + sc.recruit))) : null);
  return h('div', { class: 'acard', 'data-card': card.number },
    h('div', { class: 'acard-head' }, h('span', { class: 'num' }, String(card.number)),
      card.star ? h('span', { class: 'icon star', title: t('starIcon') }, '\u2605') : null,
      card.skip ? h('span', { class: 'badge skip' }, t('skipIcon')) : null,
      h('span', { class: 'res-box', title: t('resourcesBox') }, '\u25a3 ' + card.resources)),
    h('table', { class: 'combat-table' },
      h('tr', {}, h('th', {}, t('combatTable')), h('th', {}, '0\u20137'), h('th', {}, '8\u201313'), h('th', {}, '14+')),
      h('tr', {}, h('td', {}, t('powerCol')), card.power.map((p) => h('td', {}, String(p)))),
      h('tr', {}, h('td', {}, t('cardsCol')), [0, 1, 2].map(() => h('td', {}, String(card.cards))))),
    card.schemes.map((sc, i) => schemeBox(sc, i)));
}

function renderTurnReport(rep, inner) {
  if (rep.before) {   // a turn interrupted by a combat: the attack, the combat, then the rest
    const rest = Object.assign({}, rep, { before: null, combat: null });
    const c = rep.combat;   // shown in full below; here the line that links the two parts
    const cr = c && c[c.winner] ? h('p', { class: 'report-head combat-line' }, t('ev2.combatLog', c.territory, fac(c[c.winner].player))) : null;
    return h('div', { id: 'turn-report', class: 'turn-with-combat' }, renderTurnReport(rep.before, true), cr,
      h('p', { class: 'report-head' }, t('turnGoesOn')), renderTurnReport(rest, true));
  }
  const items = [];
  if (rep.skipped) items.push(h('li', {}, t('skipped')));
  if (rep.reshuffled) items.push(h('li', {}, t('ev.reshuffle')));
  let any = false;
  for (const m of rep.moves || []) {
    const x = explainMove(m);
    if (!x) continue;
    if (m.result === 'performed') any = true;
    items.push(h('li', { class: 'move ' + m.result }, h('div', {}, x.main),
      x.detail ? x.detail.map((d) => h('div', { class: 'why' }, d)) : null));
  }
  // a row not tried: the move was made before (an attack fought in between) or a flip forbade it
  const notTried = (rep.moves || []).some((m) => m.result === 'not-tried');
  const flipNoMove = (rep.events || []).some((e) => e.event === 'flip-no-move');
  if ((rep.moves || []).length && !any && !rep.skipped && !notTried) items.push(h('li', {}, t('noMove')));
  else if ((rep.moves || []).length && !any && !rep.skipped && !flipNoMove) items.push(h('li', {}, t('movedBefore')));
  for (const e of rep.events || []) items.push(h('li', { class: 'event ev-' + e.event }, explainEvent(e)));
  // the tracker step of a finished turn: say so when the token stays
  if (!rep.skipped && rep.waiting === 'none' && !rep.game_over && !(rep.events || []).some((e) => e.event === 'tracker'))
    items.push(h('li', { class: 'event ev-no-tracker' }, t(rep.card_data && rep.card_data.star ? 'trackerLast' : 'noTrackerAdvance')));
  if (rep.waiting === 'combat') items.push(h('li', { class: 'warn' }, t('waitCombat')));
  const cands = (rep.moves || []).some((m) => m.result === 'performed' && (m.candidates || []).length > 1);
  return h('div', inner ? { class: 'turn-part' } : { id: 'turn-report' }, h('p', { class: 'report-head' }, t('drewCard', rep.card, rep.scheme === 2 ? 'II' : 'I')),
    h('ol', { class: 'report' }, items),
    cands ? h('p', { class: 'muted small' }, '\u25ad ' + t('candidates')) : null);
}

// ---- issue 19: the "why" panel, every candidate and tie-breaker of the turn (the terminal's `why`)
function renderWhyPanel(rep) {
  const moves = rep.moves || [];
  if (!moves.length || rep.skipped) return null;
  const blocks = moves.map((m) => {
    const symName = (m.bracket ? '[' + fac(m.bracket) + '] ' : '') + t('sym.' + m.symbol, m.threshold);
    const kids = [h('div', { class: 'why-sym' }, h('strong', {}, symName), ': ', t('i19.result.' + m.result))];
    if (m.result === 'performed' && m.unit && m.unit !== 'character')
      kids.push(h('div', { class: 'why' }, t('unitWhy', unitLabel(m.unit), m.unit_distance,
        m.unit_tie ? t(m.unit_tie === 'home-marker' ? 'tieMarker' : 'tieReading') : '')));
    const cands = m.candidates || [];
    if (cands.length) {
      const hasValue = m.symbol !== 'encounter-factory';
      kids.push(h('table', { class: 'why-cands' },
        h('tr', {}, h('th', {}, t('i19.territory')), hasValue ? h('th', {}, t('i19.value.' + m.symbol)) : null,
          h('th', {}, t('i19.factoryDist')), h('th', {}, '')),
        cands.map((c) => h('tr', { class: (c.territory === m.to && m.result === 'performed' ? 'chosen' : '') + (c.excluded ? ' excluded' : ''),
          'data-terr': c.territory },
          h('td', {}, c.territory), hasValue ? h('td', {}, String(c.value)) : null, h('td', {}, String(c.factory_distance)),
          h('td', {}, [c.territory === m.to && m.result === 'performed' ? t('i19.chosen') : '', c.excluded ? t('excluded') : '',
            c.armed_trap ? t('i19.armedTrap') : ''].filter((x) => x).join(', '))))));
      if (m.result === 'performed')
        kids.push(h('div', { class: 'why' }, t('i19.decided', m.tiebreak && m.tiebreak !== 'none' ? t('tb.' + m.tiebreak).replace(/^; /, '') : t('i19.noTie'))));
    }
    return h('div', { class: 'why-move' }, kids);
  });
  return h('details', { class: 'why-panel', id: 'why-panel', open: S.whyOpen || null, ontoggle: (ev) => { S.whyOpen = ev.target.open; } },
    h('summary', {}, t('i19.whyAll')), blocks);
}

// ---- issue 19: on a narrow screen the panels under the board fold to their title (tap to open)
function foldPanels() {
  const narrow = window.matchMedia && window.matchMedia('(max-width: 700px)').matches;
  S.fold = S.fold || {};
  document.querySelectorAll('main.scythe .side > section.panel[id]').forEach((sec) => {
    const id = sec.id, title = sec.querySelector(':scope > h2');
    if (!title) return;
    if (!(id in S.fold)) S.fold[id] = narrow && id !== 'card-panel' && id !== 'human-panel';
    title.classList.add('fold-title');
    title.setAttribute('role', 'button');
    title.setAttribute('tabindex', '0');
    title.setAttribute('aria-expanded', String(!S.fold[id]));
    sec.classList.toggle('folded', !!S.fold[id]);
    const toggle = () => { S.fold[id] = !S.fold[id]; sec.classList.toggle('folded', S.fold[id]); title.setAttribute('aria-expanded', String(!S.fold[id])); };
    title.addEventListener('click', toggle);
    title.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); toggle(); } });
  });
  const lg = document.querySelector('.board-wrap > .legend');
  if (lg && narrow) {   // the map's legend folds too, at the end of the page: the instructions
    const fold = h('details', { class: 'legend-fold' }, h('summary', {}, t('legend')));   // come right under the map
    lg.remove();
    fold.appendChild(lg);
    document.querySelector('main.scythe').appendChild(fold);
  }
  const card = document.querySelector('#card-panel .acard');
  if (card && narrow) {   // the drawn card folds under its number; the instructions stay open
    const fold = h('details', { class: 'card-fold', open: S.cardOpen || null, ontoggle: (ev) => { S.cardOpen = ev.target.open; } },
      h('summary', {}, t('i19.showCard')));
    card.replaceWith(fold);
    fold.appendChild(card);
  }
}

function renderCombatReport(c) {
  const a = c.attacker, d = c.defender;
  if (!a || !d) return null;
  const name = (x) => fac(x.player);
  const L = [];
  if (c.kind === 'workers') {
    L.push(t('cmb.drives', name(a), d.workers_home, name(d), c.territory));
    if (a.popularity_lost) L.push(t('cmb.popLost', name(a), a.popularity_lost));
  } else {
    L.push(t('cmb.attacks', name(a), name(d), c.territory));
    for (const x of [a, d]) {
      let s = x.automa ? t('cmb.automaSide', name(x), x.card, x.column, x.power) : t('cmb.humanSide', name(x), x.power);
      if (x.cards && x.cards.length) s += t('cmb.withCards', x.cards.join(', '));
      L.push(s + t('cmb.total', x.total));
    }
    L.push(t('cmb.pay'));
  }
  const w = c.winner === 'attacker' ? a : d, l = c.winner === 'attacker' ? d : a;
  if (c.kind !== 'workers') {
    if (l.retreated) L.push(t('cmb.retreat', l.retreated, name(l), l.retreat_to === 'mat' ? t('mat') : t('home')));
    if (l.workers_home) L.push(t('cmb.workersHome', l.workers_home, name(l)));
    if (l.gained_card) L.push(l.automa ? t('cmb.gainCardAutoma', name(l)) : t('cmb.gainCard', name(l)));
    if (w.popularity_lost) L.push(t('cmb.popLost', name(w), w.popularity_lost));
    if (w.star) L.push(t('cmb.star', name(w)));
    if (w.encounter) L.push(t('cmb.encounter', name(w), c.territory));
    if (w.factory_card) L.push(t('cmbFactoryCard', name(w)));
  }
  const r = c.resources || {};
  if (r.result === 'placed') L.push(t('cmb.resPlaced', r.card, r.count, c.territory));
  else if (r.result === 'lake') L.push(t('cmb.resLake', c.territory));
  else if (r.result === 'village') L.push(t('cmb.resVillage', c.territory));
  else if (r.result === 'factory') L.push(t('cmb.resFactory'));
  else if (r.result === 'no-card') L.push(t('cmb.resNoCard'));
  else if (r.result === 'removed' && r.count) L.push(t('cmb.resRemoved', r.count, c.territory));
  if (c.game_over) L.push(t('ev.game-end'));
  const cards = [a, d].filter((x) => x.card_data);
  return h('div', { class: 'combat-result', id: 'combat-result' },
    c.kind === 'workers' ? null : h('p', { class: 'head' }, t('combatResult', name(w), c.territory, w.total, l.total),
      w.total === l.total ? ' ' + t('i27.tieAttacker') : null),
    // no combat card (two people): the list alone, not squeezed into the card's grid column
    cards.length ? h('div', { class: 'card-and-why' },
      h('div', {}, cards.map((x) => h('div', {}, h('div', { class: 'muted small' }, t('cmb.combatCard', name(x))), renderCard(x.card_data, -1)))),
      h('ul', { class: 'report' }, L.map((x) => h('li', {}, x)))) : h('ul', { class: 'report' }, L.map((x) => h('li', {}, x))));
}

function trackerView(p) {
  const ti = p.tracker_info;
  const cells = [];
  for (let i = 0; i < ti.spaces; i++) {
    const cls = ['tcell'];
    if (ti.stars.includes(i)) cls.push('star');
    if (i < ti.nowater) cls.push('nowater');
    if (i === p.tracker) cls.push('token');
    if (i < p.tracker) cls.push('past');
    cells.push(h('span', { class: cls.join(' '), title: String(i + 1) }, ti.stars.includes(i) ? '\u2605' : i === 0 ? 'I' : ''));
  }
  return h('div', { class: 'tracker', id: 'tracker', 'data-space': p.tracker }, cells);
}

function stat(label, value, id) {
  return h('div', { class: 'stat', id }, h('span', { class: 'lbl' }, label), h('span', { class: 'val' }, String(value)));
}

function renderAutomaPanel(p) {
  const pw = Math.min(16, p.power);
  return h('section', { class: 'panel automa', id: 'automa-panel' },
    h('h2', {}, h('span', { class: 'swatch', 'data-f': p.faction }), `${t('automa')} \u2013 ${fac(p.faction)}`,
      h('span', { class: 'badge' }, t('levels.' + p.level))),
    h('div', { class: 'sub' }, t('tracker'), ' ', h('span', { class: 'muted' }, p.tracker_info.water_restricted ? t('waterRestricted') : t('waterFree'))),
    trackerView(p),
    h('div', { class: 'stats' },
      stat(t('scheme'), p.scheme === 2 ? 'II' : 'I', 'a-scheme'),
      stat(t('power'), p.power, 'a-power'), stat(t('coins'), p.coins, 'a-coins'),
      stat(t('combatCards'), p.combat_cards, 'a-cards'), stat(t('stars'), p.total_stars, 'a-stars'),
      stat(t('deck'), `${p.deck_count} \u00b7 ${p.discard_count} ${t('discard')} \u00b7 ${p.combat_discard_count} ${t('combatDiscard')}`, 'a-deck')),
    h('div', { class: 'powerbar' }, h('span', { class: 'fill', 'data-w': pw }), h('span', { class: 'ptxt' }, `${t('power')} ${p.power}/16`)),
    h('div', { class: 'muted small' }, t('starsBySource', p.stars.tracker, p.stars.combat, p.stars.power),
      p.factory_card ? ' \u00b7 ' + t('factoryCard') : '', p.encounters ? ` \u00b7 ${t('encounters')} ${p.encounters}` : ''));
}

function humanUnitPositions(p) {
  const set = new Set();
  if (p.character && p.character !== 'mat') set.add(p.character);
  for (const x of (p.mechs || []).concat(p.workers || [])) set.add(x);
  return [...set];
}

function renderHumanPanel(p) {
  const setter = (key, label, value, max) => h('div', { class: 'setter', 'data-stat': key },
    h('span', { class: 'lbl' }, label),
    h('button', { class: 'small', id: 'set-' + key + '-minus', 'aria-label': t('i27.minusOne', label), disabled: value <= 0, onclick: () => act({ action: 'set', stat: key, value: value - 1 }) }, '\u2212'),
    h('input', { type: 'number', min: 0, max: max || 999, value, class: 'num', id: 'set-' + key, 'aria-label': label, onchange: (ev) => act({ action: 'set', stat: key, value: Number(ev.target.value) }) }),
    h('button', { class: 'small', id: 'set-' + key + '-plus', 'aria-label': t('i27.plusOne', label), disabled: max !== undefined && value >= max, onclick: () => act({ action: 'set', stat: key, value: value + 1 }) }, '+'));
  const terrs = S.geo.territories.map((x) => x.name);
  const workerTerrs = [...new Set((p.workers || []).filter((w) => /^[A-H][1-7]$/i.test(w)))];
  const board = S.view.board || {};
  const charOn = p.character;
  const canEncounter = (board.encounters || []).includes(charOn);
  const deploySel = h('select', { id: 'deploy-unit', 'aria-label': t('i27.deployUnit') }, h('option', { value: 'mech' }, t('unitMech')), h('option', { value: 'worker' }, t('unitWorker')));
  const deployTerr = h('select', { id: 'deploy-terr', 'aria-label': t('i27.deployWhere') }, workerTerrs.map((w) => h('option', { value: w }, w)));
  const resTerr = h('select', { id: 'res-terr', 'aria-label': t('i27.resWhere') }, terrs.map((w) => h('option', { value: w }, w)));
  const resN = h('input', { type: 'number', min: 0, max: 99, value: 0, id: 'res-n', class: 'num', 'aria-label': t('i27.resCount') });
  resTerr.addEventListener('change', () => { resN.value = (board.resources || {})[resTerr.value] || 0; });
  const rec = p.recruits || [];
  return h('section', { class: 'panel human', id: 'human-panel' },
    h('h2', {}, h('span', { class: 'swatch', 'data-f': p.faction }), `${t('yourStats')} \u2013 ${fac(p.faction)}`),
    h('div', { class: 'setters' },
      setter('power', t('power'), p.power, 16), setter('popularity', t('popularity'), p.popularity, 18),
      setter('coins', t('coins'), p.coins), setter('stars', t('stars'), p.total_stars, 6),
      setter('combat_cards', t('combatCards'), p.combat_cards), setter('structure_bonus', t('structureBonus'), p.structure_bonus)),
    h('h3', {}, t('actions')),
    h('div', { class: 'action-row' }, h('button', { id: 'deploy-btn', disabled: !workerTerrs.length,
      onclick: () => act({ action: 'deploy', unit: deploySel.value, territory: deployTerr.value }) }, t('deploy')), deploySel, t('deployOn'), deployTerr),
    h('div', { class: 'action-row' },
      h('button', { id: 'encounter-btn', disabled: !canEncounter, onclick: () => act({ action: 'encounter', territory: charOn }) }, t('encounter')),
      h('button', { id: 'factory-btn', disabled: charOn !== S.geo.factory || p.factory_card, onclick: () => act({ action: 'factory' }) }, t('factory'))),
    p.faction === 'togawa' ? h('div', { class: 'action-row' }, h('span', {}, t('trap')),
      ['popularity', 'power', 'coins', 'cards'].map((k) => h('button', { class: 'small', onclick: () => act({ action: 'trap', territory: charOn, kind: k }) }, t(k === 'cards' ? 'combatCards' : k)))) : null,
    p.faction === 'albion' ? h('div', { class: 'action-row' }, h('button', { onclick: () => act({ action: 'flag', territory: charOn }) }, t('flag'))) : null,
    structureRow(p, workerTerrs),
    h('div', { class: 'action-row' }, h('button', { id: 'res-btn', onclick: () => act({ action: 'resources', territory: resTerr.value, count: Number(resN.value) }) }, t('resources')), resTerr, resN),
    h('details', { class: 'more' }, h('summary', {}, t('abilities') + ' / ' + t('recruits')),
      h('div', { class: 'checks' }, (p.abilities || []).map((a, i) => h('label', { class: 'check' },
        h('input', { type: 'checkbox', checked: a.unlocked, disabled: a.unlocked, onchange: () => act({ action: 'unlock', ability: i }) }), ' ', mechAbility(a.name)))),
      h('div', { class: 'checks' }, ['power', 'coin', 'popularity', 'combat-card'].map((r) => h('label', { class: 'check' },
        h('input', { type: 'checkbox', checked: rec.includes(r), disabled: rec.includes(r), onchange: () => act({ action: 'recruit', recruit: r }) }), ' ', t('recruitN.' + r))))));
}

// Build / unbuild a structure (issue 13): the structures not built yet, on a territory with a worker.
function structureRow(p, workerTerrs) {
  const built = p.structures || {};
  const kinds = ['mill', 'armory', 'monument', 'mine'];
  const free = kinds.filter((k) => !built[k]);
  const kindSel = h('select', { id: 'build-kind', 'aria-label': t('i27.buildKind') }, free.map((k) => h('option', { value: k }, t('structure.' + k))));
  const terrSel = h('select', { id: 'build-terr', 'aria-label': t('i27.buildWhere') }, workerTerrs.map((w) => h('option', { value: w }, w)));
  return h('div', { class: 'action-row', id: 'structures-row' },
    h('button', { id: 'build-btn', disabled: !free.length || !workerTerrs.length,
      onclick: () => act({ action: 'build', structure: kindSel.value, territory: terrSel.value }) }, t('build')), kindSel, t('deployOn'), terrSel,
    kinds.filter((k) => built[k]).map((k) => h('button', { class: 'small', 'data-unbuild': k, title: t('unbuild'),
      onclick: () => act({ action: 'unbuild', structure: k }) }, `${t('structure.' + k)} ${built[k]} ✕`)));
}

function renderLog() {
  if (!S.log.length) return null;
  return h('section', { class: 'panel log', id: 'log-panel' }, h('h2', {}, t('log')),
    h('ul', {}, S.log.slice(0, 12).map((x) => h('li', {}, x.kind === 'turn' ? t('card', x.rep.card) + ': ' + (x.rep.moves || []).filter((m) => m.result === 'performed').map((m) => `${unitLabel(m.unit)} ${posLabel(m.from)} \u2192 ${posLabel(m.to)}`).join(', ')
      : x.text()))));
}

// The position a click or a drop landed on: a unit stands for its territory or home base.
function posAt(node) {
  const unit = node && node.closest ? node.closest('.unit') : null;
  if (unit) return unit.getAttribute('data-pos');
  const terr = node && node.closest ? node.closest('[data-terr]') : null;
  return terr ? terr.getAttribute('data-terr') : null;
}

function onBoardClick(ev) {
  const unit = ev.target.closest('.unit.mine');
  boardTap(unit ? { unit: unit.getAttribute('data-unit'), pos: unit.getAttribute('data-pos') } : null, posAt(ev.target), false);
}

// A tap, a click or Enter on the board: u = the unit of yours it hit (or null), pos = its position.
// A lit territory takes the selected unit; your unit is selected; the selected unit's position
// tapped again selects the next unit of yours there (character, mech, worker), then none (issue 27:
// on a phone the units of one territory could not be told apart by a finger).
function boardTap(u, pos, kbd) {
  const v = S.view;
  if (S.busy || !v || v.game_over) return;
  if (S.sel && pos && reachOf(S.sel).includes(pos) && !(u && u.pos === S.sel.pos)) return moveSel(pos);
  const mine = v.current === v.human;
  const same = (a, b) => a && b && a.toLowerCase() === b.toLowerCase();
  let next = null;
  if (!mine) next = null;
  else if (S.sel && same(pos, S.sel.pos) && (!u || u.unit === S.sel.unit)) next = unitOn(pos, S.sel.unit);
  else if (u) next = u;
  else if (!S.sel && pos) next = unitOn(pos);
  if (!next && !S.sel) return;
  S.sel = next;
  // from the keyboard: the focus goes to the first territory the unit can reach (Tab goes round them)
  if (kbd && next) {
    const reach = new Set(reachOf(next));
    const first = S.geo.territories.map((x) => x.name).concat(S.geo.homes.map((x) => x.faction)).find((n) => reach.has(n));
    if (first) S.focusNext = 'terr:' + first;
  }
  render();
}

// A unit of yours on a position that can move: the first (character, then mech, then worker), or
// the one after `after` (null after the last).
function unitOn(pos, after) {
  const order = ['character', 'mech', 'worker'];
  const here = (S.view.reach || []).filter((x) => x.from.toLowerCase() === pos.toLowerCase() && x.to.length);
  here.sort((a, b) => order.indexOf(a.unit) - order.indexOf(b.unit));
  const i = after ? here.findIndex((x) => x.unit === after) + 1 : 0;
  return i > 0 || !after ? (here[i] ? { unit: here[i].unit, pos: here[i].from } : null) : null;
}

// The board from the keyboard (issue 27): Enter or Space on a unit of yours or a territory is a
// tap; the arrow keys move the focus to the next territory that way; Escape drops the selection.
function onBoardKey(ev) {
  const node = ev.target;
  const unit = node.closest && node.closest('.unit.mine');
  const terr = node.closest && node.closest('[data-terr]');
  if (ev.key === 'Enter' || ev.key === ' ') {
    if (!unit && !terr) return;
    ev.preventDefault();
    boardTap(unit ? { unit: unit.getAttribute('data-unit'), pos: unit.getAttribute('data-pos') } : null,
      unit ? unit.getAttribute('data-pos') : terr.getAttribute('data-terr'), true);
  } else if (ev.key === 'Escape' && S.sel && !S.modal) {
    ev.preventDefault();
    ev.stopPropagation();
    S.focusNext = `unit:${S.sel.unit}@${S.sel.pos}`;
    S.sel = null;
    render();
  } else if (/^Arrow(Left|Right|Up|Down)$/.test(ev.key) && (unit || terr)) {
    ev.preventDefault();
    const from = unit ? node.ownerSVGElement.querySelector(`[data-terr="${unit.getAttribute('data-pos')}"]`) : terr;
    const to = from && neighbourTowards(from, ev.key);
    if (to) to.focus();
  }
}
function neighbourTowards(from, key) {
  const centre = (e) => { const b = e.getBBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
  const c = centre(from);
  const [ax, ay] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = null, bestScore = Infinity;
  for (const e of from.ownerSVGElement.querySelectorAll('[data-terr]')) {
    if (e === from) continue;
    const d = centre(e), dx = d.x - c.x, dy = d.y - c.y;
    const along = dx * ax + dy * ay, across = Math.abs(dx * ay) + Math.abs(dy * ax);
    if (along <= 1 || across > along * 1.8) continue;
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = e; }
  }
  return best;
}

function reachOf(sel) {
  const r = (S.view.reach || []).find((x) => x.unit === sel.unit && x.from.toLowerCase() === sel.pos.toLowerCase());
  return r ? r.to : [];
}

// IFA, companion mode: a face-down trap of a Togawa Automa on the destination is turned over; the
// person says which token it is. The server checks the whole move first and asks for the token
// (409 "trap-kind") only for a move that happens (R-IFA-13), as the terminal does.
function automaTrapOwner(to) {
  const tr = ((S.view.board && S.view.board.traps) || []).find((x) => x.territory === to && x.armed);
  return tr ? tr.owner : '';
}
// The view marks the moves that happen and spring such a trap (reach[].springs).
function springsTrap(sel, to) {
  const r = (S.view.reach || []).find((x) => x.unit === sel.unit && x.from === sel.pos);
  return !!(r && r.springs && r.springs.includes(to));
}

function moveSel(to, trapKind, from) {
  const sel = from || S.sel;
  const askTrap = (e) => {
    if ((e && e.code !== 'trap-kind') || trapKind) return false;
    const body = h('div', { id: 'trap-reveal' }, h('p', {}, t('trapReveal', to, fac(automaTrapOwner(to)))),
      h('div', { class: 'cards-row' }, ['popularity', 'power', 'coins', 'cards'].map((k) => h('button', { class: 'primary', 'data-trap': k,
        onclick: () => { closeModal(); moveSel(to, k, sel); } }, t(k === 'cards' ? 'combatCards' : k)))));
    setTimeout(() => openModal('trap', t('trapTitle'), body), 0);   // after the render that follows the answer
    return true;
  };
  if (!trapKind && springsTrap(sel, to)) return askTrap(null);
  S.sel = null;
  const req = { action: 'move', unit: sel.unit, from: sel.pos, to };
  if (trapKind) req.trap = trapKind;
  act(req, (res) => {
    S.hl = null;
    S.focusNext = `unit:${res.unit}@${res.to}`;   // the focus goes with the unit
    S.log.unshift({ kind: 'text', text: () => t(/^[a-h][1-7]$/i.test(res.from) || res.from === 'mat' ? 'ev2.moved' : 'movedFromHome', unitLabel(res.unit), posLabel(res.from), posLabel(res.to)) });
    if (res.workers) { S.lastCombat = res.workers; }
    if (res.trap) {   // the trap's penalty is recorded: say so, as the terminal does
      const said = () => t('trapYou', posLabel(res.to), t('trapPen.' + res.trap));
      S.log.unshift({ kind: 'text', text: said });
      showMsg(said(), 'ok');
    }
  }, askTrap);
}

// Drag a unit of yours onto a territory (pointer events; a short press is a click).
function enableDrag(svg) {
  let drag = null;
  svg.addEventListener('pointerdown', (ev) => {
    const u = ev.target.closest('.unit.mine');
    if (!u || S.view.current !== S.view.human || S.busy) return;
    drag = { u, x: ev.clientX, y: ev.clientY, moved: false, ghost: null };
  });
  svg.addEventListener('pointermove', (ev) => {
    if (!drag) return;
    if (!drag.moved && Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 6) {
      drag.moved = true;
      S.sel = { unit: drag.u.getAttribute('data-unit'), pos: drag.u.getAttribute('data-pos') };
      const reach = new Set(reachOf(S.sel));
      svg.querySelectorAll('[data-terr]').forEach((n) => n.classList.toggle('reach', reach.has(n.getAttribute('data-terr'))));
      drag.ghost = drag.u.cloneNode(true);
      drag.ghost.classList.add('ghost');
      svg.appendChild(drag.ghost);
      svg.setPointerCapture(ev.pointerId);
    }
    if (drag.moved) {
      const pt = svg.createSVGPoint();
      pt.x = ev.clientX; pt.y = ev.clientY;
      const p = pt.matrixTransform(svg.getScreenCTM().inverse());
      drag.ghost.setAttribute('transform', `translate(${p.x.toFixed(1)},${p.y.toFixed(1)})`);
    }
  });
  svg.addEventListener('pointerup', (ev) => {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (!d.moved) return;   // a click: handled by onBoardClick
    ev.preventDefault();
    if (d.ghost) d.ghost.remove();
    const to = document.elementsFromPoint(ev.clientX, ev.clientY).filter((n) => !n.closest('.ghost')).map(posAt).find((p) => p) || null;
    if (to && reachOf(S.sel).includes(to)) moveSel(to);
    else { S.sel = null; render(); }
    d.suppressClick = true;
    svg.addEventListener('click', (e) => e.stopPropagation(), { capture: true, once: true });
  });
}

function renderScythe() {
  const v = S.view;
  const ap = automaPlayer(), hp = humanPlayer();
  document.title = `automa \u2013 ${S.name}`;
  const reach = S.sel ? reachOf(S.sel) : [];
  const svg = drawScytheBoard(S.geo, v, { reach, selected: S.sel, highlight: S.hl, unitK: S.unitK || 1,
    focusable: v.current === v.human && !v.game_over });
  svg.addEventListener('click', onBoardClick);
  svg.addEventListener('keydown', onBoardKey);
  enableDrag(svg);
  const myTurn = v.current === v.human;
  const pending = v.pending && v.pending.kind ? v.pending.kind : 'none';
  const automaToPlay = ap && v.current === ap.faction && pending === 'none' && !v.game_over;
  const turnText = v.game_over ? t('gameOver') : t('turnOf', Math.floor(v.turns / Math.max(1, (v.players || []).length)) + 1, myTurn ? t('you') + ' (' + fac(v.human) + ')' : t('automa') + ' (' + fac(v.current) + ')');
  const touch = window.matchMedia && window.matchMedia('(pointer: coarse)').matches;
  const hint = v.game_over ? '' : S.sel ? t(touch ? 'i19.selectedTouch' : 'selected', unitLabel(S.sel.unit), posLabel(S.sel.pos))
    : myTurn ? t(touch ? 'i19.selectUnitTouch' : 'selectUnit') : '';
  const card = S.lastTurn && S.lastTurn.card_data ? S.lastTurn.card_data : ap && ap.last_card_data;
  const bar = h('div', { class: 'turnbar' },
    h('div', { class: 'turn-status', id: 'turn-status', 'data-current': v.current }, turnText),
    h('div', { class: 'buttons' },
      h('button', { class: 'primary', id: 'automa-turn', disabled: !automaToPlay, onclick: automaTurn }, t('automaTurn')),
      h('button', { id: 'end-turn', disabled: !myTurn || pending !== 'none' || v.game_over, onclick: () => act({ action: 'done' }, () => { S.hl = null; }) }, t('endTurn')),
      h('button', { id: 'undo', disabled: !S.undo, onclick: () => act({ action: 'undo' }, restoreReport) }, '\u21b6 ' + t('undo')),
      h('button', { id: 'redo', disabled: !S.redo, onclick: () => act({ action: 'redo' }, restoreReport) }, '\u21b7 ' + t('redo')),
      h('button', { id: 'score-btn', onclick: openScore }, t('score'))));
  const cardPanel = h('section', { class: 'panel drawn', id: 'card-panel' },
    h('h2', {}, S.lastTurn ? t('card', S.lastTurn.card) : t('lastCard')),
    h('div', { class: 'card-and-why' }, renderCard(card, ap ? ap.scheme - 1 : 0),
      S.lastTurn ? h('div', { class: 'why-box' }, h('h3', {}, t('whatToDo')), renderTurnReport(S.lastTurn), renderWhyPanel(S.lastTurn)) : null),
    S.lastCombat ? renderCombatReport(S.lastCombat) : null);
  const app = $('#app');
  app.replaceChildren(headerBar(`Scythe \u2013 ${S.name}`),
    h('div', { id: 'msg', class: 'msg', hidden: true, role: 'alert' }),
    h('main', { class: 'scythe' },
      h('section', { class: 'board-wrap' }, h('div', { class: 'hint', id: 'hint' }, hint || '\u00a0'), svg, legend()),
      h('aside', { class: 'side' }, bar, v.game_over ? h('div', { class: 'banner' }, t('gameOver')) : null,
        cardPanel, ap ? renderAutomaPanel(ap) : null, hp ? renderHumanPanel(hp) : null, renderLog())),
    ...(pending === 'combat' && S.combatDismissed ? [combatWaitBar(v)] : []));
  document.body.classList.toggle('with-wait-bar', pending === 'combat' && !!S.combatDismissed);
  // units of about 18 px whatever the board's width on the screen (issue 27: 8 px on a phone)
  const k = unitScaleFor(svg);
  if (Math.abs(k - (S.unitK || 1)) > 0.04) {
    S.unitK = k;
    const again = drawScytheBoard(S.geo, v, { reach, selected: S.sel, highlight: S.hl, unitK: k, focusable: v.current === v.human && !v.game_over });
    again.addEventListener('click', onBoardClick);
    again.addEventListener('keydown', onBoardKey);
    enableDrag(again);
    svg.replaceWith(again);
  }
  if (S.msg) showMsg(S.msg.text, S.msg.kind);
  foldPanels();
  document.querySelectorAll('.powerbar .fill').forEach((n) => { n.style.width = (100 * Number(n.getAttribute('data-w')) / 16) + '%'; });
  if (pending === 'combat' && !S.combatDismissed) openCombat();
  else if (pending.startsWith('flip')) openFlip(pending);
  else if (S.modal === 'combat' || S.modal === 'flip') closeModal();
}

// The scale of the board's units: about 18 px on the screen (a unit is 17 units of the board's
// drawing, which is 710 wide), at most 2.2 times their size.
function unitScaleFor(svg) {
  const w = svg.getBoundingClientRect().width, vb = svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
  if (!w || !vb) return S.unitK || 1;
  return Math.min(2.2, Math.max(1, 18 / (17 * w / vb)));
}
let resizeTimer = null;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    const svg = document.querySelector('svg.board');
    if (S.name && S.kind === 'scythe' && svg && Math.abs(unitScaleFor(svg) - (S.unitK || 1)) > 0.04) render();
  }, 150);
});

function legend() {
  const item = (cls, label) => h('span', { class: 'lg' }, h('span', { class: 'lg-sw ' + cls }), label);
  return h('div', { class: 'legend' },
    ['farm', 'village', 'tundra', 'forest', 'mountain', 'lake', 'factory'].map((x) => item('t-' + x, t('terrain.' + x))),
    item('lg-river', t('river')), item('lg-enc', t('encounterTok')), item('lg-tun', t('tunnel')),
    ['mill', 'armory', 'monument', 'mine'].map((k) => h('span', { class: 'lg lg-structure', 'data-structure': k }, structureIcon(k), t('structure.' + k))));
}

// A structure's symbol for the legend (the board's shape, in grey; issue 13).
function structureIcon(kind) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '-10 -12 20 22');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('class', 'lg-icon');
  STRUCTURE_SHAPE[kind](svg, '#9a9a9a', '#fff');
  return svg;
}

// ---- dialogs -------------------------------------------------------------------------------
// A dialog is named by its title, takes the focus (its first control) and keeps it: Tab and
// Shift+Tab go round its controls (issue 27). Closed, it gives the focus back to where it was; a
// combat closed with x or Escape waits behind the "back to the combat" bar, which takes the focus.
const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea, a[href], summary, [tabindex]:not([tabindex="-1"])';
function openModal(kind, title, body) {
  const wasOpen = !!S.modal;
  if (!wasOpen) S.modalReturn = document.activeElement;
  S.modal = kind;
  let ov = $('#modal');
  if (!ov) {
    ov = h('div', { id: 'modal', class: 'overlay' });
    ov.addEventListener('keydown', trapFocus);
    document.body.appendChild(ov);
  }
  const dlg = h('div', { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'dialog-title', 'data-kind': kind, tabindex: '-1' },
    h('h2', { id: 'dialog-title' }, title), body,
    h('button', { class: 'close', 'aria-label': t('close'), onclick: () => (kind === 'combat' ? dismissCombat() : closeModal()) }, '\u00d7'));
  ov.replaceChildren(dlg);
  ov.hidden = false;
  const first = [...dlg.querySelectorAll(FOCUSABLE)].find((e) => !e.classList.contains('close')) || dlg;
  first.focus({ preventScroll: true });
}
function closeModal() {
  const was = S.modal;
  S.modal = null;
  const ov = $('#modal');
  if (ov) ov.hidden = true;
  const back = S.modalReturn;
  S.modalReturn = null;
  if (was && back && back.isConnected && typeof back.focus === 'function') back.focus({ preventScroll: true });
}
function trapFocus(ev) {
  if (ev.key !== 'Tab') return;
  const dlg = ev.currentTarget.querySelector('.dialog');
  const all = dlg ? [...dlg.querySelectorAll(FOCUSABLE)].filter((e) => e.offsetParent !== null || e === document.activeElement) : [];
  if (!all.length) { ev.preventDefault(); return; }
  const i = all.indexOf(document.activeElement);
  if (ev.shiftKey && (i <= 0)) { ev.preventDefault(); all[all.length - 1].focus(); }
  else if (!ev.shiftKey && (i === -1 || i === all.length - 1)) { ev.preventDefault(); all[0].focus(); }
}
// The combat dialog closed without fighting: the combat still waits, and a bar says so with a
// button back to it (issue 27: nothing led back to it).
function dismissCombat() {
  S.combatDismissed = true;
  S.modalReturn = null;
  closeModal();
  render();
  const b = $('#combat-reopen');
  if (b) b.focus({ preventScroll: true });
}
function combatWaitBar(v) {
  return h('div', { class: 'combat-wait', id: 'combat-wait', role: 'status' },
    h('span', {}, t('i27.combatWaits', v.pending.territory)),
    h('button', { class: 'primary', id: 'combat-reopen', onclick: () => { S.combatDismissed = false; render(); } }, t('i27.combatReopen')));
}

// The combat dialog in the rulebook's order ("Combat", steps 1-6): first your dial and cards (the
// server records them), then which Automa card to draw, what it uses and its random combat cards.
function openCombat() {
  const v = S.view, pd = v.pending;
  if (v.deck_cards_needed && v.deck_cards_needed.some((x) => x)) {   // your own deck: the card each Automa drew
    const sides = [pd.attacker, pd.defender].filter((_, s) => v.deck_cards_needed[s]);
    const sels = sides.map((f) => h('select', { class: 'deck-card', 'data-side': f },
      Array.from({ length: 19 }, (_, i) => h('option', { value: i + 1 }, String(i + 1)))));
    const body = h('form', { class: 'deck-form', onsubmit: (ev) => {
      ev.preventDefault();
      closeModal();
      act({ action: 'combat', deck_cards: sels.map((x) => Number(x.value)) }, () => { S.combatDismissed = false; });
    } }, sides.map((f, k) => h('p', {}, t('deckCardAsk', fac(f)), sels[k])), h('button', { class: 'primary', type: 'submit' }, t('deckCardOk')));
    return openModal('combat', t('deckCardTitle'), body);
  }
  if ([pd.attacker, pd.defender].every((f) => (v.players || []).some((p) => p.faction === f && p.type === 'human'))) return openPeopleCombat();
  const hp = humanPlayer();
  const sides = [pd.attacker, pd.defender];
  const units = v.combat_units || [0, 0];
  const plan = v.combat_plan;                // present once your choice is recorded
  const need = v.combat_cards_needed || [-1, -1];
  const humanSide = sides.indexOf(v.human);
  const automaSides = [0, 1].filter((s) => s !== humanSide);
  const step1 = humanSide >= 0 && !plan;
  const dial = h('select', { id: 'c-power' }, Array.from({ length: Math.min(7, hp ? hp.power : 0) + 1 }, (_, i) => h('option', { value: i }, String(i))));
  const maxCards = humanSide >= 0 ? Math.min(units[humanSide], hp.combat_cards) : 0;
  const myCards = Array.from({ length: maxCards }, (_, i) => h('select', { class: 'c-card', id: 'c-card-' + i, 'aria-label': t('i27.yourCardN', i + 1) },
    h('option', { value: '' }, t('none')), [2, 3, 4, 5].map((n) => h('option', { value: n }, String(n)))));
  const aCards = {};
  for (const s of automaSides) {
    aCards[s] = Array.from({ length: Math.max(0, need[s]) }, (_, i) => h('select', { class: 'a-card', id: `a-card-${s}-${i}`, 'aria-label': t('i27.automaCardN', i + 1) },
      [2, 3, 4, 5].map((n) => h('option', { value: n }, String(n)))));
  }
  const simulated = v.options && v.options.combat === 'simulated';
  const body = h('form', { class: 'combat-form', 'data-step': step1 ? '1' : '2', onsubmit: (ev) => {
    ev.preventDefault();
    const req = { action: 'combat' };
    if (step1) {
      req.power = Number(dial.value);
      req.cards = myCards.map((s) => s.value).filter((x) => x).map(Number);
    } else if (!simulated) {
      automaSides.forEach((s, k) => {
        const key = automaSides.length === 2 && k === 1 ? 'defender_cards' : 'automa_cards';
        req[key] = aCards[s].map((x) => Number(x.value));
      });
    }
    closeModal();
    act(req, (res) => {
      if (!res.combat) { S.combatDismissed = false; return; }   // step 1 recorded: the dialog shows the Automa card
      S.lastCombat = res.combat;
      S.combatDismissed = false;
      if (res.turn) {
        // the What-to-do panel keeps the whole turn: the attack, its combat, then the rest
        const before = S.lastTurn && S.lastTurn.waiting === 'combat' ? S.lastTurn : null;
        S.lastTurn = Object.assign({}, res.turn, { before, combat: res.combat });
        S.hl = highlightFrom(res.turn);
      }
      S.log.unshift({ kind: 'text', text: () => t('ev2.combatLog', res.combat.territory, fac(res.combat[res.combat.winner].player)) });
    });
  } },
  h('div', { class: 'sides' }, [0, 1].map((s) => h('div', { class: 'side-box' },
    h('h3', {}, t(s ? 'defender' : 'attacker')), h('p', {}, fac(sides[s]), sides[s] === v.human ? ' (' + t('you') + ')' : ' (' + t('automa') + ')'),
    h('p', { class: 'muted' }, t('combatUnitsN', units[s]))))),
  step1 ? h('p', { class: 'step', id: 'combat-step1' }, t('combatStep1')) : null,
  step1 ? h('label', {}, t('yourDial'), dial) : null,
  step1 && maxCards ? h('div', {}, h('div', {}, t('yourCards')), h('div', { class: 'cards-row' }, myCards)) : null,
  !step1 && pd.committed ? h('p', { class: 'muted', id: 'combat-committed' }, t('combatCommitted', pd.committed.power, (pd.committed.cards || []).join(', ') || t('none'))) : null,
  // step 2: what to draw and the values to enter first, the drawn card under them (issue 27: on a
  // phone the card pushed the fields and Fight off the first screen)
  !step1 && plan ? automaSides.map((s) => {
    const x = plan.sides[s];
    return x && x.card ? h('div', { class: 'combat-plan', 'data-card': x.card },
      h('p', {}, (x.reshuffled ? t('combatReshuffle', fac(sides[s])) + ' ' : '') + t('combatDrawCard', x.card, fac(sides[s]))),
      h('p', {}, t('combatAutomaUses', x.column, x.card_power, x.card_cards, x.power, x.cards))) : null;
  }) : null,
  !step1 ? automaSides.map((s) => simulated ? h('p', { class: 'muted' }, t('automaSimCards')) :
    need[s] > 0 ? h('div', {}, h('div', {}, t('automaCardsDraw', need[s])), h('div', { class: 'cards-row' }, aCards[s])) : null) : null,
  !step1 && plan ? automaSides.map((s) => {
    const x = plan.sides[s];
    return x && x.card && x.card_data ? h('div', { class: 'combat-plan-card', 'data-card': x.card }, renderCard(x.card_data, -1)) : null;
  }) : null,
  h('button', { type: 'submit', class: 'primary', id: 'fight' }, step1 ? t('combatReveal') : t('fight')));
  openModal('combat', t('combatTitle', pd.territory), body);
}

// Two people fight (issue 13, R-SC-54): no Automa card; both choose their dial and cards in secret
// on the table, reveal them together, and the page records both at once.
function openPeopleCombat() {
  const v = S.view, pd = v.pending;
  const sides = [pd.attacker, pd.defender];
  const units = v.combat_units || [0, 0];
  const pl = sides.map((f) => v.players.find((p) => p.faction === f));
  const dials = pl.map((p, s) => h('select', { id: 'c-power-' + s }, Array.from({ length: Math.min(7, p.power) + 1 }, (_, i) => h('option', { value: i }, String(i)))));
  const cards = pl.map((p, s) => Array.from({ length: Math.min(units[s], p.combat_cards) }, (_, i) => h('select', { class: 'c-card', id: `c-card-${s}-${i}`, 'aria-label': fac(sides[s]) + ': ' + t('i27.yourCardN', i + 1) },
    h('option', { value: '' }, t('none')), [2, 3, 4, 5].map((n) => h('option', { value: n }, String(n))))));
  const chosen = (s) => cards[s].map((x) => x.value).filter((x) => x).map(Number);
  const body = h('form', { class: 'combat-form', 'data-step': 'people', onsubmit: (ev) => {
    ev.preventDefault();
    const req = { action: 'combat', power: Number(dials[0].value), cards: chosen(0), defender_power: Number(dials[1].value), defender_cards: chosen(1) };
    closeModal();
    act(req, (res) => {
      S.combatDismissed = false;
      if (!res.combat) return;
      S.lastCombat = res.combat;
      S.log.unshift({ kind: 'text', text: () => t('ev2.combatLog', res.combat.territory, fac(res.combat[res.combat.winner].player)) });
    });
  } },
  h('p', { class: 'step', id: 'combat-people' }, t('combatPeople')),
  h('div', { class: 'sides' }, [0, 1].map((s) => h('div', { class: 'side-box', 'data-side': s },
    h('h3', {}, t(s ? 'defender' : 'attacker')), h('p', {}, fac(sides[s]), sides[s] === v.human ? ' (' + t('you') + ')' : ''),
    h('p', { class: 'muted' }, t('combatUnitsN', units[s])),
    h('label', {}, t('combatPeopleDial'), dials[s]),
    cards[s].length ? h('div', {}, h('div', {}, t('combatPeopleCards')), h('div', { class: 'cards-row' }, cards[s])) : null))),
  h('button', { type: 'submit', class: 'primary', id: 'fight' }, t('fight')));
  openModal('combat', t('combatTitle', pd.territory), body);
}

function openFlip() {
  const body = h('div', {}, h('p', {}, t('flipText')),
    h('div', { class: 'cards-row' }, [2, 3, 4, 5].map((n) => h('button', { class: 'primary flip', 'data-value': n, onclick: () => {
      closeModal();
      act({ action: 'flip', value: n }, (res) => { S.lastTurn = res.turn; S.hl = highlightFrom(res.turn); });
    } }, String(n)))));
  openModal('flip', t('flipTitle'), body);
}

async function openScore() {
  let s;
  try { s = (await api('GET', `/games/${S.name}/score`)).result; } catch (e) { return showMsg(e.message); }
  const cols = s.players;
  const row = (label, f) => h('tr', {}, h('th', {}, label), cols.map((p) => h('td', {}, String(f(p)))));
  const body = h('div', { id: 'score-sheet' },
    h('table', { class: 'score' },
      h('tr', {}, h('th', {}, ''), cols.map((p) => h('th', {}, fac(p.player) + (p.automa ? ' (' + t('automa') + ')' : '')))),
      row(t('popularity'), (p) => p.popularity),
      row(t('scoreCoins'), (p) => p.coins),
      row(`${t('scoreStars')}`, (p) => `${p.stars} \u2192 ${p.star_coins}`),
      row(`${t('scoreTerr')}`, (p) => `${p.territories} \u2192 ${p.territory_coins}`),
      row(`${t('scoreRes')}`, (p) => `${p.resources} \u2192 ${p.resource_coins}`),
      row(t('scoreStruct'), (p) => p.structure_bonus),
      h('tr', { class: 'total' }, h('th', {}, t('total')), cols.map((p) => h('td', {}, String(p.total))))),
    h('p', { class: 'winner' }, t('winner', fac(s.winner)), s.decided_by && s.decided_by !== 'coins' ? ' (' + t('decidedBy', s.decided_by) + ')' : ''),
    s.game_over ? null : h('p', { class: 'muted' }, t('cmb.ifEndedNow')));
  openModal('score', t('score'), body);
}

// Back to the page after playing a step with the command line: show the file as it is now.
async function refresh() {
  if (!S.name || S.busy || S.modal || S.loaded !== S.name) return;
  try {
    const j = await api('GET', '/games/' + S.name);
    if (JSON.stringify(j.game) !== JSON.stringify(S.view) || j.undo !== S.undo) {
      const was = S.view && S.view.last_report;
      applyGame(j);
      S.hl = null;
      if (S.kind === 'scythe' && JSON.stringify(j.game.last_report) !== JSON.stringify(was)) restoreReport();
      render();
    }
  } catch (e) { /* keep what is shown */ }
}

// The game changed elsewhere (the terminal, another page): the file's version is not the one shown.
// Checked every 2 s while the page is visible, and after a 409 "changed": the game is loaded again.
async function reloadChanged(refused) {
  if (!S.name || S.busy || S.loaded !== S.name || S.version == null) return;
  const name = S.name;
  try {
    const v = (await api('GET', `/games/${name}/version`)).version;
    if (name !== S.name || S.loaded !== name || (v === S.version && !refused)) return;
    const j = await api('GET', '/games/' + name);
    if (name !== S.name || S.loaded !== name) return;
    applyGame(j); S.hl = null;
    if (S.modal && !refused) return;
    render();
    showMsg(refused ? t('changedReload') : t('changedElsewhere'), 'info');
  } catch (e) { /* keep what is shown */ }
}
setInterval(() => { if (document.visibilityState === 'visible') reloadChanged(false); }, 2000);

window.addEventListener('hashchange', route);
window.addEventListener('focus', refresh);
window.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape' && S.modal) { if (S.modal === 'combat') dismissCombat(); else closeModal(); return; }
  if (S.modal || !S.name || /^(INPUT|SELECT|TEXTAREA)$/.test((ev.target && ev.target.tagName) || '')) return;
  // Shortcuts: Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, A the Automa's turn.
  const click = (id) => { const b = document.getElementById(id); if (b && !b.disabled) { ev.preventDefault(); b.click(); } };
  if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'z') click(ev.shiftKey ? 'redo' : 'undo');
  else if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'y') click('redo');
  else if (!ev.ctrlKey && !ev.metaKey && !ev.altKey && ev.key.toLowerCase() === 'a') click(S.kind === 'expeditions' ? 'exp-turn' : S.kind === 'automata' ? 'atm-bots' : 'automa-turn');
});
document.addEventListener('DOMContentLoaded', () => { setLang(LANG); route(); });
