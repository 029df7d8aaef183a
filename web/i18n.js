// automa web page: every text of the page in English and Italian (the Italian rulebook's words:
// Schema, Tracciato Stella, vicinato, Fabbrica, Potere, Popolarità, carte combattimento, Incontro).
'use strict';

const DICT = {
  en: {
    title: 'automa', subtitle: 'solo opponents for board games',
    games: 'Your games', noGames: 'No saved games yet: start one below.', open: 'Open', del: 'Delete',
    newScythe: 'New Scythe game', newExp: 'New Expeditions game', name: 'Name', yourFaction: 'Your faction',
    automaFaction: 'Automa faction', farthest: '(farthest from you)', level: 'Difficulty', seed: 'Seed (optional)',
    combatMode: 'Combat', companion: 'companion: you draw the Automa\u2019s cards', simulated: 'simulated by the program',
    options: 'Difficulty options', skipTurns: 'skip turns on the skip icon', coinMod: 'coins per gain', powerMod: 'power per gain',
    flipMove: 'flip a combat card before moving', flipDeploy: 'flip a combat card before deploying',
    allMoves: 'perform every valid move', ifaBrackets: 'Albion/Togawa brackets (later printing)', create: 'Start',
    gloryAdjust: 'Glory coins adjustment', back: 'All games', lang: 'Italiano',
    automaTurn: 'Automa turn', yourTurn: 'Your turn', endTurn: 'End my turn', undo: 'Undo', redo: 'Redo', score: 'Score sheet',
    turnOf: 'Round {0}: {1} to play', you: 'you', automa: 'Automa', human: 'human',
    power: 'Power', popularity: 'Popularity', coins: 'Coins', stars: 'Stars', combatCards: 'Combat cards',
    structureBonus: 'Structure bonus', encounters: 'Encounters', factoryCard: 'Factory card',
    tracker: 'Star tracker', scheme: 'Scheme', deck: 'Deck', discard: 'discard', combatDiscard: 'combat discard',
    starsBySource: 'Stars: {0} tracker, {1} combat, {2} power', waterRestricted: 'cannot cross rivers yet',
    waterFree: 'crosses rivers and lakes', card: 'Card {0}', lastCard: 'Last card drawn', noCard: 'No card drawn yet.',
    combatTable: 'Combat', powerCol: 'power', cardsCol: 'cards', resourcesBox: 'resources', starIcon: 'star',
    skipIcon: 'skip', recruit: 'Recruit bonus', moves: 'Move', gains: 'Gain',
    whatToDo: 'What to do on the table', explanation: 'Why',
    selectUnit: 'Click one of your units (or drag it) to move it; its reach lights up.',
    selected: '{0} on {1}: click a lit territory.', moved: 'Moved your {0} from {1} to {2}.',
    deploy: 'Deploy', deployOn: 'on', encounter: 'Take the encounter token', factory: 'Take a Factory card',
    abilities: 'Mech abilities', recruits: 'Recruits (ongoing bonus)', resources: 'Resources', setRes: 'Set',
    trap: 'Place a trap', flag: 'Place a flag', yourStats: 'You', actions: 'Actions on your turn',
    combatTitle: 'Combat on {0}', attacker: 'Attacker', defender: 'Defender', units: 'combat units',
    yourDial: 'Your power dial', yourCards: 'Your combat cards (one per unit at most)', none: 'none',
    automaCardsDraw: 'Draw {0} of the Automa\u2019s face-down combat cards at random and enter their values',
    automaSimCards: 'The program draws the Automa\u2019s combat cards.', fight: 'Fight', close: 'Close',
    flipTitle: 'Flip a combat card', flipText: 'Flip the top combat card of the pile: what value is it?',
    winner: 'Winner: {0}', total: 'Total', decidedBy: 'tie decided by {0}', gameOver: 'The game is over.',
    scoreStars: 'stars', scoreTerr: 'territories', scoreRes: 'resources', scoreCoins: 'coins in hand', scoreStruct: 'structures',
    error: 'Not done', loading: 'Loading\u2026', saved: 'Saved.',
    board: 'Board', legend: 'Legend', encounterTok: 'encounter', tunnel: 'tunnel', river: 'river', factoryT: 'Factory',
    mat: 'faction mat', home: 'home base', unitCharacter: 'character', unitMech: 'mech', unitWorker: 'worker',
    candidates: 'On the board: the other candidates, with their value and F = distance to the Factory.', excluded: 'not allowed',
    log: 'Game log',
    expTitle: 'Expeditions', north: 'North', central: 'Central', south: 'South', base: 'Basecamp',
    faceDown: 'face down', mapToken: 'map token', progress: 'Progress', glory: 'Glory',
    expMove: 'Move your mech to', reveal: 'Reveal', revealNumber: 'location number', tokens: 'corruption values (top first)',
    take: 'Vanquish', count: 'how many', take20: 'the 20 token', placeGlory: 'Place a glory token', finalCoins: 'Your final coins',
    automaScore: 'Automa\u2019s coins', bag: 'Bag', automaWins: 'The Automa wins.', youWin: 'You win!',
    pendingReveal: 'waiting for the tiles the Automa flipped', yourMech: 'your mech', turnN: 'Automa turn {0}',
    terrain: { farm: 'farm', village: 'village', tundra: 'tundra', forest: 'forest', mountain: 'mountain', lake: 'lake', factory: 'Factory' },
    factions: { nordic: 'Nordic Kingdoms', rusviet: 'Rusviet Union', togawa: 'Togawa Shogunate', crimea: 'Crimean Khanate',
      saxony: 'Saxony Empire', polania: 'Republic of Polania', albion: 'Clan Albion' },
    levels: { autometta: 'Autometta', automa: 'Automa', automaszyna: 'Automaszyna', ultimaszyna: 'Ultimaszyna' },
    sym: { 'move-worker': 'Move worker', 'move-mech': 'Move mech', 'move-character': 'Move character',
      'encounter-factory': 'Encounter/Factory', 'attack-worker': 'Attack workers', 'attack-combat': 'Attack combat units ({0}+)' },
    gain: { worker: 'worker', 'character-or-mech': 'character or mech', coin: 'coin', power: 'power', 'combat-card': 'combat card' },
    recruitN: { none: 'none', power: 'power', coin: 'coin', popularity: 'popularity', 'combat-card': 'combat card' },
    res: {
      'skipped-bracket': '{0}: ignored, another faction\u2019s bracket.', 'not-tried': '{0}: not tried, a move was already made.',
      'no-unit': '{0}: not possible, no such unit on the board.', 'low-power': '{0}: not possible, the Automa has less power than {1}.',
      'no-territory': '{0}: not possible, no valid territory.',
      moveTo: '{0}: move the {1} from {2} to {3}.', stays: '{0}: the {1} stays on {2}.', rearm: '{0}: move the character from {1} to {2} and re-arm the trap there.'
    },
    unitWhy: 'Unit: the {0} closest to the home base (distance {1}){2}.', tieReading: ', tie broken by reading order',
    tieMarker: ', tie broken by the home-base marker',
    why: {
      'move-worker': '{0} is next to the most Automa units ({1}), away from your combat units',
      'move-mech': '{0} is the closest to your combat units (distance {1})',
      'move-character': '{0} is the closest to your combat units (distance {1})',
      'attack-worker': '{0} has your workers and the most resources ({1})',
      'attack-combat': '{0} has the fewest of your combat units ({1})',
      factory: '{0} is the Factory', encounter: '{0} has an encounter token'
    },
    tb: { factory: '; tie broken by distance to the Factory', trap: '; tie broken by the armed trap there',
      'reading-order': '; tie broken by reading order', 'home-marker': '; tie broken by the home-base marker', none: '' },
    ev: {
      'deploy-worker': 'Deploy a worker from the faction mat on the home base.',
      'deploy-character': 'Deploy the character from the faction mat on the home base.',
      'deploy-mech': 'Deploy a mech from the faction mat on the home base.',
      'deploy-none': 'Nothing to deploy: none left on the faction mat.',
      coins: 'Give the Automa {0} {0:coin|coins}.', power: 'Raise the Automa\u2019s power by {0} (to {1}).',
      'combat-cards': 'Give the Automa {0} {0:combat card|combat cards} face down (now {1}).',
      'recruit-bonus': 'Recruit bonus: {0} gains 1 {1}.', 'recruit-bonus-unknown': 'Recruit bonus {0}: only if you have that recruit.',
      tracker: 'Star tracker: advance the token one space ({0} from the start).',
      'star-tracker': 'Star: the token reached a star space; place an Automa star.',
      'star-power': 'Star: the Automa reached 16 power; place a star.',
      'scheme-switch': 'First tracker star: shuffle all 19 cards into a new deck, Scheme II on top.',
      reshuffle: 'The deck was empty: shuffle both discard piles into a new deck.',
      encounter: 'Remove the encounter token from {0} (the Automa takes it).',
      'factory-card': 'Draw a random Factory card and put it face down by the Automa\u2019s mat.',
      'workers-home': 'Return {1} {1:worker|workers} of {0} to their home base.', 'resources-removed': 'Remove the {1} {1:resource|resources} from {0}.',
      combat: 'Combat on {0}! Choose your power and combat cards.',
      'water-unlocked': 'The token has left the no-water spaces: Automa units now cross rivers and use lakes.',
      'game-end': 'A sixth star: the game ends now.', flag: 'Place an Albion flag on {0}.',
      trap: 'Place a random trap, armed and face down, on {0} (do not look).',
      'flip-no-move': 'The flipped combat card is a {0}: no move this turn.', 'flip-no-deploy': 'The flipped combat card is a {0}: no deploy.',
      'trap-triggered': 'The Automa springs your trap on {0}: flip it to disarmed.'
    },
    skipped: 'The card shows the skip icon: the Automa does nothing this turn.', noMove: 'No move is possible: the Automa does not move this turn.',
    waitCombat: 'The turn continues after the combat.', drewCard: 'The Automa draws card {0} (Scheme {1}).',
    combatResult: '{0} wins the combat on {1}: {2} against {3}.',
    cmb: { attacks: '{0} attacks {1} on {2}.', drives: '{0} drives {1} {1:worker|workers} of {2} off {3}.',
      automaSide: '{0} Automa: card {1}, column {2}: uses {3} power', humanSide: '{0}: {1} power',
      withCards: ' and the combat cards {0}', total: ': total {0}.', tie: 'a tie goes to the attacker',
      pay: 'Both sides pay the power they used; the combat cards played are discarded.',
      retreat: 'Retreat {0} {0:combat unit|combat units} of {1} to {2}.', workersHome: 'Put {0} {0:worker|workers} of {1} on the home base.',
      gainCardAutoma: 'Give the {0} Automa a combat card face down.', gainCard: '{0} gains a combat card.',
      popLost: '{0} loses {1} popularity.', star: '{0} places a combat star.', encounter: 'The {0} character takes the encounter token on {1}.',
      resPlaced: 'Resources: card {0} on the Automa\u2019s discard pile shows {1}: place {1} {1:resource|resources} on {2}.',
      resLake: 'No resources: {0} is a lake.', resVillage: 'No resources: {0} is a village.', resFactory: 'No resources: the Factory produces none.',
      resNoCard: 'No resources: the Automa has not discarded a card yet.', resRemoved: 'Remove the {0} {0:resource|resources} on {1}.',
      combatCard: 'Combat card of {0}', ifEndedNow: 'The score if the game ended now.', turnGoesOn: 'The Automa\u2019s turn goes on:' },
    ev2: { moved: 'Moved your {0} from {1} to {2}.', deployed: 'Deployed a {0} on {1}.', combatLog: 'Combat on {0}: {1} wins.',
      turnLog: 'Card {0}: {1}', noMoveLog: 'no move' },
    // ---- issue 13 (structures, player mat, scoring): its keys go between this line and the next
    playerMat: 'Player mat', structureTile: 'Structure bonus tile', build: 'Build', unbuild: 'Take back (recorded by mistake)',
    structure: { mill: 'Mill', armory: 'Armory', monument: 'Monument', mine: 'Mine' },
    pmat: { industrial: 'Industrial (1)', engineering: 'Engineering (2)', militant: 'Militant (2A)', patriotic: 'Patriotic (3)', innovative: 'Innovative (3A)', mechanical: 'Mechanical (4)', agricultural: 'Agricultural (5)' },
    combatPeople: 'Two people fight: each sets a power dial and chooses combat cards in secret; reveal them together and record both here.',
    combatPeopleDial: 'Power dial', combatPeopleCards: 'Combat cards (one per unit at most)',
    combatUnitsN: '{0} {0:combat unit|combat units}',
    tile: { random: 'random (the program draws it)', 'tunnels-adjacent': 'tunnels adjacent to your structures', 'lakes-adjacent': 'lakes adjacent to your structures', 'encounters-adjacent': 'encounters adjacent to your structures', 'on-tunnels': 'tunnels with your structures', 'in-a-row': 'structures in a row', 'farms-tundras': 'farms and tundras with your structures', manual: 'another tile (coins by hand)' },
    // ---- end of issue 13
    // ---- issue 14 (table flow, combat order): its keys go between this line and the next
    combatStep1: 'Step 1: set your power dial and choose your combat cards, before the Automa card is drawn.',
    combatReveal: 'Record my choice and draw the Automa card',
    combatCommitted: 'Your choice: {0} power, combat cards: {1}.',
    combatReshuffle: 'The {0} Automa\u2019s deck is empty: shuffle both its discard piles into a new deck first.',
    combatDrawCard: 'Draw card {0} from the {1} Automa\u2019s deck and put it on its combat discard pile.',
    combatAutomaUses: 'Column {0}: the card asks for {1} power and {2} combat card(s); the Automa uses {3} power and {4} combat card(s).',
    movedBefore: 'The Automa has already made its move this turn: no other move.',
    turnGoesOn: 'The Automa\u2019s turn goes on:',
    // one object: t() reads 'trapLoses.coins' as trapLoses -> coins (a dotted key was shown raw)
    trapLoses: {
      power: 'The Automa loses {0} power: lower its power token.',
      coins: 'The Automa loses {0} {0:coin|coins}: take {0:it|them} from its supply.',
      cards: 'The Automa loses {0} {0:combat card|combat cards}: discard {0:it|them} at random from its face-down cards.',
      popularity: 'A popularity trap: the Automa loses nothing.'
    },
    noTrackerAdvance: 'No star-tracker advance on this card: the token stays.',
    trackerLast: 'Star tracker: the token is on its last space and stays there.',
    deckCardTitle: 'Your own Automa deck', deckCardAsk: 'Draw the top card of the {0} Automa\u2019s deck: its number', deckCardOk: 'Play it',
    trapTitle: 'A trap of the Automa',
    trapReveal: '{0} holds a face-down trap of the {1} Automa: you spring it. Turn it over: which is it?',
    cmbFactoryCard: 'The {0} character takes a Factory card: draw one at random and put it face down by the Automa\u2019s mat.',
    trapYou: 'You sprang the trap on {0}: {1} (done for you). The trap is now disarmed.',
    trapPen: { popularity: 'lose 2 popularity', power: 'lose 3 power', coins: 'lose 4 coins', cards: 'discard 2 random combat cards',
      unknown: 'no known penalty' },
    powerStays: 'The Automa\u2019s power stays at {0}: the power track ends there.',
    // ---- end of issue 14
    // ---- issue 15 (store, reload on change): its keys go between this line and the next
    changedElsewhere: 'The game was changed elsewhere (the terminal or another page): it is shown as it is now.',
    changedReload: 'The game changed elsewhere, so this step was not made: the game is shown as it is now; try again.',
    // ---- end of issue 15
    // ---- issue 17 (Automata bots, strengths): its keys go between this line and the next
    // ---- end of issue 17
    // ---- issue 19 (phone layout, reload, Expeditions): its keys go between this line and the next
    i19: {
      gaps: 'Card gaps of your map (optional)',
      gapsNote: 'The locations each gap touches, gap 1 first, gaps separated by spaces (e.g. N2,N3,C2 C5,C6). Empty: a Sweep names the mech\u2019s location and you find the gaps next to it.',
      selectUnitTouch: 'Tap one of your units (or its territory), then tap a lit territory.',
      selectedTouch: '{0} on {1}: tap a lit territory (tap elsewhere to cancel).',
      whyAll: 'Why: every candidate and tie-breaker', territory: 'Territory', factoryDist: 'F (to the Factory)',
      chosen: 'chosen', armedTrap: 'armed trap', noTie: 'no tie', decided: 'Decided: the best value; {0}.',
      sweepGaps: '{0}, Sweep: discard the face-up cards in gap {1} (next to {2}) and deal new ones.',
      sweepAll: '{0}, Sweep: discard every face-up card next to {1} and deal new ones.',
      flipYours: 'Your mech is on {0}, face down: flip it, take its map token, and tell its number and corruption below (Reveal).',
      automaLast: 'The Automa\u2019s last turn (your 4th glory triggered the end)', afterTurn: 'after Automa turn {0}',
      twiceAsk: 'The Automa has just played. Play her next turn now, before yours?',
      recMove: 'Recorded: your mech is on {0}.', recReveal: 'Recorded: {0} is location {1}, corruption (top first): {2}.',
      recReveal20: 'Recorded: {0} is location 20, with the 20-value corruption.',
      recTake: 'Recorded: you took {0} corruption token(s) from {1} ({2}); {3} left there.',
      recTake20: 'Recorded: you took the 20-value corruption from {0}.', recGlory: 'Recorded: your glory token {0} of 4.',
      ifEndedNow: 'The game is not over: this is the result if the game ended now.',
      showCard: 'The drawn card', companionShort: 'companion', simulatedShort: 'simulated', sweep: 'Sweep', whoseTurnYou: 'Your turn', whoseTurnAutoma: 'The Automa’s turn',
      value: { 'move-worker': 'Automa units next to it', 'move-mech': 'distance to your combat units',
        'move-character': 'distance to your combat units', 'attack-worker': 'resources', 'attack-combat': 'your combat units' },
      result: { 'skipped-bracket': 'ignored, another faction’s bracket', 'not-tried': 'not tried, a move was already made',
        'no-unit': 'not possible, no such unit on the board', 'low-power': 'not possible, too little power',
        'no-territory': 'not possible, no valid territory', performed: 'performed' }
    },
    // ---- end of issue 19
    // ---- issue 21 (Italian pass): its keys go between this line and the next
    homeOf: '{0} home base',
    errNetwork: 'the program does not answer: is `automa serve` still running?',
    errBadAnswer: 'bad answer from the server ({0})',
    movedFromHome: 'Moved your {0} from {1} to {2}.',
    factionShort: { nordic: 'nordic', rusviet: 'rusviet', togawa: 'togawa', crimea: 'crimea', saxony: 'saxony',
      polania: 'polania', albion: 'albion' },
    // ---- end of issue 21
    // ---- issue 29 (Italian, second pass): its keys go between this line and the next
    recruitBonusYou: 'Recruit bonus: you gain {0} (Recruit Ongoing Bonus; already recorded).',
    recruitGain: { power: '1 power', coin: '1 coin', popularity: '1 popularity', 'combat-card': '1 combat card' },
    // ---- end of issue 29
    // ---- issue 22 options (the option table drives the creation form): its keys go between this line and the next
    i22: {
      opt: {
        skip_turns: 'skip turns on the skip icon', coin_mod: 'coins per gain', power_mod: 'power per gain',
        flip_move: 'flip a combat card before moving', flip_deploy: 'flip a combat card before deploying',
        all_moves: 'perform every valid move', ifa_brackets: 'Albion/Togawa brackets (later printing)', combat: 'Combat',
        enemy: 'Enemies (several players)', shared_deck: 'one Automa deck for all the Automas (several Automas)',
        real_deck: 'your own Automa deck: you shuffle the real deck and say which card came up',
      },
      val: { all: 'all (each for itself)', humans: 'humans (play together)' },
    },
    // ---- end of issue 22 options
    // ---- issue 27 (the offline page, the page's findings): its keys go between this line and the next
    i27: {
      errEngine: 'the game engine of this page did not answer: reload the page',
      tieAttacker: 'A tie goes to the attacker.',
      combatWaits: 'The combat on {0} is waiting.', combatReopen: 'Back to the combat',
      reachable: 'your selected unit can go there',
      minusOne: '{0} \u22121', plusOne: '{0} +1',
      deployUnit: 'Unit to deploy', deployWhere: 'Deploy on the territory', resWhere: 'Territory of the resources',
      resCount: 'Number of resources', buildKind: 'Structure to build', buildWhere: 'Build on the territory',
      yourCardN: 'Your combat card {0}', automaCardN: 'The Automa\u2019s combat card {0}',
      expRevealWhere: 'Location to reveal', expTakeWhere: 'Location to vanquish',
      exportShort: 'File', exportTitle: 'Download the game file (for the command line or another device)',
      exported: 'Downloaded {0}: open it with automa on a computer, or import it on another device.',
      importTitle: 'Import a game file', importFile: 'Game file (.json)', importBtn: 'Import',
      unreadable: 'The file {0} cannot be read.', importRefused: 'Not imported ({0}): {1}',
    },
    // ---- end of issue 27
  },
  it: {
    title: 'automa', subtitle: 'avversari automatici per giocare da soli ai giochi da tavolo',
    games: 'Le tue partite', noGames: 'Nessuna partita salvata: iniziane una qui sotto.', open: 'Apri', del: 'Elimina',
    newScythe: 'Nuova partita a Scythe', newExp: 'Nuova partita a Expeditions', name: 'Nome', yourFaction: 'La tua fazione',
    automaFaction: 'Fazione dell\u2019Automa', farthest: '(la più lontana da te)', level: 'Difficoltà', seed: 'Seme (facoltativo)',
    combatMode: 'Combattimento', companion: 'assistito: peschi tu le carte dell\u2019Automa', simulated: 'simulato dal programma',
    options: 'Opzioni di difficoltà', skipTurns: 'salta il turno con il simbolo salta turno', coinMod: 'monete per guadagno', powerMod: 'Potere per guadagno',
    flipMove: 'gira una carta Combattimento prima di muovere', flipDeploy: 'gira una carta Combattimento prima di schierare',
    allMoves: 'esegui ogni movimento valido', ifaBrackets: 'parentesi Albion/Togawa (ristampa)', create: 'Inizia',
    gloryAdjust: 'Correzione monete per la gloria', back: 'Tutte le partite', lang: 'English',
    automaTurn: 'Turno dell\u2019Automa', yourTurn: 'Il tuo turno', endTurn: 'Fine del mio turno', undo: 'Annulla', redo: 'Ripeti', score: 'Punteggio',
    turnOf: 'Giro {0}: gioca {1}', you: 'tu', automa: 'Automa', human: 'umano',
    power: 'Potere', popularity: 'Popolarità', coins: 'Monete', stars: 'Stelle', combatCards: 'Carte Combattimento',
    structureBonus: 'Bonus strutture', encounters: 'Incontri', factoryCard: 'Carta Fabbrica',
    tracker: 'Tracciato Stella', scheme: 'Schema', deck: 'Mazzo', discard: 'scarti principali', combatDiscard: 'scarti combattimento',
    starsBySource: 'Stelle: {0} dal Tracciato, {1} dal combattimento, {2} dal Potere', waterRestricted: 'non attraversa ancora i fiumi',
    waterFree: 'attraversa fiumi e laghi', card: 'Carta {0}', lastCard: 'Ultima carta pescata', noCard: 'Nessuna carta pescata finora.',
    combatTable: 'Tabella Combattimento', powerCol: 'Potere', cardsCol: 'carte', resourcesBox: 'Riquadro Risorsa', starIcon: 'stella',
    skipIcon: 'salta turno', recruit: 'Bonus recluta', moves: 'Movimento', gains: 'Guadagno',
    whatToDo: 'Cosa fare sul tavolo', explanation: 'Perché',
    selectUnit: 'Clicca una tua unità (o trascinala) per muoverla: il suo vicinato si illumina.',
    selected: '{0} su {1}: clicca un territorio illuminato.', moved: 'Hai spostato il tuo {0} da {1} a {2}.',
    deploy: 'Schiera', deployOn: 'su', encounter: 'Prendi il gettone Incontro', factory: 'Prendi una carta Fabbrica',
    abilities: 'Abilità Mech', recruits: 'Reclute (bonus continuo)', resources: 'Risorse', setRes: 'Imposta',
    trap: 'Piazza una trappola', flag: 'Piazza una bandiera', yourStats: 'Tu', actions: 'Azioni del tuo turno',
    combatTitle: 'Combattimento su {0}', attacker: 'Attaccante', defender: 'Difensore', units: 'unità combattenti',
    yourDial: 'Il tuo selettore del Potere', yourCards: 'Le tue carte Combattimento (al massimo una per unità)', none: 'nessuna',
    automaCardsDraw: 'Pesca a caso {0} {0:carta|carte} Combattimento {0:coperta|coperte} dell\u2019Automa e {0:scrivine il valore|scrivine i valori}',
    automaSimCards: 'Il programma pesca le carte Combattimento dell\u2019Automa.', fight: 'Combatti', close: 'Chiudi',
    flipTitle: 'Gira una carta Combattimento', flipText: 'Gira la prima carta Combattimento del mazzo: che valore ha?',
    winner: 'Vince: {0}', total: 'Totale', decidedBy: 'spareggio: {0}', gameOver: 'La partita è finita.',
    scoreStars: 'stelle', scoreTerr: 'territori', scoreRes: 'risorse', scoreCoins: 'monete in mano', scoreStruct: 'strutture',
    error: 'Impossibile', loading: 'Caricamento\u2026', saved: 'Salvato.',
    board: 'Tabellone', legend: 'Legenda', encounterTok: 'Incontro', tunnel: 'tunnel', river: 'fiume', factoryT: 'Fabbrica',
    mat: 'plancia fazione', home: 'base principale', unitCharacter: 'personaggio', unitMech: 'Mech', unitWorker: 'lavoratore',
    candidates: 'Sul tabellone: gli altri candidati, con il loro valore e F = distanza dalla Fabbrica.', excluded: 'non ammesso',
    log: 'Diario della partita',
    expTitle: 'Expeditions', north: 'Nord', central: 'Centro', south: 'Sud', base: 'Campo base',
    faceDown: 'coperto', mapToken: 'segnalino mappa', progress: 'Progresso', glory: 'Gloria',
    expMove: 'Muovi il tuo Mech su', reveal: 'Rivela', revealNumber: 'numero del luogo', tokens: 'valori della corruzione (dall\u2019alto)',
    take: 'Sconfiggi', count: 'quanti', take20: 'il segnalino da 20', placeGlory: 'Piazza un segnalino gloria', finalCoins: 'Le tue monete finali',
    automaScore: 'Monete dell\u2019Automa', bag: 'Sacchetto', automaWins: 'Vince l\u2019Automa.', youWin: 'Hai vinto!',
    pendingReveal: 'in attesa delle tessere girate dall\u2019Automa', yourMech: 'il tuo Mech', turnN: 'Turno dell\u2019Automa {0}',
    terrain: { farm: 'fattoria', village: 'villaggio', tundra: 'tundra', forest: 'foresta', mountain: 'montagna', lake: 'lago', factory: 'Fabbrica' },
    factions: { nordic: 'Regni Nordici', rusviet: 'Unione Rusviet', togawa: 'Shogunato Togawa', crimea: 'Khanato di Crimea',
      saxony: 'Impero Sassone', polania: 'Repubblica di Polania', albion: 'Clan Albion' },
    levels: { autometta: 'Autometta', automa: 'Automa', automaszyna: 'Automaszyna', ultimaszyna: 'Ultimaszyna' },
    sym: { 'move-worker': 'Movimento lavoratore', 'move-mech': 'Movimento Mech', 'move-character': 'Movimento personaggio',
      'encounter-factory': 'Incontro/Fabbrica', 'attack-worker': 'Movimento offensivo vs. lavoratore', 'attack-combat': 'Movimento offensivo vs. unità combattente ({0}+)' },
    gain: { worker: 'lavoratore', 'character-or-mech': 'personaggio o Mech', coin: 'moneta', power: 'Potere', 'combat-card': 'carta Combattimento' },
    recruitN: { none: 'nessuno', power: 'Potere', coin: 'moneta', popularity: 'Popolarità', 'combat-card': 'carta Combattimento' },
    res: {
      'skipped-bracket': '{0}: ignorato, parentesi di un\u2019altra fazione.', 'not-tried': '{0}: non tentato, un movimento è già stato fatto.',
      'no-unit': '{0}: impossibile, nessuna unità di quel tipo sul tabellone o sulla base principale.', 'low-power': '{0}: impossibile, l\u2019Automa ha meno di {1} punti Potere.',
      'no-territory': '{0}: impossibile, nessun territorio valido.',
      moveTo: '{0}: sposta il {1} ({2} \u2192 {3}).', stays: '{0}: il {1} resta su {2}.', rearm: '{0}: sposta il personaggio ({1} \u2192 {2}) e riarma la trappola.'
    },
    unitWhy: 'Unità: il {0} più vicino alla base principale (distanza {1}){2}.', tieReading: ', spareggio per ordine di lettura',
    tieMarker: ', spareggio con il segnalino della base principale',
    why: {
      'move-worker': '{0} è nel vicinato del maggior numero di unità Automa ({1}), lontano dalle tue unità combattenti',
      'move-mech': '{0} è il più vicino alle tue unità combattenti (distanza {1})',
      'move-character': '{0} è il più vicino alle tue unità combattenti (distanza {1})',
      'attack-worker': '{0} ha tuoi lavoratori e più risorse ({1})',
      'attack-combat': '{0} ha meno tue unità combattenti ({1})',
      factory: '{0} è la Fabbrica', encounter: '{0} ha un gettone Incontro'
    },
    tb: { factory: '; spareggio per distanza dalla Fabbrica', trap: '; spareggio per la trappola armata',
      'reading-order': '; spareggio per ordine di lettura', 'home-marker': '; spareggio con il segnalino della base principale', none: '' },
    ev: {
      'deploy-worker': 'Schiera un lavoratore dalla plancia fazione sulla base principale.',
      'deploy-character': 'Schiera il personaggio dalla plancia fazione sulla base principale.',
      'deploy-mech': 'Schiera un Mech dalla plancia fazione sulla base principale.',
      'deploy-none': 'Niente da schierare: non ne resta nessuno sulla plancia fazione.',
      coins: 'Dai all\u2019Automa {0} {0:moneta|monete}.', power: 'Aumenta il Potere dell\u2019Automa di {0} (fino a {1}).',
      'combat-cards': 'Dai all\u2019Automa {0} {0:carta|carte} Combattimento a faccia in giù (ora {1}).',
      'recruit-bonus': 'Bonus recluta: {0} guadagna 1 {1}.', 'recruit-bonus-unknown': 'Bonus recluta ({0}): solo se hai arruolato la recluta con quel Bonus Recluta Continuo.',
      tracker: 'Tracciato Stella: fai avanzare il segnalino di uno spazio ({0} dall\u2019inizio).',
      'star-tracker': 'Stella: il segnalino ha raggiunto uno spazio stella; piazza una stella dell\u2019Automa.',
      'star-power': 'Stella: l\u2019Automa ha raggiunto 16 di Potere; piazza una stella.',
      'scheme-switch': 'Prima stella del Tracciato: mescola tutte le 19 carte in un nuovo mazzo, Schema II in alto.',
      reshuffle: 'Il mazzo era vuoto: mescola le due pile degli scarti in un nuovo mazzo.',
      encounter: 'Togli il gettone Incontro da {0} (lo prende l\u2019Automa).',
      'factory-card': 'Pesca a caso una carta Fabbrica e mettila coperta accanto alla plancia dell\u2019Automa.',
      'workers-home': 'Rimanda {1} {1:lavoratore|lavoratori} ({0}) alla base principale.', 'resources-removed': 'Togli {1} {1:risorsa|risorse} da {0}.',
      combat: 'Combattimento su {0}! Scegli il tuo Potere e le carte Combattimento.',
      'water-unlocked': 'Il segnalino ha superato gli spazi con il simbolo dell\u2019acqua: ora le unità dell\u2019Automa attraversano i fiumi e trattano i laghi come territori normali.',
      'game-end': 'Sesta stella: la partita finisce subito.', flag: 'Piazza una bandiera di Albion su {0}.',
      trap: 'Piazza una trappola a caso, armata e coperta, su {0} (senza guardarla).',
      'flip-no-move': 'La carta Combattimento girata è un {0}: nessun movimento in questo turno.', 'flip-no-deploy': 'La carta Combattimento girata è un {0}: niente schieramento.',
      'trap-triggered': 'L\u2019Automa fa scattare la tua trappola su {0}: girala sul lato disarmato.'
    },
    skipped: 'La carta mostra il simbolo salta turno: l\u2019Automa non fa nulla in questo turno.', noMove: 'Nessun movimento possibile: l\u2019Automa non si muove in questo turno.',
    waitCombat: 'Il turno continua dopo il combattimento.', drewCard: 'L\u2019Automa pesca la carta {0} (Schema {1}).',
    combatResult: '{0} vince il combattimento su {1}: {2} contro {3}.',
    cmb: { attacks: '{0} attacca {1} su {2}.', drives: '{0} scaccia {1} {1:lavoratore|lavoratori} ({2}) da {3}.',
      automaSide: '{0} (Automa): carta {1}, colonna {2}: usa {3} {3:punto|punti} Potere', humanSide: '{0}: {1} {1:punto|punti} Potere',
      withCards: ' e le carte Combattimento di valore {0}', total: ': totale {0}.', tie: 'in caso di pareggio vince l\u2019attaccante',
      pay: 'Entrambi pagano il Potere usato; le carte Combattimento giocate vanno scartate.',
      retreat: 'Ritira {0} {0:unità combattente|unità combattenti} ({1}) sulla {2}.', workersHome: 'Metti {0} {0:lavoratore|lavoratori} ({1}) sulla base principale.',
      gainCardAutoma: 'Dai all\u2019Automa {0} una carta Combattimento a faccia in giù.', gainCard: '{0} guadagna una carta Combattimento.',
      popLost: '{0} perde {1} Popolarità.', star: '{0} piazza una stella per la vittoria in combattimento.', encounter: 'Il personaggio ({0}) prende il gettone Incontro su {1}.',
      resPlaced: 'Risorse: la carta {0} sulla pila degli scarti principale dell\u2019Automa mostra {1}: piazza {1} {1:risorsa|risorse} su {2}.',
      resLake: 'Niente risorse: {0} è un lago.', resVillage: 'Niente risorse: {0} è un villaggio.', resFactory: 'Niente risorse: la Fabbrica non produce.',
      resNoCard: 'Niente risorse: l\u2019Automa non ha ancora scartato carte.', resRemoved: 'Togli {0} {0:risorsa|risorse} da {1}.',
      combatCard: 'Carta Combattimento di {0}', ifEndedNow: 'Il punteggio se la partita finisse ora.', turnGoesOn: 'Il turno dell\u2019Automa continua:' },
    ev2: { moved: 'Hai spostato il tuo {0} da {1} a {2}.', deployed: 'Schierato {0} su {1}.', combatLog: 'Combattimento su {0}: vince {1}.',
      turnLog: 'Carta {0}: {1}', noMoveLog: 'nessun movimento' },
    // ---- issue 13 (structures, player mat, scoring): its keys go between this line and the next
    playerMat: 'Plancia giocatore', structureTile: 'Tessera bonus strutture', build: 'Costruisci', unbuild: 'Togli (registrata per errore)',
    structure: { mill: 'Mulino', armory: 'Armeria', monument: 'Monumento', mine: 'Miniera' },
    pmat: { industrial: 'Industriale (1)', engineering: 'Ingegneristica (2)', militant: 'Militante (2A)', patriotic: 'Patriottica (3)', innovative: 'Innovativa (3A)', mechanical: 'Meccanica (4)', agricultural: 'Agricola (5)' },
    combatPeople: 'Combattono due persone: ognuno imposta in segreto il selettore del Potere e sceglie le carte Combattimento; rivelateli insieme e registrateli qui.',
    combatPeopleDial: 'Selettore del Potere', combatPeopleCards: 'Carte Combattimento (al massimo una per unit\u00e0)',
    combatUnitsN: '{0} {0:unit\u00e0 combattente|unit\u00e0 combattenti}',
    tile: { random: 'casuale (la estrae il programma)', 'tunnels-adjacent': 'tunnel adiacenti alle tue strutture', 'lakes-adjacent': 'laghi adiacenti alle tue strutture', 'encounters-adjacent': 'incontri adiacenti alle tue strutture', 'on-tunnels': 'tunnel con tue strutture', 'in-a-row': 'strutture in fila', 'farms-tundras': 'fattorie e tundre con tue strutture', manual: 'altra tessera (monete a mano)' },
    // ---- end of issue 13
    // ---- issue 14 (table flow, combat order): its keys go between this line and the next
    combatStep1: 'Passo 1: imposta il selettore del Potere e scegli le carte Combattimento, prima che si peschi la carta Automa.',
    combatReveal: 'Registra la mia scelta e pesca la carta Automa',
    combatCommitted: 'La tua scelta: {0} {0:punto|punti} Potere; carte Combattimento: {1}.',
    combatReshuffle: 'Il mazzo dell\u2019Automa {0} \u00e8 vuoto: prima mescola entrambe le sue pile degli scarti in un nuovo mazzo.',
    combatDrawCard: 'Pesca la carta {0} dal mazzo dell\u2019Automa {1} e mettila sulla sua pila degli scarti combattimento.',
    combatAutomaUses: 'Colonna {0} della Tabella Combattimento: la carta chiede {1} {1:punto|punti} Potere e {2} {2:carta|carte} Combattimento; l\u2019Automa ne usa {3} {3:punto|punti} Potere e {4} {4:carta|carte}.',
    movedBefore: 'L\u2019Automa ha gi\u00e0 fatto il suo movimento in questo turno: nessun altro movimento.',
    turnGoesOn: 'Il turno dell\u2019Automa prosegue:',
    // one object: t() reads 'trapLoses.coins' as trapLoses -> coins (a dotted key was shown raw)
    trapLoses: {
      power: 'L\u2019Automa perde {0} {0:punto|punti} Potere: abbassa il suo segnalino sul Tracciato del Potere.',
      coins: 'L\u2019Automa perde {0} {0:moneta|monete}: {0:toglila|toglile} dalla sua riserva.',
      cards: 'L\u2019Automa perde {0} {0:carta Combattimento|carte Combattimento}: {0:scartala|scartale} a caso tra le sue carte coperte.',
      popularity: 'Una trappola della Popolarit\u00e0: l\u2019Automa non perde nulla.'
    },
    noTrackerAdvance: 'Nessun avanzamento sul Tracciato Stella con questa carta: il segnalino resta dov\u2019\u00e8.',
    trackerLast: 'Tracciato Stella: il segnalino \u00e8 sull\u2019ultimo spazio e resta l\u00ec.',
    deckCardTitle: 'Il tuo mazzo Automa', deckCardAsk: 'Pesca la prima carta del mazzo dell\u2019Automa {0}: il suo numero', deckCardOk: 'Giocala',
    trapTitle: 'Una trappola dell\u2019Automa',
    trapReveal: '{0} ha una trappola coperta dell\u2019Automa {1}: la fai scattare. Girala: quale \u00e8?',
    cmbFactoryCard: 'Il personaggio ({0}) prende una carta Fabbrica: pescane una a caso e mettila coperta accanto alla plancia dell\u2019Automa.',
    trapYou: 'Hai fatto scattare la trappola su {0}: {1} (gi\u00e0 applicato). Ora la trappola \u00e8 disarmata.',
    trapPen: { popularity: 'perdi 2 Popolarit\u00e0', power: 'perdi 3 punti Potere', coins: 'perdi 4 monete', cards: 'scarta 2 carte Combattimento a caso',
      unknown: 'nessuna penalit\u00e0 nota' },
    powerStays: 'Il Potere dell\u2019Automa resta a {0}: il Tracciato del Potere finisce l\u00ec.',
    // ---- end of issue 14
    // ---- issue 15 (store, reload on change): its keys go between this line and the next
    changedElsewhere: 'La partita è stata cambiata altrove (nel terminale o in un\'altra pagina): è mostrata com\'è ora.',
    changedReload: 'La partita è cambiata altrove, quindi questa mossa non è stata fatta: la partita è mostrata com\'è ora; riprova.',
    // ---- end of issue 15
    // ---- issue 17 (Automata bots, strengths): its keys go between this line and the next
    // ---- end of issue 17
    // ---- issue 19 (phone layout, reload, Expeditions): its keys go between this line and the next
    i19: {
      gaps: 'Varchi delle carte della tua mappa (facoltativo)',
      gapsNote: 'I luoghi che tocca ogni varco, dal varco 1, varchi separati da spazi (es. N2,N3,C2 C5,C6). Vuoto: una Spazzata indica il luogo del Mech e trovi tu i varchi accanto.',
      selectUnitTouch: 'Tocca una delle tue unità (o il suo territorio), poi un territorio illuminato.',
      selectedTouch: '{0} su {1}: tocca un territorio illuminato (tocca altrove per annullare).',
      whyAll: 'Perché: ogni candidato e ogni spareggio', territory: 'Territorio', factoryDist: 'F (dalla Fabbrica)',
      chosen: 'scelto', armedTrap: 'trappola armata', noTie: 'nessuna parità', decided: 'Deciso: il valore migliore; {0}.',
      sweepGaps: '{0}, Spazzata: scarta le carte scoperte nel varco {1} (accanto a {2}) e distribuiscine di nuove.',
      sweepAll: '{0}, Spazzata: scarta tutte le carte scoperte accanto a {1} e distribuiscine di nuove.',
      flipYours: 'Il tuo Mech \u00e8 su {0}, coperto: giralo, prendi il suo segnalino mappa e indica numero e corruzione qui sotto (Rivela).',
      automaLast: 'L\u2019ultimo turno dell\u2019Automa (la tua 4\u00aa gloria ha fatto scattare la fine)', afterTurn: 'dopo il turno {0} dell\u2019Automa',
      twiceAsk: 'L\u2019Automa ha appena giocato. Giocare ora il suo turno successivo, prima del tuo?',
      recMove: 'Registrato: il tuo Mech \u00e8 su {0}.', recReveal: 'Registrato: {0} \u00e8 il luogo {1}, corruzione (dall\u2019alto): {2}.',
      recReveal20: 'Registrato: {0} \u00e8 il luogo 20, con la corruzione da 20.',
      recTake: 'Registrato: hai preso {0} segnalini corruzione da {1} ({2}); ne restano {3}.',
      recTake20: 'Registrato: hai preso la corruzione da 20 da {0}.', recGlory: 'Registrato: il tuo segnalino gloria {0} di 4.',
      ifEndedNow: 'La partita non \u00e8 finita: questo \u00e8 il risultato se finisse ora.',
      showCard: 'La carta pescata', companionShort: 'assistito', simulatedShort: 'simulato', sweep: 'Spazzata', whoseTurnYou: 'Il tuo turno', whoseTurnAutoma: 'Il turno dell’Automa',
      value: { 'move-worker': 'unità Automa nel vicinato', 'move-mech': 'distanza dalla tua unità combattente più vicina',
        'move-character': 'distanza dalla tua unità combattente più vicina', 'attack-worker': 'risorse', 'attack-combat': 'tue unità combattenti lì' },
      result: { 'skipped-bracket': 'ignorato, parentesi di un’altra fazione', 'not-tried': 'non tentato, un movimento è già stato fatto',
        'no-unit': 'impossibile, nessuna unità di quel tipo sul tabellone', 'low-power': 'impossibile, Potere insufficiente',
        'no-territory': 'impossibile, nessun territorio valido', performed: 'eseguito' }
    },
    // ---- end of issue 19
    // ---- issue 21 (Italian pass): its keys go between this line and the next
    homeOf: 'base principale ({0})',
    errNetwork: 'il programma non risponde: `automa serve` è ancora in esecuzione?',
    errBadAnswer: 'risposta non valida dal server ({0})',
    movedFromHome: 'Hai spostato il tuo {0} dalla {1} a {2}.',
    factionShort: { nordic: 'Nordici', rusviet: 'Rusviet', togawa: 'Togawa', crimea: 'Crimea', saxony: 'Sassonia',
      polania: 'Polania', albion: 'Albion' },
    // ---- end of issue 21
    // ---- issue 29 (Italian, second pass): its keys go between this line and the next
    mechAbility: { Riverwalk: 'Passafiume', Seaworthy: 'Navigazione', Artillery: 'Artiglieria', Speed: 'Velocità', Township: 'Municipalità',
      "People's Army": 'Esercito del Popolo', Wayfare: 'Viandante', Scout: 'Esploratore', Underpass: 'Sottopassaggio', Disarm: 'Disarmo',
      Submerge: 'Immersione', Camaraderie: 'Cameratismo', Burrow: 'Cunicolo', Sword: 'Spada', Shield: 'Scudo', Rally: 'Adunata' },
    recruitBonusYou: 'Bonus recluta: guadagni {0} (Bonus Recluta Continuo; già registrato).',
    recruitGain: { power: '1 punto Potere', coin: '1 moneta', popularity: '1 Popolarità', 'combat-card': '1 carta Combattimento' },
    // ---- end of issue 29
    // ---- issue 22 options (the option table drives the creation form): its keys go between this line and the next
    i22: {
      opt: {
        skip_turns: 'salta il turno con il simbolo salta turno', coin_mod: 'monete per guadagno', power_mod: 'Potere per guadagno',
        flip_move: 'gira una carta Combattimento prima di muovere', flip_deploy: 'gira una carta Combattimento prima di schierare',
        all_moves: 'esegui ogni movimento valido', ifa_brackets: 'parentesi Albion/Togawa (ristampa)', combat: 'Combattimento',
        enemy: 'Nemici (più giocatori)', shared_deck: 'un solo mazzo Automa per tutti gli Automa (più Automa)',
        real_deck: 'il tuo mazzo Automa: mescoli tu il mazzo vero e dici quale carta è uscita',
      },
      val: { all: 'tutti (ognuno per sé)', humans: 'umani (giocate insieme)' },
    },
    // ---- end of issue 22 options
    // ---- issue 27 (the offline page, the page's findings): its keys go between this line and the next
    i27: {
      errEngine: 'il motore di gioco della pagina non risponde: ricarica la pagina',
      tieAttacker: 'In caso di pareggio vince l\u2019attaccante.',
      combatWaits: 'Il combattimento su {0} è in attesa.', combatReopen: 'Torna al combattimento',
      reachable: 'la tua unità selezionata può andarci',
      minusOne: '{0} \u22121', plusOne: '{0} +1',
      deployUnit: 'Unità da schierare', deployWhere: 'Schiera sul territorio', resWhere: 'Territorio delle risorse',
      resCount: 'Numero di risorse', buildKind: 'Struttura da costruire', buildWhere: 'Costruisci sul territorio',
      yourCardN: 'La tua carta Combattimento {0}', automaCardN: 'Carta Combattimento {0} dell\u2019Automa',
      expRevealWhere: 'Luogo da rivelare', expTakeWhere: 'Luogo dove sconfiggere',
      exportShort: 'File', exportTitle: 'Scarica il file della partita (per la riga di comando o un altro dispositivo)',
      exported: 'Scaricato {0}: aprilo con automa su un computer, o importalo su un altro dispositivo.',
      importTitle: 'Importa un file di partita', importFile: 'File della partita (.json)', importBtn: 'Importa',
      unreadable: 'Il file {0} non si può leggere.', importRefused: 'Non importato ({0}): {1}',
    },
    // ---- end of issue 27
  }
};

