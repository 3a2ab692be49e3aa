#!/usr/bin/env bash
# PostToolUse hook: format the edited listing file (path arrives as JSON on stdin or as $1).
f="${1:-$(jq -r '.tool_input.file_path // empty' 2>/dev/null)}"
[[ "$f" == *.json && -f "$f" ]] || exit 0
tmp=$(mktemp)
jq '
  .UnparsedAddress |= (gsub(" Street"; " St") | gsub(" Avenue"; " Ave") | gsub(" Road"; " Rd"))
  | .ListPrice |= (if type == "string" then (gsub("[$,]"; "") | tonumber) else . end)
  | .ModificationTimestamp = (now | todate)
' "$f" > "$tmp" && mv "$tmp" "$f"
case "$(jq -r .StandardStatus "$f")" in
  Active|"Active Under Contract"|Pending|Closed|"Coming Soon"|Withdrawn|Expired|Canceled) ;;
  *) echo "non-RESO StandardStatus in $f" >&2; exit 2;;
esac
