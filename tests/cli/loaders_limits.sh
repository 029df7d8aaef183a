#!/bin/sh
# Files over the loaders' size limits (Scythe game and card files 1 MiB, Expeditions files
# 4 MiB), and a NUL byte in a game file: one clear message, exit status 1, the file untouched.
set -u
fail() { echo "FAIL: $*"; exit 1; }
expect() {  # expect STATUS PATTERN command...
    want=$1; pat=$2; shift 2
    "$@" >"$SCRATCH/o" 2>"$SCRATCH/e"
    got=$?
    [ "$got" -eq "$want" ] || { cat "$SCRATCH/e"; fail "'$*' exit $got, want $want"; }
    grep -q -- "$pat" "$SCRATCH/e" || { cat "$SCRATCH/e"; fail "'$*' message lacks '$pat'"; }
    [ "$(wc -l <"$SCRATCH/e")" -le 2 ] || fail "'$*' too many lines on stderr"
}
# pad FILE BYTES: a valid file padded with leading spaces to exactly BYTES bytes
pad() {
    size=$(wc -c <"$1")
    { head -c $(($2 - size)) /dev/zero | tr '\0' ' '; cat "$1"; } >"$1.pad" && mv "$1.pad" "$1"
    [ "$(wc -c <"$1")" -eq "$2" ] || fail "pad $1"
}
S="$SCRATCH/s.json"
"$AUTOMA" scythe new --human nordic --automa rusviet --seed 1 --out "$S" >/dev/null || fail "scythe new"
sed 's/"current": "nordic"/"current": "rusviet"/' "$S" >"$SCRATCH/t" && mv "$SCRATCH/t" "$S"
cp "$S" "$SCRATCH/s1.json"
pad "$SCRATCH/s1.json" 1048576
"$AUTOMA" scythe show "$SCRATCH/s1.json" >/dev/null || fail "a 1 MiB game file is refused"
cp "$S" "$SCRATCH/s2.json"
pad "$SCRATCH/s2.json" 1048577
cp "$SCRATCH/s2.json" "$SCRATCH/s2.orig"
expect 1 "larger than 1048576 bytes" "$AUTOMA" scythe turn "$SCRATCH/s2.json"
expect 1 "larger than 1048576 bytes" "$AUTOMA" scythe show "$SCRATCH/s2.json"
cmp -s "$SCRATCH/s2.json" "$SCRATCH/s2.orig" || fail "refused file changed"
head -c 1048577 /dev/zero | tr '\0' '#' >"$SCRATCH/cards.txt"
expect 1 "larger than 1048576 bytes" "$AUTOMA" scythe new --human nordic --cards "$SCRATCH/cards.txt" --out "$SCRATCH/x.json"
[ -e "$SCRATCH/x.json" ] && fail "a failed new wrote a file"
# a NUL byte: refused, not read up to the NUL
{ cat "$S"; printf '\000{"junk": 1}'; } >"$SCRATCH/nul.json"
expect 1 "NUL" "$AUTOMA" scythe turn "$SCRATCH/nul.json"

E="$SCRATCH/e.json"
"$AUTOMA" expeditions new --seed 1 --out "$E" >/dev/null || fail "expeditions new"
cp "$E" "$SCRATCH/e1.json"
pad "$SCRATCH/e1.json" 4194304
"$AUTOMA" expeditions show "$SCRATCH/e1.json" >/dev/null || fail "a 4 MiB game file is refused"
cp "$E" "$SCRATCH/e2.json"
pad "$SCRATCH/e2.json" 4194305
cp "$SCRATCH/e2.json" "$SCRATCH/e2.orig"
expect 1 "larger than 4194304 bytes" "$AUTOMA" expeditions turn "$SCRATCH/e2.json"
cmp -s "$SCRATCH/e2.json" "$SCRATCH/e2.orig" || fail "refused file changed"
printf '{"spaces": 5}' >"$SCRATCH/p.json"
pad "$SCRATCH/p.json" 4194305
expect 1 "larger than 4194304 bytes" "$AUTOMA" expeditions new --level 4 --progress-file "$SCRATCH/p.json" --out "$SCRATCH/x.json"
[ -e "$SCRATCH/x.json" ] && fail "a failed new wrote a file"
exit 0
