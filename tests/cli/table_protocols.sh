#!/bin/sh
# The table's protocols as a person meets them (issue 26 item 2, issue 28 items 1 2 3 5 7): on a
# pseudo-terminal (script(1)) where it is about the dialogue, and through the one-shot commands.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -q -- "$1" "$D/out" || fail "output has: $1"; }
pty() { script -qfec "$1" /dev/null <"$D/in" >"$D/out" 2>&1; }
export AUTOMA_HISTORY="$D/history.db" XDG_DATA_HOME="$D/xdg"

# ---- issue 28 item 1: a hidden trap is not revealed for a move the rules refuse ------------------
# The Nordic character on F4, Riverwalk not unlocked; a face-down Togawa trap on G5, across a river.
cat >"$D/t.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"coins":5,"character":"F4","workers":["A6"]},
            {"faction":"togawa","type":"automa","character":"togawa","traps_left":["popularity","coins","cards"]}],
 "board":{"traps":[{"territory":"G5","armed":true,"kind":"power"},{"territory":"F5","armed":true,"kind":"coins"}]}}
JSON
cp "$D/t.json" "$D/t1.json"
printf 'move character F4 G5\nmove character F4 F5\ncards\nquit\n' >"$D/in"
pty "$A scythe play $D/t1.json" || fail "play (a trap across a river)"
has "cannot reach G5: a river lies between them"
hasnt "G5 holds a face-down trap"
hasnt "Which trap is it.*G5"
# the allowed move onto the other trap asks for its token, after the move was checked
has "F5 holds a face-down trap of the togawa Automa: you spring it. Turn it over."
has "You sprang the trap on F5: discard 2 random combat cards"
# the one-shot command: the river, not the token
cp "$D/t.json" "$D/t2.json"
"$A" scythe move "$D/t2.json" character F4 G5 >"$D/out" 2>&1 && fail "a move across a river accepted"
has "a river lies between them"
hasnt "turn it over"
"$A" scythe move "$D/t2.json" character F4 G5 --trap power >"$D/out" 2>&1 && fail "a move across a river with --trap accepted"
has "a river lies between them"
cmp -s "$D/t.json" "$D/t2.json" || fail "a refused move changed the file"

# ---- two people fight (R-SC-54): the companion asks both dials and cards (it fought with none before) --------
cat >"$D/two.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic","players":[
 {"faction":"nordic","type":"human","power":5,"combat_cards":2,"character":"C6"},
 {"faction":"rusviet","type":"human","power":4,"combat_cards":2,"character":"D5"},
 {"faction":"crimea","type":"automa"}]}
JSON
printf 'move character C6 D5\ndone\n3\n2\n4\n\nquit\n' >"$D/in"
pty "$A scythe play $D/two.json" || fail "play (two people fight)"
has "rusviet (defender):"
has "nordic: 3 power and the combat cards 2: total 5"
has "rusviet: 4 power: total 4"

# ---- issue 28 item 5: redo says what to do again, not undo's words --------------------------------
cat >"$D/r.json" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"togawa",
 "players":[{"faction":"togawa","type":"human","power":7,"character":"G5","workers":["G6"]},
            {"faction":"crimea","type":"automa","character":"crimea","workers":["H4"]}]}
JSON
printf 'trap G5 power\nundo\nredo\ndone\n\nundo\nredo\nquit\n' >"$D/in"
pty "$A scythe play $D/r.json" || fail "play (undo, redo)"
has "Take the trap on G5 back to its mat"
has "Place the trap on G5 face down (armed) again"
hasnt "Turn the trap on G5 back face down"
has "Put card 3 back on the crimea Automa's deck (from its main discard pile)"
has "Take card 3 from the crimea Automa's deck and put it face up on its main discard pile"
has "crimea's power: from 5 to 8 again"
hasnt "reshuffled since"

