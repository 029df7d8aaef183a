#!/bin/sh
# Runs every cmocka test binary and every shell test of tests/cli/ for one or more build folders,
# JOBS at a time (default: the number of cores, at least 2), shows each test's output in a fixed
# order (the order of the folders, then binaries, then scripts), names the slowest, and ends with
# one line "tests: N passed, N failed".
#
# Usage: sh tests/run.sh BUILD[:san] ...     e.g. sh tests/run.sh build build-asan:san
#   ":san" marks a folder built with SAN=1 (the shell tests get SAN=1, as install.sh needs).
#   Exit status 1 if anything failed. JOBS=1 runs one test at a time.
[ $# -gt 0 ] || set -- build
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
[ "$jobs" -ge 2 ] 2>/dev/null || jobs=2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The list of jobs, one per line: "N KIND BUILD SAN PATH" (N orders the output).
n=0
for spec in "$@"; do
    build=${spec%%:*}
    san=""; [ "$spec" != "$build" ] && san=1
    for t in "$build"/tests/test_*; do
        [ -x "$t" ] || continue
        n=$((n + 1)); echo "$n bin $build ${san:--} $t"
    done
    for s in "$root"/tests/cli/*.sh; do
        [ -f "$s" ] || continue
        n=$((n + 1)); echo "$n sh $build ${san:--} tests/cli/${s##*/}"
    done
done >"$work/list"

# One job: its output into N.log, its exit status into N.rc, its wall time (s) into N.time.
cat >"$work/one.sh" <<'EOF'
work=$1 n=$2 kind=$3 build=$4 san=$5 path=$6
[ "$san" = - ] && san=""
start=$(date +%s.%N)
if [ "$kind" = bin ]; then
    "$path" >"$work/$n.log" 2>&1
else
    scratch=$(mktemp -d)
    AUTOMA_HISTORY="${AUTOMA_HISTORY:-$scratch/history.db}" AUTOMA="$build/automa" SCRATCH="$scratch" \
        LOCALEDIR="$build/locale" SAN="$san" sh "$path" >"$work/$n.log" 2>&1 </dev/null
    rc=$?
    rm -rf "$scratch"
    (exit $rc)
fi
echo $? >"$work/$n.rc"
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f\n", b - a }' >"$work/$n.time"
EOF
cut -d' ' -f1-5 "$work/list" | xargs -P "$jobs" -L 1 sh "$work/one.sh" "$work"

passed=0
failed=0
failed_names=""
while read -r i kind build san path; do
    rc=$(cat "$work/$i.rc" 2>/dev/null || echo 1)
    name="$path"; [ "$kind" = sh ] && name="$path ($build)"
    if [ "$kind" = bin ]; then
        cat "$work/$i.log"
        p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test(s)\./\1/p' "$work/$i.log" | tail -n 1)
        f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test(s), listed below:/\1/p' "$work/$i.log" | tail -n 1)
        passed=$((passed + ${p:-0}))
        if [ "$rc" -ne 0 ] || [ -n "$f" ]; then
            failed=$((failed + ${f:-1})); failed_names="$failed_names $name"
        fi
    elif [ "$rc" -eq 0 ]; then
        passed=$((passed + 1)); echo "[       OK ] $name"
    else
        failed=$((failed + 1)); failed_names="$failed_names $name"
        cat "$work/$i.log"; echo "[  FAILED  ] $name"
    fi
    echo "$(cat "$work/$i.time" 2>/dev/null || echo 0) $name" >>"$work/times"
done <"$work/list"
echo "($*, $jobs at a time) slowest:"
sort -rn "$work/times" | head -n 5 | awk '{ t = $1; sub(/^[^ ]* /, ""); printf "  %5.1f s  %s\n", t, $0 }'
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || { echo "failing:$failed_names"; exit 1; }
