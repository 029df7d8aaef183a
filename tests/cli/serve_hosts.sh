#!/bin/sh
# Guarantee 6 (docs/hardening.md) and `automa serve --lan`: in every listen mode only requests
# naming this server (Host) and, for writes, coming from its own page (Origin) are served, so a
# page elsewhere (DNS rebinding, a cross-site form or fetch) can neither read nor change a game;
# beyond loopback every request needs the secret token printed at start, then kept in a
# SameSite=Strict cookie. Requests go to loopback addresses only.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
D="$SCRATCH/games"
mkdir -p "$D"
NEW='{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'

modes() {  # the checks every mode shares; $1 names the mode
    m=$1
    REQ_OPTS="-H Host:evil.example:$PORT $AUTH"
    req POST /api/games "$NEW"; expect 403 '"bad-host"' "$m: DNS rebinding (a foreign Host) creating a game"
    req GET /api/games; expect 403 '"bad-host"' "$m: a foreign Host listing the games"
    REQ_OPTS="-H Host:127.0.0.1 $AUTH"
    req GET /api/info; expect 403 '"bad-host"' "$m: the right address without the port"
    REQ_OPTS="-H Origin:http://evil.example $AUTH"
    req POST /api/games "$NEW"; expect 403 '"bad-origin"' "$m: a write from another site (Origin)"
    REQ_OPTS="-H Origin:null $AUTH"
    req POST /api/games "$NEW"; expect 403 '"bad-origin"' "$m: a write from an opaque origin"
    REQ_OPTS="-H Sec-Fetch-Site:cross-site $AUTH"
    req POST /api/games "$NEW"; expect 403 '"bad-origin"' "$m: a write marked cross-site"
    [ -f "$D/g.json" ] && fail "$m: a refused request created a game"
    REQ_OPTS="-H Host:localhost:$PORT -H Origin:http://localhost:$PORT $AUTH"
    req POST /api/games "$NEW"; expect 200 '"ok":true' "$m: the page's own write (localhost)"
    REQ_OPTS="-H Origin:http://127.0.0.1:$PORT $AUTH"
    req DELETE /api/games/g; expect 200 '"deleted":"g"' "$m: the page's own DELETE"
    REQ_OPTS=""
}

# 1. the default: loopback
AUTH=""
serve_start "$D"
modes loopback
serve_stop

# 2. --listen 127.0.0.1 (on main this mode turned the Host check off)
serve_start "$D" --listen 127.0.0.1
modes "--listen 127.0.0.1"
serve_stop

# 3. --lan: every request needs the token
serve_start "$D" --lan
TOKEN=$(sed -n 's|.*127\.0\.0\.1:[0-9]*/?token=\([0-9a-f]*\).*|\1|p' "$SERVE_OUT" | head -n 1)
[ ${#TOKEN} -eq 32 ] || fail "--lan: no token in the address printed: $(cat "$SERVE_OUT")"
grep -q 'SameSite\|token=' "$SERVE_OUT" || fail "--lan: no address with the token"
grep -q "$(printf '\342\226\210')" "$SERVE_OUT" || fail "--lan: no QR code printed"
AUTH=""
req GET /; expect 403 '"token"' "--lan: the page without the token"
req GET /api/games; expect 403 '"token"' "--lan: the API without the token"
req GET "/?token=0123456789abcdef0123456789abcdef"; expect 403 '"token"' "--lan: a wrong token"
REQ_OPTS="-b automa_token=0123456789abcdef0123456789abcdef"
req GET /api/games; expect 403 '"token"' "--lan: a wrong token in the cookie"
REQ_OPTS="-D $SCRATCH/headers"
req GET "/?token=$TOKEN"
[ "$CODE" = 303 ] || fail "--lan: the address with the token: HTTP $CODE, not 303"
grep -qi "^set-cookie: automa_token=$TOKEN; Path=/; HttpOnly; SameSite=Strict" "$SCRATCH/headers" ||
    fail "--lan: no SameSite=Strict cookie: $(cat "$SCRATCH/headers")"
AUTH="-b automa_token=$TOKEN"
REQ_OPTS="$AUTH"
req GET /; expect 200 '<div id="app">' "--lan: the page with the cookie"
req GET /api/games; expect 200 '"games"' "--lan: the API with the cookie"
modes "--lan"
serve_stop

# 4. --listen with an address beyond loopback also needs the token (0.0.0.0: every address)
serve_start "$D" --listen 0.0.0.0
AUTH=""
req GET /api/info; expect 403 '"token"' "--listen 0.0.0.0 without the token"
serve_stop
"$AUTOMA" serve --lan --listen 127.0.0.1 >/dev/null 2>&1 && fail "--lan with --listen accepted"
finish
