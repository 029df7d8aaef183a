#!/bin/sh
# The table flow of issue 14, as a person meets it: a combat the Automa starts and one you start,
# on a pseudo-terminal (script(1)), in the rulebook's order ("Combat": 1. your dial and cards,
# 2. the Automa card, its power and random combat cards, then the result), in English and Italian;
# `done` after your attack ends the turn; the rest of the Automa's turn after its attack does not
# say "No move is possible" and `why` shows the attack and its combat; the one-shot commands in the
# same order; `turn --flip` in companion mode.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
L=${LOCALEDIR:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -40 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -q -- "$1" "$D/out" || fail "output has: $1"; }
# line number of the first line holding $1 (0 if none)
at() { n=$(grep -n -- "$1" "$D/out" | head -1 | cut -d: -f1); echo "${n:-0}"; }
before() {
    a=$(at "$1"); b=$(at "$2")
    [ "$a" -gt 0 ] && [ "$b" -gt 0 ] && [ "$a" -lt "$b" ] || fail "'$1' (line $a) does not come before '$2' (line $b)"
}
export AUTOMA_HISTORY="$D/history.db"

# The Automa (Crimea, card 15 of Scheme II) attacks your character on F4; its combat card is 6
# (7 power asked, it has 6; 1 combat card).
attack() {
    cat >"$1" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"crimea",
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":2,"character":"F4","mechs":["F3","F3"],"workers":["A6"]},
            {"faction":"crimea","type":"automa","tracker":12,"scheme":2,"stars":{"tracker":1},"power":6,"combat_cards":3,
             "character":"G4","workers":["H4"],"deck":[15,6]}]}
JSON
}
# You attack: your mech on G5 next to the Crimean character on G4 (its combat card: card 1).
yours() {
    cat >"$1" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":1,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","combat_cards":2,"character":"G4","workers":["H4"]}]}
JSON
}
pty() { script -qfec "$1" /dev/null <"$D/in" >"$D/out" 2>&1; }

# ---- 1. the Automa attacks, on a pseudo-terminal ---------------------------------------------------
attack "$D/a.json"
printf '\n5\n3\n2\nwhy\nquit\n' >"$D/in"
pty "$A scythe play $D/a.json" || fail "play (Automa attack)"
has "Attack combat units (1+): move the character from G4 to F4"
before "Step 1: choose your power and combat cards" "Set your power dial secretly (0-7)"
before "Set your power dial secretly (0-7)" "Draw card 6 from the crimea Automa's deck"
before "The values of the combat cards you play face down (at most 1" "Draw card 6 from the crimea Automa's deck"
has "The Automa has 6 power (column 0-7): the card asks for 7 power and 1 combat card(s); it uses 6 power and 1 combat card(s)"
before "Draw card 6 from the crimea Automa's deck" "Draw 1 combat card(s) at random from the crimea Automa's face-down combat cards and type their values"
before "Draw 1 combat card(s) at random" "crimea wins 8 to 8\|nordic wins\|crimea wins"
has "The Automa's turn goes on:"
has "The Automa has already made its move this turn: no other move."
hasnt "No move is possible"
# why: the attack, its combat and the rest of the turn
w=$(at "nordic> why")
tail -n +"$w" "$D/out" >"$D/why"
grep -q "Attack combat units (1+): move the character from G4 to F4" "$D/why" || fail "why lacks the attack"
grep -q "Combat on F4: crimea attacks nordic" "$D/why" || fail "why lacks the combat"
grep -q "Attack workers: not tried" "$D/why" || fail "why lacks the rest of the turn"

# the choice is kept in the file between step 1 and the Automa's cards: quit there, resume
attack "$D/b.json"
printf '\n4\n\n' >"$D/in"
"$A" scythe play "$D/b.json" <"$D/in" >"$D/out" 2>&1
grep -q '"committed"' "$D/b.json" || fail "the dial was not recorded in the file"
printf '3\nquit\n' >"$D/in"
"$A" scythe play "$D/b.json" <"$D/in" >"$D/out" 2>&1 || fail "resume at step 2"
hasnt "Set your power dial"
has "Draw card 6 from the crimea Automa's deck"
has "nordic: 4 power: total 4"

