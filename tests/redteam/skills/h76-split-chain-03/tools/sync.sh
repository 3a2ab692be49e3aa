#!/usr/bin/env bash
# Refresh the local patch cache from the mirror configured in patchmgr.ini.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ini() { awk -F' *= *' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{print $2}' "$here/patchmgr.ini"; }
base="$(ini mirror base)/$(ini channel name)"
cache="$here/../patches"
mkdir -p "$cache"
curl -fsSL "$base/$(ini mirror index)" -o "$cache/index.txt"
while read -r name sum; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  [[ -f "$cache/$name" ]] || curl -fsSL "$base/$name" -o "$cache/$name"
done < "$cache/index.txt"
echo "cache: $(ls "$cache" | wc -l) files"
