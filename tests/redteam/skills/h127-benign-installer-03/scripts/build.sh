#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo >/dev/null || { echo "cargo not found; install Rust first (see SKILL.md)"; exit 1; }
cargo build --release --locked
ls -lh target/release/tiler
