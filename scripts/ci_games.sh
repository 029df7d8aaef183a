#!/bin/sh
# CI: at least 100,000 seeded Scythe games and 100,000 Expeditions games on the plain (optimised)
# build, with every invariant checked after every step (automa sim ... --check), on all cores.
# Any broken invariant, refused combat or game that does not end fails the run.
# Usage: sh scripts/ci_games.sh [BUILD_DIR]      (called by .ci/run after make check)
set -eu
build=${1:-build}
automa="$build/automa"
[ -x "$automa" ] || make --no-print-directory "$automa" >/dev/null
start=$(date +%s)
fail() { echo "ci games: FAILED: $*"; exit 1; }

# Scythe: the random stand-in at each level against random factions (4 x 25,000), then the
# passive and aggressive stand-ins (10,000 each).
total=0
for spec in "autometta random 25000" "automa random 25000" "automaszyna random 25000" "ultimaszyna random 25000" \
            "automa passive 10000" "automaszyna aggressive 10000"; do
    set -- $spec
    out=$("$automa" sim scythe --check --quiet --json --level "$1" --human-bot "$2" --games "$3" \
          --human random --automa random --seed 2026) || fail "scythe $spec"
    echo "$out" | grep -q '"capped": 0,' || fail "scythe $spec: games hit the turn cap"
    total=$((total + $3))
done
echo "ci games: $total Scythe games, invariants after every step: ok"

total=0
for spec in "1 random 34000" "2 random 34000" "3 random 34000" "2 none 2000"; do
    set -- $spec
    "$automa" sim expeditions --check --quiet --level "$1" --human "$2" --games "$3" --seed 2026 >/dev/null \
        || fail "expeditions $spec"
    total=$((total + $3))
done
echo "ci games: $total Expeditions games, invariants after every step: ok"

total=0
for spec in "random,random 40000" "random,random,random 30000" "random,random,random,random 30000" "greedy,random 2000"; do
    set -- $spec
    "$automa" sim automata --check --quiet --seats "$1" --games "$2" --seed 2026 >/dev/null || fail "automata $spec"
    total=$((total + $2))
done
echo "ci games: $total Automata games, invariants after every action: ok"
echo "ci games: $(($(date +%s) - start)) s"
