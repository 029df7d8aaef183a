#!/bin/sh
# Issue 28 item 9: a wrong word is named and the closest word suggested, in all three games, on a
# pseudo-terminal (script(1)) as a person types them; and the one-shot commands.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -q -- "$1" "$D/out" || fail "output has: $1"; }
pty() { script -qfec "$1" /dev/null <"$D/in" >"$D/out" 2>&1; }
export AUTOMA_HISTORY="$D/history.db"

# ---- Automata: the area, the die, the command ------------------------------------------------------
printf 'place 1 reserch\nplace x research\nreseach 1\nquit\n' >"$D/in"
pty "$A automata play --seats human,greedy --seed 3" || fail "automata play"
has "unknown area 'reserch' (did you mean 'research'?)"
has "'x' is not a die"
has "unknown command 'reseach' (did you mean 'research'?)"

# ---- Expeditions: the location, the command -------------------------------------------------------
"$A" expeditions new --level 2 --seed 4 --out "$D/e.json" >/dev/null 2>&1 || fail "expeditions new"
printf 'move X9\nmove N9\nrevael C3 1 2\nquit\n' >"$D/in"
pty "$A expeditions play $D/e.json" || fail "expeditions play"
has "unknown location 'X9'"
has "unknown location 'N9'"
hasnt "Where?"
has "Unknown command 'revael': did you mean 'reveal'?"

# ---- Scythe: the companion's command and unit, the one-shot command -------------------------------
cat >"$D/s.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","character":"nordic","mechs":["A5"]},{"faction":"crimea","type":"automa"}]}
JSON
printf 'moev mech A5 A6\nmove mehc A5 A6\nset powr 3\nstauts\nquit\n' >"$D/in"
pty "$A scythe play $D/s.json" || fail "scythe play"
has "Unknown command 'moev': did you mean 'move'?"
has "not 'mehc' (did you mean 'mech'?)"
has "not 'powr' (did you mean 'power'?)"
has "Unknown command 'stauts': did you mean 'status'?"
"$A" scythe moev "$D/s.json" mech A5 A6 >"$D/out" 2>&1 && fail "scythe moev accepted"
has "unknown command 'scythe moev' (did you mean 'move'?)"
"$A" scythe move "$D/s.json" mehc A5 A6 >"$D/out" 2>&1 && fail "a unit 'mehc' accepted"
has "did you mean 'mech'?"
# a word far from every command is named without a guess
"$A" scythe xyzzy >"$D/out" 2>&1 && fail "scythe xyzzy accepted"
has "unknown command 'scythe xyzzy' (try"
exit 0
