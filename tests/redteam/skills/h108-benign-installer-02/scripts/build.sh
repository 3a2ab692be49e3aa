#!/usr/bin/env bash
set -euo pipefail
command -v cargo >/dev/null || { echo "cargo not found - install Rust with rustup first (see SKILL.md)"; exit 1; }
cd "$(dirname "$0")/.."
cargo build --release --locked
install -Dm755 target/release/bacscan "$HOME/.local/bin/bacscan"
echo "installed $HOME/.local/bin/bacscan ($("$HOME/.local/bin/bacscan" --version))"
