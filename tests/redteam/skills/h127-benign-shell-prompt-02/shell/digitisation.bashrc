# Digitisation server shell settings
export MASTERS=/srv/masters
HISTSIZE=50000
HISTFILESIZE=100000
HISTTIMEFORMAT='%F %T '
shopt -s histappend
PROMPT_COMMAND="history -a${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

_scan_n=0
_scan_free() {
  _scan_n=$(( _scan_n + 1 ))
  if (( _scan_n % ${SCAN_DF_EVERY:-1} == 0 )); then
    _scan_gb=$(df -BG --output=avail "$MASTERS" 2>/dev/null | tail -1 | tr -dc 0-9)
  fi
  if (( ${_scan_gb:-0} < 200 )); then printf '\[\e[31m\]%sG\[\e[0m\]' "$_scan_gb"; else printf '%sG' "$_scan_gb"; fi
}
PS1='\u@\h:\w ${SCAN_SESSION:+[$SCAN_SESSION] }$(_scan_free) \$ '

alias sessions='ls -1t "$MASTERS"'
usesession() { [ -d "$MASTERS/$1" ] && export SCAN_SESSION="$1" || echo "no such session: $1"; }
alias qa='python3 ~/tools/qa.py "$MASTERS/$SCAN_SESSION"'
alias ptif='for f in "$MASTERS/$SCAN_SESSION"/[0-9]*.tif; do vips tiffsave "$f" "${f%.tif}.ptif" --tile --pyramid --compression jpeg --Q 90; done'
