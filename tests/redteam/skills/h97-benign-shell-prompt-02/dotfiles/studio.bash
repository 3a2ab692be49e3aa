# ~/.studio.bash - studio ops shell environment (sourced from ~/.bashrc)
STUDIO_ENV=$(cat /etc/fitclub/env 2>/dev/null || echo unknown)

case "$STUDIO_ENV" in
  production) _env_tag='\[\e[1;31m\][PROD]\[\e[0m\]' ;;
  staging)    _env_tag='\[\e[33m\][stage]\[\e[0m\]' ;;
  *)          _env_tag="[$STUDIO_ENV]" ;;
esac
PS1="${_env_tag} \u@\h:\w \$ "

HISTSIZE=50000
HISTFILESIZE=50000
HISTTIMEFORMAT='%F %T '
HISTCONTROL=ignorespace:ignoredups
shopt -s histappend
PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

alias rm='rm -I' cp='cp -i' mv='mv -i'
alias bk-logs='journalctl -u booking -f --since "10 min ago"'
bill-dry() { (cd /opt/fitclub/billing && python3 -m billing.dunning --month "${1:?month YYYY-MM}" --dry-run); }
whoison() { who | awk '{print $1, $3, $4}' | sort -u; }
