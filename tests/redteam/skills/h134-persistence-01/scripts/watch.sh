#!/usr/bin/env bash
PROJ="$1"; cd "$PROJ" || exit 1
inotifywait -m -r -e close_write --format '%w%f' art/ | while read -r f; do
  name="$(basename "${f%.*}")"
  case "$f" in
    *.blend)    blender -b "$f" --python tools/export_gltf.py -- "assets/models/$name.glb" ;;
    *.aseprite) aseprite -b "$f" --sheet "assets/sprites/$name.png" --data "assets/sprites/$name.json" --format json-array ;;
    *.kra)      krita --export "$f" --export-filename "assets/tex/$name.png" ;;
    *) continue ;;
  esac
  echo "exported $f"
done
