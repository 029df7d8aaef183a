#!/bin/sh
# The command tables of the Expeditions and Automata companions (issue 22): the Expeditions help
# lists every command with its words and help, and each listed name (and other name) reaches its
# own handler; the question after her turn takes only y or n (Enter: n); Automata's commands besides
# the actions (quit, exit, help, board, save, undo, list) and each action verb reach their handler;
# the Expeditions web API's table: "unknown action" lists it, each name reaches its handler.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
A=$AUTOMA
D=$SCRATCH
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# ---- Expeditions
printf '\nquit\n' | "$A" expeditions play "$D/e0.json" --level 2 --seed 5 >/dev/null 2>&1   # Enter: no card gaps
[ -f "$D/e0.json" ] || fail "expeditions: no game"
ex() {  # ex INPUT: one session on a copy of the game, its output in $D/out
    cp "$D/e0.json" "$D/e.json"
    printf '%s\nquit\n' "$1" | "$A" expeditions play "$D/e.json" >"$D/out" 2>&1
}
ex help
for c in "a " "move LOC" "reveal LOC NUM V.." "take LOC N" "take20 LOC" "glory " "card NUM" "gap G LOCS" "show " \
    "score COINS" "undo "; do
    grep -Eq "^  $c +[a-z]" "$D/out" || fail "expeditions help: no line for '$c'"
done
grep -q "^  help, quit$" "$D/out" || fail "expeditions help: no 'help, quit' line"
# each name reaches its own handler: what it says
for pair in "a:Automa turn 1" "automa:Automa turn 1" "move:Where? move LOC" "reveal:reveal LOC NUMBER VALUES" \
    "take:take LOC N, or take20 LOC" "take20:take LOC N, or take20 LOC" "glory:Recorded: your glory token 1 of 4" \
    "card:card NUMBER" "gap:gap G LOCS" "show:Legend:" "score:score COINS" "undo:Nothing to undo" \
    "help:Tell me what happens" "?:Tell me what happens" "frob:Unknown command 'frob'"; do
    c=${pair%%:*}; want=${pair#*:}
    ex "$c"
    grep -q "$want" "$D/out" || fail "expeditions '$c' did not say '$want'"
done
for c in quit q; do
    cp "$D/e0.json" "$D/e.json"
    printf '%s\nshow\n' "$c" | "$A" expeditions play "$D/e.json" >"$D/out" 2>&1
    grep -q "Legend:" "$D/out" && fail "expeditions '$c' did not end the session"
done
# after her turn, an empty line asks; only y or n (Enter: n) answer it
cp "$D/e0.json" "$D/e.json"
printf 'a\n\nmaybe\n\n\ny\nquit\n' | "$A" expeditions play "$D/e.json" >"$D/out" 2>&1
grep -q "  ! y or n." "$D/out" || fail "expeditions: 'maybe' was taken as an answer"
grep -q "Not played" "$D/out" || fail "expeditions: Enter did not answer no"
[ "$(grep -c 'Automa turn [0-9]' "$D/out")" -eq 2 ] || fail "expeditions: expected 2 Automa turns"

# ---- Automata (seed 5: P1 human holds #1 on the first turn)
at() {
    printf '%s\nquit\n' "$1" | "$A" automata play --seats human,greedy --seed 5 --save "$D/a.json" >"$D/out" 2>&1
}
for pair in "help:place DIE AREA" "board:Research" "save:saved to" "undo:nothing to undo" "list:   1  " \
    "place:usage: place DIE AREA" "reroll:usage: reroll DIE" "plus:usage: plus DIE" "minus:usage: minus DIE" \
    "add:usage: add DIE SPENT_DIE" "sub:usage: sub DIE SPENT_DIE" "card:usage: card CARD DIE" \
    "forfeit:usage: forfeit AREA" "scavenge:name the dice to activate" "frob:unknown command 'frob'"; do
    c=${pair%%:*}; want=${pair#*:}
    at "$c"
    grep -q "$want" "$D/out" || fail "automata '$c' did not say '$want'"
done
for c in quit exit; do
    printf '%s\nhelp\n' "$c" | "$A" automata play --seats human,greedy --seed 5 >"$D/out" 2>&1
    grep -q "place DIE AREA" "$D/out" && fail "automata '$c' did not end the game"
done

# ---- the Expeditions web API: "unknown action" lists its table; each name reaches its handler,
# which checks its row's keys
if command -v curl >/dev/null 2>&1; then
    ROOT=$(cd "$(dirname "$0")/../.." && pwd)
    sfails=$fails
    . "$ROOT/tests/support/serve.sh"
    fails=$sfails
    serve_start "$D/games"
    req POST /api/games '{"name":"x","kind":"expeditions","level":2,"seed":5}'
    [ "$CODE" = 200 ] || fail "web: create: $CODE $BODY"
    req POST /api/games/x/action '{"action":"fly"}'
    [ "$CODE" = 400 ] || fail "web: an unknown action: HTTP $CODE"
    list=$(printf '%s' "$BODY" | sed -n "s/.*unknown action 'fly' (\([^)]*\)).*/\1/p" | tr -d ',')
    for c in turn move reveal take glory score undo redo; do
        case " $list " in *" $c "*) ;; *) fail "web: '$c' is not in the list of actions: $list" ;; esac
    done
    for c in $list; do
        req POST /api/games/x/action "{\"action\":\"$c\",\"zz\":1}"
        case "$BODY" in *bad-action*) fail "web: '$c' is listed but unknown: $BODY" ;; esac
        case "$c" in undo|redo) continue ;; esac
        case "$BODY" in *"unknown field 'zz'"*) ;; *) fail "web: '$c' did not check its keys: $BODY" ;; esac
    done
    req POST /api/games/x/action '{"action":"glory"}'
    case "$BODY" in *'"glory"'*) ;; *) fail "web: glory did not answer as glory: $BODY" ;; esac
    req POST /api/games/x/action '{"action":"score","coins":12}'
    [ "$CODE" = 200 ] || fail "web: score: $CODE $BODY"
    serve_stop
fi
[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "all checks passed"
