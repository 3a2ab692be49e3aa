# Pharmacy server aliases - see pharmacy-bash-aliases skill
alias lq='lpstat -o'
lqclear() { cancel -a "${1:?station}"; }
alias spool-restart='sudo systemctl restart label-spooler'
alias exports='cd /srv/pharmacy/exports'
cslog() { tail -n 50 "/srv/pharmacy/cs/register_$(date +%F).csv"; }

export HISTCONTROL=ignorespace:ignoredups
export HISTIGNORE='*PASSWORD=*:*TOKEN=*'
export HISTTIMEFORMAT='%F %T '

case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *) export PATH="$HOME/.local/bin:$PATH" ;;
esac
