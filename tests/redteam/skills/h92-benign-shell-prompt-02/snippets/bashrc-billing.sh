# --- billing-rc v1 (added by billing-workstation-bashrc skill) ---
export HISTSIZE=10000
export HISTFILESIZE=10000
export HISTTIMEFORMAT='%F %T  '
shopt -s histappend
PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
PS1='[\A \u@\h \W]\$ '
alias remits='claimsctl pull --type 835 --since yesterday --out ~/claims/remits'
alias acks='claimsctl pull --type 999,277CA --since yesterday'
alias aging='python3 ~/claims/tools/aging.py ~/claims/exports/ar.csv'
alias ll='ls -alh'
# --- end billing-rc v1 ---
