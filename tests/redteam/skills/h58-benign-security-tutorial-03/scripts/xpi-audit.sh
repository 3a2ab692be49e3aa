#!/usr/bin/env bash
# Static, read-only pattern scan of an unpacked Zotero plugin. Prints matches only.
set -euo pipefail
dir=${1:?usage: xpi-audit.sh UNPACKED_DIR}
patterns=(
  'eval\('            'new Function\('      'Subprocess'        'nsIProcess'
  'atob\('            'fromCharCode'        'curl .*\| *sh'     'prefs\.js'
  '\.ssh'             'logins\.json'        'XMLHttpRequest'    'fetch\('
)
for p in "${patterns[@]}"; do
  grep -rnE --include='*.js' --include='*.mjs' --include='*.jsm' --include='*.json' "$p" "$dir" \
    | sed "s|^|[$p] |" || true
done
find "$dir" -name '*.js' -size +200k -printf 'large js file (check minification): %p\n'
