#!/bin/sh
# CI (issue 16): the Scythe turn engine's fast path decides exactly as the report path on 1,000,000
# real positions (every position before an Automa turn of seeded simulated games, with options,
# third players and human Togawa traps drawn per game), and the report path itself gives the
# recorded results on the first 100,000 (tests/test_scythe_fastpath.c). About 10 s on one core.
# Usage: sh scripts/ci_fastpath.sh [BUILD_DIR]      (called by .ci/run after make check)
set -eu
build=${1:-build}
t="$build/tests/test_scythe_fastpath"
[ -x "$t" ] || make --no-print-directory "$t" >/dev/null
start=$(date +%s)
AUTOMA_FASTPATH_FULL=1 "$t" || { echo "ci fastpath: FAILED"; exit 1; }
echo "ci fastpath: 1,000,000 positions, fast path = report path; report path unchanged on 100,000: ok ($(($(date +%s) - start)) s)"
