#!/bin/sh
# `make install` into a temporary DESTDIR (PREFIX=/opt/automa, to see PREFIX honoured) installs
# the program, automa(1), libautoma.a and libautoma.so.VERSION with its soname links, the public
# headers only (none of src/), automa.pc, the Italian catalogue and the bash completion; a small C
# program (tests/install/scythe_turn.c) builds against the installed library with
# `pkg-config --cflags --libs automa`, shared and static, and plays one Scythe Automa turn that
# matches the installed program's own `automa scythe turn`; the installed `automa --version` says
# the VERSION file's version and finds its Italian catalogue under PREFIX; the installed man page
# is lint-clean; the README's ten-line library example builds and plays the same turn; `make
# uninstall` removes every file it installed. No network, a few seconds.
set -u
A=${AUTOMA:?}
D=${SCRATCH:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; [ -f "$D/log" ] && tail -30 "$D/log"; exit 1; }
build=$(dirname "$A")
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
# the build folder as the Makefile names it (relative to the repository), so nothing is rebuilt
rel=${build#"$ROOT"/}
R="$D/root"
P=/opt/automa
V=$(cat "$ROOT/VERSION")
MAJOR=${V%%.*}
# a make of our own: not the jobserver of the `make check` that runs this test
mk() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory -C "$ROOT" BUILD="$rel" SAN="${SAN:-}" \
        PREFIX=$P DESTDIR="$R" "$@" >"$D/log" 2>&1; }

mk install || fail "make install"

# 1. the files, and nothing private
for f in bin/automa lib/libautoma.a "lib/libautoma.so.$V" lib/pkgconfig/automa.pc share/man/man1/automa.1 \
         share/bash-completion/completions/automa share/locale/it/LC_MESSAGES/automa.mo \
         include/automa/core.h include/automa/scythe.h include/automa/expeditions.h include/automa/automata.h; do
    [ -f "$R$P/$f" ] || fail "not installed: $P/$f"
done
[ "$(readlink "$R$P/lib/libautoma.so.$MAJOR")" = "libautoma.so.$V" ] || fail "libautoma.so.$MAJOR is not a link to libautoma.so.$V"
[ "$(readlink "$R$P/lib/libautoma.so")" = "libautoma.so.$MAJOR" ] || fail "libautoma.so is not a link to the soname"
readelf -d "$R$P/lib/libautoma.so.$V" | grep -q "SONAME.*\[libautoma.so.$MAJOR\]" || fail "soname is not libautoma.so.$MAJOR"
[ -z "$(find "$R$P/include" -name '*internal*' -o -name json.h)" ] || fail "a private header is installed"
[ -x "$R$P/bin/automa" ] || fail "the program is not executable"

# 2. pkg-config, through the staging root (PKG_CONFIG_SYSROOT_DIR puts DESTDIR before -I and -L)
export PKG_CONFIG_PATH="$R$P/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$R"
[ "$(pkg-config --modversion automa)" = "$V" ] || fail "pkg-config --modversion is not $V"
pkg-config --cflags automa | grep -q -- "-I$R$P/include" || fail "pkg-config --cflags: $(pkg-config --cflags automa)"
san=""; [ "${SAN:-}" = 1 ] && san="-fsanitize=address,undefined"
CC=${CC:-cc}
# shellcheck disable=SC2046
$CC -std=c11 -Wall -Wextra -Werror -pedantic $san "$ROOT/tests/install/scythe_turn.c" \
    $(pkg-config --cflags --libs automa) -o "$D/turn_shared" >"$D/log" 2>&1 || fail "building against libautoma.so"
readelf -d "$D/turn_shared" | grep -q "NEEDED.*\[libautoma.so.$MAJOR\]" || fail "the program does not use libautoma.so.$MAJOR"
# and statically: libautoma.a plus the private dependencies pkg-config --static names
# shellcheck disable=SC2046
$CC -std=c11 -Wall -Wextra -Werror $san "$ROOT/tests/install/scythe_turn.c" $(pkg-config --cflags automa) \
    -L"$R$P/lib" -Wl,-Bstatic -lautoma -Wl,-Bdynamic $(pkg-config --static --libs-only-l automa | sed 's/-lautoma//') \
    -o "$D/turn_static" >"$D/log" 2>&1 || fail "building against libautoma.a"
