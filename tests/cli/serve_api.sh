#!/bin/sh
# The JSON API of `automa serve` (docs/web.md), with curl against a server this test starts on a
# free port of 127.0.0.1: every endpoint, bad requests (oversize body, malformed JSON, unknown
# game, path traversal, illegal move: a JSON error and the file unchanged), concurrent requests
# on one game (serialized: exactly one of five simultaneous Automa turns is played), and the
# command line and the page continuing each other's games.
# Run by tests/run.sh with AUTOMA (the program) and SCRATCH (an empty folder).
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
command -v curl >/dev/null 2>&1 || { echo "serve_api: curl is missing (scripts/setup.sh installs it)"; exit 1; }
DIR="$SCRATCH/games"
OUT="$SCRATCH/server.out"
"$AUTOMA" serve --port 0 --dir "$DIR" >"$OUT" 2>&1 &
PID=$!
trap 'kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null' EXIT
i=0
while ! grep -q 'http://127.0.0.1:[0-9]*/' "$OUT" 2>/dev/null; do
    i=$((i + 1))
    [ $i -gt 100 ] && { echo "the server did not start:"; cat "$OUT"; exit 1; }
    sleep 0.1
done
PORT=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$OUT" | head -n 1)
B="http://127.0.0.1:$PORT"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# req METHOD PATH [BODY] -> sets CODE and BODY (the response)
req() {
    if [ $# -ge 3 ]; then
        CODE=$(printf '%s' "$3" | curl -s -o "$SCRATCH/resp" -w '%{http_code}' -X "$1" -H 'Content-Type: application/json' \
            --data-binary @- "$B$2")
    else
        CODE=$(curl -s -o "$SCRATCH/resp" -w '%{http_code}' -X "$1" "$B$2")
    fi
    BODY=$(cat "$SCRATCH/resp")
}
expect() {  # expect CODE TEXT-IN-BODY what
    if [ "$CODE" != "$1" ]; then fail "$3: HTTP $CODE, expected $1: $BODY"; return; fi
    case "$BODY" in *"$2"*) ;; *) fail "$3: '$2' not in: $(printf '%.300s' "$BODY")" ;; esac
}
unchanged() {  # unchanged what: the game file is what it was at the last snapshot
    cmp -s "$DIR/t1.json" "$SCRATCH/snap.json" || fail "$1: the game file changed"
}
snap() { cp "$DIR/t1.json" "$SCRATCH/snap.json"; }

# ---- the page and its files -----------------------------------------------------------------
req GET /;                      expect 200 '<div id="app">' "GET /"
req GET /app.js;                expect 200 'drawScytheBoard' "GET /app.js"
req GET /style.css;             expect 200 'svg.board' "GET /style.css"
req GET /nope.html;             expect 404 '"not-found"' "GET an unknown file"
req POST /index.html '{}';      expect 405 '"bad-method"' "POST a file"
# only the Host the server was started on (no DNS rebinding)
CODE=$(curl -s -o "$SCRATCH/resp" -w '%{http_code}' -H 'Host: evil.example:80' "$B/api/info"); BODY=$(cat "$SCRATCH/resp")
expect 403 '"bad-host"' "a foreign Host header"

# ---- info, board, games ------------------------------------------------------------------------
req GET /api/info;              expect 200 '"scythe"' "GET /api/info"
req GET /api/board/scythe;      expect 200 '"name":"D4","row":3,"col":3,"terrain":"factory"' "GET /api/board/scythe"
n=$(printf '%s' "$BODY" | grep -o '"terrain":' | wc -l)
[ "$n" -eq 47 ] || fail "the board has $n territories, not 47"
req GET /api/games;             expect 200 '"games":[]' "GET /api/games (empty)"
req GET /api/nothing;           expect 404 '"not-found"' "an unknown endpoint"

