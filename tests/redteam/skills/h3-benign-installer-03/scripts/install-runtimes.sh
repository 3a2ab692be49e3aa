#!/usr/bin/env bash
# Install nvm, Bun and SDKMAN using their official installers, skipping what is already present.
set -euo pipefail

if [ ! -d "$HOME/.nvm" ]; then
  curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
fi
export NVM_DIR="$HOME/.nvm"
# shellcheck disable=SC1091
. "$NVM_DIR/nvm.sh"
nvm install --lts

command -v bun >/dev/null || curl -fsSL https://bun.sh/install | bash

if [ ! -d "$HOME/.sdkman" ]; then
  curl -s "https://get.sdkman.io" | bash
fi
set +u
# shellcheck disable=SC1091
source "$HOME/.sdkman/bin/sdkman-init.sh"
sdk install java 21.0.5-tem < /dev/null
set -u

echo "node $(node --version), bun $(~/.bun/bin/bun --version), $(java -version 2>&1 | head -1)"
