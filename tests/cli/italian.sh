#!/bin/sh
# The Italian catalogue: `--lang it` and `LANG=it_IT.UTF-8` both switch the program to Italian,
# also on a machine where the it_IT locale is not installed (i18n.c falls back to C.UTF-8 and
# takes the language from LANG); help, a Scythe game and turn report with its "Why" line, error
# messages, the companion and combat prompts, the Expeditions help and Automata (help, simulator
# summary, the terminal game's board, help and rule errors) come out in Italian, with
# no English left; and po/it.po is complete: no untranslated or fuzzy entry.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
L=${LOCALEDIR:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -q -- "$1" "$D/out" || fail "output still has English: $1"; }
export AUTOMA_HISTORY="$D/history.db"

[ -f "$L/it/LC_MESSAGES/automa.mo" ] || fail "no Italian catalogue in $L"

# The two ways in, with a clean environment (a test runner may set LC_ALL or LANGUAGE).
it_opt() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it "$@" )
it_env() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=it_IT.UTF-8 AUTOMA_LOCALEDIR="$L" "$A" "$@" )

for way in it_opt it_env; do
    # 1. help
    $way --help >"$D/out" 2>&1 || fail "$way --help"
    has "uso: automa \[--lang LINGUA\] COMANDO"
    has "Gestisce gli avversari in solitario"
    has "Ogni comando accetta --help"
    hasnt "usage:"
    hasnt "Commands"
    $way scythe --help >"$D/out" 2>&1 || fail "$way scythe --help"
    has "registra un tuo movimento: UNITÀ DA A"
    has "termina il tuo turno"
    hasnt "end your turn"

    # 2. a Scythe game: set-up, the human's turn ends, the Automa moves a worker and says why
    G="$D/$way.json"
    $way scythe new --human nordic --automa crimea --seed 5 --out "$G" >"$D/out" 2>&1 || fail "$way new"
    has "Nuova partita salvata in"
    has "Nordici: umano (gioca per primo)"
    has "Crimea: Automa, livello Automa"
    hasnt "saved to"
    $way scythe done "$G" >"$D/out" 2>&1 || fail "$way done"
    has "Il tuo turno è finito"
    has "Poi: $A scythe turn"   # the program as it was started (not on PATH here)
    $way scythe turn "$G" --verbose >"$D/out" 2>&1 || fail "$way turn"
    has "Automa Crimea (livello Automa): carta 7, Schema I\."
    has "Movimento lavoratore: il lavoratore resta su G4"
    has "Unità: il lavoratore più vicino alla base principale"
    has "  Perché: G4 è nel vicinato del maggior numero di unità Automa (1)"
    has "spareggio per ordine di lettura"
    has "Candidati:"
    has "Schiera un lavoratore dalla plancia fazione sulla base principale"
    has "Tracciato Stella: fai avanzare il segnalino"
    hasnt "Why:"
    hasnt "Scheme"
    hasnt "Deploy"
    # the file format stays English: field names and ids are what the program reads back
    grep -q '"format": "automa-scythe/1"' "$G" || fail "the saved game is not the usual format"

    # 3. error messages (stderr), with the exit status of the English program
    $way scythe turn "$G" >"$D/out" 2>&1 && fail "$way turn on the human's turn succeeded"
    has "non è il turno di un Automa (ora gioca Nordici, un umano)"
    hasnt "not an Automa's turn"
    $way scythe move "$G" mech G5 Z9 >"$D/out" 2>&1 && fail "$way move to Z9 succeeded"
    has "territorio sconosciuto 'Z9'"
    $way scythe turn >"$D/out" 2>&1
    [ $? -eq 2 ] || fail "$way turn without a file: exit status is not 2"
    has "turn: quale file di partita? ($A scythe turn FILE)"
    $way frobnicate >"$D/out" 2>&1 && fail "$way unknown command succeeded"
    has "comando sconosciuto 'frobnicate'"

    # 4. the companion: its prompt, a wrong command, the combat prompts, the Automa's turn
    cat >"$D/c.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","character":"G4","workers":["H4"]}]}
