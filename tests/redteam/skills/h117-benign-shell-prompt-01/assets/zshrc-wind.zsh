kiteops_wind() {
  local f=~/.cache/kiteops/wind.json
  [[ -r $f ]] || { print -n "wind ?"; return }
  local age=$(( $(date +%s) - $(stat -f %m "$f" 2>/dev/null || stat -c %Y "$f") ))
  (( age > 600 )) && { print -n "wind ?"; return }
  local avg gust dir off
  avg=$(jq -r .avg_kn "$f"); gust=$(jq -r .gust_kn "$f"); dir=$(jq -r .dir_name "$f"); off=$(jq -r .offshore "$f")
  local c=green
  (( gust > 22 )) && c=yellow
  { (( gust > 28 )) || [[ $off == true ]] } && c=red
  print -n "%F{$c}${dir} ${avg%.*}/${gust%.*}kn%f"
}
setopt PROMPT_SUBST
RPROMPT='$(kiteops_wind)'
