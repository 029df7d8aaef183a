#!/bin/sh
# Found playing (acceptance): the wizard's player-mat prompt listed the seven mats in the prompt
# itself, so the line being typed wrapped mid-word ("gold/en"); the structure tile list was 113
# columns wide. The list now stands on lines of its own and every line of these two questions fits
# an 80-column terminal, in English and in Italian. (Pseudo-terminal: script(1) from util-linux.)
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
L=${LOCALEDIR:?}
fail() { echo "FAIL: $*"; [ -f "$D/out" ] && tail -30 "$D/out"; exit 1; }
export AUTOMA_HISTORY="$D/history.db"
printf 'nordic\n\nautometta\nsimulated\n\n\nindustrial\nin-a-row\n42\nquit\n' >"$D/in"
for lang in en it; do
    rm -f "$D/w.json"
    ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" \
        script -qfec "'$A' --lang $lang scythe play '$D/w.json'" /dev/null ) <"$D/in" >"$D/out" 2>&1 ||
        fail "$lang: the wizard did not run"
    tr -d '\r' <"$D/out" >"$D/lines"
    # from the mats' list to the tile's question: each line, with the answer typed, within 80 columns
    sed -n '/^  \(Player mats\|Plance giocatore\):/,/^\(Structure bonus tile\|Tessera bonus strutture\) \[/p' "$D/lines" >"$D/part"
    [ "$(wc -l <"$D/part")" -ge 6 ] || fail "$lang: the mats' list and the tile question not found"
    grep -q '^\(Player mat of nordic\|Plancia giocatore di Nordici\): industrial$' "$D/part" ||
        fail "$lang: the prompt is not short (the list belongs on its own lines)"
    awk -v l="$lang" 'length($0) > 80 { print l ": " length($0) " columns: " $0; bad = 1 } END { exit bad }' "$D/part" ||
        fail "$lang: a line wider than 80 columns"
done
echo "wizard_width: ok"
