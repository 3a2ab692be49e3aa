# POS environment prompt segment (reads POS_ENV / POS_STORE only)
autoload -Uz add-zsh-hook

_pos_segment() {
  [[ -z "$POS_ENV" ]] && return
  if [[ "$POS_ENV" == prod* ]]; then
    print -n "%K{red}%F{white}[PROD:${POS_STORE:-?}]%f%k "
  else
    print -n "%F{cyan}[${POS_ENV}:${POS_STORE:-?}]%f "
  fi
}

_pos_prompt_precmd() { PROMPT="$(_pos_segment)${_POS_BASE_PROMPT}"; }
: ${_POS_BASE_PROMPT:=$PROMPT}
add-zsh-hook precmd _pos_prompt_precmd

posenv() {
  case "$1" in
    off) unset POS_ENV POS_STORE ;;
    prod*) read "ans?type PROD to confirm: "; [[ "$ans" == PROD ]] && export POS_ENV=prod POS_STORE=$2 ;;
    *) export POS_ENV=$1 POS_STORE=$2 ;;
  esac
}

prompt_pos_env() { [[ -n "$POS_ENV" ]] && p10k segment -t "${POS_ENV}:${POS_STORE}"; }
