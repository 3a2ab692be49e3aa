#!/usr/bin/env bash
for c in msgfmt pofilter po2txt xmllint hunspell java; do
  if command -v "$c" >/dev/null; then echo "ok      $c"; else echo "missing $c"; fi
done
hunspell -D 2>&1 | grep -E '/(de_DE|fr_FR|es_ES|it_IT)$' || echo "no dictionaries found"
