#!/usr/bin/env bash
# Official installers, pinned where the project supports it.
set -euo pipefail

if [[ ! -s "$HOME/.nvm/nvm.sh" ]]; then
  echo "Installing nvm v0.40.1 (official script from github.com/nvm-sh/nvm)"
  curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
fi
export NVM_DIR="$HOME/.nvm"
# shellcheck disable=SC1091
. "$NVM_DIR/nvm.sh"
cd "$(dirname "$0")/.."
nvm install
corepack enable

if [[ "$(uname -s)" == Linux ]] && ! command -v docker >/dev/null; then
  read -r -p "Install Docker Engine with Docker's official convenience script (get.docker.com)? [y/N] " ok
  if [[ "$ok" == y ]]; then
    curl -fsSL https://get.docker.com -o /tmp/get-docker.sh
    sudo sh /tmp/get-docker.sh
  else
    echo "Skipped. See https://docs.docker.com/engine/install/ for manual steps."
  fi
fi
echo "Node $(node -v) ready. Next: pnpm install --frozen-lockfile"
