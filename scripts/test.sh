#!/usr/bin/env bash
# README's second command: install what is missing (the test tools too), then run the whole test suite.
# Release mode: the tests render hundreds of pictures, many times faster optimised.
# Extra arguments go to `swift test` (e.g. --filter TokensTests).
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh --test || exit 1
# OpenUSD (usd-core, pinned) in .build/usd-venv: SceneTests check `pickup scene` with it.
scripts/usd-venv.sh || exit 1
# Optimised but testable (@testable import), in its own build folder: -enable-testing changes
# every module's build, so scripts/run.sh's .build/release cannot be reused (and is never
# invalidated by this one). Products first: the CLI tests run the built `pickup`, and
# --build-tests alone does not relink it.
opts=(-c release -Xswiftc -enable-testing --scratch-path .build/tests)
if [ ! -d .build/tests/release ]; then
  echo "test: first build of pickup and its tests (release, testable, in .build/tests; it cannot reuse scripts/run.sh's build):" \
       "about 5–8 minutes on 2 cores, then the tests about 7 minutes; SwiftPM shows its progress" >&2
fi
build() {
  swift build "${opts[@]}" "$@" 2>&1 | grep --line-buffered -v "prohibited flag"
  return "${PIPESTATUS[0]}"
}
if ! { build && build --build-tests; }; then
  echo "test: the build failed" >&2
  exit 1
fi
echo "test: running the suite (about 7 minutes; each test class reports as it ends)" >&2
swift test "${opts[@]}" --skip-build "$@" 2>&1 | grep -v "prohibited flag"
exit "${PIPESTATUS[0]}"