function pickLang() {
  try {
    const saved = localStorage.getItem('automa-lang');
    if (saved === 'en' || saved === 'it') return saved;
  } catch (e) { /* private mode */ }
  const nav = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  return nav.toLowerCase().startsWith('it') ? 'it' : 'en';
}

let LANG = pickLang();

function setLang(l) {
  LANG = l;
  try { localStorage.setItem('automa-lang', l); } catch (e) { /* ignore */ }
  document.documentElement.lang = l;
}

// t('key') or t('group.key'), with {0}, {1}... replaced by the arguments.
function t(key, ...args) {
  const get = (d) => key.split('.').reduce((o, k) => (o && o[k] !== undefined ? o[k] : undefined), d);
  let s = get(DICT[LANG]);
  if (s === undefined) s = get(DICT.en);
  if (s === undefined) s = key;
  // {N:one|many} picks the singular or plural word by argument N ("{0} {0:coin|coins}").
  const out = String(s).replace(/\{(\d):([^|}]*)\|([^}]*)\}/g, (m, i, one, many) => (Number(args[+i]) === 1 ? one : many))
    .replace(/\{(\d)\}/g, (m, i) => (args[+i] !== undefined ? args[+i] : m));
  // Italian: "a" before a territory of row A is "ad" ("ad A5"), as the terminal says it (issue 29)
  return LANG === 'it' ? out.replace(/(^|[^\wà-ù])a (A[1-7])\b/g, '$1ad $2') : out;
}
