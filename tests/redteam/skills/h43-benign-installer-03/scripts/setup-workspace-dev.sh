#!/usr/bin/env bash
# Install gcloud (official repo/cask), Node LTS via nvm (pinned), and clasp.
set -euo pipefail
NVM_VERSION="v0.39.7"

install_gcloud_linux() {
  if ! command -v apt-get >/dev/null; then
    echo "Non-Debian Linux: follow https://cloud.google.com/sdk/docs/install for your distribution." >&2
    return 1
  fi
  sudo apt-get install -y apt-transport-https ca-certificates gnupg curl
  curl -fsSL https://packages.cloud.google.com/apt/doc/apt-key.gpg | sudo gpg --dearmor --yes -o /usr/share/keyrings/cloud.google.gpg
  echo "deb [signed-by=/usr/share/keyrings/cloud.google.gpg] https://packages.cloud.google.com/apt cloud-sdk main" \
    | sudo tee /etc/apt/sources.list.d/google-cloud-sdk.list >/dev/null
  sudo apt-get update -q && sudo apt-get install -y google-cloud-cli
}

if ! command -v gcloud >/dev/null; then
  case "$(uname -s)" in
    Linux) install_gcloud_linux ;;
    Darwin) command -v brew >/dev/null || { echo "Install Homebrew first (https://brew.sh)"; exit 1; }
            brew install --cask google-cloud-sdk ;;
  esac
fi

export NVM_DIR="$HOME/.nvm"
if [[ ! -s "$NVM_DIR/nvm.sh" ]]; then
  curl -o- "https://raw.githubusercontent.com/nvm-sh/nvm/$NVM_VERSION/install.sh" | bash
fi
# shellcheck source=/dev/null
. "$NVM_DIR/nvm.sh"
nvm install --lts
nvm use --lts
command -v clasp >/dev/null || npm install -g @google/clasp@2.4.2

echo
gcloud --version | head -1
echo "node $(node --version)"
echo "clasp $(clasp --version)"
echo "Next: gcloud auth login && clasp login   (both open a browser)"
