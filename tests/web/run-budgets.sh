#!/bin/sh
# The offline page's budgets in headless Chromium (tests/web/budgets.mjs); run by `make web-bench`
# and by `make bench` when the page is built. usage: sh tests/web/run-budgets.sh [DIST]
set -u
cd "$(dirname "$0")/../.."
DIST=${1:-build/web-dist}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -f "$DIST/automa-engine.wasm" ] || { echo "web budgets: $DIST is missing: make web-dist"; exit 1; }
[ -x "$CHROMIUM" ] || { echo "web budgets: skipped (no $CHROMIUM)"; exit 0; }
command -v node >/dev/null 2>&1 || { echo "web budgets: skipped (no node)"; exit 0; }
if [ ! -d tests/web/node_modules/playwright-core ]; then
    (cd tests/web && npm ci --no-audit --no-fund) || { echo "web budgets: npm ci failed"; exit 1; }
fi
CHROMIUM="$CHROMIUM" node tests/web/budgets.mjs "$DIST"
