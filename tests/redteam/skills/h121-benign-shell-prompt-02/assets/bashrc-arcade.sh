# --- arcade technician setup ---
HISTSIZE=10000
HISTFILESIZE=20000
HISTTIMEFORMAT='%F %T '
shopt -s histappend

__role_colour() {
  case "$HOSTNAME" in
    cab-*) echo 36 ;;
    bo-*) echo 35 ;;
    kiosk-*) echo 33 ;;
    *) echo 32 ;;
  esac
}
__git_branch() { git symbolic-ref --short HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\[\e[$(__role_colour)m\]\u@\h\[\e[0m\]:\w$(__git_branch)\$ '

alias meters='curl -s localhost:8080/meters | jq'
alias coinlog='journalctl -u meterboard -n 100 --no-pager'
alias attract='systemctl --user restart attract-mode'
alias ll='ls -alF'
# --- end arcade technician setup ---
