# Shot context prompt segment for zsh. Reads SHOW/SEQ/SHOT/OCIO from the environment.
autoload -Uz add-zsh-hook

_shot_ctx() {
  local ctx=""
  if [[ -n "$SHOW" ]]; then
    ctx="$SHOW"
    [[ -n "$SEQ" && -n "$SHOT" ]] && ctx+=" ${SEQ}_${SHOT}"
    if [[ -n "$OCIO" ]]; then
      ctx+=" | ${${OCIO:h:t}:-ocio}"
      _SHOT_PROMPT="%F{cyan}[${ctx}]%f "
    else
      _SHOT_PROMPT="%F{red}[${ctx} | NO OCIO]%f "
    fi
  else
    _SHOT_PROMPT=""
  fi
}

add-zsh-hook precmd _shot_ctx
setopt PROMPT_SUBST
PROMPT='${_SHOT_PROMPT}'"$PROMPT"
