// automa web page: the Scythe board as SVG, drawn from the geometry the server gives
// (/api/board/scythe: territories with row/col in the odd-r layout, terrain, rivers, home bases)
// and the game view (every unit, resources, encounter tokens, traps, flags).
'use strict';

const SVGNS = 'http://www.w3.org/2000/svg';
const HEX_R = 44;
const HEX_W = Math.sqrt(3) * HEX_R;
const MARGIN_X = 12, MARGIN_Y = 8;

const FACTION_COLOR = {
  nordic: '#2f6db5', rusviet: '#c0392b', togawa: '#7d3c98', crimea: '#e0b100',
  saxony: '#2b2b2b', polania: '#f4f4f4', albion: '#2e8b57'
};
const FACTION_INK = { polania: '#222', crimea: '#222' };
const TERRAIN_COLOR = {
  farm: '#e9d27a', village: '#e3b48a', tundra: '#b9d3c4', forest: '#5f9a52',
  mountain: '#a59a8c', lake: '#6fa8dc', factory: '#8e5b3c'
};

function el(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function hexCenter(row, col) {
  const odd = ((row % 2) + 2) % 2 === 1;
  return { x: MARGIN_X + HEX_W * (col + (odd ? 0.5 : 0)) + HEX_W / 2, y: MARGIN_Y + 1.5 * HEX_R * (row + 1) + HEX_R };
}

function hexPoints(c, r) {
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 180 * (60 * k - 30);
    pts.push((c.x + r * Math.cos(a)).toFixed(1) + ',' + (c.y + r * Math.sin(a)).toFixed(1));
  }
  return pts.join(' ');
}

// Centre of a position name: a territory ("D4"), a home base ("nordic") or "mat" (the player's base).
function posCenter(geo, name, faction) {
  if (!name) return null;
  const terr = geo.byName[name.toUpperCase()];
  if (terr) return hexCenter(terr.row, terr.col);
  const home = geo.homeBy[name.toLowerCase()] || (name === 'mat' && faction ? geo.homeBy[faction] : null);
  return home ? hexCenter(home.row, home.col) : null;
}

function prepareGeometry(geo) {
  geo.byName = {};
  for (const t of geo.territories) geo.byName[t.name] = t;
  geo.homeBy = {};
  for (const h of geo.homes) geo.homeBy[h.faction] = h;
  return geo;
}

// Units of every player by position: {pos: [{faction, human, character, mechs, workers}]}.
function unitsByPos(game) {
  const by = {};
  const add = (pos, p, kind) => {
    if (!pos || pos === 'mat') return;
    const key = /^[a-hA-H][1-7]$/.test(pos) ? pos.toUpperCase() : pos.toLowerCase();
    by[key] = by[key] || [];
    let e = by[key].find((x) => x.faction === p.faction);
    if (!e) { e = { faction: p.faction, human: p.type === 'human', character: 0, mechs: 0, workers: 0 }; by[key].push(e); }
    e[kind]++;
  };
  for (const p of game.players) {
    add(p.character, p, 'character');
    for (const m of p.mechs || []) add(m, p, 'mechs');
    for (const w of p.workers || []) add(w, p, 'workers');
  }
  return by;
}

// The units on one position (a territory or a home base), one row per faction, centred at x and
// y + dy: drawn k times their size, k as big as the screen asks (kWant: units of about 18 px on a
// phone, issue 27) and the hex allows (a row within its width, the rows within its height).
function drawUnitsAt(layer, here, x, y, dy, pos, kWant, focusable) {
  if (!here.length) return;
  const count = (e) => (e.character ? 1 : 0) + (e.mechs ? 1 : 0) + (e.workers ? 1 : 0);
  const maxN = Math.max(...here.map(count));
  const k = Math.max(1, Math.min(kWant || 1, 80 / (19 * maxN), 46 / (19 * here.length)));
  const y0 = y + (k > 1 ? 2 : dy) - (here.length - 1) * 19 * k / 2;
  here.forEach((e, i) => drawUnitGroup(layer, e, x, y0 + i * 19 * k, pos, k, focusable));
}

