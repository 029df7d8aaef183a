#!/bin/sh
# Issue 28 items 4 and 6, what a second newcomer met at the table, on a pseudo-terminal (script(1)):
# two Automas (the home-base marker said at set-up, shown by board and status, and where to move it
# when it breaks a tie; one box has one Automa deck: the wizard asks shared or own and the set-up
# says which deck; every option the wizard lists explained by its '?'); traps and flags on the
# board and in status with a legend (an Automa's armed trap face down); help with 'fight', wrapped
# to the terminal (80 and 100 columns, no word cut); a loss larger than what you have refused;
# "one worker on each of G4 and H4"; "(type 'why' ...)"; `deploy mech` reminds to `unlock`; a move
# too far says why, with Speed and for a worker, and to record each step.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
. "$(dirname "$0")/../support/pty.sh"
export AUTOMA_HISTORY="$D/history.db" XDG_DATA_HOME="$D/xdg"
pty() { pty_cols "$@"; }

# 1. the wizard, two Automas: the deck question ('?' first), the marker, the workers
printf 'polania\ntogawa\nautoma\ncompanion\n?\n\nautoma:crimea\nindustrial\n\n\n?\nown\n7\nquit\n' >"$D/in"
pty 100 "$A scythe play $D/two.json" || fail "wizard (own decks)"
for word in skip-turns coin-mod=N power-mod=N flip-move flip-deploy all-moves no-ifa-brackets shared-deck; do
    grep -q "^  $word  *[a-zA-Z]" "$D/out" || fail "the Options help does not explain $word"
done
has "shared-deck      with several Automas: all draw their cards from one"
has "One box of Scythe has one Automa deck"
has "own: a deck of 19 Automa cards for each Automa"
has "one worker on each of F7 and G7;"
has "one worker on each of G4 and H4;"
has "a deck of 19 Automa cards of its own (a second deck: one box has one)"
has "- The home-base marker (the tie-breaker of several Automas): an Automa recruit token on Albion's"
grep -q '"shared_deck": false' "$D/two.json" || fail "own decks not saved"
printf 'polania\ntogawa\nautoma\ncompanion\n\nautoma:crimea\nindustrial\n\n\n\n7\nstatus\nboard\nquit\n' >"$D/in"
pty 100 "$A scythe play $D/shared.json" || fail "wizard (shared deck)"
has "no Automa cards of its own: it draws from the shared deck of the togawa Automa."
grep -q '"shared_deck": true' "$D/shared.json" || fail "the shared deck (the default) not saved"
has "Home-base marker (the tie-breaker of several Automas): on the albion base."
has "base [M]"
has "[M] = the home-base marker (the tie-breaker of several Automas)"

# 2. a tie broken by the marker: the person is told where to move it; undo moves it back
"$A" scythe new --player human:polania --player automa:crimea --player automa:nordic --combat simulated --seed 1 \
    --out "$D/m.json" >/dev/null || fail "new (two Automas)"
printf 'done\n\n\nundo 2\nquit\n' >"$D/in"
pty 100 "$A scythe play $D/m.json" || fail "play (two Automas)"
has "tie broken by the home-base marker"
has "Move the home-base marker (the tie-breaker) to the rusviet base."
has "Move the home-base marker (the tie-breaker) to the albion base."

# 3. traps and flags: board and status, with the legend; an Automa's armed trap stays face down
cat >"$D/tr.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"polania",
 "players":[{"faction":"polania","type":"human"},
            {"faction":"togawa","type":"automa","level":"automa","traps_left":["cards"]},
            {"faction":"albion","type":"automa","level":"automa"}],
 "board":{"traps":[{"territory":"E6","armed":true,"kind":"power"},{"territory":"F4","armed":false,"kind":"coins"}],
          "flags":[{"territory":"A4"}]}}
JSON
printf 'status\nboard\nquit\n' >"$D/in"
pty 100 "$A scythe play $D/tr.json" || fail "play (traps)"
has "traps: armed on E6 (face down); disarmed on F4 (coins); 1 on the faction mat"
has "flags: on A4;"
hasnt "E6 (power)"
has "|T=trap   |"
has "|T=sprung |"
has "|A=flag   ~"
has "T=trap = a Togawa trap, armed (face down); T=sprung = a disarmed trap (face up)"
has "A=flag = an Albion flag"

# 4. help: 'fight' listed; every line within the terminal, no word cut at the edge
for cols in 80 100; do
    printf 'help\nquit\n' >"$D/in"
    pty $cols "$A scythe play $D/tr.json" || fail "help at $cols columns"
    sed -n '/^Record what you do/,/press Enter/p' "$D/out" >"$D/help"
    [ "$(wc -l <"$D/help")" -ge 20 ] || fail "$cols columns: help not found"
    grep -q "^  fight  *fight the combat you started now" "$D/help" || fail "$cols columns: no fight in help"
    awk -v c=$cols 'length($0) > c { print length($0) ": " $0; bad = 1 } END { exit bad }' "$D/help" ||
        fail "$cols columns: a help line is wider than the terminal"
    grep -q "(character, mech or worker)" "$D/help" || fail "$cols columns: a phrase of the help was cut"
done

# 5. the small lies: a loss larger than what you have, deploy mech, (type 'why'), moves too far
"$A" scythe new --human polania --automa togawa --seed 3 --out "$D/p.json" >/dev/null || fail "new"
printf 'coins -20\nstatus\npower -9\nmove character polania C3\nmove worker C2 A2\ndeploy mech C2\nunlock speed\nmove character polania E4\nmove worker C2 A2\ndeploy mech D1\ndone\n\nquit\n' >"$D/in"
pty 100 "$A scythe play $D/p.json" || fail "play (small lies)"
# every line within the 100 columns: the refusals and the reports wrapped at blanks, no word cut
awk 'length($0) > 100 { print length($0) ": " $0; bad = 1 } END { exit bad }' "$D/out" ||
    fail "a line wider than the terminal (100 columns)"
has "set: coins -20 would leave -15; there are only 5 (to give up all of them: coins 0)"
"$A" scythe show "$D/p.json" | grep -q "power 2, coins 5," || fail "a refused loss changed the numbers"
has "set: power -9 would leave -7; there are only 2"
hasj "too far, one territory per move (2 away); a unit that went further (Speed not yet unlocked here, a card): record each step"
hasj "too far, two territories per move with Speed (4 away)"
hasj "too far, a worker moves one territory per move (Speed moves the character and mechs only; 2 away)"
hasj "Record the mech ability it uncovered: unlock ABILITY (still locked: Riverwalk, Submerge, Camaraderie, Speed)."
hasj "Record the mech ability it uncovered: unlock ABILITY (still locked: Riverwalk, Submerge, Camaraderie)."
has "(type 'why' for every candidate and tie-breaker of this turn)"
echo "companion_words: ok"
