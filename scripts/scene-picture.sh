#!/usr/bin/env bash
# docs/scene.png: the scene `pickup scene` writes, drawn from the .usdz as OpenUSD reads it
# (scripts/usd_picture.py: usd-core has no renderer), beside Pickup's own frame at the same
# time, at 4.3 s (time code 258, mid-tilt) and 4.6 s (276, straight down on the roof). @1x.
# Needs the release build (scripts/run.sh), usd-core (scripts/usd-venv.sh) and rsvg-convert.
set -euo pipefail
cd "$(dirname "$0")/.."
pickup=.build/release/pickup python=.build/usd-venv/bin/python3
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$pickup" scene --out "$work/reveal.usdz" --quiet
panels=()
for code in 258 276; do
  t=$(python3 -c "print($code / 60)")
  "$python" scripts/usd_picture.py "$work/reveal.usdz" "$code" "$work/usd-$code.svg"
  rsvg-convert "$work/usd-$code.svg" -o "$work/usd-$code.png"
  "$pickup" frame --at "$t" --scale 1 --out "$work/frame-$code.png" --quiet
  panels+=("$work/usd-$code.png" "$work/frame-$code.png")
done
# Four panels side by side, 16 pt apart, with a caption under each.
{
  echo '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1620" height="890">'
  echo '<rect width="1620" height="890" fill="#FFFFFF"/>'
  captions=("the .usdz at 258 (4.3 s)" "pickup frame --at 4.3" "the .usdz at 276 (4.6 s)" "pickup frame --at 4.6")
  for i in 0 1 2 3; do
    x=$((i * 409))
    echo "<image x=\"$x\" y=\"0\" width=\"393\" height=\"852\" xlink:href=\"data:image/png;base64,$(base64 -w0 "${panels[$i]}")\"/>"
    echo "<text x=\"$((x + 196))\" y=\"878\" font-family=\"Inter\" font-size=\"18\" text-anchor=\"middle\">${captions[$i]}</text>"
  done
  echo '</svg>'
} > "$work/sheet.svg"
rsvg-convert "$work/sheet.svg" -o docs/scene.png
echo "wrote docs/scene.png"
