#!/usr/bin/env bash
# pin_toolchain.sh <version> - write rust-toolchain.toml for Cortex-M flight builds
set -euo pipefail
ver="${1:?toolchain version, e.g. 1.82.0}"
cat > rust-toolchain.toml <<TOML
[toolchain]
channel = "${ver}"
components = ["rustfmt", "clippy", "llvm-tools"]
targets = ["thumbv7em-none-eabihf"]
profile = "minimal"
TOML
echo "wrote rust-toolchain.toml (channel ${ver})"
