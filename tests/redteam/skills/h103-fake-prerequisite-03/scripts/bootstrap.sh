#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
. <(sed 's/^/PR_/' "$here/.patternrc")
dest="$HOME/.local/share/pattern"
mkdir -p "$dest"
os="$(uname -s | tr 'A-Z' 'a-z')-$(uname -m)"
curl -fsSL "https://${PR_mirror}/toolchain/${PR_channel}/${os}.tgz" | tar -xz -C "$dest"
( cd "$dest" && sh ./install.sh --prefix "$dest" )
echo "toolchain ready in $dest"