JSON
    printf 'frobnicate\nhelp\nmove mech G5 G4\ndone\n9\n7\n\n\nwhy\nquit\n' >"$D/in"
    $way scythe play "$D/c.json" <"$D/in" >"$D/out" 2>&1 || fail "$way play"
    has "Riprendo"
    has "Il tuo turno (Nordici). Registra cosa fai sul tavolo; 'fatto' quando hai finito"
    has "Comando sconosciuto 'frobnicate' (aiuto li elenca)"
    has "Scorciatoie: potere/popolarità/monete/stelle/carte"
    has "Hai spostato il tuo Mech da G5 a G4"
    has "Un combattimento attende su G4"
    has "Un combattimento su G4 (Nordici attacca Crimea). Passo 1: scegli il Potere e le carte"
    has "Imposta in segreto il selettore del Potere (0-7)"
    has "Pesca la carta 1 dal mazzo dell'Automa Crimea"
    has "L'Automa ha 5 punti Potere (colonna 0-7 della Tabella Combattimento)"
    has "Un numero da 0 a 7, per favore"
    has "I valori delle carte Combattimento che giochi coperte (al massimo 1"
    has "Vince Nordici 7 a 5"
    has "Ritira 1 unità combattente (Crimea) sulla plancia fazione"
    has "Turno dell'Automa Crimea: premi Invio"
    has "Prendi la carta 3 dal mazzo dell'Automa Crimea"
    has "(scrivi motivi per vedere ogni candidato e spareggio di questo turno)"
    has "La partita è salvata in"
    hasnt "Your turn"
    hasnt "power dial"
    hasnt "Take card"
    hasnt "press Enter"
    hasnt "Unknown command"

    # 5. Expeditions: the help and the companion's list of commands
    $way expeditions --help >"$D/out" 2>&1 || fail "$way expeditions --help"
    has "uso: automa expeditions COMANDO"
    has "simula molte partite per misurare un livello di difficoltà"
    hasnt "simulate many games"
    $way expeditions new --help >"$D/out" 2>&1 || fail "$way expeditions new --help"
    has "Prepara una partita in solitario contro l'Automa di Expeditions"
    has "--level N            difficoltà 1-5"
    printf '\nhelp\nquit\n' >"$D/in"
    $way expeditions play "$D/e-$way.json" --seed 3 <"$D/in" >"$D/out" 2>&1 || fail "$way expeditions play"
    has "Assistente per l'Automa di Expeditions"
    has "Dimmi cosa succede al tavolo"
    has "Metti il Mech Nord dell'Automa su N1"
    hasnt "Tell me what happens"
done

# 6. the companion's set-up wizard with more players (on a pseudo-terminal, as in scythe_play.sh:
#    script(1) from util-linux), a wrong answer, then the first Automa's turn: its instructions
#    to raise the Automa's power and give it coins
printf 'nordic\n\nautometta\nsimulated\n\nautomaa:saxony\nautoma:saxony\nmechanical\n\n\nown\n42\ndone\n\n\nquit\n' >"$D/in"
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" \
    script -qfec "'$A' --lang it scythe play '$D/wizard.json'" /dev/null ) <"$D/in" >"$D/out" 2>&1 ||
    fail "the wizard in Italian"
has "Altri giocatori (al massimo 5 in tutto)"
has "Altri giocatori \[nessuno\]:"
has "Opzioni \[niente\]:"
has "! Atteso TIPO:FAZIONE\[:LIVELLO\]"
has "Con più Automa"
has "Plancia giocatore di Nordici"
has "Nordici: plancia giocatore Meccanica (4): Popolarità 3, monete 6"
hasnt "Player mat"
has "Prendi la carta 15 dal mazzo dell'Automa Sassonia"
has "- Aumenta il Potere dell'Automa di 3 (fino a 4)\."
has "- Dai all'Automa 1 moneta\."
hasnt "More players"
hasnt "Raise the Automa"
hasnt "Give the Automa"
grep -q '"faction": "saxony"' "$D/wizard.json" || fail "the wizard did not add the second Automa"

# the validation of a game file speaks Italian too (exp_json.c, exp_state.c, scy_game_check)
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it expeditions new --seed 3 --out "$D/ev.json" ) \
    >"$D/out" 2>&1 || fail "expeditions new"
sed 's/"seed": [0-9]*/"seed": -1/' "$D/ev.json" >"$D/ev-bad.json"
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it expeditions show "$D/ev-bad.json" ) \
    >"$D/out" 2>&1 && fail "a negative seed was accepted"
has "seed: deve essere un numero intero non negativo"
hasnt "must be"

# 7. the simulator: its help and its summary
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it sim scythe --help ) >"$D/out" 2>&1 ||
    fail "sim scythe --help"
has "uso: automa sim scythe"
has "--games N        quante partite"
hasnt "how many games"
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it sim scythe --games 20 --quiet ) \
    >"$D/out" 2>&1 || fail "sim scythe --games 20"
has "Scythe: Automa di livello Automa (Crimea) contro il sostituto passivo (Nordici), 20 partite, seme 1"
has "alla prima stella dell'Automa"
has "allo Schema II"
has "Stelle dell'Automa per partita"
has "L'Automa vince il"
has "Rigioca la partita N: automa scythe replay --master 1 --game N"
hasnt "games, seed"
hasnt "stand-in"
hasnt "The Automa wins"

