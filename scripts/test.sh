#!/usr/bin/env bash
# README's second command: install what is missing (the test tools too), then run the whole test suite.
# Release mode: the tests render hundreds of pictures, many times faster optimised.
# Extra arguments go to `swift test` (e.g. --filter TokensTests).
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh --test || exit 1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Optimised but testable (@testable import), in its own build folder so it never invalidates
# the plain release build of scripts/run.sh. Products first: the CLI tests run the built
# `pickup`, and --build-tests alone does not relink it.
opts=(-c release -Xswiftc -enable-testing --scratch-path .build/tests)
if ! { swift build "${opts[@]}" && swift build "${opts[@]}" --build-tests; } >"$log" 2>&1; then
  grep -v "prohibited flag" "$log" >&2
  echo "test: the build failed" >&2
  exit 1
fi
swift test "${opts[@]}" --skip-build "$@" 2>&1 | grep -v "prohibited flag"
exit "${PIPESTATUS[0]}"
