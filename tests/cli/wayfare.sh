#!/bin/sh
# R-SC-59 at the terminal: Crimea's Wayfare takes the character and mechs to its own home base or to
# that of a faction not in the game (the companion, the one-shot `scythe move`, Tab completion), the
# workers a mech carried go with it, a base of a faction in the game is refused with the reason, the
# units are drawn on the base in `board`, and a unit leaves a base to the territories next to it.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
export AUTOMA_HISTORY="$D/history.db" XDG_DATA_HOME="$D/xdg"
fail() { echo "FAIL: $*"; exit 1; }
has() { grep -qF -- "$1" "$D/out" || fail "no '$1' in: $(tail -20 "$D/out")"; }

"$A" scythe new --human crimea --automa nordic --seed 3 --out "$D/c.json" >/dev/null || fail "new"
printf 'move character crimea albion\nunlock wayfare\nmove character crimea albion\nmove character albion nordic\ndeploy mech G4\nmove mech G4 togawa\nmove worker H4 saxony\nmove worker G4 togawa\nboard\nquit\n' |
    "$A" scythe play "$D/c.json" >"$D/out" 2>&1 || fail "companion: $(tail -5 "$D/out")"
has "move: your character on crimea cannot reach albion: a unit enters a home base only by retreating, or with Crimea's Wayfare"
has "Moved your character from crimea to the albion home base."
has "move: your character on albion cannot reach nordic: Wayfare goes to your own home base or to that of a faction not in the game, and nordic plays"
has "Moved your mech from G4 to the togawa home base."
has "move: your worker on H4 cannot reach saxony: a worker goes to a home base only carried by a mech of yours"
has "Moved your worker from G4 to the togawa home base."
# the board: the Crimea units on the Albion and Togawa bases (the line below each base's name)
awk '/ALBION/ { n = NR } n && NR == n + 2 && /C:C/ { ok = 1 } END { exit !ok }' "$D/out" || fail "board: no C:C under ALBION"
awk '/TOGAWA/ { n = NR } n && NR == n + 2 && /C:M1 W1/ { ok = 1 } END { exit !ok }' "$D/out" || fail "board: no C:M1 W1 under TOGAWA"
"$A" scythe show "$D/c.json" | grep -q "character albion" || fail "show: the character is not on the albion base"
# Tab: the bases a mech may go to (not nordic's), and the one-shot command out of a base
bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _automa; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$ROOT/completion/automa.bash" "$A" scythe move "$D/c.json" mech togawa "" >"$D/tab" 2>&1
for w in crimea albion saxony polania rusviet G7 F7; do grep -qx "$w" "$D/tab" || fail "completion: no $w in $(tr '\n' ' ' <"$D/tab")"; done
! grep -qx nordic "$D/tab" || fail "completion offers the base of nordic, which plays"
"$A" scythe move "$D/c.json" mech togawa G7 >"$D/out" 2>&1 || fail "one-shot move out of the base: $(cat "$D/out")"
"$A" scythe move "$D/c.json" character albion crimea >"$D/out" 2>&1 || fail "one-shot Wayfare home: $(cat "$D/out")"
has "Moved your character from albion to the crimea home base."
"$A" scythe show "$D/c.json" >"$D/out" 2>&1
has "M:G7 W:togawa W:H4"
echo "wayfare: ok"
