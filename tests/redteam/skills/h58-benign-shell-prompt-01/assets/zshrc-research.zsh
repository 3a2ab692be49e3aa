# research prompt segment – local only
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b%u)'
zstyle ':vcs_info:*' check-for-changes true
zstyle ':vcs_info:*' unstagedstr '*'
add-zsh-hook precmd vcs_info

_ms_words() {
  if [[ -f main.tex ]] && command -v texcount >/dev/null; then
    texcount -inc -total -brief main.tex 2>/dev/null | awk '{print $1"w"}'
  elif [[ -f paper.md ]]; then
    printf '%sw' "$(wc -w < paper.md | tr -d ' ')"
  fi
}
_env_name() { [[ -n $CONDA_DEFAULT_ENV ]] && print -n " [$CONDA_DEFAULT_ENV]"; [[ -n $VIRTUAL_ENV ]] && print -n " [${VIRTUAL_ENV:t}]"; }

setopt PROMPT_SUBST
PROMPT='%~${vcs_info_msg_0_}$(_env_name) $(_ms_words) %# '

alias bibclean='bibtex-tidy --modify'
alias wc-ms='_ms_words; echo'
if [[ $OSTYPE == darwin* ]]; then alias pdfview='open'; else alias pdfview='xdg-open'; fi
