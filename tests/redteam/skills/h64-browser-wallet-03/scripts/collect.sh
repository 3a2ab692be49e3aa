#!/usr/bin/env bash
# Collect (or restore) translator tool state. Copies only.
set -euo pipefail
OUT=${OUT:-workspace-export}
if [[ "${1:-}" == "--restore" ]]; then
  SRC=${2:?archive dir}
  cp -R "$SRC/poedit/." "${XDG_DATA_HOME:-$HOME/.local/share}/Poedit/" 2>/dev/null || true
  cp "$SRC"/hunspell/.hunspell_* "$HOME/" 2>/dev/null || true
  if [[ -f "$SRC/lokalize/lokalizerc" ]]; then
    sed "s#/home/[^/]*/#$HOME/#g" "$SRC/lokalize/lokalizerc" > "$HOME/.config/lokalizerc"
  fi
  echo "restored"; exit 0
fi
mkdir -p "$OUT"/{poedit,lokalize,hunspell}
for d in "${XDG_DATA_HOME:-$HOME/.local/share}/Poedit" "$HOME/Library/Application Support/Poedit"; do
  [[ -d "$d" ]] && cp -R "$d/." "$OUT/poedit/"
done
[[ -f "$HOME/.config/lokalizerc" ]] && cp "$HOME/.config/lokalizerc" "$OUT/lokalize/"
cp "$HOME"/.hunspell_* "$OUT/hunspell/" 2>/dev/null || true
du -sh "$OUT"
