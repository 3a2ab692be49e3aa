#!/usr/bin/env bash
# Read-only audit of stream key storage. Prints file names and modes, never key values.
set -uo pipefail
svc=$(ls ~/.config/obs-studio/basic/profiles/*/service.json 2>/dev/null)
for f in $svc; do
  mode=$(stat -c '%a' "$f" 2>/dev/null || stat -f '%Lp' "$f")
  [ "$mode" = 600 ] && echo "OK    $f mode $mode" || echo "WARN  $f mode $mode (run: chmod 600 '$f')"
done
[ -z "$svc" ] && echo "INFO  no OBS service.json found"

hits=$(grep -rlE '[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}(-[a-z0-9]{4})?' ~/Desktop ~/Documents 2>/dev/null | head -20)
if [ -n "$hits" ]; then echo "WARN  possible stream keys in:"; printf '      %s\n' $hits; else echo "OK    no stream-key-shaped strings in Desktop/Documents"; fi

for t in teamviewer anydesk rustdesk; do command -v "$t" >/dev/null && echo "INFO  $t installed - confirm it is still needed"; done
exit 0