function drawUnitGroup(g, e, x, y, pos, k, focusable) {
  const color = FACTION_COLOR[e.faction] || '#888';
  const ink = FACTION_INK[e.faction] || '#fff';
  const items = [];
  if (e.character) items.push({ kind: 'character', n: 1 });
  if (e.mechs) items.push({ kind: 'mech', n: e.mechs });
  if (e.workers) items.push({ kind: 'worker', n: e.workers });
  k = k || 1;
  const w = 19 * k;
  let x0 = x - (items.length * w) / 2 + w / 2;
  for (const it of items) {
    const name = `${t('factions.' + e.faction)}: ${it.n} ${t(it.kind === 'character' ? 'unitCharacter' : it.kind === 'mech' ? 'unitMech' : 'unitWorker')}`;
    // your units are buttons of the board (keyboard: Tab, Enter; issue 27)
    const grp = el('g', Object.assign({ class: 'unit' + (e.human ? ' mine' : ' theirs'), 'data-unit': it.kind, 'data-pos': pos, 'data-faction': e.faction,
      transform: `translate(${x0.toFixed(1)},${y.toFixed(1)})` + (k !== 1 ? ` scale(${k.toFixed(3)})` : '') },
      e.human && focusable ? { tabindex: '0', role: 'button', 'aria-label': name + ' \u2013 ' + (/^[a-h][1-7]$/i.test(pos) ? pos.toUpperCase() : t('homeOf', t('factions.' + pos))) } : {}), g);
    const title = el('title', {}, grp);
    title.textContent = name;
    if (it.kind === 'character') {
      el('circle', { r: 8.5, fill: color, stroke: '#111', 'stroke-width': 1.6 }, grp);
      el('path', { d: 'M-3.5,3 L0,-4.5 L3.5,3 Z', fill: ink }, grp);
    } else if (it.kind === 'mech') {
      el('rect', { x: -8, y: -8, width: 16, height: 16, rx: 3, fill: color, stroke: '#111', 'stroke-width': 1.6 }, grp);
      el('rect', { x: -4, y: -4, width: 8, height: 8, rx: 1, fill: 'none', stroke: ink, 'stroke-width': 1.4 }, grp);
    } else {
      el('path', { d: 'M0,-8 C5,-8 6,-3 3.5,0 L7,8 L-7,8 L-3.5,0 C-6,-3 -5,-8 0,-8 Z', fill: color, stroke: '#111', 'stroke-width': 1.3 }, grp);
    }
    if (it.n > 1) {
      el('circle', { cx: 7, cy: -7, r: 5.6, fill: '#fff', stroke: '#111', 'stroke-width': 1 }, grp);
      const n = el('text', { x: 7, y: -4.4, 'text-anchor': 'middle', class: 'count' }, grp);
      n.textContent = it.n;
    }
    x0 += w;
  }
}

function drawStar(g, cx, cy, r, attrs) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = Math.PI / 5 * i - Math.PI / 2, rr = i % 2 ? r * 0.45 : r;
    pts.push((cx + rr * Math.cos(a)).toFixed(1) + ',' + (cy + rr * Math.sin(a)).toFixed(1));
  }
  return el('polygon', Object.assign({ points: pts.join(' ') }, attrs), g);
}

// One structure: Mill = a windmill (cross on a disc), Armory = a shield, Monument = an obelisk,
// Mine = a pit entrance (an arch over a dark opening); all in the owner's colour.
const STRUCTURE_SHAPE = {
  mill: (g, col, ink) => { el('circle', { r: 7.5, fill: col, stroke: '#111', 'stroke-width': 1.4 }, g);
    el('path', { d: 'M-5.5,-5.5 L5.5,5.5 M5.5,-5.5 L-5.5,5.5', stroke: ink, 'stroke-width': 1.8 }, g); },
  armory: (g, col, ink) => { el('path', { d: 'M-7,-7 L7,-7 L7,0 C7,5 0,8 0,8 C0,8 -7,5 -7,0 Z', fill: col, stroke: '#111', 'stroke-width': 1.4 }, g);
    el('path', { d: 'M0,-4 L0,4 M-3.5,0 L3.5,0', stroke: ink, 'stroke-width': 1.6 }, g); },
  monument: (g, col, ink) => { el('path', { d: 'M-3,-8 L3,-8 L5,8 L-5,8 Z', fill: col, stroke: '#111', 'stroke-width': 1.4 }, g);
    el('path', { d: 'M-3,-8 L0,-11 L3,-8', fill: ink, stroke: '#111', 'stroke-width': 1 }, g); },
  mine: (g, col, ink) => { el('path', { d: 'M-8,7 L-8,-1 A8,8 0 0 1 8,-1 L8,7 Z', fill: col, stroke: '#111', 'stroke-width': 1.4 }, g);
    el('path', { d: 'M-4,7 L-4,1 A4,4 0 0 1 4,1 L4,7 Z', fill: '#111' }, g); el('circle', { cx: 0, cy: -4, r: 1.4, fill: ink }, g); }
};

