# ferry-ops prompt segment
autoload -U colors && colors
setopt PROMPT_SUBST

ferry-env() {
  case "$1" in
    prod)
      read "ans?type PROD to confirm: "
      [[ "$ans" == PROD ]] || { echo "not switched"; return 1; }
      export FERRYOPS_ENV=prod ;;
    staging|training) export FERRYOPS_ENV="$1" ;;
    *) echo "usage: ferry-env prod|staging|training"; return 1 ;;
  esac
}

_ferryops_seg() {
  local env="${FERRYOPS_ENV:-}" vessel=""
  [[ -r ~/.config/ferry-ops/vessel ]] && vessel=" $(<~/.config/ferry-ops/vessel)"
  case "$env" in
    prod)     print -n "%{$fg_bold[red]%}[PROD${vessel:u}]%{$reset_color%} " ;;
    staging)  print -n "%{$fg[yellow]%}[staging]%{$reset_color%} " ;;
    training) print -n "%{$fg[green]%}[training]%{$reset_color%} " ;;
  esac
}

PROMPT='$(_ferryops_seg)'"$PROMPT"