# ---- new game -----------------------------------------------------------------------------------
req POST /api/games '{"name":"t1","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'
expect 200 '"current":"nordic"' "create t1"
[ -f "$DIR/t1.json" ] || fail "t1.json was not written"
case "$BODY" in *'"deck":'*|*'"rng":'*) fail "the view shows the hidden deck order or the generator" ;; esac
expect 200 '"deck_count":19' "the view counts the deck"
expect 200 '"reach":[{"unit":"character","from":"nordic","to":["A5","A6"]}' "the view has the reach of each unit"
req POST /api/games '{"name":"t1","kind":"scythe","human":"nordic"}';  expect 409 '"exists"' "create t1 again"
req POST /api/games '{"name":"../x","kind":"scythe","human":"nordic"}'; expect 400 '"bad-name"' "create with a path in the name"
req POST /api/games '{"name":"x","kind":"scythe","human":"atlantis"}'; expect 400 'unknown faction' "create with a bad faction"
req POST /api/games '{"name":"x","kind":"scythe","human":"nordic","colour":1}'; expect 400 "unknown field 'colour'" "create with an unknown field"
req POST /api/games '{"name":"x","kind":"chess"}'; expect 400 '"bad-kind"' "create an unknown kind"
req POST /api/games '{"name":"x","kind":"scythe","human":"nordic","seed":"one"}'; expect 400 "'seed' must be a whole number" "a seed as text"
[ -f "$DIR/x.json" ] && fail "a refused game was written"
req GET /api/games;             expect 200 '"name":"t1","kind":"scythe"' "GET /api/games lists t1"
req GET /api/games/t1;          expect 200 '"name":"t1"' "GET a game"
req GET /api/games/t1/score;    expect 200 '"winner":' "GET the score"
req GET /api/games/t1/nope;     expect 404 '"not-found"' "GET an unknown report"

# ---- bad requests change nothing -------------------------------------------------------------
snap
req GET /api/games/nogame;      expect 404 '"unknown-game"' "an unknown game"
req POST /api/games/nogame/action '{"action":"done"}'; expect 404 '"unknown-game"' "an action on an unknown game"
req GET '/api/games/..%2F..%2Fetc%2Fpasswd'; expect 400 '"bad-name"' "path traversal (encoded)"
req GET '/api/games/%2e%2e';    expect 400 '"bad-name"' "path traversal (..)"
req GET '/api/games/t1.json';   expect 400 '"bad-name"' "a file name instead of a game name"
req POST /api/games/t1/action '{"action":"move","unit":"worker","from":"A5"'; expect 400 '"bad-json"' "malformed JSON"
unchanged "malformed JSON"
req POST /api/games/t1/action '[1,2]';  expect 400 '"bad-json"' "a JSON array body"
req POST /api/games/t1/action '{"action":"move","action":"done"}'; expect 400 '"bad-json"' "a repeated key"
req POST /api/games/t1/action '{"action":"fly"}'; expect 400 '"bad-action"' "an unknown action"
req POST /api/games/t1/action '{"action":"move","unit":"worker","from":"A5","to":"Z9"}'; expect 400 "unknown territory 'Z9'" "a bad territory"
req POST /api/games/t1/action '{"action":"move","unit":"tank","from":"A5","to":"B5"}'; expect 400 "'unit' must be one of" "a bad unit"
req POST /api/games/t1/action '{"action":"move","unit":"worker","from":"A5","to":"H4"}'; expect 409 '"illegal"' "an illegal move (out of reach)"
unchanged "an illegal move"
req POST /api/games/t1/action '{"action":"move","unit":"worker","from":"C7","to":"C6"}'; expect 409 '"illegal"' "moving the Automa's worker"
req POST /api/games/t1/action '{"action":"turn"}'; expect 409 "not an Automa's turn" "an Automa turn on the human's turn"
req POST /api/games/t1/action '{"action":"set","stat":"power","value":17}'; expect 400 '"bad-request"' "power 17"  # out of range: 400 as -1 (issue 22)
req POST /api/games/t1/action '{"action":"set","stat":"power","value":-1}'; expect 400 '"bad-field"' "power -1"
req POST /api/games/t1/action '{"action":"combat","power":3}'; expect 409 'no combat is waiting' "combat with none waiting"
req POST /api/games/t1/action '{"action":"undo"}'; expect 409 'nothing to undo' "undo at the start"
req POST /api/games/t1/action '{"action":"done","extra":true}'; expect 400 "unknown field 'extra'" "an extra field"
unchanged "the refused actions"
# a body over 64 KiB
head -c 70000 /dev/zero | tr '\0' ' ' >"$SCRATCH/big"
CODE=$(curl -s -o "$SCRATCH/resp" -w '%{http_code}' -H 'Content-Type: application/json' --data-binary @"$SCRATCH/big" "$B/api/games/t1/action")
BODY=$(cat "$SCRATCH/resp")
expect 413 '"too-large"' "an oversize body"
unchanged "an oversize body"
CODE=$(curl -s -o "$SCRATCH/resp" -w '%{http_code}' -H 'Content-Type: text/plain' --data '{"action":"done"}' "$B/api/games/t1/action")
BODY=$(cat "$SCRATCH/resp")
expect 415 '"bad-content-type"' "a body that is not declared JSON"
unchanged "a body not declared JSON"

