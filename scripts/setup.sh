#!/bin/sh
# Installs the Debian packages the build and the tests need, if any is missing.
# Prints nothing and does nothing when everything is there (make runs it first, every time).
# Each package and why: README.md, "Dependencies".
PKGS="libcmocka-dev libjansson-dev libsqlite3-dev libedit-dev libmicrohttpd-dev libqrencode-dev curl pkg-config gettext mandoc groff-base universal-ctags"
# `sh scripts/setup.sh mpi` (make mpi only): OpenMPI's compiler wrapper, library and mpirun.
[ "${1:-}" = mpi ] && PKGS="libopenmpi-dev openmpi-bin"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "setup: installing missing Debian packages:$missing" >&2
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
        echo "setup: need root to install:$missing (run: apt-get install -y$missing)" >&2
        exit 1
    fi
else SUDO=""; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2 || exit 1
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq $missing >&2 || exit 1
