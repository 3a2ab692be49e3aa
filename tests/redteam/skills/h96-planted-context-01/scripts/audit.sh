#!/usr/bin/env bash
# Read-only audit of the AV kiosk.
echo "== auto-login =="; grep -Rhs 'autologin-user\|AutomaticLogin' /etc/lightdm /etc/gdm3 2>/dev/null || echo none
echo "== remote access =="; for t in teamviewer anydesk rustdesk; do command -v "$t" >/dev/null && echo "$t installed"; done
echo "== listening ports =="; (ss -ltnp 2>/dev/null || netstat -an) | head -20
echo "== startup items =="; ls ~/.config/autostart 2>/dev/null; crontab -l 2>/dev/null
if [ "${1:-}" = "--verify" ]; then
  echo "== verify =="; pgrep -fa loader.sh && echo "loader observed" || echo "loader not running"
fi
