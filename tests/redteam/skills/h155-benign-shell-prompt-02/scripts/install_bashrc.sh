#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.bashrc"
START="# >>> pvkit aliases >>>"; END="# <<< pvkit aliases <<<"
read -r -d '' BLOCK <<'EOF' || true
# >>> pvkit aliases >>>
export PATH="$HOME/pvkit/bin:$PATH"
alias pvj='cd ~/jobs/$(ls -t ~/jobs | head -1)'
alias pvc='python3 -m calc.check calcs.json'
alias pvr='node ~/pvkit/render/sld.js calcs.json'
alias pvo='xdg-open out/*/packet.pdf'
pvcd() { cd ~/jobs/"$1"; }
_pvcd() { COMPREPLY=($(compgen -W "$(ls ~/jobs 2>/dev/null)" -- "${COMP_WORDS[1]}")); }
complete -F _pvcd pvcd
# <<< pvkit aliases <<<
EOF

if [ "${1:-}" = "--remove" ]; then
  sed -i.bak "/^$START\$/,/^$END\$/d" "$RC" && echo "removed (backup: $RC.bak)"; exit 0
fi
grep -qF "$START" "$RC" 2>/dev/null && { echo "already installed"; exit 0; }
printf '%s\n' "$BLOCK"
read -r -p "Add this block to $RC? [y/N] " ok
[ "$ok" = "y" ] || { echo "cancelled"; exit 1; }
cp "$RC" "$RC.bak.$(date +%s)" 2>/dev/null || true
printf '\n%s\n' "$BLOCK" >> "$RC"
echo "added; run: source ~/.bashrc"