# ---- issue 28 item 2: simulated combat keeps the Automa's cards; yours are the cards in your hand -------
cat >"$D/s.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"crimea","options":{"combat":"simulated"},
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":2,"combat_card_values":[2,2],"character":"F4","mechs":["F3","F3"],"workers":["A6"]},
            {"faction":"crimea","type":"automa","tracker":12,"scheme":2,"stars":{"tracker":1},"power":6,"combat_cards":3,
             "combat_card_values":[3,3,4],"character":"G4","workers":["H4"],"deck":[15,6]}]}
JSON
printf '\n4\n5\nquit\n' >"$D/in"
pty "$A scythe play $D/s.json" || fail "play (simulated combat)"
hasnt "holds 0 combat card(s) of value 5"
has "nordic: 4 power and the combat cards 5: total 9"
# the set-up says what each mode means and where your cards are
AA=$(cd "$(dirname "$A")" && pwd)/$(basename "$A")   # run from another folder
mkdir -p "$D/w" && (cd "$D/w" && printf 'nordic\n\n\nsimulated\n\n\nindustrial\n\n42\nsim.json\nquit\n' |
    script -qfec "$AA scythe play" /dev/null) >"$D/out" 2>&1 || fail "wizard (simulated)"
has "your own combat cards are the real cards"
has "no combat cards on the table (simulated combat: the"
has "Your own combat cards are real cards in your hand"
[ -f "$D/xdg/automa/games/sim.json" ] || fail "the wizard did not save sim.json in the games folder"
hasnt "face down without looking (simulated"

# ---- issue 28 item 7: your own deck: turn --card N, the companion asks, the card is checked ----------
cat >"$D/od.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"crimea","options":{"real_deck":true},
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":2,"character":"F4","mechs":["F3","F3"],"workers":["A6"]},
            {"faction":"crimea","type":"automa","tracker":12,"scheme":2,"stars":{"tracker":1},"power":6,"combat_cards":3,
             "character":"G4","workers":["H4"],"deck":[15,6],"discard":[3]}]}
JSON
cp "$D/od.json" "$D/o1.json"
"$A" scythe turn "$D/o1.json" >"$D/out" 2>&1 && fail "own deck: a turn without --card accepted"
has "you draw the Automa's cards yourself (option real-deck)"
"$A" scythe turn "$D/o1.json" --card 3 >"$D/out" 2>&1 && fail "a card from the discard pile accepted"
has "card 3 lies on the crimea Automa's main discard pile"
cmp -s "$D/od.json" "$D/o1.json" || fail "a refused card changed the file"
"$A" scythe turn "$D/o1.json" --card 15 >"$D/out" 2>&1 || fail "turn --card 15"
has "card 15, Scheme II"
"$A" scythe combat "$D/o1.json" --power 5 --cards 3 >"$D/out" 2>&1 || fail "combat step 1 (own deck)"
has "Draw the top card of the crimea Automa's deck for the combat, then run:"
"$A" scythe combat "$D/o1.json" --deck-cards 9 >"$D/out" 2>&1 || fail "combat --deck-cards"
has "Draw card 9 from the crimea Automa's deck"
"$A" scythe combat "$D/o1.json" --automa-cards 2 >"$D/out" 2>&1 || fail "combat step 2 (own deck)"
has "crimea Automa: card 9"
# without the option, turn --card N still works; the companion asks with the option
printf '\n3\n15\n5\n3\n9\n2\nquit\n' >"$D/in"
cp "$D/od.json" "$D/o2.json"
pty "$A scythe play $D/o2.json" || fail "play (own deck)"
has "Draw the top card of the crimea Automa's deck: its number (1-19)"
has "card 3 lies on the crimea Automa's main discard pile"
has "Put card 15 face up on the crimea Automa's main discard pile"
has "Draw the top card of the crimea Automa's deck for the combat: its number"
has "crimea Automa: card 9"
sed 's/"real_deck":true/"real_deck":false/' "$D/od.json" >"$D/o3.json"
printf 'card 6\nquit\n' >"$D/in"
pty "$A scythe play $D/o3.json" || fail "play (card N at the Automa's prompt)"
has "Put card 6 face up on the crimea Automa's main discard pile"
exit 0
