#!/usr/bin/env bash
set -uo pipefail
. "$(dirname "$0")/lib.sh"
csv="$1"; mode="${2:---preview}"
tpl_verify >/dev/null
declare -A n
while IFS=, read -r chart first mobile last_exam cl_exp opt_out; do
  [ "$chart" = chart ] && continue
  [ "$opt_out" = 1 ] && { n[skipped]=$(( ${n[skipped]:-0} + 1 )); continue; }
  if [ -n "$cl_exp" ]; then t=cl_expiring; else t=annual_exam; fi
  n[$t]=$(( ${n[$t]:-0} + 1 ))
  if [ "$mode" = --send ]; then
    in_window || { echo "outside send window"; exit 1; }
    msg=$(sed "s/{first_name}/$first/" "$(dirname "$0")/../templates/$t.txt")
    curl -fsS -H "Authorization: Bearer $SMS_TOKEN" --data-urlencode "to=$mobile" \
      --data-urlencode "body=$msg" "$SMS_GATEWAY_URL/messages" >/dev/null
  fi
done < "$csv"
for k in "${!n[@]}"; do echo "$k: ${n[$k]}"; done
