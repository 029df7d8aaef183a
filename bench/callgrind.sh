#!/bin/sh
# Instructions per Automa turn and per simulated game, counted by valgrind --tool=callgrind (the
# stable figure on a shared machine: wall-clock times move with the load, instruction counts do
# not). Only the named function's calls are counted (--toggle-collect), so the set-up and the
# state copies around them are not.
#   - Scythe turn: every position of the corpus (bench/scythe_corpus.h) once; --dump-after writes
#     one count per turn, from which the median, p10 and p90 (without and with the report), and the
#     median and p90 of each level's turns (without the report).
#   - whole Scythe games per stand-in, Expeditions turns and games, Automata games per seat count.
# Prints one `BENCH <name> <value> <unit>` line per figure (docs/performance.md).
# Usage: sh bench/callgrind.sh [BUILD_DIR]   (make bench runs it with build-bench)
set -u
dir=${1:-build-bench}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind: valgrind is not installed; skipped"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# run BINARY FUNCTION ARGS... -> prints the instructions collected inside FUNCTION
run() {
    bin=$1; fn=$2; shift 2
    valgrind --tool=callgrind --callgrind-out-file="$tmp/out" --toggle-collect="$fn" "$dir/bench/$bin" "$@" \
        >"$tmp/stdout" 2>"$tmp/stderr" || { cat "$tmp/stderr"; exit 1; }
    sed -n 's/^totals: *//p;s/^summary: *//p' "$tmp/out" | head -n 1
}
per() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", a / b }'; }

# per-turn counts over the corpus: MODE (turn|report) NAME
turns() {
    rm -rf "$tmp/d" && mkdir "$tmp/d"
    valgrind --tool=callgrind --callgrind-out-file="$tmp/d/cg" --collect-atstart=no --toggle-collect=bench_turn \
        --dump-after=bench_turn "$dir/bench/bench_scythe" --callgrind "$1" >"$tmp/stdout" 2>"$tmp/stderr" \
        || { cat "$tmp/stderr"; exit 1; }
    # one count per turn, in the order of the turns (cg.1, cg.2, ...: the corpus order)
    ls "$tmp"/d | sed -n 's/^cg\.\([0-9][0-9]*\)$/\1/p' | sort -n | sed "s|^|$tmp/d/cg.|" |
        xargs awk '/^summary:/ { print $2 }' >"$tmp/ordered"
    sort -n "$tmp/ordered" >"$tmp/counts"
    awk -v name="$2" -v what="$3" '{ a[NR] = $1; s += $1 }
        END {
            p10 = a[int(0.1 * (NR - 1)) + 1]; med = a[int(0.5 * (NR - 1)) + 1]; p90 = a[int(0.9 * (NR - 1)) + 1]
            printf "callgrind: scythe Automa turn, %s: median %d, p10 %d, p90 %d, mean %.0f, max %d instructions (%d corpus positions)\n",
                what, med, p10, p90, s / NR, a[NR], NR
            printf "BENCH %s_instr_median %d instr\nBENCH %s_instr_p10 %d instr\nBENCH %s_instr_p90 %d instr\nBENCH %s_instr_mean %.0f instr\n",
                name, med, name, p10, name, p90, name, s / NR
        }' "$tmp/counts"
}
turns turn scythe_turn "no report"
# the same turns by the level of the Automa that plays (issue 31: each level has its own target);
# bench_scythe prints the level of each position in the order of the turns
sed -n 's/^level //p' "$tmp/stdout" | paste -d ' ' - "$tmp/ordered" >"$tmp/bylevel"
for level in autometta automa automaszyna ultimaszyna; do
    awk -v l="$level" '$1 == l { print $2 }' "$tmp/bylevel" | sort -n | awk -v l="$level" '{ a[NR] = $1 }
        END {
            if (NR == 0) exit
            med = a[int(0.5 * (NR - 1)) + 1]; p90 = a[int(0.9 * (NR - 1)) + 1]
            printf "callgrind: scythe Automa turn at level %s, no report: median %d, p90 %d instructions (%d positions)\n", l, med, p90, NR
            printf "BENCH scythe_turn_instr_median_%s %d instr\nBENCH scythe_turn_instr_p90_%s %d instr\n", l, med, l, p90
        }'
done
turns report scythe_report_turn "with the report"

for bot in passive aggressive random; do
    g=300
    ir=$(run bench_sim scy_sim_play --callgrind $bot $g)
    t=$(sed -n 's/^automa_turns //p' "$tmp/stdout")
    echo "callgrind: scythe whole game vs $bot: $(per "$ir" $g) instructions/game ($(per "$t" $g) Automa turns/game, $(per "$ir" "$t") instructions per Automa turn incl. the stand-in)"
    echo "BENCH scythe_game_instr_$bot $(per "$ir" $g) instr"
done
n=2000   # turns per fixed position (3 positions)
ir=$(run bench_sim exp_automa_turn --callgrind exp-turn $n)
echo "callgrind: expeditions Automa turn: $(per "$ir" $((3 * n))) instructions/turn"
echo "BENCH expeditions_turn_instr $(per "$ir" $((3 * n))) instr"
g=1000
ir=$(run bench_sim exp_sim_game --callgrind exp-game $g)
echo "callgrind: expeditions whole game: $(per "$ir" $g) instructions/game"
echo "BENCH expeditions_game_instr $(per "$ir" $g) instr"
for seats in 2 3 4; do
    g=300
    ir=$(run bench_automata bench_atm_game --callgrind $seats $g)
    echo "callgrind: automata whole game, $seats random seats (as automa sim): $(per "$ir" $g) instructions/game"
    echo "BENCH automata${seats}_game_instr $(per "$ir" $g) instr"
done
g=20   # the every-rule greedy in both seats of a 2-player game (issue 31: <= 12.5 M, the same choices)
ir=$(run bench_automata bench_atm_game --callgrind 2 $g greedy)
echo "callgrind: automata whole game, 2 greedy seats (as automa sim): $(per "$ir" $g) instructions/game"
echo "BENCH automata_greedy_game_instr $(per "$ir" $g) instr"
