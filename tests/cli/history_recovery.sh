#!/bin/sh
# Guarantee 5 (docs/hardening.md): `automa history` opens cleanly after a crash. A journal left
# by a writer killed mid-transaction is rolled back (the database is opened read-write), an empty
# file gets the schema, NULL columns are shown (no crash), and the database is in WAL mode.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
command -v python3 >/dev/null || { echo "history_recovery: python3 is missing"; exit 1; }
H="$SCRATCH/h.db"
# a game recorded by the program, then a writer killed inside a big transaction (rollback journal)
cat >"$SCRATCH/g.json" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"nordic",
 "players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa"}]}
JSON
printf 'set stars 6\nquit\n' | AUTOMA_HISTORY="$H" "$AUTOMA" scythe play "$SCRATCH/g.json" >/dev/null 2>&1 || fail "play"
python3 - "$H" <<'PY'
import os, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=DELETE")
db.execute("PRAGMA cache_size=1")
db.execute("BEGIN")
for i in range(3000):
    db.execute("INSERT INTO games (finished, game, human, automa, level, options, human_score, automa_score,"
               " winner, turns, seed) VALUES ('x','scythe','a','b','c','d',1,2,'human',3,?)", (i,))
os.kill(os.getpid(), 9)
PY
[ -s "$H-journal" ] || fail "the killed writer left no journal (the test did not set up a crash)"
"$AUTOMA" history --db "$H" >"$SCRATCH/out" 2>&1 || fail "history after a crash failed: $(cat "$SCRATCH/out")"
grep -q "crimea" "$SCRATCH/out" || fail "the recorded game is not listed after the crash"
[ "$(sqlite3 "$H" 'SELECT COUNT(*) FROM games')" = 1 ] || fail "the killed transaction was not rolled back"
[ "$(sqlite3 "$H" 'PRAGMA journal_mode')" = wal ] || fail "the history is not in WAL mode"

# an empty file
: >"$SCRATCH/empty.db"
"$AUTOMA" history --db "$SCRATCH/empty.db" >"$SCRATCH/out" 2>&1 || fail "history on an empty file: $(cat "$SCRATCH/out")"
grep -q "No finished games yet" "$SCRATCH/out" || fail "empty file: $(cat "$SCRATCH/out")"

# a hand-made table with NULL columns (winner, level, human)
sqlite3 "$SCRATCH/null.db" "CREATE TABLE games (id INTEGER PRIMARY KEY, finished TEXT, game TEXT, human TEXT,
  automa TEXT, level TEXT, options TEXT, human_score INTEGER, automa_score INTEGER, winner TEXT, turns INTEGER,
  seed INTEGER); INSERT INTO games (finished, game, automa) VALUES ('2026-01-01', 'scythe', 'crimea');"
"$AUTOMA" history --db "$SCRATCH/null.db" >"$SCRATCH/out" 2>&1 || fail "history with NULL columns: $(cat "$SCRATCH/out")"
grep -q "crimea" "$SCRATCH/out" || fail "the row with NULL columns is not listed"
[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "all checks passed"
