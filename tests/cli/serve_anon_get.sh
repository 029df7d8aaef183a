#!/bin/sh
# Guarantee 7 (docs/hardening.md): anonymous GETs make no state. GETs of unknown game names
# answer 404 and create nothing; neither they nor reading other games evict a game's undo history.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
D="$SCRATCH/games"
mkdir -p "$D"
serve_start "$D"
req POST /api/games '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'; expect 200 '"ok":true' "create"
req POST /api/games/g/action '{"action":"set","stat":"coins","value":9}'; expect 200 '"undo":1' "one step to undo"
# 40 other games made by the command line (the server has 32 slots)
i=0
while [ $i -lt 40 ]; do
    i=$((i + 1))
    "$AUTOMA" scythe new --human nordic --automa rusviet --seed $i --out "$D/o$i.json" >/dev/null || fail "new o$i"
done
ls "$D" >"$SCRATCH/before"
i=0
while [ $i -lt 40 ]; do
    i=$((i + 1))
    req GET "/api/games/nosuch$i"; expect 404 '"unknown-game"' "GET of an unknown name"
    req GET "/api/games/nosuch$i/score"; expect 404 '"unknown-game"' "GET of an unknown name's score"
    req GET "/api/games/o$i"; expect 200 '"undo":0' "GET of another game"
done
ls "$D" | cmp -s - "$SCRATCH/before" || fail "the GETs changed the games folder: $(ls "$D" | tr '\n' ' ')"
req GET /api/games/g; expect 200 '"undo":1' "the undo history after 120 GETs"
req POST /api/games/g/action '{"action":"undo"}'; expect 200 '"undo":0' "undo after 120 GETs"
finish
