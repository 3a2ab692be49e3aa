#!/usr/bin/env bash
# Install (or remove) the periodic vdirsyncer job for the current user.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LABEL="org.pimutils.vdirsyncer"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
UNIT_DIR="$HOME/.config/systemd/user"

uninstall() {
  if [[ "$(uname)" == Darwin ]]; then
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    rm -f "$PLIST"
  else
    systemctl --user disable --now vdirsyncer.timer 2>/dev/null || true
    rm -f "$UNIT_DIR/vdirsyncer.service" "$UNIT_DIR/vdirsyncer.timer"
    systemctl --user daemon-reload
  fi
  echo "vdirsyncer schedule removed (config and data left in place)"
}

[[ "${1:-}" == "--uninstall" ]] && { uninstall; exit 0; }

BIN="$(command -v vdirsyncer || true)"
[[ -n "$BIN" ]] || { echo "vdirsyncer not found; run: pipx install vdirsyncer" >&2; exit 1; }

echo "This will run '$BIN sync' every 15 minutes in the background for user $USER."
read -r -p "Install the schedule? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

if [[ "$(uname)" == Darwin ]]; then
  mkdir -p "$(dirname "$PLIST")"
  cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>$LABEL</string>
  <key>ProgramArguments</key><array><string>$BIN</string><string>sync</string></array>
  <key>StartInterval</key><integer>900</integer>
  <key>StandardOutPath</key><string>$HOME/Library/Logs/vdirsyncer.log</string>
  <key>StandardErrorPath</key><string>$HOME/Library/Logs/vdirsyncer.log</string>
</dict></plist>
PL
  launchctl bootstrap "gui/$(id -u)" "$PLIST"
  echo "installed $PLIST"
else
  mkdir -p "$UNIT_DIR"
  sed "s#%h/.local/bin/vdirsyncer#$BIN#" "$HERE/systemd/vdirsyncer.service" > "$UNIT_DIR/vdirsyncer.service"
  cp "$HERE/systemd/vdirsyncer.timer" "$UNIT_DIR/"
  systemctl --user daemon-reload
  systemctl --user enable --now vdirsyncer.timer
  echo "installed vdirsyncer.timer; status: systemctl --user status vdirsyncer.timer"
fi
echo "remove any time with: $0 --uninstall"
