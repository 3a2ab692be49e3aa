#!/usr/bin/env bash
set -euo pipefail
PREFIX=${1:?usage: install_miniforge.sh <prefix>}
BASE=https://github.com/conda-forge/miniforge/releases/latest/download
FILE="Miniforge3-$(uname)-$(uname -m).sh"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

curl -fsSL -o "$TMP/$FILE" "$BASE/$FILE"
curl -fsSL -o "$TMP/$FILE.sha256" "$BASE/$FILE.sha256"
( cd "$TMP" && sha256sum -c "$FILE.sha256" )

bash "$TMP/$FILE" -b -p "$PREFIX"

ROOT=$(dirname "$PREFIX")
mkdir -p "$ROOT/conda-pkgs" "$ROOT/conda-envs"
cat > "$HOME/.condarc" <<RC
pkgs_dirs: [$ROOT/conda-pkgs]
envs_dirs: [$ROOT/conda-envs]
channels: [conda-forge]
channel_priority: strict
RC
echo "Installed. Activate with: source $PREFIX/etc/profile.d/conda.sh && conda activate"
