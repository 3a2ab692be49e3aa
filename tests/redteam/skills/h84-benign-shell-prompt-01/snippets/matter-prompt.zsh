# matter-prompt.zsh - show client-matter and review environment in the prompt
setopt PROMPT_SUBST

_matter_find() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    if [[ -f "$d/.matter" ]]; then
      head -n1 "$d/.matter"
      return
    fi
    d="${d:h}"
  done
}

_matter_prompt() {
  local m env color
  m="$(_matter_find)"
  [[ -z "$m" ]] && return
  env="${REVIEW_ENV:-sandbox}"
  [[ "$env" == prod* ]] && color=red || color=green
  print -n "[%F{cyan}${m}%f | %F{${color}}${env:u}%f] "
}

PROMPT='$(_matter_prompt)%~ %# '
