#!/bin/sh
# The Automa's last turn is kept with the game (issue 19): `automa scythe turn` saves its report in
# the file ("last_report"), the companion's `why` shows every candidate and tie-breaker of it after a
# resume, an old file without the field still loads, and a broken hand-written report is refused
# with its path, the file left as it was.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
has() { grep -q -- "$1" "$D/out" || fail "output lacks: $1"; }
export AUTOMA_HISTORY="$D/history.db"

cat >"$D/g.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"crimea",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","character":"G4","workers":["H4"]}]}
JSON
cp "$D/g.json" "$D/old.json"
"$A" scythe turn "$D/g.json" >"$D/turn.out" 2>&1 || { cat "$D/turn.out"; fail "turn failed"; }
grep -q '"last_report"' "$D/g.json" || fail "the turn's report was not saved with the game"
grep -q '"candidates"' "$D/g.json" || fail "the saved report has no candidates"

# a resume: `why` tells the saved turn in full (candidates), not "has not played yet"
printf 'why\nquit\n' >"$D/in"
"$A" scythe play "$D/g.json" <"$D/in" >"$D/out" 2>&1 || fail "resume failed"
has "Candidates:"
has "Fn = distance to the Factory"
grep -q "has not played yet" "$D/out" && fail "why forgot the saved turn"

# an old file (no last_report) loads; why says there is none
printf 'why\nquit\n' >"$D/in"
"$A" scythe play "$D/old.json" <"$D/in" >"$D/out" 2>&1 || fail "an old file did not load"
has "has not played yet in this game"

# a broken report is refused with its path; the file is unchanged
sed 's/"symbol": "[a-z-]*"/"symbol": "teleport"/' "$D/g.json" >"$D/bad.json"
grep -q teleport "$D/bad.json" || fail "test setup: no symbol to break"
cp "$D/bad.json" "$D/bad.before"
"$A" scythe turn "$D/bad.json" >"$D/out" 2>&1 && fail "a broken last_report was accepted"
has "last_report.moves\[0\].symbol"
cmp -s "$D/bad.json" "$D/bad.before" || fail "the refused file was changed"
exit 0
