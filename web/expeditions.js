// automa web page: the Expeditions companion: the North and Central rows of locations with both
// Automa mechs and yours, the Automa's progress, her turn explained, and your side in small forms.
'use strict';

const EXP_T = {
  en: {
    mechN: 'North mech', mechC: 'Central mech', target: { none: 'no target', map: 'a map token', c20: 'the 20-value corruption', corruption: 'corruption' },
    moved: { target: 'its target matched', no_target: 'the card has no target', glory_too_low: 'the target needs {0} glory, she has {1}', no_match: 'no location in reach matches' },
    act: { none: '', explore: 'Explore {0}: she takes the map token; flip the tile and tell the program what is on it.',
      vanquish_token: 'Vanquish: she takes the 20-value token on {0}.', vanquish: 'Vanquish on {0}: she takes {1} corruption token(s).' },
    mechLine: '{0}: from {1} to {2} ({3}).', progressLine: 'Progress: the token moves from space {0} to {1}.', gloryLine: 'Glory space: put glory token {0} on Basecamp.',
    endTriggered: 'Her 8th glory token triggers the end.', lastTurn: 'This was her last turn.', humanLast: 'Take your last turn, then enter your coins.',
    coinsSoFar: '{0} coins so far', clickToMove: 'Click a location to move your mech there.', revealHint: 'Flipped by the Automa: tell its number and the corruption drawn onto it.',
    libText: 'The program\u2019s full text (English)', progressTrack: 'Progress track', corruption: 'Corruption', decision: 'Last decision card', gained: 'Gained'
  },
  it: {
    mechN: 'Mech Nord', mechC: 'Mech Centro', target: { none: 'nessun obiettivo', map: 'un segnalino mappa', c20: 'la corruzione da 20', corruption: 'corruzione' },
    moved: { target: 'il suo obiettivo corrisponde', no_target: 'la carta non ha obiettivo', glory_too_low: 'l\u2019obiettivo richiede {0} gloria, lei ne ha {1}', no_match: 'nessun luogo a portata corrisponde' },
    act: { none: '', explore: 'Esplora {0}: prende il segnalino mappa; gira la tessera e indica cosa c\u2019è sopra.',
      vanquish_token: 'Sconfiggi: prende il segnalino da 20 su {0}.', vanquish: 'Sconfiggi su {0}: prende {1} segnalini corruzione.' },
    mechLine: '{0}: da {1} a {2} ({3}).', progressLine: 'Progresso: il segnalino va dallo spazio {0} al {1}.', gloryLine: 'Spazio gloria: metti il segnalino gloria {0} sul Campo base.',
    endTriggered: 'L\u2019ottavo segnalino gloria fa scattare la fine.', lastTurn: 'Questo era il suo ultimo turno.', humanLast: 'Gioca il tuo ultimo turno, poi indica le tue monete.',
    coinsSoFar: '{0} monete finora', clickToMove: 'Clicca un luogo per muoverci il tuo Mech.', revealHint: 'Girata dall\u2019Automa: indica il numero e la corruzione pescata sopra.',
    libText: 'Il testo completo del programma (inglese)', progressTrack: 'Tracciato del progresso', corruption: 'Corruzione', decision: 'Ultima carta decisione', gained: 'Ottenuto'
  }
};
function te(key, ...args) {
  const get = (d) => key.split('.').reduce((o, k) => (o && o[k] !== undefined ? o[k] : undefined), d);
  let s = get(EXP_T[LANG]);
  if (s === undefined) s = get(EXP_T.en);
  if (s === undefined) s = key;
  return String(s).replace(/\{(\d)\}/g, (m, i) => (args[+i] !== undefined ? args[+i] : m));
}

function expLoc(v, name) {
  const l = (v.map || {})[name] || {};
  const faceUp = name.startsWith('S') || name === 'base' ? true : !!l.face_up;
  return { faceUp, map: l.map_token !== undefined ? l.map_token : !faceUp, corr: l.corruption || [], c20: !!l.c20,
    pending: !!l.pending, number: l.number || 0 };
}

