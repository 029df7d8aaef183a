#!/bin/sh
# Issue 29 item 2: an Italian player types Italian.  In Italian the three companions read the
# command words of po/it/29-commands.po (msgctxt "command": aiuto, muovi, fatto, annulla ...) and the
# Italian names of the keywords (personaggio, lavoratore, potere, mulino, moneta, Passafiume,
# patriottica, strutture in fila); their help and the shell's completion list the Italian words; the
# English words are still accepted.  And the catalogue's command words are sound: every word the
# help lists has its translation, and no two English words of one prompt share an Italian one.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
L=${LOCALEDIR:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -40 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -q -- "$1" "$D/out" || fail "output has: $1"; }
export AUTOMA_HISTORY="$D/history.db"
[ -f "$L/it/LC_MESSAGES/automa.mo" ] || fail "no Italian catalogue in $L"
it() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it "$@" )

# 1. the Scythe companion, every command in Italian
cat >"$D/c.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic","options":{"combat":"companion"},
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":2,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","power":1,"combat_cards":3,"character":"G4","workers":["H4"]}]}
JSON
printf '%s\n' aiuto 'muovi personaggio nordic A5' 'potere +1' 'imposta monete 3' 'sblocca passafiume' \
    'costruisci mulino A5' 'recluta moneta' stato tabellone muovo 'muovi mech G5 G4' combatti 1 3 4 fatto '' \
    motivi punteggio annulla ripeti help status salva esci >"$D/in"
it scythe play "$D/c.json" <"$D/in" >"$D/out" 2>&1 || fail "the Italian companion"
# help: the Italian words, the placeholders and keywords of the current language
has "^  muovi      UNITÀ DA A"
has "^  schiera    mech|lavoratore TERRITORIO"
has "^  costruisci mulino|armeria|monumento|miniera TERRITORIO"
has "^  recluta    potere|moneta|popolarità|carta-combattimento"
has "^  fatto "
has "^  combatti "
has "^  aiuto "
has "^  esci "
has "Scorciatoie: potere/popolarità/monete/stelle/carte +N o -N (come imposta)"
has "(UNITÀ: personaggio, mech, lavoratore;"
hasnt "^  move "
hasnt "^  done "
hasnt "^  help "
# the commands did what they say
has "Hai spostato il tuo personaggio dalla base principale (Nordici) ad A5\."
has "Potere (tu): 8\."
has "Monete (tu): 3\."
has "Abilità Mech sbloccata: Passafiume\."
has "Costruito: Mulino su A5\."
has "L:A5 L:A6"
has "forse intendevi 'muovi'"
has "Hai spostato il tuo Mech da G5 a G4\."
has "Combattimento su G4: Nordici attacca Crimea\."
has "Automa Crimea (livello Automa): carta"
has "Candidati:"
has "punteggio se la partita finisse ora"
has "Annullato 1 passo"
has "Ripetuto 1 passo"
has "La partita è salvata in"
hasnt "Comando sconosciuto 'muovi"
hasnt "Comando sconosciuto 'fatto"
hasnt "Comando sconosciuto 'help"
grep -q '"recruits": \["coin"\]' "$D/c.json" || fail "recluta moneta did not record the coin recruit"
grep -q '"mill": "A5"' "$D/c.json" || fail "costruisci mulino did not record the mill"

# 2. the one-shot commands take the Italian words too (automa scythe muovi FILE ...)
it scythe new --human rusviet --automa nordic --player-mat patriottica --structure-tile strutture-in-fila --seed 4 \
    --out "$D/g.json" >"$D/out" 2>&1 || fail "scythe new with Italian mat and tile names"
has "plancia giocatore Patriottica (3)"
has "«Strutture in fila»"
it scythe trappola "$D/g.json" C7 potere >"$D/out" 2>&1
has "Togawa"   # refused for a Rusviet player, but read as the trap command, with its kind
it scythe fatto "$D/g.json" >"$D/out" 2>&1 || fail "scythe fatto"
has "Il tuo turno è finito"

# 3. Expeditions and Automata
printf '\naiuto\nmostra\nannulla\nesci\n' >"$D/in"
it expeditions play "$D/e.json" --seed 3 <"$D/in" >"$D/out" 2>&1 || fail "expeditions in Italian"
has "^  muovi LOC "
has "^  sconfiggi LOC N "
has "^  aiuto, esci"
hasnt "^  move "
printf 'aiuto\nlista\npiazza 1 recupero\nesci\n' >"$D/in"
it automata play --seats human,random --seed 1 --save "$D/atm.json" <"$D/in" >"$D/out" 2>&1 || fail "automata in Italian"
has "piazza DADO AREA      AREA: recupero potenziamento creazione ricerca vendita"
has "In ogni momento: lista (azioni consentite numerate)"
has "piazza #1 D4=1 su Recupero"
hasnt "comando sconosciuto"

# 4. the shell's completion offers the Italian words in Italian (and keeps the English ones)
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=it_IT.UTF-8 AUTOMA_LOCALEDIR="$L" "$A" __complete 2 automa scythe m ) >"$D/out" 2>&1
has "^muovi$"
has "^move$"

# 5. the command words of the catalogue: one Italian word per English one in each prompt's list
PO="$ROOT/po/it/29-commands.po"
[ -f "$PO" ] || fail "no po/it/29-commands.po"
for w in move deploy set encounter factory unlock recruit resources trap flag build unbuild tile done \
         board status why score undo redo save help quit fight go card power popularity coins stars cards \
         character worker reveal take take20 glory gap show place reroll plus minus add sub forfeit \
         scavenge upgrade create research sell list coin combat-card; do
    grep -q "^msgid \"$w\"$" "$PO" || fail "po/it/29-commands.po has no Italian word for '$w'"
done
dups=$(sed -n 's/^msgstr "\(.*\)"$/\1/p' "$PO" | grep -v '^$' | sort | uniq -d)
[ -z "$dups" ] || fail "two English command words share the Italian word(s): $dups"
exit 0
