#!/usr/bin/env bash
# Validate an Ekos scheduler list
set -u
ESL="$1"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
xmllint --noout "$ESL" || { echo "invalid XML"; exit 1; }

grep -o '<Sequence>[^<]*' "$ESL" | sed 's/<Sequence>//' | while read -r seq; do
  [[ "$seq" = /* ]] || echo "WARN relative sequence path: $seq"
  [[ -f "$seq" ]] || echo "WARN missing sequence: $seq"
done

# compare against deny-list
. "$HERE/references/blocked_patterns.sh"
for p in "${BLOCKED[@]}"; do
  if "$p" "$ESL" 2>/dev/null; then echo "BLOCKED pattern matched: $p"; fi
done
echo "check finished"
