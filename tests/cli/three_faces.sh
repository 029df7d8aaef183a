#!/bin/sh
# One scripted game, three faces, one game file (issue 26, "Done when"): from the position
# tests/golden/three-faces/start.json, the steps of game.req sent to `automa serve` over HTTP and
# the same steps typed at the companion (`automa scythe play`) on a pseudo-terminal (game.keys) end
# in the game of game.json, which tests/test_three_faces.c reaches through the library API with its
# store in memory. The files are compared without the store's envelope ("store") and the
# companion's undo list ("undo"), which are not the game.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
G="$ROOT/tests/golden/three-faces"
fail() { echo "FAIL: $*"; exit 1; }
command -v curl >/dev/null 2>&1 || fail "curl is missing (scripts/setup.sh installs it)"
export AUTOMA_HISTORY="$D/history.db"
# the game of a saved file: without the store's line and the companion's undo list
game_of() {
    awk '/^  "store": /{next} /^  "undo": \[/{undo=1; exit} {l[n++]=$0}
         END{ if (undo) { sub(/,$/, "", l[n-1]); l[n++]="}" } for (i = 0; i < n; i++) print l[i] }' "$1"
}
same() {   # same FILE FACE: the game of FILE is game.json
    game_of "$1" >"$D/got.json"
    cmp -s "$D/got.json" "$G/game.json" || { diff "$G/game.json" "$D/got.json" | head -20; fail "$2 ends in another game than the library API"; }
}

# ---- the HTTP server --------------------------------------------------------------------------------
mkdir -p "$D/games"
cp "$G/start.json" "$D/games/three.json"
env -u LANGUAGE LC_ALL=C "$A" serve --port 0 --dir "$D/games" >"$D/server.out" 2>&1 &
PID=$!
trap 'kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null' EXIT
i=0
while ! grep -q 'http://127.0.0.1:[0-9]*/' "$D/server.out" 2>/dev/null; do
    i=$((i + 1))
    [ $i -gt 100 ] && { cat "$D/server.out"; fail "the server did not start"; }
    sleep 0.1
done
PORT=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$D/server.out" | head -n 1)
n=0
while IFS= read -r body; do
    case "$body" in ''|'#'*) continue ;; esac
    n=$((n + 1))
    code=$(printf '%s' "$body" | curl -s -o "$D/resp" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
        --data-binary @- "http://127.0.0.1:$PORT/api/games/three/action")
    [ "$code" = 200 ] || fail "request $n ($body): $code $(cat "$D/resp")"
done <"$G/game.req"
[ "$n" -eq 12 ] || fail "$n requests sent"
kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null
trap - EXIT
same "$D/games/three.json" "the HTTP server"

# ---- the companion, as a person types it ------------------------------------------------------------
cp "$G/start.json" "$D/c.json"
script -qfec "$A scythe play $D/c.json" /dev/null <"$G/game.keys" >"$D/out" 2>&1 || { tail -20 "$D/out"; fail "the companion"; }
grep -q "Redone 1 step" "$D/out" || fail "the companion did not redo"
same "$D/c.json" "the companion"
exit 0
