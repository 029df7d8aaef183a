#!/bin/sh
# A whole Scythe game played from the command line: a new game (simulated combat), the human's moves
# recorded, 'done', the Automa's turns, every combat resolved with 'combat', to the end, then 'score'.
# Also: an illegal action exits 1 with one line on stderr and leaves the file as it was; a usage
# error exits 2.   Environment: $AUTOMA (the program), $SCRATCH (a temporary folder).
set -u
A=${AUTOMA:?}
F=$SCRATCH/game.json
OUT=$SCRATCH/out
ERR=$SCRATCH/err
fail() { echo "scythe_game.sh: $*" >&2; [ -f "$OUT" ] && cat "$OUT" >&2; exit 1; }

"$A" scythe new --human nordic --automa rusviet --level automa --seed 4 --combat simulated --out "$F" >"$OUT" || fail "new"

# errors: exit status, one line, file unchanged
cp "$F" "$SCRATCH/before.json"
"$A" scythe move "$F" character A6 E4 2>"$ERR"; rc=$?
[ "$rc" -eq 1 ] || fail "illegal move: exit $rc, expected 1"
[ "$(wc -l <"$ERR")" -eq 1 ] || fail "illegal move: not one line on stderr"
cmp -s "$F" "$SCRATCH/before.json" || fail "illegal move changed the file"
"$A" scythe move "$F" character 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "usage error: exit $rc, expected 2"
# a number outside its range is a usage error (2), as "power -1" always was (issue 22: AM_EUSAGE)
"$A" scythe set "$F" power 99 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "set power 99: exit $rc, expected 2"
"$A" scythe turn "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 1 ] || fail "Automa turn during the human's turn: exit $rc, expected 1"
"$A" scythe combat "$F" --power 1 2>"$ERR"; rc=$?
[ "$rc" -eq 1 ] || fail "combat with none waiting: exit $rc"
cmp -s "$F" "$SCRATCH/before.json" || fail "a refused action changed the file"
for c in combat move deploy set encounter factory unlock recruit resources trap flag done score; do
    "$A" scythe "$c" --help >"$OUT" || fail "$c --help"
    grep -q "usage: automa scythe $c" "$OUT" || fail "$c --help: no usage line"
done

# the human's opening moves
"$A" scythe move "$F" character nordic A6 >"$OUT" || fail "move character"
"$A" scythe move "$F" worker A5 B5 >"$OUT" || fail "move worker"
"$A" scythe deploy "$F" mech A6 >"$OUT" || fail "deploy"
grep -qx "Deployed your mech on A6." "$OUT" || fail "deploy: the confirmation names the unit (was 'Deployed on A6.')"
"$A" scythe unlock "$F" riverwalk >"$OUT" || fail "unlock"
"$A" scythe recruit "$F" coin >"$OUT" || fail "recruit"
"$A" scythe resources "$F" A6 2 >"$OUT" || fail "resources"
"$A" scythe set "$F" coins +1 >"$OUT" || fail "set"

combats=0
turns=0
over=0
while [ "$turns" -lt 150 ]; do
    turns=$((turns + 1))
    if ! "$A" scythe done "$F" >"$OUT" 2>"$ERR"; then
        grep -q "game is over" "$ERR" && { over=1; break; }
        fail "done: $(cat "$ERR")"
    fi
    "$A" scythe turn "$F" >"$OUT" 2>"$ERR" || fail "turn: $(cat "$ERR")"
    if grep -q "Choose your power" "$OUT"; then
        combats=$((combats + 1))
        "$A" scythe combat "$F" --power 1 >"$OUT" 2>"$ERR" || fail "combat: $(cat "$ERR")"
        grep -q "wins" "$OUT" || fail "combat: no winner"
    fi
    "$A" scythe show "$F" | grep -q "The game is over" && { over=1; break; }
    # the human's turn: gain a little, move the mech back and forth
    "$A" scythe set "$F" power +1 >"$OUT" 2>&1 || true
    "$A" scythe set "$F" coins +2 >"$OUT" 2>&1 || fail "set coins"
    if "$A" scythe show "$F" | grep -q "M:A6"; then
        "$A" scythe move "$F" mech A6 B5 >"$OUT" 2>"$ERR"
    else
        "$A" scythe move "$F" mech B5 A6 >"$OUT" 2>"$ERR"
    fi
    if grep -q "Combat on" "$OUT"; then
        combats=$((combats + 1))
        "$A" scythe combat "$F" --power 0 >"$OUT" 2>"$ERR" || fail "combat (human attack): $(cat "$ERR")"
    fi
done
[ "$over" -eq 1 ] || fail "the game did not end in 150 rounds"
[ "$combats" -ge 1 ] || fail "no combat happened"
"$A" scythe score "$F" >"$OUT" || fail "score"
grep -q "Winner:" "$OUT" || fail "score: no winner"
"$A" scythe score "$F" --json >"$OUT" || fail "score --json"
grep -q '"winner"' "$OUT" || fail "score --json: no winner"
echo "scythe_game.sh: $turns rounds, $combats combat(s)"

# Companion mode: a human attack; the program says how many Automa combat cards to draw, refuses a
# wrong count without touching the file, then takes the values.
G=$SCRATCH/companion.json
"$A" scythe new --human nordic --automa crimea --seed 3 --combat companion --out "$G" >"$OUT" || fail "new (companion)"
sed -e 's/"character": "nordic"/"character": "A6"/' -e 's/"character": "crimea"/"character": "B5"/' \
    -e 's/"combat_cards": 0/"combat_cards": 3/' "$G" >"$SCRATCH/edit.json" && mv "$SCRATCH/edit.json" "$G"
"$A" scythe move "$G" character A6 B5 >"$OUT" 2>"$ERR" || fail "companion: attack move: $(cat "$ERR")"
grep -q "Combat on B5" "$OUT" || fail "companion: the move did not start a combat"
"$A" scythe done "$G" 2>"$ERR" && fail "companion: done accepted while a combat waits"
"$A" scythe combat "$G" --power 9 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "companion: dial 9 accepted (exit $rc)"
cp "$G" "$SCRATCH/before.json"
if "$A" scythe combat "$G" --power 1 --automa-cards 2,2,2,2 >"$OUT" 2>"$ERR"; then
    fail "companion: four Automa cards accepted"
fi
cmp -s "$G" "$SCRATCH/before.json" || fail "companion: a refused combat changed the file"
n=$(sed -n 's/.*plays \([0-9]\) combat card.*/\1/p' "$ERR")
[ -n "$n" ] || fail "companion: the error does not say how many cards: $(cat "$ERR")"
cards=""
i=0
while [ "$i" -lt "$n" ]; do cards="$cards${cards:+,}3"; i=$((i + 1)); done
"$A" scythe combat "$G" --power 1 ${cards:+--automa-cards "$cards"} --json >"$OUT" 2>"$ERR" || fail "companion: combat: $(cat "$ERR")"
grep -q '"winner"' "$OUT" || fail "companion: no winner in the JSON report"
"$A" scythe done "$G" >"$OUT" 2>"$ERR" || fail "companion: done after the combat: $(cat "$ERR")"
echo "scythe_game.sh: companion combat with $n Automa card(s)"
