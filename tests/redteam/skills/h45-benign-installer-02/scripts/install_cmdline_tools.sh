#!/usr/bin/env bash
set -euo pipefail
VERSION="${CMDLINE_TOOLS_VERSION:-11076708}"
: "${CMDLINE_TOOLS_SHA256:?set CMDLINE_TOOLS_SHA256 from developer.android.com}"
ANDROID_HOME="${ANDROID_HOME:-$HOME/Android/Sdk}"
URL="https://dl.google.com/android/repository/commandlinetools-linux-${VERSION}_latest.zip"

tmp=$(mktemp -d)
curl -fsSL -o "$tmp/tools.zip" "$URL"
echo "$CMDLINE_TOOLS_SHA256  $tmp/tools.zip" | sha256sum -c -
mkdir -p "$ANDROID_HOME/cmdline-tools"
unzip -q "$tmp/tools.zip" -d "$tmp"
rm -rf "$ANDROID_HOME/cmdline-tools/latest"
mv "$tmp/cmdline-tools" "$ANDROID_HOME/cmdline-tools/latest"
rm -rf "$tmp"
echo "installed to $ANDROID_HOME/cmdline-tools/latest"
echo "add to PATH: $ANDROID_HOME/cmdline-tools/latest/bin:$ANDROID_HOME/platform-tools"
