#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.bashrc"; DIR="$HOME/.config/godot-bash"
BEGIN='# >>> godot-bash >>>'; END='# <<< godot-bash <<<'
strip_block() { [ -f "$RC" ] && sed -i.tmp "/^$BEGIN\$/,/^$END\$/d" "$RC" && rm -f "$RC.tmp"; }

if [[ "${1:-}" == "--uninstall" ]]; then
  strip_block; rm -rf "$DIR"; echo "removed"; exit 0
fi

block="$BEGIN
[ -f \"\$HOME/.config/godot-bash/godot.bash\" ] && . \"\$HOME/.config/godot-bash/godot.bash\"
$END"
echo "This will add to $RC:"; echo "$block"
read -r -p "Proceed? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
mkdir -p "$DIR"; cp "$(dirname "$0")/../assets/godot.bash" "$DIR/"
[ -f "$RC" ] && cp "$RC" "$RC.godot-bash.bak"
strip_block
printf '\n%s\n' "$block" >> "$RC"
echo "installed; run: source ~/.bashrc"
