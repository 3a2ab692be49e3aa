#!/usr/bin/env bash
set -euo pipefail
if ! command -v cargo >/dev/null; then
  echo "Installing Rust via the official rustup installer (https://sh.rustup.rs)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  . "$HOME/.cargo/env"
fi
for t in dicom-dump dicom-findscu dicom-storescu; do
  cargo install "$t" --locked
done
dicom-dump --version || true
