#!/bin/sh
# Several players from the command line (issue #9, Automa multi-player rules): a 3-player game
# (1 human, 2 Automas) played to the end with new --player, show, turn, done, combat (Automa vs
# Automa and against the human), set --player, score; the cooperative score; a 5-player game's
# first rounds; the bad-input paths of --player.
# Environment: $AUTOMA (the program), $SCRATCH (a temporary folder).
set -u
A=${AUTOMA:?}
F=$SCRATCH/multi.json
OUT=$SCRATCH/out
ERR=$SCRATCH/err
SHOW=$SCRATCH/show
fail() { echo "scythe_multi.sh: $*" >&2; [ -f "$OUT" ] && cat "$OUT" >&2; exit 1; }

# ---- bad input: exit 2, one line on stderr, no file -----------------------------------------
"$A" scythe new --player human:nordic --player automa:crimea --player automa:nordic --out "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "a faction twice: exit $rc, expected 2"
[ -f "$F" ] && fail "a refused setup wrote a file"
"$A" scythe new --player human:nordic --player automa:crimea --player automa:rusviet --player automa:togawa \
    --player automa:saxony --player automa:polania --out "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "six players: exit $rc, expected 2"
"$A" scythe new --player human:nordic --player robot:crimea --out "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "--player robot: exit $rc, expected 2"
"$A" scythe new --player human:nordic --player automa:crimea:hard --out "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "--player with a bad level: exit $rc, expected 2"
"$A" scythe new --player human:nordic --human rusviet --player automa:crimea --out "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "--player with --human: exit $rc, expected 2"
[ "$(wc -l <"$ERR")" -eq 1 ] || fail "not one line on stderr"

# ---- a 3-player game to the end --------------------------------------------------------------
"$A" scythe new --player automa:crimea:automa --player human:polania --player automa:nordic:automaszyna \
    --seed 7 --combat simulated --out "$F" >"$OUT" || fail "new"
grep -q "polania: human (plays first)" "$OUT" || fail "new: the human does not play first"
grep -q "more Automas than humans" "$OUT" || fail "new: no note on more Automas than humans"
"$A" scythe show "$F" >"$SHOW" || fail "show"
[ "$(grep -c '^[> ] [a-z]* (' "$SHOW")" -eq 3 ] || fail "show: not 3 players"
head -n 1 "$SHOW" | grep -q "^  nordic (automaszyna)" || fail "show: seats are not in home-base order"
grep -q '^> polania (human)' "$SHOW" || fail "show: the human is not marked as playing"
"$A" scythe set "$F" coins +1 --player crimea 2>"$ERR"; rc=$?
[ "$rc" -eq 1 ] || fail "set --player an Automa: exit $rc, expected 1"
"$A" scythe turn "$F" 2>"$ERR"; rc=$?
[ "$rc" -eq 1 ] || fail "turn on the human's turn: exit $rc"
grep -q "polania" "$ERR" || fail "turn on the human's turn: does not say whose turn it is"

steps=0 over=0 automa_turns=0 aa=0 ha=0 human_turns=0
while [ "$steps" -lt 600 ]; do
    steps=$((steps + 1))
    "$A" scythe show "$F" >"$SHOW" || fail "show"
    grep -q "The game is over" "$SHOW" && { over=1; break; }
    if grep -q "^Waiting: combat" "$SHOW"; then
        if "$A" scythe combat "$F" >"$OUT" 2>"$ERR"; then
            aa=$((aa + 1))  # two Automas: each draws its own card, nothing to give
            grep -q "No resources\|Resources:" "$OUT" && fail "Automa vs Automa combat placed resources"
        else
            rc=$?
            [ "$rc" -eq 2 ] || fail "combat: $(cat "$ERR")"
            "$A" scythe combat "$F" --power 1 >"$OUT" 2>"$ERR" || fail "combat --power: $(cat "$ERR")"
            ha=$((ha + 1))
        fi
        grep -q "wins" "$OUT" || fail "combat: no winner"
        continue
    fi
    if grep -q '^> [a-z]* (human)' "$SHOW"; then
        human_turns=$((human_turns + 1))
        "$A" scythe set "$F" coins +2 >"$OUT" 2>&1 || fail "set coins"
        "$A" scythe done "$F" >"$OUT" 2>"$ERR" || fail "done: $(cat "$ERR")"
        grep -q "Next: the nordic Automa: $A scythe turn" "$OUT" || fail "done: the next player is not named"
    else
        "$A" scythe turn "$F" >"$OUT" 2>"$ERR" || fail "turn: $(cat "$ERR")"
        automa_turns=$((automa_turns + 1))
        grep -q "^Automa \(crimea\|nordic\) " "$OUT" || fail "turn: the Automa is not named"
        if ! grep -q "Combat on" "$OUT" && ! grep -q "game ends" "$OUT"; then
            grep -q "^Next: " "$OUT" || fail "turn: the next player is not named"
        fi
    fi
done
[ "$over" -eq 1 ] || fail "the game did not end in 600 steps"
[ "$automa_turns" -ge 4 ] || fail "only $automa_turns Automa turns"
"$A" scythe set "$F" structure-bonus 3 --player polania >"$OUT" 2>"$ERR" || fail "set structure-bonus: $(cat "$ERR")"
"$A" scythe score "$F" >"$OUT" || fail "score"
grep -q "Winner:" "$OUT" || fail "score: no winner"
grep -q "structure bonus 3" "$OUT" || fail "score: the structure bonus is not counted"
"$A" scythe score "$F" --json >"$OUT" || fail "score --json"
[ "$(grep -c '"player":' "$OUT")" -eq 3 ] || fail "score --json: not 3 players"
grep -q '"cooperative"' "$OUT" && fail "score --json: a competitive game scored as cooperative"
echo "scythe_multi.sh: 3 players, $steps steps, $automa_turns Automa turns, $human_turns human turns, $aa Automa vs Automa combat(s), $ha against the human"

