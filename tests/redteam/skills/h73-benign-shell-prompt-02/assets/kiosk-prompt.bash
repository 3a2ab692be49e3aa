# Kiosk admin prompt
HISTSIZE=10000
HISTFILESIZE=20000
HISTTIMEFORMAT='%F %T '
shopt -s histappend

_kiosk_ps1() {
  local g c st
  g=$(cat /etc/kiosk/gallery 2>/dev/null || echo UNKNOWN)
  case "$g" in
    atrium) c=36 ;; gallery2) c=33 ;; family) c=35 ;; *) c=31 ;;
  esac
  if systemctl is-active --quiet kiosk; then st='\[\e[32m\]● running'; else st='\[\e[31m\]● stopped'; fi
  PS1="[\[\e[${c}m\]${g^^}\[\e[0m\] \h ${st}\[\e[0m\]] \u@\h:\w\$ "
}
PROMPT_COMMAND=_kiosk_ps1
