#!/bin/sh
# `automa scythe map`: the text map names every territory; --svg writes an SVG file;
# a bad option or an unwritable file gives exit status 2, one message, and no file.
# $AUTOMA = the program, $SCRATCH = an empty temporary folder.
set -u
fail() { echo "FAIL: $*"; exit 1; }

out="$SCRATCH/map.txt"
err="$SCRATCH/err.txt"
"$AUTOMA" scythe map >"$out" 2>"$err" || fail "map exited with $?"
[ -s "$err" ] && fail "map wrote to stderr: $(cat "$err")"
for name in A2 A3 A4 A5 A6 A7 B1 B2 B3 B4 B5 B6 B7 C2 C3 C4 C5 C6 C7 D1 D2 D3 D4 D5 D6 D7 \
            E1 E2 E3 E4 E5 E6 E7 F1 F2 F3 F4 F5 F6 F7 G2 G3 G4 G5 G6 G7 H4; do
    grep -q "$name" "$out" || fail "map lacks $name"
done
for home in NORDIC RUSVIET TOGAWA CRIMEA SAXONY POLANIA ALBION; do
    grep -q "$home" "$out" || fail "map lacks the $home home base"
done
# fits a 100-column terminal
awk 'length($0) > 100 { bad = 1 } END { exit bad }' "$out" || fail "a map line is wider than 100 columns"

# --help
"$AUTOMA" scythe map --help >"$out" 2>&1 || fail "--help exited with $?"
grep -q -- "--svg" "$out" || fail "--help does not mention --svg"

# --svg FILE and --svg=FILE
svg="$SCRATCH/board.svg"
"$AUTOMA" scythe map --svg "$svg" >"$out" 2>"$err" || fail "--svg exited with $?"
[ -s "$svg" ] || fail "no SVG written"
head -c 5 "$svg" | grep -q '<?xml' || fail "SVG does not start with an XML declaration"
grep -q '<svg xmlns="http://www.w3.org/2000/svg"' "$svg" || fail "no svg root element"
tail -n 1 "$svg" | grep -q '^</svg>$' || fail "SVG not closed"
[ "$(grep -c 'class="hex ' "$svg")" -eq 47 ] || fail "SVG does not have 47 hexes"
if command -v xmllint >/dev/null 2>&1; then
    xmllint --noout "$svg" || fail "SVG is not well-formed XML"
fi
"$AUTOMA" scythe map --svg="$SCRATCH/b2.svg" >/dev/null 2>&1 || fail "--svg=FILE exited with $?"
cmp -s "$svg" "$SCRATCH/b2.svg" || fail "--svg=FILE wrote a different file"

# bad option: exit 2, one message on stderr, nothing on stdout
status=0
"$AUTOMA" scythe map --bogus >"$out" 2>"$err" || status=$?
[ "$status" -eq 2 ] || fail "bad option: exit status $status, want 2"
grep -q -- "--bogus" "$err" || fail "bad option: message does not name it: $(cat "$err")"
[ "$(wc -l <"$err")" -eq 1 ] || fail "bad option: more than one line on stderr"
[ -s "$out" ] && fail "bad option: something on stdout"

# a stray argument
status=0
"$AUTOMA" scythe map D4 >"$out" 2>"$err" || status=$?
[ "$status" -eq 2 ] || fail "stray argument: exit status $status, want 2"
grep -q "'D4'" "$err" || fail "stray argument: message does not name it: $(cat "$err")"

# --svg without a file name
status=0
"$AUTOMA" scythe map --svg >"$out" 2>"$err" || status=$?
[ "$status" -eq 2 ] || fail "--svg without a file: exit status $status, want 2"
[ -s "$err" ] || fail "--svg without a file: no message"

# unwritable path: exit 2, message naming the file, nothing created
status=0
"$AUTOMA" scythe map --svg /nonexistent/x.svg >"$out" 2>"$err" || status=$?
[ "$status" -eq 2 ] || fail "unwritable file: exit status $status, want 2"
grep -q "/nonexistent/x.svg" "$err" || fail "unwritable file: message does not name it: $(cat "$err")"
[ -e /nonexistent/x.svg ] && fail "unwritable file: something was created"
[ -s "$out" ] && fail "unwritable file: something on stdout"

# an unwritable folder we own: nothing left behind in it
mkdir "$SCRATCH/ro" && chmod 500 "$SCRATCH/ro"
if [ ! -w "$SCRATCH/ro" ]; then    # (root can write anyway; then skip)
    status=0
    "$AUTOMA" scythe map --svg "$SCRATCH/ro/x.svg" >"$out" 2>"$err" || status=$?
    [ "$status" -eq 2 ] || fail "read-only folder: exit status $status, want 2"
    [ -z "$(ls -A "$SCRATCH/ro")" ] || fail "read-only folder: files left behind"
fi
chmod 700 "$SCRATCH/ro"
exit 0
