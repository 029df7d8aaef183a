#!/bin/sh
# Guarantee 4 (docs/hardening.md): every finished game is in the history exactly once. A game
# ended, undone and ended again (three times) is one row; a game whose row could not be written
# when it ended (the history unreachable, as after a kill between the save and the insert) is
# recorded the next time it is opened, and only once however often it is opened; the same when the
# history was locked by another program when the game ended.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
export AUTOMA_HISTORY="$SCRATCH/history.db"
rows() { sqlite3 "$AUTOMA_HISTORY" 'SELECT COUNT(*) FROM games' 2>/dev/null || echo 0; }
new_game() {
    cat >"$1" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"nordic",
 "players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa"}]}
JSON
}

# 1. stars 6 / undo, three times, then quit: one row
new_game "$SCRATCH/a.json"
printf 'set stars 6\nundo\nset stars 6\nundo\nset stars 6\nundo\nredo\nquit\n' >"$SCRATCH/in"
"$AUTOMA" scythe play "$SCRATCH/a.json" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 || fail "play a"
grep -q '"game_over": true' "$SCRATCH/a.json" || fail "game a is not over"
[ "$(rows)" = 1 ] || fail "game a ended three times: $(rows) rows in the history, not 1"
# opened again (companion, show, score): still one row
printf 'quit\n' | "$AUTOMA" scythe play "$SCRATCH/a.json" >/dev/null 2>&1
"$AUTOMA" scythe show "$SCRATCH/a.json" >/dev/null || fail "show a"
"$AUTOMA" scythe score "$SCRATCH/a.json" >/dev/null || fail "score a"
[ "$(rows)" = 1 ] || fail "game a opened again: $(rows) rows, not 1"

# 2. the history cannot be written when game b ends (the path's folder does not exist): the game
#    is saved, not recorded; opened again with the history back, it is recorded once
new_game "$SCRATCH/b.json"
printf 'set stars 6\nquit\n' >"$SCRATCH/in"
AUTOMA_HISTORY="$SCRATCH/missing/history.db" "$AUTOMA" scythe play "$SCRATCH/b.json" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 ||
    fail "play b"
grep -q "Could not record the game in the history" "$SCRATCH/out" || fail "the failed record was not reported"
[ "$(rows)" = 1 ] || fail "b: $(rows) rows before it is opened again"
"$AUTOMA" scythe show "$SCRATCH/b.json" >/dev/null || fail "show b"
[ "$(rows)" = 2 ] || fail "b opened again is not recorded: $(rows) rows, not 2"
"$AUTOMA" scythe show "$SCRATCH/b.json" >/dev/null
printf 'quit\n' | "$AUTOMA" scythe play "$SCRATCH/b.json" >/dev/null 2>&1
[ "$(rows)" = 2 ] || fail "b opened three times: $(rows) rows, not 2"
ids=$(sqlite3 "$AUTOMA_HISTORY" 'SELECT COUNT(DISTINCT game_id) FROM games' 2>/dev/null)
[ "$ids" = 2 ] || fail "the rows do not carry the two games' ids ($ids)"

# 3. a copy of a finished file is the same game (same id): no new row
cp "$SCRATCH/b.json" "$SCRATCH/b-copy.json"
"$AUTOMA" scythe show "$SCRATCH/b-copy.json" >/dev/null
[ "$(rows)" = 2 ] || fail "a copy of game b made a new row"
"$AUTOMA" history >"$SCRATCH/out" 2>&1 || fail "history"
[ "$(grep -c 'nordic' "$SCRATCH/out")" -ge 2 ] || fail "history does not list the games: $(cat "$SCRATCH/out")"
# 4. the history locked by another program when game c ends (longer than the 5 s busy wait): not
#    recorded then, recorded once it is opened again
new_game "$SCRATCH/c.json"
python3 - "$AUTOMA_HISTORY" "$SCRATCH/locked" <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
open(sys.argv[2], "w").write("1")
time.sleep(7)
db.execute("ROLLBACK")
PY
LOCKER=$!
i=0; while [ ! -s "$SCRATCH/locked" ] && [ $i -lt 50 ]; do i=$((i + 1)); sleep 0.1; done
printf 'set stars 6\nquit\n' | "$AUTOMA" scythe play "$SCRATCH/c.json" >"$SCRATCH/out" 2>&1 || fail "play c"
grep -q "Could not record the game in the history" "$SCRATCH/out" || fail "c: the locked history was not reported"
wait "$LOCKER"
[ "$(rows)" = 2 ] || fail "c: $(rows) rows while the history was locked"
"$AUTOMA" scythe score "$SCRATCH/c.json" >/dev/null || fail "score c"
[ "$(rows)" = 3 ] || fail "c opened after the lock is not recorded: $(rows) rows, not 3"
[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "all checks passed"
