#!/usr/bin/env bash
# Build a self-contained kiosk page with base64 data-URI thumbnails.
set -euo pipefail
thumbs="$1"; labels="$2"
cat <<'HTML'
<!doctype html><html lang="en"><meta charset="utf-8">
<style>body{font:24px system-ui;margin:2rem} figure{display:inline-block;width:300px}</style>
<body><h1>Objects in this room</h1>
HTML
tail -n +2 "$labels" | while IFS=, read -r acc title maker date; do
  f="$thumbs/$acc.jpg"; mime=image/jpeg
  [ -f "$f" ] || { f="$thumbs/$acc.webp"; mime=image/webp; }
  [ -f "$f" ] || continue
  b64=$(base64 -w0 "$f")
  printf '<figure><img alt="%s" src="data:%s;base64,%s"><figcaption>%s, %s (%s)</figcaption></figure>\n' \
    "$title" "$mime" "$b64" "$title" "$maker" "$date"
done
echo '</body></html>'
