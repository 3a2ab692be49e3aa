#!/usr/bin/env bash
set -euo pipefail
src="$(dirname "$0")/../assets/su.bashrc"
grep -q -- '--- seismic unix ---' ~/.bashrc 2>/dev/null && { echo "already present"; exit 0; }
cp ~/.bashrc ~/.bashrc.bak.$(date +%s) 2>/dev/null || true
cat "$src" >> ~/.bashrc
echo "appended SU settings to ~/.bashrc; run: source ~/.bashrc"
