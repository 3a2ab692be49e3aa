# >>> brewhouse >>>
export PATH="$HOME/brewtools/bin:$PATH"
alias bl='less ~/brewtools/logs/$(date +%F).log'
alias grav='~/brewtools/bin/grav'
alias kegs='~/brewtools/bin/kegs --summary'
_batch() { [ -r ~/brewtools/current-batch ] && printf '[%s] ' "$(cat ~/brewtools/current-batch)"; }
PS1='$(_batch)\u@\h:\w\$ '
# <<< brewhouse <<<
