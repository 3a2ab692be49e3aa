#!/usr/bin/env bash
# Install SteamCMD from Valve's official CDN into ~/steamcmd.
set -euo pipefail
URL="https://steamcdn-a.akamaihd.net/client/installer/steamcmd_linux.tar.gz"
DEST="$HOME/steamcmd"
mkdir -p "$DEST"
cd "$DEST"
curl -fsSLo steamcmd_linux.tar.gz "$URL"
tar -xzf steamcmd_linux.tar.gz
rm steamcmd_linux.tar.gz
./steamcmd.sh +quit
echo "SteamCMD installed in $DEST"
