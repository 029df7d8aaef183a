#!/bin/sh
# Issues 21 and 29: no English name in Italian output.  A scripted Italian Scythe game - the companion's
# set-up wizard and turns on a pseudo-terminal (script(1), as in scythe_play.sh), a combat with a
# retreat, `show`, `map`, `score`, Automa turn reports (with a move from the home base), a replay of
# a simulated game and the simulator's summary - must not contain one of the English words the
# program prints for names: faction keys (nordic ... albion), `mat`, `power`, the level keys
# (autometta ... ultimaszyna), the stand-ins (passive, aggressive).  The Italian labels are
# capitalised (Nordici, Crimea, Automaszyna) or other words, so the match is case-sensitive and
# whole-word.  The only lines allowed to carry them are the ones that list what the player TYPES
# (keywords stay commands: "La tua fazione (nordic, rusviet, ...)"), each named below, and the
# player's own typing echoed by the terminal.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
L=${LOCALEDIR:?}
fail() { echo "FAIL: $*"; exit 1; }
export AUTOMA_HISTORY="$D/history.db"
[ -f "$L/it/LC_MESSAGES/automa.mo" ] || fail "no Italian catalogue in $L"
it() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" "$A" --lang it "$@" )
it_pty() ( unset LANGUAGE LC_ALL LC_MESSAGES; LANG=C AUTOMA_LOCALEDIR="$L" script -qfec "'$A' --lang it $*" /dev/null )
has() { grep -q -- "$1" "$D/all" || fail "the Italian game lacks: $1"; }

: >"$D/all"
# 1. the wizard, your moves (one from your home base), stats, three Automa turns, why, the board, the score
printf 'nordic\n\nautomaszyna\nsimulated\n\n\nmechanical\n\n7\nmove character nordic A5\nmove worker A5 B5\npower +1\ncoins -2\nstatus\ndone\n\nwhy\ndone\n\ndone\n\nstatus\nmap\nscore\nquit\n' >"$D/in1"
it_pty scythe play "'$D/w.json'" <"$D/in1" >"$D/out1" 2>&1 || fail "the companion (wizard) failed"
# 2. a combat in the companion: the Automa loses and retreats to its faction mat
cat >"$D/c.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A5","A6"]},
            {"faction":"crimea","type":"automa","level":"automa","character":"G4","workers":["H4"]}]}
JSON
printf 'move mech G5 G4\ndone\n7\n7\n\nstatus\ndone\n\nwhy\nquit\n' >"$D/in2"
it_pty scythe play "'$D/c.json'" <"$D/in2" >"$D/out2" 2>&1 || fail "the companion (combat) failed"
# 3. the small commands over ten rounds, a replay of a simulated game, the simulator's summary
it scythe new --human polania --automa saxony --level ultimaszyna --seed 3 --out "$D/g.json" >"$D/out3" 2>&1 ||
    fail "scythe new"
for i in 1 2 3 4 5 6 7 8 9 10; do
    it scythe done "$D/g.json" >>"$D/out3" 2>&1 || fail "scythe done ($i)"
    it scythe turn "$D/g.json" --verbose >>"$D/out3" 2>&1 || fail "scythe turn ($i)"
done
it scythe show "$D/g.json" >>"$D/out3" 2>&1 || fail "scythe show"
it scythe map >>"$D/out3" 2>&1 || fail "scythe map"
it scythe score "$D/g.json" >>"$D/out3" 2>&1 || fail "scythe score"
it scythe replay --master 1 --game 3 --human-bot aggressive >>"$D/out3" 2>&1 || fail "scythe replay"
it sim scythe --games 20 --quiet >>"$D/out3" 2>&1 || fail "sim scythe"
it sim scythe --games 5 --human random --automa random --human-bot aggressive --quiet >>"$D/out3" 2>&1 || fail "sim scythe random"
# 4. issue 29: a player mat, a structure bonus tile, structures and mech abilities with Italian
#    names; a combat where both sides dial 1 power ("1 punto Potere"); a move "ad A5"
it scythe new --human rusviet --automa nordic --player-mat patriotic --structure-tile on-tunnels --seed 4 \
    --out "$D/s.json" >"$D/out4" 2>&1 || fail "scythe new (player mat, tile)"
it scythe unlock "$D/s.json" 1 >>"$D/out4" 2>&1 || fail "unlock 1"
it scythe unlock "$D/s.json" velocità >>"$D/out4" 2>&1 || fail "unlock by the Italian name"
it scythe build "$D/s.json" mill C7 >>"$D/out4" 2>&1 || fail "build mill"
it scythe show "$D/s.json" >>"$D/out4" 2>&1 || fail "show (structures)"
it scythe score "$D/s.json" >>"$D/out4" 2>&1 || fail "score (tile)"
cat >"$D/p1.json" <<'JSON'
{"format":"automa-scythe/1","seed":11,"current":"nordic",
 "players":[{"faction":"nordic","type":"human","power":7,"character":"nordic","mechs":["G5"],"workers":["A6","B5"]},
            {"faction":"crimea","type":"automa","level":"automa","power":1,"character":"G4","workers":["H4"]}]}
