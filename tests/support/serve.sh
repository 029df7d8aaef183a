# Sourced by the shell tests of `automa serve` (tests/cli/store_*.sh, serve_*.sh): starts a server
# on a free port of a loopback address and stops it at exit.
#   serve_start DIR [ARGS...]   sets PORT, B (http://127.0.0.1:PORT), SERVE_OUT, SERVE_PID
#   req METHOD PATH [BODY]      sets CODE and BODY (curl; extra curl options in REQ_OPTS)
#   fail TEXT / finish          count failures / exit with the verdict
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
finish() { [ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }; echo "all checks passed"; exit 0; }
SERVE_PID=""
serve_stop() { [ -n "$SERVE_PID" ] && kill "$SERVE_PID" 2>/dev/null && wait "$SERVE_PID" 2>/dev/null; SERVE_PID=""; }
trap serve_stop EXIT
serve_start() {
    d=$1; shift
    SERVE_OUT="$SCRATCH/server.$$.$(date +%s%N).out"
    "$AUTOMA" serve --port 0 --dir "$d" "$@" >"$SERVE_OUT" 2>&1 &
    SERVE_PID=$!
    i=0
    while ! grep -q 'http://[^ ]*:[0-9]*/' "$SERVE_OUT" 2>/dev/null; do
        i=$((i + 1))
        [ $i -gt 100 ] && { echo "the server did not start:"; cat "$SERVE_OUT"; exit 1; }
        sleep 0.1
    done
    PORT=$(sed -n 's|.*http://[^ ]*:\([0-9][0-9]*\)/.*|\1|p' "$SERVE_OUT" | head -n 1)
    B="http://127.0.0.1:$PORT"
}
REQ_OPTS=""
req() {
    if [ $# -ge 3 ]; then
        CODE=$(printf '%s' "$3" | curl -s $REQ_OPTS -o "$SCRATCH/resp" -w '%{http_code}' -X "$1" \
            -H 'Content-Type: application/json' --data-binary @- "$B$2")
    else
        CODE=$(curl -s $REQ_OPTS -o "$SCRATCH/resp" -w '%{http_code}' -X "$1" "$B$2")
    fi
    BODY=$(cat "$SCRATCH/resp")
}
expect() {  # expect CODE TEXT-IN-BODY what
    if [ "$CODE" != "$1" ]; then fail "$3: HTTP $CODE, expected $1: $(printf '%.300s' "$BODY")"; return; fi
    case "$BODY" in *"$2"*) ;; *) fail "$3: '$2' not in: $(printf '%.300s' "$BODY")" ;; esac
}
# the version of a game as the server says it
version_of() { req GET "/api/games/$1/version"; printf '%s' "$BODY" | sed -n 's/.*"version":\([0-9]*\).*/\1/p'; }
