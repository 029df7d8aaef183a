#!/bin/sh
# Shards that add up to one run (issue 18, docs/simulation.md "Beyond one machine"): for each game,
# uneven shards (--first-game K --games N --acc FILE) on various thread counts, merged in shuffled
# order, give the single run's summary and --json byte for byte (the timing aside), their CSVs
# concatenate to the single run's CSV; a merge of merges too. Bad accumulators are refused with the
# file and the field named, a non-zero status, and no output file.
set -u
fail() { echo "FAIL: $*"; exit 1; }
S="$SCRATCH"
A="$AUTOMA"
# the wall time and thread count are the only things a shard may change
norm() {
    sed -e 's/, [0-9]* threads, [0-9.]* s\./, T threads, S s./' \
        -e 's/"threads": [0-9]*, "seconds": [0-9.]*/"threads": T, "seconds": S/' \
        -e 's/"seconds": [0-9.]*}/"seconds": S}/' -e '/^speed: /d' "$1"
}
same() {  # same FILE1 FILE2 WHAT
    norm "$1" >"$S/n1"; norm "$2" >"$S/n2"
    cmp -s "$S/n1" "$S/n2" || { diff "$S/n1" "$S/n2" | head -n 20; fail "$3"; }
}

# check GAME "OPTIONS" TOTAL "K1:N1:T1 K2:N2:T2 ..." "order of the shards to merge (indices)"
check() {
    game=$1; opts=$2; total=$3; shards=$4; order=$5
    # shellcheck disable=SC2086
    "$A" sim $game $opts --games "$total" --threads 2 --quiet >"$S/one.txt" || fail "$game: single run"
    # shellcheck disable=SC2086
    "$A" sim $game $opts --games "$total" --threads 1 --quiet --json >"$S/one.json" || fail "$game: single --json"
    # shellcheck disable=SC2086
    "$A" sim $game $opts --games "$total" --threads 2 --quiet --csv >"$S/one.csv" || fail "$game: single --csv"
    rm -f "$S"/sh_*.acc "$S"/sh_*.csv
    i=0
    for spec in $shards; do
        k=${spec%%:*}; rest=${spec#*:}; n=${rest%%:*}; t=${rest#*:}
        # shellcheck disable=SC2086
        "$A" sim $game $opts --first-game "$k" --games "$n" --threads "$t" --quiet --csv --acc "$S/sh_$i.acc" \
            >"$S/sh_$i.csv" || fail "$game: shard $spec"
        i=$((i + 1))
    done
    : >"$S/cat.csv"
    j=0
    while [ $j -lt $i ]; do cat "$S/sh_$j.csv" >>"$S/cat.csv"; j=$((j + 1)); done
    cmp -s "$S/one.csv" "$S/cat.csv" || fail "$game: the shards' CSVs do not concatenate to the single run's"
    files=""
    for j in $order; do files="$files $S/sh_$j.acc"; done
    # shellcheck disable=SC2086
    "$A" sim merge $files >"$S/m.txt" || fail "$game: merge"
    same "$S/one.txt" "$S/m.txt" "$game: the merged summary differs from the single run's"
    # shellcheck disable=SC2086
    "$A" sim merge --json $files >"$S/m.json" || fail "$game: merge --json"
    same "$S/one.json" "$S/m.json" "$game: the merged JSON differs from the single run's"
    # a merge of merges: the first two shards (given in reverse), then the rest
    first2="$S/sh_1.acc $S/sh_0.acc"
    rest=""; j=2
    while [ $j -lt $i ]; do rest="$S/sh_$j.acc $rest"; j=$((j + 1)); done
    # shellcheck disable=SC2086
    "$A" sim merge --acc "$S/part.acc" $first2 >/dev/null || fail "$game: merge --acc"
    # shellcheck disable=SC2086
    "$A" sim merge --json $rest "$S/part.acc" >"$S/mm.json" || fail "$game: merge of a merge"
    same "$S/one.json" "$S/mm.json" "$game: a merge of merges differs from the single run"
}

check scythe "--seed 7 --human random --automa random --human-bot random" 400 \
    "0:1:1 1:150:2 151:37:3 188:212:2" "2 0 3 1"
check scythe "--seed 11 --level ultimaszyna --human-bot aggressive --check" 150 "0:60:1 60:1:1 61:89:2" "1 2 0"
check expeditions "--seed 5 --level 3" 1500 "0:700:2 700:1:1 701:799:3" "2 1 0"
check expeditions "--seed 9 --level 1 --human none --glory-adjust 1" 400 "0:13:1 13:387:2" "1 0"
check automata "--seed 3 --seats random,greedy,random" 300 "0:99:2 99:2:1 101:199:3" "1 2 0"
check automata "--seed 4 --seats random,random,random,random" 500 "0:1:1 1:250:2 251:249:2" "2 0 1"

# a shard alone: game K has its seed of the whole run (Scythe: the CSV row of game 5 is the replay's)
"$A" sim scythe --seed 9 --human-bot random --first-game 5 --games 3 --csv --quiet >"$S/k.csv" || fail "shard csv"
[ "$(wc -l <"$S/k.csv")" -eq 3 ] || fail "a shard from game 5 has no CSV header and one row per game"
"$A" scythe replay --master 9 --game 5 --human-bot random | tail -n 1 >"$S/r5" || fail "replay game 5"
[ "$(head -n 1 "$S/k.csv")" = "$(cat "$S/r5")" ] || fail "shard game 5 is not game 5 of the run"
"$A" sim scythe --seed 9 --first-game 5 --games 3 --quiet | grep -q "Games 5 to 7 of the run" || fail "shard summary"
"$A" sim automata --seats random,greedy --seed 10 --first-game 20 --games 5 --quiet | grep -q "seeds 30..34" \
    || fail "automata shard: seeds of the whole run"

# ---- refused accumulators: the file and the field named, a non-zero status, no file written ----
refuse() {  # refuse "MESSAGE PATTERN" WHAT FILE...
    pat=$1; what=$2; shift 2
    rm -f "$S/out.acc"
    "$A" sim merge --acc "$S/out.acc" "$@" >"$S/out" 2>"$S/err" && fail "$what: accepted"
    grep -q -- "$pat" "$S/err" || { cat "$S/err"; fail "$what: the message does not say '$pat'"; }
    [ -s "$S/out" ] && fail "$what: printed a summary"
    [ -e "$S/out.acc" ] && fail "$what: wrote --acc"
    return 0
}
B="$S/b"
mkdir -p "$B"
"$A" sim scythe --seed 2 --games 30 --quiet --acc "$B/s1" >/dev/null || fail "s1"
"$A" sim scythe --seed 2 --first-game 30 --games 20 --quiet --acc "$B/s2" >/dev/null || fail "s2"
"$A" sim scythe --seed 2 --first-game 50 --games 10 --quiet --acc "$B/s3" >/dev/null || fail "s3"
"$A" sim merge "$B/s3" "$B/s1" "$B/s2" >/dev/null || fail "good shards refused"
sed 's/"version": 1,/"version": 2,/' "$B/s2" >"$B/v2"
refuse "$B/v2: version: 2" "wrong version" "$B/s1" "$B/v2"
"$A" sim scythe --seed 2 --first-game 30 --games 20 --quiet --level automaszyna --acc "$B/lvl" >/dev/null || fail "lvl"
refuse "$B/lvl: settings.level differs" "another level" "$B/s1" "$B/lvl"
"$A" sim scythe --seed 3 --first-game 30 --games 20 --quiet --acc "$B/seed" >/dev/null || fail "seed"
refuse "$B/seed: settings.seed differs" "another seed" "$B/s1" "$B/seed"
"$A" sim scythe --seed 2 --first-game 25 --games 25 --quiet --acc "$B/ovl" >/dev/null || fail "ovl"
refuse "overlap (games 0-29 and 25-49)" "overlapping ranges" "$B/ovl" "$B/s1"
refuse "$B/s1 and $B/s3: first_game/games leave games 30-49 in no file" "a missing range" "$B/s3" "$B/s1"
head -c 300 "$B/s2" >"$B/cut"
refuse "$B/cut: not a JSON accumulator" "a cut file" "$B/s1" "$B/cut"
sed 's/"bins": \[\([0-9]*\), /"bins": [\1, 1, /' "$B/s2" >"$B/bins"
refuse "$B/bins: acc.turns_to_first_star.bins" "a histogram that does not add up" "$B/s1" "$B/bins"
sed -e 's/"games": 20,/"games": 21,/' -e 's/"played": 20,/"played": 21,/' "$B/s2" >"$B/cnt"
refuse "$B/cnt: acc.turns_to_first_star: n + never is 20, not the 21 games" "counts that disagree" "$B/s1" "$B/cnt"
"$A" sim expeditions --seed 2 --first-game 30 --games 20 --quiet --acc "$B/exp" >/dev/null || fail "exp"
refuse "$B/exp: game: expeditions" "another game" "$B/s1" "$B/exp"
"$A" sim expeditions --seed 2 --games 30 --quiet --glory-adjust 1 --acc "$B/e1" >/dev/null || fail "e1"
refuse "$B/exp: settings.glory_adjust differs" "another glory adjustment" "$B/e1" "$B/exp"
# another card table: the first Arm's sum (the first Head must stay sum 6 / 0 gears, R-AT-15)
"$A" automata cards | sed '0,/"sum": 5,/s//"sum": 6,/' >"$B/cards.json"
"$A" sim automata --seats random,greedy --games 10 --quiet --acc "$B/a1" >/dev/null || fail "a1"
"$A" sim automata --seats random,greedy --first-game 10 --games 10 --cards "$B/cards.json" --quiet --acc "$B/a2" \
    >/dev/null || fail "a2"
refuse "$B/a2: settings.rules.cards\[5\].sum differs" "other cards" "$B/a1" "$B/a2"
printf '{"format": "something else"}' >"$B/other"
refuse "$B/other: format" "not an accumulator" "$B/other"
refuse "no such file\|$B/none" "a missing file" "$B/s1" "$B/none"
"$A" sim merge 2>/dev/null && fail "merge without files"
"$A" sim scythe --games 5 --first-game -1 2>/dev/null && fail "--first-game -1"
"$A" sim scythe --games 5 --mpi 2>"$S/err" && fail "--mpi in the plain build"
grep -q "make mpi" "$S/err" || fail "--mpi: the message says how to build it"

# a failed game ends the merged run where it ends a single run: the shards after it add nothing
sed -n '/"settings"/,/"first_game"/p' "$B/s2" | sed '$d' >"$B/settings"
{
    printf '{\n  "format": "automa-sim-accumulator", "version": 1, "game": "scythe",\n'
    cat "$B/settings"
    printf '  "first_game": 30, "games": 20, "played": 4, "failed_game": 34, "error": "boom",\n'
    printf '  "seconds": 0, "threads": 1, "acc": '
    "$A" sim scythe --seed 2 --first-game 30 --games 4 --quiet --acc "$B/four" >/dev/null || fail "four"
    sed -n '/"acc"/,$p' "$B/four" | sed '1s/.*"acc": //'
} >"$B/failed"
rm -f "$S/out.acc"
"$A" sim merge --acc "$S/out.acc" "$B/s3" "$B/failed" "$B/s1" >"$S/out" 2>"$S/err" && fail "a failed game: status 0"
grep -q "sim: game 34 failed after 34 good games: boom" "$S/err" || { cat "$S/err"; fail "a failed game: message"; }
[ -s "$S/out" ] && fail "a failed game: printed a summary"
# the merged accumulator carries the failure (to be merged again), with games 0-33 summed
grep -q '"failed_game": 34,' "$S/out.acc" || fail "a failed game: not in the merged accumulator"
grep -q '"played": 34,' "$S/out.acc" || fail "a failed game: the merged accumulator sums games 0-33"

# a real failure: Expeditions decision cards that never advance the Automa, no stand-in: no game ends
# (game 0 of every shard fails). The merge reports the single run's failure, and only its games.
printf '{"cards": [' >"$B/stuck.json"
for id in 1 2 3 4; do printf '{"id": %d, "north": {"distance": 0}, "central": {"distance": 0}}, ' $id >>"$B/stuck.json"; done
printf '{"id": 5, "north": {"distance": 0}, "central": {"distance": 0}}]}\n' >>"$B/stuck.json"
"$A" sim expeditions --cards "$B/stuck.json" --human none --games 6 --quiet 2>"$B/err1" && fail "a game that does not end"
"$A" sim expeditions --cards "$B/stuck.json" --human none --games 2 --quiet --acc "$B/f1" 2>/dev/null && fail "f1"
"$A" sim expeditions --cards "$B/stuck.json" --human none --games 4 --first-game 2 --quiet --acc "$B/f2" 2>"$B/err2" \
    && fail "f2"
grep -q "game 2 failed: a game did not end" "$B/err2" || fail "a shard's failure names its global game"
grep -q '"failed_game": 2,' "$B/f2" || fail "the shard's accumulator records the failed game"
"$A" sim merge "$B/f2" "$B/f1" >"$S/out" 2>"$B/err3" && fail "merge of failed shards: status 0"
cmp -s "$B/err1" "$B/err3" || fail "merge of failed shards: not the single run's message: $(cat "$B/err3")"
[ -s "$S/out" ] && fail "merge of failed shards printed a summary"
exit 0
