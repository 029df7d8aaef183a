#!/bin/sh
# The layering drawn in README's folder table (issue 26): the library (src/core, src/api and each
# game's folder: every folder of src/ but cli, web and store) includes nothing of the program (src/cli, src/web,
# src/store); the game store includes nothing of the faces; the web face (src/web) includes
# nothing of the command line (the program's main dispatches to both faces). Each include is
# checked by its quoted path ("cli/...", "web/...", "store/...").
set -u
cd "$(dirname "$0")/../.."
fails=0
check() {  # check FOLDERS -- FORBIDDEN-PREFIXES
    dirs=$1; shift
    for d in $dirs; do
        for f in "$d"/*.c "$d"/*.h; do
            [ -f "$f" ] || continue
            for bad in "$@"; do
                if grep -n "^#include \"$bad/" "$f"; then
                    echo "FAIL: $f includes $bad/ (see README, Folders)"; fails=$((fails + 1))
                fi
            done
        done
    done
}
lib=""
for d in src/*/; do
    case "$d" in src/cli/|src/web/|src/store/|src/wasm/) ;; *) lib="$lib ${d%/}" ;; esac
done
check "$lib include/automa" cli web store
check "src/store" cli web
check "src/web" cli
[ "$fails" -eq 0 ] || exit 1
echo "layers: the library, the store and the web face include only what lies below them"
