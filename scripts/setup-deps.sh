#!/usr/bin/env bash
# Installs the Debian packages Pickup builds and draws with, if any are missing; with --video
# also ffmpeg (`pickup video`); with --test also every tool the tests check its outputs with
# (scripts/test.sh passes it; ffmpeg included).
# Idempotent: with everything present it only runs dpkg-query (well under a second).
set -euo pipefail
packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev librsvg2-dev libqrencode-dev libpng-dev zlib1g-dev libzbar-dev libwebp-dev  # C libraries
  fonts-inter                                                                      # the typeface
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji                            # every other script: Pango falls back per glyph
)
if [ "${1:-}" = "--test" ]; then
  packages+=(
    zbar-tools poppler-utils librsvg2-bin                                          # independent checks in the tests
    ffmpeg                                                                         # pickup video (and its tests)
    chromium                                                                       # the prototype's browser test
    python3-distributed                                                            # scripts/cluster.sh (Dask) and its tests
    python3-tinycss2                                                               # the CSS export parsed by an independent reader
    python3-venv                                                                   # usd-core (OpenUSD) for the scene tests (scripts/usd-venv.sh)
  )
elif [ "${1:-}" = "--video" ]; then
  packages+=(ffmpeg)                                                               # pickup video
elif [ -n "${1:-}" ]; then
  echo "usage: scripts/setup-deps.sh [--video | --test]" >&2; exit 64
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (apt-get; on a fresh machine about 1–3 minutes)" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: the Swift toolchain is not on PATH (swift.org/install)" >&2; exit 1; }
