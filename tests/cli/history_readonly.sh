#!/bin/sh
# Issue 28 item 14: `automa history` only reads, so it works where nothing can be written: a
# database (in WAL mode, as the program makes it) in a folder the user cannot write ("attempt to
# write a readonly database" before), and on a full disk ("disk I/O error" before). The first runs
# as an unprivileged user (setpriv) when the test runs as root, the second on a tiny tmpfs in a
# mount namespace of its own (unshare -m; root only). The game recorded first must be listed.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && cat "$D/out"; exit 1; }
cat >"$D/g.json" <<'JSON'
{"format":"automa-scythe/1","seed":3,"current":"nordic",
 "players":[{"faction":"nordic","type":"human"},{"faction":"crimea","type":"automa"}]}
JSON
cp "$D/g.json" "$D/g0.json"

# 1. a read-only folder: the database is the user's, the folder is not writable
mkdir "$D/ro"
printf 'set stars 6\nquit\n' | AUTOMA_HISTORY="$D/ro/h.db" "$A" scythe play "$D/g.json" >/dev/null 2>&1 || fail "play"
[ "$(sqlite3 "$D/ro/h.db" 'PRAGMA journal_mode')" = wal ] || fail "the history is not in WAL mode"
chmod 755 "$D"
if [ "$(id -u)" = 0 ]; then
    command -v setpriv >/dev/null || fail "setpriv (util-linux) is missing"
    chown nobody "$D/ro/h.db"
    chmod 555 "$D/ro"
    as_user() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }
else
    chmod 555 "$D/ro"
    as_user() { "$@"; }
fi
as_user "$A" history --db "$D/ro/h.db" >"$D/out" 2>&1 || fail "history in a read-only folder failed"
grep -q "nordic *crimea" "$D/out" || fail "read-only folder: the game is not listed"
[ ! -e "$D/ro/h.db-wal" ] || fail "read-only folder: a -wal file appeared"
chmod 755 "$D/ro"

# 2. a full disk (root: a 256 KiB tmpfs in a private mount namespace)
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
    mkdir "$D/full"
    cp "$D/g0.json" "$D/g.json"
    unshare -m sh -c '
        mount -t tmpfs -o size=256k tmpfs "$1" || exit 3
        printf "set stars 6\nquit\n" | AUTOMA_HISTORY="$1/h.db" "$2" scythe play "$3" >/dev/null 2>&1 || exit 4
        dd if=/dev/zero of="$1/fill" bs=4k 2>/dev/null
        [ "$(df -k "$1" | awk "NR == 2 { print \$4 }")" = 0 ] || exit 5
        "$2" history --db "$1/h.db"' sh "$D/full" "$A" "$D/g.json" >"$D/out" 2>&1
    rc=$?
    [ "$rc" = 3 ] && fail "cannot mount a tmpfs"
    [ "$rc" = 4 ] && fail "play on the tmpfs"
    [ "$rc" = 5 ] && fail "the tmpfs is not full"
    [ "$rc" = 0 ] || fail "history on a full disk failed"
    grep -q "nordic *crimea" "$D/out" || fail "full disk: the game is not listed"
else
    echo "history_readonly: not root, the full-disk case is not run"
fi
echo "history_readonly: ok"
