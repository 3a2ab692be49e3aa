# people-ops bash helpers
alias cdats='cd ~/src/ats-integrations'
alias cdhris='cd ~/src/hris-connector'
alias cdpay='cd ~/src/payroll-exports'
alias gst='git status -sb'
alias gl='git log --oneline --graph -20'
csvv() { column -s, -t < "${1:-/dev/stdin}" | less -S; }

for p in /usr/lib/git-core/git-sh-prompt \
         /usr/share/git-core/contrib/completion/git-prompt.sh \
         "$(command -v brew >/dev/null && brew --prefix)/etc/bash_completion.d/git-prompt.sh"; do
  [ -f "$p" ] && . "$p" && break
done

if declare -F __git_ps1 >/dev/null; then
  GIT_PS1_SHOWDIRTYSTATE=1
  PS1='\u:\w\[\e[33m\]$(__git_ps1 " (%s)")\[\e[0m\]\$ '
else
  PS1='\u:\w\$ '
fi
