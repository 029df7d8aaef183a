#!/bin/sh
# Issue 28 item 10, the Expeditions companion on a pseudo-terminal (script(1)): a Sweep when the
# program does not know the map's card gaps says which cards to discard and how to tell it the
# gaps (it said "no gap is set as adjacent to N6 in the game file"); Ctrl-C at "Which location
# number is printed on it?" after your mech moved onto a face-down location: the question is
# asked again when the game is resumed (it was lost: the move was saved, the flip forgotten).
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
. "$(dirname "$0")/../support/pty.sh"
G="$D/e.json"
run_pty "$A expeditions play $G --seed 3" "Card gaps [none]" '\n' "> " 'a\na\na\n' "Automa turn 3" 'move N2\n' \
    "Which location number is printed on it?" '\003'
has "Sweep: discard the face-up cards in every card gap that touches N6 on your map and"
has "tell the companion your map's gaps: gap G LOCS,"
hasnt "in the game file"
has "Recorded: your mech is on N2."
has "Flip location N2 and take its map token."
# resumed: the flip of N2 is asked again, then recorded
printf '7\n4 2\nshow\nquit\n' >"$D/in"
script -qfec "$A expeditions play $G" /dev/null <"$D/in" >"$D/raw" 2>&1
tr -d '\r' <"$D/raw" >"$D/out"
has "Flip location N2 and take its map token. Which location number is printed on it?"
has "Recorded: N2 is location 7, corruption (top first): 4 2."
echo "expeditions_resume: ok"
