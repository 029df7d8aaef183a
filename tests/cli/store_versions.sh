#!/bin/sh
# Guarantee 1 (docs/hardening.md): the command line, the companion and the web server writing one
# game lose no move. Each save makes a new version of the file; a write based on an old version
# is refused (HTTP 409 "changed", the companion says its step is not saved) instead of
# overwriting the move made elsewhere.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
D="$SCRATCH/games"
mkdir -p "$D"
serve_start "$D"

req POST /api/games '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":3}'
expect 200 '"version":1' "a new game is version 1"
grep -q '^  "store": {"id": "[0-9a-f]\{16\}", "version": 1},$' "$D/g.json" || fail "the file has no store line: $(head -c 200 "$D/g.json")"
V=$(version_of g)
[ "$V" = 1 ] || fail "GET version: '$V'"

# the terminal changes the game: version 2
"$AUTOMA" scythe set "$D/g.json" coins +3 >/dev/null || fail "the command line's set"
grep -q '"version": 2}' "$D/g.json" || fail "the command line's save is not version 2"
cp "$D/g.json" "$SCRATCH/after-cli.json"
# the page, still on version 1, is refused and nothing is written
req POST /api/games/g/action '{"action":"set","stat":"power","value":5,"version":1}'
expect 409 '"changed"' "a write based on version 1 after version 2"
cmp -s "$D/g.json" "$SCRATCH/after-cli.json" || fail "the refused write changed the file"
# on the current version it is taken
req POST /api/games/g/action '{"action":"set","stat":"power","value":5,"version":2}'
expect 200 '"version":3' "a write based on the current version"
req GET /api/games/g; expect 200 '"version":3' "GET gives the version"
# the command line's +3 coins were not lost by the page's write
"$AUTOMA" scythe show "$D/g.json" >"$SCRATCH/show" || fail "show"
req POST /api/games/g/action '{"action":"set","stat":"power","value":"x","version":3}'
expect 400 'bad-field' "a wrong value is still a 400"

# the companion keeps the game in memory between steps: a save after another program's save is
# refused, the companion says so and goes on from the file (the other program's move is kept)
mkfifo "$SCRATCH/in"
"$AUTOMA" scythe play "$D/g.json" <"$SCRATCH/in" >"$SCRATCH/comp.out" 2>&1 &
CP=$!
exec 3>"$SCRATCH/in"
echo "status" >&3
sleep 0.5
req POST /api/games/g/action '{"action":"set","stat":"popularity","value":9}'
expect 200 '"version":4' "the page changes the game while the companion runs"
echo "coins +1" >&3
sleep 0.5
echo "quit" >&3
exec 3>&-
wait $CP
grep -q "was changed by another program" "$SCRATCH/comp.out" || { cat "$SCRATCH/comp.out"; fail "the companion did not say the game changed"; }
grep -q "NOT saved" "$SCRATCH/comp.out" || fail "the companion did not say its step is not saved"
req GET /api/games/g
case "$BODY" in *'"popularity":9'*) ;; *) fail "the page's popularity 9 was lost: $(printf '%.400s' "$BODY")" ;; esac
finish
