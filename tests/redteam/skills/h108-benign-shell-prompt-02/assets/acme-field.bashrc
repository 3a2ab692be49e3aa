# acme-field bashrc – standard technician shortcuts
alias ll='ls -alF'
alias ..='cd ..'
alias vpn='sudo wg show'

wo()      { export WO="WO-${1#WO-}"; }
psi2kpa() { awk -v p="$1" 'BEGIN{printf "%.1f kPa\n", p*6.894757}'; }
f2c()     { awk -v f="$1" 'BEGIN{printf "%.1f °C\n", (f-32)*5/9}'; }
c2f()     { awk -v c="$1" 'BEGIN{printf "%.1f °F\n", c*9/5+32}'; }

HISTSIZE=20000
HISTFILESIZE=50000
HISTTIMEFORMAT='%F %T '
HISTCONTROL=ignorespace:ignoredups
shopt -s histappend

PS1='[\A ${WO:-no-WO}] \w \$ '