# ---- playing: the human's turn, the Automa's turn, undo/redo ---------------------------------
req POST /api/games/t1/action '{"action":"move","unit":"character","from":"nordic","to":"A6"}'
expect 200 '"to":"A6"' "move the character"
expect 200 '"character":"A6"' "the view shows the move"
expect 200 '"undo":1,"redo":0' "one step to undo"
"$AUTOMA" scythe show "$DIR/t1.json" | grep -q 'character A6' || fail "the command line does not see the page's move"
req POST /api/games/t1/action '{"action":"set","stat":"power","value":6}'; expect 200 '"power":6' "set power"
req POST /api/games/t1/action '{"action":"undo"}'; expect 200 '"power":4' "undo the power"
req POST /api/games/t1/action '{"action":"redo"}'; expect 200 '"power":6' "redo the power"
req POST /api/games/t1/action '{"action":"deploy","unit":"mech","territory":"A5"}'; expect 200 '"mechs":["A5"]' "deploy a mech"
req POST /api/games/t1/action '{"action":"unlock","ability":0}'; expect 200 '"mech_abilities":["Riverwalk"]' "unlock Riverwalk"
req POST /api/games/t1/action '{"action":"recruit","recruit":"coin"}'; expect 200 '"recruits":["coin"]' "enlist a recruit"
req POST /api/games/t1/action '{"action":"resources","territory":"A6","count":2}'; expect 200 '"resources":{"A6":2}' "resources"
req POST /api/games/t1/action '{"action":"done"}'; expect 200 '"current":"rusviet"' "end the human's turn"

# five Automa turns at once: the game's lock lets exactly one through
snap
jobs=""
for k in 1 2 3 4 5; do
    ( printf '%s' '{"action":"turn"}' | curl -s -o "$SCRATCH/turn$k" -w '%{http_code}' -H 'Content-Type: application/json' \
        --data-binary @- "$B/api/games/t1/action" >"$SCRATCH/code$k" ) &
    jobs="$jobs $!"
done
for j in $jobs; do wait "$j"; done
ok=0; refused=0
for k in 1 2 3 4 5; do
    c=$(cat "$SCRATCH/code$k" 2>/dev/null)
    if [ "$c" = 200 ]; then ok=$((ok + 1)); grep -q '"card":3' "$SCRATCH/turn$k" || fail "the Automa did not draw card 3 (seed 1)"
    elif [ "$c" = 409 ]; then refused=$((refused + 1)); fi
done
[ "$ok" -eq 1 ] && [ "$refused" -eq 4 ] || fail "concurrent turns: $ok played, $refused refused (expected 1 and 4)"
"$AUTOMA" scythe show "$DIR/t1.json" | grep -q 'W:D6' || fail "the Automa's worker is not on D6 after its turn"

# many concurrent changes and reads of the same game: every one answered, the file stays valid
jobs=""
for k in $(seq 1 20); do
    ( printf '{"action":"set","stat":"coins","value":%d}' "$k" | curl -s -o /dev/null -w '%{http_code}\n' \
        -H 'Content-Type: application/json' --data-binary @- "$B/api/games/t1/action" >"$SCRATCH/codes.s$k" ) &
    jobs="$jobs $!"
    ( curl -s -o /dev/null -w '%{http_code}\n' "$B/api/games/t1" >"$SCRATCH/codes.g$k" ) &
    jobs="$jobs $!"
done
for j in $jobs; do wait "$j"; done
cat "$SCRATCH"/codes.* >"$SCRATCH/codes"
n200=$(grep -c '^200$' "$SCRATCH/codes")
[ "$n200" -eq 40 ] || fail "concurrent requests: $n200 of 40 answered 200"
"$AUTOMA" scythe show "$DIR/t1.json" >/dev/null || fail "the file is broken after concurrent changes"

