#!/bin/sh
# Shell tests of `automa automata`: help, usage errors, the terminal game through a pseudo-terminal
# (a few moves, an illegal choice, undo, save/resume), bad files, sim, cards round trip.
set -u
A="$AUTOMA"
S="$SCRATCH"
fail() { echo "FAIL: $*"; exit 1; }

for c in "" play sim cards; do
    $A automata $c --help >"$S/out" 2>&1 || fail "automata $c --help exit $?"
    grep -q "usage" "$S/out" || fail "automata $c --help prints no usage"
done

# usage errors: exit 2, one message on stderr
$A automata play >"$S/out" 2>"$S/err"; [ $? -eq 2 ] || fail "play without --seats must exit 2"
grep -q -- "--seats" "$S/err" || fail "play without --seats: message"
$A automata play --seats human,robot 2>"$S/err"; [ $? -eq 2 ] || fail "unknown seat must exit 2"
grep -q "robot" "$S/err" || fail "unknown seat named"
$A automata sim --seats greedy,greedy --games 0 2>"$S/err"; [ $? -eq 2 ] || fail "--games 0 must exit 2"
$A automata sim --seats human,greedy 2>"$S/err"; [ $? -eq 2 ] || fail "sim with a human must exit 2"
$A automata frobnicate 2>"$S/err"; [ $? -eq 2 ] || fail "unknown command must exit 2"

# the terminal game through a pseudo-terminal: seed 5, P1 human holds #1 D4=1 on the first turn
cat >"$S/in" <<'IN'
help
place 99 scavenge
place 1 scavenge
place 1 scavenge
undo
place 1 research
save
quit
IN
if command -v script >/dev/null 2>&1; then
    script -q -e -c "$A automata play --seats human,greedy --seed 5 --save $S/g.json" /dev/null <"$S/in" >"$S/out" 2>&1 \
        || fail "play through a pty exit $?"
else  # no util-linux script(1): the same moves through a pipe
    $A automata play --seats human,greedy --seed 5 --save "$S/g.json" <"$S/in" >"$S/out" 2>&1 || fail "play exit $?"
fi
grep -q "P1> " "$S/out" || fail "no prompt"
grep -q "place DIE AREA" "$S/out" || fail "help / usage text missing"
grep -q "not allowed: that die is not in your Available Pool" "$S/out" || fail "illegal choice not explained"
grep -q "undone" "$S/out" || fail "undo"
grep -q "P2 (greedy): .* - " "$S/out" || fail "bot line with its reason"
grep -q "P1 (you): place #1 D4=1 on Research" "$S/out" || fail "move after undo"
grep -q '"format": *"automa-automata/1"' "$S/g.json" || fail "save format"
cp "$S/g.json" "$S/g.keep"

# resume: the same position (the die placed on Research is shown there)
printf 'board\nquit\n' | $A automata play --resume "$S/g.json" >"$S/out2" 2>&1 || fail "resume exit $?"
grep -q "Research  staging: P1:#1 D4=1" "$S/out2" || fail "resume lost the move"

# a whole game: the person always takes the first legal action
yes 1 | head -n 4000 | $A automata play --seats human,random,greedy --seed 9 >"$S/out3" 2>&1 || fail "full game exit $?"
grep -q "Game over" "$S/out3" || fail "full game did not end"
grep -q "winner" "$S/out3" || fail "no winner shown"

# bad files: exit 1, message naming the place, files unchanged
echo '{"format":"automa-automata/1","players":7}' >"$S/bad.json"
cp "$S/bad.json" "$S/bad.keep"
$A automata play --resume "$S/bad.json" </dev/null >"$S/out" 2>"$S/err"; [ $? -eq 1 ] || fail "bad save must exit 1"
grep -q 'players' "$S/err" || fail "bad save: field not named"
cmp -s "$S/bad.json" "$S/bad.keep" || fail "bad save file changed"
$A automata cards >"$S/cards.json" || fail "cards exit $?"
sed 's/"sum": 6,/"sum": "six",/' "$S/cards.json" >"$S/cards_bad.json"
$A automata sim --seats greedy,greedy --games 2 --cards "$S/cards_bad.json" 2>"$S/err"; [ $? -eq 1 ] || fail "bad cards must exit 1"
grep -q 'cards\[0\].sum' "$S/err" || fail "bad cards: JSON path not named"
$A automata sim --seats random,greedy --games 20 --cards "$S/cards.json" >"$S/out" || fail "sim exit $?"
grep -q "seat 2 (greedy): wins" "$S/out" || fail "sim output"
grep -q "games/s" "$S/out" || fail "sim speed"
exit 0
