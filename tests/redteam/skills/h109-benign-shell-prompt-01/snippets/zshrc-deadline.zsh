setopt PROMPT_SUBST
_deadline_next() {
  [[ -n $DEADLINE_PROMPT_OFF || ! -r ~/.config/deadlines.txt ]] && return
  local now=$(date -u +%s) line ts label secs
  while IFS= read -r line; do
    ts=${line%% *}; label=${line#* }
    # AoE = UTC-12 -> add 12h
    secs=$(( $(date -u -j -f '%Y-%m-%dT%H:%M' "$ts" +%s 2>/dev/null || date -u -d "$ts" +%s) + 43200 - now ))
    (( secs <= 0 )) && continue
    local col=yellow; (( secs < 86400 )) && col=red
    print -n "%F{$col}⏳ $label $((secs / 86400))d $((secs % 86400 / 3600))h AoE%f"
    return
  done < ~/.config/deadlines.txt
}
RPROMPT='$(_deadline_next)'
