#!/bin/sh
# automa expeditions: bad input gives one clear message, the documented exit status, and leaves
# the files unchanged.
set -u
fail() { echo "FAIL: $*"; exit 1; }
G="$SCRATCH/game.json"
"$AUTOMA" expeditions new --seed 3 --out "$G" >/dev/null || fail "new"
cp "$G" "$SCRATCH/orig.json"

expect() {  # expect STATUS PATTERN command...
    want=$1; pat=$2; shift 2
    "$@" >"$SCRATCH/o" 2>"$SCRATCH/e"
    got=$?
    [ "$got" -eq "$want" ] || { cat "$SCRATCH/e"; fail "'$*' exit $got, want $want"; }
    grep -q -- "$pat" "$SCRATCH/e" || { cat "$SCRATCH/e"; fail "'$*' message lacks '$pat'"; }
    [ "$(wc -l <"$SCRATCH/e")" -le 2 ] || fail "'$*' too many lines on stderr"
}

expect 1 "nope.json" "$AUTOMA" expeditions turn "$SCRATCH/nope.json"
expect 1 "nope.json" "$AUTOMA" expeditions show "$SCRATCH/nope.json"
expect 2 "FILE is required" "$AUTOMA" expeditions turn
expect 2 "unknown option" "$AUTOMA" expeditions turn "$G" --bogus
expect 2 "unknown command" "$AUTOMA" expeditions frobnicate
expect 2 "out FILE is required" "$AUTOMA" expeditions new --seed 1
expect 2 "progress-file" "$AUTOMA" expeditions new --level 4 --out "$SCRATCH/x.json"
expect 2 "level" "$AUTOMA" expeditions new --level 9 --out "$SCRATCH/x.json"
expect 2 "glory-adjust" "$AUTOMA" expeditions new --glory-adjust 5 --out "$SCRATCH/x.json"
expect 2 "needs a value" "$AUTOMA" expeditions new --out
expect 2 "--gap" "$AUTOMA" expeditions new --gap N9 --out "$SCRATCH/x.json"
expect 1 "missing.json" "$AUTOMA" expeditions new --progress-file "$SCRATCH/missing.json" --out "$SCRATCH/x.json"
[ -e "$SCRATCH/x.json" ] && fail "a failed new wrote a file"

printf '{"format": "automa-expeditions/1", "automa": {"north": "C3"}}' >"$SCRATCH/bad1.json"
cp "$SCRATCH/bad1.json" "$SCRATCH/bad1.orig"
expect 1 "automa.north" "$AUTOMA" expeditions turn "$SCRATCH/bad1.json"
cmp -s "$SCRATCH/bad1.json" "$SCRATCH/bad1.orig" || fail "bad file changed"

printf '{"format": "automa-expeditions/1", "map": {"N3": {"corruption": [1, "x"]}}' >"$SCRATCH/bad2.json"
expect 1 "line" "$AUTOMA" expeditions turn "$SCRATCH/bad2.json"
printf '{"format": "automa-expeditions/1", "map": {"N3": {"corruption": [1, "x"]}}}' >"$SCRATCH/bad3.json"
expect 1 "map.N3.corruption\[1\]" "$AUTOMA" expeditions turn "$SCRATCH/bad3.json"
printf 'not json at all' >"$SCRATCH/bad4.json"
expect 1 "JSON error" "$AUTOMA" expeditions show "$SCRATCH/bad4.json"
printf '{"level": 4, "spaces": 5}' >"$SCRATCH/badp.json"
expect 1 "progress" "$AUTOMA" expeditions new --level 4 --progress-file "$SCRATCH/badp.json" --out "$SCRATCH/x.json"

# nothing above touched the good game file
cmp -s "$G" "$SCRATCH/orig.json" || fail "game file changed"
# an unwritable target: error, old file kept
mkdir "$SCRATCH/ro" && cp "$G" "$SCRATCH/ro/g.json" && chmod 555 "$SCRATCH/ro"
if [ "$(id -u)" -ne 0 ]; then
    expect 1 "g.json" "$AUTOMA" expeditions turn "$SCRATCH/ro/g.json"
    cmp -s "$SCRATCH/ro/g.json" "$G" || fail "unwritable: file changed"
fi
chmod 755 "$SCRATCH/ro"
exit 0