JSON
it scythe move "$D/p1.json" worker A6 A5 >>"$D/out4" 2>&1 || fail "move to A5"
it scythe move "$D/p1.json" mech G5 G4 >>"$D/out4" 2>&1 || fail "move onto the Automa"
it scythe combat "$D/p1.json" --power 1 >>"$D/out4" 2>&1 || fail "combat --power 1"

# The terminal echoes the player's typing: drop the input lines echoed before the program starts
# and what follows a prompt ("Nordici> move ...", "Difficoltà [automa]: automaszyna").
for f in "$D/out1" "$D/out2" "$D/out3" "$D/out4"; do
    tr -d '\r' <"$f" | sed -e 's/^\([A-Z][a-z]*> \).*/\1/' -e 's/^\([^[]*\[[^]]*\]: \).*/\1/' \
        -e 's/^\(La tua fazione ([^)]*): \).*/\1/' -e 's/^\(Plancia giocatore di [A-Z][a-z]*: \).*/\1/' >>"$D/all"
done
cat "$D/in1" "$D/in2" | sort -u >"$D/typed"

# it is a real Italian game: the names are there, in Italian
has "Il tuo turno (Nordici)"
has "Hai spostato il tuo personaggio dalla base principale (Nordici) ad A5\."
has "Potere (tu): 5\."
has "Automa Crimea (livello Automaszyna): carta"
has "sposta il .* dalla base principale a "
has "personaggio: base principale (Nordici)"
has "Ritira 1 unità combattente (Crimea) sulla plancia fazione\."
has "Dai all'Automa 1 moneta\."
has "Khanato di Crimea (Automa)"
has "SASSONIA"
has "Automa Sassonia (livello Ultimaszyna)"
has "contro il sostituto aggressivo (Nordici)"
has "Automa di livello Automa (casuale) contro il sostituto aggressivo (casuale)"
has "Rusviet: plancia giocatore Patriottica (3): Popolarità 2, monete 6"
has "Tessera bonus strutture «Strutture sui tunnel»"
has "Abilità Mech sbloccata: Passafiume\."
has "Abilità Mech sbloccata: Velocità\."
has "strutture: Mulino C7; plancia giocatore Patriottica (3)"
has "(tessera Strutture sui tunnel: 0)"
has "Hai spostato il tuo lavoratore da A6 ad A5\."
has "- Nordici: 1 punto Potere: totale 1\."
has "chiede .* punti Potere e 1 carta; usa 1 punto Potere"
has "Ritira 1 unità combattente (Crimea) sulla plancia fazione"

# the lines that list what the player types (keywords stay commands) - and nothing else - may name them
allowed='^La tua fazione \(nordic, rusviet, togawa, crimea, saxony, polania, albion\): $'
allowed="$allowed|^La fazione dell'Automa \[[a-z]+\]: $"
allowed="$allowed|^  Livelli: autometta \(|^  automaszyna \(veterani\), ultimaszyna|^Difficoltà \[[a-z]+\]: $"
allowed="$allowed|^  power-mod=N \(N da -2 a 2\)"
allowed="$allowed|^  (tunnels-adjacent|encounters-adjacent|in-a-row) \("   # the tiles typed, glossed
allowed="$allowed|^  Altri giocatori \(al massimo 5 in tutto\), per es\. 'automa:saxony:automaszyna human:rusviet'"
allowed="$allowed|^  Scorciatoie: power/popularity/coins/stars/cards"
allowed="$allowed|^  Rigioca la partita N: automa scythe replay --master [0-9]+ --game N --level [a-z]+ --automa [a-z]+ --human [a-z]+ --human-bot [a-z]+"
# ... and (issue 29) player mats, structures, structure tiles and mech abilities
words='nordic|rusviet|togawa|crimea|saxony|polania|albion|mat|power|autometta|automa|automaszyna|ultimaszyna|passive|aggressive'
words="$words|industrial|engineering|militant|patriotic|innovative|mechanical|agricultural|mill|armory|monument|mine"
words="$words|tunnels-adjacent|lakes-adjacent|encounters-adjacent|on-tunnels|in-a-row|farms-tundras|Riverwalk|Speed|Township"
grep -P "(?<![\\w-])($words)(?![\\w-])" "$D/all" | grep -v -x -F -f "$D/typed" >"$D/hits1" || true
# the lowercase word "automa" is also the program's name in the commands it suggests: not a name
grep -v -E "$allowed" "$D/hits1" | grep -v -P "(?<![\\w-])automa (scythe|expeditions|automata|sim|history|serve)\\b" \
    >"$D/hits" || true
# and any other "automa" left on such a line is still a leak: check once more without the command
grep -v -E "$allowed" "$D/hits1" | grep -P "(?<![\\w-])automa (scythe|expeditions|automata|sim|history|serve)\\b" |
    sed -E 's/(^|[^A-Za-z-])automa (scythe|expeditions|automata|sim|history|serve)\b/\1<cmd>/g' |
    grep -P "(?<![\\w-])($words)(?![\\w-])" >>"$D/hits" || true
if [ -s "$D/hits" ]; then
    echo "English names in the Italian output:"
    cat "$D/hits"
    fail "$(wc -l <"$D/hits") Italian line(s) with an English name"
fi
exit 0
