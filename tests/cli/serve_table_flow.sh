#!/bin/sh
# The web API of issue 14 (docs/web.md), with curl against a server this test starts on a free
# loopback port: the combat in the rulebook's order (your choice first, then the plan, then the
# Automa's cards) and, in companion mode, the trap of a Togawa Automa read from its token.
set -u
AUTOMA=${AUTOMA:?}
SCRATCH=${SCRATCH:?}
command -v curl >/dev/null 2>&1 || { echo "serve_table_flow: curl is missing (scripts/setup.sh installs it)"; exit 1; }
DIR="$SCRATCH/games"
mkdir -p "$DIR"
cat >"$DIR/att.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"crimea",
 "players":[{"faction":"nordic","type":"human","power":7,"combat_cards":2,"character":"F4","mechs":["F3","F3"],"workers":["A6"]},
            {"faction":"crimea","type":"automa","tracker":12,"scheme":2,"stars":{"tracker":1},"power":6,"combat_cards":3,
             "character":"G4","workers":["H4"],"deck":[15,6]}]}
JSON
cat >"$DIR/trap.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"coins":5,"character":"A6","workers":["A6"]},
            {"faction":"togawa","type":"automa","character":"togawa","traps_left":["popularity","coins","cards"]}],
 "board":{"traps":[{"territory":"B5","armed":true,"kind":"power"}]}}
JSON
. "$(dirname "$0")/../support/serve.sh"
serve_start "$DIR"
lacks() { case "$BODY" in *"$1"*) fail "$2: '$1' in the answer" ;; esac; }

# the Automa attacks: before your choice the view tells nothing of the Automa's card
req POST /api/games/att/action '{"action":"turn"}'
expect 200 '"waiting":"combat"' "turn (attack)"
req GET /api/games/att
expect 200 '"kind":"combat"' "view during the combat"
lacks '"combat_plan"' "the plan before your choice"
lacks '"combat_cards_needed"' "the Automa's card count before your choice"
req POST /api/games/att/action '{"action":"combat","automa_cards":[2]}'
expect 400 "'power' is required" "Automa cards before your choice"
req POST /api/games/att/action '{"action":"combat","power":5,"cards":[3]}'
expect 200 '"committed":true' "step 1 recorded"
case "$BODY" in *'"card":6'*) ;; *) fail "step 1: the plan does not name card 6: $BODY" ;; esac
req GET /api/games/att
expect 200 '"combat_plan"' "view after your choice"
req POST /api/games/att/action '{"action":"combat","power":7}'
expect 409 "already chosen" "a second dial"
req POST /api/games/att/action '{"action":"combat","automa_cards":[2]}'
expect 200 '"winner":"attacker"' "step 2 fights"
case "$BODY" in *'"turn"'*) ;; *) fail "the Automa's turn did not go on" ;; esac

# companion mode: a trap of the Togawa Automa is the token turned over
req POST /api/games/trap/action '{"action":"move","unit":"character","from":"A6","to":"B5"}'
expect 409 '"trap-kind"' "a move onto an Automa trap without its kind"
req POST /api/games/trap/action '{"action":"move","unit":"character","from":"A6","to":"B5","trap":"coins"}'
expect 200 '"trap":"coins"' "the trap read from the token"
req GET /api/games/trap
expect 200 '"coins":1,' "the coins trap cost 4 coins"

[ "$fails" -eq 0 ] || exit 1
echo "serve_table_flow: ok"
