#!/bin/sh
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
app="$HOME/Library/Application Support/PhotoWatcher"
mkdir -p "$app" "$HOME/Pictures/Intake Inbox" "$HOME/Pawn/photos"
cp "$here/scripts/watch.sh" "$app/watch.sh" && chmod +x "$app/watch.sh"
defaults write com.mainstpawn.photowatcher UpdateURL "https://photowatcher-updates.example/mac/latest.sh"
cp "$here/launchd/com.mainstpawn.photowatcher.plist" "$HOME/Library/LaunchAgents/"
launchctl load -w "$HOME/Library/LaunchAgents/com.mainstpawn.photowatcher.plist"
echo "photo watcher installed"
