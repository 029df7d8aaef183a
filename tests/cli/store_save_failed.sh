#!/bin/sh
# Guarantee 3 (docs/hardening.md): a save that failed is never reported as a save. The companion
# whose saves fail (here: the file size limit of `ulimit -f`) says so, tries again at quit, then
# says "NOT saved" with the reason and exits non-zero, the file as it was; `turn` whose output
# cannot be written (/dev/full) exits non-zero.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
G="$SCRATCH/g.json"
"$AUTOMA" scythe new --human nordic --automa rusviet --seed 4 --out "$G" >/dev/null || fail "new"
cp "$G" "$SCRATCH/orig.json"
[ "$(wc -c <"$G")" -gt 1024 ] || fail "the game file is smaller than the limit used below"
# a limit below the file's size (1 block): every save fails with "File too large"
printf 'coins +1\nstatus\nquit\n' >"$SCRATCH/in"
# (the limit only for the companion: its output goes through a pipe to a file written by cat)
( ulimit -f 1; "$AUTOMA" scythe play "$G" <"$SCRATCH/in" 2>&1; echo "exit status $?" ) | cat >"$SCRATCH/out"
rc=$(sed -n 's/^exit status //p' "$SCRATCH/out")
[ "$rc" -ne 0 ] || fail "the companion exited 0 although no save worked"
grep -q "Could not save the game" "$SCRATCH/out" || fail "the failed save was not reported"
grep -q "The game is NOT saved: " "$SCRATCH/out" || fail "no 'NOT saved' at quit"
grep -q "The game is saved in" "$SCRATCH/out" && fail "the companion claims the game is saved"
cmp -s "$G" "$SCRATCH/orig.json" || fail "the file changed although every save failed"
ls "$SCRATCH" | grep -q 'tmp-' && fail "a temporary file was left: $(ls "$SCRATCH")"
[ "$fails" -eq 0 ] || cat "$SCRATCH/out"

# the same session with room to save: saved, exit 0
"$AUTOMA" scythe play "$G" <"$SCRATCH/in" >"$SCRATCH/out" 2>&1 || fail "the companion failed with room to save"
grep -q "The game is saved in" "$SCRATCH/out" || fail "no 'saved' message"

# the output of a command that cannot be written is an error
sed 's/"current": "nordic"/"current": "rusviet"/' "$SCRATCH/orig.json" >"$SCRATCH/t.json"
"$AUTOMA" scythe turn "$SCRATCH/t.json" >/dev/full 2>"$SCRATCH/err"
[ $? -ne 0 ] || fail "turn > /dev/full exited 0"
grep -q "cannot write the output" "$SCRATCH/err" || fail "no message for the lost output: $(cat "$SCRATCH/err")"
"$AUTOMA" scythe show "$SCRATCH/t.json" >/dev/full 2>/dev/null && fail "show > /dev/full exited 0"
[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "all checks passed"
