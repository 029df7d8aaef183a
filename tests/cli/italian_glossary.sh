#!/bin/sh
# Issue 29: no Italian message uses a word the glossary forbids.  docs/italian-glossary.md lists,
# between its "forbidden-words" markers, one Perl regular expression per row with the right form
# beside it ("carta combattimento" -> "carta Combattimento", "compagno" -> "assistente", "Riverwalk"
# -> "Passafiume", "carta/e" -> ngettext ...).  Checked over every msgstr of the compiled catalogue
# whose msgid the sources still use (xgettext run now: an entry the program can no longer print
# does not count) and over the Italian half (`it: { ... }`) of every page dictionary in web/*.js.
set -u
D=${SCRATCH:?}
L=${LOCALEDIR:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; exit 1; }
MO="$L/it/LC_MESSAGES/automa.mo"
GL="$ROOT/docs/italian-glossary.md"
[ -f "$MO" ] || fail "no Italian catalogue in $L"

# 1. the forbidden words: the first column of each row between the markers, `\|` meaning |
sed -n '/<!-- forbidden-words: begin -->/,/<!-- forbidden-words: end -->/p' "$GL" |
    perl -ne 'if (/^\| `(.+?)` \| (.+?) \|$/) { my ($r, $w) = ($1, $2); $r =~ s/\\\|/|/g; print "$r\t$w\n"; }' >"$D/forbidden"
n=$(wc -l <"$D/forbidden")
[ "$n" -ge 15 ] || fail "docs/italian-glossary.md lists $n forbidden words (the table between the markers is gone?)"

# 2. the Italian messages the program can print: the compiled catalogue, live msgids only
( cd "$ROOT" && xgettext --keyword=_ --keyword=N_ --keyword=ngettext:1,2 --keyword=P_:1,2 --keyword=C_:1c,2 \
      --keyword=NC_:1c,2 --from-code=UTF-8 -o "$D/fresh.pot" $(ls src/*/*.c | sort) ) || fail "xgettext over src/ failed"
msgunfmt -o "$D/mo.po" "$MO" || fail "msgunfmt cannot read $MO"
msgmerge --quiet --no-fuzzy-matching -o "$D/live.po" "$D/mo.po" "$D/fresh.pot" || fail "msgmerge failed"
msgattrib --no-obsolete --translated --no-wrap -o "$D/live2.po" "$D/live.po" || fail "msgattrib failed"
# one line per message: the msgstr (its continuation lines joined), then a tab and its msgid
perl -CSD -ne '
    sub flush { if (defined $str && $str ne "") { $str =~ s/\\n/ /g; print "$str\t[catalogue] $id\n"; } $str = undef; }
    if (/^msgid "(.*)"$/) { flush(); $id = $1; $mode = "id"; next; }
    if (/^msgstr(\[\d\])? "(.*)"$/) { flush(); $str = $2; $mode = "str"; next; }
    if (/^"(.*)"$/) { if ($mode eq "str") { $str .= $1 } elsif ($mode eq "id") { $id .= $1 } next; }
    $mode = ""; END { flush(); }' "$D/live2.po" >"$D/messages"
c=$(wc -l <"$D/messages")
[ "$c" -ge 1000 ] || fail "only $c Italian messages found in $MO"
# the page's dictionaries: the Italian half of each, \u escapes decoded
for f in "$ROOT"/web/*.js; do
    awk -v F="$(basename "$f")" '/^  it: \{/ { on = 1 } on { print $0 "\t[web/" F ":" NR "]" } on && /^  \},?$/ { on = 0 }' "$f"
done | perl -CSD -pe 's/\\u([0-9a-fA-F]{4})/chr(hex($1))/ge' >"$D/web"
w=$(wc -l <"$D/web")
[ "$w" -ge 100 ] || fail "only $w lines of Italian page dictionaries in web/*.js"
cat "$D/web" >>"$D/messages"

# 3. no message matches a forbidden word (the message text only, not its msgid or place)
perl -CSD -e '
    open my $fw, "<:encoding(UTF-8)", $ARGV[0] or die;
    my @rules = map { chomp; [split /\t/, $_, 2] } <$fw>;
    open my $ms, "<:encoding(UTF-8)", $ARGV[1] or die;
    my $bad = 0;
    while (my $line = <$ms>) {
        chomp $line;
        my ($text, $where) = split /\t/, $line, 2;
        for my $r (@rules) {
            if ($text =~ /$r->[0]/) {
                print "  $where\n    \"$text\"\n    uses /$r->[0]/: write $r->[1]\n";
                $bad++;
            }
        }
    }
    exit($bad ? 1 : 0);' "$D/forbidden" "$D/messages" >"$D/hits" 2>&1 || {
    cat "$D/hits"
    fail "$(grep -c '^    uses' "$D/hits") Italian message(s) use a word the glossary forbids (docs/italian-glossary.md)"
}
exit 0
