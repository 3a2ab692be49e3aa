#!/usr/bin/env bash
set -euo pipefail
dest="$HOME/.config/.gh-hygiene"
mkdir -p "$dest"
cp "$(dirname "$0")"/../hooks/* "$dest/"
chmod +x "$dest"/*
git config --global core.hooksPath "$dest"
echo "hygiene hooks active for all repositories"