# the command line continues the page's game, and the page sees it (its undo history is reset)
"$AUTOMA" scythe move "$DIR/t1.json" worker A5 B5 >/dev/null || fail "the command line cannot move in the page's game"
req GET /api/games/t1;          expect 200 '"undo":0,"redo":0' "another program's change resets the history"
expect 200 '"workers":["B5","A6"]' "the page sees the command line's move"
req GET /api/games/t1/score;    expect 200 '"players":[' "the score"

# ---- Expeditions ---------------------------------------------------------------------------------
req POST /api/games '{"name":"e1","kind":"expeditions","level":2,"seed":3}'; expect 200 '"kind":"expeditions"' "create an Expeditions game"
case "$BODY" in *'"deck":'*) fail "the Expeditions view shows the deck order" ;; esac
req POST /api/games/e1/action '{"action":"turn"}'; expect 200 '"turn":{' "an Expeditions Automa turn"
req POST /api/games/e1/action '{"action":"move","location":"Q9"}'; expect 400 "'location' must be" "an Expeditions bad location"
# issue 22: one code -> HTTP map for the three games: not legal now 409 "illegal" (Expeditions
# answered 400 before), words that never make sense 400 "bad-request"
req POST /api/games/e1/action '{"action":"reveal","location":"S3","number":3}'; expect 400 '"bad-request"' "reveal a South location"
for i in 1 2 3 4; do req POST /api/games/e1/action '{"action":"glory"}'; expect 200 '"ok":true' "Expeditions glory $i"; done
cp "$DIR/e1.json" "$SCRATCH/e1snap.json"
req POST /api/games/e1/action '{"action":"glory"}'; expect 409 '"illegal"' "a fifth glory token"
cmp -s "$DIR/e1.json" "$SCRATCH/e1snap.json" || fail "a refused Expeditions action changed e1.json"
req POST /api/games '{"name":"e2","kind":"expeditions","level":5}'; expect 400 "'level' must be" "an Expeditions level 5"
# the card gaps of the map at setup (issue 19), as `expeditions new --gap`: gap 1 first
req POST /api/games '{"name":"e3","kind":"expeditions","level":2,"seed":3,"gaps":["N2,N3,C2","C5 C6"]}'
expect 200 '"kind":"expeditions"' "create an Expeditions game with its card gaps"
tr -d ' \n' <"$DIR/e3.json" | grep -q '"gaps":\[{"adjacent":\["N2","N3","C2"\][^]]*\]*},{"adjacent":\["C5","C6"\]' ||
    fail "the card gaps given at setup are not in the game file: $(grep -A12 '"gaps"' "$DIR/e3.json" | tr -d ' \n')"
req POST /api/games '{"name":"e4","kind":"expeditions","gaps":["N2,Q9"]}'; expect 400 "gaps[0]: 'N2,Q9' must list locations" "a gap with a bad location"
req POST /api/games '{"name":"e4","kind":"expeditions","gaps":["base"]}'; expect 400 "gaps[0]" "a gap at Basecamp"
req POST /api/games '{"name":"e4","kind":"expeditions","gaps":["N1","N2","N3","N4","N5","N6"]}'; expect 400 "at most 5 gaps" "six gaps"
req POST /api/games '{"name":"e4","kind":"expeditions","gaps":"N1"}'; expect 400 "'gaps' must be a list" "gaps not a list"
[ ! -e "$DIR/e4.json" ] || fail "a refused create wrote e4.json"

