#!/bin/sh
# Installs the Debian packages the build and the tests need, if any is missing.
# Prints nothing and does nothing when everything is there (make runs it first, every time).
# Each package and why: README.md, "Dependencies".
PKGS="libcmocka-dev libjansson-dev libsqlite3-dev libedit-dev libmicrohttpd-dev libqrencode-dev curl pkg-config gettext mandoc groff-base universal-ctags"
# `sh scripts/setup.sh mpi` (make mpi only): OpenMPI's compiler wrapper, library and mpirun.
[ "${1:-}" = mpi ] && PKGS="libopenmpi-dev openmpi-bin"
# `sh scripts/setup.sh web DIR` (make web-dist only): Debian's emscripten (emcc), dpkg-dev (for
# `apt-get source`), and jansson's Debian source package unpacked into DIR (below).
[ "${1:-}" = web ] && PKGS="emscripten dpkg-dev gettext"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=sudo; else SUDO=""; fi
need_root() {
    if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
        echo "setup: need root to $1" >&2
        exit 1
    fi
}
export DEBIAN_FRONTEND=noninteractive
# apt waits for another apt (another build on the machine) instead of failing at once
APT="$SUDO apt-get -o DPkg::Lock::Timeout=600"
if [ -n "$missing" ]; then
    echo "setup: installing missing Debian packages:$missing" >&2
    need_root "install:$missing (run: apt-get install -y$missing)"
    $APT update -qq >&2 || exit 1
    # shellcheck disable=SC2086
    $APT install -y -qq $missing >&2 || exit 1
fi
[ "${1:-}" = web ] || exit 0

# ---- the WebAssembly build's C dependency: jansson from Debian's own source package ---------------
# The library's only C dependency besides libc is jansson. emscripten has no Debian jansson for
# wasm32, so it is compiled from the source package of the very archive this machine installs from:
# a deb-src entry is added next to each deb entry (same URIs, suites, components, key), then
# `apt-get source jansson` fetches and unpacks the version apt would install (signature checked).
DIR=${2:-build-web/deps}
ls -d "$DIR"/jansson-*/src >/dev/null 2>&1 && exit 0
SRCLIST=/etc/apt/sources.list.d/automa-deb-src.sources
if ! apt-get source --print-uris jansson >/dev/null 2>&1; then
    need_root "add a deb-src entry ($SRCLIST) for apt-get source jansson"
    echo "setup: adding the deb-src entries of this machine's Debian archive ($SRCLIST)" >&2
    tmp=$(mktemp)
    # deb822 files (.sources): every stanza of Types: deb becomes the same stanza with Types: deb-src
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && [ "$f" != "$SRCLIST" ] || continue
        awk 'BEGIN { RS = ""; ORS = "\n\n" }
             /(^|\n)Types:[^\n]*deb([ \n]|$)/ && /(^|\n)URIs:[^\n]*debian/ && !/(^|\n)Enabled: *no/ {
                 sub(/Types:[^\n]*/, "Types: deb-src"); print }' "$f" >>"$tmp"
    done
    # one-line sources.list entries: deb URI SUITE COMPONENTS -> deb-src URI SUITE COMPONENTS
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        sed -n 's/^[[:space:]]*deb\([[:space:]].*debian.*\)$/Types: deb-src\nX-Line:\1\n/p' "$f" |
        awk 'BEGIN { RS = ""; ORS = "\n\n" } {
                 line = $0; sub(/.*X-Line:[[:space:]]*/, "", line); opts = "";
                 if (line ~ /^\[/) { opts = substr(line, 2, index(line, "]") - 2); line = substr(line, index(line, "]") + 1) }
                 n = split(line, w, /[[:space:]]+/); k = 1; while (w[k] == "") k++;
                 comps = ""; for (i = k + 2; i <= n; i++) comps = comps (comps == "" ? "" : " ") w[i];
                 out = "Types: deb-src\nURIs: " w[k] "\nSuites: " w[k + 1] "\nComponents: " comps;
                 if (opts ~ /signed-by=/) { s = opts; sub(/.*signed-by=/, "", s); sub(/[[:space:]].*/, "", s); out = out "\nSigned-By: " s }
                 print out }' >>"$tmp"
    done
    if [ ! -s "$tmp" ]; then
        rm -f "$tmp"
        echo "setup: no Debian archive found in /etc/apt/sources.list*: cannot add a deb-src entry" >&2
        exit 1
    fi
    $SUDO install -m 644 "$tmp" "$SRCLIST" && rm -f "$tmp"
    $APT update -qq >&2 || exit 1
fi
mkdir -p "$DIR"
echo "setup: apt-get source jansson (into $DIR)" >&2
(cd "$DIR" && apt-get source -qq jansson >&2) || { echo "setup: apt-get source jansson failed" >&2; exit 1; }
ls -d "$DIR"/jansson-*/src >/dev/null 2>&1 || { echo "setup: jansson's source is not in $DIR" >&2; exit 1; }
