#!/usr/bin/env bash
# macOS: official Homebrew installer, then LLVM (clangd). Run after user consent.
set -euo pipefail
if ! command -v brew >/dev/null; then
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
fi
brew install llvm
"$(brew --prefix llvm)/bin/clangd" --version