function renderExpReport(rep, v) {
  const L = [];
  if (rep.progress && rep.progress.advanced) L.push(te('progressLine', rep.progress.from, rep.progress.to));
  if (rep.progress && rep.progress.glory_placed) L.push(te('gloryLine', rep.progress.glory));
  for (const m of rep.mechs || []) {
    const why = m.moved === 'glory_too_low' ? te('moved.glory_too_low', m.glory_needed, rep.progress ? rep.progress.glory : '?') : te('moved.' + m.moved);
    if (m.sweep) L.push(m.swept_gaps && m.swept_gaps.length ? t('i19.sweepGaps', te(m.mech === 'north' ? 'mechN' : 'mechC'), m.swept_gaps.join(', '), m.from)
      : t('i19.sweepAll', te(m.mech === 'north' ? 'mechN' : 'mechC'), m.from));   // issue 19: the Sweep comes first
    L.push(te('mechLine', te(m.mech === 'north' ? 'mechN' : 'mechC'), m.from, m.to, why));
    if (m.action && m.action !== 'none') L.push(te('act.' + m.action, m.to, (m.gained && m.gained.corruption ? m.gained.corruption.length : 0)));
  }
  if (rep.end_triggered) L.push(te('endTriggered'));
  if (rep.final_turn) L.push(te('lastTurn'));
  if (rep.human_last_turn) L.push(te('humanLast'));
  return h('div', { id: 'exp-report' }, h('p', { class: 'report-head' }, te('decision') + ': ' + (v.last_card_text || '')),
    h('ol', { class: 'report' }, L.map((x) => h('li', {}, x))),
    rep.text ? h('details', {}, h('summary', {}, te('libText')), h('pre', { class: 'combat-text' }, rep.text)) : null);
}

