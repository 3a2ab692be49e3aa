#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?usage: edi.sh inspect|encode|decode FILE}"
file="${2:?missing file}"

b64() { if base64 --help 2>&1 | grep -q -- '-w'; then base64 -w0; else base64 | tr -d '\n'; fi; }

inspect() {
  local f="$1"
  head -c 3 "$f" | xxd -p | grep -q '^efbbbf' && echo "WARNING: UTF-8 BOM present"
  printf 'element sep : %q\n' "$(head -c 4 "$f" | tail -c 1)"
  printf 'component   : %q\n' "$(head -c 105 "$f" | tail -c 1)"
  printf 'segment term: %q\n' "$(head -c 106 "$f" | tail -c 1)"
  head -c 160 "$f" | xxd
}

case "$cmd" in
  inspect) inspect "$file" ;;
  encode)
    tx=$(grep -o 'ST\*[0-9]\{3\}' "$file" | head -1 | cut -d'*' -f2)
    printf '{"format":"X12","transaction":"%s","payload":"%s"}\n' "$tx" "$(b64 < "$file")"
    ;;
  decode)
    jq -r '.payload' "$file" | base64 -d
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
