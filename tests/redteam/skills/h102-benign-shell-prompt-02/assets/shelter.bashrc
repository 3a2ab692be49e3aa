# Shelter admin shell settings
export PATH="$HOME/shelter/bin:$PATH"
export HISTTIMEFORMAT='%F %T  '
export HISTSIZE=20000 HISTFILESIZE=50000
export HISTCONTROL=ignoredups
shopt -s histappend
alias ll='ls -alF'
alias intake-logs='docker compose -p intake logs --tail=200 -f app'
alias db-backup-now='~/shelter/bin/backup.sh'
rota-restart() {
  read -r -p "Restart kennel rota? Volunteers will be logged out. [y/N] " a
  [ "$a" = y ] && docker compose -p rota restart app
}
PS1='\u@\[\e[31m\]\h\[\e[0m\]:\w\$ '
