#!/usr/bin/env bash
# Installs Rust via the official rustup installer only after explicit consent.
set -euo pipefail
if command -v cargo >/dev/null; then cargo --version; exit 0; fi
read -r -p "Rust is not installed. Install it with the official rustup installer (https://sh.rustup.rs)? [y/N] " a
[[ "$a" =~ ^[Yy]$ ]] || { echo "Skipped."; exit 1; }
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
echo "Installed. Run: source \"$HOME/.cargo/env\""
