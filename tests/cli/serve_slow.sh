#!/bin/sh
# Guarantee 8 (docs/hardening.md): slow clients. 1,000 connections held open by one address
# (each sends half a request and waits) do not stop a second client: it is served at once.
# All on loopback: the holder connects from 127.0.0.1, the second client from 127.0.0.2.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
command -v python3 >/dev/null || { echo "serve_slow: python3 is missing"; exit 1; }
D="$SCRATCH/games"
mkdir -p "$D"
serve_start "$D"
python3 - "$PORT" "$SCRATCH/held" <<'PY' &
import socket, sys, time
port, flag = int(sys.argv[1]), sys.argv[2]
socks = []
for i in range(1000):
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=2)
        s.sendall(b"GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)   # never finished
        socks.append(s)
    except OSError:
        pass
open(flag, "w").write(str(len(socks)))
time.sleep(8)
PY
HOLDER=$!
i=0
while [ ! -s "$SCRATCH/held" ] && [ $i -lt 200 ]; do i=$((i + 1)); sleep 0.1; done
[ -s "$SCRATCH/held" ] || fail "the holder did not open its connections"
t0=$(date +%s%N)
CODE=$(curl -s --interface 127.0.0.2 --max-time 3 -o "$SCRATCH/resp" -w '%{http_code}' "$B/api/info")
t1=$(date +%s%N)
[ "$CODE" = 200 ] || fail "a second client while 1,000 connections are held: HTTP $CODE (curl gave up after 3 s)"
echo "second client served in $(( (t1 - t0) / 1000000 )) ms while $(cat "$SCRATCH/held") connections were open"
REQ_OPTS="--interface 127.0.0.2 --max-time 3"
req POST /api/games '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'
expect 200 '"ok":true' "a game created while the connections are held"
kill "$HOLDER" 2>/dev/null
wait "$HOLDER" 2>/dev/null
finish
