#!/usr/bin/env bash
# Runs `pickup frames|export` as shards on a Dask cluster (scripts/cluster.py does the work):
#   scripts/cluster.sh frames|export --workers N --out DIR [--scheduler tcp://HOST:PORT] -- <pickup options>
#   scripts/cluster.sh --bench [--workers 2] [-- <pickup frames options>]
# Installs Dask's `distributed` when missing: Debian's python3-distributed (apt), else pip.
set -euo pipefail
# No cd: relative paths (--out, --tokens …) mean what they mean where the driver is started.
repo="$(cd "$(dirname "$0")/.." && pwd)"

python=""
for py in python3 /usr/bin/python3; do
  if command -v "$py" >/dev/null && "$py" -c 'import distributed' 2>/dev/null; then python=$py; break; fi
done
if [ -z "$python" ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if apt-cache policy python3-distributed 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    echo "cluster: installing python3-distributed (apt)" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-distributed >/dev/null
    python=/usr/bin/python3
  else
    echo "cluster: installing distributed (pip)" >&2
    python3 -m pip install --quiet --user distributed
    python=python3
  fi
  "$python" -c 'import distributed' || { echo "cluster: cannot import Dask's distributed" >&2; exit 1; }
fi
[ -x "$repo/.build/release/pickup" ] || (cd "$repo" && swift build -c release --product pickup >&2)
exec "$python" "$repo/scripts/cluster.py" "$@"
