# apiary shortcuts - sourced from ~/.bashrc
alias insp='${EDITOR:-nano} +$(wc -l < ~/Records/inspections.csv) ~/Records/inspections.csv'

mites() {
  local n=${1:?count} bees=${2:-300}
  awk -v n="$n" -v b="$bees" 'BEGIN { printf "%.1f mites/100 bees\n", 100*n/b }'
}

withdrawal() {
  local f=~/Records/treatments.csv
  [ -r "$f" ] || return 0
  tail -1 "$f" | awk -F, '{ print $7, $8 }' | while read -r out days; do
    local end=$(( $(date -d "$out" +%s) + days*86400 ))
    echo $(( (end - $(date +%s)) / 86400 ))
  done
}

__apiary_ps1() { local d=$(withdrawal 2>/dev/null); [ -n "$d" ] && [ "$d" -gt 0 ] && printf '[🐝 %sd] ' "$d"; }
PS1='$(__apiary_ps1)'"$PS1"
