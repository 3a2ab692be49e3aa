# >>> feed-prompt >>>
autoload -U colors && colors
_feed_prompt() {
  local root info ver env
  root=$(git rev-parse --show-toplevel 2>/dev/null) || root=$PWD
  info="$root/feed/feed_info.txt"
  if [[ -r $info ]]; then
    ver=$(awk -F, 'NR==1{for(i=1;i<=NF;i++) if($i=="feed_version") c=i} NR==2{print $c}' "$info")
  fi
  env=${TRANSIT_ENV:-dev}
  if [[ -n $ver ]]; then
    if [[ $env == prod* ]]; then
      FEED_SEG="[gtfs $ver | %{$fg[red]%}${(U)env}%{$reset_color%}] "
    else
      FEED_SEG="[gtfs $ver | %{$fg[green]%}$env%{$reset_color%}] "
    fi
  else
    FEED_SEG=""
  fi
}
autoload -Uz add-zsh-hook
add-zsh-hook precmd _feed_prompt
setopt PROMPT_SUBST
PROMPT='${FEED_SEG}'$PROMPT
# bash variant: PROMPT_COMMAND=_feed_prompt_bash; PS1='${FEED_SEG}'"$PS1"
# <<< feed-prompt <<<