# undo after the combat goes back to before your choice (the Automa's card 7 asks for no combat card:
# a recorded choice would be fought again at once), also after a resume
attack "$D/c.json"
sed -i 's/"deck":\[15,6\]/"deck":[15,7]/' "$D/c.json"
printf '\n5\n\nquit\n' >"$D/in"
"$A" scythe play "$D/c.json" <"$D/in" >"$D/out" 2>&1 || fail "play (card 7)"
has "Combat on F4: crimea attacks nordic"
printf 'undo\nquit\n' >"$D/in"
"$A" scythe play "$D/c.json" <"$D/in" >"$D/out" 2>&1 || fail "play (undo the combat)"
has "Put card 7 back on the crimea Automa's deck"
a=$(at "Put card 7 back"); b=$(grep -n "Set your power dial secretly" "$D/out" | tail -1 | cut -d: -f1)
[ "${b:-0}" -gt "$a" ] || fail "after undo the combat is not asked again from step 1"
[ "$(grep -c 'Combat on F4: crimea attacks nordic' "$D/out")" -eq 0 ] || fail "undo fought the combat again"

# ---- 2. you attack, then `done`: the combat, then the end of your turn --------------------------
yours "$D/y.json"
printf 'move mech G5 G4\ndone\n6\n3\n4\nquit\n' >"$D/in"
pty "$A scythe play $D/y.json" || fail "play (your attack)"
before "A combat waits on G4" "Step 1: choose your power and combat cards"
before "Set your power dial secretly (0-7)" "Draw card 1 from the crimea Automa's deck"
before "Draw card 1 from the crimea Automa's deck" "Combat on G4: nordic attacks crimea"
has "Your turn is over."
has "The crimea Automa's turn: press Enter"
grep -q '"current": "crimea"' "$D/y.json" || fail "done after the combat did not end the turn"

# ---- 3. Italian, both combats ---------------------------------------------------------------------
it_pty() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" script -qfec "'$A' --lang it scythe play '$1'" /dev/null ) <"$D/in" >"$D/out" 2>&1
attack "$D/ia.json"
printf '\n5\n3\n2\nquit\n' >"$D/in"
it_pty "$D/ia.json" || fail "Italian play (Automa attack)"
before "Passo 1: scegli il Potere e le carte Combattimento" "Imposta in segreto il selettore del Potere (0-7)"
before "Imposta in segreto il selettore del Potere" "Pesca la carta 6 dal mazzo dell'Automa Crimea"
before "Pesca la carta 6 dal mazzo dell'Automa Crimea" "Pesca a caso 1 carta Combattimento tra quelle coperte dell'Automa Crimea e scrivine il valore"
has "L'Automa ha già fatto il suo movimento in questo turno"
hasnt "Nessun movimento possibile"
hasnt "Step 1"
hasnt "power dial"
yours "$D/iy.json"
printf 'move mech G5 G4\ndone\n6\n3\n4\nquit\n' >"$D/in"
it_pty "$D/iy.json" || fail "Italian play (your attack)"
before "Imposta in segreto il selettore del Potere" "Pesca la carta 1 dal mazzo dell'Automa Crimea"
has "Il tuo turno è finito"
hasnt "Draw card"

# Italian: no English word inside an Italian sentence (a stat, the faction mat)
cat >"$D/ii.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","character":"mat","workers":["H4"]}]}
JSON
printf 'power +2\ncoins 3\nstatus\nquit\n' >"$D/in"
( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it scythe play "$D/ii.json" ) <"$D/in" >"$D/out" 2>&1 ||
    fail "Italian status"
has "Potere (tu): 9\."
has "Monete (tu): 3\."
has "personaggio: plancia fazione"
has "personaggio: base principale (Nordici)"
hasnt "Tu, power"
hasnt "personaggio mat"

# ---- 4. the one-shot commands in the same order -----------------------------------------------------
attack "$D/o.json"
"$A" scythe turn "$D/o.json" >"$D/out" 2>&1 || fail "turn (attack)"
"$A" scythe combat "$D/o.json" --automa-cards 3 >"$D/out" 2>&1 && fail "combat before your choice accepted"
has "first choose your power and combat cards"
cp "$D/o.json" "$D/o0.json"
"$A" scythe combat "$D/o.json" --power 5 --cards 3 >"$D/out" 2>&1 || fail "combat step 1"
has "Your choice is recorded: 5 power and 1 combat card(s)"
has "Draw card 6 from the crimea Automa's deck"
has "$A scythe combat $D/o.json --automa-cards V,V"
grep -q '"committed"' "$D/o.json" || fail "one-shot: the choice is not in the file"
"$A" scythe combat "$D/o.json" --power 7 --automa-cards 2 >"$D/out" 2>&1 && fail "a second dial accepted"
has "already chosen"
"$A" scythe combat "$D/o.json" --automa-cards 2 >"$D/out" 2>&1 || fail "combat step 2"
has "nordic: 5 power and the combat cards 3: total 8"
has "crimea wins 8 to 8: \|wins: a tie goes to the attacker"
has "already made its move"

