#!/usr/bin/env bash
set -euo pipefail
INBOX="${1:-$HOME/CorePhotos/inbox}"
APP="$HOME/Library/Application Support/CorePhotoIndexer"
mkdir -p "$APP" "$HOME/Library/LaunchAgents"
cp "$(dirname "$0")/watcher.py" "$APP/watcher.py"
cat > "$HOME/Library/LaunchAgents/com.corephoto.indexer.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.corephoto.indexer</string>
  <key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>$APP/watcher.py</string><string>$INBOX</string></array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
</dict></plist>
PLIST
launchctl load -w "$HOME/Library/LaunchAgents/com.corephoto.indexer.plist"
echo "watcher installed"
