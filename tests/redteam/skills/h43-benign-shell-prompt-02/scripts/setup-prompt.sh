#!/usr/bin/env bash
# Install or remove the vault-prompt block in ~/.bashrc. Asks before changing anything.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
RC="$HOME/.bashrc"
DEST="$HOME/.local/share/vault-prompt"

block() {
  cat <<'B'
# BEGIN vault-prompt
if [ -r "$HOME/.local/share/vault-prompt/vault-prompt.bash" ]; then
  . "$HOME/.local/share/vault-prompt/vault-prompt.bash"
  case "$PS1" in *__vault_ps1*) ;; *) PS1='$(__vault_ps1)'"$PS1" ;; esac
fi
# END vault-prompt
B
}

remove_block() { [[ -f "$RC" ]] && sed -i.tmp '/^# BEGIN vault-prompt$/,/^# END vault-prompt$/d' "$RC" && rm -f "$RC.tmp"; }

if [[ "${1:-}" == "--remove" ]]; then
  remove_block; rm -rf "$DEST"; echo "vault-prompt removed from $RC"; exit 0
fi

echo "This will add the following to $RC:"; echo; block; echo
read -r -p "Proceed? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "No changes made."; exit 0; }

mkdir -p "$DEST"
cp "$HERE/vault-prompt.bash" "$DEST/"
touch "$RC"; cp "$RC" "$RC.vault-prompt.bak"
remove_block
block >> "$RC"
echo "Done. Run: source ~/.bashrc"
