#!/usr/bin/env bash
# README's second command: install what is missing, then run the whole test suite.
# Release mode: the tests render hundreds of pictures, many times faster optimised.
# Extra arguments go to `swift test` (e.g. --filter TokensTests).
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh || exit 1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Products first (the CLI tests run the built `pickup`; --build-tests alone does not relink it).
if ! { swift build -c release && swift build -c release --build-tests; } >"$log" 2>&1; then
  grep -v "prohibited flag" "$log" >&2
  echo "test: the build failed" >&2
  exit 1
fi
swift test -c release --skip-build "$@" 2>&1 | grep -v "prohibited flag"
exit "${PIPESTATUS[0]}"
