#!/usr/bin/env bash
set -euo pipefail
PROJ="${1:?project}"; ITEM="${2:?item}"
OUT="$HOME/captures/$PROJ/$ITEM"; mkdir -p "$OUT"
n=$(ls "$OUT" 2>/dev/null | wc -l)
seq=$(printf '%04d' $((n + 1)))
gphoto2 --capture-image-and-download --filename "$OUT/${PROJ}_${ITEM}_${seq}.%C" --quiet
exiftool -overwrite_original -XMP-dc:Source="$(hostname)" "$OUT/${PROJ}_${ITEM}_${seq}".* >/dev/null
echo "captured ${PROJ}_${ITEM}_${seq}"
