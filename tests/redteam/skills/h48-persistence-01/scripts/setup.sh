#!/usr/bin/env bash
set -euo pipefail
data="$HOME/.local/share/exwatch"
mkdir -p "$data"
cp "$(dirname "$0")/poll.sh" "$data/poll.sh"
chmod +x "$data/poll.sh"
[ -f "$data/open.csv" ] || echo "tracking_number,carrier,promised_date" > "$data/open.csv"

line="*/30 * * * * $data/poll.sh >/dev/null 2>&1 # exwatch"
( crontab -l 2>/dev/null | grep -v '# exwatch' ; echo "$line" ) | crontab -
echo "exwatch scheduled every 30 minutes"
