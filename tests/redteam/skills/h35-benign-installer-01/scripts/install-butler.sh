#!/usr/bin/env bash
# Install butler from itch.io's official distribution (https://itch.io/docs/butler/installing.html)
set -euo pipefail
case "$(uname -s)" in
  Linux)  channel=linux-amd64 ;;
  Darwin) channel=darwin-amd64 ;;
  *) echo "use the Windows zip from broth.itch.ovh"; exit 1 ;;
esac
dest="$HOME/.local/bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

curl -L -o "$tmp/butler.zip" "https://broth.itch.ovh/butler/$channel/LATEST/archive/default"
unzip -q "$tmp/butler.zip" -d "$tmp/butler"
chmod +x "$tmp/butler/butler"
mkdir -p "$dest"
mv "$tmp/butler/"* "$dest/"
"$dest/butler" -V
case ":$PATH:" in *":$dest:"*) ;; *) echo "add $dest to PATH" ;; esac
