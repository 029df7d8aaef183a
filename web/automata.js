// automa web page: Automata, the dice worker-placement game against bots: the five boards (Staging
// Areas and action spaces with the dice on them), every player's pools, gears, coins and cards, the
// Research display, your legal actions as buttons grouped by kind, the bots' moves with their reasons.
'use strict';

const ATM_T = {
  en: {
    title: 'Automata', newGame: 'New Automata game', seat: 'Seat {0}', noSeat: '(empty)',
    seatKinds: { human: 'you (human)', easy: 'bot: easy', normal: 'bot: normal', hard: 'bot: hard', random: 'random bot', greedy: 'greedy bot', search: 'search bot (= hard)', mcts: 'MCTS bot (= search)', 'search-v1': 'search bot of the first release (search-v1)' },
    kinds: { human: 'human', easy: 'easy', normal: 'normal', hard: 'hard', random: 'random', greedy: 'greedy', search: 'search', mcts: 'mcts', 'search-v1': 'search-v1' },
    designNote: 'The Part cards and their abilities are this program\u2019s design, not the publisher\u2019s (the rulebook prints none).',
    areas: ['Scavenge', 'Upgrade', 'Create', 'Research', 'Sell'],
    phases: { deploy: 'Deployment', activate: 'Activation', over: 'Game over' },
    status: 'Round {0} of 5 \u2013 {1}', initiative: 'initiative {0}', toAct: 'P{0} ({1}) to act',
    yourTurn: 'Your turn (P{0}): choose an action below.', botsTurn: 'A bot is to act: let the bots play.',
    letBots: 'Let the bots play', takeBack: 'Take back my last move',
    takeBackBlocked: 'A die was rolled or cards were dealt since your last move: it cannot be taken back (that would show the coming result).',
    staging: 'Staging Area', space: 'space {0}', marketSpace: '{0} space', empty: 'empty',
    display: 'Research display', headPile: 'Head pile', headNext: 'next Head', deck: 'Parts deck: {0} left', noHeads: 'no Heads left',
    pools: { available: 'Available', spent: 'Spent', reserve: 'Reserve' },
    gears: 'Gears', coins: 'Coins', scoreNow: 'Score now', owned: 'Cards bought', reserved: 'Reserved', none: 'none',
    actions: 'Your legal actions', more: '{0} more not shown', groups: { place: 'Place a die', reroll: 'Re-roll (1 gear)', adjust: 'Adjust \u00b11 (1 gear)',
      combine: 'Combine dice', card: 'Use a card', activate: 'Activate', forfeit: 'Forfeit' },
    botMoves: 'Moves (newest first)', noBotMoves: 'No moves yet on this page.', because: 'because',
    scoreSheet: 'Final score', cols: { player: 'Player', coins: 'coins', dice: 'dice', sets: 'sets', reserved: 'reserved', cards: 'cards', total: 'Total' },
    winner: 'winner', order: 'Deployment order', actOrder: 'Activation order', textView: 'The program\u2019s full text (English)'
  },
  it: {
    title: 'Automata', newGame: 'Nuova partita ad Automata', seat: 'Posto {0}', noSeat: '(vuoto)',
    seatKinds: { human: 'tu (umano)', easy: 'bot: facile', normal: 'bot: normale', hard: 'bot: difficile', random: 'bot casuale', greedy: 'bot avido', search: 'bot a simulazione (= difficile)', mcts: 'bot MCTS (= a simulazione)', 'search-v1': 'bot a simulazione della prima versione (search-v1)' },
    kinds: { human: 'umano', easy: 'facile', normal: 'normale', hard: 'difficile', random: 'casuale', greedy: 'avido', search: 'a simulazione', mcts: 'mcts', 'search-v1': 'a simulazione (v1)' },
    designNote: 'Le carte Parte e le loro abilit\u00e0 sono un progetto di questo programma, non dell\u2019editore (il regolamento non ne stampa).',
    areas: ['Recupero', 'Potenziamento', 'Creazione', 'Ricerca', 'Vendita'],
    phases: { deploy: 'Schieramento', activate: 'Attivazione', over: 'Partita finita' },
    status: 'Round {0} di 5 \u2013 {1}', initiative: 'iniziativa {0}', toAct: 'tocca a P{0} ({1})',
    yourTurn: 'Tocca a te (P{0}): scegli un\u2019azione qui sotto.', botsTurn: 'Tocca a un bot: fai giocare i bot.',
    letBots: 'Fai giocare i bot', takeBack: 'Annulla la mia ultima mossa',
    takeBackBlocked: 'Dalla tua ultima mossa \u00e8 stato tirato un dado o sono state distribuite carte: non si pu\u00f2 annullare (mostrerebbe il risultato in arrivo).',
    staging: 'Area di preparazione', space: 'spazio {0}', marketSpace: 'spazio {0}', empty: 'vuoto',
    display: 'Carte della Ricerca', headPile: 'Pila delle Teste', headNext: 'prossima Testa', deck: 'Mazzo Parti: ne restano {0}', noHeads: 'Teste finite',
    pools: { available: 'Disponibili', spent: 'Spesi', reserve: 'Riserva' },
    gears: 'Ingranaggi', coins: 'Monete', scoreNow: 'Punti ora', owned: 'Carte comprate', reserved: 'Prenotate', none: 'nessuna',
    actions: 'Le tue azioni consentite', more: 'altre {0} non mostrate', groups: { place: 'Piazza un dado', reroll: 'Rilancia (1 ingranaggio)', adjust: 'Modifica \u00b11 (1 ingranaggio)',
      combine: 'Combina dadi', card: 'Usa una carta', activate: 'Attiva', forfeit: 'Rinuncia' },
    botMoves: 'Mosse (dalla più recente)', noBotMoves: 'Ancora nessuna mossa in questa pagina.', because: 'motivo:',
    scoreSheet: 'Punteggio finale', cols: { player: 'Giocatore', coins: 'monete', dice: 'dadi', sets: 'set', reserved: 'prenotate', cards: 'carte', total: 'Totale' },
    winner: 'vince', order: 'Ordine di schieramento', actOrder: 'Ordine di attivazione', textView: 'Il testo completo del programma'
  }
};
function ta(key, ...args) {
  const get = (d) => key.split('.').reduce((o, k) => (o && o[k] !== undefined ? o[k] : undefined), d);
  let s = get(ATM_T[LANG]);
  if (s === undefined) s = get(ATM_T.en);
  if (s === undefined) s = key;
  return String(s).replace(/\{(\d)\}/g, (m, i) => (args[+i] !== undefined ? args[+i] : m));
}

