#!/bin/sh
# The command tables of issue 22 from outside: every action of scythe_actions[] and every any-time
# command of the companion is listed by its help and reached by its name (a row without its help
# or its handler fails here); `automa scythe help` lists the actions, and each one-shot action
# answers to its name; the web API's "unknown action" lists every action, and each listed name
# reaches its handler (no "bad-action"), the command line's actions among them.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
A=$AUTOMA
D=$SCRATCH
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/support/serve.sh"   # fail, finish; the server of the web part
ACTIONS="move deploy set encounter factory unlock recruit resources trap flag build unbuild tile done"
ANYTIME="board status why score undo redo save help quit"
ALIASES="map ? exit"

"$A" scythe new --human nordic --automa crimea --seed 3 --out "$D/g.json" >/dev/null || fail "scythe new"
cp "$D/g.json" "$D/g0.json"

# the companion's help: a line per action and per any-time command, with its help text (wide
# enough for one line each: the help wraps to the terminal, tests/cli/companion_words.sh)
printf 'help\nquit\n' | COLUMNS=120 "$A" scythe play "$D/g.json" >"$D/help" 2>&1
for c in $ACTIONS $ANYTIME; do
    grep -Eq "^  $c +[^ ].*[a-z]" "$D/help" || fail "the companion's help has no line with a help text for '$c'"
done
# every any-time command (and other name) is reached: none is an unknown command; quit ends
for c in $ANYTIME $ALIASES; do
    [ "$c" = quit ] || [ "$c" = exit ] && continue
    cp "$D/g0.json" "$D/g.json"
    printf '%s\nquit\n' "$c" | "$A" scythe play "$D/g.json" >"$D/out" 2>&1
    grep -q "Unknown command" "$D/out" && fail "the companion does not know '$c'"
done
for c in quit exit; do
    cp "$D/g0.json" "$D/g.json"
    printf '%s\nboard\n' "$c" | "$A" scythe play "$D/g.json" >"$D/out" 2>&1
    grep -q "FACTORY = D4" "$D/out" && fail "'$c' did not end the companion"
done
# what each any-time command does (its own handler, not another row's): one session each
for pair in "board:FACTORY = D4" "map:FACTORY = D4" "status:tracker token" "why:has not played yet" \
    "score:score if it ended now" "undo:Nothing to undo." "redo:Nothing to redo." "save:Saved to " "help:Any time:" \
    "?:Any time:"; do
    c=${pair%%:*}; want=${pair#*:}
    cp "$D/g0.json" "$D/g.json"
    printf '%s\nquit\n' "$c" | "$A" scythe play "$D/g.json" | sed -n "/> $c\$/,/> quit/p" >"$D/out" 2>&1
    grep -Eq "$want" "$D/out" || fail "'$c' did not say '$want': $(head -c 300 "$D/out")"
done
# an action typed at the prompt reaches its handler: usage of the row, not "Unknown command"
for c in $ACTIONS; do
    cp "$D/g0.json" "$D/g.json"
    printf '%s a b c d\nquit\n' "$c" | "$A" scythe play "$D/g.json" >"$D/out" 2>&1
    grep -q "Unknown command" "$D/out" && fail "the companion does not know the action '$c'"
    grep -Eq "usage: $c |$c takes no arguments" "$D/out" || fail "'$c a b c d' did not give the usage of '$c'"
done

# the one-shot commands: listed by `automa scythe help`, each with its own usage
"$A" scythe help >"$D/shelp"
for c in $ACTIONS; do
    grep -Eq "^  $c +[^ ]" "$D/shelp" || fail "automa scythe help does not list '$c'"
    "$A" scythe "$c" "$D/g.json" a b c d >"$D/out" 2>&1
    [ $? -eq 2 ] || fail "automa scythe $c with too many words: not a usage error"
    grep -q "usage: .*scythe $c FILE" "$D/out" || fail "automa scythe $c: not its usage: $(cat "$D/out")"
done

# the web API: "unknown action" lists its table; each name reaches its handler
if command -v curl >/dev/null 2>&1; then
    serve_start "$D/games"
    req POST /api/games '{"name":"t","kind":"scythe","human":"nordic","automa":"crimea","seed":3}'
    [ "$CODE" = 200 ] || fail "web: create: $CODE $BODY"
    req POST /api/games/t/action '{"action":"fly"}'
    [ "$CODE" = 400 ] || fail "web: an unknown action: HTTP $CODE"
    list=$(printf '%s' "$BODY" | sed -n "s/.*unknown action 'fly' (\([^)]*\)).*/\1/p" | tr -d ',')
    for c in $ACTIONS turn flip combat undo redo; do
        case " $list " in *" $c "*) ;; *) fail "web: '$c' is not in the list of actions: $list" ;; esac
    done
    for c in $list; do
        req POST /api/games/t/action "{\"action\":\"$c\",\"zz\":1}"
        case "$BODY" in *bad-action*) fail "web: '$c' is listed but unknown: $BODY" ;; esac
        case "$c" in undo|redo) continue ;; esac
        # the row's own keys are checked: an unknown key is refused before anything is done
        case "$BODY" in *"unknown field 'zz'"*) ;; *) fail "web: '$c' did not check its keys: $BODY" ;; esac
    done
    serve_stop
fi
finish
