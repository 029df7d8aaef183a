#!/bin/sh
# Options of every command through getopt_long (src/cli/cli_getopt.c): "--opt VALUE" = "--opt=VALUE",
# abbreviations, options after the operands, "--" ends the options, a negative number is an
# operand; an unknown option, a missing value, a value given to a flag or an ambiguous
# abbreviation is one line on stderr, exit status 2, nothing on stdout and no file touched;
# --version / -V; `automa help COMMAND [SUB]` is `automa COMMAND [SUB] --help`.
set -u
A=${AUTOMA:?}
case $A in /*) ;; *) A=$(pwd)/$A ;; esac
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; [ -f "$D/err" ] && cat "$D/err"; exit 1; }
export AUTOMA_HISTORY="$D/history.db" LANG=C
unset LANGUAGE LC_ALL LC_MESSAGES
V=$(cat "$ROOT/VERSION")

# usage_error WANT ARGS...: exit 2, nothing on stdout, one line on stderr containing WANT
usage_error() {
    want=$1; shift
    rc=0
    "$A" "$@" >"$D/out" 2>"$D/err" </dev/null || rc=$?
    [ "$rc" -eq 2 ] || fail "'$*': exit $rc, want 2"
    [ ! -s "$D/out" ] || fail "'$*': wrote to stdout: $(head -3 "$D/out")"
    [ "$(wc -l <"$D/err")" -eq 1 ] || fail "'$*': not one line on stderr"
    grep -qF -- "$want" "$D/err" || fail "'$*': stderr lacks '$want'"
}

# 1. version and help
[ "$("$A" --version)" = "automa $V" ] || fail "--version: $("$A" --version)"
[ "$("$A" -V)" = "automa $V" ] || fail "-V"
[ "$("$A" --vers)" = "automa $V" ] || fail "--vers (abbreviation)"
"$A" help scythe turn >"$D/a" 2>&1 || fail "help scythe turn"
"$A" scythe turn --help >"$D/b" 2>&1 || fail "scythe turn --help"
cmp -s "$D/a" "$D/b" || fail "'automa help scythe turn' differs from 'automa scythe turn --help'"
grep -q "usage: automa scythe turn" "$D/a" || fail "help scythe turn: no usage"
"$A" help serve >"$D/a" 2>&1 && "$A" serve --help >"$D/b" 2>&1 && cmp -s "$D/a" "$D/b" || fail "help serve"
"$A" help sim automata >"$D/a" 2>&1 && "$A" sim automata --help >"$D/b" 2>&1 && cmp -s "$D/a" "$D/b" || fail "help sim automata"
"$A" help >"$D/a" 2>&1 && "$A" --help >"$D/b" 2>&1 && cmp -s "$D/a" "$D/b" || fail "help = --help"
usage_error "unknown command 'frobnicate'" help frobnicate

# 2. an unknown option, in every command
for cmd in "scythe play" "scythe map" "scythe new" "scythe turn" "scythe show" "scythe combat" "scythe move" \
           "scythe deploy" "scythe set" "scythe encounter" "scythe factory" "scythe unlock" "scythe recruit" \
           "scythe resources" "scythe trap" "scythe flag" "scythe build" "scythe unbuild" "scythe tile" "scythe done" "scythe score" "scythe replay" \
           "expeditions new" "expeditions turn" "expeditions show" "expeditions play" "expeditions score" \
           "expeditions sim" "sim scythe" "sim expeditions" "sim automata" "sim merge" "automata play" "automata sim" \
           "automata cards" "history" "serve"; do
    # the aliases "sim expeditions" and "sim automata" name the command as "expeditions sim" ...
    name=$cmd
    case $cmd in "sim expeditions") name="expeditions sim" ;; "sim automata") name="automata sim" ;; esac
    # shellcheck disable=SC2086
    usage_error "$name: unknown option '--bogus' (try '" $cmd --bogus
    # (the program as it was started when it is not the `automa` on PATH: issue 14)
    grep -q -- " $name --help')\$" "$D/err" || fail "$cmd --bogus: no 'try ... $name --help'"
    # shellcheck disable=SC2086
    usage_error "unknown option '-Z'" $cmd -Z
    # shellcheck disable=SC2086
    "$A" $cmd --help >"$D/out" 2>"$D/err" || fail "$cmd --help"
    grep -q "usage: automa $cmd" "$D/out" || [ "$cmd" = "sim expeditions" ] || [ "$cmd" = "sim automata" ] ||
        fail "$cmd --help: no usage line"
    # shellcheck disable=SC2086
    "$A" $cmd -h >"$D/b" 2>&1 && cmp -s "$D/out" "$D/b" || fail "$cmd -h differs from --help"
done
usage_error "unknown option '--bogus' (try 'automa --help')" --bogus scythe map
usage_error "option '--lang' needs a value" --lang

# 3. the two spellings of a value, abbreviations, options after operands
G="$D/g.json"; H="$D/h.json"
"$A" scythe new --human nordic --automa crimea --seed 5 --out "$G" >/dev/null || fail "new (separate values)"
"$A" scythe new --human=nordic --automa=crimea --seed=5 --out="$H" >/dev/null || fail "new (--opt=VALUE)"
# the same game but for its own id (the "store" line, docs/hardening.md)
same_game() { grep -v '^  "store": ' "$1" >"$D/1.nostore"; grep -v '^  "store": ' "$2" >"$D/2.nostore"; cmp -s "$D/1.nostore" "$D/2.nostore"; }
same_game "$G" "$H" || fail "--opt VALUE and --opt=VALUE set up different games"
"$A" scythe new --hum nordic --autom crimea --se 5 --ou "$H" >/dev/null || fail "new (abbreviations)"
same_game "$G" "$H" || fail "abbreviated options set up a different game"
"$A" scythe done "$G" >/dev/null || fail "done"
cp "$G" "$H"
"$A" scythe turn "$G" --verbose >"$D/a" || fail "turn FILE --verbose"
"$A" scythe turn --verb "$H" >"$D/b" || fail "turn --verb FILE"
cmp -s "$D/a" "$D/b" || fail "an option before or after the file, abbreviated or not, differ"
grep -q "Candidates" "$D/a" || fail "--verbose did not list the candidates"

# 4. missing values, values given to flags, ambiguous abbreviations: nothing written
cp "$G" "$H"
usage_error "scythe new: option '--out' needs a value" scythe new --human nordic --out
usage_error "expeditions new: option '--out' needs a value" expeditions new --out
usage_error "scythe turn: option '--json' takes no value" scythe turn "$G" --json=yes
usage_error "scythe new: option '--flip' is ambiguous" scythe new --human nordic --flip --out "$D/x.json"
usage_error "sim scythe: option '--games' needs a value" sim scythe --games
usage_error "scythe map: unexpected argument 'D4'" scythe map D4
# issue 28 item 14: a language without messages is refused (it ran in English with status 0)
usage_error "--lang: no messages in 'xx' (en, it)" --lang xx help
usage_error "--lang: no messages in 'xx' (en, it)" --lang xx scythe map
"$A" --lang it_IT.UTF-8 help >/dev/null 2>&1 || fail "--lang it_IT.UTF-8 refused"
cmp -s "$G" "$H" || fail "a usage error changed the game file"
[ ! -e "$D/x.json" ] || fail "a usage error wrote a file"

# 5. a negative number is an operand, "--" ends the options
"$A" scythe set "$G" coins 7 >/dev/null || fail "set coins 7"
"$A" scythe set "$G" coins -2 >"$D/out" 2>&1 || fail "set coins -2: $(cat "$D/out")"
grep -q "5" "$D/out" || fail "set coins -2 did not leave 5 coins: $(cat "$D/out")"
"$A" scythe set "$G" coins -- -1 >"$D/out" 2>&1 || fail "set coins -- -1"
grep -q "4" "$D/out" || fail "set coins -- -1 did not leave 4 coins: $(cat "$D/out")"
"$A" scythe new --human nordic --automa crimea --seed 5 --coin-mod -1 --out "$D/-odd.json" >/dev/null ||
    fail "--coin-mod -1 (a negative value of an option)"
cd "$D" || fail "cd"
usage_error "scythe show: unknown option '-o'" scythe show -odd.json
"$A" scythe show -- -odd.json >"$D/out" 2>"$D/err" || fail "show -- -odd.json"
grep -q "nordic" "$D/out" || fail "show -- -odd.json shows no game"
exit 0
