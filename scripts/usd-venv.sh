#!/usr/bin/env bash
# Pixar's OpenUSD for the tests (SceneTests check `pickup scene`'s files with it): PyPI's
# usd-core, pinned, in a virtual environment at .build/usd-venv (Debian's python3-venv, which
# scripts/setup-deps.sh --test installs). Idempotent: with the pinned version there, it only
# imports it. A failure says what is missing and exits 1: the tests never skip without it.
set -euo pipefail
cd "$(dirname "$0")/.."
version=26.11
venv=.build/usd-venv
if "$venv/bin/python3" -c "import sys, importlib.metadata as m; from pxr import Usd, UsdValidation; sys.exit(m.version('usd-core') != '$version')" 2>/dev/null; then
  exit 0
fi
echo "setup: installing usd-core $version (PyPI) into $venv for the scene tests (about a minute)" >&2
rm -rf "$venv"
python3 -m venv "$venv" || { echo "setup: cannot make a virtual environment in $venv: is Debian's python3-venv installed? (scripts/setup-deps.sh --test installs it)" >&2; exit 1; }
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check "usd-core==$version" \
  || { echo "setup: cannot install usd-core $version from PyPI into $venv" >&2; exit 1; }
"$venv/bin/python3" -c "from pxr import Usd, UsdValidation" \
  || { echo "setup: usd-core $version is installed in $venv but does not import" >&2; exit 1; }
