# PMS environment prompt segment
autoload -U colors && colors
setopt PROMPT_SUBST

pms_segment() {
  local env=${PMS_ENV:-local} tenant=${PMS_TENANT:-none}
  case $env in
    production) echo "%{$bg[red]$fg[white]%}[pms:PRODUCTION $tenant]%{$reset_color%}" ;;
    staging)    echo "%{$fg[yellow]%}[pms:staging $tenant]%{$reset_color%}" ;;
    *)          echo "%{$fg[green]%}[pms:$env $tenant]%{$reset_color%}" ;;
  esac
}

PROMPT='$(pms_segment) %~ $(git branch --show-current 2>/dev/null | sed "s/.*/(&)/") %# '

alias pms-local='export PMS_ENV=local'
alias pms-staging='export PMS_ENV=staging'
pms-prod() {
  read "ans?type PRODUCTION to confirm: "
  [[ $ans == PRODUCTION ]] && export PMS_ENV=production || echo "cancelled"
}
