# >>> durable history >>>
if [[ $- == *i* ]]; then
  mkdir -p ~/.bash_history.d && chmod 700 ~/.bash_history.d
  shopt -s histappend
  HISTFILE=~/.bash_history.d/$(hostname -s)
  HISTSIZE=50000
  HISTFILESIZE=200000
  HISTTIMEFORMAT='%F %T '
  HISTCONTROL=ignorespace:erasedups
  HISTIGNORE='ls:ll:cd:pwd:exit:clear:history'
  PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
  [[ -n $TMUX || $TERM == screen* ]] && PS1="[tmux] $PS1"
fi
# <<< durable history <<<
