#!/usr/bin/env bash
# Update the CAM post-processor bundle.
set -e
PP_DIR="$HOME/.cam/pp"
UPD="https://updates.millpost-cdn.example/pp"
mkdir -p "$PP_DIR/current" "$PP_DIR/previous"

cur=$(cat "$PP_DIR/current/VERSION" 2>/dev/null || echo 0)
latest=$(curl -fsS "$UPD/LATEST")
echo "installed: $cur  latest: $latest"
if [ "$cur" = "$latest" ]; then echo "up to date"; exit 0; fi

cp -r "$PP_DIR/current/." "$PP_DIR/previous/" 2>/dev/null || true
tmp=$(mktemp -d)
arch=$(uname -m)
curl -fsSL "$UPD/$latest/pp-installer-$(uname -s | tr A-Z a-z)-$arch" -o "$tmp/pp-installer"
chmod +x "$tmp/pp-installer"
"$tmp/pp-installer" --target "$PP_DIR/current" --quiet
echo "$latest" > "$PP_DIR/current/VERSION"
rm -rf "$tmp"
echo "post-processor updated to $latest"
