#!/usr/bin/env bash
# Crash torture (docs/hardening.md): kill -9 the command line (`turn`, `done`, `set`), the
# companion (`scythe play`) and the web server at random moments of a step, in a loop, for
# DURATION seconds (default 60). After every kill:
#   - the game file loads (`automa scythe show`);
#   - it is the game before the step or after it (the same step run to the end on a copy), byte
#     for byte (the server's step: the version before or the next one);
#   - no FILE.tmp-* file is left once the next save has run.
# Games are played to their end (a step of `set stars 6` at random); each finished game, once
# opened again, is in the history exactly once (by its id).
# Usage: scripts/ci_crash_torture.sh [BUILD_DIR]     (DURATION=SECONDS to change the bound)
set -uo pipefail
B=${1:-build}
A="$(cd "$(dirname "$B/automa")" && pwd)/automa"
[ -x "$A" ] || { echo "crash-torture: no program $A (make first)"; exit 1; }
DURATION=${DURATION:-60}
W=$(mktemp -d)
SERVER=""
MAIN=$BASHPID
cleanup() { [ "$BASHPID" = "$MAIN" ] || return 0; [ -n "$SERVER" ] && kill -9 "$SERVER" 2>/dev/null; rm -rf "$W"; }
trap cleanup EXIT
export AUTOMA_HISTORY="$W/history.db"
REFHIST="$W/ref-history.db"          # the reference runs record elsewhere
mkdir -p "$W/g" "$W/ref"
G="$W/g/t.json"
bad=0; kills=0; steps=0; games=0; before_n=0; after_n=0
problem() { echo "crash-torture: $*"; bad=$((bad + 1)); }
new_game() {
    "$A" scythe new --human nordic --automa rusviet --combat simulated --seed $((RANDOM * 32768 + RANDOM)) \
        --out "$G" >/dev/null || { echo "crash-torture: new failed"; exit 1; }
    games=$((games + 1))
}
# (the first "current" is the game's: the companion's "undo" list after it holds earlier states)
human_turn() { grep -m1 '"current": ' "$1" | grep -q '"nordic"'; }
version() { sed -n 's/^  "store": {"id": "[0-9a-f]*", "version": \([0-9]*\)},$/\1/p' "$1"; }
game_id() { sed -n 's/^  "store": {"id": "\([0-9a-f]*\)".*/\1/p' "$1"; }
start_server() {
    "$A" serve --port 0 --dir "$W/g" >"$W/server.out" 2>&1 &
    SERVER=$!
    for _ in $(seq 100); do grep -q 'http://127' "$W/server.out" 2>/dev/null && break; sleep 0.05; done
    PORT=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$W/server.out" | head -n 1)
}
# step KIND FILE [&]: runs one step of the game in FILE (KIND cli|companion), the end step when
# END=1; the program itself is the process (so that kill -9 hits it, not a shell around it).
# With "&" it runs in the background and P is its process id.
step() {
    local kind=$1 f=$2 bg=${3:-} hum=0
    local -a cmd
    human_turn "$f" && hum=1
    case $kind in
    cli)
        if [ "$END" = 1 ]; then cmd=(scythe set "$f" stars 6)
        elif [ $hum = 1 ]; then cmd=(scythe done "$f")
        else cmd=(scythe turn "$f"); fi
        : >"$W/in" ;;
    companion)
        cmd=(scythe play "$f")
        if [ "$END" = 1 ]; then printf 'set stars 6\nquit\n'
        elif [ $hum = 1 ]; then printf 'done\nquit\n'
        else printf '\nquit\n'; fi >"$W/in" ;;
    esac
    if [ -n "$bg" ]; then "$A" "${cmd[@]}" <"$W/in" >/dev/null 2>&1 & P=$!
    else "$A" "${cmd[@]}" <"$W/in" >/dev/null 2>&1; fi
}
new_game
t_end=$(( $(date +%s) + DURATION ))
while [ "$(date +%s)" -lt "$t_end" ]; do
    if grep -m1 '"game_over": ' "$G" | grep -q true; then
        "$A" scythe show "$G" >/dev/null 2>&1 || problem "a finished game does not load"
        id=$(game_id "$G")
        n=$(sqlite3 "$AUTOMA_HISTORY" "SELECT COUNT(*) FROM games WHERE game_id = '$id'" 2>/dev/null)
        [ "$n" = 1 ] || problem "finished game $id is in the history $n times"
        new_game
        continue
    fi
    END=0
    human_turn "$G" && [ $((RANDOM % 12)) = 0 ] && END=1
    kinds=(cli companion server)
    kind=${kinds[$((RANDOM % 3))]}
    cp "$G" "$W/before.json"
    v0=$(version "$G")
    steps=$((steps + 1))
    if [ "$kind" = server ]; then
        start_server
        if [ "$END" = 1 ]; then body='{"action":"set","stat":"stars","value":6}'
        elif human_turn "$G"; then body='{"action":"done"}'
        else body='{"action":"turn"}'; fi
        curl -s -o /dev/null -X POST -H 'Content-Type: application/json' --data-binary "$body" \
            "http://127.0.0.1:$PORT/api/games/t/action" &
        CURL=$!
        sleep "0.00$((RANDOM % 10))$((RANDOM % 10))"
        kill -9 "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null; SERVER=""
        kill "$CURL" 2>/dev/null; wait "$CURL" 2>/dev/null
        kills=$((kills + 1))
        "$A" scythe show "$G" >/dev/null 2>"$W/err" || problem "server killed: the file does not load: $(cat "$W/err")"
        v1=$(version "$G")
        if [ "$v1" = "$v0" ]; then cmp -s "$G" "$W/before.json" || problem "server killed: same version, other content"; before_n=$((before_n + 1))
        elif [ "$v1" = $((v0 + 1)) ]; then after_n=$((after_n + 1))
        else problem "server killed: version $v0 became $v1"; fi
        continue
    fi
    # the reference: the same step, to the end, on a copy
    cp "$G" "$W/ref/t.json"
    AUTOMA_HISTORY="$REFHIST" step "$kind" "$W/ref/t.json"
    step "$kind" "$G" bg
    sleep "0.0$((RANDOM % 4))$((RANDOM % 10))"
    kill -9 "$P" 2>/dev/null && kills=$((kills + 1))
    wait "$P" 2>/dev/null
    "$A" scythe show "$G" >/dev/null 2>"$W/err" || { problem "$kind killed: the file does not load: $(cat "$W/err")"; cp "$W/before.json" "$G"; }
    if cmp -s "$G" "$W/before.json"; then before_n=$((before_n + 1))
    elif cmp -s "$G" "$W/ref/t.json"; then after_n=$((after_n + 1))
    else problem "$kind killed: the file is neither the game before the step nor after it"; diff "$W/before.json" "$G" | head -n 10; fi
done
# the next save cleans what the kills left
ls "$W/g" | grep -q '\.tmp-' && { "$A" scythe show "$G" >/dev/null; grep -q '"game_over": true' "$G" || "$A" scythe set "$G" coins +0 >/dev/null 2>&1; }
left=$(ls "$W/g" | grep -c '\.tmp-')
[ "$left" = 0 ] || problem "$left temporary files left after the next save"
echo "crash-torture: $kills kills in $steps steps of $games games ($before_n files as before the step, $after_n after it), $bad problem(s), ${DURATION} s"
[ "$bad" = 0 ]