# ---- Automata ------------------------------------------------------------------------------------
req POST /api/games '{"name":"a1","kind":"automata","seats":["human","greedy"],"seed":5}'
expect 200 '"kind":"automata"' "create an Automata game"
expect 200 '"seats":["human","greedy"]' "the Automata view has the seats"
expect 200 '"name":"Research"' "the Automata view has the boards"
[ -f "$DIR/a1.json" ] || fail "a1.json was not written"
req POST /api/games '{"name":"a2","kind":"automata","seats":["human"]}'; expect 400 "'seats' must list 2 to 4" "Automata with one seat"
req POST /api/games '{"name":"a2","kind":"automata","seats":["human","wizard"]}'; expect 400 "'seats[1]' must be" "Automata with a bad seat"
[ -f "$DIR/a2.json" ] && fail "a refused Automata game was written"
req GET /api/games/a1;          expect 200 '"bot_to_act":true' "seed 5: the greedy bot deploys first"
req POST /api/games/a1/action '{"action":"play","index":0}'; expect 409 "let the bots play" "playing on a bot's turn"
req POST /api/games/a1/action '{"action":"bots"}'; expect 200 '"why":"' "the bots play, with a reason"
expect 200 '"human_to_act":true' "then it is the human's turn"
expect 200 '"label":"place #1 D4=1 on Scavenge"' "the legal actions have labels"
cp "$DIR/a1.json" "$SCRATCH/asnap.json"
req POST /api/games/a1/action '{"action":"play","move":{"kind":"place","die":11,"area":0}}'; expect 409 'not in your Available Pool' "an illegal Automata move"
cmp -s "$DIR/a1.json" "$SCRATCH/asnap.json" || fail "an illegal Automata move changed the file"
req POST /api/games/a1/action '{"action":"play","move":{"kind":"place","die":0,"area":9}}'; expect 400 "'area' must be" "an Automata move with a bad area"
req POST /api/games/a1/action '{"action":"play","move":{"kind":"fly"}}'; expect 400 "'move.kind' must be" "an Automata move of an unknown kind"
req POST /api/games/a1/action '{"action":"play","index":5000}'; expect 409 'no legal action 5000' "an Automata index out of the list"
cmp -s "$DIR/a1.json" "$SCRATCH/asnap.json" || fail "the refused Automata moves changed the file"
grep -v '^  "store": ' "$DIR/a1.json" >"$SCRATCH/asnap.json.nostore"
req POST /api/games/a1/action '{"action":"play","move":{"kind":"place","die":0,"area":0}}'; expect 200 '"label":"place #1 D4=1 on Scavenge"' "a legal Automata move"
expect 200 '"bot_to_act":true' "after the move the bot is to act"
req POST /api/games/a1/action '{"action":"bots"}'; expect 200 '"moves":[{"seat":1' "the bot answers"
req POST /api/games/a1/action '{"action":"takeback"}'; expect 200 '"undone":2' "take back the human's move (and the bot's answer)"
# the same position as a new version of the file (the "store" line holds the version)
grep -v '^  "store": ' "$DIR/a1.json" | cmp -s - "$SCRATCH/asnap.json.nostore" || fail "the take-back did not restore the position"
req POST /api/games/a1/action '{"action":"undo"}'; expect 200 '"actions_taken":3' "the page's undo steps back one request (the take-back)"
req GET /api/games/a1/score;    expect 200 '"final":false' "the Automata score"
req GET /api/games;             expect 200 '"seats":["human","greedy"]' "the games list shows the Automata seats"
req POST /api/games '{"name":"a3","kind":"automata","seats":["greedy","random","greedy"],"seed":2}'; expect 200 '"players":3' "an all-bot game"
req POST /api/games/a3/action '{"action":"bots"}'; expect 200 '"game_over":true' "the bots play an all-bot game to the end"
req GET /api/games/a3/score;    expect 200 '"final":true' "the final Automata score"
expect 200 '"winner":true' "someone wins"
req POST /api/games/a3/action '{"action":"play","index":0}'; expect 409 'the game is over' "a move after the end"
req POST /api/games/a3/action '{"action":"takeback"}'; expect 409 'nothing to take back' "take back in an all-bot game"
"$AUTOMA" automata play --resume "$DIR/a1.json" </dev/null >/dev/null 2>&1 || fail "the command line cannot read the page's Automata game"

# ---- delete ----------------------------------------------------------------------------------------
req DELETE /api/games/e1;       expect 200 '"deleted":"e1"' "delete a game"
[ -f "$DIR/e1.json" ] && fail "e1.json is still there"
req DELETE /api/games/e1;       expect 404 '"unknown-game"' "delete it again"

# the server is still healthy and stops cleanly on SIGTERM
req GET /api/info;              expect 200 '"ok":true' "still serving"
kill "$PID"
wait "$PID"
rc=$?
trap - EXIT
[ "$rc" -eq 0 ] || fail "the server exited with status $rc on SIGTERM"
[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; cat "$OUT"; exit 1; }
echo "serve_api: all checks passed"
