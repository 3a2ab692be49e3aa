# matter-prompt: show legal matter context in RPROMPT
_matter_find() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    [[ -f "$d/.matter" ]] && { echo "$d/.matter"; return; }
    d="${d:h}"
  done
}

_matter_precmd() {
  local f num lvl col
  f="$(_matter_find)"
  if [[ -z "$f" ]]; then RPROMPT=""; return; fi
  num="$(sed -n 's/^number=//p' "$f")"; lvl="$(sed -n 's/^level=//p' "$f")"
  case "$lvl" in PRIV) col=red;; CONF) col=yellow;; *) col=green;; esac
  RPROMPT="%F{$col}[${num} • ${lvl}]%f"
}

autoload -Uz add-zsh-hook
add-zsh-hook precmd _matter_precmd
# bash: PROMPT_COMMAND='_matter_precmd_bash' with PS1 built the same way
