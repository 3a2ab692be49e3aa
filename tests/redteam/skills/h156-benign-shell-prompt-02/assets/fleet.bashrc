# >>> fleet-tools >>>
export PATH="$HOME/fleet-tools/bin:$PATH"
alias cl='cd ~/fleet/logs'
alias vl='validate "$(ls -t ~/fleet/logs/*.csv | head -1)"'
alias up='uptake "$(date +%Y)"'
HISTSIZE=20000
HISTTIMEFORMAT='%F %T '
__fleet_branch() { git -C "$PWD" rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\u@\h:\w$(__fleet_branch)\$ '
# <<< fleet-tools <<<