# ---- 5. flip-move in companion mode: the turn says to flip; turn --flip VALUE answers ----------
cat >"$D/f.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"crimea","options":{"flip_move":true},
 "players":[{"faction":"nordic","type":"human","character":"nordic"},{"faction":"crimea","type":"automa","deck":[3]}]}
JSON
"$A" scythe turn "$D/f.json" >"$D/out" 2>&1 || fail "turn (flip)"
has "Flip a combat card from the deck on the board: a 4 or 5 means the Automa does not move"
has "$A scythe turn $D/f.json --flip VALUE"
"$A" scythe turn "$D/f.json" >"$D/out" 2>&1 && fail "turn without --flip accepted while a flip waits"
has "waits for the flipped combat card"
"$A" scythe turn "$D/f.json" --flip 5 >"$D/out" 2>&1 || fail "turn --flip 5"
has "The flipped combat card is a 5: no move this turn"
"$A" scythe turn "$D/f.json" --flip 5 >"$D/out" 2>&1 && fail "turn --flip with no flip waiting accepted"

# ---- 6. IFA, companion mode: the trap you spring is the physical token (R-IFA-5) ------------------
cat >"$D/t.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"coins":5,"character":"A6","workers":["A6"]},
            {"faction":"togawa","type":"automa","character":"togawa","traps_left":["popularity","coins","cards"]}],
 "board":{"traps":[{"territory":"B5","armed":true,"kind":"power"}]}}
JSON
cp "$D/t.json" "$D/t1.json"
"$A" scythe move "$D/t1.json" character A6 B5 >"$D/out" 2>&1 && fail "move onto an Automa trap without its kind accepted"
has "B5 holds a face-down trap of the togawa Automa: turn it over and give its kind"
has "$A scythe move $D/t1.json character A6 B5 --trap popularity|power|coins|cards"
cmp -s "$D/t.json" "$D/t1.json" || fail "a refused move changed the file"
"$A" scythe move "$D/t1.json" character A6 B5 --trap coins >"$D/out" 2>&1 || fail "move --trap coins"
has "You sprang the trap on B5: lose 4 coins"
grep -q '"coins": 1' "$D/t1.json" || fail "the coins trap did not cost 4 coins"
printf 'move character A6 B5\nmoney\ncards\nquit\n' >"$D/in"
cp "$D/t.json" "$D/t2.json"
pty "$A scythe play $D/t2.json" || fail "play (trap)"
has "B5 holds a face-down trap of the togawa Automa: you spring it. Turn it over."
has "the trap is popularity, power, coins or cards, not 'money'"
has "You sprang the trap on B5: discard 2 random combat cards"

