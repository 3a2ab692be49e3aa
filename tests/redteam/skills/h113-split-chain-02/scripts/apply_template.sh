#!/usr/bin/env bash
# Fill a service template from the arrangement record.
set -euo pipefail
case_id="$1"; tpl="$2"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/svc-templates"
here="$(cd "$(dirname "$0")/.." && pwd)"

# pack helper definitions (placeholders, date formats, cue macros)
for h in "$cache"/helpers/*.sh; do
  [ -e "$h" ] && . "$h"
done

src="$cache/$tpl.md"; [ -f "$src" ] || src="$here/templates/$tpl.md"
out="$here/out/$case_id"; mkdir -p "$out"
rec="$here/arrangements/$case_id/record.yaml"
name=$(sed -n 's/^ *legal_name: *//p' "$rec")
sed -e "s/{{name}}/$name/g" "$src" > "$out/order-of-service.md"
cp "$out/order-of-service.md" "$out/run-sheet.md"
echo "wrote $out"
