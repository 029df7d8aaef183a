#!/bin/sh
# The companion (automa scythe play) driven the way a person uses it: a new game through the
# wizard on a pseudo-terminal, a wrong command, moves, a combat, the Automa's turns, why, undo,
# quitting and resuming from the saved file, the end of the game with the score sheet, and the
# history of finished games. Italian output when the catalogue is built.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -40 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
export AUTOMA_HISTORY="$D/history.db"

# 1. the set-up wizard, through a pseudo-terminal (script(1) from util-linux)
printf 'nordic\n\nautometta\nsimulated\nflip-move bogus\n\n\ngolden\nindustrial\nlakes-adjacent\n42\n\nquit\n' >"$D/in"
script -qfec "$A scythe play $D/new.json" /dev/null <"$D/in" >"$D/out" 2>&1 || fail "wizard run failed"
has "suggests an Automa whose home base is far from yours: crimea"
has "Unknown option 'bogus'"
has "one worker on each of G4 and H4"
has "Your turn (nordic)"
[ -f "$D/new.json" ] || fail "wizard saved no game"
grep -q '"level": "autometta"' "$D/new.json" || fail "level not saved"
# the player mat and the structure tile (issue 13): asked, refused when unknown, set, and told
has "Unknown player mat 'golden'"
has "nordic: player mat industrial (1): popularity 2, coins 4. Check them against your mat."
has "Structure bonus tile lakes-adjacent: lakes adjacent to your structures. Put that tile beside the board."
grep -q '"player_mat": "industrial"' "$D/new.json" || fail "player mat not saved"
grep -q '"structure_tile": "lakes-adjacent"' "$D/new.json" || fail "structure tile not saved"
grep -q '"popularity": 2' "$D/new.json" || fail "the mat's popularity not set"

# 2. a position next to a fight: a Nordic mech on G5, the Crimean character on G4
cat >"$D/g.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","character":"G4","workers":["H4"]}]}
JSON
printf 'frobnicate\nmove mech G5 Z9\nmove mech G5 G4\ndone\n9\n7\n\n\nwhy\nundo\nquit\n' >"$D/in"
"$A" scythe play "$D/g.json" <"$D/in" >"$D/out" 2>&1 || fail "play exited non-zero"
has "Unknown command 'frobnicate'"
has "unknown territory 'Z9'"
has "A combat waits on G4"
has "A number from 0 to 7"
has "nordic wins 7 to 5"
has "Take card 3 from the crimea Automa's deck"
has "Candidates:"
has "Undone 1 step"
has "The game is saved in"
# the undo was saved: the Automa's turn is to be played again
grep -q '"current": "crimea"' "$D/g.json" || fail "undo not saved"

# 3. resume: the same file continues exactly; the Automa plays the same card again
printf '\nset stars 6\nscore\nquit\n' >"$D/in"
"$A" scythe play "$D/g.json" <"$D/in" >"$D/out" 2>&1 || fail "resume exited non-zero"
has "Continuing"
has "Take card 3 from the crimea Automa's deck"
has "The game is over"
has "Final score"
has "recorded in your history"
"$A" history >"$D/out" 2>&1 || fail "history failed"
has "nordic"
has "crimea"
has "won of"

# 4. a damaged history database never costs the game
printf 'this is not a database' >"$D/history.db"
cat >"$D/h.json" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"nordic",
 "players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa"}]}
JSON
printf 'set stars 6\nquit\n' >"$D/in"
"$A" scythe play "$D/h.json" <"$D/in" >"$D/out" 2>&1 || fail "play with a damaged history failed"
has "Could not record the game in the history"
has "Final score"
grep -q '"game_over": true' "$D/h.json" || fail "the finished game was not saved"

# 5. Italian: the position of step 2 resumed with --lang it; a wrong command, the end of the
#    human's turn and the Automa's turn are all told in Italian (tests/cli/italian.sh has more)
if [ -d "${LOCALEDIR:-}/it" ]; then
    cat >"$D/it.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","character":"G4","workers":["H4"]}]}
JSON
    printf 'frobnica\ndone\nfight\n\nquit\n' >"$D/in"
    ( unset LANGUAGE LC_ALL; AUTOMA_LOCALEDIR="$LOCALEDIR" "$A" --lang it scythe play "$D/it.json" ) <"$D/in" >"$D/out" 2>&1 ||
        fail "Italian run failed"
    has "Riprendo"
    has "Il tuo turno (Nordici)"
    has "Comando sconosciuto 'frobnica'"
    has "Turno dell'Automa Crimea: premi Invio (o un comando)"
    has "È il turno dell'Automa: premi Invio"
    has "Prendi la carta 1 dal mazzo dell'Automa Crimea"
    has "Perché: G4 è il più vicino alle tue unità combattenti"
    has "La partita è salvata in"
    ! grep -q "Continuing\|Your turn\|press Enter\|Take card" "$D/out" || fail "English left in the Italian companion"
fi
exit 0
