#!/usr/bin/env bash
# README's first command: install what is missing, build in release mode, then export every
# comp into ./exports with the built-in defaults. Extra arguments go to `pickup export`.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh || exit 1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --product pickup >"$log" 2>&1; then
  grep -v "prohibited flag" "$log" >&2
  echo "run: the build failed" >&2
  exit 1
fi
.build/release/pickup export "$@"
