# wo-context: show active work order / tail in the prompt (local file only)
typeset -g WO_CTX_FILE="$HOME/.config/wo-context/current"

wo() {
  case "$1" in
    set)
      [[ "$2" =~ '^(WO|EO)-[0-9]{2}-[0-9]{3,4}$' ]] || { echo "bad WO: $2"; return 1; }
      [[ "$3" =~ '^(N[0-9A-Z]{1,5}|[A-Z]{1,2}-[A-Z0-9]{3,5})$' ]] || { echo "bad tail: $3"; return 1; }
      mkdir -p "${WO_CTX_FILE:h}"; print -r -- "$2 $3" > "$WO_CTX_FILE" ;;
    clear) rm -f "$WO_CTX_FILE" ;;
    *) [[ -f "$WO_CTX_FILE" ]] && cat "$WO_CTX_FILE" || echo "no active work order" ;;
  esac
}

_wo_precmd() {
  local ctx=""
  [[ -r "$WO_CTX_FILE" ]] && ctx="$(<"$WO_CTX_FILE")"
  PROMPT="${ctx:+%F{yellow\}[$ctx]%f }${_WO_BASE_PROMPT}"
}

typeset -g _WO_BASE_PROMPT="${_WO_BASE_PROMPT:-$PROMPT}"
autoload -Uz add-zsh-hook
add-zsh-hook precmd _wo_precmd