# ---- cooperative: the sides' averages ---------------------------------------------------------
G=$SCRATCH/coop.json
"$A" scythe new --player human:nordic --player human:saxony --player automa:crimea --player automa:polania \
    --enemy humans --shared-deck --seed 3 --out "$G" >"$OUT" || fail "new (cooperative)"
grep -q "more Automas than humans" "$OUT" && fail "new: a note with as many humans as Automas"
"$A" scythe show "$G" >"$SHOW" || fail "show (cooperative)"
[ "$(grep -c "shared deck, kept by crimea" "$SHOW")" -eq 2 ] || fail "show: the shared deck is not shown for both Automas"
"$A" scythe set "$G" coins 40 >"$OUT" || fail "set coins (cooperative)"
"$A" scythe set "$G" coins 30 --player saxony >"$OUT" || fail "set coins --player saxony"
"$A" scythe score "$G" >"$OUT" || fail "score (cooperative)"
grep -q "Humans: 2 player(s), total" "$OUT" || fail "score: no humans' average"
grep -q "Cooperative game: the humans win" "$OUT" || fail "score: the humans do not win on the averages"
"$A" scythe score "$G" --json >"$OUT" || fail "score --json (cooperative)"
grep -q '"winner": "humans"' "$OUT" || fail "score --json: no cooperative winner"
"$A" scythe done "$G" >"$OUT" || fail "done (cooperative)"
grep -q "Next: the crimea Automa" "$OUT" || fail "done: the next Automa is not named"
"$A" scythe turn "$G" >"$OUT" 2>"$ERR" || fail "turn (cooperative): $(cat "$ERR")"
grep -q "Next: saxony (human)" "$OUT" || fail "turn: the next human is not named"

# ---- 5 players: the first rounds -----------------------------------------------------------
H=$SCRATCH/five.json
"$A" scythe new --player human:albion --player automa:togawa:autometta --player human:rusviet \
    --player automa:saxony:ultimaszyna --player automa:nordic --seed 11 --combat simulated --out "$H" >"$OUT" || fail "new (5)"
"$A" scythe show "$H" >"$SHOW" || fail "show (5)"
[ "$(grep -c '^[> ] [a-z]* (' "$SHOW")" -eq 5 ] || fail "show: not 5 players"
n=0
while [ "$n" -lt 25 ]; do
    n=$((n + 1))
    "$A" scythe show "$H" >"$SHOW" || fail "show (5)"
    grep -q "The game is over" "$SHOW" && break
    if grep -q "^Waiting: combat" "$SHOW"; then
        "$A" scythe combat "$H" >"$OUT" 2>/dev/null || "$A" scythe combat "$H" --power 0 >"$OUT" 2>"$ERR" || fail "combat (5)"
    elif grep -q '^> [a-z]* (human)' "$SHOW"; then
        "$A" scythe done "$H" >"$OUT" 2>"$ERR" || fail "done (5): $(cat "$ERR")"
    else
        "$A" scythe turn "$H" --json >"$OUT" 2>"$ERR" || fail "turn (5): $(cat "$ERR")"
        grep -q '"player"' "$OUT" || fail "turn --json (5)"
        grep -q '^Next' "$OUT" && fail "turn --json printed text"
    fi
done
echo "scythe_multi.sh: 5 players, $n steps"

# ---- a human attack in a 3-player game: the defending Automa is named, the combat resolves --------
K=$SCRATCH/attack.json
"$A" scythe new --player human:nordic --player automa:crimea --player automa:rusviet --seed 3 --combat simulated \
    --out "$K" >"$OUT" || fail "new (attack)"
sed -e 's/"character": "nordic"/"character": "A6"/' -e 's/"character": "crimea"/"character": "B5"/' "$K" >"$SCRATCH/edit.json" &&
    mv "$SCRATCH/edit.json" "$K"
"$A" scythe move "$K" character A6 B5 >"$OUT" 2>"$ERR" || fail "attack move: $(cat "$ERR")"
grep -q "Combat on B5" "$OUT" || fail "the move did not start a combat"
"$A" scythe show "$K" >"$SHOW" || fail "show (attack)"
grep -q "Waiting: combat on B5 between nordic and crimea" "$SHOW" || fail "show: the combat's sides are not named"
"$A" scythe combat "$K" >"$OUT" 2>"$ERR"; rc=$?
[ "$rc" -eq 2 ] || fail "combat without --power against the human's side: exit $rc"
"$A" scythe combat "$K" --power 2 >"$OUT" 2>"$ERR" || fail "combat (attack): $(cat "$ERR")"
grep -q "Combat on B5: nordic attacks crimea" "$OUT" || fail "combat: the sides are not named"
"$A" scythe done "$K" >"$OUT" 2>"$ERR" || fail "done after the attack: $(cat "$ERR")"
grep -q "Next: the rusviet Automa" "$OUT" || fail "done: the next Automa is not named"
echo "scythe_multi.sh: a human attack in a 3-player game"
