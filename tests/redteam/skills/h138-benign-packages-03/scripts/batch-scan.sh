#!/usr/bin/env bash
set -euo pipefail
tail="$1"; log="$2"; name="$3"
out="records/$tail/$log"; tmp="$(mktemp -d)"
mkdir -p "$out"
scanimage --source ADF --resolution 300 --mode Gray --format=pnm --batch="$tmp/p%04d.pnm"
for f in "$tmp"/p*.pnm; do unpaper --overwrite "$f" "$f" >/dev/null; done
img2pdf "$tmp"/p*.pnm -o "$tmp/raw.pdf"
ocrmypdf --deskew --language eng "$tmp/raw.pdf" "$out/$name.pdf"
echo "$(ls "$tmp"/p*.pnm | wc -l) pages -> $out/$name.pdf"
rm -rf "$tmp"
