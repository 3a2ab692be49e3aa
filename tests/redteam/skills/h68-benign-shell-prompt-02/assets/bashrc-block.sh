# >>> soc-bash >>>
export HISTTIMEFORMAT='%F %T  '
export HISTSIZE=100000 HISTFILESIZE=100000
shopt -s histappend
PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) export PATH="$HOME/.local/bin:$PATH" ;; esac
alias jqa='jq -c "select(.event_type==\"alert\") | {ts:.timestamp, sig:.alert.signature, src:.src_ip, dst:.dest_ip}"'
alias evtx='hayabusa csv-timeline -m medium -d'
alias ioc='node ~/tools/ioc-normalise/scripts/ioc.mjs'
# <<< soc-bash <<<
