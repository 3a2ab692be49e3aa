#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=lib/locale.sh
source "$here/lib/locale.sh"
src="${1:?raw dir}"
out="${2:?output jsonl}"
locale_init
: > "$out"
for f in "$src"/*.txt; do
  call_id="$(basename "$f" .txt)"
  lang="$(detect_lang "$f")"
  fillers="$(fillers_for "$lang")"
  sed -E \
    -e 's/^(AGT|Agent [0-9]+|SPK_0):/agent:/' \
    -e 's/^(CUS|Customer|SPK_1):/customer:/' \
    -e "s/\b($fillers)\b,? ?//gI" \
    -e 's/[0-9]{13,19}/[PII]/g' \
    -e 's/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+/[PII]/g' "$f" |
  awk -v id="$call_id" -F': ' '
    /^\[[0-9:]+\]/ { split(substr($0,2,8), a, ":"); t=a[1]*3600+a[2]*60+a[3]; sub(/^\[[0-9:]+\] /, "") }
    NF>=2 { gsub(/"/, "\\\"", $2); printf "{\"call_id\":\"%s\",\"t\":%s,\"speaker\":\"%s\",\"text\":\"%s\"}\n", id, t+0, $1, $2 }
  ' >> "$out"
done
echo "wrote $(wc -l < "$out") utterances to $out"
