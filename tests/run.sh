#!/bin/sh
# Runs every cmocka test binary of a build folder and every shell test in tests/cli/,
# shows their output, and ends with one line "tests: N passed, N failed".
# Usage: sh tests/run.sh BUILD_DIR     (exit status 1 if anything failed)
build=${1:-build}
passed=0
failed=0
failed_names=""
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for t in "$build"/tests/test_*; do
    [ -x "$t" ] || continue
    "$t" >"$log" 2>&1
    rc=$?
    cat "$log"
    p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test(s)\./\1/p' "$log" | tail -n 1)
    f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test(s), listed below:/\1/p' "$log" | tail -n 1)
    passed=$((passed + ${p:-0}))
    if [ "$rc" -ne 0 ] || [ -n "$f" ]; then
        failed=$((failed + ${f:-1}))
        failed_names="$failed_names $(basename "$t")"
    fi
done
# Shell-level tests of the automa program: each script gets the program path and a scratch folder.
for s in tests/cli/*.sh; do
    [ -f "$s" ] || continue
    scratch=$(mktemp -d)
    if AUTOMA_HISTORY="${AUTOMA_HISTORY:-$scratch/history.db}" AUTOMA="$build/automa" SCRATCH="$scratch" LOCALEDIR="$build/locale" sh "$s" >"$log" 2>&1; then
        passed=$((passed + 1)); echo "[       OK ] $s"
    else
        failed=$((failed + 1)); failed_names="$failed_names $s"
        cat "$log"; echo "[  FAILED  ] $s"
    fi
    rm -rf "$scratch"
done
echo "($build)"; echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || { echo "failing:$failed_names"; exit 1; }
