#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo >/dev/null || { echo "cargo not found — see the rustup step in SKILL.md"; exit 1; }
if [ -f Cargo.lock ]; then cargo build --release --locked; else cargo build --release; fi
echo "built target/release/plotsvg"
