#!/bin/sh
# Runs representative commands of the automa program under valgrind memcheck, in a scratch folder,
# and fails on any memory error or any definite/indirect leak (docs/hardening.md).
# Usage: sh scripts/memcheck.sh [PROGRAM]     (make memcheck: the plain build, build/automa)
prog=${1:-build/automa}
case $prog in /*) ;; *) prog="$(pwd)/$prog" ;; esac
command -v valgrind >/dev/null 2>&1 || { echo "memcheck: valgrind is not installed" >&2; exit 1; }
[ -x "$prog" ] || { echo "memcheck: no program $prog (run make first)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
VG="valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect"
n=0
# run WANT_STATUS command...: the program must exit with WANT_STATUS and valgrind find nothing.
# Successful commands use --error-exitcode=1 (as in the brief); commands that must fail with
# status 1 use 99 for valgrind's findings, to tell them apart.
run() {
    want=$1; shift
    code=1; [ "$want" -eq 1 ] && code=99
    $VG --error-exitcode=$code --log-file=vg.log "$prog" "$@" >out.txt 2>err.txt
    rc=$?
    n=$((n + 1))
    if [ "$rc" -ne "$want" ] || [ -s vg.log ]; then
        echo "memcheck: FAILED: automa $* (exit $rc, want $want)"; cat vg.log err.txt; exit 1
    fi
    echo "  ok  automa $*"
}
run 0 scythe map
run 0 scythe map --svg map.svg
run 0 scythe new --human nordic --automa rusviet --seed 1 --out g.json
run 0 scythe show g.json
# the human sits first: hand the turn to the Automa, as a person would after playing theirs
sed 's/"current": "nordic"/"current": "rusviet"/' g.json >g2.json && mv g2.json g.json
run 0 scythe turn g.json --verbose
run 0 scythe new --player automa:rusviet:ultimaszyna --player automa:crimea --player human:nordic --combat simulated --seed 2 --out g3.json
sed 's/"current": "nordic"/"current": "rusviet"/' g3.json >g4.json && mv g4.json g3.json
run 0 scythe turn g3.json --json
run 0 scythe turn g3.json
run 0 scythe show g3.json
run 0 expeditions new --seed 1 --gap N2,N3,C2 --out e.json
run 0 expeditions turn e.json
run 0 expeditions turn e.json --json
run 0 expeditions show e.json
run 0 expeditions show e.json --json
# the companion, fed from a file (set-up wizard, moves, an Automa turn, why, undo, the end)
export AUTOMA_HISTORY="$scratch/history.db"
printf 'nordic\n\nautometta\nsimulated\n\n\n7\nmove worker A5 B5\ndone\n\nwhy\nundo\n\nset stars 6\nquit\n' >play.in
runin() {  # like run, with standard input from a file
    inp=$1; shift
    $VG --error-exitcode=1 --log-file=vg.log "$prog" "$@" <"$inp" >out.txt 2>err.txt
    rc=$?
    n=$((n + 1))
    if [ "$rc" -ne 0 ] || [ -s vg.log ]; then
        echo "memcheck: FAILED: automa $* <$inp (exit $rc)"; cat vg.log err.txt; exit 1
    fi
    echo "  ok  automa $* <$inp"
}
runin play.in scythe play p.json
run 0 history
run 0 sim scythe --games 20 --threads 2 --quiet
run 0 sim expeditions --games 20 --quiet
run 0 sim automata --seats random,greedy --games 5 --threads 2 --quiet
run 0 automata sim --seats random,random,random --games 5 --csv --quiet
# shards of one run and their merge (issue 18), and a refused accumulator
run 0 sim scythe --games 6 --threads 2 --quiet --acc s1.acc
run 0 sim scythe --games 4 --first-game 6 --quiet --acc s2.acc
run 0 sim merge --json --acc s12.acc s2.acc s1.acc
head -c 200 s2.acc >cut.acc
run 1 sim merge s1.acc cut.acc
# error paths free what they allocated too
printf '{"format": "automa-scythe/1", "players": [{"faction": "nordic", "type": "human"}, {"faction": "nordic"}]}' >bad.json
run 1 scythe turn bad.json
run 1 scythe show missing.json
printf '{"format": "automa-expeditions/1", "map": {"N3": {"corruption": [1, "x"]}}}' >bade.json
run 1 expeditions turn bade.json
echo "memcheck: $n commands, no memory errors, no leaks"
