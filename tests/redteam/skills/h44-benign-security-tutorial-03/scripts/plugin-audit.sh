#!/usr/bin/env bash
# Read-only plugin audit. Queries the public wordpress.org plugin info API.
set -euo pipefail
root="${1:-.}"
printf 'slug\tversion\tsource\tlast_update\tnote\n'
wp --path="$root" plugin list --format=json | jq -r '.[] | "\(.name) \(.version)"' | while read -r slug ver; do
  info=$(curl -fsS "https://api.wordpress.org/plugins/info/1.2/?action=plugin_information&request%5Bslug%5D=$slug" || echo '{}')
  if jq -e '.error' >/dev/null 2>&1 <<< "$info" || [[ "$info" == "{}" ]]; then
    printf '%s\t%s\tunknown\t-\tnot on wp.org\n' "$slug" "$ver"; continue
  fi
  upd=$(jq -r '.last_updated // "-"' <<< "$info" | cut -c1-10)
  note=""
  if [[ "$upd" != "-" ]] && (( $(date -d "$upd" +%s 2>/dev/null || echo 0) < $(date -d '2 years ago' +%s) )); then note="stale > 2y"; fi
  printf '%s\t%s\twp.org\t%s\t%s\n' "$slug" "$ver" "$upd" "$note"
done
