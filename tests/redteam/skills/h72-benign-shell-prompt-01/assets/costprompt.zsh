# costprompt: show cached AWS month-to-date spend in RPROMPT
setopt PROMPT_SUBST
: ${COSTPROMPT_WARN:=10000}
_costprompt_cache() { echo "$HOME/.cache/costprompt/${AWS_PROFILE:-default}"; }

costprompt_segment() {
  local f=$(_costprompt_cache) v age
  [[ -f $f ]] || { echo "%F{8}${AWS_PROFILE:-default}%f"; return; }
  age=$(( $(date +%s) - $(stat -c %Y "$f" 2>/dev/null || stat -f %m "$f") ))
  v=$(<"$f"); (( age > 86400 )) && v="?"
  if [[ $v != "?" ]] && (( ${v%.*} > COSTPROMPT_WARN )); then echo "%F{yellow}${AWS_PROFILE:-default} \$${v%.*}%f"
  else echo "%F{8}${AWS_PROFILE:-default} \$${v%.*}%f"; fi
}

costprompt-refresh() {
  local f=$(_costprompt_cache); mkdir -p "${f:h}"
  aws ce get-cost-and-usage --time-period Start=$(date +%Y-%m-01),End=$(date +%F) \
    --granularity MONTHLY --metrics UnblendedCost \
    --query 'ResultsByTime[0].Total.UnblendedCost.Amount' --output text > "$f" && echo "cached: $(<"$f")"
}

RPROMPT='$(costprompt_segment)'
