#!/bin/sh
# The human's structures, player mat and structure tile from outside (issue 13): the one-shot
# commands (`automa scythe build GAME mine F3`, refusals that leave the file as it was),
# `new --player-mat/--structure-tile`, hand-written game files breaking a structure rule (refused
# with their JSON path, nothing written), the score sheet with a structure-only territory and the
# tile's coins, and the web API's build/unbuild/tile actions and create fields.
# Run by tests/run.sh with AUTOMA (the program) and SCRATCH (an empty folder).
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -20 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
export AUTOMA_HISTORY="$D/history.db"

# 1. new --player-mat, --structure-tile (base game setup: the mat's popularity and coins)
"$A" scythe new --human nordic --automa crimea --player-mat 5 --structure-tile tunnels-adjacent --seed 3 --out "$D/g.json" \
    >"$D/out" 2>&1 || fail "new with a player mat"
has "nordic: player mat agricultural (5): popularity 4, coins 7"
has "Structure bonus tile tunnels-adjacent"
grep -q '"coins": 7' "$D/g.json" || fail "the mat's coins were not set"
"$A" scythe new --human nordic --player-mat golden --out "$D/x.json" >"$D/out" 2>&1 && fail "an unknown mat accepted"
has "is not one of industrial (1)"
[ -f "$D/x.json" ] && fail "a refused new game wrote a file"
"$A" scythe new --player human:nordic:militant --player human:rusviet:3a --player automa:crimea --seed 3 \
    --out "$D/g3.json" >"$D/out" 2>&1 || fail "new with two humans' mats"
has "rusviet: player mat innovative (3A): popularity 3, coins 5"
grep -q '"factory_cards_left": 4' "$D/g3.json" || fail "3 players: 4 Factory cards (players + 1)"

# 2. build: refused builds say why in one line and leave the file unchanged
cp "$D/g.json" "$D/before.json"
"$A" scythe build "$D/g.json" mine C6 >"$D/out" 2>&1 && fail "a build with no worker accepted"
has "you have no worker on C6"
"$A" scythe build "$D/g.json" tower A5 >"$D/out" 2>&1 && fail "an unknown structure accepted"
has "mill, armory, monument or mine"
cmp -s "$D/g.json" "$D/before.json" || fail "a refused build changed the file"
"$A" scythe build "$D/g.json" mine A5 >"$D/out" 2>&1 || fail "build mine A5"
has "Built your Mine on A5"
has "every tunnel territory"
# the Mine: the worker on A5 reaches the tunnel F4 in one move
"$A" scythe move "$D/g.json" worker A5 F4 >"$D/out" 2>&1 || fail "a move through the Mine"
"$A" scythe build "$D/g.json" mine A6 >"$D/out" 2>&1 && fail "a second Mine accepted"
has "already on A5"
"$A" scythe unbuild "$D/g.json" mill >"$D/out" 2>&1 && fail "unbuilding a structure not built"
# score: A5 holds only the Mine and counts; the tile counts tunnels next to A5 (B4 across the river)
"$A" scythe score "$D/g.json" >"$D/out" 2>&1 || fail "score"
has "territories 3 x 2 = 6"
has "structure bonus 2 (tile: tunnel territories adjacent to your structures: 1)"
"$A" scythe tile "$D/g.json" manual >"$D/out" 2>&1 || fail "tile manual"
"$A" scythe set "$D/g.json" structure-bonus 6 >/dev/null 2>&1 || fail "set structure-bonus"
"$A" scythe score "$D/g.json" >"$D/out" 2>&1 || fail "score with a manual tile"
has "structure bonus 6"

