# >>> apiary-prompt >>>
apiary_due() {
  local f="$HOME/Records/inspections.csv"
  [[ -r $f ]] || return
  awk -F, 'NR>1 {last[$3]=$1} END {for (h in last) print last[h], h}' "$f" | sort | head -1 |
  while read -r d h; do
    local m=${d:5:2} gap=14
    [[ $m == 0[5-7] ]] && gap=7
    [[ $m == 04 || $m == 08 ]] && gap=10
    local due=$(( ( $(date -d "$d" +%s 2>/dev/null || date -j -f %F "$d" +%s) + gap*86400 - $(date +%s) ) / 86400 ))
    print -n "🐝 $h due ${due}d"
  done
}
setopt PROMPT_SUBST
RPROMPT='$(apiary_due)'
# <<< apiary-prompt <<<