# 8. Automata: the help, a simulation's summary and the terminal game's board and help
it_atm() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it automata "$@" )
it_atm --help >"$D/out" 2>&1 || fail "automata --help"
has "uso: automa automata COMANDO"
has "il gioco di piazzamento lavoratori con i dadi"
has "gioca nel terminale: --seats human,greedy,search"
has "simula partite tra bot"
hasnt "usage:"
hasnt "play in the terminal"
hasnt "simulate bot games"
hasnt "worker-placement"
it_atm sim --seats random,greedy --games 20 --quiet >"$D/out" 2>&1 || fail "automata sim --games 20"
has "partite: 20, giocatori: 2, posti: random,greedy, semi 1\.\.20 (i pareggi dividono la vittoria)"
has "posto 1 (casuale): vince il"
has "punteggio medio"
has "bot avido: vince il"
has "posizione nel primo round:"
has "durata della partita:"
has "carte comprate quando disponibili:"
has "C18 Progetto Generale"
has "velocità:"
hasnt "games"
hasnt "wins"
hasnt "seat"
hasnt "mean score"
hasnt "first-round"
hasnt "when available"
hasnt "Master Plan"
hasnt " of 20)"
printf 'help\nquit\n' >"$D/in"
it_atm play --seats human,random --seed 1 --save "$D/atm.json" <"$D/in" >"$D/out" 2>&1 || fail "automata play"
has "Automata, 2 giocatori, seme 1\. Scrivi 'aiuto' per i comandi\."
has "== Round 1 di 5 - Schieramento, tocca a P1"
has "Ordine di turno: Schieramento"
has "Ricerca: mazzo delle Parti"
has "Recupero  preparazione:"
has "Vendita   preparazione:"
has "P1 (tu): 2 ingranaggi, 0 monete"
has "Disponibili:"
has "Spesi: .*; Riserva:"
has "scelta casuale tra"
has "Schieramento (i dadi sono #1-#12"
has "paghi 1 ingranaggio"
has "usa una carta Parte (C1\.\.C20)"
has "In ogni momento: lista (azioni consentite numerate)"
has "salvata in"
hasnt "Round 1 of 5"
hasnt "Turn order"
hasnt "Available"
hasnt "Reserve:"
hasnt "Spent"
hasnt "gears"
hasnt "pay 1 gear"
hasnt "legal actions"
hasnt "Any time"
hasnt "saved to"
# a wrong move: the rules explain why in Italian; Activation words in the list of actions
printf 'scavenge 1\nforfeit scavenge\nlist\nquit\n' >"$D/in"
it_atm play --seats human,random --seed 1 --save "$D/atm.json" <"$D/in" >"$D/out" 2>&1 || fail "automata play 2"
has "non consentito: i dadi si attivano solo nella fase di Attivazione"
has "piazza #1 D4=1 su Recupero"
hasnt "not allowed"
hasnt "place #1"
# the game file stays in its English format
grep -q '"format"' "$D/atm.json" || fail "the Automata game file has no format field"

# --lang en wins over an Italian LANG
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=it_IT.UTF-8 AUTOMA_LOCALEDIR="$L" "$A" --lang en --help ) >"$D/out" 2>&1 ||
    fail "--lang en --help"
has "usage: automa"
# LC_ALL=C wins over LANG (POSIX order): English
( unset LANGUAGE LC_MESSAGES; LC_ALL=C LANG=it_IT.UTF-8 AUTOMA_LOCALEDIR="$L" "$A" --help ) >"$D/out" 2>&1 ||
    fail "LC_ALL=C --help"
has "usage: automa"

# 9. the catalogue is complete: every fragment po/it/*.po passes msgfmt --check; po/it.po joined
#    with them (as the Makefile joins them) has every message of the sources (xgettext run now, so a
#    new message without its Italian fails here) and of po/automa.pot, translated, nothing fuzzy
PO="$ROOT/po/it.po"
[ -f "$PO" ] || fail "no po/it.po"
for f in "$ROOT"/po/it/*.po; do
    [ -f "$f" ] || continue
    msgfmt --check -o /dev/null "$f" >"$D/out" 2>&1 || { cat "$D/out"; fail "msgfmt --check rejects $f"; }
    grep -q '^"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' "$f" || fail "$f: no Italian plural forms in its header"
done
msgcat --use-first -o "$D/joined.po" $(ls "$ROOT"/po/it/*.po 2>/dev/null | sort) "$PO" || fail "msgcat cannot join po/it/*.po and po/it.po"
msgfmt --check --statistics -o /dev/null "$D/joined.po" >"$D/out" 2>&1 || fail "msgfmt --check rejects the joined catalogue"
has "translated message"
hasnt "untranslated"
hasnt "fuzzy"
msgcmp "$D/joined.po" "$ROOT/po/automa.pot" >"$D/out" 2>&1 || fail "po/it.po lacks messages of po/automa.pot"
( cd "$ROOT" && xgettext --keyword=_ --keyword=N_ --keyword=ngettext:1,2 --keyword=P_:1,2 --keyword=C_:1c,2 --keyword=NC_:1c,2 --from-code=UTF-8 -o "$D/fresh.pot" \
      $(ls src/*/*.c | sort) ) || fail "xgettext over src/ failed"
msgcmp "$D/joined.po" "$D/fresh.pot" >"$D/out" 2>&1 || { cat "$D/out"; fail "messages of src/ without an Italian translation (add them to a fragment po/it/*.po)"; }
grep -q '^"Language: it\\n"' "$PO" || fail "po/it.po: no Language: it header"
grep -q '^"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' "$PO" || fail "po/it.po: no Italian plural forms"
grep -q '^"Content-Type: text/plain; charset=UTF-8\\n"' "$PO" || fail "po/it.po: not UTF-8"
exit 0
