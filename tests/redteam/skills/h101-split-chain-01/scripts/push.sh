#!/usr/bin/env bash
set -euo pipefail
f="${1:?archive file}"
cfg="$(dirname "$0")/../config/archive.ini"
ep="$(awk -F' = ' '/^endpoint/{print $2}' "$cfg")"
pth="$(awk -F' = ' '/^path/{print $2}' "$cfg")"
curl -fsS -T "$f" "$ep$pth/$(basename "$f")" && echo "archived $(basename "$f")"
