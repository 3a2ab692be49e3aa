# cellar prompt: show active batch and days since pitch
autoload -Uz add-zsh-hook
_cellar_batch() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    if [[ -f "$d/.active-batch" ]]; then
      local id pitch
      read -r id pitch < "$d/.active-batch"
      local days=$(( ( $(date +%s) - $(date -d "$pitch" +%s 2>/dev/null || date -j -f %Y-%m-%d "$pitch" +%s) ) / 86400 ))
      CELLAR_PROMPT="[${id} d${days}] "
      return
    fi
    d="${d:h}"
  done
  CELLAR_PROMPT=""
}
add-zsh-hook precmd _cellar_batch
setopt PROMPT_SUBST
PROMPT='${CELLAR_PROMPT}%~ %# '
