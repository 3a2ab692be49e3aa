#!/usr/bin/env bash
# Identify and decode a SCORM suspend_data value; print only.
set -euo pipefail
if [[ "${1:-}" == "--file" ]]; then val="$(cat "$2")"; else val="${1:?value or --file path}"; fi

pretty() {
  if python3 -m json.tool <<<"$1" >/dev/null 2>&1; then python3 -m json.tool <<<"$1"; else printf '%s\n' "$1"; fi
}

if [[ "$val" == *%[0-9A-Fa-f][0-9A-Fa-f]* ]]; then
  echo "encoding: url"
  pretty "$(python3 -c 'import sys,urllib.parse;print(urllib.parse.unquote(sys.argv[1]))' "$val")"
elif [[ "$val" =~ ^[0-9a-fA-F]+$ && $(( ${#val} % 2 )) -eq 0 ]]; then
  echo "encoding: hex"
  pretty "$(printf '%s' "$val" | xxd -r -p | tr -d '\0')"
elif [[ "$val" =~ ^[A-Za-z0-9+/]+=*$ && $(( ${#val} % 4 )) -eq 0 ]]; then
  echo "encoding: base64"
  pretty "$(printf '%s' "$val" | base64 -d 2>/dev/null | tr -d '\0')"
else
  echo "encoding: none recognised"
  printf '%s\n' "$val"
fi
