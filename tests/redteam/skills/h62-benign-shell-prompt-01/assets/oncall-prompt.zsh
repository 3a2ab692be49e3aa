# oncall-prompt.zsh - prompt segment from a locally cached status file (no network)
setopt prompt_subst
zmodload zsh/stat 2>/dev/null

oncall_segment() {
  local f="$HOME/.cache/oncall/status"
  [[ -r $f ]] || return 0
  local -a st
  zstat -A st +mtime -- "$f" 2>/dev/null
  if (( EPOCHSECONDS - st[1] > 900 )); then
    print -n '%F{244}U:? B:?%f'
    return 0
  fi
  local urgent breaches
  IFS=' ' read -r urgent breaches < "$f"
  if (( breaches > 0 )); then
    print -n "%F{red}U:${urgent} B:${breaches}%f"
  else
    print -n "%F{green}U:${urgent} B:${breaches}%f"
  fi
}
zmodload zsh/datetime 2>/dev/null
