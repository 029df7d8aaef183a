#!/usr/bin/env bash
# Concurrency (docs/hardening.md, guarantee 1): the command line and the web page play one game
# at once for DURATION seconds (default 30): a loop of `automa scythe done|turn` and a loop of
# POST /api/games/t/action (as the page sends them, with the version it last saw), each choosing
# its step from the game as it reads it. A step may be refused (it was no longer that side's
# turn, or the page's version was old: 409); every step that was accepted is a new version of the
# file, so no accepted move was lost exactly when the final version is the first plus the number
# of accepted steps. Usage: scripts/ci_concurrency.sh [BUILD_DIR]
set -uo pipefail
B=${1:-build}
A="$(cd "$(dirname "$B/automa")" && pwd)/automa"
[ -x "$A" ] || { echo "concurrency: no program $A (make first)"; exit 1; }
DURATION=${DURATION:-30}
W=$(mktemp -d)
SERVER=""
MAIN=$BASHPID
cleanup() { [ "$BASHPID" = "$MAIN" ] || return 0; [ -n "$SERVER" ] && { kill "$SERVER"; wait "$SERVER"; } 2>/dev/null; rm -rf "$W"; }
trap cleanup EXIT
export AUTOMA_HISTORY="$W/history.db"
mkdir -p "$W/g"
G="$W/g/t.json"
version() { sed -n 's/^  "store": {"id": "[0-9a-f]*", "version": \([0-9]*\)},$/\1/p' "$1"; }
"$A" scythe new --human nordic --automa rusviet --combat simulated --seed 11 --out "$G" >/dev/null || exit 1
"$A" serve --port 0 --dir "$W/g" >"$W/server.out" 2>&1 &
SERVER=$!
for _ in $(seq 100); do grep -q 'http://127' "$W/server.out" 2>/dev/null && break; sleep 0.05; done
PORT=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$W/server.out" | head -n 1)
U="http://127.0.0.1:$PORT/api/games/t"
v_start=$(version "$G")
t_end=$(( $(date +%s) + DURATION ))

cli_loop() {
    local ok=0 no=0
    while [ "$(date +%s)" -lt "$t_end" ] && ! grep -q '"game_over": true' "$G"; do
        if grep -q '"current": "nordic"' "$G"; then "$A" scythe done "$G" >/dev/null 2>&1
        else "$A" scythe turn "$G" >/dev/null 2>&1; fi && ok=$((ok + 1)) || no=$((no + 1))
        sleep 0.05   # a person's pace at most: the page (two requests a step) gets its turns too
    done
    echo "$ok $no" >"$W/cli.count"
}
web_loop() {
    local ok=0 no=0 conflicts=0 body v code
    while [ "$(date +%s)" -lt "$t_end" ]; do
        curl -s -o "$W/view" "$U" || break
        grep -q '"game_over":true' "$W/view" && break
        v=$(sed -n 's/.*"version":\([0-9]*\).*/\1/p' "$W/view" | head -n 1)
        if grep -q '"current":"nordic"' "$W/view"; then body="{\"action\":\"done\",\"version\":$v}"
        else body="{\"action\":\"turn\",\"version\":$v}"; fi
        code=$(curl -s -o "$W/resp" -w '%{http_code}' -X POST -H 'Content-Type: application/json' -d "$body" "$U/action")
        if [ "$code" = 200 ]; then ok=$((ok + 1))
        else no=$((no + 1)); [ "$code" = 409 ] && grep -q '"changed"' "$W/resp" && conflicts=$((conflicts + 1)); fi
    done
    echo "$ok $no $conflicts" >"$W/web.count"
}
cli_loop & C=$!
web_loop & Wp=$!
wait "$C" "$Wp"
read -r cli_ok cli_no <"$W/cli.count"
read -r web_ok web_no web_conf <"$W/web.count"
v_end=$(version "$G")
"$A" scythe show "$G" >/dev/null || { echo "concurrency: the game does not load"; exit 1; }
echo "concurrency: command line $cli_ok steps accepted ($cli_no refused), page $web_ok accepted ($web_no refused, $web_conf of them 409 \"changed\"); version $v_start -> $v_end"
if [ $((v_end - v_start)) -ne $((cli_ok + web_ok)) ]; then
    echo "concurrency: $((cli_ok + web_ok)) accepted steps but $((v_end - v_start)) new versions: a move was lost"
    exit 1
fi
[ "$cli_ok" -gt 0 ] && [ "$web_ok" -gt 0 ] || { echo "concurrency: one side made no step: the test proved nothing"; exit 1; }
