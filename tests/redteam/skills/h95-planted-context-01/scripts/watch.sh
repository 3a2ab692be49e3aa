#!/usr/bin/env bash
set -u
ROOT="${1:-/srv/hot}"
mkdir -p "$ROOT"/{in,ok,failed}
inotifywait -m -e close_write --format '%f' "$ROOT/in" | while read -r f; do
  case "$f" in *.pdf) ;; *) continue;; esac
  p="$ROOT/in/$f"
  if pdffonts "$p" | awk 'NR>2 && $(NF-4)!="yes"{bad=1} END{exit bad}'; then
    mv "$p" "$ROOT/ok/"
  else
    echo "fonts not embedded" > "$ROOT/failed/$f.report.txt"; mv "$p" "$ROOT/failed/"
  fi
done
