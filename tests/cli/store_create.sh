#!/bin/sh
# Guarantee 2 (docs/hardening.md): creating a game is exclusive. Parallel creates of one name,
# alone or racing a DELETE of that name, give at most one 200 (the others 409 "exists"), and the
# file is the game that answered 200.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
D="$SCRATCH/games"
mkdir -p "$D"
serve_start "$D"
create() {  # create SEED -> prints the HTTP status
    printf '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":%s}' "$1" |
        curl -s -o "$SCRATCH/c$1" -w '%{http_code}\n' -X POST -H 'Content-Type: application/json' --data-binary @- "$B/api/games"
}
req POST /api/games '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'; expect 200 '"ok":true' "first create"
round=0
while [ $round -lt 25 ]; do
    round=$((round + 1))
    : >"$SCRATCH/codes"
    curl -s -o /dev/null -X DELETE "$B/api/games/g" &
    pids=$!
    for s in 11 12 13 14 15 16; do create $s >>"$SCRATCH/codes" & pids="$pids $!"; done
    wait $pids
    ok=$(grep -c '^200$' "$SCRATCH/codes")
    other=$(grep -vc '^200$\|^409$' "$SCRATCH/codes")
    [ "$ok" -le 1 ] || fail "round $round: $ok creates of one name answered 200"
    [ "$other" -eq 0 ] || fail "round $round: answers other than 200/409: $(tr '\n' ' ' <"$SCRATCH/codes")"
    if [ "$ok" -eq 1 ]; then
        for s in 11 12 13 14 15 16; do
            if grep -q '"ok":true' "$SCRATCH/c$s"; then
                grep -q "\"seed\": $s," "$D/g.json" || fail "round $round: the file is not the game that answered 200 (seed $s)"
            fi
        done
    fi
    # put a game back for the next round
    [ -f "$D/g.json" ] || create 1 >/dev/null
done
req POST /api/games '{"name":"g","kind":"scythe","human":"nordic"}'; expect 409 '"exists"' "a name that exists"
finish