function renderExpeditions() {
  const v = S.view;
  document.title = `automa \u2013 ${S.name}`;
  const a = v.automa || {}, hu = v.human || {};
  const pendings = Object.keys(v.map || {}).filter((k) => v.map[k].pending);
  const locCell = (name) => {
    const l = expLoc(v, name);
    const mechs = [];
    if (a.north === name) mechs.push(h('span', { class: 'mech automa' }, 'N'));
    if (a.central === name) mechs.push(h('span', { class: 'mech automa' }, 'C'));
    if (hu.at === name) mechs.push(h('span', { class: 'mech you' }, t('you')));
    return h('button', { class: 'loc' + (l.faceUp ? '' : ' down') + (l.pending ? ' pending' : ''), 'data-loc': name,
      onclick: () => expAct({ action: 'move', location: name }) },
    h('div', { class: 'lname' }, name === 'base' ? t('base') : name, l.number ? ' #' + l.number : ''),
    l.faceUp ? null : h('div', { class: 'small' }, t('faceDown')),
    l.map ? h('span', { class: 'mapt' }, t('mapToken')) : null,
    h('div', {}, l.corr.map((c) => h('span', { class: 'tok' }, c ? String(c) : '?')), l.c20 ? h('span', { class: 'tok c20' }, '20') : null),
    mechs);
  };
  const row = (label, names) => h('div', { class: 'exp-row' }, h('div', { class: 'rowname' }, label), names.map(locCell));
  const N = [1, 2, 3, 4, 5, 6, 7].map((i) => 'N' + i), C = N.map((x) => 'C' + x.slice(1));
  const south = [1, 2, 3, 4, 5, 6].map((i) => 'S' + i).concat(['base']);
  const pc = v.progress_card || { spaces: 0, glory_at: [] };
  const track = [];
  for (let i = 0; i < pc.spaces; i++) {
    const gi = pc.glory_at.indexOf(i);
    track.push(h('span', { class: 'tcell' + (gi >= 0 ? ' star' : '') + (i === a.progress ? ' token' : '') + (i < a.progress ? ' past' : ''), title: String(i) },
      gi >= 0 ? String(gi + 1) : i === 0 ? 'S' : ''));
  }
  const locs = N.concat(C).concat(south.slice(0, 6));
  // every field named for a screen reader (issue 27: axe-core's critical findings)
  const sel = (id, list, label) => h('select', { id, 'aria-label': label }, list.map((x) => h('option', { value: x }, x)));
  const revSel = sel('rev-loc', pendings.length ? pendings : N.concat(C), t('i27.expRevealWhere'));
  if (!pendings.length && S.expFlip) revSel.value = S.expFlip;   // the tile your mech just moved onto
  const revNum = h('input', { type: 'number', min: 0, max: 20, value: 0, class: 'num', id: 'rev-num', 'aria-label': t('revealNumber') });
  const revTok = h('input', { type: 'text', id: 'rev-tok', placeholder: '4 2', size: 8, 'aria-label': t('tokens') });
  const takeSel = sel('take-loc', locs, t('i27.expTakeWhere'));
  const takeN = h('input', { type: 'number', min: 0, max: 16, value: 1, class: 'num', id: 'take-n', 'aria-label': t('count') });
  const take20 = h('input', { type: 'checkbox', id: 'take-20' });
  const coins = h('input', { type: 'number', min: 0, max: 9999, value: hu.coins === null || hu.coins === undefined ? '' : hu.coins, class: 'num', id: 'exp-coins', 'aria-label': t('finalCoins') });
  const over = v.game_over;
  const sc = v.automa_score || {};
  const app = $('#app');
  app.replaceChildren(headerBar(`${t('expTitle')} \u2013 ${S.name}`),
    h('div', { id: 'msg', class: 'msg', hidden: true, role: 'alert' }),
    h('main', { class: 'exp' },
      h('div', { class: 'turnbar' },
        h('div', { class: 'turn-status', id: 'exp-whose' }, expWhose(v)),
        h('div', { class: 'buttons' },
          h('button', { class: 'primary', id: 'exp-turn', disabled: over || pendings.length > 0, onclick: expAutomaTurn }, t('automaTurn')),
          h('button', { id: 'undo', disabled: !S.undo, onclick: () => act({ action: 'undo' }, () => { S.lastTurn = null; S.expJustPlayed = false; S.expFlip = null; }) }, '\u21b6 ' + t('undo')),
          h('button', { id: 'redo', disabled: !S.redo, onclick: () => act({ action: 'redo' }) }, '\u21b7 ' + t('redo')))),
      v.automa_wins !== undefined ? h('div', { class: 'banner' }, v.automa_wins ? t('automaWins') : t('youWin')) : null,
      h('section', { class: 'panel' }, h('p', { class: 'hint' }, te('clickToMove')),
        row(t('north'), N), row(t('central'), C), row(t('south'), south)),
      h('div', { class: 'exp-actions' },
        h('section', { class: 'panel' }, h('h2', {}, t('automa')),
          h('div', { class: 'sub' }, te('progressTrack'), ' \u2013 ', pc.name || ''), h('div', { class: 'tracker progress-track' }, track),
          h('div', { class: 'stats' }, stat(t('glory'), `${a.glory || 0}/8`, 'e-glory'), stat(t('mapToken'), a.map_tokens || 0, 'e-map'),
            stat(te('corruption'), (a.corruption || []).length + (a.c20 ? ' + 20' : ''), 'e-corr'),
            stat(t('automaScore'), sc.total || 0, 'e-coins'), stat(t('deck'), v.deck_count, 'e-deck'), stat(t('bag'), v.bag, 'e-bag')),
          S.lastTurn ? renderExpReport(S.lastTurn, v) : (v.last_card_text ? h('p', { class: 'muted small' }, te('decision') + ': ' + v.last_card_text) : null)),
        h('section', { class: 'panel' }, h('h2', {}, t('yourStats')),
          h('div', { class: 'stats' }, stat(t('glory'), `${hu.glory || 0}/4`, 'e-hglory'), stat(t('yourMech'), hu.at === 'base' ? t('base') : hu.at, 'e-at')),
          pendings.length ? h('p', { class: 'warn' }, te('revealHint')) : null,
          S.expFlip && !expLoc(v, S.expFlip).faceUp ? h('p', { class: 'warn', id: 'exp-flip' }, t('i19.flipYours', S.expFlip)) : null,
          h('div', { class: 'action-row' }, h('button', { id: 'rev-btn', onclick: () => expAct({ action: 'reveal', location: revSel.value, number: Number(revNum.value),
            tokens: revTok.value.split(/[\s,]+/).filter((x) => x).map(Number) }) }, t('reveal')), revSel, t('revealNumber'), revNum, t('tokens'), revTok),
          h('div', { class: 'action-row' }, h('button', { id: 'take-btn', onclick: () => expAct(take20.checked ? { action: 'take', location: takeSel.value, c20: true }
            : { action: 'take', location: takeSel.value, count: Number(takeN.value) }) }, t('take')), takeSel, t('count'), takeN, h('label', { class: 'check' }, take20, ' ', t('take20'))),
          h('div', { class: 'action-row' }, h('button', { id: 'glory-btn', onclick: () => expAct({ action: 'glory' }) }, t('placeGlory'))),
          h('div', { class: 'action-row' }, h('button', { id: 'coins-btn', onclick: () => expAct({ action: 'score', coins: Number(coins.value) }) }, t('finalCoins')), coins,
            h('span', { class: 'muted' }, te('coinsSoFar', sc.total || 0)))))));
  if (S.msg) showMsg(S.msg.text, S.msg.kind);
}

