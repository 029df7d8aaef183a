#!/bin/sh
# The browser test and the load test of the web page (`automa serve`); run by .ci/run after
# `make check`. Needs Debian's chromium (apt) and playwright-core (npm, pinned in package.json /
# package-lock.json, installed into tests/web/node_modules). Screenshots: build/web-test/.
# usage: sh tests/web/run.sh [PROGRAM]        (default: build/automa)
set -u
cd "$(dirname "$0")/../.."
PROG=${1:-build/automa}
OUT=build/web-test
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$PROG" ] || { echo "web: $PROG is missing: run make first"; exit 1; }
if [ ! -x "$CHROMIUM" ]; then
    echo "web: $CHROMIUM is missing; installing Debian's chromium" >&2
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >&2 || true
fi
if [ ! -x "$CHROMIUM" ]; then
    echo "web: SKIPPED: the browser test needs Debian's chromium, which could not be installed here."
    echo "web: (the load test still runs)"
    NOBROWSER=1
else
    NOBROWSER=0
fi
command -v node >/dev/null 2>&1 || { echo "web: node is missing (apt-get install nodejs npm)"; exit 1; }
if [ "$NOBROWSER" -eq 0 ] && [ ! -d tests/web/node_modules/playwright-core ]; then
    (cd tests/web && npm ci --no-audit --no-fund) || { echo "web: npm ci failed"; exit 1; }
fi
mkdir -p "$OUT"
GAMES=$(mktemp -d)
cp tests/web/fixtures/*.json "$GAMES"/   # hand-written positions (a combat one move away)
LOG="$OUT/server.log"
: >"$LOG"   # empty before the server starts (the wait below reads it)
"$PROG" serve --port 0 --dir "$GAMES" >"$LOG" 2>&1 &
PID=$!
trap 'kill "$PID" 2>/dev/null; rm -rf "$GAMES"' EXIT
i=0
while ! grep -q 'http://127.0.0.1:[0-9]*/' "$LOG" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && { echo "web: the server did not start"; cat "$LOG"; exit 1; }
    sleep 0.1
done
BASE=$(sed -n 's|.*\(http://127.0.0.1:[0-9]*\)/.*|\1|p' "$LOG" | head -n 1)
rc=0
if [ "$NOBROWSER" -eq 0 ]; then
    echo "web: the page in headless Chromium ($BASE)"
    CHROMIUM="$CHROMIUM" node tests/web/page.test.mjs "$BASE" "$OUT" || rc=1
    echo "web: the page on a phone and a tablet (device emulation)"
    CHROMIUM="$CHROMIUM" node tests/web/devices.test.mjs "$BASE" "$OUT" || rc=1
    echo "web: the page in Italian: no English name, errors in the page's language (issue 21)"
    CHROMIUM="$CHROMIUM" node tests/web/italian.test.mjs "$BASE" "$OUT" || rc=1
    echo "web: the page's findings of issue 27 (keyboard, axe-core, phone and tablet layouts)"
    CHROMIUM="$CHROMIUM" node tests/web/findings.test.mjs "$BASE" "$OUT" served || rc=1
    echo "web: your own Automa deck (the card dialogs), the shared deck, Wayfare to a home base"
    CHROMIUM="$CHROMIUM" node tests/web/deck.test.mjs "$BASE" "$OUT" served || rc=1
fi
if [ "$NOBROWSER" -eq 0 ]; then   # `automa serve --lan`: with and without the token (loopback requests only)
    LGAMES=$(mktemp -d); LLOG="$OUT/server-lan.log"; : >"$LLOG"
    "$PROG" serve --lan --port 0 --dir "$LGAMES" >"$LLOG" 2>&1 &
    LPID=$!
    i=0; while ! grep -q 'http://127.0.0.1:[0-9]*/?token=' "$LLOG" 2>/dev/null && [ $i -lt 100 ]; do i=$((i + 1)); sleep 0.1; done
    LBASE=$(sed -n 's|.*\(http://127.0.0.1:[0-9]*\)/?token=.*|\1|p' "$LLOG" | head -n 1)
    LTOKEN=$(sed -n 's|.*http://127.0.0.1:[0-9]*/?token=\([0-9a-f]*\).*|\1|p' "$LLOG" | head -n 1)
    echo "web: serve --lan in headless Chromium ($LBASE)"
    CHROMIUM="$CHROMIUM" node tests/web/lan.test.mjs "$LBASE" "$LTOKEN" "$LGAMES" "$PROG" "$OUT" || rc=1
    kill "$LPID"; wait "$LPID"; rm -rf "$LGAMES"
fi
echo "web: load test"
node tests/web/load.mjs "$BASE" "$PID" || rc=1
kill "$PID"; wait "$PID" || { echo "web: the server did not stop cleanly"; rc=1; }
trap 'rm -rf "$GAMES"' EXIT
[ "$rc" -eq 0 ] && echo "web: all passed" || echo "web: FAILED"
exit "$rc"
