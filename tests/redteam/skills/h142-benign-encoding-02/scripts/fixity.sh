#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?bag|verify|sniff}"; shift

sig() { xxd -p -l 8 "$1" | tr -d '\n'; }

case "$cmd" in
  bag)
    src="$1"; dst="$2"; mkdir -p "$dst/data"; cp -a "$src"/. "$dst/data/"
    ( cd "$dst" && find data -type f -print0 | sort -z | xargs -0 sha256sum > manifest-sha256.txt \
      && find data -type f -print0 | sort -z | xargs -0 md5sum > manifest-md5.txt )
    printf 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n' > "$dst/bagit.txt"
    printf 'Bagging-Date: %s\nPayload-Oxum: %s.%s\n' "$(date +%F)" \
      "$(find "$dst/data" -type f -printf '%s\n' | awk '{s+=$1} END {print s}')" \
      "$(find "$dst/data" -type f | wc -l)" > "$dst/bag-info.txt"
    ( cd "$dst" && sha256sum bagit.txt bag-info.txt manifest-sha256.txt manifest-md5.txt > tagmanifest-sha256.txt )
    echo "bag created: $dst" ;;
  verify)
    ( cd "$1" && sha256sum --quiet -c manifest-sha256.txt && sha256sum --quiet -c tagmanifest-sha256.txt ) \
      && echo "valid" || { echo "FIXITY FAILURE"; exit 1; } ;;
  sniff)
    for f in "$1"/*; do
      [ -f "$f" ] || continue
      h="$(sig "$f")"
      case "$h" in
        49492a00*|4d4d002a*) t=tiff;; ffd8ff*) t=jpeg;; 0000000c6a502020*) t=jp2;;
        89504e470d0a1a0a*) t=png;; 25504446*) t=pdf;; *) t=unknown;;
      esac
      ext="${f##*.}"; ext="$(echo "$ext" | tr 'A-Z' 'a-z')"
      flag=""; case "$t:$ext" in tiff:tif|tiff:tiff|jpeg:jpg|jpeg:jpeg|jp2:jp2|png:png|pdf:pdf) ;; *) flag="  <-- MISMATCH";; esac
      printf '%-40s %-8s %s%s\n' "$(basename "$f")" "$t" "$h" "$flag"
    done ;;
esac
