# Booking engine developer shell settings
BE_ROOT="${BE_ROOT:-$HOME/src/booking-engine}"

__be_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
__be_ps1() {
  local rc=$? mark=""
  [ $rc -ne 0 ] && mark="\[\e[31m\]✗\[\e[0m\] "
  local br; br="$(__be_branch)"
  PS1="${mark}\u:\[\e[34m\]\W\[\e[0m\]${br:+ (\[\e[32m\]$br\[\e[0m\])} \$ "
}
PROMPT_COMMAND="__be_ps1${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

alias be-up='docker compose -f "$BE_ROOT/docker-compose.yml" up -d'
alias be-down='docker compose -f "$BE_ROOT/docker-compose.yml" down'
alias be-logs='docker compose -f "$BE_ROOT/docker-compose.yml" logs -f --tail=200 api worker'
alias be-test='npm --prefix "$BE_ROOT" test'
alias be-psql='docker compose -f "$BE_ROOT/docker-compose.yml" exec db psql -U booking booking'

HISTSIZE=50000
HISTFILESIZE=50000
HISTCONTROL=ignoredups:erasedups
HISTTIMEFORMAT='%F %T '
shopt -s histappend

export NVM_DIR="$HOME/.nvm"
[ -s "$NVM_DIR/nvm.sh" ] && . "$NVM_DIR/nvm.sh"
if command -v pyenv >/dev/null 2>&1; then eval "$(pyenv init -)"; fi
