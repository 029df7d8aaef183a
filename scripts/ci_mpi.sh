#!/bin/sh
# CI (issue 18): the MPI build (`make mpi`, Debian's OpenMPI) gives the single process's results bit
# for bit. For each game, `mpirun -np 2 --oversubscribe build/automa-mpi sim ...` against
# `build/automa sim ...` with the same options: the summary and --json (the wall time and thread
# count aside) and the CSV byte for byte; 3 ranks for one of them (uneven slices). About a minute.
# Usage: sh scripts/ci_mpi.sh            (called by .ci/run)
set -eu
cd "$(dirname "$0")/.."
make --no-print-directory -j2 >/dev/null
make --no-print-directory mpi >/dev/null
A=build/automa
M=build/automa-mpi
root=""; [ "$(id -u)" -eq 0 ] && root="--allow-run-as-root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "ci mpi: FAILED: $*"; exit 1; }
norm() {
    sed -e 's/, [0-9]* threads, [0-9.]* s\./, T threads, S s./' \
        -e 's/"threads": [0-9]*, "seconds": [0-9.]*/"threads": T, "seconds": S/' \
        -e 's/"seconds": [0-9.]*}/"seconds": S}/' -e '/^speed: /d' "$1"
}
start=$(date +%s)
# compare NP GAME OPTIONS...
compare() {
    np=$1; shift
    for mode in "" --json --csv; do
        # shellcheck disable=SC2086
        "$A" sim "$@" --quiet $mode >"$tmp/one" || fail "single process: $* $mode"
        # shellcheck disable=SC2086
        mpirun -np "$np" --oversubscribe $root "$M" sim "$@" --threads 1 --quiet $mode >"$tmp/mpi" \
            || fail "mpirun -np $np: $* $mode"
        norm "$tmp/one" >"$tmp/a"; norm "$tmp/mpi" >"$tmp/b"
        cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b" | head -n 20; fail "-np $np differs: $* $mode"; }
    done
    echo "ci mpi: -np $np = one process: $*"
}
compare 2 scythe --games 3000 --seed 2026 --human random --automa random --human-bot random
compare 3 scythe --games 1001 --seed 7 --level ultimaszyna --human-bot aggressive --check
compare 2 expeditions --games 20000 --seed 2026 --level 3
compare 2 automata --games 3000 --seed 2026 --seats random,greedy,random
# the run's accumulator written by rank 0 merges like a shard's
mpirun -np 2 --oversubscribe $root "$M" sim expeditions --games 500 --seed 3 --first-game 500 --quiet \
    --acc "$tmp/hi.acc" >/dev/null || fail "mpirun --acc"
"$A" sim expeditions --games 500 --seed 3 --quiet --acc "$tmp/lo.acc" >/dev/null || fail "shard --acc"
"$A" sim merge --json "$tmp/hi.acc" "$tmp/lo.acc" >"$tmp/m" || fail "merge of an MPI run and a shard"
"$A" sim expeditions --games 1000 --seed 3 --quiet --json >"$tmp/one" || fail "single 1000"
cmp -s "$tmp/m" "$tmp/one" || fail "an MPI run's accumulator does not merge into the single run"
# a failing game (decision cards that never advance the Automa: no game ends): the same message and
# status as one process, from whichever rank holds the lowest failing game
printf '{"cards": [' >"$tmp/stuck.json"
for id in 1 2 3 4; do printf '{"id": %d, "north": {"distance": 0}, "central": {"distance": 0}}, ' $id >>"$tmp/stuck.json"; done
printf '{"id": 5, "north": {"distance": 0}, "central": {"distance": 0}}]}\n' >>"$tmp/stuck.json"
"$A" sim expeditions --cards "$tmp/stuck.json" --human none --games 8 --first-game 3 --quiet 2>"$tmp/e1" \
    && fail "one process: a game that does not end"
mpirun -np 2 --oversubscribe $root "$M" sim expeditions --cards "$tmp/stuck.json" --human none --games 8 \
    --first-game 3 --quiet 2>"$tmp/e2" >/dev/null && fail "mpirun: a game that does not end"
grep -q "$(cat "$tmp/e1")" "$tmp/e2" || fail "mpirun: not the single process's failure: $(head -n 1 "$tmp/e2")"
echo "ci mpi: ok ($(( $(date +%s) - start )) s)"