# 3. hand-written files that break a structure rule: refused with the JSON path, nothing written
bad() {  # bad NAME HUMAN-FIELDS EXPECTED
    printf '{"format":"automa-scythe/1","current":"nordic","players":[{"faction":"nordic","type":"human","workers":["A5"]%s},{"faction":"crimea","type":"automa"}]}' "$2" >"$D/$1.json"
    cp "$D/$1.json" "$D/$1.orig"
    "$A" scythe build "$D/$1.json" mill A5 >"$D/out" 2>&1 && fail "$1: a broken file was used"
    has "$3"
    cmp -s "$D/$1.json" "$D/$1.orig" || fail "$1: the file changed"
}
bad twomines ',"structures":{"mine":"F3","mine":"C2"}' "duplicate object key"
bad lake ',"structures":{"mine":"C5"}' "players\[0\].structures.mine: C5 is a lake"
bad home ',"structures":{"armory":"rusviet"}' "players\[0\].structures.armory: a home base is not a territory"
bad shared ',"structures":{"mine":"F3","mill":"F3"}' "players\[0\].structures.mine: F3 already holds another of your structures"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human","structures":{"mine":"F3"}},{"faction":"rusviet","type":"human","structures":{"mill":"F3"}},{"faction":"crimea","type":"automa"}]}' >"$D/other.json"
"$A" scythe show "$D/other.json" >"$D/out" 2>&1 && fail "two players' structures on one territory accepted"
has "players\[1\].structures.mill: F3 already holds a structure of nordic"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa","structures":{"mine":"F3"}}]}' >"$D/auto.json"
"$A" scythe show "$D/auto.json" >"$D/out" 2>&1 && fail "an Automa's structure accepted"
has "players\[1\].structures: only for human players"

# 4. the web API: create with a mat and a tile, build, a refused build, unbuild, tile
command -v curl >/dev/null 2>&1 || fail "curl is missing (scripts/setup.sh installs it)"
"$A" serve --port 0 --dir "$D/web" >"$D/server.out" 2>&1 &
PID=$!
trap 'kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null' EXIT
i=0
while ! grep -q 'http://127.0.0.1:[0-9]*/' "$D/server.out" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "the server did not start"; sleep 0.1
done
B=$(sed -n 's|.*\(http://127.0.0.1:[0-9]*\)/.*|\1|p' "$D/server.out" | head -n 1)
post() { printf '%s' "$2" | curl -s -X POST -H 'Content-Type: application/json' --data-binary @- "$B$1" >"$D/out"; }
post /api/games '{"name":"s1","kind":"scythe","human":"nordic","automa":"crimea","seed":2,"player_mat":"patriotic","structure_tile":"in-a-row"}'
grep -q '"player_mat": "patriotic"' "$D/web/s1.json" || fail "web create: player mat not saved"
grep -q '"coins": 6' "$D/web/s1.json" || fail "web create: the mat's coins"
grep -q '"structure_tile": "in-a-row"' "$D/web/s1.json" || fail "web create: tile not saved"
post /api/games '{"name":"s2","kind":"scythe","human":"nordic","player_mat":"golden"}'
has "player_mat"
post /api/games/s1/action '{"action":"build","structure":"mine","territory":"A5"}'
has '"structure":"mine"'
grep -q '"mine": "A5"' "$D/web/s1.json" || fail "web build: not saved"
cp "$D/web/s1.json" "$D/s1.before"
post /api/games/s1/action '{"action":"build","structure":"mill","territory":"C6"}'
has "no worker on C6"
cmp -s "$D/web/s1.json" "$D/s1.before" || fail "a refused web build changed the file"
curl -s "$B/api/games/s1" >"$D/out"
has '"from":"A5","to":\[[^]]*"F4"'   # the page's reach goes through the Mine
post /api/games/s1/action '{"action":"unbuild","structure":"mine"}'
grep -q '"mine"' "$D/web/s1.json" && fail "web unbuild: still saved"
post /api/games/s1/action '{"action":"tile","tile":"farms-tundras"}'
grep -q '"structure_tile": "farms-tundras"' "$D/web/s1.json" || fail "web tile: not saved"
exit 0
