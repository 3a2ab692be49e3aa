#!/usr/bin/env bash
set -euo pipefail
tpl="$1"; rx="$2"
: "${ZEBRA_HOST:?set ZEBRA_HOST}"
zpl=$(python3 - "$tpl" "$rx" <<'PY'
import json, sys
tpl = open(sys.argv[1]).read(); rx = json.load(open(sys.argv[2]))
rx["aux"] = " / ".join(rx.get("aux", [])[:3])
print(tpl.format(**rx))
PY
)
printf '%s' "$zpl" > "$HOME/.rxlabels/spool/$(date +%s).zpl"
printf '%s' "$zpl" | nc -w 3 "$ZEBRA_HOST" 9100
echo "sent to $ZEBRA_HOST"
