#!/bin/sh
# Issue 28 item 13: copies of a game file get their own history rows, and undoing the end of a game
# removes its row. Before: `cp a.json b.json`, both finished, left one row (the second score
# replaced the first: one id for two games); a game whose end was undone (abandoned, or finished
# otherwise later) still counted in the win rates.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -20 "$D/out"; exit 1; }
export AUTOMA_HISTORY="$D/history.db"
rows() { sqlite3 "$AUTOMA_HISTORY" 'SELECT COUNT(*) FROM games' 2>/dev/null || echo 0; }
id_of() { sed -n 's/.*"store": {"id": "\([0-9a-f]*\)".*/\1/p' "$1" | head -1; }
play() { printf "$2" | "$A" scythe play "$1" >"$D/out" 2>&1 || fail "play $1"; }
cat >"$D/a.json" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"nordic",
 "players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa"}]}
JSON
play "$D/a.json" 'coins +1\nquit\n'                 # a store id is given at the first save
cp "$D/a.json" "$D/b.json"
[ "$(id_of "$D/a.json")" = "$(id_of "$D/b.json")" ] || fail "the copy does not share the id (the test tests nothing)"
# 1. both finished, with different scores: two rows, two ids
play "$D/a.json" 'set stars 6\nquit\n'
[ "$(rows)" = 1 ] || fail "a finished: $(rows) rows"
play "$D/b.json" 'coins +20\nset stars 6\nquit\n'
grep -q "recorded in your history" "$D/out" || fail "b's end is not recorded"
[ "$(rows)" = 2 ] || fail "a and its copy b finished: $(rows) row(s), not 2"
[ "$(id_of "$D/a.json")" != "$(id_of "$D/b.json")" ] || fail "the copy kept the id of a"
[ "$(sqlite3 "$AUTOMA_HISTORY" 'SELECT COUNT(DISTINCT human_score) FROM games')" = 2 ] || fail "the two scores are not both kept"
# opened again: no more rows; a copy of a finished file is the same game
"$A" scythe show "$D/b.json" >/dev/null || fail "show b"
cp "$D/b.json" "$D/c.json"
"$A" scythe show "$D/c.json" >/dev/null || fail "show c"
[ "$(rows)" = 2 ] || fail "opened again, or copied when finished: $(rows) rows, not 2"
# 2. the end of a undone (the game abandoned): its row goes, b's stays
play "$D/a.json" 'undo\nquit\n'
[ "$(rows)" = 1 ] || fail "a's end undone: $(rows) rows, not 1"
[ "$(sqlite3 "$AUTOMA_HISTORY" "SELECT COUNT(*) FROM games WHERE game_id = '$(id_of "$D/b.json")'")" = 1 ] ||
    fail "undoing a's end removed b's row"
"$A" history >"$D/out" 2>&1 || fail "history"
grep -q "1 won of   1" "$D/out" || fail "the win rates still count the abandoned game: $(cat "$D/out")"
# ... and finished again: one row again
play "$D/a.json" 'set stars 6\nquit\n'
[ "$(rows)" = 2 ] || fail "a finished again: $(rows) rows, not 2"
echo "store_history_copies: ok"
