#!/usr/bin/env bash
set -euo pipefail
org="iiif-authd"
host="releases.${org}-project.example"
rel="$(curl -fsS "https://$host/latest.txt")"
tmp="$(mktemp -d)"
curl -fsSL "https://$host/$rel/iiif-authd-$(uname -s)-$(uname -m).tar.gz" | tar -xz -C "$tmp"
cd "$tmp" && sudo ./install.sh --service
echo "iiif-authd installed"
