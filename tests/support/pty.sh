# Sourced by the pseudo-terminal tests of the dialogues (tests/cli/companion_*.sh,
# automata_save.sh, expeditions_resume.sh): the program on a pseudo-terminal through script(1)
# (util-linux), the screen in $D/out (carriage returns removed). Needs D (the scratch folder).
#   fail TEXT            says what failed (with the end of $D/out) and exits 1
#   has / hasnt TEXT     $D/out holds / does not hold TEXT (fixed string)
#   hasj TEXT            the same in $D/out with its lines joined (a sentence the width wrapped)
#   pty COMMAND          COMMAND with $D/in as its typing; the exit status in the screen: [rc=N]
#   pty_cols N COMMAND   the same on a terminal of N columns (50 rows)
#   run_pty COMMAND TEXT BYTES ...   types each BYTES (printf format: \n, \003 = Ctrl-C) once
#                        TEXT is on the screen (at most 30 s each), then keeps the typing open
#                        until the command has ended (at most 30 s more)
# script(1) runs the command through $SHELL. A Ctrl-C reaches that shell too: dash (/bin/sh, and
# script's choice when SHELL is unset, as under CI) dies of it at once, so the program's last words
# and the "[rc=N]" line were lost; bash waits for the program and goes on when it handled the signal.
SHELL=/bin/bash
export SHELL
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
has() { grep -qF -- "$1" "$D/out" || fail "output lacks: $1"; }
hasnt() { ! grep -qF -- "$1" "$D/out" || fail "output has: $1"; }
hasj() { tr '\n' ' ' <"$D/out" | tr -s ' ' | grep -qF -- "$1" || fail "output lacks: $1"; }
pty() {
    script -qfec "$1; echo \"[rc=\$?]\"" /dev/null <"$D/in" >"$D/raw" 2>&1
    tr -d '\r' <"$D/raw" >"$D/out"
}
pty_cols() {
    script -qfec "stty cols $1 rows 50; $2" /dev/null <"$D/in" >"$D/raw" 2>&1
    rc=$?
    tr -d '\r' <"$D/raw" >"$D/out"
    return $rc
}
pty_feed() {
    while [ $# -ge 2 ]; do
        i=0
        until grep -qF -- "$1" "$D/raw" 2>/dev/null; do
            i=$((i + 1)); [ $i -lt 300 ] || { echo "timeout waiting for $1" >&2; return 0; }
            sleep 0.1
        done
        printf "$2"
        shift 2
    done
    # Keep the typing open until the command has ended (run_pty's $D/ended): script(1) ends the
    # session when its input closes, which on a slow machine (ASan, load) cut the command's last
    # words and its exit status (a fixed one-second wait did).
    i=0
    until [ -e "$D/ended" ]; do
        i=$((i + 1)); [ $i -lt 300 ] || { echo "timeout waiting for the command to end" >&2; return 0; }
        sleep 0.1
    done
}
run_pty() {
    cmd=$1; shift
    : >"$D/raw"; rm -f "$D/ended"
    pty_feed "$@" | { script -qfec "$cmd; echo \"[rc=\$?]\"" /dev/null >"$D/raw" 2>&1; : >"$D/ended"; }
    tr -d '\r' <"$D/raw" >"$D/out"
}