// ---- issue 19: whose turn, one-line confirmations, flipping the tile your mech moved onto, and
// no second Automa turn in a row without asking (as the terminal companion does)
function expWhose(v) {
  if (v.game_over) return t('gameOver');
  if (v.first_player === 'automa' && !v.turn) return t('i19.whoseTurnAutoma') + ' \u2013 ' + t('turnN', 1);
  if (v.end && v.end.trigger === 'human' && !v.end.final_turn_done) return t('i19.automaLast');
  return t('i19.whoseTurnYou') + (v.turn ? ' \u2013 ' + t('i19.afterTurn', v.turn) : '');
}

function expAutomaTurn() {
  if (S.expJustPlayed && !confirm(t('i19.twiceAsk'))) return;
  act({ action: 'turn' }, (res) => { S.lastTurn = res.turn; S.expJustPlayed = true; S.expFlip = null; });
}

function expAct(body) {
  const before = S.view;
  act(body, () => {
    S.expJustPlayed = false;
    const v = S.view, loc = body.location, l = (v.map || {})[loc] || {};
    let msg = '';
    if (body.action === 'move') {
      msg = t('i19.recMove', loc === 'base' ? t('base') : loc);
      S.expFlip = /^[NC][1-7]$/.test(loc) && !expLoc(v, loc).faceUp ? loc : null;
    } else if (body.action === 'reveal') {
      S.expFlip = null;
      msg = l.c20 ? t('i19.recReveal20', loc) : t('i19.recReveal', loc, l.number || '?', (l.corruption || []).join(' ') || t('none'));
    } else if (body.action === 'take') {
      const was = ((before.map || {})[loc] || {}).corruption || [];
      msg = body.c20 ? t('i19.recTake20', loc) : t('i19.recTake', body.count, loc, was.slice(0, body.count).join(' '), (l.corruption || []).length);
    } else if (body.action === 'glory') {
      msg = t('i19.recGlory', (v.human || {}).glory);
    } else if (body.action === 'score') {
      msg = v.game_over ? '' : t('i19.ifEndedNow');
    }
    if (msg) setTimeout(() => showMsg(msg, 'ok'), 0);
  });
}
