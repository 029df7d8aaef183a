#!/bin/sh
# Issue 28 item 8, files where they belong, on a pseudo-terminal (script(1)): the wizard's default
# game file goes into the user's data folder ($XDG_DATA_HOME/automa/games; it was the current
# folder, the repository under `make run`), and it says where; `make run` with no FILE offers that
# game again; Ctrl-C at a prompt, under `make run`, ends like quit (no make error, "The game is saved
# in ...", exit 0; at the wizard "nothing was saved"); `make` prints no "make[1]: ... is up to date".
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
AA=$(cd "$(dirname "$A")" && pwd)/$(basename "$A")
. "$(dirname "$0")/../support/pty.sh"
export AUTOMA_HISTORY="$D/history.db" XDG_DATA_HOME="$D/xdg"
unset MAKEFLAGS MFLAGS MAKELEVEL   # the make of `make check` is not the make of these runs
G="$D/xdg/automa/games"
mkdir "$D/cwd" && cd "$D/cwd" || fail "cd"

# 1. the wizard's default file: in the data folder, said
printf 'nordic\n\nautoma\n\n\n\nindustrial\n\n42\n\nquit\n' >"$D/in"
script -qfec "'$AA' scythe play" /dev/null <"$D/in" >"$D/out" 2>&1 || fail "the wizard"
[ -z "$(ls "$D/cwd")" ] || fail "the wizard wrote into the current folder: $(ls "$D/cwd")"
f=$(ls "$G" 2>/dev/null | head -1)
case "$f" in scythe-*.json) ;; *) fail "no game in $G ('$f')" ;; esac
has "Your games are kept in $G"
has "The game is saved in $G/$f"
# make run again: that game is offered; 'no', a new one under a name without a folder: there too
printf 'no\nnordic\n\nautoma\n\n\n\nindustrial\n\n42\nmine.json\nquit\n' >"$D/in"
script -qfec "'$AA' scythe play" /dev/null <"$D/in" >"$D/out" 2>&1 || fail "the wizard (a name)"
has "Continue the unfinished game"
[ -f "$G/mine.json" ] || fail "a name without a folder did not go into $G"
[ -z "$(ls "$D/cwd")" ] || fail "the wizard wrote into the current folder: $(ls "$D/cwd")"

# 2. Ctrl-C: at the wizard nothing is saved; at a game prompt the game is saved, exit status 0
run_pty "'$AA' scythe play '$D/w.json'" "Your faction" 'nordic\n' "The Automa's faction" '\003'
has "No game was set up; nothing was saved."
has "[rc=0]"
[ ! -e "$D/w.json" ] || fail "Ctrl-C in the wizard left a file"

"$AA" scythe show "$G/mine.json" | grep -q "nordic (human): power 4, coins 4," || fail "mine.json: not 4 coins (industrial)"
run_pty "'$AA' scythe play '$G/mine.json'" "nordic> " 'coins +2\n' "Your coins" '\003'
has "The game is saved in $G/mine.json. Continue with:"
has "[rc=0]"
"$AA" scythe show "$G/mine.json" | grep -q "nordic (human): power 4, coins 6," || fail "the step before Ctrl-C is not in the file"

# 3. under `make run` (the repository's Makefile): no make error, no "is up to date" lines.
#    `make run` is the plain build's program whatever AUTOMA is, so only the plain pass of `make
#    check` runs this part: the ASan pass's copy of this test would run make in the same tree at
#    the same time.
if [ -n "${SAN:-}" ]; then echo "companion_files: ok (make run checked by the plain pass)"; exit 0; fi
[ -x "$ROOT/build/automa" ] || fail "build/automa is not built"
run_pty "make -C '$ROOT' --no-print-directory run" "Continue the unfinished game" '\n' "nordic> " '\003'
has "Continuing $G/"
has "The game is saved in $G/"
hasnt "make: ***"
hasnt "Interrupt"
has "[rc=0]"   # make itself ends well: Ctrl-C reached the companion alone
hasnt "is up to date"
( cd "$ROOT" && make --no-print-directory all ) >"$D/out" 2>&1 || fail "make all"
hasnt "is up to date"
echo "companion_files: ok"
