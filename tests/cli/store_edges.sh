#!/bin/sh
# Guarantee 9 (docs/hardening.md): input edges. A piped companion line over 511 bytes is refused
# whole (its tail is not run as a command); 'undo abc' and 'undo -5' are refused; the temporary
# files of interrupted saves are removed at the next save of that file; GET /api/games lists
# every game (not the first 256), newest first.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
G="$SCRATCH/g.json"
"$AUTOMA" scythe new --human nordic --automa rusviet --seed 4 --out "$G" >/dev/null || fail "new"
coins() { "$AUTOMA" scythe show "$G" | sed -n 's/.*coins \([0-9]*\).*/\1/p' | head -n 1; }
c0=$(coins)
# 1. a long line: "status", 505 spaces, then "coins +5" beyond the 511th byte
{ printf 'status'; printf '%505s' ''; printf 'coins +5\n'; printf 'coins +1\nquit\n'; } >"$SCRATCH/in"
"$AUTOMA" scythe play "$G" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 || fail "play with a long line"
grep -q "longer than 511 characters" "$SCRATCH/out" || fail "the long line was not refused"
[ "$(coins)" = $((c0 + 1)) ] || fail "coins $(coins), expected $((c0 + 1)): the tail of the long line ran"
# a line of exactly 511 bytes is taken
{ printf 'coins +2'; printf '%503s\n' ''; printf 'quit\n'; } >"$SCRATCH/in"
"$AUTOMA" scythe play "$G" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 || fail "play with a 511-byte line"
[ "$(coins)" = $((c0 + 3)) ] || fail "a 511-byte line was not taken (coins $(coins))"

# 2. undo with a bad count
printf 'coins +1\nundo abc\nundo -5\nundo 1 2\nquit\n' >"$SCRATCH/in"
"$AUTOMA" scythe play "$G" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 || fail "play undo"
[ "$(grep -c 'undo takes a number of steps' "$SCRATCH/out")" = 3 ] || fail "undo abc / -5 / 1 2 not refused: $(grep -i undo "$SCRATCH/out")"
grep -q "Undone" "$SCRATCH/out" && fail "a bad undo count undid a step"
[ "$(coins)" = $((c0 + 4)) ] || fail "coins $(coins) after refused undos, expected $((c0 + 4))"

# 3. leftovers of interrupted saves go at the next save of that file (and only those)
: >"$G.tmp-AbC123"; : >"$G.tmp-zzzzzz"; : >"$SCRATCH/other.json.tmp-AbC123"; : >"$G.tmp-keep"
"$AUTOMA" scythe set "$G" coins +1 >/dev/null || fail "set"
[ -e "$G.tmp-AbC123" ] || [ -e "$G.tmp-zzzzzz" ] && fail "the leftover temporary files of $G are still there"
[ -e "$SCRATCH/other.json.tmp-AbC123" ] || fail "another file's temporary file was removed"
[ -e "$G.tmp-keep" ] || fail "a file not named like a temporary file was removed"

# 4. the web list: every game, newest first
D="$SCRATCH/games"
mkdir -p "$D"
i=0
while [ $i -lt 300 ]; do
    i=$((i + 1))
    sed "s/\"seed\": [0-9]*/\"seed\": $i/" "$G" | grep -v '^  "store": ' >"$D/g$i.json"
    touch -d "@$((1700000000 + i))" "$D/g$i.json"
done
serve_start "$D"
req GET /api/games; expect 200 '"games"' "list"
n=$(printf '%s' "$BODY" | grep -o '"name":"g[0-9]*"' | wc -l)
[ "$n" -eq 300 ] || fail "the list has $n games, not 300"
first=$(printf '%s' "$BODY" | grep -o '"name":"g[0-9]*"' | head -n 1)
last=$(printf '%s' "$BODY" | grep -o '"name":"g[0-9]*"' | tail -n 1)
[ "$first" = '"name":"g300"' ] && [ "$last" = '"name":"g1"' ] || fail "not newest first: $first ... $last"
finish
