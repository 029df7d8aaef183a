#!/bin/sh
# The bash completion (completion/automa.bash, installed by `make install`): completes commands,
# subcommands, each command's options (read from the program's --help), factions, levels and
# territory names, skipping options and their values when it finds the command.
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
exit 0