function drawStructure(layer, kind, faction, c) {
  const shape = STRUCTURE_SHAPE[kind];
  if (!shape) return;
  const g = el('g', { class: 'structure s-' + kind, 'data-structure': kind, 'data-faction': faction,
    transform: `translate(${(c.x - 24).toFixed(1)},${(c.y + 12).toFixed(1)})` }, layer);
  const title = el('title', {}, g);
  title.textContent = `${t('factions.' + faction)}: ${t('structure.' + kind)}`;
  shape(g, FACTION_COLOR[faction] || '#888', FACTION_INK[faction] || '#fff');
}

// Draws the whole board into a new <svg>. opts: {reach: [names], selected: {unit,pos},
// highlight: {arrows: [{from,to,faction}], to: [names], cands: [{territory,label,excluded}]}}
function drawScytheBoard(geo, game, opts) {
  opts = opts || {};
  const width = 2 * MARGIN_X + 9 * HEX_W;
  const height = hexCenter(8, 0).y + 8;
  // a group of buttons (your units, the territories), not a picture: the keyboard reaches them
  const svg = el('svg', { viewBox: `0 0 ${width.toFixed(0)} ${height.toFixed(0)}`, class: 'board', role: 'group',
    'aria-label': t('board') });
  const defs = el('defs', {}, svg);
  const mk = el('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, defs);
  el('path', { d: 'M0,0 L10,5 L0,10 Z', fill: '#d62828' }, mk);
  const pat = el('pattern', { id: 'waves', width: 14, height: 8, patternUnits: 'userSpaceOnUse' }, defs);
  el('path', { d: 'M0,4 Q3.5,0 7,4 T14,4', fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': 1.2 }, pat);
  el('rect', { x: 0, y: 0, width, height, rx: 14, class: 'sea' }, svg);

  const reach = new Set((opts.reach || []).map((s) => s.toUpperCase()));
  const hl = opts.highlight || {};
  const hlTo = new Set((hl.to || []).map((s) => s.toUpperCase()));
  const board = game ? game.board || {} : {};
  const encounters = new Set(game ? (board.encounters || []) : geo.territories.filter((x) => x.encounter).map((x) => x.name));
  const resources = board.resources || {};
  const units = game ? unitsByPos(game) : {};
  const layerHex = el('g', { class: 'hexes' }, svg);
  const layerRiver = el('g', { class: 'rivers' }, svg);
  const layerMark = el('g', { class: 'marks' }, svg);
  const layerUnits = el('g', { class: 'units' }, svg);
  const layerHl = el('g', { class: 'highlights' }, svg);

  for (const terr of geo.territories) {
    const c = hexCenter(terr.row, terr.col);
    const name = terr.name;
    const cls = ['terr', 't-' + terr.terrain];
    if (reach.has(name)) cls.push('reach');
    if (hlTo.has(name)) cls.push('hl-to');
    if (game && game.pending && game.pending.kind === 'combat' && game.pending.territory === name) cls.push('combat');
    // a territory is a button: focusable by the arrow keys, by Tab when your selected unit can go
    // there (issue 27); Enter acts as a tap
    const g = el('g', { class: cls.join(' '), 'data-terr': name, role: 'button', tabindex: reach.has(name) ? '0' : '-1',
      'aria-label': `${name} \u2013 ${t('terrain.' + terr.terrain)}` + (reach.has(name) ? ' \u2013 ' + t('i27.reachable') : '') }, layerHex);
    const title = el('title', {}, g);
    title.textContent = `${name} \u2013 ${t('terrain.' + terr.terrain)}`;
    el('polygon', { points: hexPoints(c, HEX_R - 1.2), fill: TERRAIN_COLOR[terr.terrain] || '#ccc', class: 'hex' }, g);
    if (terr.terrain === 'lake') el('polygon', { points: hexPoints(c, HEX_R - 6), fill: 'url(#waves)', 'pointer-events': 'none' }, g);
    if (terr.terrain === 'factory') {
      el('polygon', { points: hexPoints(c, HEX_R - 8), fill: 'none', stroke: '#f3dcc4', 'stroke-width': 2, 'pointer-events': 'none' }, g);
    }
    const label = el('text', { x: c.x, y: c.y - 24, 'text-anchor': 'middle', class: 'tname' }, g);
    label.textContent = name;
    const tl = el('text', { x: c.x, y: c.y + 31, 'text-anchor': 'middle', class: 'tterrain' }, g);
    tl.textContent = terr.terrain === 'factory' ? t('terrain.factory').toUpperCase() : t('terrain.' + terr.terrain);
    if (terr.tunnel) {
      const tg = el('g', { class: 'tunnel', transform: `translate(${(c.x + 22).toFixed(1)},${(c.y - 22).toFixed(1)})` }, layerMark);
      el('path', { d: 'M-7,5 L-7,-1 A7,7 0 0 1 7,-1 L7,5 Z', fill: '#4a3b2a', stroke: '#eee', 'stroke-width': 1 }, tg);
    }
    if (encounters.has(name)) {
      const eg = el('g', { class: 'encounter', transform: `translate(${(c.x - 22).toFixed(1)},${(c.y - 22).toFixed(1)})` }, layerMark);
      el('circle', { r: 7, fill: '#f6e27f', stroke: '#7a5c00', 'stroke-width': 1.4 }, eg);
      drawStar(eg, 0, 0, 4.5, { fill: '#7a5c00' });
    }
    const nres = resources[name] || 0;
    if (nres) {
      const rg = el('g', { class: 'res', transform: `translate(${(c.x + 22).toFixed(1)},${(c.y + 14).toFixed(1)})` }, layerMark);
      el('rect', { x: -8, y: -7, width: 16, height: 14, rx: 3, fill: '#fff8e6', stroke: '#8a6d3b' }, rg);
      const rt = el('text', { x: 0, y: 4, 'text-anchor': 'middle', class: 'count' }, rg);
      rt.textContent = nres;
    }
    drawUnitsAt(layerUnits, units[name] || [], c.x, c.y, -6, name, opts.unitK, opts.focusable);
  }
  // Structures (issue 13): a distinct symbol each, in the owner's colour, bottom-left of the hex
  // (a trap or flag on the same territory moves up).
  const built = new Set();
  for (const p of game ? game.players : []) {
    for (const [kind, where] of Object.entries(p.structures || {})) {
      const terr = geo.byName[String(where).toUpperCase()];
      if (!terr) continue;
      built.add(terr.name);
      drawStructure(layerMark, kind, p.faction, hexCenter(terr.row, terr.col));
    }
  }
  const tokenY = (name) => built.has(name) ? -6 : 12;
  for (const tr of board.traps || []) {
    const terr = geo.byName[tr.territory];
    if (!terr) continue;
    const c = hexCenter(terr.row, terr.col);
    const tg = el('g', { class: 'trap' + (tr.armed ? ' armed' : ''), transform: `translate(${(c.x - 24).toFixed(1)},${(c.y + tokenY(terr.name)).toFixed(1)})` }, layerMark);
    el('polygon', { points: '0,-7 7,6 -7,6', fill: tr.armed ? '#7d3c98' : '#ccc', stroke: '#222' }, tg);
  }
  for (const fl of board.flags || []) {
    const terr = geo.byName[fl.territory];
    if (!terr) continue;
    const c = hexCenter(terr.row, terr.col);
    const fg = el('g', { class: 'flag', transform: `translate(${(c.x - 24).toFixed(1)},${(c.y + tokenY(terr.name)).toFixed(1)})` }, layerMark);
    el('path', { d: 'M-3,8 L-3,-8 L7,-4 L-3,0', fill: FACTION_COLOR.albion, stroke: '#111' }, fg);
  }
  // Rivers: the shared edge of two touching hexes.
  const riverEdge = (a, b) => {
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
    const px = -dy / len * HEX_R / 2, py = dx / len * HEX_R / 2;
    el('line', { x1: (m.x + px).toFixed(1), y1: (m.y + py).toFixed(1), x2: (m.x - px).toFixed(1), y2: (m.y - py).toFixed(1), class: 'river' }, layerRiver);
  };
  for (const [a, b] of geo.rivers) {
    const ta = geo.byName[a], tb = geo.byName[b];
    riverEdge(hexCenter(ta.row, ta.col), hexCenter(tb.row, tb.col));
  }
  for (const h of geo.homes) {
    const c = hexCenter(h.row, h.col);
    for (const a of h.across_river || []) { const tb = geo.byName[a]; riverEdge(c, hexCenter(tb.row, tb.col)); }
    const present = game ? game.players.some((p) => p.faction === h.faction) : true;
    const g = el('g', { class: 'home' + (present ? ' in-game' : ''), 'data-terr': h.faction, role: 'button',
      tabindex: reach.has(h.faction.toUpperCase()) ? '0' : '-1', 'aria-label': `${t('factions.' + h.faction)} \u2013 ${t('home')}` }, layerHex);
    el('polygon', { points: hexPoints(c, HEX_R - 8), fill: FACTION_COLOR[h.faction], 'fill-opacity': present ? 0.95 : 0.35, stroke: '#222', 'stroke-width': 1.5 }, g);
    const lt = el('text', { x: c.x, y: c.y - 14, 'text-anchor': 'middle', class: 'hname', fill: FACTION_INK[h.faction] || '#fff' }, g);
    lt.textContent = t('factionShort.' + h.faction).toUpperCase();   // NORDIC / NORDICI (issue 21)
    const title = el('title', {}, g);
    title.textContent = `${t('factions.' + h.faction)} \u2013 ${t('home')}`;
    drawUnitsAt(layerUnits, units[h.faction] || [], c.x, c.y, 4, h.faction, opts.unitK, opts.focusable);
  }
  // The Automa's move: candidate values, arrows, the chosen territory.
  for (const cd of hl.cands || []) {
    const c = posCenter(geo, cd.territory);
    if (!c) continue;
    const bg = el('g', { class: 'cand' + (cd.excluded ? ' excluded' : ''), transform: `translate(${(c.x).toFixed(1)},${(c.y + 20).toFixed(1)})` }, layerHl);
    el('rect', { x: -15, y: -7, width: 30, height: 13, rx: 6 }, bg);
    const ct = el('text', { x: 0, y: 3, 'text-anchor': 'middle' }, bg);
    ct.textContent = cd.label;
  }
  for (const a of hl.arrows || []) {
    const p = posCenter(geo, a.from, a.faction), q = posCenter(geo, a.to, a.faction);
    if (!p || !q) continue;
    if (Math.hypot(q.x - p.x, q.y - p.y) < 1) {
      el('circle', { cx: q.x, cy: q.y, r: HEX_R - 6, class: 'stay' }, layerHl);
      continue;
    }
    const mx = (p.x + q.x) / 2 + (q.y - p.y) * 0.15, my = (p.y + q.y) / 2 - (q.x - p.x) * 0.15;
    el('path', { d: `M${p.x.toFixed(1)},${p.y.toFixed(1)} Q${mx.toFixed(1)},${my.toFixed(1)} ${q.x.toFixed(1)},${q.y.toFixed(1)}`, class: 'arrow', 'marker-end': 'url(#arrowhead)' }, layerHl);
  }
  if (opts.selected) {
    const c = posCenter(geo, opts.selected.pos);
    if (c) el('circle', { cx: c.x, cy: c.y, r: HEX_R - 3, class: 'selected-ring' }, layerHl);
  }
  return svg;
}
