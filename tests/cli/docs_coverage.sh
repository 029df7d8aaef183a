#!/bin/sh
# docs/rules-coverage.md stays true: no rule without a test or ruling ("gap"), and every test it
# names (binary:function) exists in tests/<binary>.c; every ruling it cites is in docs/rulings.md.
set -u
cov=docs/rules-coverage.md
[ -f "$cov" ] || { echo "FAIL: $cov missing"; exit 1; }
if grep -q '| gap |' "$cov"; then echo "FAIL: rules without a test:"; grep '| gap |' "$cov"; exit 1; fi
bad=0
for ref in $(grep -o 'test_[A-Za-z0-9_]*:test_[A-Za-z0-9_]*' "$cov" | sort -u); do
    bin=${ref%%:*}
    fn=${ref#*:}
    if [ ! -f "tests/$bin.c" ]; then echo "FAIL: $ref: no tests/$bin.c"; bad=1; continue; fi
    grep -q "\\b$fn\\b" "tests/$bin.c" || { echo "FAIL: $ref: no such test"; bad=1; }
done
for r in $(grep -o 'R-[A-Z]*-[0-9]*' "$cov" | sort -u); do
    grep -q "$r\\b" docs/rulings.md || { echo "FAIL: $r cited but not in docs/rulings.md"; bad=1; }
done
# every ruling number is defined once (two helpers' merges gave two R-SC-50 and two R-SC-51)
dup=$(grep -o '^### R-[A-Z]*-[0-9]*' docs/rulings.md | sort | uniq -d)
[ -z "$dup" ] || { echo "FAIL: ruling defined twice in docs/rulings.md:" $dup; bad=1; }
n=$(grep -c '^| [A-Z]*-[0-9]* |' "$cov")
[ "$n" -ge 106 ] || { echo "FAIL: only $n rules listed"; bad=1; }
exit $bad
