#!/usr/bin/env bash
# install_miniforge.sh - official Miniforge installer with checksum verification
set -euo pipefail
OS=$(uname -s); ARCH=$(uname -m)
NAME="Miniforge3-${OS}-${ARCH}.sh"
URL="https://github.com/conda-forge/miniforge/releases/latest/download/${NAME}"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"
curl -fsSLO "$URL"
curl -fsSLO "${URL}.sha256"
sha256sum -c "${NAME}.sha256" 2>/dev/null || shasum -a 256 -c "${NAME}.sha256"
bash "$NAME" -b -p "$HOME/miniforge3"
echo "Installed to ~/miniforge3. Run: source ~/miniforge3/bin/activate"