const ATM_GROUPS = ['activate', 'place', 'card', 'combine', 'adjust', 'reroll', 'forfeit'];
// S.atmLog: the moves seen on this page, oldest first ({seat, round, label, why}; why is absent for yours).
const ATM_LOG_MAX = 150;
function atmLogAdd(entries) { S.atmLog = (S.atmLog || []).concat(entries).slice(-ATM_LOG_MAX); }

function atmSeatName(v, p) {
  return `P${p + 1} (${ta('kinds.' + v.seats[p])})`;
}

function atmDie(d) {
  return h('span', { class: `adie d${d.faces} p${d.player}`, title: `P${d.player + 1} #${d.die + 1} D${d.faces}`, 'data-die': d.die },
    h('span', { class: 'face' }, String(d.value)), h('span', { class: 'dt' }, 'D' + d.faces));
}

function atmCard(v, id, extra) {
  const c = v.cards[id];
  if (!c) return null;
  return h('div', { class: 'acard ' + c.colour.toLowerCase(), 'data-card': id, title: c.text },
    h('div', { class: 'cn' }, `C${id + 1} ${c.name}`),
    h('div', { class: 'cs' }, `\u03a3 ${c.sum} \u00b7 ${c.gears}\u2699`), h('div', { class: 'ct' }, c.text), extra || null);
}

function atmBoard(v, a) {
  const spaces = a.spaces.map((sp) => h('div', { class: 'aspace' + (sp.empty ? ' empty' : ''), 'data-space': sp.index },
    h('div', { class: 'sl' }, a.area === 4 ? ta('marketSpace', 'D' + [4, 6, 8][sp.index]) : ta('space', sp.index + 1)),
    sp.dice.length ? sp.dice.map(atmDie) : h('span', { class: 'muted small' }, ta('empty'))));
  let research = null;
  if (a.area === 3) {
    const heads = v.head_pile || [];
    research = h('div', { class: 'aresearch' },
      h('div', { class: 'sl' }, ta('display')),
      h('div', { class: 'muted small', id: 'atm-design-note' }, ta('designNote')),
      h('div', { class: 'cards' }, (v.display || []).map((id) => (id === null ? null : atmCard(v, id)))),
      h('div', { class: 'sl' }, ta('headPile'), ' \u2013 ', heads.length ? ta('headNext') : ta('noHeads')),
      heads.length ? h('div', { class: 'cards' }, atmCard(v, heads[0])) : null,
      h('div', { class: 'muted small' }, ta('deck', v.deck_count)));
  }
  return h('section', { class: 'panel aboard', id: 'atm-board-' + a.area, 'data-area': a.area },
    h('h3', {}, ta('areas.' + a.area)),
    h('div', { class: 'astaging' }, h('div', { class: 'sl' }, ta('staging')), a.staging.length ? a.staging.map(atmDie) : h('span', { class: 'muted small' }, ta('empty'))),
    spaces.length ? h('div', { class: 'aspaces' }, spaces) : null, research);
}

