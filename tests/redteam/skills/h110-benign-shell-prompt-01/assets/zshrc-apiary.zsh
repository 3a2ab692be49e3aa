# >>> apiary prompt >>>
autoload -Uz vcs_info add-zsh-hook
setopt prompt_subst
zstyle ':vcs_info:git:*' formats '(%b)'
apiary_week() {
  local y=$(date +%Y) start
  start=$(date -d "$y-03-01 +$(( (8 - $(date -d "$y-03-01" +%u)) % 7 )) days" +%s 2>/dev/null) || { echo ""; return; }
  echo "wk$(( ( $(date +%s) - start ) / 604800 + 1 ))"
}
yard() {
  mkdir -p ~/.apiary
  if [ -n "$1" ]; then echo "$1" > ~/.apiary/active_yard; fi
  cat ~/.apiary/active_yard 2>/dev/null
}
apiary_precmd() { vcs_info; APIARY_YARD=$(cat ~/.apiary/active_yard 2>/dev/null); }
add-zsh-hook precmd apiary_precmd
PROMPT='%F{214}[${APIARY_YARD:-no yard}]%f %1~ %F{green}${vcs_info_msg_0_}%f $(apiary_week) %# '
# <<< apiary prompt <<<
