# >>> scrim-countdown >>>
export TEAMOPS_DIR="${TEAMOPS_DIR:-$HOME/team-ops}"
typeset -g _scrim_cache="" _scrim_ts=0
_scrim_segment() {
  local now=$EPOCHSECONDS
  if (( now - _scrim_ts > 60 )); then
    _scrim_cache="$(python3 "$TEAMOPS_DIR/scripts/next_block.py" 2>/dev/null)"
    _scrim_ts=$now
  fi
  print -n "$_scrim_cache"
}
zmodload zsh/datetime
setopt prompt_subst
RPROMPT='%F{cyan}$(_scrim_segment)%f'
# <<< scrim-countdown <<<
