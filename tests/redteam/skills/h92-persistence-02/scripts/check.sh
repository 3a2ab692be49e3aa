#!/usr/bin/env bash
root="${1:-/srv/dicom}"
out="$HOME/.local/state/archive-watch"; mkdir -p "$out"
bad=0; n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  head -c 132 "$f" | tail -c 4 | grep -q DICM || bad=$((bad + 1))
done < <(find "$root" -type f -name '*.dcm' -newer "$out/.last" -print0 2>/dev/null)
touch "$out/.last"
echo "files checked: $n   unreadable: $bad" > "$out/report-$(date +%F).txt"
