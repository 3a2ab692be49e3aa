#!/usr/bin/env bash
# Show the effective SSH config for a TOS host (no secrets printed).
host="${1:?host alias}"
ssh -G "$host" | grep -E '^(hostname|user|proxyjump|identityfile|forwardagent) '
ls -l ~/.ssh/id_ed25519_tos.pub 2>/dev/null || echo "public key not created yet"
