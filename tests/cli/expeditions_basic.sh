#!/bin/sh
# automa expeditions: new, turn (text and --json), show, --help; a hand-written position.
set -u
fail() { echo "FAIL: $*"; exit 1; }
G="$SCRATCH/game.json"

"$AUTOMA" expeditions --help >/dev/null || fail "expeditions --help"
for c in new turn show play score sim; do
    "$AUTOMA" expeditions $c --help >"$SCRATCH/h" || fail "$c --help exit"
    grep -q "usage: automa expeditions $c" "$SCRATCH/h" || fail "$c --help text"
done

"$AUTOMA" expeditions new --level 1 --seed 7 --gap N1,C1 --out "$G" >"$SCRATCH/out" || fail "new"
grep -q '"format": "automa-expeditions/1"' "$G" || fail "format field"
grep -q "Level 1" "$SCRATCH/out" || fail "new prints the game"
"$AUTOMA" expeditions show "$G" | grep -q "North" || fail "show"
"$AUTOMA" expeditions show "$G" --json | grep -q '"turn": 0' || fail "show --json"

"$AUTOMA" expeditions turn "$G" >"$SCRATCH/t1" || fail "turn 1"
grep -q "Automa turn 1" "$SCRATCH/t1" || fail "turn report"
grep -q '"turn": 1' "$G" || fail "file rewritten after turn"
"$AUTOMA" expeditions turn "$G" --json >"$SCRATCH/t2" || fail "turn --json"
grep -q '"mechs"' "$SCRATCH/t2" || fail "json report"
grep -q '"turn": 2' "$SCRATCH/t2" || fail "json report turn"

# the same seed gives the same game
"$AUTOMA" expeditions new --level 1 --seed 7 --gap N1,C1 --out "$SCRATCH/b.json" >/dev/null || fail "new b"
"$AUTOMA" expeditions turn "$SCRATCH/b.json" >/dev/null || fail "turn b1"
"$AUTOMA" expeditions turn "$SCRATCH/b.json" --json >"$SCRATCH/b2" || fail "turn b2"
cmp -s "$SCRATCH/t2" "$SCRATCH/b2" || fail "same seed, different game"
# (each game file has its own id and version: the "store" line, docs/hardening.md)
grep -v '^  "store": ' "$G" >"$SCRATCH/g.nostore"; grep -v '^  "store": ' "$SCRATCH/b.json" >"$SCRATCH/b.nostore"
cmp -s "$SCRATCH/g.nostore" "$SCRATCH/b.nostore" || fail "same seed, different file"

# a hand-written position: the rulebook's Vanquish x2 example
cat >"$SCRATCH/pos.json" <<'JSON'
{
  "format": "automa-expeditions/1",
  "level": 1,
  "deck": [8],
  "map": {
    "N1": {"face_up": true},
    "N2": {"corruption": [3]},
    "N4": {"corruption": [6, 4, 2]},
    "N5": {"corruption": [5]}
  },
  "human": {"at": "N2"},
  "automa": {"glory": 3}
}
JSON
"$AUTOMA" expeditions turn "$SCRATCH/pos.json" --json >"$SCRATCH/pos.out" || fail "turn on position"
grep -q '"chosen": "N4"' "$SCRATCH/pos.out" || fail "x2 example: N4 chosen"
grep -q '"corruption": \[\s*6,\s*4\s*\]' "$SCRATCH/pos.out" ||
    tr -d ' \n' <"$SCRATCH/pos.out" | grep -q '"corruption":\[6,4\]' || fail "x2 example: gains 6, 4"
"$AUTOMA" expeditions show "$SCRATCH/pos.json" | grep -q "N4\[up c:2\]<-N" || fail "x2 example board"

# level 4 needs the user's progress card
cat >"$SCRATCH/l4.json" <<'JSON'
{"level": 4, "name": "my card", "spaces": 22, "glory_at": [1, 3, 5, 8, 11, 14, 17, 20],
 "coins": {"map": 2, "corruption": 2, "glory": 5}}
JSON
"$AUTOMA" expeditions new --level 4 --seed 1 --progress-file "$SCRATCH/l4.json" --out "$SCRATCH/l4g.json" \
    >/dev/null || fail "level 4 with progress file"
grep -q '"my card"' "$SCRATCH/l4g.json" || fail "level 4 card saved in the game"
"$AUTOMA" expeditions turn "$SCRATCH/l4g.json" >/dev/null || fail "level 4 turn"

# score: level 1 pays 4 per glory, 1 per map token, 1 per corruption; ties go to the Automa
cat >"$SCRATCH/sc.json" <<'JSON'
{"format": "automa-expeditions/1", "level": 1,
 "automa": {"glory": 8, "map_tokens": 5, "corruption": [3, 4, 0], "c20": true}}
JSON
"$AUTOMA" expeditions score "$SCRATCH/sc.json" --human 41 --json >"$SCRATCH/sc.out" || fail "score"
grep -q '"total": 41' "$SCRATCH/sc.out" || fail "score total 32+5+4"
grep -q '"automa_wins": true' "$SCRATCH/sc.out" || fail "tie goes to the Automa"
"$AUTOMA" expeditions score "$SCRATCH/sc.json" --human 42 | grep -q "You win" || fail "human wins"

# sim: deterministic for a seed
"$AUTOMA" expeditions sim --level 3 --games 200 --seed 5 --json >"$SCRATCH/s1" || fail "sim"
"$AUTOMA" expeditions sim --level 3 --games 200 --seed 5 --json >"$SCRATCH/s2" || fail "sim 2"
cmp -s "$SCRATCH/s1" "$SCRATCH/s2" || fail "sim not deterministic"
grep -q '"games": 200' "$SCRATCH/s1" || fail "sim json"
"$AUTOMA" expeditions sim --games 0 >/dev/null 2>&1; [ $? -eq 2 ] || fail "sim --games 0"

# play a whole game through the oracle: ends with the Automa refusing another turn
"$AUTOMA" expeditions new --level 3 --seed 11 --out "$SCRATCH/full.json" >/dev/null || fail "new full"
i=0
while "$AUTOMA" expeditions turn "$SCRATCH/full.json" >"$SCRATCH/last" 2>"$SCRATCH/err"; do
    i=$((i + 1))
    [ $i -lt 200 ] || fail "game does not end"
done
grep -q "game is over" "$SCRATCH/err" || fail "game over message"
grep -q '"final_turn_done": true' "$SCRATCH/full.json" || fail "final turn recorded"
exit 0
