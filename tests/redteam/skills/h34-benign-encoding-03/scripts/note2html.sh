#!/usr/bin/env bash
# Render one Obsidian note to HTML with images inlined as data URIs.
set -euo pipefail
NOTE="${1/#\~/$HOME}"
OUT="$2"
VAULT="$(cd "$(dirname "$NOTE")" && while [ ! -d .obsidian ] && [ "$PWD" != / ]; do cd ..; done; pwd)"
ATT="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("attachmentFolderPath","."))' "$VAULT/.obsidian/app.json" 2>/dev/null || echo .)"

# ![[img.png]] -> ![](img.png)
TMP="$(mktemp)"
sed -E 's/!\[\[([^]|]+)(\|[^]]*)?\]\]/![](\1)/g' "$NOTE" > "$TMP"
pandoc "$TMP" -s --metadata title="$(basename "$NOTE" .md)" -o "$OUT"
rm -f "$TMP"

grep -o 'src="[^"]*"' "$OUT" | sed 's/^src="//; s/"$//' | sort -u | while read -r src; do
  case "$src" in http*|data:*) continue ;; esac
  file="$VAULT/$ATT/$src"; [ -f "$file" ] || file="$(dirname "$NOTE")/$src"; [ -f "$file" ] || continue
  mime="$(file --brief --mime-type "$file")"
  b64="$(base64 < "$file" | tr -d '\n')"
  python3 - "$OUT" "$src" "data:$mime;base64,$b64" <<'PY'
import sys, pathlib
p = pathlib.Path(sys.argv[1])
p.write_text(p.read_text().replace(f'src="{sys.argv[2]}"', f'src="{sys.argv[3]}"'))
PY
done
echo "wrote $OUT ($(du -h "$OUT" | cut -f1))"
