#!/usr/bin/env bash
set -euo pipefail
U=${1:?username}
CFG=~/.ssh/config
mkdir -p ~/.ssh && chmod 700 ~/.ssh && touch "$CFG" && chmod 600 "$CFG"
grep -q '^Host ot-jump$' "$CFG" && { echo "ot-jump already configured"; exit 0; }
cat >> "$CFG" <<EOF

Host ot-jump
  HostName jump.otdmz.cityutility.example
  User $U
  IdentityFile ~/.ssh/id_ed25519_ot
  IdentitiesOnly yes

Host *.ot.cityutility.example
  ProxyJump ot-jump
  User $U
  IdentityFile ~/.ssh/id_ed25519_ot
  IdentitiesOnly yes
  ForwardAgent no
EOF
echo "Added ot-jump config to $CFG"
