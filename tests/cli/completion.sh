#!/bin/sh
# The bash completion (completion/automa.bash, installed by `make install`): completes commands,
# subcommands, each command's options (read from the program's --help), factions, levels and
# territory names, skipping options and their values when it finds the command. The script asks the
# program (the hidden `automa __complete`, issue 26 item 4) and holds no list of its own.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; exit 1; }
command -v bash >/dev/null || fail "no bash"
# complete WORDS...: the completions of the last word (may be empty) after the others
complete_words() {
    bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _automa; printf "%s\n" "${COMPREPLY[@]}"' \
        _ "$ROOT/completion/automa.bash" "$A" "$@" 2>&1
}
want() {  # want "WORD" WORDS...: WORD is among the completions
    w=$1; shift
    complete_words "$@" >"$D/out"
    grep -qx -- "$w" "$D/out" || fail "completing '$*': no '$w' in: $(tr '\n' ' ' <"$D/out")"
}
wantnot() {
    w=$1; shift
    complete_words "$@" >"$D/out"
    ! grep -qx -- "$w" "$D/out" || fail "completing '$*': '$w' should not be offered"
}
want scythe ""
want expeditions ex
want --version --v
want --lang --la
want turn scythe t
want replay scythe re
wantnot play scythe t
want scythe sim s
want cards automata c
want --human scythe new --h
want --no-ifa-brackets scythe new --no
want --verbose scythe turn g.json --v
want --automa-cards scythe combat g.json --a
want --progress-file expeditions new --pro
want --budget sim automata --b
want merge sim m
want --first-game sim scythe --fi
want --acc sim merge --a
want --listen serve --l
want --db history --
want nordic scythe new --human n
want automaszyna scythe new --level automas
want 3 expeditions new --level ""
want aggressive sim scythe --human-bot a
want human:crimea scythe new --player human:c
want it --lang ""
# after options with values, the subcommand and the operands are still found
want turn --lang it scythe t
want D4 scythe move g.json mech D
want D4 scythe move g.json mech d
want polania scythe move g.json character pol
want worker scythe deploy g.json w
want structure-bonus scythe set g.json s
want B7 scythe encounter g.json B
want turn help scythe t
want militant scythe new --player-mat mil
want in-a-row scythe new --structure-tile in
want --defender-power scythe combat g.json --defender-p
want build scythe bu
want --flip scythe turn g.json --fl
want 4 scythe turn g.json --flip ""
want --trap scythe move g.json --tr
want coins scythe move g.json --trap c
want armory scythe build g.json ar
want C5 scythe build g.json mine c5
want mech scythe move --player-mat militant --structure-tile on-tunnels g.json m
# a game's options from the library's table, with their values
want --real-deck scythe new --real
want simulated scythe new --combat s
want human,greedy automata play --seats human,gr
wantnot human,greedy automata play --seats human,x
# the Scythe action's words come from the game file: where your mechs are, where one can go
cat >"$D/g.json" <<'JSON'
{"format":"automa-scythe/1","seed":1,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","character":"G4","workers":["H4"]}]}
JSON
want G5 scythe move "$D/g.json" mech ""
wantnot A5 scythe move "$D/g.json" mech ""
want A5 scythe move "$D/g.json" worker ""
want H4 scythe move "$D/g.json" mech G5 ""
wantnot A2 scythe move "$D/g.json" mech G5 ""
# the hidden command is hidden
"$A" help >"$D/out" 2>&1
! grep -q __complete "$D/out" || fail "automa help lists the hidden completion command"
wantnot __complete _
# no hand lists left in the script: the program answers
! grep -q 'nordic\|A2 A3\|autometta\|--human' "$ROOT/completion/automa.bash" || fail "completion/automa.bash keeps a list of its own"
# every option whose --help shows a value is known to take one (so that its value is skipped)
"$A" __complete --valued >"$D/valued" || fail "__complete --valued"
for c in "" scythe "scythe new" "scythe turn" "scythe combat" "scythe move" "scythe play" "scythe replay" "scythe map" \
         expeditions "expeditions new" "expeditions play" "expeditions sim" sim "sim scythe" "sim merge" "automata play" \
         "automata sim" serve history; do
    # shellcheck disable=SC2086
    LC_ALL=C LANGUAGE= "$A" $c --help 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]* \(\[\?[A-Z]\|[a-z0-9][a-z0-9-]*|\)' |
        sed 's/ .*//' | sort -u >"$D/opts"
    while read -r o; do
        grep -qx -- "$o" "$D/valued" || fail "'automa $c --help' shows $o with a value, but __complete does not know it takes one"
    done <"$D/opts"
done
exit 0
