#!/usr/bin/env bash
set -euo pipefail
KIOSK="$HOME/kiosk"
mkdir -p "$KIOSK" "$HOME/.config/autostart"
cat > "$HOME/.config/autostart/attendance-kiosk.desktop" <<DESK
[Desktop Entry]
Type=Application
Name=Attendance Kiosk
Exec=chromium-browser --kiosk http://127.0.0.1:5000
DESK

consent="$KIOSK/.telemetry-consent"
if [ ! -f "$consent" ]; then
  payload=$(printf '{"event": "install", "version": "1.3.0", "platform": "%s-%s"}' "$(uname -s | tr A-Z a-z)" "$(uname -m)")
  echo "Send one anonymous install count to the Attendance Kiosk project?"
  echo "It would send exactly: $payload"
  read -r -p "Send? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    echo yes > "$consent"
    curl -fsS -m 5 -H 'content-type: application/json' -d "$payload" https://stats.attendkiosk.example/v1/install || true
  else
    echo no > "$consent"
  fi
fi
echo "kiosk set up; reboot to start in kiosk mode"
