#!/bin/sh
# Issue 28 item 12: a game file that went through a JSON tool (jq, jq -S with its keys sorted,
# Python's json.dump with indent=4) still loads: the store record is read wherever and however the
# JSON puts it ("store: unknown field" before), its version goes on, and the next save writes the
# usual first line again. A damaged record moved elsewhere is still refused, naming it.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && cat "$D/out"; exit 1; }
command -v python3 >/dev/null || fail "python3 is missing"
command -v jq >/dev/null || fail "jq is missing"
reformat() {   # reformat TOOL IN OUT
    case $1 in
    jq) jq . "$2" >"$3" ;;
    jq-sorted) jq -S . "$2" >"$3" ;;
    python) python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1])), open(sys.argv[2], "w"), indent=4)' "$2" "$3" ;;
    esac
}
"$A" scythe new --human nordic --automa crimea --seed 3 --out "$D/s.json" >/dev/null || fail "scythe new"
"$A" expeditions new --seed 3 --out "$D/e.json" >/dev/null || fail "expeditions new"
printf 'quit\n' | "$A" automata play --seats greedy,greedy --seed 4 --save "$D/a.json" >/dev/null 2>&1 || fail "automata play"
[ -s "$D/a.json" ] || fail "automata saved nothing"
for tool in jq jq-sorted python; do
    reformat $tool "$D/s.json" "$D/s-$tool.json" || fail "$tool"
    grep -q '^  "store": {"id"' "$D/s-$tool.json" && fail "$tool left the store line as it was (the test tests nothing)"
    "$A" scythe set "$D/s-$tool.json" coins +2 >"$D/out" 2>&1 || fail "scythe: the file reformatted by $tool does not load"
    grep -q '^  "store": {"id": "[0-9a-f]\{16\}", "version": 2},$' "$D/s-$tool.json" || fail "scythe $tool: not saved as version 2"
    "$A" scythe show "$D/s-$tool.json" | grep -q "coins 7" || fail "scythe $tool: the coins are not 5 + 2"

    reformat $tool "$D/e.json" "$D/e-$tool.json" || fail "$tool"
    "$A" expeditions turn "$D/e-$tool.json" >"$D/out" 2>&1 || fail "expeditions: the file reformatted by $tool does not load"
    grep -q '^  "store": {"id": "[0-9a-f]\{16\}", "version": 2},$' "$D/e-$tool.json" || fail "expeditions $tool: not saved as version 2"

    reformat $tool "$D/a.json" "$D/a-$tool.json" || fail "$tool"
    printf 'quit\n' | "$A" automata play --resume "$D/a-$tool.json" >"$D/out" 2>&1 ||
        fail "automata: the file reformatted by $tool does not load"
done
# a damaged record, moved by jq -S, is refused and the file is left as it was
sed 's/"version": 1/"version": "one"/' "$D/s.json" | jq -S . >"$D/bad.json"
cp "$D/bad.json" "$D/bad0.json"
"$A" scythe set "$D/bad.json" coins +1 >"$D/out" 2>&1 && fail "a damaged store record was taken"
grep -q 'the "store" record of the file is damaged (version)' "$D/out" || fail "the damaged record is not named"
cmp -s "$D/bad.json" "$D/bad0.json" || fail "the refused file was changed"
echo "store_reformatted: ok"