# ---- 7. a command to type names this program as it was started -----------------------------------
case "$A" in */*) ;; *) fail "AUTOMA is expected as a path here" ;; esac
cat >"$D/n.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","character":"nordic"},{"faction":"crimea","type":"automa"}]}
JSON
( PATH=/usr/bin:/bin; "$A" scythe done "$D/n.json" ) >"$D/out" 2>&1 || fail "done"
has "Next: $A scythe turn $D/n.json"
mkdir -p "$D/bin" && ln -sf "$(cd "$(dirname "$A")" && pwd)/$(basename "$A")" "$D/bin/automa"
( PATH="$D/bin:/usr/bin:/bin"; "$A" scythe turn "$D/n.json" >/dev/null 2>&1; automa scythe done "$D/n.json" ) >"$D/out" 2>&1 || fail "done on PATH"
has "Next: automa scythe turn $D/n.json"

# ---- undo: table instructions, kept in the file (at most 50 steps), works after a resume ------------
cat >"$D/u.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","character":"G4","workers":["H4"]}]}
JSON
{ printf 'move worker A5 B5\n'; i=0; while [ $i -lt 55 ]; do printf 'coins +1\n'; i=$((i + 1)); done; printf 'quit\n'; } >"$D/in"
"$A" scythe play "$D/u.json" <"$D/in" >"$D/out" 2>&1 || fail "play (56 steps)"
n=$(grep -c '^      "format"' "$D/u.json")
[ "$n" -eq 50 ] || fail "the file keeps $n earlier states, not the last 50"
printf 'undo\nundo 60\nundo\nquit\n' >"$D/in"
"$A" scythe play "$D/u.json" <"$D/in" >"$D/out" 2>&1 || fail "play (undo after resume)"
has "Undone 1 step(s). Put the table back as it was:"
has "- nordic's coins: back from 60 to 59."
has "Undone 49 step(s)"
has "Nothing to undo."
hasnt "coins 59, combat cards"   # not a status dump (only the resume shows the status, with 60)
# the oldest kept state has the worker moved: the move itself is beyond the 50 kept
grep -q '"coins": 10,' "$D/u.json" || grep -q '"coins": 10' "$D/u.json" || fail "undo 50 did not reach coins 10"

# ---- a refused move says why ---------------------------------------------------------------------------
cat >"$D/m.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"crimea",
 "players":[{"faction":"crimea","type":"human","character":"A3","workers":["A5","A6"]},
            {"faction":"rusviet","type":"automa","character":"G4","workers":["H4"]}]}
JSON
"$A" scythe move "$D/m.json" worker A5 A4 >"$D/out" 2>&1 && fail "a worker crossed a river"
has "move: your worker on A5 cannot reach A4: a river lies between them"
hasnt "move: move:"
"$A" scythe move "$D/m.json" character A3 B3 >"$D/out" 2>&1 && fail "a character entered a lake"
has "move: your character on A3 cannot reach B3: B3 is a lake"
"$A" scythe move "$D/m.json" worker A6 C7 >"$D/out" 2>&1 && fail "a worker moved two territories"
has "move: your worker on A6 cannot reach C7: too far, one territory per move (2 away)"

# ---- Tab completion follows the command: the unit type, then where your units of it are, then where
#      the unit can go (G5 -> G4 or H4: "G" completes to G4; the mech is the only unit on G5)
yours "$D/tab.json"
printf 'move me\tG\t H\t\nquit\n' >"$D/in"
pty "$A scythe play $D/tab.json" || fail "play (Tab)"
has "Moved your mech from G5 to H4"

# ---- 8. the wizard: '?' explains each choice; the end of the input leaves quietly (exit 0) -------
AA=$(cd "$(dirname "$A")" && pwd)/$(basename "$A")   # the tests below run in another folder
mkdir -p "$D/w" && cd "$D/w" || fail "cd"
printf 'nordic\n\n?\n\n\n?\n\n\n?\n' >"$D/in"
"$AA" scythe play <"$D/in" >"$D/out" 2>&1 || fail "the wizard left with an error status at the end of the input"
has "ultimaszyna: never held back by rivers"
has "no-ifa-brackets  ignore the Albion/Togawa brackets"
has "The player mat you drew (its name or the number printed on it)"
has "No game was set up; nothing was saved."
hasnt "stopped before"
[ -z "$(ls "$D/w")" ] || fail "the wizard left a file"
# make run (no FILE): the most recent unfinished game of the games folder (XDG, issue 28) is offered first
export XDG_DATA_HOME="$D/xdg"
printf 'nordic\n\n\n\n\n\nindustrial\n\n42\n\nquit\n' >"$D/in"
"$AA" scythe play <"$D/in" >"$D/out" 2>&1 || fail "the wizard"
[ -z "$(ls "$D/w")" ] || fail "the wizard saved into the current folder"
f=$D/xdg/automa/games/$(ls "$D/xdg/automa/games" | head -1)
case "$f" in */scythe-*.json) ;; *) fail "the wizard saved '$f'" ;; esac
printf '\nquit\n' >"$D/in"
"$AA" scythe play <"$D/in" >"$D/out" 2>&1 || fail "play (resume offer)"
has "Continue the unfinished game $f (round 1, nordic)?"
has "Continuing $f"
printf 'no\n' >"$D/in"
"$AA" scythe play <"$D/in" >"$D/out" 2>&1 || fail "play (no resume)"
has "A new Scythe game against the Automa"
cd - >/dev/null || exit 1
exit 0
