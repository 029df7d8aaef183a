#!/bin/sh
# The offline page's browser tests (issue 27; run by .ci/run after `make web-dist`): the page from
# a static host on 127.0.0.1 (tests/web/static.mjs), in Debian's headless Chromium:
#   offline.test.mjs      first visit, service worker, manifest and installability, a Scythe game's
#                         first rounds, network off, Expeditions, Automata against the hard bot,
#                         Italian, export to the terminal and import back, a bad file refused
#   findings.test.mjs     the page's findings of item 6, as in the served page (offline mode)
#   serve-offline.test.mjs  the page opened from `automa serve --offline DIR` at /offline/
#   equivalence.test.mjs  the same seeded API sessions to `automa serve` and to the offline page:
#                         identical JSON answers
# Screenshots and differences: build/web-test/.
# usage: sh tests/web/run-offline.sh [PROGRAM] [DIST]     (defaults: build/automa, build/web-dist)
set -u
cd "$(dirname "$0")/../.."
PROG=${1:-build/automa}
DIST=${2:-build/web-dist}
OUT=build/web-test
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$PROG" ] || { echo "web-offline: $PROG is missing: run make first"; exit 1; }
[ -f "$DIST/index.html" ] && [ -f "$DIST/automa-engine.wasm" ] || { echo "web-offline: $DIST is missing: run make web-dist first"; exit 1; }
if [ ! -x "$CHROMIUM" ]; then
    echo "web-offline: SKIPPED: the browser tests need Debian's chromium ($CHROMIUM)."
    exit 0
fi
command -v node >/dev/null 2>&1 || { echo "web-offline: node is missing (apt-get install nodejs npm)"; exit 1; }
if [ ! -d tests/web/node_modules/playwright-core ]; then
    (cd tests/web && npm ci --no-audit --no-fund) || { echo "web-offline: npm ci failed"; exit 1; }
fi
mkdir -p "$OUT"
STATIC_LOG=$(mktemp)
node tests/web/static.mjs "$DIST" >"$STATIC_LOG" 2>&1 &
SPID=$!
GAMES=$(mktemp -d)
SLOG="$OUT/server-offline.log"
: >"$SLOG"
# the server of the equivalence test: an empty folder, a history of its own, English by default;
# it also serves the offline page at /offline/ (serve-offline.test.mjs)
AUTOMA_HISTORY="$GAMES/history.db" env -u LANGUAGE LC_ALL=C "$PROG" serve --port 0 --dir "$GAMES" --offline "$DIST" >"$SLOG" 2>&1 &
PID=$!
trap 'kill "$SPID" "$PID" 2>/dev/null; rm -rf "$GAMES" "$STATIC_LOG"' EXIT
for log in "$STATIC_LOG" "$SLOG"; do
    i=0
    while ! grep -q 'http://127.0.0.1:[0-9]*/' "$log" 2>/dev/null; do
        i=$((i + 1)); [ $i -gt 100 ] && { echo "web-offline: a host did not start"; cat "$log"; exit 1; }
        sleep 0.1
    done
done
STATIC=$(sed -n 's|.*\(http://127.0.0.1:[0-9]*\)/.*|\1|p' "$STATIC_LOG" | head -n 1)
BASE=$(sed -n 's|.*\(http://127.0.0.1:[0-9]*\)/.*|\1|p' "$SLOG" | head -n 1)
rc=0
echo "web-offline: the offline page at $STATIC (a static host)"
CHROMIUM="$CHROMIUM" node tests/web/offline.test.mjs "$DIST" "$OUT" "$PROG" || rc=1
echo "web-offline: the page's findings of issue 27 in the offline build"
CHROMIUM="$CHROMIUM" node tests/web/findings.test.mjs "$STATIC" "$OUT" offline || rc=1
echo "web-offline: the offline page opened from automa serve --offline ($BASE/offline/)"
CHROMIUM="$CHROMIUM" node tests/web/serve-offline.test.mjs "$BASE" "$GAMES" "$OUT" || rc=1
echo "web-offline: the same API sessions to automa serve ($BASE) and to the offline page"
CHROMIUM="$CHROMIUM" node tests/web/equivalence.test.mjs "$BASE" "$DIST" "$OUT" || rc=1
kill "$PID"; wait "$PID" || { echo "web-offline: the server did not stop cleanly"; rc=1; }
[ "$rc" -eq 0 ] && echo "web-offline: all passed" || echo "web-offline: FAILED"
exit "$rc"
