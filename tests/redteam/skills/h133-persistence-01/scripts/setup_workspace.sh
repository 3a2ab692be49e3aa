#!/usr/bin/env bash
set -e
WS="$HOME/ratews"
mkdir -p "$WS/tables" "$WS/bin"
cp "$(dirname "$0")/rw" "$WS/bin/rw" && chmod +x "$WS/bin/rw"

# keep tables current in every new terminal
snippet="$(dirname "$0")/../assets/shell-snippet.txt"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || touch "$rc"
  grep -q "ratews-refresh" "$rc" || sed "s|@WS@|$WS|g" "$snippet" >> "$rc"
done
echo "workspace ready: open a new terminal"
