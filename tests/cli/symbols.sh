#!/bin/sh
# The library's API boundary (issue 26 item 5): libautoma.so exports exactly what its public
# headers declare. The library is compiled with -fvisibility=hidden and every declaration of
# include/automa/*.h carries AM_EXPORT (core.h); so the dynamic symbols of the shared library
# (nm -D) must equal the functions and variables those headers declare (universal-ctags: kinds
# prototype and extern variable; static inline functions are not symbols). A private function
# exported, or a public one missing, fails. Every header of include/automa/ is installed
# (PUB_HEADERS of the Makefile): the private ones (src/core/json.h, ...) live under src/.
# The comparison is first shown to fail on a small library that exports a private function.
# Run by tests/run.sh with AUTOMA (the program, beside libautoma.so.VERSION) and SCRATCH.
set -u
: "${AUTOMA:?}" "${SCRATCH:?}"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
CTAGS=ctags-universal
command -v "$CTAGS" >/dev/null 2>&1 || CTAGS=ctags
"$CTAGS" --version 2>/dev/null | grep -q "Universal Ctags" || { echo "symbols: universal-ctags is missing (scripts/setup.sh installs it)"; exit 1; }

declared() {   # HEADER... -> the names they declare, sorted
    "$CTAGS" -x --c-kinds=px --language-force=C "$@" | awk '{print $1}' | sort -u
}
exported() {   # LIB -> its defined dynamic symbols, sorted (not the sanitizers' own, which the
               # AddressSanitizer build adds beside each exported variable: __odr_asan.NAME)
    nm -D --defined-only "$1" | awk 'NF == 3 {print $3}' | grep -v '^__\(odr_asan\|asan\|ubsan\|sancov\)' | sort -u
}
# compare LIB HEADER...: prints what differs; status 1 when anything does
compare() {
    lib=$1; shift
    declared "$@" >"$SCRATCH/declared"
    exported "$lib" >"$SCRATCH/exported"
    extra=$(comm -13 "$SCRATCH/declared" "$SCRATCH/exported" | tr '\n' ' ')
    missing=$(comm -23 "$SCRATCH/declared" "$SCRATCH/exported" | tr '\n' ' ')
    [ -z "$extra" ] && [ -z "$missing" ] && return 0
    [ -n "$extra" ] && echo "exported but in no public header: $extra"
    [ -n "$missing" ] && echo "declared in a public header but not exported: $missing"
    return 1
}

# 0. the check itself: a small library built the same way, good and bad
cat >"$SCRATCH/pub.h" <<'H'
#define AM_EXPORT __attribute__((visibility("default")))
AM_EXPORT int pub_f(void);
extern AM_EXPORT const int pub_v;
static inline int pub_inline(void) { return 1; }
H
mk() {   # mk NAME EXTRA-SOURCE: libNAME.so from pub.h's definitions plus EXTRA-SOURCE
    printf '#include "pub.h"\nint pub_f(void) { return 2; }\nconst int pub_v = 3;\nint private_g(void);\nint private_g(void) { return 4; }\n%s\n' "$2" \
        >"$SCRATCH/$1.c"
    ${CC:-cc} -std=c11 -fPIC -shared -fvisibility=hidden -I"$SCRATCH" "$SCRATCH/$1.c" -o "$SCRATCH/lib$1.so" \
        || { echo "symbols: cannot build the check's small library"; exit 1; }
}
mk good ''
compare "$SCRATCH/libgood.so" "$SCRATCH/pub.h" >/dev/null || fail "the check refuses a library that exports its header exactly"
mk leak '__attribute__((visibility("default"))) int private_h(void); int private_h(void) { return 5; }'
out=$(compare "$SCRATCH/libleak.so" "$SCRATCH/pub.h") && fail "the check passes a library that exports a private function"
case "$out" in *private_h*) ;; *) fail "the check does not name the private function: $out" ;; esac

# 1. every header of include/automa/ is installed, and only those
pub=$(sed -n 's/^PUB_HEADERS *:= *//p' "$ROOT/Makefile" | tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' ')
have=$(cd "$ROOT/include/automa" && ls ./*.h | sed 's|^\./||' | sort | tr '\n' ' ')
[ "$pub" = "$have" ] || fail "include/automa/ holds '$have' but make install puts '$pub'"

# 2. libautoma.so: its dynamic symbols are its public headers' declarations
lib=$(ls "$(dirname "$AUTOMA")"/libautoma.so.* 2>/dev/null | head -n 1)
[ -n "$lib" ] || { echo "symbols: no libautoma.so.* beside $AUTOMA"; exit 1; }
# shellcheck disable=SC2046
out=$(compare "$lib" $(for h in $pub; do echo "$ROOT/include/automa/$h"; done)) || fail "$(basename "$lib"): $out"
n=$(wc -l <"$SCRATCH/exported")
[ "$n" -gt 200 ] || fail "only $n symbols exported: the comparison read nothing"
[ "$fails" -eq 0 ] || exit 1
echo "symbols: $(basename "$lib") exports exactly the $n functions and variables of its public headers"
