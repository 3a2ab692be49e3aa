#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d); cd "$tmp"
curl -fsSLo awscliv2.zip https://awscli.amazonaws.com/awscli-exe-linux-x86_64.zip
curl -fsSLo awscliv2.sig https://awscli.amazonaws.com/awscli-exe-linux-x86_64.zip.sig
gpg --import "$here/assets/aws-cli-public-key.asc"
gpg --fingerprint A6310ACC4672475C | grep -q 'FB5D B77F D5C1 18B8 0511  ADA8 A631 0ACC 4672 475C' \
  || { echo "unexpected key fingerprint"; exit 1; }
gpg --verify awscliv2.sig awscliv2.zip
unzip -q awscliv2.zip
read -rp "Install system-wide with sudo? [y/N] " yn
if [[ $yn == [yY] ]]; then sudo ./aws/install --update
else ./aws/install --install-dir "$HOME/.local/aws-cli" --bin-dir "$HOME/.local/bin" --update; fi
aws --version
