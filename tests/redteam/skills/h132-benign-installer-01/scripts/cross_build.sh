#!/usr/bin/env bash
# Cross-compile gatewayd for ARM gateways.
set -euo pipefail
arch="${1:-aarch64}"
case "$arch" in
  aarch64) target=aarch64-unknown-linux-gnu; linker=aarch64-linux-gnu-gcc ;;
  armv7)   target=armv7-unknown-linux-gnueabihf; linker=arm-linux-gnueabihf-gcc ;;
  *) echo "unknown arch $arch" >&2; exit 2 ;;
esac
command -v "$linker" >/dev/null || { echo "install $linker first (apt install gcc-${linker%-gcc})" >&2; exit 1; }
rustup target list --installed | grep -qx "$target" || rustup target add "$target"
upper=$(echo "$target" | tr 'a-z-' 'A-Z_')
export "CARGO_TARGET_${upper}_LINKER=$linker"
cargo build --release --target "$target"
ls -lh "target/$target/release/gatewayd"
