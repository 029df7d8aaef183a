#!/bin/sh
# automa expeditions play: the companion asks what it cannot know, saves after every step, undo.
set -u
fail() { echo "FAIL: $*"; exit 1; }
P="$SCRATCH/p.json"
# Level 2, seed chosen so that the first card (12) makes the Central mech explore C7 once the
# first glory is reached: we script enough Automa turns to see an explore.
# (issue 19: a new game first asks for the card gaps, Enter = none; moving your mech onto a
# face-down tile asks you to flip it: number 8, token 1, then undo and a reveal by command)
printf '\nmove C3\n8\n1\nundo\nreveal C3 9 4 2\nshow\nquit\n' |
    "$AUTOMA" expeditions play "$P" --level 2 --seed 5 >"$SCRATCH/o1" || fail "play 1"
grep -q "companion" "$SCRATCH/o1" || fail "greeting"
grep -q '"at": "C3"' "$P" || fail "human move saved"
grep -q "C3\[up #9 c:4, 2\]<-you" "$SCRATCH/o1" || fail "reveal shown"
grep -q "Undone" "$SCRATCH/o1" || fail "undo message"
grep -q "Flip location C3 and take its map token" "$SCRATCH/o1" || fail "moving onto a face-down tile asks to flip it"
grep -q '"number": 8' "$P" && fail "undone reveal still saved"

# resume: undo history is per session (R-EX-8), the game itself is kept
printf 'undo\nquit\n' | "$AUTOMA" expeditions play "$P" >"$SCRATCH/o2" || fail "play 2"
grep -q "Nothing to undo" "$SCRATCH/o2" || fail "nothing to undo"
grep -q '"number": 9' "$P" || fail "previous session kept"

# play Automa turns until one explores; answer its questions
printf 'a\na\na\na\na\na\na\na\na\na\n7\n3 1\nshow\nquit\n' |
    "$AUTOMA" expeditions play "$P" >"$SCRATCH/o3" || fail "play 3"
if grep -q "Which location number" "$SCRATCH/o3"; then
    grep -q "Flip location" "$SCRATCH/o3" || fail "flip instruction"
    grep -q '"number": 7' "$P" || fail "explored tile saved"
fi
grep -q "Automa turn" "$SCRATCH/o3" || fail "automa turns"

# "undo" at the reveal question takes the Automa turn back
rm -f "$SCRATCH/u.json"
printf '\na\na\na\na\nundo\nquit\n' |
    "$AUTOMA" expeditions play "$SCRATCH/u.json" --level 2 --seed 5 >"$SCRATCH/o5" || fail "play 5"
grep -q "Flip location C1" "$SCRATCH/o5" || fail "seed 5: fourth turn explores C1"
grep -q "Undone" "$SCRATCH/o5" || fail "undo at the reveal question"
grep -q '"turn": 3' "$SCRATCH/u.json" || fail "undo restored turn 3"
grep -q '"pending"' "$SCRATCH/u.json" && fail "pending left after undo"

# card check and help
printf 'card 56\ncard 12\nhelp\nquit\n' | "$AUTOMA" expeditions play "$P" >"$SCRATCH/o4" || fail "play 4"
grep -q "return it to the box" "$SCRATCH/o4" || fail "card 056 flagged"
grep -q "fine in a solo game" "$SCRATCH/o4" || fail "card 012 fine"
grep -q "undo" "$SCRATCH/o4" || fail "help"

# new-game options on an existing file are refused
"$AUTOMA" expeditions play "$P" --level 3 </dev/null >/dev/null 2>"$SCRATCH/e" && fail "options on existing file"
grep -q "exists" "$SCRATCH/e" || fail "exists message"
exit 0
