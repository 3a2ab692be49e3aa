# >>> ot-prompt >>>
__ot_zone() {
  if [[ -r /etc/ot-zone ]]; then cat /etc/ot-zone; return; fi
  local ip; ip=$(ip -4 -o addr show scope global 2>/dev/null | awk '{print $4}' | head -1)
  case "$ip" in
    192.0.2.1[3-9][0-9]*|192.0.2.2*) echo dmz ;;
    198.51.100.*) echo sub-prod ;;
    192.0.2.*) echo lab ;;
    *) echo unknown ;;
  esac
}
OT_ZONE=$(__ot_zone)
case "$OT_ZONE" in
  sub-prod) __zc='\[\e[1;31m\]' ;;
  dmz) __zc='\[\e[33m\]' ;;
  *) __zc='\[\e[32m\]' ;;
esac
[[ -f /usr/share/git-core/contrib/completion/git-prompt.sh ]] && . /usr/share/git-core/contrib/completion/git-prompt.sh
PS1="\u@\h ${__zc}[${OT_ZONE}]\[\e[0m\]\$(type __git_ps1 >/dev/null 2>&1 && __git_ps1 ' (%s)') \w \$ "
# <<< ot-prompt <<<