readelf -d "$D/turn_static" | grep -q "libautoma" && fail "the static program still needs libautoma.so"
# every public header compiles on its own in a user's program (no _() or N_() leaks out of them)
for h in "$R$P"/include/automa/*.h; do
    printf '#include <automa/%s>\nint _(int x);\nint _(int x) { return x; }\nint main(void) { return _(0); }\n' \
        "$(basename "$h")" >"$D/h.c"
    # shellcheck disable=SC2046
    $CC -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags automa) -c "$D/h.c" -o "$D/h.o" \
        >"$D/log" 2>&1 || fail "include/automa/$(basename "$h") does not compile alone"
done

# 3. one Automa turn through the public API = the installed program's turn
LD_LIBRARY_PATH="$R$P/lib" "$D/turn_shared" >"$D/api.txt" 2>"$D/log" || fail "the shared program failed"
"$D/turn_static" >"$D/api2.txt" 2>"$D/log" || fail "the static program failed"
cmp -s "$D/api.txt" "$D/api2.txt" || fail "shared and static programs differ"
grep -q "^libautoma $V\$" "$D/api.txt" || fail "am_version() is not $V"
card=$(sed -n 's/^card \([0-9]*\)$/\1/p' "$D/api.txt")
[ -n "$card" ] && [ "$card" -ge 1 ] && [ "$card" -le 19 ] || fail "no card drawn: $(cat "$D/api.txt")"
I="$R$P/bin/automa"
G="$D/g.json"
export AUTOMA_HISTORY="$D/history.db"
unset AUTOMA_LOCALEDIR LANGUAGE LC_ALL LC_MESSAGES
LANG=C "$I" scythe new --human nordic --automa crimea --level automa --seed 5 --out "$G" >"$D/log" 2>&1 || fail "installed: new"
LANG=C "$I" scythe done "$G" >"$D/log" 2>&1 || fail "installed: done"
LANG=C "$I" scythe turn "$G" >"$D/prog.txt" 2>&1 || fail "installed: turn"
grep -q "card $card, Scheme" "$D/prog.txt" || fail "the API drew card $card, the program: $(head -3 "$D/prog.txt")"
# the report's text is the program's (the program prints a title line before it)
tail -n +3 "$D/api.txt" | while IFS= read -r line; do
    grep -qF -- "$line" "$D/prog.txt" || { echo "FAIL: the program's turn lacks the API's line: $line"; exit 1; }
done || exit 1

# the README's library example builds and plays the same turn
sed -n '/^```c$/,/^```$/p' "$ROOT/README.md" | sed '1d;$d' >"$D/readme.c"
[ -s "$D/readme.c" ] || fail "no C example in README.md"
# shellcheck disable=SC2046
$CC -std=c11 -Wall -Wextra -Werror $san "$D/readme.c" $(pkg-config --cflags --libs automa) -o "$D/readme" \
    >"$D/log" 2>&1 || fail "the README's example does not build"
LD_LIBRARY_PATH="$R$P/lib" "$D/readme" >"$D/readme.txt" 2>"$D/log" || fail "the README's example failed"
tail -n +3 "$D/api.txt" | cmp -s - "$D/readme.txt" || fail "the README's example plays another turn: $(head -2 "$D/readme.txt")"

# 4. the installed program: --version, and its catalogue found under PREFIX
[ "$("$I" --version)" = "automa $V" ] || fail "installed automa --version: $("$I" --version)"
[ "$("$I" -V)" = "automa $V" ] || fail "installed automa -V"
LANG=C "$I" --lang it --help >"$D/out" 2>&1 || fail "installed --lang it --help"
grep -q "^uso: automa" "$D/out" || fail "the installed program does not find its Italian catalogue: $(head -1 "$D/out")"

# 5. the installed man page renders without a warning
M="$R$P/share/man/man1/automa.1"
out=$(mandoc -Tlint "$M" 2>&1) || [ -z "$out" ] || fail "mandoc -Tlint: $out"
[ -z "$out" ] || fail "mandoc -Tlint: $out"
out=$(LC_ALL=C.UTF-8 groff -ww -man -z "$M" 2>&1)
[ -z "$out" ] || fail "groff -ww: $out"

# 6. make uninstall leaves no file behind
mk uninstall || fail "make uninstall"
left=$(find "$R" -type f -o -type l)
[ -z "$left" ] || fail "left after uninstall: $left"
exit 0
