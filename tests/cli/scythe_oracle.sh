#!/bin/sh
# The Scythe oracle commands (new, turn, show) and their bad-input paths: clear message on stderr,
# exit 1 (data) or 2 (usage), files unchanged.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; exit 1; }
expect() { # expect STATUS CMD...: runs CMD, checks its exit status and that stderr has one message
    want=$1; shift
    "$@" >"$D/out" 2>"$D/err"; got=$?
    [ "$got" -eq "$want" ] || { cat "$D/err"; fail "'$*' exited $got, expected $want"; }
    if [ "$want" -ne 0 ]; then [ -s "$D/err" ] || fail "'$*' printed no message"; fi
}

expect 0 "$A" scythe new --human nordic --automa rusviet --level automaszyna --seed 5 --out "$D/g.json"
grep -q '"format": "automa-scythe/1"' "$D/g.json" || fail "no format field"
cp "$D/g.json" "$D/orig.json"
# it is the human's turn: refused, file untouched
expect 1 "$A" scythe turn "$D/g.json"
grep -q "not an Automa's turn" "$D/err" || fail "no reason given"
cmp -s "$D/g.json" "$D/orig.json" || fail "file changed after a refused turn"
# hand the turn to the Automa and play it
sed 's/"current": "nordic"/"current": "rusviet"/' "$D/orig.json" >"$D/g.json"
expect 0 "$A" scythe turn "$D/g.json"
grep -q "card [0-9]*, Scheme I" "$D/out" || fail "report has no card line"
grep -q '"current": "nordic"' "$D/g.json" || fail "turn did not pass to the human"
# JSON report
sed 's/"current": "nordic"/"current": "rusviet"/' "$D/orig.json" >"$D/j.json"
expect 0 "$A" scythe turn "$D/j.json" --json
grep -q '"moves"' "$D/out" || fail "JSON report lacks moves"
# the same file and seed give the same turn
sed 's/"current": "nordic"/"current": "rusviet"/' "$D/orig.json" >"$D/k.json"
"$A" scythe turn "$D/k.json" --json >"$D/out2" 2>/dev/null
cmp -s "$D/out" "$D/out2" || fail "same position, different turn"
expect 0 "$A" scythe show "$D/g.json"
grep -q "rusviet (automaszyna)" "$D/out" || fail "show lacks the Automa"

# bad input
expect 2 "$A" scythe turn
expect 2 "$A" scythe turn "$D/g.json" --bogus
expect 2 "$A" scythe frobnicate
expect 2 "$A" scythe new --human nordic
expect 2 "$A" scythe new --human klingon --out "$D/x.json"
[ ! -e "$D/x.json" ] || fail "file written after a usage error"
expect 2 "$A" scythe new --human nordic --level hardest --out "$D/x.json"
expect 1 "$A" scythe turn "$D/missing.json"
grep -q "missing.json" "$D/err" || fail "missing file not named"
printf '{"format": "automa-scythe/1", "players": [' >"$D/bad.json"
cp "$D/bad.json" "$D/bad.orig"
expect 1 "$A" scythe turn "$D/bad.json"
grep -q "line" "$D/err" || fail "JSON error without a line"
cmp -s "$D/bad.json" "$D/bad.orig" || fail "bad file changed"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human","workers":["Z9"]},{"faction":"crimea","type":"automa"}]}' >"$D/z9.json"
expect 1 "$A" scythe turn "$D/z9.json"
grep -q "players\[0\].workers\[0\]" "$D/err" || fail "bad territory not located"
grep -q "Z9" "$D/err" || fail "bad territory not named"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human","power":17},{"faction":"crimea","type":"automa"}]}' >"$D/p.json"
expect 1 "$A" scythe turn "$D/p.json"
grep -q "players\[0\].power" "$D/err" || fail "out-of-range power not located"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa","deck":[3,3]}]}' >"$D/d.json"
expect 1 "$A" scythe turn "$D/d.json"
grep -q "twice" "$D/err" || fail "repeated card not reported"
printf '{"format":"automa-scythe/1","players":[{"faction":"nordic","type":"human","mechs":["A5","A5","A5","A5","A5"]},{"faction":"crimea","type":"automa"}]}' >"$D/m.json"
expect 1 "$A" scythe turn "$D/m.json"
grep -q "at most 4" "$D/err" || fail "too many mechs not reported"
# a full disk: /dev/full
expect 1 "$A" scythe new --human nordic --seed 1 --out /dev/full
# an unwritable folder
expect 1 "$A" scythe new --human nordic --seed 1 --out "$D/no/such/dir/g.json"
exit 0
