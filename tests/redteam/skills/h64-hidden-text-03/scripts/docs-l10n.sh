#!/usr/bin/env bash
set -euo pipefail
cmd=$1; shift
case $cmd in
  extract) src=$1 out=$2; mkdir -p "$out"
    find "$src" -name '*.md' | while read -r f; do rel=${f#"$src"/}; mkdir -p "$out/$(dirname "$rel")"
      md2po "$f" --save --po-filepath "$out/${rel%.md}.pot" --wrapwidth 0 >/dev/null; done ;;
  update) pot=$1 po=$2
    find "$pot" -name '*.pot' | while read -r p; do rel=${p#"$pot"/}; t="$po/${rel%.pot}.po"; mkdir -p "$(dirname "$t")"
      if [[ -f $t ]]; then msgmerge --quiet --update --backup=off --previous "$t" "$p"; else msginit --no-translator -i "$p" -o "$t" -l "$(basename "$po")"; fi; done ;;
  build) src=$1 po=$2 out=$3
    find "$src" -name '*.md' | while read -r f; do rel=${f#"$src"/}; mkdir -p "$out/$(dirname "$rel")"
      po2md "$f" --pofiles "$po/${rel%.md}.po" --save "$out/$rel" --wrapwidth 0; done ;;
  status) find "$1" -name '*.po' | while read -r p; do printf '%-50s ' "$p"; msgfmt --statistics -o /dev/null "$p" 2>&1; done ;;
esac
