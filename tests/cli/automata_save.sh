#!/bin/sh
# Issue 28 item 11, Automata at the terminal (script(1)): quitting a game that is not being saved
# says so and how to keep one (it said nothing); `--save` into a folder that does not exist says
# each save failed, ends with "The game is NOT saved" and exit status 1 (it exited 0), also when
# only bots play; `save FILE` keeps saving there, and the end says where the game is.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
. "$(dirname "$0")/../support/pty.sh"
printf '1\nquit\n' >"$D/in"
pty "$A automata play --seats human,greedy --seed 4"
has "The game is not saved: to keep a game, start it with --save FILE (or type save FILE before quit)."
has "[rc=0]"

pty "$A automata play --seats human,greedy --seed 4 --save /nonexistent/x.json"
has "! could not save the game: /nonexistent/x.json"
has "The game is NOT saved: /nonexistent/x.json"
hasnt "saved to"
has "[rc=1]"
: >"$D/in"
pty "$A automata play --seats greedy,greedy --seed 4 --save /nonexistent/y.json"
has "The game is NOT saved: /nonexistent/y.json"
has "[rc=1]"

printf '1\nsave %s\n2\nquit\n' "$D/s.json" >"$D/in"
pty "$A automata play --seats human,greedy --seed 4"
has "saved to $D/s.json"
has "The game is saved in $D/s.json."
hasnt "The game is not saved"
has "[rc=0]"
n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["actions"]))' "$D/s.json") || fail "the saved file"
[ "$n" -ge 3 ] || fail "the moves after 'save FILE' were not saved ($n actions)"
echo "automata_save: ok"