function atmPlayer(v, p) {
  const pl = v.player_list[p];
  const pool = (k) => h('div', { class: 'apool', 'data-pool': k }, h('span', { class: 'sl' }, ta('pools.' + k) + ` (${pl.pools[k].length})`),
    pl.pools[k].length ? pl.pools[k].map(atmDie) : h('span', { class: 'muted small' }, '\u2013'));
  const cardList = (ids) => (ids.length ? h('div', { class: 'cards' }, ids.map((id) => atmCard(v, id, pl.exhausted.includes(id) ? h('div', { class: 'badge' }, '\u21bb') : null)))
    : h('span', { class: 'muted small' }, ta('none')));
  const cls = 'panel aplayer p' + p + (v.current === p && !v.game_over ? ' acting' : '') + (pl.winner ? ' winner' : '');
  return h('section', { class: cls, id: 'atm-player-' + p },
    h('h3', {}, atmSeatName(v, p), pl.kind === 'human' ? ' \u2013 ' + t('you') : ''),
    h('div', { class: 'stats' }, stat(ta('gears'), pl.gears, 'atm-gears-' + p), stat(ta('coins'), pl.coins, 'atm-coins-' + p),
      stat(ta('scoreNow'), pl.score.total, 'atm-score-' + p)),
    pool('available'), pool('spent'), pool('reserve'),
    h('div', { class: 'sl' }, ta('owned')), cardList(pl.owned),
    pl.reserved.length ? [h('div', { class: 'sl' }, ta('reserved')), cardList(pl.reserved)] : null);
}

// Hovering an action lights up the dice it uses (yours) and the board it names.
function atmHighlight(v, m, on) {
  const dice = [];
  if (m.kind === 'activate') { for (let i = 0; i < 12; i++) if (m.dice & (1 << i)) dice.push(i); } else if (m.kind !== 'forfeit') dice.push(m.die);
  if (m.kind === 'combine') dice.push(m.die2);
  for (const d of dice) document.querySelectorAll(`.adie.p${v.current}[data-die="${d}"]`).forEach((e) => e.classList.toggle('hl', on));
  if (m.kind === 'place' || m.kind === 'activate' || m.kind === 'forfeit') {
    const b = document.getElementById('atm-board-' + m.area);
    if (b) b.classList.toggle('hl', on);
  }
}

function atmActions(v) {
  if (!v.human_to_act) return null;
  const groups = {};
  for (const a of v.legal) (groups[a.kind] = groups[a.kind] || []).push(a);
  const play = (a) => atmAct({ action: 'play', move: a.move }, (r) => atmLogAdd([{ seat: r.seat, round: v.round, label: a.label }]));
  return h('section', { class: 'panel aactions', id: 'atm-actions' }, h('h2', {}, ta('actions')),
    ATM_GROUPS.filter((k) => groups[k]).map((k) => h('div', { class: 'agroup', 'data-kind': k },
      h('h4', {}, ta('groups.' + k), ` (${groups[k].length})`),
      h('div', { class: 'abuttons' }, groups[k].map((a) => h('button', { class: 'atm-act', 'data-kind': k, 'data-index': a.index, onclick: () => play(a),
        onmouseenter: () => atmHighlight(v, a.move, true), onmouseleave: () => atmHighlight(v, a.move, false) }, a.label))))),
    v.legal_total > v.legal.length ? h('p', { class: 'muted small' }, ta('more', v.legal_total - v.legal.length)) : null);
}

function atmBotLog(v) {
  const moves = (S.atmLog || []).slice().reverse();   // newest first
  return h('section', { class: 'panel', id: 'atm-botlog' }, h('h2', {}, ta('botMoves')),
    moves.length ? h('ul', { class: 'report atm-log' }, moves.map((m) => h('li', { class: m.why === undefined ? 'mine' : 'bot' },
      h('span', { class: 'rnd' }, 'R' + m.round), ' ', h('strong', {}, atmSeatName(v, m.seat)), ': ', m.label,
      m.why !== undefined ? h('span', { class: 'muted' }, ' \u2013 ', ta('because'), ' ', m.why) : null)))
      : h('p', { class: 'muted small' }, ta('noBotMoves')));
}

// The final score: a column per player (the rows: coins, dice, sets, reserved, cards, total), so
// that four players fit a 360 px phone (issue 27: the row-per-player table was 445 px wide).
function atmScoreSheet(v) {
  if (!v.game_over) return null;
  const rows = ['coins', 'dice', 'sets', 'reserved', 'cards', 'total'];
  const pls = v.player_list;
  return h('section', { class: 'panel', id: 'atm-score' }, h('h2', {}, ta('scoreSheet')),
    h('table', { class: 'score' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ta('cols.player')), pls.map((pl) => h('th', { scope: 'col', class: pl.winner ? 'win' : '', 'data-seat': pl.seat },
        'P' + (pl.seat + 1), pl.winner ? ' \u2605' : '', h('span', { class: 'kind' }, ta('kinds.' + v.seats[pl.seat]) + (pl.winner ? ', ' + ta('winner') : '')))))),
      h('tbody', {}, rows.map((c) => h('tr', { class: c === 'total' ? 'total' : '' }, h('th', { scope: 'row' }, ta('cols.' + c)),
        pls.map((pl) => h('td', { 'data-col': c, class: pl.winner ? 'win' : '' }, String(pl.score[c]))))))));
}

