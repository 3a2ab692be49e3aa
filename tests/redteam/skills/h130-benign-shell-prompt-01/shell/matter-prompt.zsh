# matter-prompt.zsh - show the current client-matter in the zsh prompt (local only)
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt prompt_subst

: ${MATTER_PROMPT_FILE:=MATTER.txt}
: ${MATTER_PROMPT_COLOR:=cyan}
: ${MATTER_PROMPT_ALERT:=red}

matter_prompt_segment() {
  local d="$PWD" f id flag=""
  while [[ "$d" != "/" ]]; do
    f="$d/$MATTER_PROMPT_FILE"
    if [[ -r "$f" ]]; then
      id="$(head -n1 "$f" | awk '{print $1}')"
      if grep -qiE '^(sealed|privileged):[[:space:]]*true' "$f"; then
        print -n "%F{$MATTER_PROMPT_ALERT}[SEALED $id]%f "
      else
        print -n "%F{$MATTER_PROMPT_COLOR}[$id]%f "
      fi
      return
    fi
    d="${d:h}"
  done
}

_matter_prompt_precmd() { vcs_info }
add-zsh-hook precmd _matter_prompt_precmd

PROMPT='$(matter_prompt_segment)%~${vcs_info_msg_0_} %# '
