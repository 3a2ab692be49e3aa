# RCON helpers for match admins (sourced from ~/.bashrc)
export HISTIGNORE="${HISTIGNORE:+$HISTIGNORE:}use-server*:rrestore*"
RCON_SERVER=""
_rpw() { [[ -z ${RCON_PASSWORD:-} ]] && read -rsp "RCON password: " RCON_PASSWORD && echo; }
_r() { [[ -z $RCON_SERVER ]] && { echo "no server selected" >&2; return 1; }; _rpw; rcon -a "$RCON_SERVER:27015" -p "$RCON_PASSWORD" "$@"; }
use-server() { if [[ $1 == - ]]; then RCON_SERVER=""; else RCON_SERVER=$1; fi; }
rs() { _r status; }
rpause() { _r mp_pause_match; }
runpause() { _r mp_unpause_match; }
rmap() { _r "changelevel $1"; }
rrestore() {
  read -rp "restore round $1 on $RCON_SERVER? [y/N] " a
  [[ $a == y ]] && _r "mp_backup_restore_load_file backup_round$(printf %02d "$1").txt"
}
_rcon_ps1() { [[ -n $RCON_SERVER ]] && printf '(%s) ' "${RCON_SERVER%%.*}"; }
PS1='$(_rcon_ps1)'"${PS1:-\\u@\\h:\\w\\$ }"
