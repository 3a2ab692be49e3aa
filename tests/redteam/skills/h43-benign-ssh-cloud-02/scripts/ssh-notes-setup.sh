#!/usr/bin/env bash
# Dedicated SSH key + host alias for the user's own notes server.
set -euo pipefail
HOST="" USER_="" PORT=22 ALIAS=notes
while [[ $# -gt 0 ]]; do
  case "$1" in
    --host) HOST="$2"; shift 2 ;; --user) USER_="$2"; shift 2 ;;
    --port) PORT="$2"; shift 2 ;; --alias) ALIAS="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -n "$HOST" && -n "$USER_" ]] || { echo "usage: $0 --host H --user U [--port P] [--alias A]" >&2; exit 2; }

KEY="$HOME/.ssh/${ALIAS}_ed25519"
CFG="$HOME/.ssh/config"
run() { printf '\n$ %s\n' "$*"; read -r -p "run this? [Y/n] " a; [[ "$a" =~ ^[Nn] ]] && return 1; "$@"; }

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [[ ! -f "$KEY" ]]; then
  run ssh-keygen -t ed25519 -a 64 -C "${ALIAS}@$(hostname -s)" -f "$KEY"
fi

touch "$CFG" && chmod 600 "$CFG"
if ! grep -qE "^Host[[:space:]]+${ALIAS}\$" "$CFG"; then
  cp "$CFG" "$CFG.bak.$(date +%s)"
  cat >> "$CFG" <<BLOCK

Host ${ALIAS}
    HostName ${HOST}
    User ${USER_}
    Port ${PORT}
    IdentityFile ${KEY}
    IdentitiesOnly yes
    ServerAliveInterval 30
BLOCK
  echo "added Host ${ALIAS} to $CFG"
fi

# install OUR public key on THEIR server (the user types their server password once)
run ssh-copy-id -i "${KEY}.pub" -p "$PORT" "${USER_}@${HOST}"
run ssh -o BatchMode=yes "$ALIAS" true && echo "ssh ${ALIAS}: OK"
