#!/bin/sh
# Instructions per Automa turn and per simulated game, counted by valgrind --tool=callgrind (the
# stable figure on a shared machine: wall-clock times move with the load, instruction counts do
# not). Only the named function's calls are counted (--toggle-collect), so the set-up and the
# state copies around them are not. Usage: sh bench/callgrind.sh [BENCH_BINARY]   (make bench runs it)
set -u
bin=${1:-build-bench/bench/bench_sim}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind: valgrind is not installed; skipped"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# run MODE COUNT FUNCTION -> prints the instructions collected inside FUNCTION
run() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/out" --toggle-collect="$3" "$bin" --callgrind "$1" "$2" \
        >"$tmp/stdout" 2>"$tmp/stderr" || { cat "$tmp/stderr"; exit 1; }
    sed -n 's/^totals: *//p;s/^summary: *//p' "$tmp/out" | head -n 1
}
per() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", a / b }'; }

n=2000   # turns per fixed position (2 positions)
ir=$(run turn $n scy_automa_turn)
echo "callgrind: scythe Automa turn, no report: $(per "$ir" $((2 * n))) instructions/turn (mean of $((2 * n)) turns on 2 fixed positions)"
ir=$(run report $n scy_automa_turn)
echo "callgrind: scythe Automa turn, with the report: $(per "$ir" $((2 * n))) instructions/turn"
for bot in passive aggressive random; do
    g=300
    ir=$(run $bot $g scy_sim_play)
    turns=$(sed -n 's/^automa_turns //p' "$tmp/stdout")
    echo "callgrind: scythe whole game vs $bot: $(per "$ir" $g) instructions/game ($(per "$turns" $g) Automa turns/game, $(per "$ir" "$turns") instructions per Automa turn incl. the stand-in)"
done
n=2000   # turns per fixed position (3 positions)
ir=$(run exp-turn $n exp_automa_turn)
echo "callgrind: expeditions Automa turn: $(per "$ir" $((3 * n))) instructions/turn"
g=1000
ir=$(run exp-game $g exp_sim_game)
echo "callgrind: expeditions whole game: $(per "$ir" $g) instructions/game"
