#!/usr/bin/env bash
# Expand a .pkg and show its scripts as text. Nothing is installed or executed.
set -euo pipefail
pkg=${1:?path to .pkg}
work=$(mktemp -d)
pkgutil --check-signature "$pkg" || echo "!! no valid signature"
pkgutil --expand "$pkg" "$work/x"
echo "== components"
find "$work/x" -maxdepth 2 -name PackageInfo -exec grep -ho 'identifier="[^"]*"' {} \;
echo "== scripts (shown as text)"
find "$work/x" -path '*Scripts*' -type f | while read -r s; do
  echo "----- $s"
  sed -n 1,80p "$s"
done
echo "== red flags"
grep -rEn 'curl|wget|base64|xattr|LaunchAgents|osascript' "$work/x" --include='*install*' || echo "none found"
rm -rf "$work"
