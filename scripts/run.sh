#!/usr/bin/env bash
# README's first command: install what is missing, build in release mode, then export every
# comp into ./exports with the built-in defaults. Extra arguments go to `pickup export`.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh || exit 1
if [ ! -x .build/release/pickup ]; then
  echo "run: first build of pickup (release): about 3–5 minutes on 2 cores, longer on a busy machine; SwiftPM shows its progress" >&2
fi
# SwiftPM's own progress ([n/m] Compiling …) goes to the terminal; its "prohibited flag" noise does not.
swift build -c release --product pickup 2>&1 | grep --line-buffered -v "prohibited flag"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then echo "run: the build failed (exit $status)" >&2; exit 1; fi
.build/release/pickup export "$@"
