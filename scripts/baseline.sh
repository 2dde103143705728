#!/usr/bin/env bash
# A byte-level baseline of what Pickup draws, for refactors that must change nothing:
# every comp (PNG @1x/@2x/@3x, SVG, PDF) and frames (PNG, SVG) on three devices and three
# locales, then one SHA-256 per file. Compare two runs with `diff A/sums B/sums`.
#   scripts/baseline.sh OUT [PICKUP]     (PICKUP: the binary; default .build/release/pickup)
set -euo pipefail
out=${1:?usage: scripts/baseline.sh OUT [PICKUP]}
pickup=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/pickup}
rm -rf "$out"; mkdir -p "$out"
for device in se pro promax; do
  for locale in en-GB fr-FR ja-JP; do
    d="$out/$device/$locale"
    "$pickup" export --device "$device" --locale "$locale" --out "$d/export" --scales 1,2,3 --formats png,svg,pdf --quiet
    "$pickup" frames --device "$device" --locale "$locale" --out "$d/frames" --fps 10 --scale 2 --formats png,svg --quiet
  done
done
"$pickup" frames --out "$out/pro-60fps" --fps 60 --scale 1 --formats png --quiet
(cd "$out" && find . -type f ! -name '.*' ! -name '*.json' -print0 | sort -z | xargs -0 sha256sum) > "$out.sums"
echo "baseline: $(wc -l < "$out.sums") files → $out.sums"
