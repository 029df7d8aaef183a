#!/bin/sh
# Guarantee 8 (docs/hardening.md): slow clients. 1,000 connections held open by one address
# (each sends half a request and waits) do not stop a second client: it is served at once, from
# another address and from the same one. All on loopback. 127.0.0.1 is every local program's
# address, the person's browser among them, so it has no per-address limit (issue 28 item 14:
# 64 half-sent requests from 127.0.0.1 locked every other loopback client out); any other address
# keeps at most 64 connections (the holder at 127.0.0.3 gets no more). And `serve --dir` with
# something that is not a folder refuses to start (it answered 500 to every list).
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
. "$(dirname "$0")/../support/serve.sh"
command -v python3 >/dev/null || { echo "serve_slow: python3 is missing"; exit 1; }
for bad in /dev/null "$SCRATCH/afile"; do
    : >"$SCRATCH/afile"
    rc=0; timeout 10 "$AUTOMA" serve --port 0 --dir "$bad" >"$SCRATCH/out" 2>&1 || rc=$?   # (it used to start)
    [ "$rc" = 1 ] || fail "serve --dir $bad: exit $rc (want 1): $(cat "$SCRATCH/out")"
    grep -q "serve: --dir $bad is not a folder" "$SCRATCH/out" || fail "serve --dir $bad: $(cat "$SCRATCH/out")"
done
D="$SCRATCH/games"
mkdir -p "$D"
serve_start "$D"
# hold N half-sent requests from ADDR; after a second, write how many the server still keeps open
hold() {   # hold ADDR N FLAG
    python3 - "$PORT" "$1" "$2" "$3" <<'PY' &
import socket, sys, time
port, addr, n, flag = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
socks = []
for i in range(n):
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(addr, 0))
        s.sendall(b"GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)   # never finished
        socks.append(s)
    except OSError:
        pass
time.sleep(1)
open_ = 0
for s in socks:
    s.setblocking(False)
    try:
        open_ += s.recv(1) != b""
    except BlockingIOError:
        open_ += 1
    except OSError:
        pass
open(flag, "w").write(str(open_))
time.sleep(8)
PY
}
wait_flag() {
    i=0
    while [ ! -s "$1" ] && [ $i -lt 300 ]; do i=$((i + 1)); sleep 0.1; done
    [ -s "$1" ] || fail "the holder did not open its connections"
}
hold 127.0.0.1 1000 "$SCRATCH/held1"
H1=$!
wait_flag "$SCRATCH/held1"
[ "$(cat "$SCRATCH/held1")" -ge 900 ] || fail "127.0.0.1 kept only $(cat "$SCRATCH/held1") connections"
for from in 127.0.0.2 127.0.0.1; do
    t0=$(date +%s%N)
    CODE=$(curl -s --interface $from --max-time 3 -o "$SCRATCH/resp" -w '%{http_code}' "$B/api/info")
    t1=$(date +%s%N)
    [ "$CODE" = 200 ] || fail "a client at $from while 1,000 connections of 127.0.0.1 are held: HTTP $CODE (curl gave up after 3 s)"
    echo "client at $from served in $(( (t1 - t0) / 1000000 )) ms while $(cat "$SCRATCH/held1") connections were open"
done
REQ_OPTS="--max-time 3"
req POST /api/games '{"name":"g","kind":"scythe","human":"nordic","automa":"rusviet","seed":1}'
expect 200 '"ok":true' "a game created from 127.0.0.1 while its connections are held"
kill "$H1" 2>/dev/null
wait "$H1" 2>/dev/null
# another address: at most 64 of its 100 connections are kept, and 127.0.0.1 is still served
hold 127.0.0.3 100 "$SCRATCH/held3"
H3=$!
wait_flag "$SCRATCH/held3"
n3=$(cat "$SCRATCH/held3")
[ "$n3" -le 64 ] && [ "$n3" -ge 32 ] || fail "127.0.0.3 kept $n3 of 100 connections (want at most 64)"
CODE=$(curl -s --max-time 3 -o "$SCRATCH/resp" -w '%{http_code}' "$B/api/info")
[ "$CODE" = 200 ] || fail "127.0.0.1 while 127.0.0.3 holds $n3 connections: HTTP $CODE"
kill "$H3" 2>/dev/null
wait "$H3" 2>/dev/null
finish
