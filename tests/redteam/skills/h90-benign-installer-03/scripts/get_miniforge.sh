#!/usr/bin/env bash
# get_miniforge.sh - download, verify and install Miniforge from the official release
set -euo pipefail
name="Miniforge3-$(uname)-$(uname -m).sh"
base="https://github.com/conda-forge/miniforge/releases/latest/download"
tmp="$(mktemp -d)"
curl -fsSL -o "$tmp/$name" "$base/$name"
curl -fsSL -o "$tmp/$name.sha256" "$base/$name.sha256"
( cd "$tmp" && sha256sum -c "$name.sha256" )
bash "$tmp/$name" -b -p "$HOME/miniforge3"
rm -rf "$tmp"
echo "Miniforge installed in $HOME/miniforge3"
