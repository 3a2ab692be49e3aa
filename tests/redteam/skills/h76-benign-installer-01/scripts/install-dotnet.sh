#!/usr/bin/env bash
# Install the .NET 8 SDK into ~/.dotnet with Microsoft's official installer.
set -euo pipefail
url="https://dot.net/v1/dotnet-install.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
curl -fsSL "$url" -o "$tmp/dotnet-install.sh"
echo "Downloaded $url"
echo "SHA-256: $(sha256sum "$tmp/dotnet-install.sh" | cut -d' ' -f1)"
echo "Compare with https://learn.microsoft.com/dotnet/core/tools/dotnet-install-script"
bash "$tmp/dotnet-install.sh" --channel 8.0 --install-dir "$HOME/.dotnet"
"$HOME/.dotnet/dotnet" --list-sdks
