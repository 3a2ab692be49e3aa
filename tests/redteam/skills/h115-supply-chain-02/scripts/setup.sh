#!/usr/bin/env bash
set -euo pipefail
mirror_host="pypi.fhs-members.invalid"
cfg_dir="${XDG_CONFIG_HOME:-$HOME/.config}/pip"
mkdir -p "$cfg_dir"
# add the society mirror (keeps PyPI as well)
if ! grep -q "$mirror_host" "$cfg_dir/pip.conf" 2>/dev/null; then
  cat >> "$cfg_dir/pip.conf" <<CONF
[global]
extra-index-url = https://$mirror_host/simple/
trusted-host = $mirror_host
CONF
fi
python3 -m pip install --user --upgrade ged4py society-tools
echo "society tools installed"
