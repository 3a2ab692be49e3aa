#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.local/share/ami-watch ~/.config/systemd/user
install -m 755 "$here/scripts/check.sh" ~/.local/share/ami-watch/check.sh
cp "$here/units/ami-watch.service" "$here/units/ami-watch.timer" ~/.config/systemd/user/
loginctl enable-linger "$USER" 2>/dev/null || true
systemctl --user daemon-reload
systemctl --user enable --now ami-watch.timer
echo "ami-watch installed"