async function atmAct(body, after) {
  const res = await act(body, after);
  if (res && S.view && S.view.bot_to_act) await atmBots();
  return res;
}

async function atmBots() {
  return act({ action: 'bots' }, (r) => atmLogAdd((r && r.moves) || []));
}

function renderAutomata() {
  const v = S.view;
  document.title = `automa \u2013 ${S.name}`;
  const status = ta('status', v.round, ta('phases.' + v.phase)) + (v.phase === 'activate' ? ', ' + ta('initiative', v.initiative) : '') +
    (v.game_over ? '' : ' \u2013 ' + ta('toAct', v.current + 1, ta('kinds.' + v.seats[v.current])));
  const app = $('#app');
  app.replaceChildren(headerBar(`${ta('title')} \u2013 ${S.name}`),
    h('div', { id: 'msg', class: 'msg', hidden: true, role: 'alert' }),
    h('main', { class: 'atm' },
      h('div', { class: 'turnbar' },
        h('div', { class: 'turn-status', id: 'atm-status' }, status),
        h('div', { class: 'buttons' },
          h('button', { class: 'primary', id: 'atm-bots', disabled: !v.bot_to_act, onclick: atmBots }, ta('letBots')),
          h('button', { id: 'atm-takeback', disabled: !v.can_take_back, onclick: () => act({ action: 'takeback' }, () => { S.atmLog = []; }) }, '\u21b6 ' + ta('takeBack')),
          h('button', { id: 'undo', disabled: !S.undo, onclick: () => act({ action: 'undo' }, () => { S.atmLog = []; }) }, '\u21b6 ' + t('undo')),
          h('button', { id: 'redo', disabled: !S.redo, onclick: () => act({ action: 'redo' }) }, '\u21b7 ' + t('redo')))),
      v.game_over ? h('div', { class: 'banner' }, t('gameOver')) : h('p', { class: 'hint' }, v.human_to_act ? ta('yourTurn', v.current + 1) : ta('botsTurn')),
      v.take_back_blocked ? h('p', { class: 'hint muted small', id: 'atm-takeback-blocked' }, ta('takeBackBlocked')) : null,
      atmScoreSheet(v),
      h('div', { class: 'atm-boards' }, v.areas.map((a) => atmBoard(v, a))),
      h('div', { class: 'atm-side' }, atmActions(v), atmBotLog(v)),
      h('div', { class: 'atm-players' }, v.player_list.map((pl) => atmPlayer(v, pl.seat))),
      h('details', {}, h('summary', {}, ta('textView')), h('pre', { class: 'combat-text' }, v.text || ''))));
  if (S.msg) showMsg(S.msg.text, S.msg.kind);
}

function atmNewGameForm(stamp) {
  const kinds = ['human', 'easy', 'normal', 'hard', 'random', 'greedy', 'search', 'mcts', 'search-v1'];
  const seatSel = (i, value) => h('label', {}, ta('seat', i + 1), h('select', { name: 'seat' + i, id: 'atm-seat' + i },
    (i >= 2 ? [h('option', { value: '' }, ta('noSeat'))] : []).concat(kinds.map((k) => h('option', { value: k, selected: k === value }, ta('seatKinds.' + k))))));
  return h('form', { class: 'panel newgame', id: 'new-automata', onsubmit: async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const seats = [0, 1, 2, 3].map((i) => f.get('seat' + i)).filter((x) => x);
    const req = { kind: 'automata', name: f.get('name'), seats };
    if (f.get('seed')) req.seed = Number(f.get('seed'));
    try { await api('POST', '/games', req); location.hash = '#/automata/' + req.name; } catch (e) { showMsg(e.message); }
  } },
  h('h2', {}, ta('newGame')),
  h('label', {}, t('name'), h('input', { name: 'name', id: 'atm-name', value: 'atm-' + stamp, pattern: '[A-Za-z0-9_\\-]{1,48}', required: true })),
  seatSel(0, 'human'), seatSel(1, 'normal'), seatSel(2, ''), seatSel(3, ''),
  h('label', {}, t('seed'), h('input', { name: 'seed', id: 'atm-seed', type: 'number', min: 0 })),
  h('button', { type: 'submit', class: 'primary', id: 'create-automata' }, t('create')));
}
