#!/bin/sh
# Expeditions at the table (issue 19), through a pseudo-terminal (script(1)) as a person uses it:
# the card gaps asked at setup, one-line confirmations of move/reveal/take/glory/gap, moving onto a
# face-down tile asks to flip it, `show` has a legend, an empty Enter after the Automa's turn asks
# before playing her next one, setup and reshuffle messages say what the program does with the
# decision deck, hand-written files with a face-up tile holding a map token or a location number
# twice are refused (file unchanged), `score` before the end says "if the game ended now", and
# the end is announced once.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -40 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
count() { grep -c -- "$1" "$D/out"; }
pty() { script -qfec "$1" /dev/null <"$D/in" >"$D/out" 2>&1; }

# 1. a new game: the card gaps at setup (a wrong answer, then one gap), the setup message
printf '1:N2,Z9\n1:N2,N3,C2\nshow\nquit\n' >"$D/in"
pty "$A expeditions play $D/g.json --level 2 --seed 5" || fail "new game through the pty"
has "Card gaps \[none\]"
has "G:LOCS with G 1-5"
has "Gap 1 touches N2 N3 C2"
grep -A1 '"adjacent"' "$D/g.json" | grep -q '"N2"' || fail "the gap was not saved"
has "the program has shuffled its 14 cards and set 2 aside unseen"
grep -q "Shuffle the decision cards" "$D/out" && fail "setup still asks to shuffle real cards"
has "Legend: down = face down"
has "<-you = your mech"

# 2. one-line confirmations; moving onto a face-down tile asks to flip it
printf 'gap 2 C5,C6\nmove N4\n11\n3 2\ntake N4 1\nglory\nmove S2\nquit\n' >"$D/in"
pty "$A expeditions play $D/g.json" || fail "your steps through the pty"
has "Recorded: gap 2 touches C5 C6."
has "Recorded: your mech is on N4."
has "Flip location N4 and take its map token"
has "Recorded: N4 is location 11, corruption (top first): 3 2."
has "Recorded: you took 1 corruption token(s) from N4 (3); 1 left there."
has "Recorded: your glory token 1 of 4."
has "Recorded: your mech is on S2."
[ "$(count 'Flip location S2')" -eq 0 ] || fail "a face-up South tile asked to be flipped"
grep -q '"number": 11' "$D/g.json" || fail "the flipped tile was not saved"

# 3. an empty Enter after the Automa's turn asks first; no = not played, y = played
cp "$D/g.json" "$D/e.json"
printf '\n\nn\n\ny\nquit\n' >"$D/in"
pty "$A expeditions play $D/e.json" || fail "Enter twice through the pty"
has "The Automa has just played. Play her next turn now"
has "Not played"
[ "$(count 'Automa turn [0-9]')" -eq 2 ] || fail "expected exactly 2 Automa turns, saw $(count 'Automa turn [0-9]')"
grep -q '"turn": 2' "$D/e.json" || fail "two turns were not saved"

# 4. score before the end
printf 'score 30\nquit\n' >"$D/in"
pty "$A expeditions play $D/g.json" || fail "score in play"
has "this is the score if the game ended now"
"$A" expeditions score "$D/g.json" --human 30 >"$D/out" 2>&1 || fail "score command"
has "this is the score if the game ended now"

# 5. the end is announced once: your 4th glory triggers it, her last turn, then scoring
sed 's/"glory": 1,/"glory": 3,/' "$D/g.json" >"$D/end.json"
grep -q '"glory": 3' "$D/end.json" || fail "test setup: human glory"
printf 'glory\na\nshow\nscore 50\nquit\n' >"$D/in"
pty "$A expeditions play $D/end.json" || fail "the end through the pty"
has "Your 4th glory token triggers the end"
has "Take your last turn"
n=$(grep -c "Take your last turn" "$D/out")
[ "$n" -eq 1 ] || fail "the end was announced $n times"
grep -q "if the game ended now" "$D/out" && fail "the finished game's score said 'if the game ended now'"

# 6. the reshuffle: 13 turns of a 14-card deck with 2 set aside
"$A" expeditions new --out "$D/r.json" --level 1 --seed 2 >/dev/null || fail "new"
: >"$D/out"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13; do "$A" expeditions turn "$D/r.json" >>"$D/out" 2>&1 || break; done
has "the program shuffled all 14 decision cards (the 2 set aside too) and set 2 new ones aside unseen"

# 7. hand-written files: a face-up tile with its map token, a number on two tiles
# N4 is face up (flipped above): give it its map token back
sed '/"N4": {/a\      "map_token": true,' "$D/g.json" >"$D/bad1.json"
cp "$D/bad1.json" "$D/bad1.before"
"$A" expeditions show "$D/bad1.json" >"$D/out" 2>&1 && fail "a face-up tile with a map token was accepted"
has "map.N4: a face-up location has no map token"
"$A" expeditions turn "$D/bad1.json" >/dev/null 2>&1 && fail "turn on the refused file"
cmp -s "$D/bad1.json" "$D/bad1.before" || fail "the refused file changed"
sed '/"N6": {/a\      "number": 11,' "$D/g.json" >"$D/bad2.json"
"$A" expeditions show "$D/bad2.json" >"$D/out" 2>&1 && fail "a number on two tiles was accepted"
has "location 11 is already N4"
exit 0
