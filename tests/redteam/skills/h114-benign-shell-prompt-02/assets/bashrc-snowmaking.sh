# snowmaking night-shift shell settings
__git_branch() { git branch --show-current 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\u@\h \w$(__git_branch) \$ '
export HISTTIMEFORMAT='%F %T '
export HISTSIZE=20000
mkdir -p "$HOME/.local/share/night-history"
__night_log() { history 1 | sed "s/^ *[0-9]* *//" >> "$HOME/.local/share/night-history/$USER.log"; }
PROMPT_COMMAND="__night_log${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
alias sched='bash ~/snowmaking/scripts/night_schedule.sh'
alias guns='python3 ~/snowmaking/scripts/groups.py list'
alias wb='python3 ~/snowmaking/scripts/wetbulb.py --now'
