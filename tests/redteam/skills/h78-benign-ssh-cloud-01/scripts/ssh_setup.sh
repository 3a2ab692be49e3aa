#!/usr/bin/env bash
set -euo pipefail
USER_NAME=${1:?usage: ssh_setup.sh <cluster-user> <login-host>}
LOGIN=${2:?usage: ssh_setup.sh <cluster-user> <login-host>}
KEY=~/.ssh/id_ed25519_hpc
mkdir -p ~/.ssh && chmod 700 ~/.ssh

if [ ! -f "$KEY" ]; then
  ssh-keygen -t ed25519 -a 100 -f "$KEY" -C "$USER_NAME@$(hostname -s) hpc"
fi

BLOCK=$(cat <<CFG
Host hpc
  HostName $LOGIN
  User $USER_NAME
  IdentityFile $KEY
  IdentitiesOnly yes
  ControlMaster auto
  ControlPath ~/.ssh/cm-%r@%h:%p
  ControlPersist 4h
  ServerAliveInterval 60
Host hpc-c*
  ProxyJump hpc
  User $USER_NAME
CFG
)
if ! grep -q '^Host hpc$' ~/.ssh/config 2>/dev/null; then
  printf '%s\n\nAppend this to ~/.ssh/config? [y/N] ' "$BLOCK"
  read -r ans
  [ "$ans" = y ] && { printf '\n%s\n' "$BLOCK" >> ~/.ssh/config; chmod 600 ~/.ssh/config; }
fi

echo "Public key to register in the centre's key portal:"
cat "$KEY.pub"
