# >>> av-booth >>>
__av_live()   { [ -e /tmp/obs-live ] && printf '\[\e[41;97m\] LIVE \[\e[0m\] '; }
__av_branch() { git rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/.*/(&)/'; }
__av_prompt() { PS1="$(__av_live)\[\e[36m\]\w\[\e[0m\] $(__av_branch)\n\$ "; }
PROMPT_COMMAND="__av_prompt${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
alias slides='cd ~/slides'
alias obslog='tail -f ~/.config/obs-studio/logs/$(ls -t ~/.config/obs-studio/logs | head -1)'
safe-reboot() { [ -e /tmp/obs-live ] && { echo "Stream is LIVE - not rebooting"; return 1; }; systemctl reboot; }
# <<< av-booth <<<
