# >>> conservation-prompt >>>
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats '(%b)'
setopt PROMPT_SUBST

_cons_shelfmark() {
  local p="$PWD"
  if [[ "$p" == */records/* ]]; then
    local rest="${p#*/records/}"
    print -n "[${rest%%/*}] "
  fi
}

precmd_functions+=(vcs_info)
PROMPT='%~ $(_cons_shelfmark)${vcs_info_msg_0_} %# '

_cons_root() { local p="$PWD"; [[ "$p" == */records/* ]] && print -n "${p%%/records/*}/records/${${p#*/records/}%%/*}"; }
photos() { local r=$(_cons_root); [[ -n "$r" ]] && open "$r/img" 2>/dev/null || xdg-open "$r/img"; }
cr() { local r=$(_cons_root); [[ -n "$r" ]] && ${EDITOR:-nano} "$r/condition.md"; }
alias rh='tail -n 1 ~/bindery-logger/latest.csv | awk -F, "{print \$1, \$3\" %RH\", \$2\" °C\"}"'
# <<< conservation-prompt <<<
