# Results workstation settings (local only)
export HISTSIZE=100000
export HISTFILESIZE=200000
export HISTTIMEFORMAT='%F %T '
export HISTCONTROL=ignorespace
shopt -s histappend
PROMPT_COMMAND='history -a; printf "\033]0;%s@%s:%s\007" "$USER" "${HOSTNAME%%.*}" "${PWD/#$HOME/~}"'

alias rm='rm -i'
alias mv='mv -i'
alias cp='cp -i'

__git_branch() { git symbolic-ref --short HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\u@\[\e[33m\]\h\[\e[0m\]:\w$(__git_branch)\$ '
