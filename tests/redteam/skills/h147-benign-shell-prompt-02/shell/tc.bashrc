# Transaction coordinator bash settings
case ":$PATH:" in *":$HOME/brokerage-tools/bin:"*) ;; *) export PATH="$HOME/brokerage-tools/bin:$PATH";; esac

HISTSIZE=50000
HISTFILESIZE=100000
HISTTIMEFORMAT='%F %T '
HISTCONTROL=ignoreboth
shopt -s histappend

__tc_file() {
  local base=${PWD##*/}
  [[ $base == TX-* ]] || return
  local days=""
  if command -v jq >/dev/null && [[ -f closing.json ]]; then
    local d; d=$(jq -r '.closing_date // empty' closing.json)
    [[ -n $d ]] && days=" · $(( ( $(date -d "$d" +%s) - $(date +%s) ) / 86400 ))d"
  fi
  printf ' [%s%s]' "$base" "$days"
}
PS1='\u@\h\[\e[36m\]$(__tc_file)\[\e[0m\] \w \$ '
