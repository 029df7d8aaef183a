#!/bin/sh
# The JSON API answers byte for byte as recorded: the scripted session tests/golden/api/session.req
# (every endpoint, the three games' actions, combats, traps, undo/redo, versions, bad requests)
# sent to `automa serve` with curl, each answer compared with tests/golden/api/session.ans (recorded
# from the server of main 537c7da, the last one before the API moved into the library; tests/test_api.c sends
# the same session to the library with its store in memory). RECORD=1 rewrites the answers file.
# Run by tests/run.sh with AUTOMA (the program) and SCRATCH (an empty folder).
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
command -v curl >/dev/null 2>&1 || { echo "api_session: curl is missing (scripts/setup.sh installs it)"; exit 1; }
HERE=$(cd "$(dirname "$0")/../.." && pwd)
REQ="$HERE/tests/golden/api/session.req"
ANS="$HERE/tests/golden/api/session.ans"
DIR="$SCRATCH/games"
mkdir -p "$DIR"
. "$HERE/tests/support/serve.sh"
# the library's texts in English whatever the machine's language; a history of finished games of its own
export AUTOMA_HISTORY="$SCRATCH/history.db" LC_ALL=C
unset LANGUAGE
serve_start "$DIR"
GOT="$SCRATCH/session.ans"
: >"$GOT"
while IFS= read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    method=${line%% *}
    rest=${line#* }
    path=${rest%% *}
    body=""
    [ "$path" != "$rest" ] && body=${rest#* }
    case "$method $path" in
    "PUT /"*) ;;
    PUT\ *) cp "$HERE/tests/web/fixtures/$body" "$DIR/$path.json" || exit 1; continue ;;
    esac
    # the listing is newest first: every game gets the same time, so that it is by name
    [ "$method $path" = "GET /games" ] && for f in "$DIR"/*.json; do [ -f "$f" ] && touch -d @1000000000 "$f"; done
    if [ -n "$body" ]; then req "$method" "/api$path" "$body"; else req "$method" "/api$path"; fi
    printf '%s ' "$CODE" >>"$GOT"
    sed 's/"modified":[0-9]*/"modified":0/g' "$SCRATCH/resp" >>"$GOT"
    echo >>"$GOT"
done <"$REQ"
if [ "${RECORD:-0}" = 1 ]; then cp "$GOT" "$ANS"; echo "api_session: recorded $(wc -l <"$ANS") answers"; exit 0; fi
if ! cmp -s "$GOT" "$ANS"; then
    echo "api_session: the answers differ from tests/golden/api/session.ans:"
    diff "$ANS" "$GOT" | cut -c1-400 | head -n 40
    exit 1
fi
echo "api_session: $(wc -l <"$ANS") answers as recorded"
