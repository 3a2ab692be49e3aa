# show-control box shortcuts (local only)
alias showstatus='systemctl --user status mediaserver oscbridge --no-pager'
alias showlog='journalctl --user -u mediaserver -f -n 100'
alias disk='df -h /srv/media'
alias whoami-show='cat /etc/show-role 2>/dev/null || echo "role unknown"'

__show_role=$(cat /etc/show-role 2>/dev/null || echo "?")
__show_host=$(hostname -s | tr 'a-z' 'A-Z')
if [ "$__show_role" = "main" ]; then __c='\[\e[1;31m\]'; else __c='\[\e[1;32m\]'; fi
PS1="${__c}[${__show_host} ${__show_role}]\[\e[0m\] \w \$ "
unset __c
